// Receives what solving finds, in the order it is to be written: the search
// builds solutions (lines and trees of SolutionMove) and never prints; a
// writer renders them (Popeye's text: io/solution_writer.h; JSON:
// io/json_writer.h). Calls come from one thread at a time.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "solve/direct_play.h"
#include "solve/help_play.h"
#include "solve/options.h"
#include "solve/stipulation.h"

namespace feerie {

class SolutionSink {
 public:
  virtual ~SolutionSink() = default;

  // Duplex: the second half begins (the colours' parts exchanged); it has
  // play unless the side to move could take the king.
  virtual void second_half(const Stipulation& stated, const SolveOptions& options, bool has_play) = 0;
  // Help and series play: a solution (line.set_play: of the set play).
  virtual void line(const SolutionLine& line) = 0;
  // The set play of help or series play is over; the play follows.
  virtual void end_set_play_lines() = 0;
  // Direct, self and reflex play: the set play, a key or try with its tree,
  // a move the attacker of reflex play must play ("?!?"), the play after
  // the key (PostKeyPlay).
  virtual void set_play(const std::vector<PlayNode>& defences) = 0;
  virtual void first_move(const PlayNode& node, bool key) = 0;
  virtual void forced_goal(const PlayNode& node) = 0;
  virtual void post_key(const PlayNode& node) = 0;
  // Option MoveNumbers: the move numbered `numbers` is about to be tried,
  // `seconds` after solving began (none when times are not shown).
  virtual void progress(const std::vector<int>& numbers, const std::string& move, std::optional<double> seconds) = 0;
};

}  // namespace feerie
