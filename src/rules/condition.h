// A fairy condition is an object with a fixed set of hooks. Position and move
// generation call them in this order for every move:
//   1. paralysed():     who may neither move nor give check (asked per piece,
//                       on demand, and kept for the ply by Position)
//   2. departures():    where a piece's captures, non-captures or castling
//                       start, when a rule moves them (Mars Circe: captures
//                       from the rebirth square); asked by move generation and
//                       by Position::observers alike, so check follows it
//      walks():         the walks a piece moves, captures and observes with,
//                       when a rule lends it others than its type's (Annan
//                       chess: the walk of the friend behind it); asked by
//                       move generation and by Position::observers alike
//   3. generate():      rewrites the pseudo-legal moves as generated (which
//                       captures exist at all: Make&Take)
//   4. expand():        a generated move's choices, each a move of its own
//   5. consequences():  effects after the displacement (rebirth, explosion, mutation)
//   6. allows():        legality after the move, beyond self-check
//   7. check_counts():  whether an observation of a king is a check
//                       (king_observers(), where a condition has it, says
//                       instead which pieces would take a king at all;
//                       in_check(), where a condition has it, says instead
//                       what check is: SAT's flights)
// and once per position, after the others:
//   8. select():        which of a side's legal moves it may play (the longest,
//                       under Maximummer): sees the whole legal list; mate
//                       and stalemate see it only where it binds mobility
// and for the goals mate and stalemate, of a side without a legal move:
//   9. suffocated():    whether only paralysis keeps it from moving
// and for the goals that ask whether a side can move (mate, stalemate):
//  10. immobile():      whether the side to move counts as unable to move,
//                       where a rule says so otherwise than "no legal move"
//                       (MAFF: its king has exactly one legal move)
// and for the goal mate, of a side mated:
//  11. mate_counts():   whether the mate counts (AMU: the mating man was
//                       attacked exactly once where it stood)
// and in direct play, after the defender's pass that shows a threat:
//  12. after_threat_pass(): effects of the pass, as of a move (LostPieces:
//                       the men lost leave the board)
// A hook a condition does not override costs nothing: Rules skips it.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "core/bitboard.h"
#include "core/move.h"

namespace feerie {

class Position;
class Rules;
struct BoardGrid;

// What the displacement of the move being made did, for the consequence hooks.
struct Displacement {
  Move move;
  Piece mover;                                      // the piece as it stood before moving
  Piece captured;                                   // NoPiece if none
  Square capture_square = NoSquare;                 // differs from move.to for en passant
  Square rook_from = NoSquare, rook_to = NoSquare;  // castling
};

// Piece attributes that a condition must be defined with before it is played
// beside pieces that carry them (Condition::handled_attributes).
enum class PieceAttribute : unsigned {
  Neutral = 1,  // a piece of both sides (Piece::neutral)
  Royal = 2,    // a piece other than a king that is a king for check and mate (Piece::royal)
  // A piece that captures elsewhere than where it lands (a locust, a marine
  // piece: Position::capture_square).
  RemoteCapture = 4,
  // A piece that moves as the pieces observing it (the Orphan: core/orphan.h).
  BorrowedWalk = 8,
  // A piece that changes its type after each of its moves (Piece::chameleon).
  Chameleon = 16,
  // A piece that vanishes when it captures (Piece::kamikaze).
  Kamikaze = 32,
  // A piece whose walk tells the sides apart (the Radial knight hops only
  // over enemy pieces: core/walk.h, Reach::EnemyTreeHop); the fields that
  // rules compute for lent or relocated walks know no sides.
  SidedWalk = 64,
  // A piece that no move captures (Piece::uncapturable).
  Uncapturable = 128,
  // A piece that changes between neutral and coloured as it moves (Piece::half_neutral).
  HalfNeutral = 256,
  // A piece that paralyses the enemy men it observes (Piece::paralysing).
  Paralysing = 512,
  // A hopper that changes or moves the man it hops over (Piece::hurdle_rules).
  HurdleRules = 1024,
  // A man that moves only while an enemy observes it (Piece::functionary).
  Functionary = 2048,
};

enum class Hook : unsigned {
  Paralysis = 1,
  Expansion = 2,
  Consequences = 4,
  Legality = 8,
  CheckValidation = 16,
  Selection = 32,
  Generation = 64,
  KingObservation = 128,
  Departure = 256,
  Walk = 512,
  Check = 1024,
  Prelude = 2048,
  Suffocation = 4096,
  Immobility = 8192,
  MateFilter = 16384,
  ThreatPass = 32768,
};
constexpr int HookCount = 16;

// The kinds of move whose starting squares a condition may name
// (Condition::departures).
enum class MoveScope : unsigned {
  // Captures, and with them observation: check, paralysis, support.
  Captures = 1,
  // Moves to empty squares (castling aside).
  NonCaptures = 2,
  // A king's castling from a square named, as if the king had not moved
  // (beside its castling from its own square with its right).
  Castling = 4,
  // A rook castling from a corner named, as if it stood there unmoved
  // (beside a rook on its corner with its right).
  CastlingPartner = 8,
};

// The squares one piece's moves of one kind start from, each once: its own
// square, or squares a rule puts it on first (its own square then empty).
class Departures {
 public:
  static constexpr int Capacity = 4;
  void add(Square square) {
    if (!contains(square) && count_ < Capacity) squares_[count_++] = square;
  }
  bool contains(Square square) const { return std::find(begin(), end(), square) != end(); }
  bool empty() const { return count_ == 0; }
  const Square* begin() const { return squares_; }
  const Square* end() const { return squares_ + count_; }

