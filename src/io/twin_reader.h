// Reads one twin of Popeye's input: the twinning commands after `twin` (or
// after `zeroposition`) up to the next twin or the end of the problem.
#pragma once

#include "io/input_cursor.h"
#include "io/problem.h"

namespace feerie {

Twin read_twin(InputCursor& cursor);

}  // namespace feerie
