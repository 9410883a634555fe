#include "solve/help_play.h"

#include <atomic>
#include <optional>

#include "movegen/movegen.h"
#include "solve/first_moves.h"
#include "solve/goal.h"
#include "solve/goal_reach.h"
#include "solve/notation.h"
#include "solve/proof_game.h"

namespace feerie {

namespace {

// What must follow the last move of the help or series part.
enum class Ending {
  Goal,         // h#, ser-#: that move reaches the goal
  HelpMove,     // ser-h#: the other side then reaches the goal in one move
  ForcedGoal,   // hs#, ser-s#: every move of the other side reaches the goal, and it has one
  BoundGoal,    // ser-r#: the other side can reach the goal, and so must
  Reciprocal,   // reci-h: the side to move can reach its own goal, and help the other reach the goal
  Unparryable,  // "nhh[/2da[#]{!+}]": the side to move cannot keep the other from reaching the goal in one move
  ForcedEnd,    // "nhh[/1d[x]a{!+}]": the side to move, not in check, has a move and each reaches the goal
};

Ending ending_of(const Stipulation& stipulation) {
  if (stipulation.reciprocal) return Ending::Reciprocal;
  if (stipulation.unparryable) return Ending::Unparryable;
  if (stipulation.forced_end && !stipulation.series) return Ending::ForcedEnd;
  switch (stipulation.play) {
    case Play::Help: return stipulation.series ? Ending::HelpMove : Ending::Goal;
    case Play::Self:
    case Play::HelpSelf: return Ending::ForcedGoal;
    case Play::Reflex:
    case Play::HelpReflex: return Ending::BoundGoal;
    case Play::SemiReflex: break;  // never in series
    case Play::Direct: break;
  }
  return Ending::Goal;
}

// Renders the moves of the current line: unmakes them back to the line's
// start, then replays them, noting each move with its check mark. The final
// move gets the mark of `goal` instead, where the line reaches it. In a
// parry series, a move of the side that did not start, before the last, is
// a parry.
std::vector<SolutionMove> render_line(Position& position, std::vector<Move> line, const SearchContext& context,
                                      const std::vector<bool>& passes_after, const Goal& goal, bool reaches_goal) {
  for (std::size_t i = line.size(); i-- > 0;) {
    if (passes_after[i]) position.unmake_move();
    position.unmake_move();
  }
  const Side first = position.side_to_move();
  std::vector<SolutionMove> moves;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const bool by_other_side = position.side_to_move() != first;
    position.make_move(line[i]);
    moves.push_back(solution_move(position, context.language, goal, reaches_goal && i + 1 == line.size()));
    moves.back().parry = context.stipulation.parry && by_other_side && i + 1 != line.size();
    if (passes_after[i]) position.skip_turn();
  }
  return moves;
}

class HelpSearch {
 public:
  HelpSearch(SearchContext& context, const LineSink& sink)
      : context_(context),
        sink_(sink),
        ending_(ending_of(context.stipulation)),
        // The pruning counts the series side's moves alone: not where the
        // other side parries.
        prunes_by_goal_(context.options.goal_pruning && (ending_ == Ending::Goal || ending_ == Ending::HelpMove) &&
                        !context.stipulation.parry && !context.stipulation.forced_end &&
                        goal_pruning_applies(context.position, context.stipulation.goal)),
        bounds_proof_game_(context.stipulation.proof_game() && context.stipulation.goal.target &&
                           proof_bound_applies(context.position) &&
                           proof_bound_applies(*context.stipulation.goal.target)) {}

  // The line that starts with `first` (a legal move) and has `plies` half-moves
  // in all. `number` is the move's number in the problem, or 0 where moves
  // are not numbered (MoveNumbering).
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

  // ser-r#, hr#: a side to move able to reach the goal itself is bound to,
  // and fails.
  bool side_to_move_bound_to_goal() {
    return ending_ == Ending::BoundGoal && can_reach_goal(context_.position, context_.stipulation.goal);
  }

