// Solves a position given as FEN and returns what the solver writes: the
// solution lines or tree, without the problem's frame.
#pragma once

#include <gtest/gtest.h>

#include <atomic>
#include <sstream>
#include <string>
#include <vector>

#include "io/fen.h"
#include "rules/registry.h"
#include "solve/solve.h"

namespace feerie {

inline std::string solve_text(const char* fen, const char* stipulation_text, std::vector<std::string> conditions = {},
                              SolveOptions options = {}, std::uint8_t castling_rights = 0,
                              SolveStatus expected = SolveStatus::Finished) {
  Position position;
  read_fen(fen, position);
  if (castling_rights) position.set_castling(castling_rights);
  Rules rules;
  add_conditions(conditions, rules);
  position.set_rules(&rules);
  std::string error;
  const auto stipulation = parse_stipulation(stipulation_text, error);
  EXPECT_TRUE(stipulation) << error;
  std::ostringstream out;
  const std::atomic<bool> stop{false};
  EXPECT_EQ(solve(position, *stipulation, options, language(LanguageId::English), out, stop), expected);
  return out.str();
}

// Whether the solver's text holds `line` (a solution line, or the start of one).
inline bool has_line(const std::string& text, const std::string& line) { return text.find(line) != std::string::npos; }

// The lines of a solver's text that are not empty, in order.
inline std::vector<std::string> text_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

}  // namespace feerie
