#include "solve/solve.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>

#include "io/solution_writer.h"
#include "rules/rules.h"
#include "solve/direct_play.h"
#include "solve/help_play.h"
#include "solve/intro_series.h"
#include "solve/parry_series.h"
#include "solve/proof_game.h"

namespace feerie {

namespace {

Side play_starting_side(const Stipulation& stipulation) {
  if (stipulation.post_key) return Side::Black;
  if (stipulation.help_with_ending()) return stipulation.half ? Side::Black : Side::White;
  if (stipulation.a_to_b() && !stipulation.series) return stipulation.white_starts ? Side::White : Side::Black;
  if (stipulation.play != Play::Help || stipulation.proof_game()) return Side::White;
  if (stipulation.series) return Side::Black;
  return stipulation.half ? Side::White : Side::Black;
}

}  // namespace

Side starting_side(const Stipulation& stipulation) {
  const Side play = play_starting_side(stipulation);
  return stipulation.intro ? opponent(play) : play;
}

namespace {

// Help and help-self play: lines of both sides' moves.
bool help_play(const Stipulation& stipulation) {
  return !stipulation.series && (stipulation.play == Play::Help || stipulation.help_with_ending());
}

// Direct, self and reflex play: the attacker's moves and the defences, as a tree.
bool battle_play(const Stipulation& stipulation) { return !stipulation.series && !help_play(stipulation); }

}  // namespace

bool set_play_applies(const Stipulation& stated, const SolveOptions& options) {
  const Stipulation stipulation = with_options(stated, options);
  // After intro moves the diagram's side to move is the intro's: there is
  // no set play (Popeye has none either).
  if (stipulation.intro) return false;
  if (stipulation.series) return stipulation.play != Play::Direct;
  return !help_play(stipulation) || stipulation.help_plies() > 1;
}

bool threat_fits(const Stipulation& stipulation, int threat_length) {
  return is_battle_play(stipulation) && threat_length < stipulation.moves;
}

bool move_numbers_fit(const Stipulation& stipulation, const SolveOptions& options) {
  return !battle_play(stipulation) || !MoveNumbering(options).deep();
}

std::vector<std::string> option_notes(const Stipulation& stipulation, const SolveOptions& options,
                                      const Language& language) {
  std::vector<std::string> notes;
  if (options.set_play && !set_play_applies(stipulation, options)) notes.push_back(language.set_play_ignored);
  if (!move_numbers_fit(stipulation, options)) notes.push_back(language.move_numbers_unfit);
  if (options.threat_length && !threat_fits(stipulation, *options.threat_length))
    notes.push_back(language.threat_unfit);
  return notes;
}

void write_option_notes(std::ostream& out, const Stipulation& stipulation, const SolveOptions& options,
                        const Language& language) {
  for (const std::string& note : option_notes(stipulation, options, language)) out << note << '\n';
}

namespace {

// The table of the process, kept from problem to problem (a new generation
// each, so a problem pays nothing to set it up) and made again only when the
// memory allowed changes.
TranspositionTable& table_for_problem(std::uint64_t max_bytes) {
  static std::unique_ptr<TranspositionTable> table;
  if (table && table->max_bytes() == max_bytes)
    table->new_generation();
  else
    table = std::make_unique<TranspositionTable>(max_bytes);
  return *table;
}

// Where solving writes: help and series lines, the direct play tree.
struct Writers {
  LineSink line;
  DirectSink direct;
};

Writers writers_to(SolutionSink& sink) {
  const LineSink line = [&sink](const SolutionLine& solution) {
    solution_found();
    sink.line(solution);
  };
  const DirectSink direct{[&sink](const std::vector<PlayNode>& defences) { sink.set_play(defences); },
                          [&sink](const PlayNode& node) { sink.forced_goal(node); },
                          [&sink](const PlayNode& node, bool key) {
                            if (key) solution_found();
                            sink.first_move(node, key);
                          },
                          [&sink](const PlayNode& node) { sink.post_key(node); }};
  return {line, direct};
}

ProgressSink progress_to(SolutionSink& sink, const SolveOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  return [&sink, start, &options](const std::vector<int>& numbers, const std::string& move) {
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    sink.progress(numbers, move, options.show_times ? std::optional(elapsed.count()) : std::nullopt);
  };
}

bool reached_max_solutions(const SearchContext& context) {
  return context.options.max_solutions && context.solutions >= *context.options.max_solutions;
}

// Set play: the other side moves first in the diagram. Its lines are
// written as Popeye numbers them: help play of h#n.5 passes over the first
// half-move ("1...  ...  2."), series play has no series move ("1...").
void solve_set_play(SearchContext& context, const Writers& writers, SolutionSink& sink) {
  const Stipulation& stipulation = context.stipulation;
  if (battle_play(stipulation)) {
    solve_direct_set_play(context, writers.direct);
    return;
  }
  const LineSink set_line = [&writers, &stipulation](SolutionLine line) {
    line.first_move_passed = stipulation.half;
    line.white_first = line.white_first || stipulation.series;
    line.series = false;
    line.set_play = true;
    writers.line(line);
  };
  if (stipulation.series)
    solve_series_set_play(context, set_line);
  else
    solve_help_set_play(context, set_line);
  sink.end_set_play_lines();
}

// Series play: lines of one side's moves; in a parry series of direct or
// self play, the other side parries.
void solve_line_play(SearchContext& context, const LineSink& sink) {
  if (context.stipulation.parry && context.stipulation.play != Play::Help)
    solve_parry_series(context, sink);
  else
    solve_series(context, sink);
}

// One half of a duplex, or the whole problem: set play, then play, each
// counting its own solutions (MaxSolutions). True if MaxSolutions cut one short.
// There is no play where the side to move could take the king.
bool solve_half(SearchContext& context, const Writers& writers, SolutionSink& sink, bool play_legal) {
  Position& position = context.position;
  bool cut_short = false;
  // No set play where the side that would move second is in check: the
  // side moving first could take the king (Popeye writes none either).
  if (context.options.set_play && set_play_applies(context.stipulation, context.options) &&
      !position.in_check(position.side_to_move())) {
    context.solutions = 0;
    solve_set_play(context, writers, sink);
    cut_short = reached_max_solutions(context);
  }
  if (!play_legal) return cut_short;
  context.solutions = 0;
  if (context.stipulation.intro)
    solve_after_intro(context, writers.line, solve_line_play);
  else if (context.stipulation.series)
    solve_line_play(context, writers.line);
  else if (help_play(context.stipulation))
    solve_help(context, writers.line);
  else
    solve_direct(context, writers.direct);
  return cut_short || reached_max_solutions(context);
}

}  // namespace

namespace {

// A proof game is solved from the game array (a=>b: from position A), the
// diagram being its target; the diagram is the position again once it is
// solved.
class ProofGameStart {
 public:
  ProofGameStart(Position& position, Stipulation& stipulation) : position_(position) {
    if (!stipulation.proof_game()) return;
    target_.emplace(position);
    if (stipulation.a_to_b())
      set_up_start(position, stipulation.start);
    else
      set_up_game_array(position);
    // The rules set up on the start what they set up on a diagram (Royal
    // dynasty's castling rights, SAT's marks).
    position.set_rules(position.rules());
    stipulation.goal.target = &*target_;
  }
  ~ProofGameStart() {
    if (target_) position_ = *target_;
  }
  ProofGameStart(const ProofGameStart&) = delete;
  ProofGameStart& operator=(const ProofGameStart&) = delete;

