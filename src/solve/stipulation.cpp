// Popeye's stipulation syntax: [ser-][h|hs|s|r]<goal><n>[.5], the goals as
// solve/goal_symbol.cpp reads them. The text kept for printing is rebuilt
// from the parts, so "H#2" prints "h#2" and "HZE73" "hze73" as Popeye does.
#include "solve/stipulation.h"

#include <cctype>

#include "core/words.h"
#include "solve/goal_symbol.h"

namespace feerie {

namespace {

// The play before the goal; no letter is direct play. A word that is
// neither play nor goal is found by the goal's reader.
Play read_play(std::string_view& rest) {
  if (rest.empty()) return Play::Direct;
  switch (std::tolower(static_cast<unsigned char>(rest.front()))) {
    case 'h':
      rest.remove_prefix(1);
      if (!rest.empty() && std::tolower(static_cast<unsigned char>(rest.front())) == 's') {
        rest.remove_prefix(1);
        return Play::HelpSelf;
      }
      if (!rest.empty() && std::tolower(static_cast<unsigned char>(rest.front())) == 'r') {
        rest.remove_prefix(1);
        return Play::HelpReflex;
      }
      return Play::Help;
    case 's': rest.remove_prefix(1); return Play::Self;
    case 'r': rest.remove_prefix(1); return Play::Reflex;
    default: return Play::Direct;
  }
}

// Reads "n", "n.5" or "n.0" (n whole moves, as Popeye reads it); false if
// anything else is left.
bool read_length(std::string_view rest, int& moves, bool& half) {
  std::size_t digits = 0;
  while (digits < rest.size() && std::isdigit(static_cast<unsigned char>(rest[digits]))) ++digits;
  if (digits == 0 || digits > 3) return false;
  moves = std::stoi(std::string(rest.substr(0, digits)));
  rest.remove_prefix(digits);
  half = rest == ".5";
  return rest.empty() || half || rest == ".0";
}

std::string play_prefix(Play play) {
  switch (play) {
    case Play::Help: return "h";
    case Play::HelpSelf: return "hs";
    case Play::HelpReflex: return "hr";
    case Play::Self: return "s";
    case Play::Reflex: return "r";
    case Play::SemiReflex: return "semi-r";
    case Play::Direct: break;
  }
  return "";
}

// Popeye's forms of play that Feerie does not solve, named in the message.
std::string unsupported_form(std::string_view text) {
  if (starts_with_ignoring_case(text, "phser-")) return "the play 'phser-'";
  return "";
}

// Could a solution be shorter than the stipulation? Popeye writes exact-
// only then (exact-h#1.5, exact-#2, exact-ser-#2; h#1, #1, ser-#1, hs#1.5).
bool shorter_lengths(const Stipulation& stipulation) {
  if (!stipulation.series && (stipulation.play == Play::Help || stipulation.help_with_ending()))
    return stipulation.help_plies() > 2;
  return stipulation.moves > 1;
}

// The text printed on the stipulation line, rebuilt from the parts.
std::string stipulation_text(const Stipulation& stipulation) {
  if (stipulation.reciprocal) {
    // As Popeye: the own goal in brackets only where it differs, and a
    // series of one move is no series (ser-reci-h#1 is reci-h#1).
    const std::string own =
        stipulation.own_goal == stipulation.goal ? "" : "(" + goal_symbol(stipulation.own_goal) + ")";
    return std::string(stipulation.series && stipulation.moves > 1 ? "ser-" : "") + "reci-h" + own +
           goal_symbol(stipulation.goal) + std::to_string(stipulation.moves) + (stipulation.half ? ".5" : "");
  }
  const std::string intro = stipulation.intro ? std::to_string(stipulation.intro) + "->" : "";
  const std::string play = stipulation.proof_game() ? "" : play_prefix(stipulation.play);
  const char* series = stipulation.parry ? "pser-" : stipulation.series ? "ser-" : "";
  return intro + (stipulation.exact && shorter_lengths(stipulation) ? "exact-" : "") + series + play +
         goal_symbol(stipulation.goal) + std::to_string(stipulation.moves) + (stipulation.half ? ".5" : "");
}

// Where the reader stopped, for a message.
std::string at(std::string_view rest) {
  return rest.empty() ? std::string("at its end") : "at '" + std::string(rest) + "'";
}

// A goal reader's message, with where it stopped unless the goal was known
// (and is not supported).
std::string goal_message(const std::string& goal_error, std::string_view rest) {
  return goal_error + (goal_error.starts_with("expected") ? " " + at(rest) : "");
}

// reci-h<goal>n, reci-h(<own goal>)<goal>n and their series form
// ser-reci-h...: `rest` follows "reci-h".
std::optional<Stipulation> parse_reciprocal(const std::string& quoted, std::string_view rest, bool series,
                                            std::string& error) {
  Stipulation result;
  result.play = Play::Help;
  result.series = series;
  result.reciprocal = true;
  std::string goal_error;
  const bool bracketed = !rest.empty() && rest.front() == '(';
  if (bracketed) {
    rest.remove_prefix(1);
    const std::optional<Goal> own = read_goal_symbol(rest, goal_error);
    if (!own || rest.empty() || rest.front() != ')') {
      error = "stipulation " + quoted + ": " + (own ? "expected ')' " + at(rest) : goal_message(goal_error, rest));
      return std::nullopt;
    }
    rest.remove_prefix(1);
    result.own_goal = *own;
  }
  const std::optional<Goal> goal = read_goal_symbol(rest, goal_error);
  if (!goal) {
    error = "stipulation " + quoted + ": " + goal_message(goal_error, rest);
    return std::nullopt;
  }
  result.goal = *goal;
  if (!bracketed) result.own_goal = *goal;
  if (result.proof_game() || result.own_goal.kind == GoalKind::ProofGame || result.own_goal.kind == GoalKind::AToB) {
    error = "stipulation " + quoted + ": a reciprocal proof game is not supported";
    return std::nullopt;
  }
  if (!read_length(rest, result.moves, result.half)) {
    error = "stipulation " + quoted + ": expected a number of moves (n or n.5) " + at(rest);
    return std::nullopt;
  }
  if (result.moves == 0) {
    error = "stipulation " + quoted + ": the number of moves must be at least 1";
    return std::nullopt;
  }
  if (result.half && series) {
    error = "stipulation " + quoted + ": only help play (reci-h#n.5) may have half a move more";
    return std::nullopt;
  }
  result.text = stipulation_text(result);
  return result;
}

// n->play: `intro` digits before "->", the play after it; only series play
// is solved after intro moves.
std::optional<Stipulation> parse_after_intro(const std::string& quoted, std::string_view intro, std::string_view play,
                                             std::string& error) {
  if (intro.size() > 3 || std::stoi(std::string(intro)) < 1) {
    error = "stipulation " + quoted + ": the number of intro moves before '->' must be 1 to 999";
    return std::nullopt;
  }
  std::optional<Stipulation> result = parse_stipulation(play, error);
  if (!result) {
    // The message names the whole stipulation, not the play after the arrow.
    const std::string inner = "stipulation '" + std::string(play) + "'";
    if (error.starts_with(inner)) error = "stipulation " + quoted + error.substr(inner.size());
    return std::nullopt;
  }
  if (!result->series || result->reciprocal || result->proof_game() || result->intro) {
    error = "stipulation " + quoted +
            ": play after intro moves (n->) other than series play (n->ser-#n, n->ser-h#n, n->pser-h#n, ...) is not "
            "supported";
    return std::nullopt;
  }
  result->intro = std::stoi(std::string(intro));
  result->text = stipulation_text(*result);
  return result;
}

}  // namespace

std::optional<Stipulation> parse_stipulation(std::string_view text, std::string& error) {
  const std::string quoted = "'" + std::string(text) + "'";
  Stipulation result;
  std::string_view rest = text;
  if (const std::size_t digits = rest.find_first_not_of("0123456789");
      digits > 0 && digits != std::string_view::npos && rest.substr(digits).starts_with("->"))
    return parse_after_intro(quoted, rest.substr(0, digits), rest.substr(digits + 2), error);
  if (const std::string form = unsupported_form(rest); !form.empty()) {
    error = "stipulation " + quoted + ": " + form + " is not supported";
    return std::nullopt;
  }
  result.exact = starts_with_ignoring_case(rest, "exact-");
  if (result.exact) rest.remove_prefix(6);
  if (const std::string form = unsupported_form(rest); !form.empty()) {
    error = "stipulation " + quoted + ": " + form + " is not supported";
    return std::nullopt;
  }
  for (const bool series : {false, true}) {
    const std::string_view prefix = series ? "ser-reci-h" : "reci-h";
    if (!starts_with_ignoring_case(rest, prefix)) continue;
    if (result.exact) {
      error = "stipulation " + quoted + ": exact- with reci-h is not supported";
      return std::nullopt;
    }
    return parse_reciprocal(quoted, rest.substr(prefix.size()), series, error);
  }
  const bool semi = starts_with_ignoring_case(rest, "semi-");
  if (semi) rest.remove_prefix(5);
  result.parry = starts_with_ignoring_case(rest, "pser-");
  if (result.parry) rest.remove_prefix(1);
  result.series = starts_with_ignoring_case(rest, "ser-");
  if (result.series) rest.remove_prefix(4);

  const std::string_view before_play = rest;
  result.play = read_play(rest);

  std::string goal_error;
  const std::optional<Goal> goal = read_goal_symbol(rest, goal_error);
  if (!goal) {
    // With neither a play letter nor a goal, the word may have meant either.
    const bool known = !goal_error.starts_with("expected");
    if (rest == before_play && !rest.empty() && !known)
      goal_error = "expected h, s, r or a goal (#, =, ==, ~, x, +, z<square>, ...)";
    error = "stipulation " + quoted + ": " + goal_error + (known ? "" : " " + at(rest));
    return std::nullopt;
  }
  result.goal = *goal;
  if (semi) {
    if (result.play != Play::Reflex || result.series) {
      error = "stipulation " + quoted + ": semi- other than with reflex play (semi-r#n) is not supported";
      return std::nullopt;
    }
    result.play = Play::SemiReflex;
  }
  if (result.proof_game()) {
    // dia n is help play; ser-dia n White's series (the play stays Direct).
    if (result.play != Play::Direct) {
      error = "stipulation " + quoted + ": a proof game other than dia n, dia n.5 or ser-dia n is not supported";
      return std::nullopt;
    }
    if (!result.series) result.play = Play::Help;
  }

  if (!read_length(rest, result.moves, result.half)) {
    error = "stipulation " + quoted + ": expected a number of moves (n or n.5) " + at(rest);
    return std::nullopt;
  }
  if (result.half && ((result.play != Play::Help && !result.help_with_ending()) || result.series)) {
    error = "stipulation " + quoted + ": only help play (h#n.5, hs#n.5, hr#n.5) may have half a move more";
    return std::nullopt;
  }
  if (result.help_with_ending() && result.series) {
    error = "stipulation " + quoted + ": series help-self or help-reflex play is not supported";
    return std::nullopt;
  }
  // exact- in help, series and battle play; not in semi-reflex play, nor in
  // series play ending otherwise than by the series side's move or a help move.
  const bool exact_applies =
      !result.series ? result.play != Play::SemiReflex : result.play == Play::Direct || result.play == Play::Help;
  if (result.exact && !exact_applies) {
    error = "stipulation " + quoted +
            ": exact- in semi-reflex play or in series play other than exact-ser-#n and exact-ser-h#n is not supported";
    return std::nullopt;
  }
  if (result.parry && (semi || result.exact || result.proof_game() || result.play == Play::Reflex)) {
    error =
        "stipulation " + quoted + ": pser- other than pser-<goal>n, pser-h<goal>n and pser-s<goal>n is not supported";
    return std::nullopt;
  }
  if (result.moves == 0 && !result.half) {
    error = "stipulation " + quoted + ": the number of moves must be at least 1";
    return std::nullopt;
  }

  result.text = stipulation_text(result);
  return result;
}

std::optional<Side> restricted_side(const Stipulation& stipulation, Side first) {
  if (stipulation.intro || stipulation.parry || stipulation.structured || stipulation.reciprocal ||
      stipulation.proof_game())
    return std::nullopt;
  if (stipulation.series) return opponent(first);
  if (stipulation.play == Play::Help || stipulation.help_with_ending())
    return stipulation.help_plies() % 2 == 0 ? first : opponent(first);
  // After the key (PostKeyPlay) the defender moves first.
  return stipulation.post_key ? first : opponent(first);
}

bool is_battle_play(const Stipulation& stipulation) {
  return stipulation.play != Play::Help && !stipulation.help_with_ending() && !stipulation.series;
}

bool goal_is_end_applies(const Stipulation& stipulation) {
  return stipulation.play != Play::Reflex && stipulation.play != Play::HelpReflex;
}

bool quodlibet_applies(const Stipulation& stipulation) {
  return stipulation.play == Play::Self || stipulation.play == Play::HelpSelf || stipulation.play == Play::SemiReflex ||
         (stipulation.play == Play::Reflex && !stipulation.series);
}

Stipulation with_options(const Stipulation& stipulation, const SolveOptions& options) {
  Stipulation result = stipulation;
  if (options.white_to_play && stipulation.a_to_b()) result.white_starts = true;
  if (options.white_to_play && stipulation.play == Play::Help && !stipulation.series && !stipulation.half &&
      !stipulation.structured && !stipulation.proof_game()) {
    result.moves -= 1;
    result.half = true;
    result.text = stipulation_text(result);
  }
  result.post_key = stipulation.post_key || (options.post_key_play && is_battle_play(stipulation));
  return result;
}

}  // namespace feerie