  // ser-r#, hr#: the moves of `moves` that reach the goal, which the side to
  // move must play ("1.Qh5-d1 # ?!?", as Popeye).
  // In hr#n.5 the side to move is the one to reach the goal: its moves that
  // do are the play's shortest solutions ("1...b3-b2 #").
  void report_bound_goals(const MoveList& moves) {
    const bool black_moves = context_.position.side_to_move() == Side::Black;
    const bool solves = context_.stipulation.play == Play::HelpReflex && context_.stipulation.half;
    for (const Move& move : moves) {
      play(move, false);
      if (goal_reached(context_.position, context_.stipulation.goal)) {
        SolutionLine line = current_line();
        line.series_reply = false;
        line.bound_to_goal = !solves;
        if (!line.series) line.white_first = black_moves;  // "1.Qa8*a5 # ?!?" in help play
        if (solves) ++context_.solutions;
        sink_(line);
      }
      unplay();
    }
  }

  // Series set play: the ending with no series move before it.
  void ending_at_once() {
    clear_line();
    finish();
  }

  // reci-h with no play before its ending.
  void reciprocal_ending_at_once() {
    clear_line();
    reciprocal_ending();
  }

 private:
  void clear_line() {
    line_.clear();
    passes_.clear();
    numbers_.clear();
    deep_numbers_ = false;
  }

  void start(const Move& first, int number) {
    clear_line();
    play(first, false);
    numbers_.back() = number;
    deep_numbers_ = number && context_.numbers_moves() && context_.numbering->deep();
    if (number) tell_progress();
  }

  // Numbers of several levels (StartMoveNumber / UpToMoveNumber 3:5:16): the
  // move just played, the `number`th legal move at its node, is tried, left
  // out, or past the last one; a move tried may be announced.
  MoveNumbering::Choice choose(int number) {
    if (!deep_numbers_) return MoveNumbering::Choice::Try;
    numbers_.back() = number;
    const auto choice = context_.numbering->choose(numbers_);
    if (choice == MoveNumbering::Choice::Try && context_.numbering->announces(numbers_.size() - 1)) tell_progress();
    return choice;
  }

  // What is found below a node where moves are left out proves nothing: not
  // to be stored in the table.
  bool complete_below() const { return !deep_numbers_ || !context_.numbering->restricts_after(numbers_); }

  bool search(int remaining) {
    if (context_.should_stop()) return false;
    if (remaining % 2 == 0 && shorter_solution_ends_here()) return false;
    if (bound_to_goal_here()) return false;
    if (play_ended_by_wrong_side(remaining)) return false;
    if (context_.mating_pieces_gone(goal_side(remaining))) return false;
    // Where the goal-directed test answers most nodes of the last move, the
    // rest are tried in less time than the table takes to answer (a miss in
    // a large block of memory): it is not asked there.
    const bool remembered = remaining > 1 || !prunes_by_goal_;
    const auto known = remembered ? context_.table.probe_exact(context_.table_key(), remaining) : std::nullopt;
    if (known && !*known) return false;
    const bool complete = remembered && complete_below();
    const auto left = budget(remaining);
    if (!reachable(left) || !proof_game_reachable(remaining)) {
      if (complete) context_.table.store_exact(context_.table_key(), remaining, false);
      return false;
    }
    const bool found =
        remaining == 1 && reaching_goal_needs_own_check() ? try_goal_moves() : try_moves(remaining, filter(left));
    if (complete) context_.table.store_exact(context_.table_key(), remaining, found);
    return found;
  }

  bool try_moves(int remaining, const MoveFilter& filter) {
    SearchMoves moves;
    generate_search_moves(context_.position, moves);
    bool found = false;
    int number = 0;
    for (const Move& move : moves.moves) {
      if (!filter.keeps(context_.position, move) || !play_if_legal(move, moves.checked)) continue;
      const auto choice = choose(++number);
      if (choice == MoveNumbering::Choice::Try) found |= remaining == 1 ? finish() : search(remaining - 1);
      unplay();
      if (choice == MoveNumbering::Choice::PastEnd || context_.should_stop()) return found;
    }
    return found;
  }

  // Goal-directed pruning (solve/goal_reach.h): what is left of the play
  // at a help node with `remaining` half-moves, or nothing where the
  // pruning does not apply (nor where inner moves are numbered, whose
  // numbers count every move).
  std::optional<KingGoalBudget> budget(int remaining) const {
    if (!prunes_by_goal_ || deep_numbers_) return std::nullopt;
    const Side goal = goal_side(remaining);
    const bool goal_side_to_move = context_.position.side_to_move() == goal;
    const int to_move = (remaining + 1) / 2, other = remaining / 2;
    return KingGoalBudget{opponent(goal), goal_side_to_move ? to_move : other, goal_side_to_move ? other : to_move,
                          needs_check()};
  }

