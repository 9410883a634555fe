// Writes solutions in Popeye's layout: help and series lines, and the
// indented tree of direct, self and reflex play.
#pragma once

#include <ostream>

#include "io/language.h"
#include "solve/direct_play.h"
#include "solve/help_play.h"

namespace feerie {

void write_line(std::ostream& out, const SolutionLine& line);
void write_direct(std::ostream& out, const DirectSolution& solution, const Language& language);

}  // namespace feerie
