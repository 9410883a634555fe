#include "solve/goal_symbol.h"

#include <cctype>

#include "core/words.h"

namespace feerie {

namespace {

struct GoalSymbol {
  GoalKind kind;
  const char* symbol;
  const char* mark;
  bool replaces_check;
};

// In Popeye's order of reading: a symbol before those it starts with.
constexpr GoalSymbol Symbols[] = {
    {GoalKind::CounterMate, "##!", "##!", true},
    {GoalKind::DoubleMate, "##", "##", true},
    {GoalKind::MateOrStalemate, "#=", "#=", true},
    {GoalKind::Mate, "#", "#", true},
    {GoalKind::DoubleStalemate, "==", "==", true},
    {GoalKind::AutoStalemate, "!=", "!=", true},
    {GoalKind::Stalemate, "=", "=", true},
    {GoalKind::Target, "z", "z", false},
    {GoalKind::Check, "+", "+", true},
    {GoalKind::Capture, "x", "x", false},
    {GoalKind::WinPiece, "%", "%", false},
    {GoalKind::EnPassant, "ep", "", false},
    {GoalKind::CircuitByRebirth, "ctr", "", false},
    {GoalKind::Circuit, "ct", "", false},
    {GoalKind::ExchangeByRebirth, "<>r", "", false},
    {GoalKind::Exchange, "<>", "", false},
    {GoalKind::Castling, "00", "", false},
    {GoalKind::AnyMove, "~", "", false},
    {GoalKind::Chess81, "c81", "c81", false},
    {GoalKind::Kiss, "k", "", false},
    {GoalKind::AutoMate, "!#", "!#", false},
    {GoalKind::ProofGame, "dia", "dia", false},
    {GoalKind::AToB, "a=>b", "a=>b", false},
};

// z and k are followed by a square.
bool takes_square(GoalKind kind) { return kind == GoalKind::Target || kind == GoalKind::Kiss; }

const GoalSymbol& symbol_of(GoalKind kind) {
  for (const GoalSymbol& symbol : Symbols)
    if (symbol.kind == kind) return symbol;
  return Symbols[3];  // every kind has its line; never reached
}

// The square after z: a file letter in either case and a rank digit.
Square read_square(std::string_view& rest) {
  if (rest.size() < 2) return NoSquare;
  const char file = static_cast<char>(std::tolower(static_cast<unsigned char>(rest[0])));
  const Square square = parse_square(std::string{file, rest[1]});
  if (square != NoSquare) rest.remove_prefix(2);
  return square;
}

}  // namespace

std::optional<Goal> read_goal_symbol(std::string_view& rest, std::string& error) {
  for (const GoalSymbol& symbol : Symbols) {
    const std::string_view text = symbol.symbol;
    if (!starts_with_ignoring_case(rest, text)) continue;
    rest.remove_prefix(text.size());
    if (!takes_square(symbol.kind)) return Goal{symbol.kind};
    const Square square = read_square(rest);
    if (square == NoSquare) {
      error = symbol.kind == GoalKind::Target ? "expected the target square after z (e.g. ze4)"
                                              : "expected the square of the man to be kissed after k (e.g. kc5)";
      return std::nullopt;
    }
    return Goal{symbol.kind, square};
  }
  error =
      "expected a goal (#, =, ==, ~, x, +, z<square>, 00, ep, ##, ##!, !=, !#, #=, %, c81, ct, ctr, <>, <>r, "
      "k<square>)";
  return std::nullopt;
}

std::string goal_symbol(const Goal& goal) {
  const std::string symbol = symbol_of(goal.kind).symbol;
  return takes_square(goal.kind) ? symbol + square_name(goal.square) : symbol;
}

const char* goal_mark(const Goal& goal) { return symbol_of(goal.kind).mark; }

bool goal_mark_replaces_check(const Goal& goal) { return symbol_of(goal.kind).replaces_check; }

}  // namespace feerie
