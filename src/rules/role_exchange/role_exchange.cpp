#include "rules/role_exchange/role_exchange.h"

#include <cctype>
#include <vector>

#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

std::string RoleExchange::name() const {
  return limit_ ? "RoleExchange " + std::to_string(*limit_) : "RoleExchange";
}

Move RoleExchange::move() { return Move{.from = 0, .to = 0, .kind = MoveKind::RoleExchange}; }

// The role exchanges played so far are counted in Position::tally.
void RoleExchange::generate(const Position& position, MoveList& moves) const {
  if (position.side_to_move() == Side::White && (!limit_ || position.tally() < *limit_)) moves.push(move());
}

void RoleExchange::consequences(Position& position, const Displacement& displacement) const {
  if (displacement.move.kind != MoveKind::RoleExchange) return;
  struct Placed {
    Square square;
    Piece piece;
  };
  std::vector<Placed> men;
  for (Bitboard rest = position.men(); rest;) {
    const Square square = pop_lowest(rest);
    Piece piece = position.piece_on(square);
    piece.side = opponent(piece.side);
    men.push_back({static_cast<Square>(63 - square), piece});
    position.remove(square);
  }
  for (const Placed& man : men) position.add(man.square, man.piece);
  position.set_tally(position.tally() + 1);
}

std::unique_ptr<Condition> make_role_exchange(ConditionWords& words) {
  if (words.done() || words.peek().empty() || !std::isdigit(static_cast<unsigned char>(words.peek()[0])))
    return std::make_unique<RoleExchange>(std::nullopt);
  const std::string& word = words.peek();
  std::size_t end = 0;
  unsigned long limit = 0;
  try {
    limit = std::stoul(word, &end);
  } catch (const std::exception&) {
    end = 0;
  }
  if (end != word.size() || limit > 1000000)
    throw ConditionError("RoleExchange: '" + word + "' is no number of role exchanges");
  words.take();
  return std::make_unique<RoleExchange>(static_cast<unsigned>(limit));
}

}  // namespace feerie
