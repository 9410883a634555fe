#include "io/structured_forms.h"

namespace feerie {

namespace {

constexpr const char* BranchNames[] = {"attack branch (ad)", "defence branch (da)", "help branch (hh)",
                                       "series branch (s)"};

// What a tree holds that no form here has, for the refusal.
std::string construct_of(const StructuredNode& node) {
  switch (node.kind) {
    case StructuredKind::Goal: return "a goal outside a branch";
    case StructuredKind::Not: return "negation (!)";
    case StructuredKind::Inverted: return "a change of the side to move (-) inside a fork";
    case StructuredKind::And: return "conjunction (&)";
    case StructuredKind::Or: return "disjunction (|)";
    case StructuredKind::Branch: break;
  }
  if (node.min_length > 0) return "a minimum length (m:n)";
  if (node.check_zigzag) return "the conditional move (?+?)";
  for (const StructuredNode& fork : node.forks) {
    if (fork.constraint) return "a constraint ({...})";
    if (fork.forced) return "a forced fork ([>...])";
    if (fork.suppressed) return "a fork whose play is not written ([/...])";
    if (fork.kind != StructuredKind::Goal && fork.kind != StructuredKind::Branch) return construct_of(fork);
  }
  return std::string("this ") + BranchNames[static_cast<int>(node.branch)];
}

// The goal of a branch whose only fork is that plain goal after the letter
// in `slot`.
std::optional<Goal> only_goal(const StructuredNode& branch, int slot) {
  if (branch.forks.size() != 1) return std::nullopt;
  const StructuredNode& fork = branch.forks.front();
  if (fork.kind != StructuredKind::Goal || fork.slot != slot || fork.constraint || fork.forced || fork.suppressed)
    return std::nullopt;
  return fork.goal;
}

// The end of a help branch after the letter in `slot` by a fork whose play
// is not written: a defence branch of `length` reaching G after its move
// `goal_slot` (0: the defender's, 1: the attacker's), with the constraint
// "not in check". Its goal, or nothing.
std::optional<Goal> unwritten_end(const StructuredNode& branch, int slot, int length, int goal_slot) {
  if (branch.forks.size() != 1) return std::nullopt;
  const StructuredNode& fork = branch.forks.front();
  if (fork.kind != StructuredKind::Branch || fork.slot != slot || !fork.suppressed || fork.forced || fork.constraint ||
      fork.branch != BranchKind::Defence || fork.max_length != length || fork.min_length > 0 || fork.forks.size() != 2)
    return std::nullopt;
  const StructuredNode& goal = fork.forks[0];
  const StructuredNode& rule = fork.forks[1];
  const bool goal_in_place = goal.kind == StructuredKind::Goal && goal.slot == goal_slot && !goal.constraint &&
                             !goal.forced && !goal.suppressed;
  const bool not_in_check = rule.kind == StructuredKind::Not && rule.constraint && rule.operands.size() == 1 &&
                            rule.operands.front().kind == StructuredKind::Goal &&
                            rule.operands.front().goal.kind == GoalKind::Check;
  if (!goal_in_place || !not_in_check) return std::nullopt;
  return goal.goal;
}

// "[/2da[G]{!+}]": the side to move, not in check, cannot keep the other
// side from reaching G in one move (Stipulation::unparryable).
std::optional<Goal> unparryable_end(const StructuredNode& branch, int slot) {
  return unwritten_end(branch, slot, 2, 1);
}

// "[/1d[G]a{!+}]": the side to move, not in check, has a move and each
// reaches G (Stipulation::forced_end).
std::optional<Goal> forced_end(const StructuredNode& branch, int slot) { return unwritten_end(branch, slot, 1, 0); }

// A one-move branch ending in a goal, as the end of series play: 1h[G]h and
// 1a[G]d (the other side reaches the goal: ser-h), 1d[G]a (it must: ser-s);
// or 1a[/1d[G]a{!+}]d (the other side's move leads to a forced end).
std::optional<Stipulation> series_end(const StructuredNode& fork) {
  if (fork.kind != StructuredKind::Branch || fork.max_length != 1 || fork.min_length > 0 || fork.check_zigzag ||
      fork.constraint || fork.forced || fork.suppressed)
    return std::nullopt;
  std::optional<Goal> goal = only_goal(fork, 0);
  Stipulation result;
  if (!goal && fork.branch == BranchKind::Attack && (goal = forced_end(fork, 0))) result.forced_end = true;
  if (!goal || fork.branch == BranchKind::Series) return std::nullopt;
  result.goal = *goal;
  result.play = fork.branch == BranchKind::Defence ? Play::Self : Play::Help;
  return result;
}

// The branch as a form of the traditional kind, the side to move aside.
std::optional<Stipulation> form_of(const StructuredNode& node) {
  if (node.kind != StructuredKind::Branch || node.check_zigzag) return std::nullopt;
  // "n:nhh": help play of the full length only (exact-h).
  const bool exact = node.branch == BranchKind::Help && node.min_length == node.max_length;
  if (node.min_length > 0 && !exact) return std::nullopt;
  const int length = node.max_length;
  const bool odd = length % 2 == 1;
  Stipulation result;
  std::optional<Goal> goal;
  switch (node.branch) {
    case BranchKind::Attack:
      if (odd && (goal = only_goal(node, 0))) {
        result.play = Play::Direct;
        result.moves = (length + 1) / 2;
      } else if (odd && (goal = forced_end(node, 0))) {
        result.play = Play::Direct;
        result.moves = (length + 1) / 2;
        result.forced_end = true;
      } else if (!odd && (goal = only_goal(node, 1))) {
        result.play = Play::Self;
        result.moves = length / 2;
      }
      break;
    case BranchKind::Defence:
      if (!odd && (goal = only_goal(node, 1))) {
        result.play = Play::Direct;
        result.moves = length / 2 + 1;
      } else if (odd && (goal = only_goal(node, 0))) {
        result.play = Play::Self;
        result.moves = (length + 1) / 2;
      }
      result.post_key = true;
      break;
    case BranchKind::Help:
      goal = only_goal(node, odd ? 0 : 1);
      if (!goal && (goal = unparryable_end(node, odd ? 0 : 1))) result.unparryable = true;
      if (!goal && (goal = forced_end(node, odd ? 0 : 1))) result.forced_end = true;
      if (goal) {
        result.play = Play::Help;
        result.moves = length / 2;
        result.half = odd;
        result.exact = exact;
      }
      break;
    case BranchKind::Series:
      if ((goal = only_goal(node, 0))) {
        result.play = Play::Direct;
      } else if (node.forks.size() == 1) {
        if (const auto end = series_end(node.forks.front())) {
          goal = end->goal;
          result.play = end->play;
          result.forced_end = end->forced_end;
        }
      }
      result.series = true;
      result.moves = length;
      break;
  }
  if (!goal) return std::nullopt;
  result.goal = *goal;
  return result;
}

}  // namespace

std::optional<Stipulation> stipulation_of(const StructuredStipulation& structured, LanguageId language,
                                          std::string& error) {
  // 1. The side that makes the first move: each '-' before the branch
  //    gives the move to the other side.
  const StructuredNode* node = &structured.root;
  Side first = structured.starter;
  while (node->kind == StructuredKind::Inverted) {
    first = opponent(first);
    node = &node->operands.front();
  }
  const std::string text = structured_text(structured, language);
  std::optional<Stipulation> result = form_of(*node);
  if (!result) {
    error = "structured stipulation '" + text + "': " + construct_of(*node) + " is not supported";
    return std::nullopt;
  }
  // 2. Popeye writes the play after the key as the defender's moves only
  //    where the defender is not the side written first.
  if (result->post_key && first == structured.starter) {
    error = "structured stipulation '" + text + "': a defence branch begun by the side written is not supported";
    return std::nullopt;
  }
  // 3. The side to move as written, against the side that begins the form.
  result->sides_exchanged = first != starting_side(*result);
  // 4. Help lines are numbered from the side written: "1." where it moves
  //    first, "1..." where the other does; h#n.5 is "black -(2n+1)h[G]h".
  if (result->play == Play::Help && !result->series)
    result->numbering_flipped = (first != structured.starter) != result->half;
  result->structured = true;
  result->text = text;
  return result;
}

}  // namespace feerie
