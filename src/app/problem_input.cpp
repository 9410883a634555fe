#include "app/problem_input.h"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

namespace feerie {

std::optional<std::string> read_file(const std::string& file, std::string& problem) {
  std::error_code error;
  if (std::filesystem::is_directory(file, error)) {
    problem = "cannot read '" + file + "': it is a directory";
    return std::nullopt;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) {
    problem = "cannot open '" + file + "'";
    return std::nullopt;
  }
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

Tokenizer standard_input() {
  return Tokenizer([](std::string& text) {
    std::cout.flush();  // what is written shows before the next line is awaited
    std::string line;
    if (!std::getline(std::cin, line)) return false;
    text += line;
    text += '\n';
    return true;
  });
}

}  // namespace feerie