  // The same for the series side with `remaining` moves to play: it reaches
  // the goal itself (ser-#), or the other side does in one move (ser-h#).
  std::optional<KingGoalBudget> series_budget(int remaining) const {
    if (!prunes_by_goal_ || deep_numbers_) return std::nullopt;
    const Side series_side = context_.position.side_to_move();
    if (ending_ == Ending::Goal) return KingGoalBudget{opponent(series_side), remaining, 0, needs_check()};
    return KingGoalBudget{series_side, 1, remaining, needs_check()};
  }

  bool reachable(const std::optional<KingGoalBudget>& budget) const {
    return !budget || king_goal_reachable(context_.position, *budget);
  }

  // The moves worth trying at a node: those that may keep the goal in
  // reach (all where the pruning does not apply).
  MoveFilter filter(const std::optional<KingGoalBudget>& budget) const {
    if (!budget) return {};
    return move_filter(context_.position, *budget);
  }

  bool needs_check() const { return goal_needs_check(context_.stipulation.goal); }

  // A proof game: can each side still bring its men to the target's
  // squares in the moves it has left (solve/proof_game.h)?
  bool proof_game_reachable(int remaining) const {
    const Side to_move = context_.position.side_to_move();
    return proof_game_reachable(to_move, (remaining + 1) / 2, remaining / 2);
  }
  // ser-dia: the series side has `remaining` moves, the other side none.
  bool proof_game_reachable_in_series(int remaining) const {
    return proof_game_reachable(context_.position.side_to_move(), remaining, 0);
  }
  bool proof_game_reachable(Side side, int moves, int other_moves) const {
    const Goal& goal = context_.stipulation.goal;
    if (!bounds_proof_game_) return true;
    const Position& position = context_.position;
    return proof_moves_needed(position, *goal.target, side) <= moves &&
           proof_moves_needed(position, *goal.target, opponent(side)) <= other_moves;
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
    return ending_ == Ending::Goal && goal_allows_self_check(context_.position, context_.stipulation.goal);
  }

  // The series side plays `remaining` moves in a row (the other side passes),
  // none of them giving check but the last: it may reach the goal (ser-#) or
  // check before the other side's reply (ser-h#, ser-s#, ser-r#).
  bool series_search(int remaining) {
    if (context_.should_stop()) return false;
    const auto known = context_.table.probe_exact(context_.table_key(), remaining);
    if (known && !*known) return false;
    const auto left = series_budget(remaining);
    if (!reachable(left) || !proof_game_reachable_in_series(remaining)) {
      if (complete_below()) context_.table.store_exact(context_.table_key(), remaining, false);
      return false;
    }
    if (side_to_move_bound_to_goal()) return false;
    MoveList moves;
    const bool complete = complete_below();
    generate_series_moves(remaining, moves);
    const MoveFilter worth_trying = filter(left);
    bool found = false;
    int number = 0;
    for (const Move& move : moves) {
      if (!worth_trying.keeps(context_.position, move)) continue;
      play(move, false);
      const auto choice = choose(++number);
      if (choice == MoveNumbering::Choice::Try) found |= continue_series(remaining);
      unplay();
      if (choice == MoveNumbering::Choice::PastEnd || context_.should_stop()) return found;
    }
    if (complete) context_.table.store_exact(context_.table_key(), remaining, found);
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
    if (position.in_check(position.side_to_move()))
      return context_.stipulation.parry ? parry_then_continue(remaining) : false;
    if (ends_series_early() || shorter_solution_ends_here()) return false;
    passes_.back() = true;
    position.skip_turn();
    const bool found = series_search(remaining - 1);
    position.unmake_move();
    passes_.back() = false;
    return found;
  }

  // pser-h: the other side, checked by a series move (`remaining` counting
  // it), parries in any way that lets the series go on.
  bool parry_then_continue(int remaining) {
    MoveList parries;
    generate_legal(context_.position, parries);
    bool found = false;
    for (const Move& parry : parries) {
      play(parry, false);
      found |= series_search(remaining - 1);
      unplay();
      if (context_.should_stop()) break;
    }
    return found;
  }

