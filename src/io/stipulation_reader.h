// Reads a stipulation word of Popeye's input, with the number of moves
// either in the word (h#3, hze73) or, as Popeye allows, in the next word
// (h# 3, hze7 3).
#pragma once

#include "io/input_cursor.h"
#include "solve/stipulation.h"

namespace feerie {

// Throws InputError at the stipulation's word when it is malformed.
Stipulation take_stipulation(InputCursor& cursor);

// A structured stipulation (sstipulation white 3a[#]d) that is a form
// Feerie solves; throws InputError where it is malformed, or at its side's
// word when it is another form ("... is not supported").
Stipulation take_structured_stipulation(InputCursor& cursor);

}  // namespace feerie
