#include "solve/help_play.h"

#include <atomic>

#include "movegen/movegen.h"
#include "solve/first_moves.h"
#include "solve/goal.h"
#include "solve/notation.h"

namespace feerie {

namespace {

// What must follow the last move of the help or series part.
enum class Ending {
  Goal,        // h#, ser-#: that move reaches the goal
  HelpMove,    // ser-h#: the other side then reaches the goal in one move
  ForcedGoal,  // hs#, ser-s#: every move of the other side reaches the goal, and it has one
  BoundGoal,   // ser-r#: the other side can reach the goal, and so must
};

Ending ending_of(const Stipulation& stipulation) {
  switch (stipulation.play) {
    case Play::Help: return stipulation.series ? Ending::HelpMove : Ending::Goal;
    case Play::Self:
    case Play::HelpSelf: return Ending::ForcedGoal;
    case Play::Reflex: return Ending::BoundGoal;
    case Play::Direct: break;
  }
  return Ending::Goal;
}

// Renders the moves of the current line: unmakes them back to the line's
// start, then replays them, noting each text with its check mark. The final
// move gets the goal mark instead.
std::vector<std::string> render_line(Position& position, std::vector<Move> line, const SearchContext& context,
                                     const std::vector<bool>& passes_after) {
  for (std::size_t i = line.size(); i-- > 0;) {
    if (passes_after[i]) position.unmake_move();
    position.unmake_move();
  }
  std::vector<std::string> texts;
  for (std::size_t i = 0; i < line.size(); ++i) {
    position.make_move(line[i]);
    texts.push_back(marked_move(position, last_move_notation(position, context.language), context.stipulation.goal,
                                i + 1 == line.size()));
    if (passes_after[i]) position.skip_turn();
  }
  return texts;
}

class HelpSearch {
 public:
  HelpSearch(SearchContext& context, const LineSink& sink)
      : context_(context), sink_(sink), ending_(ending_of(context.stipulation)) {}

  // The line that starts with `first` (a legal move) and has `plies` half-moves
  // in all. A `number` other than 0 is told to the progress sink.
  bool after_first_move(const Move& first, int plies, int number) {
    start(first, number);
    const bool found = plies == 1 ? finish() : search(plies - 1);
    unplay();
    return found;
  }

  // The series of `moves` moves that starts with `first`.
  bool series_after_first_move(const Move& first, int moves, int number) {
    start(first, number);
    const bool found = continue_series(moves);
    unplay();
    return found;
  }

  // ser-r#: the series side's first moves that reach the goal, which it is
  // bound to play, written as Popeye does.
  void report_forced_goals() {
    Position& position = context_.position;
    const Goal& goal = context_.stipulation.goal;
    MoveList moves;
    generate_goal_moves(position, goal, moves);
    for (const Move& move : moves) {
      position.make_move(move);
      if (goal_reached(position, goal)) {
        SolutionLine line;
        line.moves = {marked_move(position, last_move_notation(position, context_.language), goal, true)};
        line.series = true;
        line.forced_goal = true;
        sink_(line);
      }
      position.unmake_move();
    }
  }

  // ser-r#: a series side able to reach the goal itself is bound to, and fails.
  bool series_side_bound_to_goal() {
    return ending_ == Ending::BoundGoal && can_reach_goal(context_.position, context_.stipulation.goal);
  }

 private:
  void start(const Move& first, int number) {
    line_.clear();
    passes_.clear();
    play(first, false);
    if (number) tell_progress(number);
  }

  bool search(int remaining) {
    Position& position = context_.position;
    if (context_.should_stop()) return false;
    if (remaining % 2 == 0 && shorter_solution_ends_here()) return false;
    if (play_ended_by_wrong_side(remaining)) return false;
    if (context_.mating_pieces_gone(goal_side(remaining))) return false;
    const auto known = context_.table.probe_exact(position.hash(), remaining);
    if (known && !*known) return false;
    const bool found = remaining == 1 && reaching_goal_needs_own_check() ? try_goal_moves() : try_moves(remaining);
    context_.table.store_exact(position.hash(), remaining, found);
    return found;
  }

  bool try_moves(int remaining) {
    SearchMoves moves;
    generate_search_moves(context_.position, moves);
    bool found = false;
    for (const Move& move : moves.moves) {
      if (!play_if_legal(move, moves.checked)) continue;
      found |= remaining == 1 ? finish() : search(remaining - 1);
      unplay();
      if (context_.should_stop()) return found;
    }
    return found;
  }

  // The last move of a help line whose goal is reached by leaving the
  // mover's own king in check (##, ##!, !#).
  bool try_goal_moves() {
    MoveList moves;
    generate_goal_moves(context_.position, context_.stipulation.goal, moves);
    bool found = false;
    for (const Move& move : moves) {
      play(move, false);
      found |= finish();
      unplay();
      if (context_.should_stop()) return found;
    }
    return found;
  }

