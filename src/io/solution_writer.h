// Writes solutions in Popeye's layout: help and series lines, the indented
// tree of direct, self and reflex play, set play and progress lines.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "io/language.h"
#include "solve/direct_play.h"
#include "solve/help_play.h"
#include "solve/solution_sink.h"

namespace feerie {

void write_line(std::ostream& out, const SolutionLine& line);

// A key ("!") or a try ("?", followed by "but" and its refutations), with its tree.
void write_first_move(std::ostream& out, const PlayNode& node, bool key, const Language& language);
// Reflex play: a first move that reaches the goal, which the attacker must play ("?!?").
void write_forced_goal(std::ostream& out, const PlayNode& node);
// Option PostKeyPlay: the line of the key (its check mark only: node.text),
// the threat or zugzwang after the key, then the
// defences, those that beat the key followed by "refutes.".
void write_post_key_play(std::ostream& out, const PlayNode& node, const Language& language);
// Set play of direct, self and reflex play: the defender's moves and the
// attacker's continuations, closed by a blank line.
void write_set_play(std::ostream& out, const std::vector<PlayNode>& defences, const Language& language);
// Closes the set play lines of help play.
void write_set_play_end(std::ostream& out);
// Option MoveNumbers: "  3  (Rf2*f5    Time = 0.008 s)", before the move
// numbered 3 (or 3:5:16, MoveNumbering) is tried.
void write_progress(std::ostream& out, const std::vector<int>& numbers, const std::string& move,
                    std::optional<double> seconds, const Language& language);

// Writes what solving finds in Popeye's text, as it comes.
class PopeyeTextWriter : public SolutionSink {
 public:
  PopeyeTextWriter(std::ostream& out, const Language& language) : out_(out), language_(language) {}

  void second_half(const Stipulation& stated, const SolveOptions& options, bool has_play) override;
  void line(const SolutionLine& line) override { write_line(out_, line); }
  void end_set_play_lines() override { write_set_play_end(out_); }
  void set_play(const std::vector<PlayNode>& defences) override { write_set_play(out_, defences, language_); }
  void first_move(const PlayNode& node, bool key) override { write_first_move(out_, node, key, language_); }
  void forced_goal(const PlayNode& node) override { write_forced_goal(out_, node); }
  void post_key(const PlayNode& node) override { write_post_key_play(out_, node, language_); }
  void progress(const std::vector<int>& numbers, const std::string& move, std::optional<double> seconds) override {
    write_progress(out_, numbers, move, seconds, language_);
  }

 private:
  std::ostream& out_;
  const Language& language_;
};

}  // namespace feerie
