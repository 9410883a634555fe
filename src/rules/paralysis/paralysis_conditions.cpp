#include "rules/paralysis/paralysis_conditions.h"

#include <algorithm>
#include <cctype>

#include "core/piece_catalogue.h"
#include "core/position.h"
#include "rules/registry.h"

namespace feerie {

namespace {

// Rex inclusive, as Popeye spells it in its three languages, and the short RI.
bool accept_rex_inclusive(ConditionWords& words) { return words.accept({"RI"}) || words.accept_rex_inclusive(); }

// A word in piece letters, upper case, with N read as S.
std::string cycle_letters(const std::string& word) {
  std::string letters;
  for (const char c : word) {
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    letters += upper == 'N' ? 'S' : upper;
  }
  return letters;
}

bool looks_like_cycle(const std::string& letters) {
  return letters.size() >= 2 && letters.size() <= 6 && std::all_of(letters.begin(), letters.end(), [](char c) {
           return std::string_view("KQRBSP").find(c) != std::string_view::npos;
         });
}

[[noreturn]] void unknown_cycle(const std::string& word) {
  throw ConditionError("unknown Eiffel cycle '" + word + "' (known: QB RS, SQRB, SBRQ, KQR)");
}

// Reads the optional cycle after "Eiffel"; a word of piece letters that names
// no cycle is an error, any other word belongs to the next condition.
EiffelCycle read_eiffel_cycle(ConditionWords& words) {
  if (words.done()) return EiffelCycle::Standard;
  const std::string word = words.peek();
  const std::string letters = cycle_letters(word);
  if (!looks_like_cycle(letters)) return EiffelCycle::Standard;
  words.take();
  if (letters == "QBRS" || letters == "RSQB") return EiffelCycle::QueenBishopRookKnight;
  if (letters == "SQRB") return EiffelCycle::KnightQueenRookBishop;
  if (letters == "SBRQ") return EiffelCycle::KnightBishopRookQueen;
  if (letters == "KQR") return EiffelCycle::KingQueenRook;
  const bool queen_bishop = letters == "QB" || letters == "BQ";
  const bool rook_knight = letters == "RS" || letters == "SR";
  if (!queen_bishop && !rook_knight) unknown_cycle(word);
  if (words.done()) unknown_cycle(word);
  const std::string pair = cycle_letters(words.peek());
  if ((queen_bishop && pair != "RS" && pair != "SR") || (rook_knight && pair != "QB" && pair != "BQ"))
    unknown_cycle(word + " " + words.peek());
  words.take();
  return EiffelCycle::QueenBishopRookKnight;
}

bool no_observation(const Material& material, const ParalysisTable& table) {
  return !observed_pieces(material, table, Side::White) && !observed_pieces(material, table, Side::Black);
}

}  // namespace

unsigned ObservationBan::hooks() const {
  return static_cast<unsigned>(Hook::Legality) | (validate_checks_ ? static_cast<unsigned>(Hook::CheckValidation) : 0u);
}

bool ObservationBan::allows(Position& position, Side) const { return observed_pieces(position, table_) == 0; }

// The check counts if the king capture, played on the board, would itself be
// legal. A capture makes no double step, so no en passant observation there.
// A pawn taking on its last rank promotes: as in Popeye, the check counts if
// one of the promotions would be legal.
bool ObservationBan::check_counts(const Position& position, Square attacker, Square king) const {
  const Material before = Material::of(position);
  const Piece piece = position.piece_on(attacker);
  if (!kind_of(piece.type).pawn_like || relative_rank(piece.side, king) != 7) {
    Material material = before;
    material.capture(attacker, king);
    return no_observation(material, table_);
  }
  for (const PieceType promotion : position.promotion_types()) {
    Material material = before;
    material.capture(attacker, king, promotion);
    if (no_observation(material, table_)) return true;
  }
  return false;
}

std::unique_ptr<Condition> make_eiffel(ConditionWords& words) {
  const EiffelCycle cycle = read_eiffel_cycle(words);
  const std::string suffix = eiffel_cycle_words(cycle);
  return std::make_unique<ParalysisCondition>(suffix.empty() ? "EiffelChess" : "EiffelChess " + suffix,
                                              eiffel_table(cycle));
}

std::unique_ptr<Condition> make_madrasi(ConditionWords& words) {
  const bool rex_inclusive = accept_rex_inclusive(words);
  return std::make_unique<ParalysisCondition>(rex_inclusive ? "Madrasi RexInclusive" : "Madrasi",
                                              madrasi_table(rex_inclusive));
}

std::unique_ptr<Condition> make_leffie(ConditionWords&) {
  return std::make_unique<ObservationBan>("Leffie", eiffel_table(EiffelCycle::Standard), true);
}

std::unique_ptr<Condition> make_isardam(ConditionWords& words) {
  const bool type_b = words.accept({"TypeB", "TypB"});
  if (!type_b) words.accept({"TypeA", "TypA"});
  const bool rex_inclusive = accept_rex_inclusive(words);
  // Popeye's spelling of the condition line.
  std::string name = type_b ? "Isardam    TypeB" : "Isardam";
  if (rex_inclusive) name += " RexInclusive";
  return std::make_unique<ObservationBan>(name, madrasi_table(rex_inclusive), !type_b);
}

}  // namespace feerie