  bool reaching_goal_needs_own_check() const {
    return ending_ == Ending::Goal && goal_allows_self_check(context_.stipulation.goal);
  }

  // The series side plays `remaining` moves in a row (the other side passes),
  // none of them giving check but the last: it may reach the goal (ser-#) or
  // check before the other side's reply (ser-h#, ser-s#, ser-r#).
  bool series_search(int remaining) {
    Position& position = context_.position;
    if (context_.should_stop()) return false;
    const auto known = context_.table.probe_exact(position.hash(), remaining);
    if (known && !*known) return false;
    if (series_side_bound_to_goal()) return false;
    MoveList moves;
    generate_series_moves(remaining, moves);
    bool found = false;
    for (const Move& move : moves) {
      play(move, false);
      found |= continue_series(remaining);
      unplay();
      if (context_.should_stop()) return found;
    }
    context_.table.store_exact(position.hash(), remaining, found);
    return found;
  }

  // The moves of the series side with `remaining` moves to play; its last
  // one may reach the goal.
  void generate_series_moves(int remaining, MoveList& moves) {
    if (remaining == 1 && ending_ == Ending::Goal)
      generate_goal_moves(context_.position, context_.stipulation.goal, moves);
    else
      generate_legal(context_.position, moves);
  }

  // After a series move, `remaining` counting it: the ending, or the next move.
  bool continue_series(int remaining) {
    Position& position = context_.position;
    if (ending_ != Ending::Goal && wrong_side_reached_goal()) return false;
    const Side series_side = opponent(position.side_to_move());
    if (context_.mating_pieces_gone(ending_ == Ending::Goal ? series_side : opponent(series_side))) return false;
    if (remaining == 1) return finish();
    if (position.in_check(position.side_to_move()) || ends_series_early() || shorter_solution_ends_here()) return false;
    passes_.back() = true;
    position.skip_turn();
    const bool found = series_search(remaining - 1);
    position.unmake_move();
    passes_.back() = false;
    return found;
  }

  // After the last move of the help or series part.
  bool finish() {
    if (ending_ == Ending::Goal) return report_if_goal();
    if (wrong_side_reached_goal()) return false;
    Position& position = context_.position;
    const Goal& goal = context_.stipulation.goal;
    if (ending_ == Ending::ForcedGoal && !must_reach_goal(position, goal)) return false;
    MoveList replies;
    generate_goal_moves(position, goal, replies);
    bool found = false;
    for (const Move& reply : replies) {
      play(reply, false);
      found |= report_if_goal();
      unplay();
      if (context_.should_stop()) break;
    }
    return found;
  }

  // A line that reaches the goal where a shorter solution would end is that
  // shorter solution, not the start of a longer one (as Popeye: h~2 lists
  // no line whose first move pair already reached ~). Only goals that
  // leave moves (~) can be passed through at all.
  bool shorter_solution_ends_here() {
    const Goal& goal = context_.stipulation.goal;
    return ending_ == Ending::Goal && !goal_ends_play(goal) && goal_reached(context_.position, goal);
  }

  // Option GoalIsEnd: has the move just played, by the side that is not to
  // reach the goal, reached it? With `remaining` half-moves still to play,
  // that side moved last when the goal side makes the last one and
  // `remaining` is odd, or when the other side's reply ends the play
  // (ser-h#, hs#) and `remaining` is even.
  bool play_ended_by_wrong_side(int remaining) {
    const bool wrong_side_moved = (remaining % 2 == 1) == (ending_ == Ending::Goal);
    return wrong_side_moved && wrong_side_reached_goal();
  }
  // The side that is to reach the goal, seen from a node with `remaining`
  // half-moves to play: the side to move if it makes the last one.
  Side goal_side(int remaining) const {
    const Side to_move = context_.position.side_to_move();
    const bool to_move_reaches_goal = (remaining % 2 == 1) == (ending_ == Ending::Goal);
    return to_move_reaches_goal ? to_move : opponent(to_move);
  }
  bool wrong_side_reached_goal() {
    return context_.goal_is_end() && goal_reached(context_.position, context_.stipulation.goal);
  }

  // ser-r#: a series move after which the other side could reach the goal
  // ends the series there, the other side being bound to reach it; as in
  // Popeye, so does one that leaves the other side without a move.
  bool ends_series_early() {
    if (ending_ != Ending::BoundGoal) return false;
    Position& position = context_.position;
    return !has_legal_move(position) || can_reach_goal(position, context_.stipulation.goal);
  }

  bool report_if_goal() {
    Position& position = context_.position;
    const Goal& goal = context_.stipulation.goal;
    if (!goal_reached(position, goal)) return false;
    ++context_.solutions;
    SolutionLine solution;
    solution.moves = render_line(position, line_, context_, passes_);
    solution.series = context_.stipulation.series;
    solution.white_first = !solution.series && solution.moves.size() % 2 == 1;
    solution.series_reply = solution.series && ending_ != Ending::Goal;
    sink_(solution);
    return true;
  }

