// A problem given by flags (--fen, --stip, --cond, --option), written as
// Popeye input so that it is read and checked like any problem file.
#pragma once

#include <string>

#include "app/command_line.h"

namespace feerie {

// The FEN's castling field becomes option NoCastling for the rights it lacks,
// its en-passant field option EnPassant; the side to move follows from the
// stipulation, as in Popeye.
std::string popeye_input_from_flags(const CommandLine& line);

}  // namespace feerie
