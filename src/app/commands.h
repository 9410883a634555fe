// The subcommands of the feerie program.
#pragma once

#include <string>
#include <vector>

namespace feerie {

// feerie perft FEN DEPTH [--divide]
int run_perft(const std::vector<std::string>& args);
// feerie [flags] FILE.inp... | feerie [flags] --fen FEN --stip STIP [--cond WORDS] [--option WORDS]
int run_solve(const std::vector<std::string>& args);

struct CommandLine;
// feerie --svg DIR [FILE.inp... | -]: diagrams of the problems, no solving.
int run_svg(const CommandLine& line);

}  // namespace feerie
