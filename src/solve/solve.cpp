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

}  // namespace

SolveStatus solve(Position& position, const Stipulation& stated, const SolveOptions& options, const Language& language,
                  std::ostream& out, const std::atomic<bool>& stop) {
  const Stipulation stipulation = with_options(stated, options);
  TranspositionTable& table = table_for_problem(options.max_memory_bytes);
  std::atomic<bool> out_of_nodes{false};
  SearchContext context{position, stipulation, options, language, table, stop, &out_of_nodes};
  const auto start = std::chrono::steady_clock::now();
  if (options.move_numbers)
    context.progress = [&out, &language, start, &options](int number, const std::string& move) {
      const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
      write_progress(out, number, move, options.show_times ? std::optional(elapsed.count()) : std::nullopt, language);
    };
  const LineSink print_line = [&out](const SolutionLine& line) {
    solution_found();
    write_line(out, line);
  };
  const DirectSink print_direct{
      [&out, &language](const std::vector<PlayNode>& defences) { write_set_play(out, defences, language); },
      [&out](const PlayNode& node) { write_forced_goal(out, node); },
      [&out, &language](const PlayNode& node, bool key) {
        if (key) solution_found();
        write_first_move(out, node, key, language);
      },
      [&out, &language](const PlayNode& node) { write_post_key_play(out, node, language); }};
  // Duplex solves the problem, then again with the colours' parts exchanged;
  // half-duplex only the latter. The table's entries hold for both: the hash
  // includes the side to move and the goals are judged from that side.
  for (const bool swapped : {false, true}) {
    if (swapped ? !(options.duplex || options.half_duplex) : options.half_duplex) continue;
    if (context.stopped() || (swapped && context.should_stop())) break;
    // The two halves of a duplex are parted by an empty line, as in Popeye
    // (FEN Tool splits the output there).
    if (swapped && options.duplex) out << '\n';
    context.colours_swapped = swapped;
    const Side first = starting_side(stipulation);
    position.set_side_to_move(swapped ? opponent(first) : first);
    if (stipulation.series) {
      solve_series(context, print_line);
    } else if (stipulation.play == Play::Help || stipulation.play == Play::HelpSelf) {
      // Set play of help play: Popeye's, for h#n and h#n.5 only.
      if (options.set_play && stipulation.play == Play::Help) {
        const LineSink print_set_line = [&print_line, &stipulation](SolutionLine line) {
          line.first_move_passed = stipulation.half;
          print_line(line);
        };
        solve_help_set_play(context, print_set_line);
        write_set_play_end(out);
      }
      solve_help(context, print_line);
    } else {
      solve_direct(context, print_direct);
    }
  }
  if (context.stopped()) return SolveStatus::Interrupted;
  if (options.max_solutions && context.solutions >= *options.max_solutions) return SolveStatus::Partial;
  if (context.stopped_after_short_solutions) return SolveStatus::Partial;
  return SolveStatus::Finished;
}

}  // namespace feerie
