#include "io/solution_writer.h"

#include <cstdio>
#include <string>

#include "io/diagram_writer.h"
#include "solve/solve.h"

namespace feerie {

namespace {

// Popeye's columns: keys at 3, later attacker moves at 10, 18, ...; defences at 6, 14, ...
int attacker_indent(int number) { return number == 1 ? 3 : 10 + 8 * (number - 2); }
int defence_indent(int number) { return 6 + 8 * (number - 1); }

void write_note(std::ostream& out, const PlayNode& node, const Language& language) {
  if (node.note == PlayNode::Note::Threat) out << ' ' << language.threat << node.pass_effects;
  if (node.note == PlayNode::Note::Zugzwang) out << ' ' << language.zugzwang;
}

void write_attacker(std::ostream& out, const PlayNode& node, int number, const Language& language);

void write_defences(std::ostream& out, const PlayNode& node, int number, const Language& language) {
  for (const PlayNode& threat : node.threats) write_attacker(out, threat, number + 1, language);
  for (const PlayNode& defence : node.children) {
    out << std::string(defence_indent(number), ' ') << number << "..." << defence.move.text << '\n';
    if (defence.refutes) out << std::string(defence_indent(number) + 2, ' ') << language.refutes << '\n';
    for (const PlayNode& continuation : defence.children) write_attacker(out, continuation, number + 1, language);
  }
}

void write_attacker(std::ostream& out, const PlayNode& node, int number, const Language& language) {
  out << std::string(attacker_indent(number), ' ') << number << '.' << node.move.text;
  if (node.forced_goal) out << " ?!?";
  write_note(out, node, language);
  out << '\n';
  write_defences(out, node, number, language);
}

}  // namespace

// A first move with its tree: keys marked "!", tries "?" followed by "but"
// and the defences that refute them.
void write_first_move(std::ostream& out, const PlayNode& node, bool key, const Language& language) {
  out << "   1." << node.move.text << ' ' << (key ? '!' : '?');
  write_note(out, node, language);
  out << '\n';
  write_defences(out, node, 1, language);
  if (!node.refutations.empty()) {
    out << "    " << language.but << '\n';
    for (const PlayNode& refutation : node.refutations) {
      out << std::string(defence_indent(1), ' ') << "1..." << refutation.move.text << " !\n";
      for (const PlayNode& forced : refutation.children) write_attacker(out, forced, 2, language);
    }
  }
  out << '\n';
}

namespace {

// Popeye writes the number of each move but the first in three columns:
// "  2.", " 10.", "100.".
std::string move_number(int number) {
  const std::string digits = std::to_string(number);
  return std::string(digits.size() < 3 ? 3 - digits.size() : 0, ' ') + digits;
}

}  // namespace

void write_line(std::ostream& out, const SolutionLine& line) {
  if (line.blank_before) out << '\n';
  out << ' ';
  // n->: the intro's moves as a series, then the play's numbered afresh, or
  // going on from the intro's last number (a play of one move).
  int number = 1;
  for (const SolutionMove& move : line.intro)
    out << (number > 1 ? " " + move_number(number) : " " + std::to_string(number)) << '.' << move.text, ++number;
  const bool after_intro = !line.intro.empty();
  const auto numbered = [&out, &number, after_intro](std::size_t i, const std::string& text) {
    out << (i || after_intro ? " " + move_number(number) : " " + std::to_string(number)) << '.' << text;
    ++number;
  };
  const auto& moves = line.moves;
  std::size_t i = 0;
  if (!line.intro_goes_on) number = 1;
  if (line.intro_goes_on) {
    for (; i < moves.size(); ++i) {
      if (i % 2 == 0)
        out << ' ' << moves[i].text;
      else
        numbered(i, moves[i].text);
    }
  } else if (line.series) {
    // One side's moves numbered in turn; the other side's parries and its
    // single reply share the number of the move before them.
    for (; i < moves.size(); ++i) {
      if (moves[i].parry || (line.series_reply && i + 1 == moves.size()))
        out << ' ' << moves[i].text;
      else
        numbered(i, moves[i].text);
    }
  } else if (line.first_move_passed) {
    out << " 1...  ...  ";
    number = 2;
    for (; i < moves.size(); i += 2) {
      out << (i ? " " + move_number(number++) : std::to_string(number++)) << '.' << moves[i].text;
      if (i + 1 < moves.size()) out << ' ' << moves[i + 1].text;
    }
  } else {
    if (line.white_first) out << ' ' << number++ << "..." << moves[i++].text;
    for (; i < moves.size(); i += 2) {
      numbered(i, moves[i].text);
      if (i + 1 < moves.size()) out << ' ' << moves[i + 1].text;
    }
  }
  if (line.bound_to_goal) out << " ?!?";
  out << '\n';
}

void write_forced_goal(std::ostream& out, const PlayNode& node) { out << "   1." << node.move.text << " ?!?\n"; }

void write_post_key_play(std::ostream& out, const PlayNode& node, const Language& language) {
  out << node.move.text << '\n';  // the line of the key, which the diagram has played
  if (node.note != PlayNode::Note::None) {
    write_note(out, node, language);
    out << '\n';
  }
  write_defences(out, node, 1, language);
}

void write_set_play(std::ostream& out, const std::vector<PlayNode>& defences, const Language& language) {
  PlayNode diagram;
  diagram.children = defences;
  write_defences(out, diagram, 1, language);
  out << '\n';
}

void write_set_play_end(std::ostream& out) { out << '\n'; }

// Without a time (-regression) Popeye still writes the blank before it.
// Deeper levels follow the first move's number: "  3:5:16  (Ba8-b7 ...)".
void write_progress(std::ostream& out, const std::vector<int>& numbers, const std::string& move,
                    std::optional<double> seconds, const Language& language) {
  char column[8];
  std::snprintf(column, sizeof column, "%3d", numbers.front());
  out << column;
  for (std::size_t level = 1; level < numbers.size(); ++level) out << ':' << numbers[level];
  out << "  (" << move << ' ';
  if (seconds) out << "   " << language.time << " = " << format_time(*seconds);
  out << ")\n";
}

// The two halves of a duplex are parted by an empty line, as in Popeye (FEN
// Tool splits the output there), unless the second has no play; post-key
// play writes the key's line instead.
void PopeyeTextWriter::second_half(const Stipulation& stated, const SolveOptions& options, bool has_play) {
  write_option_notes(out_, stated, options, language_);
  if (has_play && !with_options(stated, options).post_key) out_ << '\n';
}

}  // namespace feerie
