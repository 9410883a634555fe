// feerie perft: counts the leaves of the legal move tree (move generator check).
#include <cctype>
#include <chrono>
#include <iostream>

#include "app/commands.h"
#include "io/fen.h"
#include "movegen/perft.h"

namespace feerie {

namespace {

std::string uci_move(const Move& move) {
  std::string text = square_name(move.from) + square_name(move.to);
  if (move.promotion != PieceType::None) text += static_cast<char>(std::tolower(piece_letter(move.promotion)));
  return text;
}

}  // namespace

int run_perft(const std::vector<std::string>& args) {
  if (args.size() < 2) {
    std::cerr << "usage: feerie perft FEN DEPTH [--divide]\n";
    return 2;
  }
  Position position;
  try {
    read_fen(args[0], position);
  } catch (const FenError& error) {
    std::cerr << "feerie: " << error.what() << '\n';
    return 1;
  }
  int depth = 0;
  try {
    depth = std::stoi(args[1]);
  } catch (const std::exception&) {
    std::cerr << "feerie: perft depth '" << args[1] << "' is not a number\n";
    return 2;
  }
  const bool divide = args.size() > 2 && args[2] == "--divide";
  const auto start = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  if (divide) {
    for (const auto& [move, count] : perft_divide(position, depth)) {
      std::cout << uci_move(move) << ": " << count << '\n';
      nodes += count;
    }
  } else {
    nodes = perft(position, depth);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::cout << "nodes " << nodes << '\n';
  std::cout << "nps " << static_cast<std::uint64_t>(seconds > 0 ? nodes / seconds : 0) << '\n';
  return 0;
}

}  // namespace feerie
