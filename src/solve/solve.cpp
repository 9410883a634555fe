#include "solve/solve.h"

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>

#include "io/solution_writer.h"
#include "solve/direct_play.h"
#include "solve/help_play.h"

namespace feerie {

Side starting_side(const Stipulation& stipulation) {
  if (stipulation.post_key) return Side::Black;
  if (stipulation.play != Play::Help) return Side::White;
  if (stipulation.series) return Side::Black;
  return stipulation.half ? Side::White : Side::Black;
}

namespace {

// Help and help-self play: lines of both sides' moves.
bool help_play(const Stipulation& stipulation) {
  return !stipulation.series && (stipulation.play == Play::Help || stipulation.play == Play::HelpSelf);
}

// Direct, self and reflex play: the attacker's moves and the defences, as a tree.
bool battle_play(const Stipulation& stipulation) { return !stipulation.series && !help_play(stipulation); }

}  // namespace

bool set_play_applies(const Stipulation& stated, const SolveOptions& options) {
  const Stipulation stipulation = with_options(stated, options);
  if (stipulation.series) return stipulation.play != Play::Direct;
  return !help_play(stipulation) || stipulation.help_plies() > 1;
}

bool threat_fits(const Stipulation& stipulation, int threat_length) {
  return is_battle_play(stipulation) && threat_length < stipulation.moves;
}

bool move_numbers_fit(const Stipulation& stipulation, const SolveOptions& options) {
  return !battle_play(stipulation) || !MoveNumbering(options).deep();
}

void write_option_notes(std::ostream& out, const Stipulation& stipulation, const SolveOptions& options,
                        const Language& language) {
  if (options.set_play && !set_play_applies(stipulation, options)) out << language.set_play_ignored << '\n';
  if (!move_numbers_fit(stipulation, options)) out << language.move_numbers_unfit << '\n';
  if (options.threat_length && !threat_fits(stipulation, *options.threat_length)) out << language.threat_unfit << '\n';
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

Writers writers_to(std::ostream& out, const Language& language) {
  const LineSink line = [&out](const SolutionLine& solution) {
    solution_found();
    write_line(out, solution);
  };
  const DirectSink direct{
      [&out, &language](const std::vector<PlayNode>& defences) { write_set_play(out, defences, language); },
      [&out](const PlayNode& node) { write_forced_goal(out, node); },
      [&out, &language](const PlayNode& node, bool key) {
        if (key) solution_found();
        write_first_move(out, node, key, language);
      },
      [&out, &language](const PlayNode& node) { write_post_key_play(out, node, language); }};
  return {line, direct};
}

ProgressSink progress_to(std::ostream& out, const Language& language, const SolveOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  return [&out, &language, start, &options](const std::vector<int>& numbers, const std::string& move) {
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    write_progress(out, numbers, move, options.show_times ? std::optional(elapsed.count()) : std::nullopt, language);
  };
}

bool reached_max_solutions(const SearchContext& context) {
  return context.options.max_solutions && context.solutions >= *context.options.max_solutions;
}

// Set play: the other side moves first in the diagram. Its lines are
// written as Popeye numbers them: help play of h#n.5 passes over the first
// half-move ("1...  ...  2."), series play has no series move ("1...").
void solve_set_play(SearchContext& context, const Writers& writers, std::ostream& out) {
  const Stipulation& stipulation = context.stipulation;
  if (battle_play(stipulation)) {
    solve_direct_set_play(context, writers.direct);
    return;
  }
  const LineSink set_line = [&writers, &stipulation](SolutionLine line) {
    line.first_move_passed = stipulation.half;
    line.white_first = line.white_first || stipulation.series;
    line.series = false;
    writers.line(line);
  };
  if (stipulation.series)
    solve_series_set_play(context, set_line);
  else
    solve_help_set_play(context, set_line);
  write_set_play_end(out);
}

// One half of a duplex, or the whole problem: set play, then play, each
// counting its own solutions (MaxSolutions). True if MaxSolutions cut one short.
// There is no play where the side to move could take the king.
bool solve_half(SearchContext& context, const Writers& writers, std::ostream& out, bool play_legal) {
  Position& position = context.position;
  bool cut_short = false;
  // No set play where the side that would move second is in check: the
  // side moving first could take the king (Popeye writes none either).
  if (context.options.set_play && set_play_applies(context.stipulation, context.options) &&
      !position.in_check(position.side_to_move())) {
    context.solutions = 0;
    solve_set_play(context, writers, out);
    cut_short = reached_max_solutions(context);
  }
  if (!play_legal) return cut_short;
  context.solutions = 0;
  if (context.stipulation.series)
    solve_series(context, writers.line);
  else if (help_play(context.stipulation))
    solve_help(context, writers.line);
  else
    solve_direct(context, writers.direct);
  return cut_short || reached_max_solutions(context);
}

}  // namespace

SolveStatus solve(Position& position, const Stipulation& stated, const SolveOptions& options, const Language& language,
                  std::ostream& out, const std::atomic<bool>& stop, MoveNumbering& numbering) {
  const Stipulation stipulation = with_options(stated, options);
  TranspositionTable& table = table_for_problem(options.max_memory_bytes);
  std::atomic<bool> out_of_nodes{false};
  SearchContext context{position, stipulation, options, language, table, stop, &out_of_nodes};
  context.numbering = &numbering;
  if (options.move_numbers) context.progress = progress_to(out, language, options);
  const Writers writers = writers_to(out, language);
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
    const bool play_legal = !position.in_check(opponent(position.side_to_move()));
    // The two halves of a duplex are parted by an empty line, as in Popeye
    // (FEN Tool splits the output there), unless the second has no play.
    if (swapped && options.duplex) {
      write_option_notes(out, stated, options, language);
      if (play_legal && !stipulation.post_key) out << '\n';  // post-key play writes the key's line
    }
    cut_short = solve_half(context, writers, out, play_legal) || cut_short;
  }
  if (context.stopped()) return SolveStatus::Interrupted;
  if (cut_short || context.stopped_after_short_solutions) return SolveStatus::Partial;
  return SolveStatus::Finished;
}

SolveStatus solve(Position& position, const Stipulation& stipulation, const SolveOptions& options,
                  const Language& language, std::ostream& out, const std::atomic<bool>& stop) {
  MoveNumbering numbering(options);
  return solve(position, stipulation, options, language, out, stop, numbering);
}

}  // namespace feerie
