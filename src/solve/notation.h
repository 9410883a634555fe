// Popeye's long algebraic notation of the move just played, rendered from its
// effects: "Sh8*g6[+bBd8]", "b2-b1=B", "0-0[wRf1=wB]", "c5*b6 ep.", "Bd5-h1=wR".
#pragma once

#include <string>

#include "core/position.h"
#include "io/language.h"
#include "solve/move_description.h"

namespace feerie {

// Notation of the last move made on `position` (no check or goal mark).
std::string last_move_notation(const Position& position, const Language& language);
// The same with " +" after it where the side to move is in check, as the
// progress lines of option MoveNumbers write a move tried.
std::string last_move_notation_with_check(const Position& position, const Language& language);

// Only the bracketed rule effects of the last move: "[+bBc8]", "[bSc6->b8]",
// "[wRf1=wB]"; empty when the rules added none.
std::string rule_effects_notation(const Position& position, const Language& language);

// The notation of a described move (no check or goal mark), and of one of
// its bracketed rule effects.
std::string notation(const MoveDescription& move, const Language& language);
std::string rule_effect_notation(const RuleEffectNote& effect, const Language& language);

}  // namespace feerie
