// The feerie command: solve Popeye problem files, or count moves (perft).
#include <string>
#include <vector>

#include "app/commands.h"

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  if (!args.empty() && args[0] == "perft") return feerie::run_perft({args.begin() + 1, args.end()});
  return feerie::run_solve(args);
}
