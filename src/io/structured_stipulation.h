// Popeye's structured stipulation (sstipulation, sForderung, senonce) as a
// small tree: "white 3a[#]d" is a branch of at most 3 half-moves, attack
// and defence, ending where an attacking move reaches mate.
//
// The grammar, as Popeye's reader takes it:
//   stipulation := side expression
//   expression  := operand [ ('&' | '|') expression ]
//   operand     := '(' expression ')' | '!' operand | '-' operand
//                | length branch | goal
//   length      := n | m ':' n                      (n, m from 1)
//   branch      := 'a' forks ['?+?'] 'd' forks      (battle play, attacker first)
//                | 'd' forks ['a' forks]            (battle play, defender first)
//                | 'h' forks ['?+?'] 'h' forks      (help play)
//                | 's' forks                        (series play)
//   forks       := { '[' ['>'] ['/'] expression ']' | '{' expression '}' }
// A fork follows the letter of the move it belongs to. Blanks may stand
// between tokens of the grammar where Popeye allows them: before an
// operand, an operator, a ':', a ')' and a fork.
#pragma once

#include <string>
#include <vector>

#include "io/keywords.h"
#include "io/tokenizer.h"
#include "solve/goal.h"

namespace feerie {

enum class StructuredKind { Goal, Branch, Not, Inverted, And, Or };

// The letters of a branch: Attack "ad", Defence "da", Help "hh", Series "s".
enum class BranchKind { Attack, Defence, Help, Series };

struct StructuredNode {
  StructuredKind kind = StructuredKind::Goal;
  Goal goal;                       // Goal
  BranchKind branch = BranchKind::Attack;
  int min_length = 0;              // Branch: m of "m:n", 0 when not written
  int max_length = 0;              // Branch: n, in half-moves (series: moves)
  bool check_zigzag = false;       // Branch: "?+?" before the second letter
  std::vector<StructuredNode> operands;  // Not, Inverted: one; And, Or: two
  std::vector<StructuredNode> forks;     // Branch: its nested branches and constraints

  // A fork's place in its branch: after the first letter (0) or the second
  // (1); a constraint "{...}" or a nested branch "[...]" with its marks.
  int slot = 0;
  bool constraint = false;
  bool forced = false;      // '>': play of the branch ends where the fork is solved
  bool suppressed = false;  // '/': the fork's moves are not written
};

struct StructuredStipulation {
  Side starter = Side::White;
  StructuredNode root;
};

// Reads the side and the expression from `tokens`, taking the tokens it
// uses (the next keyword is left in place). Throws InputError at the line
// and column of the first character that does not fit the grammar.
StructuredStipulation read_structured_stipulation(Tokenizer& tokens, LanguageId language);

// The stipulation as Popeye writes it under the diagram: the side in the
// language, a blank, the expression without blanks ("Weiss 3a[#]d").
std::string structured_text(const StructuredStipulation& stipulation, LanguageId language);

}  // namespace feerie
