// A stipulation as a small typed value, parsed from Popeye's syntax
// (#2, h#3, h#2.5, s#2, r#2, ser-h#3, h=2, hze73, ser-x28, ...).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/types.h"
#include "solve/goal.h"
#include "solve/options.h"

namespace feerie {

// HelpSelf (hs#n): help play, White first, whose last move forces the other
// side to reach the goal (an s#1 ending). HelpReflex (hr#n): help play,
// White first, after whose last move the other side can reach the goal and
// so must (an r#1 ending); either side able to reach the goal before is
// bound to, White failing, Black ending the play there. With .5 (hs#n.5,
// hr#n.5) Black plays first. SemiReflex (semi-r#n): reflex play in which
// only the defender is bound to reach the goal when he can.
enum class Play { Direct, Help, Self, Reflex, HelpSelf, SemiReflex, HelpReflex };

struct Stipulation {
  Play play = Play::Direct;
  Goal goal;
  bool series = false;
  // pser- (Popeye's parry series): the other side moves in the series only
  // to parry a check. In help play (pser-h) the parry is one of the help;
  // in direct and self play (pser-#, pser-s) every parry must lead on.
  bool parry = false;
  int moves = 1;       // n of #n, h#n, ser-h#n (full moves)
  bool half = false;   // h#n.5: one half-move more, White starts
  bool exact = false;  // exact-: solutions of the full length only
  // n->ser-...: the other side first plays a series of 1 to n intro moves,
  // none but the last giving check; the play follows (solve/intro_series.h).
  int intro = 0;
  // Option PostKeyPlay in direct, self and reflex play: the diagram is the
  // position after the key, the defender to move.
  bool post_key = false;
  std::string text;  // as printed on the stipulation line, e.g. "h#2.5"
  // A structured stipulation (sstipulation) names the side that moves
  // first; where it is not the form's usual one, the search exchanges the
  // colours' parts, as in half-duplex.
  bool sides_exchanged = false;
  // Help lines are numbered from the side written in a structured
  // stipulation: "white 3h[#]h" writes "1.Kc7 a5   2.Qa6 #" where h#1.5
  // writes "1...Kc7   2.a5 Qa6 #".
  bool numbering_flipped = false;
  bool structured = false;  // its text is kept as written under every option
  // reci-h (Popeye's reciprocal help play, reci-h(=)#n): after the help or
  // series play, the side to move both reaches `own_goal` in one move and
  // helps the other side reach `goal` in one move more. Every line of both
  // endings is a solution.
  bool reciprocal = false;
  Goal own_goal;
  // Help play whose end is a position where the side to move, not in
  // check, cannot keep the other side from reaching the goal: it has a
  // move, and after each the other side reaches the goal in one move
  // (Popeye's structured "6hh[/2da[#]{!+}]", the "undeckbar" problems). The
  // last two moves are not written.
  bool unparryable = false;
  // Help or direct play to a position where the side to move, not in
  // check, has a move and each of its moves reaches the goal (Popeye's
  // structured "8hh[/1d[x]a{!+}]" and "3a[/1d[+]a{!+}]d", the
  // capture-zugzwang problems); in series play, the other side's one move
  // leads there ("8s[1a[/1d[+]a{!+}]d]"). The forced move is not written.
  bool forced_end = false;

  // Number of half-moves of the help play (2n, or 2n+1 with .5); hs#n has
  // 2n-1, the other side's forced move following.
  // reci-h#n has 2n, its last two being the help ending.
  int help_plies() const { return 2 * moves + (half ? 1 : 0) - (help_with_ending() ? 1 : 0); }
  // hs# and hr#: help play whose last move the other side's forced or bound move follows.
  bool help_with_ending() const { return play == Play::HelpSelf || play == Play::HelpReflex; }
  // dia n, dia n.5: help play from the game array, White first whatever the
  // length; ser-dia n: White's series from the game array (solve/proof_game.h).
  bool proof_game() const { return goal.kind == GoalKind::ProofGame || goal.kind == GoalKind::AToB; }
  // a=>b n: help play from position A (`start`), Black first unless
  // `white_starts` (option WhiteToPlay, which does not shorten it); ser-a=>b n:
  // White's series.
  bool a_to_b() const { return goal.kind == GoalKind::AToB; }
  std::vector<std::pair<Square, Piece>> start;
  bool white_starts = false;
};

// The side that plays first: White, but Black in help play of whole moves,
// in help series (ser-h#) and after the key (PostKeyPlay); the other side
// where intro moves come first.

Side starting_side(const Stipulation& stipulation);

// The stipulation as solved and printed under the options: WhiteToPlay turns
// h#n into h#(n-1).5, as Popeye does; PostKeyPlay sets post_key.
Stipulation with_options(const Stipulation& stipulation, const SolveOptions& options);

// The side that a condition without a side of its own binds (Popeye's
// Maximummer and UltraSchachZwang without one), `first` moving first: the
// defender in direct, self and reflex play; in help play the side that does
// not make the help's last move (the mated side of h#n and h#n.5, the side
// forced to move last in hs#n); in series play the side that does not play
// the series. None for the forms whose sides Feerie does not decide (intro
// and parry series, structured and reciprocal stipulations, proof games).
std::optional<Side> restricted_side(const Stipulation& stipulation, Side first);

// Direct, self and reflex play, not in series: an attacker and a defender.
bool is_battle_play(const Stipulation& stipulation);

// Option GoalIsEnd needs one side to be the one to reach the goal: not so in
// reflex play, where Popeye ignores the option.
bool goal_is_end_applies(const Stipulation& stipulation);

// Option Quodlibet lets the attacker of self play reach the goal himself.
// Popeye ignores it in direct, help and series reflex play; it takes it in
// reflex play, where the attacker able to reach the goal is bound to anyway.
bool quodlibet_applies(const Stipulation& stipulation);

// Parses Popeye's stipulation text; nullopt with `error` set when malformed.
std::optional<Stipulation> parse_stipulation(std::string_view text, std::string& error);

}  // namespace feerie