  // Called with the first move just played.
  void tell_progress(int number) {
    if (!context_.progress) return;
    Position& position = context_.position;
    std::string text = last_move_notation(position, context_.language);
    if (position.in_check(position.side_to_move())) text += " +";
    context_.progress(number, text);
  }

  void play(const Move& move, bool pass_after) {
    context_.position.make_move(move);
    line_.push_back(move);
    passes_.push_back(pass_after);
  }

  bool play_if_legal(const Move& move, bool checked) {
    if (!make_if_legal(context_.position, move, checked)) return false;
    line_.push_back(move);
    passes_.push_back(false);
    return true;
  }

  void unplay() {
    context_.position.unmake_move();
    line_.pop_back();
    passes_.pop_back();
  }

  SearchContext& context_;
  const LineSink& sink_;
  const Ending ending_;
  std::vector<Move> line_;
  std::vector<bool> passes_;  // a null move follows this move (series play)
};

// A sink that hands each line found to `defer`, to be written to `sink`.
LineSink deferred_lines(const LineSink& sink, const Defer& defer) {
  return [&sink, &defer](const SolutionLine& line) { defer([&sink, line] { sink(line); }); };
}

// The first moves of a line of `moves` moves (or plies): goal moves when the
// first move is the one that reaches the goal.
void generate_first_moves(SearchContext& context, int moves, MoveList& out) {
  if (moves == 1 && ending_of(context.stipulation) == Ending::Goal)
    generate_goal_moves(context.position, context.stipulation.goal, out);
  else
    generate_legal(context.position, out);
}

// Counts the lines it passes on to `sink` (from any thread).
class CountingSink {
 public:
  explicit CountingSink(const LineSink& sink)
      : lines_([this, &sink](const SolutionLine& line) {
          ++count_;
          sink(line);
        }) {}
  const LineSink& lines() const { return lines_; }
  bool any() const { return count_ > 0; }

 private:
  std::atomic<std::uint64_t> count_{0};
  LineSink lines_;
};

// Option StopOnShortSolutions: after a length shorter than `longest` that
// has solutions, no longer one is searched.
bool stop_after_length(SearchContext& context, const CountingSink& found, int length, int longest) {
  if (!context.options.stop_on_short_solutions || length >= longest || !found.any()) return false;
  context.stopped_after_short_solutions = true;
  return true;
}

// Help play of every length up to `max_plies` of the same parity; an odd
// number of half-moves starts with White (the stipulation's first side).
void solve_help_plies(SearchContext& context, const LineSink& all_lines, int max_plies) {
  const CountingSink found(all_lines);
  const LineSink& sink = found.lines();
  for (int plies = 2 - max_plies % 2; plies <= max_plies && !context.should_stop(); plies += 2) {
    if (plies > 2 - max_plies % 2 && stop_after_length(context, found, plies - 2, max_plies)) break;
    const Side first = plies % 2 == 1 ? Side::White : Side::Black;
    context.position.set_side_to_move(context.colours_swapped ? opponent(first) : first);
    const bool progress = plies == max_plies;
    MoveList moves;
    generate_first_moves(context, plies, moves);
    search_first_moves(
        context, moves,
        [&sink, plies, progress](SearchContext& local, const Defer& defer, const Move& move, int number) {
          HelpSearch(local, deferred_lines(sink, defer)).after_first_move(move, plies, progress ? number : 0);
        });
  }
}

}  // namespace

void solve_help(SearchContext& context, const LineSink& sink) {
  solve_help_plies(context, sink, context.stipulation.help_plies());
}

void solve_help_set_play(SearchContext& context, const LineSink& sink) {
  solve_help_plies(context, sink, context.stipulation.help_plies() - 1);
}

void solve_series(SearchContext& context, const LineSink& all_lines) {
  HelpSearch root(context, all_lines);
  if (root.series_side_bound_to_goal()) {
    root.report_forced_goals();
    return;
  }
  const CountingSink found(all_lines);
  const LineSink& sink = found.lines();
  const int longest = context.stipulation.moves;
  for (int length = 1; length <= longest && !context.should_stop(); ++length) {
    if (length > 1 && stop_after_length(context, found, length - 1, longest)) break;
    const bool progress = length == longest;
    MoveList moves;
    generate_first_moves(context, length, moves);
    search_first_moves(
        context, moves,
        [&sink, length, progress](SearchContext& local, const Defer& defer, const Move& move, int number) {
          HelpSearch(local, deferred_lines(sink, defer)).series_after_first_move(move, length, progress ? number : 0);
        });
  }
}

}  // namespace feerie
