#include "solve/goal.h"

#include <algorithm>
#include <iterator>
#include <span>
#include <utility>
#include <vector>

#include "movegen/movegen.h"
#include "rules/rules.h"
#include "solve/goal_symbol.h"
#include "solve/proof_game.h"

namespace feerie {

namespace {

// Whether a side without a legal move may be held only by paralysis
// (Paralysing pieces, Rules::suffocated): it is then stalemated, in check or
// not, and never mated.
bool may_suffocate(const Position& position) {
  const Rules* rules = position.rules();
  return rules && rules->has(Hook::Suffocation);
}

bool suffocated(Position& position) {
  return may_suffocate(position) && position.rules()->suffocated(position, position.side_to_move());
}

// Whether the side to move cannot move, for the goals: it has no legal
// move, or a rule says otherwise what counts (Condition::immobile: MAFF).
bool immobile(Position& position) {
  const Rules* rules = position.rules();
  if (rules && rules->has(Hook::Immobility)) [[unlikely]]
    return rules->immobile(position);
  return !has_legal_move(position);
}

bool immobile_unsuffocated(Position& position) { return immobile(position) && !suffocated(position); }

// `test` asked of the side not to move, as if it were its turn.
template <typename Test>
bool of_other_side(Position& position, Test test) {
  position.make_null_move();
  const bool result = test(position);
  position.unmake_move();
  return result;
}

bool mated(Position& position) {
  return position.all_kings_attacked(position.side_to_move()) && immobile_unsuffocated(position);
}

// The goal mate: a mate that the rules count (Condition::mate_counts: AMU).
bool mate_reached(Position& position) {
  if (!mated(position)) return false;
  const Rules* rules = position.rules();
  return !rules || !rules->has(Hook::MateFilter) || rules->mate_counts(position);
}

bool stalemated(Position& position) {
  const bool check = position.in_check(position.side_to_move());
  if (check && !may_suffocate(position)) return false;
  return immobile(position) && (!check || suffocated(position));
}

// The side not to move stalemated, were it its turn.
bool other_side_stalemated(Position& position) {
  if (!position.in_check(opponent(position.side_to_move()))) return of_other_side(position, immobile);
  return may_suffocate(position) && of_other_side(position, [](Position& p) { return immobile(p) && suffocated(p); });
}

// ## and ##!: both sides in check and neither with a legal move.
bool both_mated(Position& position) {
  const Side side = position.side_to_move();
  return position.in_check(side) && position.in_check(opponent(side)) && immobile_unsuffocated(position) &&
         of_other_side(position, immobile_unsuffocated);
}

// The position before the last move, judged by `test` from the mover's side.
template <typename Test>
bool before_last_move(Position& position, Test test) {
  const Move move = position.state().last_move;
  position.unmake_move();
  const bool result = test(position);
  position.make_move(move);
  return result;
}

// Where the piece that made the last move stands after the move and its
// consequences: a rule may carry it on ([bSc6->b8]) or take it off
// (NoSquare).
Square mover_arrival(const Position& position) {
  const Move& move = position.state().last_move;
  auto effect = position.last_effects_begin();
  const auto end = position.last_effects_end();
  while (effect != end && !(effect->kind == EffectKind::Displace && effect->from == move.from)) ++effect;
  if (effect == end) return NoSquare;
  Square square = effect->to;
  for (++effect; effect != end && square != NoSquare; ++effect) {
    const bool here = effect->from == square;
    if (effect->kind == EffectKind::Displace && here) {
      square = effect->to;
    } else if ((effect->kind == EffectKind::Capture || effect->kind == EffectKind::Remove) && here) {
      const auto next = effect + 1;
      const bool carried = next != end && next->kind == EffectKind::Add && next->piece == effect->piece;
      square = carried ? next->to : NoSquare;
      if (carried) ++effect;
    }
  }
  return square;
}

bool last_move_captured(const Position& position) {
  return std::any_of(position.last_effects_begin(), position.last_effects_end(),
                     [](const Effect& effect) { return effect.kind == EffectKind::Capture; });
}

// % (Steingewinn): a capture whose victim is not put back on the board by
// the move's consequences (a Circe rebirth).
bool piece_won(const Position& position) {
  const auto end = position.last_effects_end();
  const auto capture = std::find_if(position.last_effects_begin(), end,
                                    [](const Effect& effect) { return effect.kind == EffectKind::Capture; });
  if (capture == end) return false;
  return std::none_of(capture + 1, end, [&capture](const Effect& effect) {
    return effect.kind == EffectKind::Add && effect.piece.side == capture->piece.side;
  });
}

// The square of the last man put on the board by the last move (a
// rebirth), or NoSquare.
Square last_addition(const Position& position) {
  Square square = NoSquare;
  for (auto effect = position.last_effects_begin(); effect != position.last_effects_end(); ++effect)
    if (effect->kind == EffectKind::Add) square = effect->to;
  return square;
}

// ct, ctr: the man on `square` stands on its diagram square.
bool back_home(const Position& position, Square square) {
  return square != NoSquare && diagram_squares(position)[square] == square;
}

// <>, <>r: the man on `square` and a man of `side` stand each on the
// other's diagram square.
bool exchanged(const Position& position, Square square, Side side) {
  if (square == NoSquare) return false;
  const std::array<Square, 64> homes = diagram_squares(position);
  const Square home = homes[square];
  if (home == NoSquare || home == square) return false;
  const Piece other = position.piece_on(home);
  return !other.empty() && other.side == side && homes[home] == square;
}

// k: the man that moved stands next to the man of the diagram's `kissed`
// square, and no other man stands next to that one.
bool kissed(const Position& position, Square kissed) {
  const Square kisser = mover_arrival(position);
  if (kisser == NoSquare) return false;
  const Bitboard men = position.occupied() & ~position.holes();
  const std::array<Square, 64> homes = diagram_squares(position);
  for (Bitboard near = king_attacks(kisser) & men; near;) {
    const Square square = pop_lowest(near);
    if (homes[square] == kissed && (king_attacks(square) & men & ~square_bb(kisser)) == 0) return true;
  }
  return false;
}

// c81: the piece that moved ends on the far rank (White's 8th, Black's 1st).
bool reached_far_rank(const Position& position) {
  const Square square = mover_arrival(position);
  return square != NoSquare && relative_rank(opponent(position.side_to_move()), square) == 7;
}

}  // namespace

bool goal_reached(Position& position, const Goal& goal) {
  const Side side = position.side_to_move();
  const Side mover = opponent(side);
  switch (goal.kind) {
    case GoalKind::Mate: return mate_reached(position);
    case GoalKind::Stalemate: return stalemated(position);
    case GoalKind::DoubleStalemate: return stalemated(position) && other_side_stalemated(position);
    case GoalKind::AnyMove: return true;  // asked after a legal move
    case GoalKind::MateOrStalemate: return immobile(position);
    case GoalKind::AutoStalemate: return other_side_stalemated(position);
    case GoalKind::AutoMate: return position.in_check(mover) && of_other_side(position, immobile_unsuffocated);
    // ##: the mover was not stalemated; ##!: the mover was mated.
    case GoalKind::DoubleMate:
      return both_mated(position) && before_last_move(position, [](Position& p) { return !immobile(p); });
    case GoalKind::CounterMate: return both_mated(position) && before_last_move(position, mated);
    case GoalKind::Capture: return last_move_captured(position);
    case GoalKind::Check: return position.in_check(side);
    case GoalKind::Target: return mover_arrival(position) == goal.square;
    case GoalKind::WinPiece: return piece_won(position);
    case GoalKind::EnPassant: return position.state().last_move.kind == MoveKind::EnPassant;
    case GoalKind::Castling: return position.state().last_move.is_castling();
    case GoalKind::Chess81: return reached_far_rank(position);
    case GoalKind::ProofGame:
    case GoalKind::AToB: return goal.target && same_placement(position, *goal.target);
    case GoalKind::Circuit: return back_home(position, mover_arrival(position));
    case GoalKind::Exchange: return exchanged(position, mover_arrival(position), mover);
    case GoalKind::CircuitByRebirth: return back_home(position, last_addition(position));
    // The men of the side to move, whose man the rebirth usually puts back (Popeye).
    case GoalKind::ExchangeByRebirth: return exchanged(position, last_addition(position), side);
    case GoalKind::Kiss: return kissed(position, goal.square);
  }
  return false;
}

bool goal_follows_pieces(const Goal& goal) {
  switch (goal.kind) {
    case GoalKind::Circuit:
    case GoalKind::Exchange:
    case GoalKind::CircuitByRebirth:
    case GoalKind::ExchangeByRebirth:
    case GoalKind::Kiss: return true;
    default: return false;
  }
}

bool goal_ends_play(const Goal& goal) {
  switch (goal.kind) {
    case GoalKind::Mate:
    case GoalKind::Stalemate:
    case GoalKind::DoubleStalemate:
    case GoalKind::MateOrStalemate:
    case GoalKind::DoubleMate:
    case GoalKind::CounterMate: return true;
    default: return false;
  }
}

bool goal_allows_self_check(const Position& position, const Goal& goal) {
  return goal.kind == GoalKind::DoubleMate || goal.kind == GoalKind::CounterMate || goal.kind == GoalKind::AutoMate ||
         (goal.kind == GoalKind::AutoStalemate && may_suffocate(position));
}

void generate_goal_moves(Position& position, const Goal& goal, MoveList& out) {
  if (!goal_allows_self_check(position, goal)) {
    generate_legal(position, out);
    return;
  }
  MoveList moves;
  generate_legal_but_for_check(position, moves);
  const Side mover = position.side_to_move();
  for (const Move& move : moves) {
    position.make_move(move);
    const bool playable = !position.in_check(mover) || goal_reached(position, goal);
    position.unmake_move();
    if (playable) out.push(move);
  }
}

bool any_move_reaches_goal(Position& position, const MoveList& moves, const Goal& goal) {
  return std::any_of(moves.begin(), moves.end(), [&](const Move& move) {
    position.make_move(move);
    const bool reached = goal_reached(position, goal);
    position.unmake_move();
    return reached;
  });
}

bool can_reach_goal(Position& position, const Goal& goal) {
  MoveList moves;
  generate_goal_moves(position, goal, moves);
  return any_move_reaches_goal(position, moves, goal);
}

bool must_reach_goal(Position& position, const Goal& goal) {
  MoveList moves;
  generate_goal_moves(position, goal, moves);
  return !moves.empty() && std::all_of(moves.begin(), moves.end(), [&](const Move& move) {
    position.make_move(move);
    const bool reached = goal_reached(position, goal);
    position.unmake_move();
    return reached;
  });
}

bool cannot_parry_goal(Position& position, const Goal& goal) {
  if (position.in_check(position.side_to_move())) return false;
  MoveList moves;
  generate_legal(position, moves);
  return !moves.empty() && std::all_of(moves.begin(), moves.end(), [&](const Move& move) {
    position.make_move(move);
    const bool reachable = can_reach_goal(position, goal);
    position.unmake_move();
    return reachable;
  });
}

bool forced_to_goal(Position& position, const Goal& goal) {
  return !position.in_check(position.side_to_move()) && must_reach_goal(position, goal);
}

MoveMarks move_marks(Position& position, const Goal& goal, bool reached) {
  MoveMarks marks;
  marks.check = !(reached && goal_mark_replaces_check(goal)) && position.in_check(position.side_to_move());
  if (reached) marks.goal = goal_mark(goal);
  return marks;
}

std::string with_marks(std::string move, const MoveMarks& marks) {
  if (marks.check) move += " +";
  if (*marks.goal) move += std::string(" ") + marks.goal;
  return move;
}

std::string marked_move(Position& position, std::string move, const Goal& goal, bool reached) {
  return with_marks(std::move(move), move_marks(position, goal, reached));
}

}  // namespace feerie
