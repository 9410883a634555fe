// feerie --svg DIR [FILE.inp... | -]: writes an SVG diagram of each problem
// and twin into DIR (made if missing) and solves nothing; each file written
// is named on standard output. The Nth problem of FILE.inp (counting those
// that cannot be read) is FILE-N.svg, its twins, if any, FILE-Na.svg,
// FILE-Nb.svg, ... (standard input is "stdin", --fen "fen"). A problem or
// twin that cannot be read is named on stderr and the others are still
// drawn; a directory that cannot be written ends the run. Exit code 0, or 1
// for either error (2 for a usage error, as when solving).
#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "app/command_line.h"
#include "app/commands.h"
#include "app/fen_problem.h"
#include "app/problem_input.h"
#include "io/diagram_writer.h"
#include "io/popeye_reader.h"
#include "io/svg_diagram.h"

namespace feerie {

namespace {

// "b) wSf6-->b6  " -> "b) wSf6-->b6"; a change of conditions takes a line each.
std::vector<std::string> twin_lines(const TwinSetup& setup, LanguageId language) {
  std::vector<std::string> lines;
  std::string text = twin_text(setup, language);
  for (std::size_t begin = 0; begin < text.size();) {
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    std::string line = text.substr(begin, end - begin);
    line.erase(line.find_last_not_of(' ') + 1);
    line.erase(0, line.find_first_not_of(' '));
    if (!line.empty()) lines.push_back(line);
    begin = end + 1;
  }
  return lines;
}

// "a)", "+c)" -> "a", "c".
std::string twin_letter(const std::string& label) {
  std::string letter;
  for (const char c : label)
    if (c != '+' && c != ')') letter += c;
  return letter;
}

class DiagramRun {
 public:
  explicit DiagramRun(std::filesystem::path directory) : directory_(std::move(directory)) {}

  bool make_directory();
  // Draws every problem of `tokens`; false once the directory cannot be written.
  bool draw_input(Tokenizer& tokens, const std::string& source, const std::string& stem);
  void note_input_error() { input_error_ = true; }
  bool input_error() const { return input_error_; }

 private:
  bool draw_problem(const Problem& problem, const std::string& source, const std::string& name);
  bool write(const std::string& name, const std::string& svg);

  std::filesystem::path directory_;
  bool input_error_ = false;
};

bool DiagramRun::make_directory() {
  std::error_code error;
  std::filesystem::create_directories(directory_, error);
  if (!error && std::filesystem::is_directory(directory_, error)) return true;
  std::cerr << "feerie: cannot write diagrams into '" << directory_.string()
            << "': " << (error ? error.message() : "it is not a directory") << '\n';
  return false;
}

bool DiagramRun::write(const std::string& name, const std::string& svg) {
  const std::filesystem::path path = directory_ / name;
  std::ofstream out(path, std::ios::binary);
  out << svg;
  out.close();
  if (!out) {
    std::cerr << "feerie: cannot write '" << path.string() << "': " << std::strerror(errno) << '\n';
    return false;
  }
  std::cout << path.string() << '\n';
  return true;
}

// The problem's diagram with the lines of its twins, then each twin's.
bool DiagramRun::draw_problem(const Problem& problem, const std::string& source, const std::string& name) {
  const std::vector<TwinSetup> setups = twin_setups(problem);
  std::vector<std::string> lines;
  for (const TwinSetup& setup : setups) {
    if (setup.error) {
      std::cerr << "feerie: " << source << ':' << setup.error->line << ':' << setup.error->column << ": twin "
                << setup.label << " not drawn: " << setup.error->what() << '\n';
      input_error_ = true;
    } else if (!setup.changes.empty()) {
      for (std::string& line : twin_lines(setup, problem.language)) lines.push_back(std::move(line));
    }
  }
  const Diagram& shown = problem.zero_position ? setups.front().before : setups.front().diagram;
  if (!write(name + ".svg", svg_diagram(problem, shown, lines))) return false;
  for (const TwinSetup& setup : setups) {
    if (setup.label.empty() || setup.error) continue;
    const std::string svg = svg_diagram(problem, setup.diagram, twin_lines(setup, problem.language));
    if (!write(name + twin_letter(setup.label) + ".svg", svg)) return false;
  }
  return true;
}

bool DiagramRun::draw_input(Tokenizer& tokens, const std::string& source, const std::string& stem) {
  int number = 0;
  bool writable = true;
  read_popeye(tokens, [&](ReadProblem read) {
    const std::string name = stem + '-' + std::to_string(++number);
    if (read.error) {
      std::cerr << "feerie: " << source << ':' << read.error->line << ':' << read.error->column << ": "
                << read.error->what() << " (no diagram " << name << ".svg)\n";
      input_error_ = true;
      return true;
    }
    writable = draw_problem(*read.problem, source, name);
    return writable;
  });
  if (number == 0) {
    std::cerr << "feerie: " << source << ": no problem found (expected beginproblem)\n";
    input_error_ = true;
  }
  return writable;
}

}  // namespace

int run_svg(const CommandLine& line) {
  DiagramRun run(*line.svg_directory);
  if (!run.make_directory()) return 1;
  bool writable = true;
  if (line.fen) {
    Tokenizer tokens(popeye_input_from_flags(line));
    writable = run.draw_input(tokens, "<command line>", "fen");
  }
  for (const std::string& file : line.files) {
    if (!writable) break;
    if (file == "-") {
      Tokenizer tokens = standard_input();
      writable = run.draw_input(tokens, "<standard input>", "stdin");
      continue;
    }
    std::string problem;
    const std::optional<std::string> text = read_file(file, problem);
    if (!text) {
      std::cerr << "feerie: " << problem << '\n';
      run.note_input_error();
      continue;
    }
    Tokenizer tokens(*text);
    writable = run.draw_input(tokens, file, std::filesystem::path(file).stem().string());
  }
  return writable && !run.input_error() ? 0 : 1;
}

}  // namespace feerie