  // After the last move of the help or series part.
  bool finish() {
    if (ending_ == Ending::Goal) return report_if_goal();
    if (ending_ == Ending::Unparryable) return report_if_unparryable();
    if (ending_ == Ending::ForcedEnd) return report_if_forced_end();
    if (ending_ == Ending::Reciprocal)
      return context_.stipulation.series ? pass_to_reciprocal_ending() : reciprocal_ending();
    if (wrong_side_reached_goal()) return false;
    Position& position = context_.position;
    const Goal& goal = context_.stipulation.goal;
    if (ending_ == Ending::ForcedGoal && !must_reach_goal(position, goal)) return false;
    MoveList replies;
    generate_goal_moves(position, goal, replies);
    bool found = false;
    int number = 0;
    for (const Move& reply : replies) {
      play(reply, false);
      const auto choice = choose(++number);
      if (choice == MoveNumbering::Choice::Try)
        found |= context_.stipulation.forced_end ? report_if_forced_end() : report_if_goal();
      unplay();
      if (choice == MoveNumbering::Choice::PastEnd || context_.should_stop()) break;
    }
    return found;
  }

  // A line that reaches the end of a shorter solution is that shorter
  // solution, not the start of a longer one (as Popeye: h~2 lists no line
  // whose first move pair already reached ~, hsx2 and ser-sx2 none that
  // passes where the other side is already bound to capture). Only goals
  // that leave moves (~, x, +, ...) can be passed through at all.
  bool shorter_solution_ends_here() {
    const Goal& goal = context_.stipulation.goal;
    if (goal_ends_play(goal)) return false;
    switch (ending_) {
      case Ending::Goal: return goal_reached(context_.position, goal);
      case Ending::ForcedGoal: return must_reach_goal(context_.position, goal);
      case Ending::HelpMove:
      case Ending::BoundGoal:
      case Ending::Reciprocal:
      case Ending::Unparryable:
      case Ending::ForcedEnd: break;
    }
    return false;
  }

