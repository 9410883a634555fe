// Popeye's goal symbols: how a goal is written in a stipulation ("#", "ze7",
// "##!") and the mark written after a move that reaches it ("#", "z", "x").
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "solve/goal.h"

namespace feerie {

// Reads the goal at the start of `rest` and removes it, as Popeye does: the
// longest symbol first, letters in either case, z followed by its square.
// nullopt with `error` set when there is no goal Feerie knows; `error` names
// a goal of Popeye's that Feerie does not solve as "not supported".
std::optional<Goal> read_goal_symbol(std::string_view& rest, std::string& error);

// The goal as written in the stipulation line: "#", "==", "ze7", "00".
std::string goal_symbol(const Goal& goal);

// The mark after a move that reaches the goal ("#", "x", "z", "##!"), empty
// for the goals Popeye marks with nothing (~, ep, 00).
const char* goal_mark(const Goal& goal);

// Does the goal's mark stand for the check mark? Popeye writes "Rh7-e7 + z"
// but "Qd1-d8 #", "Rd1-d8 +" (goal +) and "Kf3*g2 ##".
bool goal_mark_replaces_check(const Goal& goal);

}  // namespace feerie
