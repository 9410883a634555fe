#include "rules/rules.h"

#include <algorithm>
#include <bit>

#include "core/position.h"

namespace feerie {

void Rules::add(std::unique_ptr<Condition> condition) {
  const unsigned hooks = condition->hooks();
  hooks_ |= hooks;
  for (int i = 0; i < HookCount; ++i)
    if (hooks & (1u << i)) by_hook_[i].push_back(condition.get());
  if (hooks & static_cast<unsigned>(Hook::Consequences)) {
    auto& consequences = by_hook_[std::countr_zero(static_cast<unsigned>(Hook::Consequences))];
    std::stable_partition(consequences.begin(), consequences.end(),
                          [](const Condition* c) { return c->consequences_first(); });
    std::stable_partition(consequences.begin(), consequences.end(),
                          [](const Condition* c) { return !c->consequences_last(); });
  }
  several_kings_ = several_kings_ || condition->allows_several_kings();
  latent_pawns_ = latent_pawns_ || condition->allows_latent_pawns();
  captures_own_men_ = captures_own_men_ || condition->captures_own_men();
  reads_diagram_squares_ = reads_diagram_squares_ || condition->reads_diagram_squares();
  waiting_side_in_check_ = waiting_side_in_check_ || condition->allows_waiting_side_in_check();
  relocates_kamikaze_ = relocates_kamikaze_ || condition->relocates_kamikaze();
  reserve_waits_for_capture_ = reserve_waits_for_capture_ || condition->reserve_waits_for_capture();
  if (hooks & static_cast<unsigned>(Hook::Departure)) relocated_moves_ |= condition->relocated_moves();
  if ((hooks & static_cast<unsigned>(Hook::Check)) &&
      (!check_definer_ || condition->check_precedence() > check_definer_->check_precedence()))
    check_definer_ = condition.get();
  if (hooks & static_cast<unsigned>(Hook::Selection))
    for (const Side side : {Side::White, Side::Black})
      if (condition->selects(side)) selecting_sides_ |= side_bit(side);
  conditions_.push_back(std::move(condition));
}

const std::vector<const Condition*>& Rules::with(Hook hook) const {
  return by_hook_[std::countr_zero(static_cast<unsigned>(hook))];
}

bool Rules::keeps_mate_geometry() const {
  return std::all_of(conditions_.begin(), conditions_.end(),
                     [](const auto& condition) { return condition->keeps_mate_geometry(); });
}

bool Rules::keeps_proof_bound() const {
  return std::all_of(conditions_.begin(), conditions_.end(),
                     [](const auto& condition) { return condition->keeps_proof_bound(); });
}

PieceType Rules::in_game_array(PieceType type) const {
  for (const auto& condition : conditions_) type = condition->in_game_array(type);
  return type;
}

bool Rules::paralysed_rook_castles() const {
  const auto& paralysing = with(Hook::Paralysis);
  return std::all_of(paralysing.begin(), paralysing.end(),
                     [](const Condition* condition) { return condition->paralysed_rook_castles(); });
}

const Condition* Rules::not_handling(unsigned attributes) const {
  for (const auto& condition : conditions_)
    if ((condition->handled_attributes() & attributes) != attributes) return condition.get();
  return nullptr;
}

void Rules::prepare(Position& position) const {
  for (const auto& condition : conditions_) condition->prepare(position);
}

Bitboard Rules::paralysed(const Position& position, Bitboard candidates) const {
  Bitboard result = 0;
  for (const Condition* condition : with(Hook::Paralysis)) result |= condition->paralysed(position, candidates);
  return result;
}

void Rules::generate(const Position& position, MoveList& moves) const {
  for (const Condition* condition : with(Hook::Generation)) condition->generate(position, moves);
}

void Rules::expand(Position& position, const Move& move, MoveList& out) const {
  const auto& expanding = with(Hook::Expansion);
  if (expanding.size() == 1) {
    expanding.front()->expand(position, move, out);
    return;
  }
  // Each expanding condition refines the choices of the ones before it.
  MoveList pending;
  pending.push(move);
  for (const Condition* condition : with(Hook::Expansion)) {
    MoveList next;
    for (const Move& m : pending) condition->expand(position, m, next);
    pending = next;
  }
  for (const Move& m : pending) out.push(m);
}

std::string Rules::annotation(const Position& position) const {
  std::string text;
  for (const auto& condition : conditions_) text += condition->annotation(position);
  return text;
}

void Rules::prelude(Position& position, const Move& move) const {
  for (const Condition* condition : with(Hook::Prelude)) condition->prelude(position, move);
}

void Rules::consequences(Position& position, const Displacement& displacement) const {
  for (const Condition* condition : with(Hook::Consequences)) condition->consequences(position, displacement);
}

void Rules::after_threat_pass(Position& position) const {
  for (const Condition* condition : with(Hook::ThreatPass)) condition->after_threat_pass(position);
}

bool Rules::allows(Position& position, Side mover) const {
  for (const Condition* condition : with(Hook::Legality))
    if (!condition->allows(position, mover)) return false;
  return true;
}

bool Rules::check_counts(const Position& position, Square attacker, Square king) const {
  for (const Condition* condition : with(Hook::CheckValidation))
    if (!condition->check_counts(position, attacker, king)) return false;
  return true;
}

Bitboard Rules::king_observers(const Position& position, Square square, Side by, Bitboard occupied) const {
  return with(Hook::KingObservation).front()->king_observers(position, square, by, occupied);
}

bool Rules::selection_binds_mobility(const Position& position, Side side) const {
  return std::any_of(with(Hook::Selection).begin(), with(Hook::Selection).end(), [&](const Condition* condition) {
    return condition->selects(side) && condition->selection_binds_mobility(position, side);
  });
}

bool Rules::suffocated(Position& position, Side side) const {
  return std::any_of(with(Hook::Suffocation).begin(), with(Hook::Suffocation).end(),
                     [&](const Condition* condition) { return condition->suffocated(position, side); });
}

bool Rules::immobile(Position& position) const { return with(Hook::Immobility).front()->immobile(position); }

bool Rules::mate_counts(Position& position) const {
  return std::all_of(with(Hook::MateFilter).begin(), with(Hook::MateFilter).end(),
                     [&](const Condition* condition) { return condition->mate_counts(position); });
}

void Rules::select(Position& position, MoveList& legal) const {
  // Each selecting condition of the side to move narrows what the ones before it kept.
  const Side side = position.side_to_move();
  for (const Condition* condition : with(Hook::Selection))
    if (condition->selects(side)) condition->select(position, legal, *this);
}

bool Rules::carries_on_from(Square square) const {
  return std::any_of(conditions_.begin(), conditions_.end(),
                     [square](const auto& condition) { return condition->carries_on_from(square); });
}

void Rules::departures(const Position& position, Square square, Side side, MoveScope scope, Bitboard occupied,
                       Departures& out) const {
  if (!relocates(scope)) {
    if (scope == MoveScope::Captures || scope == MoveScope::NonCaptures) out.add(square);
    return;
  }
  for (const Condition* condition : with(Hook::Departure))
    if (condition->relocated_moves() & static_cast<unsigned>(scope))
      condition->departures(position, square, side, scope, occupied, out);
}

void Rules::walks(const Position& position, Square square, Side side, Walks& out) const {
  for (const Condition* condition : with(Hook::Walk)) condition->walks(position, square, side, out);
  if (out.empty()) out.add(position.piece_on(square).type);
}

Square Rules::arrival(const Move& move) const {
  for (const Condition* condition : with(Hook::Expansion)) {
    const Square on = condition->moves_on_to(move);
    if (on != NoSquare) return on;
  }
  return move.to;
}

}  // namespace feerie
