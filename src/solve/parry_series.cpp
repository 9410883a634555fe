#include "solve/parry_series.h"

#include <algorithm>
#include <unordered_map>
#include <vector>

#include "movegen/movegen.h"
#include "solve/first_moves.h"
#include "solve/goal.h"
#include "solve/notation.h"

namespace feerie {

namespace {

class ParrySeries {
 public:
  ParrySeries(SearchContext& context, const LineSink& sink)
      : context_(context), sink_(sink), self_(context.stipulation.play == Play::Self) {}

  // The lines of a first move if it solves in the stipulated number of
  // moves or fewer. `number` names it where first moves are announced
  // (option MoveNumbers), as in direct play.
  void after_first_move(const Move& move, int number) {
    Position& position = context_.position;
    position.make_move(move);
    if (context_.progress) {
      const bool check = position.in_check(position.side_to_move());
      context_.progress({number}, last_move_notation(position, context_.language) + (check ? " +" : ""));
    }
    if (const int fewest = after_move(context_.stipulation.moves)) write_lines_after_move(fewest);
    position.unmake_move();
  }

 private:
  // After a series move: has the play reached its end? In pser-# the move
  // reached the goal; in pser-s the other side must now reach it.
  bool ends_here() {
    Position& position = context_.position;
    const Goal& goal = context_.stipulation.goal;
    return self_ ? must_reach_goal(position, goal) : goal_reached(position, goal);
  }

  // After a series move, `moves` counting it: the fewest series moves
  // (counting it) in which the play ends whatever the parries, or 0 if it
  // does not within `moves`.
  int after_move(int moves) {
    Position& position = context_.position;
    if (ends_here()) return 1;
    if (moves == 1) return 0;
    if (!position.in_check(position.side_to_move())) {
      position.skip_turn();
      const int fewest = series_node(moves - 1);
      position.unmake_move();
      return fewest ? fewest + 1 : 0;
    }
    MoveList parries;
    generate_legal(position, parries);
    if (parries.empty()) return 0;
    int longest = 0;
    for (const Move& parry : parries) {
      position.make_move(parry);
      const int fewest = parry_ends_play() ? 0 : series_node(moves - 1);
      const bool answered = fewest || parry_ends_play();
      position.unmake_move();
      if (!answered) return 0;
      longest = std::max(longest, fewest);
    }
    return longest + 1;
  }

  // pser-s: a parry that reaches the goal ends the play there.
  bool parry_ends_play() { return self_ && goal_reached(context_.position, context_.stipulation.goal); }

  // The series side to move, with `moves` moves at most: the fewest in
  // which it ends the play, or 0.
  int series_node(int moves) {
    Position& position = context_.position;
    if (context_.should_stop()) return 0;
    const auto known = known_.find(context_.table_key());
    if (known != known_.end()) {
      const Known& entry = known->second;
      if (entry.fewest && entry.fewest <= moves) return entry.fewest;
      if (!entry.fewest && entry.searched >= moves) return 0;
    }
    MoveList candidates;
    generate_legal(position, candidates);
    int best = 0;
    for (const Move& move : candidates) {
      position.make_move(move);
      // Beyond the best found so far nothing is written.
      const int fewest = after_move(best ? best : moves);
      position.unmake_move();
      if (fewest && (!best || fewest < best)) best = fewest;
      if (best == 1) break;
    }
    if (!context_.stopped()) known_[context_.table_key()] = Known{moves, best};
    return best;
  }

  // The lines after a series move that ends the play in `fewest` moves.
  void write_lines_after_move(int fewest) {
    Position& position = context_.position;
    const bool ends = ends_here();
    line_.push_back(solution_move(position, context_.language, context_.stipulation.goal, ends && !self_));
    if (ends) {
      if (self_)
        write_forced_goals();
      else
        write_line(false);
    } else if (!position.in_check(position.side_to_move())) {
      position.skip_turn();
      write_lines_from(fewest - 1);
      position.unmake_move();
    } else {
      MoveList parries;
      generate_legal(position, parries);
      for (const Move& parry : parries) {
        position.make_move(parry);
        const bool ends = parry_ends_play();
        line_.push_back(solution_move(position, context_.language, context_.stipulation.goal, ends));
        line_.back().parry = true;
        if (ends)
          write_line(true);
        else
          write_lines_from(series_node(fewest - 1));
        line_.pop_back();
        position.unmake_move();
      }
    }
    line_.pop_back();
  }

  // The series side to move, ending the play in `fewest` moves at best:
  // the lines of each of its moves that does so.
  void write_lines_from(int fewest) {
    Position& position = context_.position;
    MoveList moves;
    generate_legal(position, moves);
    for (const Move& move : moves) {
      if (context_.should_stop()) return;
      position.make_move(move);
      if (after_move(fewest) == fewest) write_lines_after_move(fewest);
      position.unmake_move();
    }
  }

  // pser-s: each move of the other side, all reaching the goal, ends a line.
  void write_forced_goals() {
    Position& position = context_.position;
    const Goal& goal = context_.stipulation.goal;
    MoveList replies;
    generate_goal_moves(position, goal, replies);
    for (const Move& reply : replies) {
      position.make_move(reply);
      if (goal_reached(position, goal)) {
        line_.push_back(solution_move(position, context_.language, goal, true));
        write_line(true);
        line_.pop_back();
      }
      position.unmake_move();
    }
  }

  void write_line(bool reply) {
    if (context_.should_stop()) return;
    SolutionLine line;
    line.moves = line_;
    line.series = true;
    line.series_reply = reply;
    ++context_.solutions;
    sink_(line);
  }

  // What a series node was found to need: its fewest moves, or none within
  // `searched`.
  struct Known {
    int searched;
    int fewest;
  };

  SearchContext& context_;
  const LineSink& sink_;
  const bool self_;  // pser-s: the other side's forced move ends the play
  std::vector<SolutionMove> line_;
  std::unordered_map<Hash, Known> known_;
};

}  // namespace

void solve_parry_series(SearchContext& context, const LineSink& sink) {
  MoveList moves;
  generate_legal(context.position, moves);
  search_first_moves(context, moves, [&sink](SearchContext& local, const Defer& defer, const Move& move, int number) {
    const LineSink deferred = [&sink, &defer](const SolutionLine& line) { defer([&sink, line] { sink(line); }); };
    ParrySeries(local, deferred).after_first_move(move, number);
  });
}

}  // namespace feerie
