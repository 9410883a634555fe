#include "app/fen_problem.h"

#include <sstream>
#include <vector>

namespace feerie {

namespace {

// The squares whose castling right a FEN castling field does not grant.
std::string refused_castling(const std::string& field) {
  const struct {
    char letter;
    const char* squares;
  } grants[] = {{'K', "e1h1"}, {'Q', "e1a1"}, {'k', "e8h8"}, {'q', "e8a8"}};
  std::string granted;
  for (const auto& grant : grants)
    if (field.find(grant.letter) != std::string::npos) granted += grant.squares;
  std::string refused;
  for (const std::string square : {"a1", "e1", "h1", "a8", "e8", "h8"})
    if (granted.find(square) == std::string::npos) refused += square;
  return refused;
}

}  // namespace

std::string popeye_input_from_flags(const CommandLine& line) {
  std::istringstream fields_in(*line.fen);
  std::vector<std::string> fields;
  for (std::string field; fields_in >> field;) fields.push_back(field);
  std::string board = fields.empty() ? "" : fields[0];
  // FEN writes the knight N, Popeye's English S.
  for (char& c : board)
    if (c == 'N' || c == 'n') c = c == 'N' ? 'S' : 's';

  std::string text = "beginproblem\nforsyth " + board + "\nstipulation " + *line.stipulation + "\n";
  if (line.conditions) text += "condition " + *line.conditions + "\n";
  std::string options = line.options.value_or("");
  if (fields.size() > 2) {
    const std::string refused = refused_castling(fields[2]);
    if (!refused.empty()) options += " NoCastling " + refused;
  }
  if (fields.size() > 3 && fields[3] != "-") options += " EnPassant " + fields[3];
  if (!options.empty()) text += "option " + options + "\n";
  return text + "endproblem\n";
}

}  // namespace feerie
