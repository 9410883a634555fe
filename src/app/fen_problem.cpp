#include "app/fen_problem.h"

#include <sstream>
#include <vector>

#include "io/piece_reader.h"

namespace feerie {

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
    std::string refused;
    for (const Square square : castling_refused_by(fields[2])) refused += square_name(square);
    if (!refused.empty()) options += " NoCastling " + refused;
  }
  if (fields.size() > 3 && fields[3] != "-") options += " EnPassant " + fields[3];
  if (!options.empty()) text += "option " + options + "\n";
  return text + "endproblem\n";
}

}  // namespace feerie
