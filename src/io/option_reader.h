// Popeye's `option` section: option words (abbreviable, in the problem's
// language) with their arguments, into SolveOptions and the Problem.
#pragma once

#include "io/input_cursor.h"
#include "io/problem.h"

namespace feerie {

// Reads options until a token that is no option; an unknown option, one Feerie
// does not support, or a bad argument throws InputError.
void read_options(InputCursor& cursor, Problem& problem);

}  // namespace feerie
