// The problem frame as Popeye prints it: banner, centred meta lines, the
// diagram box, the stipulation line with the piece count, the conditions;
// twin headers; the closing "solution finished. Time = ..." line.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>

#include "io/problem.h"
#include "io/twin.h"
#include "rules/rules.h"
#include "solve/solve.h"

namespace feerie {

// "Feerie <version> (<maxmem> MB)", once at the start of the output.
void write_banner(std::ostream& out, std::uint64_t max_memory_bytes);
// Remarks, meta lines, board, stipulation line and condition and option
// lines of a problem whose first twin is `diagram`; with NoBoard only the
// remarks, as Popeye.
void write_frame(std::ostream& out, const Problem& problem, const Diagram& diagram, const Rules& rules);
// "zeroposition" between the frame and twin a).
void write_zero_position(std::ostream& out, const Problem& problem);
// "b) wSf6-->b6  ": the twin's label and its changes.
void write_twin_header(std::ostream& out, const TwinSetup& setup, LanguageId language);
// "solution finished. Time = 0.012 s" (or "solving interrupted. ...").
// Without a time (-regression), the line ends after the message.
void write_end(std::ostream& out, const Language& language, SolveStatus status, std::optional<double> seconds);
// Popeye's time format: "0.012 s", "1:05.250 m:s", "1:02:03 h:m:s".
std::string format_time(double seconds);
// Writes `text` centred on the width of the diagram, as Popeye does.
void write_centred(std::ostream& out, const std::string& text);

}  // namespace feerie
