// KoeKo (contact chess) and its two relatives, as Popeye defines them:
//   KoeKo:     a move is legal only if the moved piece ends in contact, i.e.
//              with a piece of either side on a square next to it;
//   NewKoeko:  the moved piece must be in contact after the move if and only
//              if it was in contact before it (on its departure square);
//   AntiKoeko: the moved piece must end with no piece next to it.
// "Next to" is a king's step, or, after KoeKo/AntiKoeko Neighbour <piece>, one
// leap of the given leaper (knight, wazir, fers, camel, alfil, zebra,
// dabbaba, giraffe, antelope). NewKoeko always uses the king's step.
// The contact is judged on the board after the whole move (a Circe rebirth
// beside the arrival square counts), where the mover stands at its end.
// Checks: an observation of a king is a check only if capturing the king
// would itself be legal under the same rule (Popeye plays the capture to
// validate it, with what other rules add to it: a Parrain rebirth next to
// the king's square gives contact); for a square a castling king passes over, the king stands
// there and its home square is empty, as in Popeye.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "rules/condition.h"

namespace feerie {

class ConditionWords;

enum class ContactRule : std::uint8_t { Koeko, NewKoeko, AntiKoeko };

class Koeko : public Condition {
 public:
  // `leap` is the neighbourhood: {1, 1} for a king's step (both {0, 1} and
  // {1, 1}), otherwise the leaper's (m, n); `code` its piece code ("" for the king).
  Koeko(ContactRule rule, int m, int n, std::string code) : rule_(rule), m_(m), n_(n), code_(std::move(code)) {}

  std::string name() const override;
  unsigned hooks() const override {
    return static_cast<unsigned>(Hook::Legality) | static_cast<unsigned>(Hook::CheckValidation);
  }
  bool allows(Position& position, Side mover) const override;
  bool check_counts(const Position& position, Square attacker, Square king) const override;
  // Only which moves and checks count changes: the proof games' bound holds.
  bool keeps_proof_bound() const override { return true; }

  // The squares next to `square` under this condition's neighbourhood.
  Bitboard neighbours(Square square) const;

 private:
  // Whether the piece's contact after (and before, for NewKoeko) makes the move legal.
  bool legal_contact(bool before, bool after) const;
  bool contact_after_capture(Position& position, Square attacker, Square king) const;

  ContactRule rule_;
  int m_, n_;
  std::string code_;
};

// Whether `word` is the Neighbour word, after which the piece is read
// whatever it spells (a keyword's prefix too, as Popeye).
bool is_neighbour_word(std::string_view word);

std::unique_ptr<Condition> make_koeko(ConditionWords& words);
std::unique_ptr<Condition> make_new_koeko(ConditionWords& words);
std::unique_ptr<Condition> make_anti_koeko(ConditionWords& words);

}  // namespace feerie