 private:
  Square squares_[Capacity] = {};
  int count_ = 0;
};

// The piece types whose walks one piece moves with (Condition::walks), each once.
class Walks {
 public:
  static constexpr int Capacity = 4;
  void add(PieceType type) {
    if (!contains(type) && count_ < Capacity) types_[count_++] = type;
  }
  bool contains(PieceType type) const { return std::find(begin(), end(), type) != end(); }
  bool empty() const { return count_ == 0; }
  int size() const { return count_; }
  const PieceType* begin() const { return types_; }
  const PieceType* end() const { return types_ + count_; }

 private:
  PieceType types_[Capacity] = {};
  int count_ = 0;
};

class Condition {
 public:
  virtual ~Condition() = default;
  // The condition's line as printed under the stipulation (e.g. "Circe Parrain").
  virtual std::string name() const = 0;
  // Which hooks this condition overrides (a combination of Hook bits).
  virtual unsigned hooks() const = 0;

  // The pieces among `candidates` that are paralysed.
  virtual Bitboard paralysed(const Position&, Bitboard /*candidates*/) const { return 0; }
  // Rewrites the side to move's pseudo-legal moves, as the generator made
  // them, before their choices are expanded: Make&Take replaces every capture
  // by the captures that follow an approach.
  virtual void generate(const Position&, MoveList& /*moves*/) const {}
  // Append `move` with every choice it carries to `out` (default: itself).
  virtual void expand(Position&, const Move& move, MoveList& out) const { out.push(move); }
  // Where the moving piece stops when expand() made the move carry it on
  // from move.to (Take&Make's step); NoSquare when it stops on move.to.
  virtual Square moves_on_to(const Move&) const { return NoSquare; }
  virtual void consequences(Position&, const Displacement&) const {}
  // Effects a rule puts before the move's displacement, on the board as it
  // stood (SingleBox Type3: a latent pawn promotes, then the move is made,
  // perhaps by that piece: "[d8=B]Bd8-b6"); the notation writes them first.
  virtual void prelude(Position&, const Move&) const {}
  // Called with the move made and the mover's side; false makes the move illegal.
  virtual bool allows(Position&, Side /*mover*/) const { return true; }
  // `king` may also be a square a castling king passes over (the king itself
  // still stands on its home square then).
  virtual bool check_counts(const Position&, Square /*attacker*/, Square /*king*/) const { return true; }
  // The pieces of `by` that would take a king of the other side standing on
  // `square` (the board's pieces but with `occupied` as occupancy), where a
  // condition makes taking a king another thing than the observation of
  // Position::observers (Make&Take: an approach as a king, then a capture).
  // Asked for checks and for the squares a castling king passes; paralysis
  // and check_counts() still apply to the pieces it names.
  virtual Bitboard king_observers(const Position&, Square /*square*/, Side /*by*/, Bitboard /*occupied*/) const {
    return 0;
  }
  // Whether `side` is in check, where a condition defines check otherwise
  // than by the observation of a king (SAT: by the king's flights). It
  // answers for Position::in_check everywhere (self-check, mate, stalemate,
  // the check of the goal and of the notation, a castling king's start and
  // passage); Position::king_attacked is the check of observation, which
  // the definition may read. One condition defines check for a problem
  // (the one of highest check_precedence()).
  virtual bool in_check(const Position&, Side /*side*/) const { return false; }
  // Which of several conditions that define check does (StrictSAT over
  // SAT, as Popeye): the highest, the first named among equals.
  virtual int check_precedence() const { return 0; }
  // Whether a piece that arrives on `square` may be carried on from there by
  // the condition (Wormholes): a castling king's arrival there is then
  // judged once the move is made, not by the castling generator.
  virtual bool carries_on_from(Square /*square*/) const { return false; }
  // Whether select() restricts the moves of `side`.
  virtual bool selects(Side /*side*/) const { return false; }
  // Keeps the moves of `legal` (all legal moves of the side to move, every
  // choice a move of its own) that the side may play, in their order.
  // `rules` are all the conditions in force (where a move ends:
  // Rules::arrival). A selection may empty a non-empty list (a strict
  // mummer measures the pseudo-legal moves, and the longest may all be
  // illegal); mate and stalemate tests see the selection only where
  // selection_binds_mobility() says so, else the side still counts as able
  // to move (as Popeye's exact mummers).
  virtual void select(Position&, MoveList& /*legal*/, const Rules& /*rules*/) const {}
  // Whether `side`, to move on `position`, cannot move at all, for mate and
  // stalemate, when select() leaves it no move: always under Popeye's ultra
  // mummers; under UltraSchachZwang only while not in check (Popeye judges
  // mate without it, stalemate with it).
  virtual bool selection_binds_mobility(const Position&, Side /*side*/) const { return false; }
  // Whether `side`, to move on `position` and without a legal move, is held
  // only by the condition's paralysis: every man of it that would have a
  // move but for paralysis is paralysed, and one has (Paralysing pieces).
  // It is then stalemated, in check or not, and never mated (as Popeye).
  virtual bool suffocated(Position&, Side /*side*/) const { return false; }
  // Whether the side to move counts as unable to move for the goals (mate,
  // stalemate and those built on them), replacing "it has no legal move".
  virtual bool immobile(Position&) const { return false; }
  // Whether a mate just reached, by the position's last move, counts for
  // the goal mate.
  virtual bool mate_counts(Position&) const { return true; }
  virtual void after_threat_pass(Position&) const {}
  // Sets up the diagram position before play (a piece captured before the
  // diagram, waiting in the Parrain reserve).
  virtual void prepare(Position&) const {}
  // The kinds of move (MoveScope bits) whose departures this condition names.
  virtual unsigned relocated_moves() const { return 0; }
  // Adds to `out` the squares from which the piece on `square` makes its
  // moves of `scope` for `side` (a neutral piece acts for either), on the
  // board `occupied` (a square the piece would first be put on must be
  // empty there). The piece's own square is added only where its moves of
  // that kind may start from it; an empty list: the piece has none.
  virtual void departures(const Position&, Square /*square*/, Side /*side*/, MoveScope /*scope*/, Bitboard /*occupied*/,
                          Departures& /*out*/) const {}
  // Adds to `out` the types whose walks the piece on `square` moves, captures
  // and observes with for `side` (a neutral piece acts for either), where the
  // rule lends it other walks than its own type's (Annan chess: the walk of
  // the friend standing just behind it); adds nothing where the piece keeps
  // its own. The piece keeps its type for everything but its walk (see
  // movegen/walk_rule_moves.h): a pawn still promotes, a king still castles
  // only by the king's walk. Read from the board as it stands: a king that
  // castles is judged on each square it passes as standing there.
  virtual void walks(const Position&, Square /*square*/, Side /*side*/, Walks& /*out*/) const {}
  // Whether a rook this condition paralyses may still castle (the king's
  // paralysis alone binds castling): UltraPatrol, as Popeye.
  virtual bool paralysed_rook_castles() const { return false; }
  // Maximum kings per side the condition allows in a diagram (orthodox: 1).
  virtual bool allows_several_kings() const { return false; }
  // Whether the condition's rules read where the men stood in the diagram
  // (core/diagram_squares.h): positions alike whose men came from elsewhere
  // then differ, and the search's tables tell them apart.
  virtual bool reads_diagram_squares() const { return false; }
  // Whether a pawn may stand on its promotion rank, in the diagram and after
  // a move, where it stays a pawn (SingleBox Type2 and Type3: a latent pawn).
  virtual bool allows_latent_pawns() const { return false; }
  // Whether a side's men may capture its own men too, but its king
  // (Bicaptures): Position::capturable then holds them.
  virtual bool captures_own_men() const { return false; }
  // Whether the diagram may show the side not to move in check, and be
  // played on (LeseMajeste, as Popeye); no king is taken then.
  virtual bool allows_waiting_side_in_check() const { return false; }
  // Whether goal-directed help and series play stays sound under the
  // condition (solve/goal_reach.h): no piece gets farther in n moves than
  // on an empty board, and a king is mated (stalemated) only with each
  // square next to it guarded or blocked. A condition that moves pieces
  // without a move (rebirth, mutation) or frees a king otherwise says no.
  virtual bool keeps_mate_geometry() const { return false; }
  // Whether the condition is played in proof games and A-to-B problems,
  // which start from another position than the diagram: not where it holds
  // men off the board that the diagram places (imitators, holes) or follows
  // men from their diagram squares.
  virtual bool plays_proof_games() const { return true; }
  // Whether the proof games' bound (solve/proof_game.h: the moves each man
  // needs to reach its square) holds under the condition: every move is a
  // man's own move by its walk with chess's effects, the condition only
  // judging which are legal (KoeKo, Checkless chess).
  virtual bool keeps_proof_bound() const { return false; }
  // The types a pawn may promote to where the condition names them
  // (PromOnly), in place of Q R B S and the diagram's fairy types; empty
  // for most.
  virtual std::vector<PieceType> promotion_only() const { return {}; }
  // What stands in the game array, a proof game's start, where a man of
  // `type` stands in chess (CavalierMajeur: a nightrider for a knight).
  virtual PieceType in_game_array(PieceType type) const { return type; }
  // The piece attributes the condition is defined with (PieceAttribute
  // bits): with neutral pieces, who is reborn where and who paralyses whom;
  // with royal pieces, what a rule does to a king that is not one by type.
  // A problem with pieces whose attribute a condition does not name is
  // refused rather than solved by a rule never written.
  virtual unsigned handled_attributes() const { return 0; }
  // The piece attributes the condition gives pieces in play (PieceAttribute
  // bits: Ghost chess's ghosts are uncapturable); Popeye writes the line of
  // such an attribute under the diagram even where no piece has it yet.
  virtual unsigned given_attributes() const { return 0; }
  // Whether the condition puts a kamikaze piece that captures on its rebirth
  // square (consequences()), where it would otherwise vanish (Circe, as Popeye).
  virtual bool relocates_kamikaze() const { return false; }
  // Whether the man in the reserve (Position::reserve) waits for the next
  // capture rather than for the next move (Circe WaitCapture), and so
  // outlasts a null move (threats).
  virtual bool reserve_waits_for_capture() const { return false; }
  // Two variants of one family are refused together, unless each puts back
  // a different man of a capture: the man taken (Circe) and the capturer
  // (AntiCirce), as Popeye plays them together. Which man this variant puts
  // back where it may stand beside the other; None where it may not.
  enum class RebornMan { None, Taken, Capturer };
  virtual RebornMan reborn_man() const { return RebornMan::None; }
  // Whether the condition's consequences come before every other's, whatever
  // the order the conditions were named in (AntiCirce's capturer is reborn
  // before Circe's captured man, as Popeye orders them).
  virtual bool consequences_first() const { return false; }
  // Whether the condition's consequences come after every other's (Anda
  // judges the check once Circe's rebirth is made, as Popeye).
  virtual bool consequences_last() const { return false; }
  // The name Popeye writes for a turn the condition adds that moves no man
  // (Move::moves_no_man: RoleExchange's "1. RoleExchange"); empty for most.
  virtual std::string turn_name() const { return {}; }
  // What the condition writes after the notation of the move just made
  // (BGL: the distances left, " (4.5/3)"); empty for most.
  virtual std::string annotation(const Position&) const { return {}; }
  // Whether the condition's rule is written for the goal mate alone
  // (Exclusive chess: a mating move is legal only where it is the only one);
  // a stipulation with another goal is refused under it.
  virtual bool defined_for_mate_only() const { return false; }
  // Why the condition cannot be played on this diagram (before play), or an
  // empty text if it can: SingleBox Type1 beside fairy pieces, which Popeye
  // refuses too.
  virtual std::string refusal(const Position&) const { return {}; }
  // The cells the board is divided into, which the diagram draws (Grid
  // chess); nullptr for a condition without cells.
  virtual const BoardGrid* grid() const { return nullptr; }
  // The squares of the imitators the condition puts in the diagram
  // (Position::imitators), which the diagram draws; none for most.
  virtual std::vector<Square> imitators() const { return {}; }
  // The holes the condition takes off the board (Position::holes), which
  // the diagram draws as blank squares; none for most.
  virtual Bitboard holes() const { return 0; }
  // Whether the condition is written under the diagram (Popeye does not
  // write Hole: its holes are drawn).
  virtual bool written_under_diagram() const { return true; }
};

}  // namespace feerie