 private:
  Position& position_;
  std::optional<Position> target_;
};

}  // namespace

SolveStatus solve(Position& position, const Stipulation& stated, const SolveOptions& options, const Language& language,
                  SolutionSink& sink, const std::atomic<bool>& stop, MoveNumbering& numbering) {
  Stipulation stipulation = with_options(stated, options);
  const ProofGameStart proof_game(position, stipulation);
  TranspositionTable& table = table_for_problem(options.max_memory_bytes);
  std::atomic<bool> out_of_nodes{false};
  SearchContext context{position, stipulation, options, language, table, stop, &out_of_nodes};
  context.numbering = &numbering;
  if (options.move_numbers) context.progress = progress_to(sink, options);
  const Writers writers = writers_to(sink);
  bool cut_short = false;
  // Duplex solves the problem, then again with the colours' parts exchanged;
  // half-duplex only the latter. The table's entries hold for both: the hash
  // includes the side to move and the goals are judged from that side.
  for (const bool swapped : {false, true}) {
    if (swapped ? !(options.duplex || options.half_duplex) : options.half_duplex) continue;
    if (context.stopped()) break;
    context.colours_swapped = swapped != stipulation.sides_exchanged;
    const Side first = starting_side(stipulation);
    position.set_side_to_move(context.colours_swapped ? opponent(first) : first);
    // A condition without a side of its own binds each half's own.
    position.set_restricted_side(restricted_side(stipulation, position.side_to_move()));
    // Play starts from a diagram with the side not to move in check only
    // where a condition allows it (LeseMajeste).
    const Rules* rules = position.rules();
    const bool play_legal =
        (rules && rules->allows_waiting_side_in_check()) || !position.in_check(opponent(position.side_to_move()));
    if (swapped && options.duplex) sink.second_half(stated, options, play_legal);
    cut_short = solve_half(context, writers, sink, play_legal) || cut_short;
  }
  if (context.stopped()) return SolveStatus::Interrupted;
  if (cut_short || context.stopped_after_short_solutions) return SolveStatus::Partial;
  return SolveStatus::Finished;
}

SolveStatus solve(Position& position, const Stipulation& stipulation, const SolveOptions& options,
                  const Language& language, std::ostream& out, const std::atomic<bool>& stop,
                  MoveNumbering& numbering) {
  PopeyeTextWriter writer(out, language);
  return solve(position, stipulation, options, language, writer, stop, numbering);
}

SolveStatus solve(Position& position, const Stipulation& stipulation, const SolveOptions& options,
                  const Language& language, std::ostream& out, const std::atomic<bool>& stop) {
  MoveNumbering numbering(options);
  return solve(position, stipulation, options, language, out, stop, numbering);
}

}  // namespace feerie
