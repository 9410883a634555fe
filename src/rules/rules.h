// The set of conditions in force for a problem, with their hooks run in the
// documented order (condition.h). With no condition, every hook is one test.
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "rules/condition.h"

namespace feerie {

class Rules {
 public:
  void add(std::unique_ptr<Condition> condition);
  bool orthodox() const { return conditions_.empty(); }
  bool has(Hook hook) const { return (hooks_ & static_cast<unsigned>(hook)) != 0; }
  // Whether any of `hooks` (Hook bits) is overridden: one test for several.
  bool has_any(unsigned hooks) const { return (hooks_ & hooks) != 0; }
  // Moves may be judged legal by the orthodox pin test only without any hook
  // (selection works on the legal moves, whichever way they were found).
  bool orthodox_legality() const { return (hooks_ & ~static_cast<unsigned>(Hook::Selection)) == 0 && !several_kings_; }
  // Whether the moves of `side` pass through select().
  bool selects(Side side) const { return (selecting_sides_ & side_bit(side)) != 0; }
  // Whether `side`, to move on `position`, left without a move by select()
  // cannot move at all, for mate and stalemate
  // (Condition::selection_binds_mobility).
  bool selection_binds_mobility(const Position& position, Side side) const;
  // Whether `side`, to move and without a legal move, is held only by
  // paralysis (Condition::suffocated): stalemated then, never mated.
  bool suffocated(Position& position, Side side) const;
  // For the goals: whether the side to move counts as unable to move, as
  // the first condition with the hook says (Condition::immobile).
  bool immobile(Position& position) const;
  // For the goal mate: whether the mate just reached counts, as every
  // condition with the hook says (Condition::mate_counts).
  bool mate_counts(Position& position) const;
  bool allows_several_kings() const { return several_kings_; }
  bool allows_latent_pawns() const { return latent_pawns_; }
  bool captures_own_men() const { return captures_own_men_; }
  // Whether a condition reads the men's diagram squares (Condition::reads_diagram_squares).
  bool reads_diagram_squares() const { return reads_diagram_squares_; }
  // Whether a condition lets the diagram show the side not to move in check
  // (Condition::allows_waiting_side_in_check).
  bool allows_waiting_side_in_check() const { return waiting_side_in_check_; }
  // Every paralysing condition lets a paralysed rook castle.
  bool paralysed_rook_castles() const;
  // Every condition keeps the geometry of mate (Condition::keeps_mate_geometry).
  bool keeps_mate_geometry() const;
  // Every condition keeps the proof games' bound (Condition::keeps_proof_bound).
  bool keeps_proof_bound() const;
  // The type standing in the game array for `type` (Condition::in_game_array).
  PieceType in_game_array(PieceType type) const;
  // Whether a condition names where moves of `scope` start (Condition::departures).
  bool relocates(MoveScope scope) const { return (relocated_moves_ & static_cast<unsigned>(scope)) != 0; }
  // Does a condition put a kamikaze capturer on its rebirth square (Circe)?
  bool relocates_kamikaze() const { return relocates_kamikaze_; }
  // Does the reserve wait for a capture (Condition::reserve_waits_for_capture)?
  bool reserve_waits_for_capture() const { return reserve_waits_for_capture_; }
  // The first condition not defined with every attribute of `attributes`
  // (PieceAttribute bits), or nullptr.
  const Condition* not_handling(unsigned attributes) const;
  const std::vector<std::unique_ptr<Condition>>& conditions() const { return conditions_; }

  void prepare(Position& position) const;
  // What the conditions write after the notation of the move just made.
  std::string annotation(const Position& position) const;
  Bitboard paralysed(const Position& position, Bitboard candidates) const;
  void generate(const Position& position, MoveList& moves) const;
  void expand(Position& position, const Move& move, MoveList& out) const;
  void prelude(Position& position, const Move& move) const;
  void consequences(Position& position, const Displacement& displacement) const;
  // After the defender's pass that shows a threat (Hook::ThreatPass).
  void after_threat_pass(Position& position) const;
  bool allows(Position& position, Side mover) const;
  bool check_counts(const Position& position, Square attacker, Square king) const;
  // The pieces that would take a king on `square` under the condition that
  // redefines it (has(Hook::KingObservation); one such condition at most).
  Bitboard king_observers(const Position& position, Square square, Side by, Bitboard occupied) const;
  // Whether `side` is in check by the condition that defines check
  // (has(Hook::Check): Condition::in_check).
  bool in_check(const Position& position, Side side) const { return check_definer_->in_check(position, side); }
  void select(Position& position, MoveList& legal) const;
  // Whether a condition may carry a piece arriving on `square` on (Condition::carries_on_from).
  bool carries_on_from(Square square) const;
  // The squares the moves of `scope` of the piece on `square` start from,
  // for `side`: all that the conditions relocating that kind name, or else
  // the piece's own square for captures and non-captures, and none for
  // castling (where the regular castling stands beside those named).
  void departures(const Position& position, Square square, Side side, MoveScope scope, Bitboard occupied,
                  Departures& out) const;
  // The types whose walks the piece on `square` moves with for `side`: those
  // the conditions with the Walk hook lend it, or else its own type.
  void walks(const Position& position, Square square, Side side, Walks& out) const;
  // The square where the moving piece of `move` stops (move.to, unless a
  // condition carries it on).
  Square arrival(const Move& move) const;

 private:
  // The conditions overriding a hook, in input order: each hook runs its own list.
  const std::vector<const Condition*>& with(Hook hook) const;
  static unsigned side_bit(Side side) { return side == Side::White ? 1u : 2u; }

  std::vector<std::unique_ptr<Condition>> conditions_;
  std::array<std::vector<const Condition*>, HookCount> by_hook_;
  unsigned hooks_ = 0;
  bool several_kings_ = false;
  bool latent_pawns_ = false;
  bool captures_own_men_ = false;
  bool reads_diagram_squares_ = false;
  bool waiting_side_in_check_ = false;
  bool relocates_kamikaze_ = false;
  bool reserve_waits_for_capture_ = false;
  unsigned selecting_sides_ = 0;
  unsigned relocated_moves_ = 0;              // MoveScope bits
  const Condition* check_definer_ = nullptr;  // the condition that defines check (Hook::Check)
};

}  // namespace feerie
