// The attacker/defender search of direct, self and reflex play
// (direct_search.cpp) and the solution tree it builds (direct_tree.cpp);
// solve_direct (direct_play.cpp) drives it over the first moves.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "movegen/movegen.h"
#include "solve/direct_play.h"
#include "solve/goal.h"

namespace feerie {

// A move that reaches the goal: a leaf of the tree.
PlayNode goal_node(SolutionMove move);

// "Length" counts the attacker's moves still to play.
class DirectSearch {
 public:
  explicit DirectSearch(SearchContext& context)
      : context_(context),
        position_(context.position),
        non_trivial_left_(context.options.non_trivial ? context.options.non_trivial->max_defences : 0) {}

  // Attacker to move: can he force the stipulation within `length` moves?
  bool attacker_wins(int length);
  // After the attacker's move: does every defence lose within `length` moves
  // (the move just played counting as the first)? Having no defence at all is
  // not losing (stalemate), unless the goal was reached.
  bool defender_loses(int length);
  // After a defence: is it a losing one for the defender?
  bool defence_loses(int length);
  // After the attacker's move: how many defences beat it within `length`?
  int count_refutations(int length);
  // Smallest length within which the attacker wins, or 0.
  int shortest_win(int max_length);

  // The tree (direct_tree.cpp).
  PlayNode attacker_node(const Move& move, int length, int number);
  PlayNode play_after_attack(int length, int number);
  std::vector<PlayNode> set_play();

  // Which parts of the tree below an attacker's move are built: the
  // defences (option Variation, or set play) and the threats.
  bool expand_defences = false;
  bool show_threats = false;
  // A try without variations: only the defences that refute it ("but").
  bool list_refutations = false;
  // Option PostKeyPlay: the defences that beat the key are written among
  // the others ("refutes.").
  bool refutations_among_defences = false;

  // The goal, or the forced end that stands for it (Stipulation::forced_end).
  bool reached_goal() {
    return context_.stipulation.forced_end ? forced_to_goal(position_, goal()) : goal_reached(position_, goal());
  }
  // The move just played with its marks; the goal's mark only for the side
  // that is to reach the goal (the attacker in direct play, with Quodlibet
  // in self play, and, bound to it, in reflex play; the defender in self and
  // reflex play).
  SolutionMove attacker_move() {
    return move_after((play() != Play::Self && play() != Play::SemiReflex) || context_.attacker_reaches_goal());
  }
  SolutionMove defender_move() { return move_after(play() != Play::Direct); }

 private:
  // The defender's pass by which a threat is found, with the rules' effects
  // of it (Hook::ThreatPass); undone by unmake_move.
  void pass_for_threat();
  // The attacker's threats after his move: the shortest winning moves with
  // the move passed over.
  struct Threats {
    std::vector<Move> moves;
    int length = 0;
  };

  bool some_move_wins(int length);
  // Option NonTrivial (SolveOptions::NonTrivial): after the attacker's move,
  // `length` of his moves to come counting it, the non-trivial defences
  // beyond one, to be taken from what the line has left (one given back
  // where there is none); nullopt where they are more than it has left, and
  // the move fails.
  std::optional<int> non_trivial_excess(int length);
  // The table's key: the position's hash, and under option NonTrivial what
  // the line has left, on which what is found depends.
  Hash table_key() const;
  bool length_exact() const;
  // exact- (exact-#n, exact-s#n, exact-r#n): only lines of the full length;
  // the goal reached with `length` moves still to come is reached in time
  // only at the last.
  bool exact() const { return context_.stipulation.exact; }
  bool reached_in_time(int length) const { return !exact() || length == 1; }
  std::optional<bool> remembered(int length) const;
  void remember(int length, bool wins);
  std::size_t killer_slot();
  bool lacks_short_threat(int length);
  bool wrong_side_reached_goal(bool attacker_moved);
  bool side_to_move_can_reach_goal() { return can_reach_goal(position_, goal()); }

  Threats add_threats(PlayNode& node, int length, int number);
  void add_defences(PlayNode& node, int length, int number, Threats& threats);
  PlayNode defence_node(const Move& defence, int length, int number, std::vector<Move>& threats, int threat_length);
  std::vector<PlayNode> winning_moves(int length, int number, std::vector<Move>* moves_out = nullptr);
  // Reflex play: the attacker's moves that reach the goal, which he must play.
  std::vector<PlayNode> forced_goal_moves();
  bool all_threats_work(const std::vector<Move>& threats, int threat_length);

  SolutionMove move_after(bool goal_side);
  void generate_moves(bool goal_side, MoveList& moves);

  const Goal& goal() const { return context_.stipulation.goal; }
  // The side that is to reach the goal: the attacker in direct play, the
  // defender in self and reflex play.
  Side goal_side() const {
    const Side attacker = context_.colours_swapped ? Side::Black : Side::White;
    return play() == Play::Direct ? attacker : opponent(attacker);
  }
  Play play() const { return context_.stipulation.play; }
  // Reflex play binds both sides to reach the goal when they can;
  // semi-reflex play the defender only.
  bool attacker_bound() const { return play() == Play::Reflex; }
  bool defender_bound() const { return play() == Play::Reflex || play() == Play::SemiReflex; }

  SearchContext& context_;
  Position& position_;
  std::vector<Move> killers_;  // by ply
  int non_trivial_left_;       // option NonTrivial: non-trivial defences the line may still allow
};

// Takes a move's non-trivial defences from what the line has left (option
// NonTrivial) for as long as it lives, the search going on below the move.
class NonTrivialSpent {
 public:
  NonTrivialSpent(int& left, int excess) : left_(left), excess_(excess) { left_ -= excess_; }
  ~NonTrivialSpent() { left_ += excess_; }
  NonTrivialSpent(const NonTrivialSpent&) = delete;
  NonTrivialSpent& operator=(const NonTrivialSpent&) = delete;

 private:
  int& left_;
  const int excess_;
};

}  // namespace feerie
