// The problem frame as Popeye prints it: banner, centred meta lines, the
// diagram box, the stipulation line with the piece count, the conditions;
// twin headers; the closing "solution finished. Time = ..." line.
#pragma once

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

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
// The stipulation as the stipulation line shows it: "#2", "#2/1" (option
// Threat), "h#2.5" after options that change it.
std::string stipulation_text(const Problem& problem, const Diagram& diagram);
// Popeye's piece count, White's then Black's: "3 + 2", neutral pieces after: "3 + 2 + 1n".
std::string piece_count(const Board& board);
// The lines under the stipulation: the squares of royal pieces ("Royal b4"),
// the conditions, option CastlingMutuallyExclusive, then Duplex, HalfDuplex
// and Quodlibet, in the problem's language.
// A line under the diagram: centred, as Popeye writes most of them; the line
// of option CastlingMutuallyExclusive starts at the left margin.
struct FrameLine {
  std::string text;
  bool centred = true;
};
std::vector<FrameLine> condition_and_option_lines(const Problem& problem, const Board& board, const Rules& rules);
// The twin's label and its changes, each followed by two blanks: "b) wSf6-->b6  ".
std::string twin_text(const TwinSetup& setup, LanguageId language);
// Writes `text` centred on the width of the diagram, as Popeye does.
void write_centred(std::ostream& out, const std::string& text);

}  // namespace feerie
