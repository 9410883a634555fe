#include "solve/help_play.h"

#include "movegen/movegen.h"
#include "solve/goal.h"
#include "solve/notation.h"

namespace feerie {

namespace {

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
    std::string text = last_move_notation(position, context.language);
    if (i + 1 == line.size())
      text += std::string(" ") + goal_mark(context.stipulation.goal);
    else if (position.in_check(position.side_to_move()))
      text += " +";
    texts.push_back(std::move(text));
    if (passes_after[i]) position.skip_turn();
  }
  return texts;
}

class HelpSearch {
 public:
  HelpSearch(SearchContext& context, const LineSink& sink) : context_(context), sink_(sink) {}

  void solve_length(int plies) {
    line_.clear();
    passes_.clear();
    white_first_ = plies % 2 == 1;
    search(plies);
  }

  void solve_series(int moves) {
    line_.clear();
    passes_.clear();
    series_search(moves);
  }

 private:
  bool search(int remaining) {
    Position& position = context_.position;
    if (context_.should_stop()) return false;
    if (remaining > 1) {
      const auto known = context_.table.probe(position.hash(), remaining);
      if (known && !*known) return false;
    }
    MoveList moves;
    generate_legal(position, moves);
    bool found = false;
    for (const Move& move : moves) {
      play(move, false);
      found |= remaining == 1 ? report_if_goal() : search(remaining - 1);
      unplay();
      if (context_.should_stop()) return found;
    }
    if (remaining > 1) context_.table.store(position.hash(), remaining, found);
    return found;
  }

  // The series side plays `remaining` moves in a row (the other side passes),
  // none of them giving check but the last: it may reach the goal (ser-#) or
  // check before the other side's reply (ser-h#).
  bool series_search(int remaining) {
    Position& position = context_.position;
    if (context_.should_stop()) return false;
    const auto known = context_.table.probe(position.hash(), remaining);
    if (known && !*known) return false;
    const bool help_ending = context_.stipulation.play == Play::Help;
    MoveList moves;
    generate_legal(position, moves);
    bool found = false;
    for (const Move& move : moves) {
      play(move, false);
      if (remaining == 1) {
        found |= help_ending ? help_ending_search() : report_if_goal();
      } else if (!position.in_check(position.side_to_move())) {
        passes_.back() = true;
        position.skip_turn();
        found |= series_search(remaining - 1);
        position.unmake_move();
        passes_.back() = false;
      }
      unplay();
      if (context_.should_stop()) return found;
    }
    context_.table.store(position.hash(), remaining, found);
    return found;
  }

  // After a help series, the other side reaches the goal in one move.
  bool help_ending_search() {
    MoveList moves;
    generate_legal(context_.position, moves);
    bool found = false;
    for (const Move& move : moves) {
      play(move, false);
      found |= report_if_goal();
      unplay();
      if (context_.should_stop()) break;
    }
    return found;
  }

  bool report_if_goal() {
    Position& position = context_.position;
    const Goal goal = context_.stipulation.goal;
    if (!goal_possible(position, goal) || !goal_reached(position, goal)) return false;
    ++context_.solutions;
    SolutionLine solution;
    solution.moves = render_line(position, line_, context_, passes_);
    solution.white_first = white_first_;
    solution.series = context_.stipulation.series;
    solution.series_reply = solution.series && context_.stipulation.play == Play::Help;
    sink_(solution);
    return true;
  }

  void play(const Move& move, bool pass_after) {
    context_.position.make_move(move);
    line_.push_back(move);
    passes_.push_back(pass_after);
  }

  void unplay() {
    context_.position.unmake_move();
    line_.pop_back();
    passes_.pop_back();
  }

  SearchContext& context_;
  const LineSink& sink_;
  std::vector<Move> line_;
  std::vector<bool> passes_;  // a null move follows this move (series play)
  bool white_first_ = false;
};

}  // namespace

void solve_help(SearchContext& context, const LineSink& sink) {
  HelpSearch search(context, sink);
  const Stipulation& stipulation = context.stipulation;
  for (int plies = stipulation.half ? 1 : 2; plies <= stipulation.help_plies() && !context.should_stop(); plies += 2) {
    const Side first = plies % 2 == 1 ? Side::White : Side::Black;
    context.position.set_side_to_move(context.colours_swapped ? opponent(first) : first);
    search.solve_length(plies);
  }
}

void solve_series(SearchContext& context, const LineSink& sink) {
  HelpSearch search(context, sink);
  for (int moves = 1; moves <= context.stipulation.moves && !context.should_stop(); ++moves) search.solve_series(moves);
}

}  // namespace feerie
