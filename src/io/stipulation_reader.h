// Reads a stipulation word of Popeye's input, with the number of moves
// either in the word (h#3, hze73) or, as Popeye allows, in the next word
// (h# 3, hze7 3).
#pragma once

#include "io/input_cursor.h"
#include "solve/stipulation.h"

namespace feerie {

// Throws InputError at the stipulation's word when it is malformed.
Stipulation take_stipulation(InputCursor& cursor);

}  // namespace feerie