  // hr#: a side to move able to reach the goal is bound to; the help play
  // cannot go on (Black's goal ends a shorter solution, White's fails).
  bool bound_to_goal_here() {
    return ending_ == Ending::BoundGoal && !context_.stipulation.series &&
           can_reach_goal(context_.position, context_.stipulation.goal);
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

  // The end of "nhh[/2da[G]{!+}]": the side to move is not in check, has a
  // move, and after each the other side reaches G in one move. The line is
  // the help play alone.
  bool report_if_unparryable() {
    if (!cannot_parry_goal(context_.position, context_.stipulation.goal)) return false;
    ++context_.solutions;
    sink_(current_line());
    return true;
  }

  // The end of "nhh[/1d[G]a{!+}]": the side to move is not in check, has a
  // move, and each reaches G. The line is the help play alone.
  bool report_if_forced_end() {
    if (!forced_to_goal(context_.position, context_.stipulation.goal)) return false;
    ++context_.solutions;
    sink_(current_line());
    return true;
  }

  bool report_if_goal() {
    Position& position = context_.position;
    const Goal& goal = context_.stipulation.goal;
    if (!goal_reached(position, goal)) return false;
    ++context_.solutions;
    sink_(current_line());
    return true;
  }

  // reci-h, after the help play: the side to move reaches its own goal in
  // one move, and also helps the other side reach the goal in one move
  // more. Each line of either ending is a solution, the help endings first
  // (as Popeye writes them).
  bool reciprocal_ending() {
    Position& position = context_.position;
    const Stipulation& stipulation = context_.stipulation;
    std::vector<SolutionLine> own_lines;
    MoveList own_moves;
    generate_goal_moves(position, stipulation.own_goal, own_moves);
    for (const Move& move : own_moves) {
      play(move, false);
      if (goal_reached(position, stipulation.own_goal)) own_lines.push_back(ending_line(stipulation.own_goal, false));
      unplay();
    }
    if (own_lines.empty()) return false;
    std::vector<SolutionLine> help_lines;
    MoveList moves;
    generate_legal(position, moves);
    for (const Move& move : moves) {
      play(move, false);
      MoveList replies;
      generate_goal_moves(position, stipulation.goal, replies);
      for (const Move& reply : replies) {
        play(reply, false);
        if (goal_reached(position, stipulation.goal)) help_lines.push_back(ending_line(stipulation.goal, true));
        unplay();
      }
      unplay();
    }
    if (help_lines.empty()) return false;
    // With no play before it, Popeye writes each ending apart.
    own_lines.front().blank_before = line_.empty() && stipulation.moves == 1 && !stipulation.half;
    const auto& max_solutions = context_.options.max_solutions;
    for (const std::vector<SolutionLine>* lines : {&help_lines, &own_lines}) {
      for (const SolutionLine& line : *lines) {
        if (max_solutions && context_.solutions >= *max_solutions) return true;
        ++context_.solutions;
        sink_(line);
      }
    }
    return true;
  }

  // ser-reci-h: the series side, having played, passes to its reciprocal
  // ending; a series move may not check, as the other side cannot answer.
  bool pass_to_reciprocal_ending() {
    Position& position = context_.position;
    if (position.in_check(position.side_to_move())) return false;
    passes_.back() = true;
    position.skip_turn();
    const bool found = reciprocal_ending();
    position.unmake_move();
    passes_.back() = false;
    return found;
  }

  // A line of the reciprocal ending, reaching `goal`: numbered from the
  // side that started, the other side's reply ending a series.
  SolutionLine ending_line(const Goal& goal, bool reply) {
    SolutionLine solution = current_line(goal);
    solution.white_first = false;
    solution.series_reply = solution.series && reply;
    return solution;
  }

  SolutionLine current_line() { return current_line(context_.stipulation.goal); }

  SolutionLine current_line(const Goal& goal) {
    SolutionLine solution;
    // The help play of an unparryable or forced end stops short of the goal.
    solution.moves = render_line(context_.position, line_, context_, passes_, goal,
                                 ending_ != Ending::Unparryable && !context_.stipulation.forced_end);
    solution.series = context_.stipulation.series;
    // A proof game starts with White at every length: "1.e2-e4 ...".
    solution.white_first = !solution.series && !context_.stipulation.proof_game() &&
                           (solution.moves.size() % 2 == 1) != context_.stipulation.numbering_flipped;
    solution.series_reply = solution.series && ending_ != Ending::Goal;
    return solution;
  }

  // Called with the move just played, numbered by numbers_.
  void tell_progress() {
    if (!context_.progress) return;
    context_.progress(numbers_, last_move_notation_with_check(context_.position, context_.language));
  }

  void play(const Move& move, bool pass_after) {
    context_.position.make_move(move);
    line_.push_back(move);
    passes_.push_back(pass_after);
    numbers_.push_back(0);
  }

  bool play_if_legal(const Move& move, bool checked) {
    if (!make_if_legal(context_.position, move, checked)) return false;
    line_.push_back(move);
    passes_.push_back(false);
    numbers_.push_back(0);
    return true;
  }

  void unplay() {
    context_.position.unmake_move();
    line_.pop_back();
    passes_.pop_back();
    numbers_.pop_back();
  }

  SearchContext& context_;
  const LineSink& sink_;
  const Ending ending_;
  const bool prunes_by_goal_;  // goal-directed pruning is sound here
  // The moves a proof game still needs bound it where that count holds for
  // the men of the start and the target (solve/proof_game.h).
  const bool bounds_proof_game_;
  std::vector<Move> line_;
  std::vector<bool> passes_;   // a null move follows this move (series play)
  std::vector<int> numbers_;   // the moves' numbers, level by level (MoveNumbering)
  bool deep_numbers_ = false;  // every move of the line is numbered
};

// A sink that hands each line found to `defer`, to be written to `sink`.
LineSink deferred_lines(const LineSink& sink, const Defer& defer) {
  return [&sink, &defer](const SolutionLine& line) { defer([&sink, line] { sink(line); }); };
}

// With StartMoveNumber / UpToMoveNumber, help and series play search the
// stipulated length only, as Popeye: the numbers name its moves; so does
// exact- (a line through an earlier goal still being no solution).
bool full_length_only(const SearchContext& context) {
  return context.stipulation.exact || (context.numbers_moves() && context.numbering->bounded());
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

// ser-r#, hr#: the side to move in the diagram, able to reach the goal, is
// bound to: its moves that do are written ("?!?") and nothing else is.
bool report_side_bound_to_goal(SearchContext& context, const LineSink& sink) {
  HelpSearch root(context, sink);
  if (!root.side_to_move_bound_to_goal()) return false;
  MoveList moves;
  generate_legal(context.position, moves);
  root.report_bound_goals(moves);
  return true;
}

// Help play of every length up to `max_plies` of the same parity; an odd
// number of half-moves starts with White (the stipulation's first side).
// Only the first moves of the full length are numbered (as Popeye).
void solve_help_plies(SearchContext& context, const LineSink& all_lines, int max_plies) {
  const CountingSink found(all_lines);
  const LineSink& sink = found.lines();
  const Stipulation& stipulation = context.stipulation;
  // The shortest line has one or two half-moves; before the reciprocal
  // ending of reci-h#n, none.
  const int shortest = full_length_only(context) ? max_plies
                       : stipulation.reciprocal  ? max_plies % 2
                                                 : 2 - max_plies % 2;
  for (int plies = shortest; plies <= max_plies && !context.should_stop(); plies += 2) {
    if (plies > shortest && stop_after_length(context, found, plies - 2, max_plies)) break;
    const Side first = stipulation.a_to_b()                         ? starting_side(stipulation)
                       : plies % 2 == 1 || stipulation.proof_game() ? Side::White
                                                                    : Side::Black;
    context.position.set_side_to_move(context.colours_swapped ? opponent(first) : first);
    if (plies == 0) {
      HelpSearch(context, sink).reciprocal_ending_at_once();
      continue;
    }
    MoveList moves;
    generate_first_moves(context, plies, moves);
    const bool numbered = plies == max_plies && context.numbers_moves();
    search_first_moves(
        context, moves,
        [&sink, plies, numbered](SearchContext& local, const Defer& defer, const Move& move, int number) {
          HelpSearch(local, deferred_lines(sink, defer)).after_first_move(move, plies, numbered ? number : 0);
        },
        numbered);
  }
}

}  // namespace

// reci-h: the help play before the reciprocal ending, whose two
// half-moves the ending plays itself.
void solve_help(SearchContext& context, const LineSink& sink) {
  if (report_side_bound_to_goal(context, sink)) return;
  const Stipulation& stipulation = context.stipulation;
  solve_help_plies(context, sink, stipulation.help_plies() - (stipulation.reciprocal ? 2 : 0));
}

void solve_help_set_play(SearchContext& context, const LineSink& sink) {
  // reci-h has no set play: Popeye writes its set play part empty.
  if (context.stipulation.reciprocal) return;
  solve_help_plies(context, sink, context.stipulation.help_plies() - 1);
}

// The first moves of every length are numbered, on from one length to the
// next (as Popeye).
void solve_series(SearchContext& context, const LineSink& all_lines) {
  if (report_side_bound_to_goal(context, all_lines)) return;
  const CountingSink found(all_lines);
  const LineSink& sink = found.lines();
  const int longest = context.stipulation.moves;
  const int shortest = full_length_only(context) ? longest : 1;
  // ser-reci-h#n: n - 1 series moves, then the reciprocal ending.
  const bool reciprocal = context.stipulation.reciprocal;
  for (int length = shortest; length <= longest && !context.should_stop(); ++length) {
    if (length > shortest && stop_after_length(context, found, length - 1, longest)) break;
    if (reciprocal && length == 1) {
      HelpSearch(context, sink).reciprocal_ending_at_once();
      continue;
    }
    MoveList moves;
    generate_first_moves(context, length, moves);
    search_first_moves(
        context, moves,
        [&sink, length, reciprocal](SearchContext& local, const Defer& defer, const Move& move, int number) {
          HelpSearch(local, deferred_lines(sink, defer))
              .series_after_first_move(move, reciprocal ? length - 1 : length, local.numbers_moves() ? number : 0);
        });
  }
}

void solve_series_set_play(SearchContext& context, const LineSink& sink) {
  if (context.stipulation.reciprocal) return;  // as in help play
  Position& position = context.position;
  const Side series_side = position.side_to_move();
  position.set_side_to_move(opponent(series_side));
  HelpSearch(context, sink).ending_at_once();
  position.set_side_to_move(series_side);
}

}  // namespace feerie
