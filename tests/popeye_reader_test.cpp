#include "io/popeye_reader.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/piece_catalogue.h"
#include "io/twin.h"

namespace feerie {
namespace {

Problem read_one(const std::string& text) {
  auto problems = read_popeye(text);
  EXPECT_EQ(problems.size(), 1u);
  if (problems.empty() || !problems[0].problem) {
    ADD_FAILURE() << (problems.empty() || !problems[0].error ? "nothing read" : problems[0].error->what());
    return Problem{};
  }
  return *problems[0].problem;
}

InputError error_of(const std::string& text) {
  auto problems = read_popeye(text);
  EXPECT_FALSE(problems.empty());
  if (problems.empty() || !problems[0].error) {
    ADD_FAILURE() << "no error for: " << text;
    return InputError(0, 0, "");
  }
  return *problems[0].error;
}

bool has_piece(const std::vector<PlacedPiece>& pieces, const char* square, PieceType type, Side side) {
  for (const PlacedPiece& placed : pieces)
    if (placed.square == parse_square(square) && placed.piece == Piece{type, side}) return true;
  return false;
}

TEST(Reader, EnglishProblemWithAbbreviations) {
  const Problem problem = read_one(
      "BeginProblem\nauth Jane Doe\norigin The Problemist 1990\ntitle  a test\naward 1st Prize\n"
      "pieces white Kf1 Sa8h8 Pe5 black Ke7 Pb2\nstip h#2.5\ncond circe\nopt vari try\nEndProblem\n");
  EXPECT_EQ(problem.language, LanguageId::English);
  EXPECT_EQ(problem.authors, std::vector<std::string>{"Jane Doe"});
  EXPECT_EQ(problem.origins, std::vector<std::string>{"The Problemist 1990"});
  EXPECT_EQ(problem.titles, std::vector<std::string>{"a test"});
  EXPECT_EQ(problem.awards, std::vector<std::string>{"1st Prize"});
  EXPECT_EQ(problem.pieces.size(), 6u);
  EXPECT_TRUE(has_piece(problem.pieces, "h8", PieceType::Knight, Side::White));
  EXPECT_TRUE(has_piece(problem.pieces, "b2", PieceType::Pawn, Side::Black));
  EXPECT_EQ(problem.stipulation.text, "h#2.5");
  EXPECT_EQ(problem.condition_words, std::vector<std::string>{"circe"});
  EXPECT_TRUE(problem.options.variations);
  EXPECT_TRUE(problem.options.tries);
  EXPECT_EQ(problem.options.defences, 1);
}

TEST(Reader, GermanProblemWithGermanPieceLetters) {
  const Problem problem = read_one(
      "AnfangProblem\nautor Manfred Nieroba\nquelle Problemkiste 1995\nsteine weiss ka2 sf6 ba6c6 lb1 tc1 dd1\n"
      "       schwarz ka5 bc2\nforderung h=3\nbedingung circe\noption varianten ohnedrohung widerlegung 2\n"
      "EndeProblem\n");
  EXPECT_EQ(problem.language, LanguageId::German);
  EXPECT_TRUE(has_piece(problem.pieces, "a6", PieceType::Pawn, Side::White));
  EXPECT_TRUE(has_piece(problem.pieces, "b1", PieceType::Bishop, Side::White));
  EXPECT_TRUE(has_piece(problem.pieces, "c1", PieceType::Rook, Side::White));
  EXPECT_TRUE(has_piece(problem.pieces, "d1", PieceType::Queen, Side::White));
  EXPECT_TRUE(has_piece(problem.pieces, "c2", PieceType::Pawn, Side::Black));
  EXPECT_EQ(problem.stipulation.goal.kind, GoalKind::Stalemate);
  EXPECT_TRUE(problem.options.no_threat);
  EXPECT_EQ(problem.options.defences, 2);
}

TEST(Reader, FrenchKeywordsAndForsyth) {
  const Problem problem = read_one("DebutProbleme\nforsyth 4r3/8/8/8/8/8/8/4R3\nenonce #2\nFinProbleme\n");
  EXPECT_EQ(problem.language, LanguageId::French);
  EXPECT_TRUE(has_piece(problem.pieces, "e8", PieceType::King, Side::Black));
  EXPECT_TRUE(has_piece(problem.pieces, "e1", PieceType::King, Side::White));
}

TEST(Reader, AChameleonSequenceReadsPieceCodesThatAbbreviateKeywords) {
  // R abbreviates Remark, but after a chameleon sequence's start it is a rook.
  const Problem problem = read_one(
      "beginproblem\ncondition circe chameleon q s b r\npieces white ke1 black ke8\nstipulation ~1\nendproblem\n");
  EXPECT_EQ(problem.condition_words, (std::vector<std::string>{"circe", "Chameleon", "q", "s", "b", "r"}));
  EXPECT_TRUE(problem.remarks.empty());
  // So after the keyword of Chameleon Circe in German.
  const Problem german = read_one(
      "AnfangProblem\nbedingung chamaeleoncirce d s l t\nsteine weiss ke1 schwarz ke8\nforderung ~1\nEndeProblem\n");
  EXPECT_EQ(german.condition_words.size(), 5u);
  EXPECT_TRUE(german.remarks.empty());
}

TEST(Reader, NumberOfMovesMayFollowTheGoalAsAWordOfItsOwn) {
  const Problem problem = read_one("beginproblem\npieces white ke1 black ke8\nstip ser-s00 9\nendproblem\n");
  EXPECT_EQ(problem.stipulation.text, "ser-s009");
  EXPECT_EQ(problem.stipulation.moves, 9);
  const Problem target = read_one("beginproblem\nstip hze8 1.5\npieces white ke1 black ke8\nendproblem\n");
  EXPECT_EQ(target.stipulation.goal, (Goal{GoalKind::Target, parse_square("e8")}));
  EXPECT_TRUE(target.stipulation.half);
  const InputError error = error_of("beginproblem\npieces white ke1 black ke8\nstip h# pieces\nendproblem\n");
  EXPECT_NE(std::string(error.what()).find("stipulation 'h#': expected a number of moves"), std::string::npos);
  EXPECT_EQ(error.line, 3);
}

TEST(Reader, OptionsWithArguments) {
  const Problem problem = read_one(
      "begin\npieces white ke1 ra1 black ke8\nstipulation #3\n"
      "option threat 2 maxsolutions 5 maxtime 1.5 nocastling a1 enpassant e2e3e4 noboard setplay duplex\nend\n");
  EXPECT_EQ(problem.options.threat_length, 2);
  EXPECT_EQ(problem.options.max_solutions, 5u);
  EXPECT_DOUBLE_EQ(*problem.options.max_time_seconds, 1.5);
  EXPECT_EQ(problem.no_castling, std::vector<Square>{parse_square("a1")});
  EXPECT_EQ(problem.en_passant, parse_square("e3"));
  EXPECT_TRUE(problem.no_board);
  EXPECT_TRUE(problem.options.set_play);
  EXPECT_TRUE(problem.options.duplex);
}

// NonTrivial m n: the non-trivial defences allowed, then the length within
// which the attacker's answer makes a defence trivial.
TEST(Reader, OptionNonTrivialTakesTwoNumbers) {
  const Problem problem =
      read_one("begin\npieces white ke1 ra1 black ke8\nstipulation s#5\noption nontrivial 2 1 variation\nend\n");
  ASSERT_TRUE(problem.options.non_trivial);
  EXPECT_EQ(problem.options.non_trivial->max_defences, 2);
  EXPECT_EQ(problem.options.non_trivial->length, 1);
  EXPECT_TRUE(problem.options.variations);
  EXPECT_FALSE(read_one("begin\npieces white ke1 black ke8\nstipulation #2\nend\n").options.non_trivial);
}

// Spinach sends numbers of several levels: 3:5:16 names a line.
TEST(Reader, MoveNumbersOfSeveralLevels) {
  const Problem problem =
      read_one("begin\npieces white ke1 black ke8\nstipulation h#2\noption start 3:5:16 upto 7\nend\n");
  EXPECT_EQ(problem.options.start_move_number, (std::vector<int>{3, 5, 16}));
  EXPECT_EQ(problem.options.up_to_move_number, std::vector<int>{7});
  EXPECT_TRUE(problem.options.move_numbers);
  for (const char* bad : {"3:", ":3", "3::5", "3:x"})
    EXPECT_NE(std::string(error_of(std::string("begin\npieces white ke1 black ke8\nstipulation h#2\noption start ") +
                                   bad + "\nend\n")
                              .what())
                  .find("expected a number after StartMoveNumber"),
              std::string::npos)
        << bad;
}

TEST(Reader, SeveralProblemsAndTheBadOneIsSkipped) {
  const auto problems = read_popeye(
      "beginproblem\npieces white ke1 black ke8\nstipulation #2\nnextproblem\n"
      "pieces white ke1 xe4 black ke8\nstipulation #2\nnext\n"
      "pieces white ke1 black ke8\nstipulation h#2\nendproblem\n");
  ASSERT_EQ(problems.size(), 3u);
  EXPECT_TRUE(problems[0].problem);
  EXPECT_TRUE(problems[1].error);
  ASSERT_TRUE(problems[2].problem);
  EXPECT_EQ(problems[2].problem->stipulation.text, "h#2");
}

Diagram twin_diagram(const std::string& twins, std::size_t index) {
  const Problem problem =
      read_one("beginproblem\npieces white ke1 qd1 sf6 black ke8 pb7\nstipulation #2\n" + twins + "\nendproblem\n");
  const auto setups = twin_setups(problem);
  EXPECT_GT(setups.size(), index);
  return setups.size() > index ? setups[index].diagram : Diagram{};
}

Piece on(const Diagram& diagram, const char* square) { return diagram.board[parse_square(square)]; }

TEST(Reader, TwinMoveExchangeRemoveAdd) {
  EXPECT_EQ(on(twin_diagram("twin move f6 b6", 1), "b6"), (Piece{PieceType::Knight, Side::White}));
  EXPECT_TRUE(on(twin_diagram("twin move f6 b6", 1), "f6").empty());
  EXPECT_TRUE(on(twin_diagram("twin move f6 b6", 0), "b6").empty());
  const Diagram exchanged = twin_diagram("twin exchange d1 b7", 1);
  EXPECT_EQ(on(exchanged, "d1"), (Piece{PieceType::Pawn, Side::Black}));
  EXPECT_EQ(on(exchanged, "b7"), (Piece{PieceType::Queen, Side::White}));
  EXPECT_TRUE(on(twin_diagram("twin remove d1f6", 1), "f6").empty());
  EXPECT_EQ(on(twin_diagram("twin add black qa5 rh1", 1), "h1"), (Piece{PieceType::Rook, Side::Black}));
}

// Fairy pieces by Popeye's codes: one or two characters before the squares
// (the length of the word tells which), as a word of their own, in every
// input language, and in twins.
TEST(Reader, FairyPiecesByTheirCodes) {
  const Piece camel{piece_type_named("Camel"), Side::White};
  const Piece grasshopper{piece_type_named("Grasshopper"), Side::Black};
  for (const char* text : {"beginproblem\npieces white ke1 cac1c3 black ke8 gd4\nstipulation #2\nendproblem\n",
                           "beginproblem\npieces white ke1 ca c1c3 black ke8 g d4\nstipulation #2\nendproblem\n",
                           "anfang\nsteine weiss ke1 cac1c3 schwarz ke8 gd4\nforderung #2\nende\n",
                           "debutprobleme\npieces blanc re1 chc1c3 noir re8 sd4\nenonce #2\nfinprobleme\n"}) {
    const Problem problem = read_one(text);
    Diagram diagram;
    for (const PlacedPiece& placed : problem.pieces) diagram.board[placed.square] = placed.piece;
    EXPECT_EQ(on(diagram, "c1"), camel) << text;
    EXPECT_EQ(on(diagram, "c3"), camel) << text;
    EXPECT_EQ(on(diagram, "d4"), grasshopper) << text;
  }
  EXPECT_EQ(on(twin_diagram("twin substitute s ca", 1), "f6"), (Piece{piece_type_named("Camel"), Side::White}));
  EXPECT_EQ(on(twin_diagram("twin add white g2a3", 1), "a3"), (Piece{piece_type_named("Grasshopper2"), Side::White}));
}

TEST(Reader, TwinSubstituteRotateMirrorShiftPolish) {
  EXPECT_EQ(on(twin_diagram("twin substitute q r", 1), "d1"), (Piece{PieceType::Rook, Side::White}));
  // Rotation by 90 degrees carries a1 to h1, so e1 goes to h5.
  EXPECT_EQ(on(twin_diagram("twin rotate 90", 1), "h5"), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(on(twin_diagram("twin mirror a1<-->h1", 1), "d1"), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(on(twin_diagram("twin shift e1 d1", 1), "d1"), (Piece{PieceType::King, Side::White}));
  EXPECT_EQ(on(twin_diagram("twin polishtype", 1), "e1"), (Piece{PieceType::King, Side::Black}));
}

TEST(Reader, TwinStipulationConditionAndContinued) {
  EXPECT_EQ(twin_diagram("twin stipulation h#3", 1).stipulation.text, "h#3");
  EXPECT_EQ(twin_diagram("twin condition madrasi", 1).condition_words, std::vector<std::string>{"madrasi"});
  const Diagram continued = twin_diagram("twin move f6 b6 twin continued move b6 c8", 2);
  EXPECT_EQ(on(continued, "c8"), (Piece{PieceType::Knight, Side::White}));
  const Diagram reset = twin_diagram("twin move f6 b6 twin move d1 d2", 2);
  EXPECT_EQ(on(reset, "f6"), (Piece{PieceType::Knight, Side::White}));
}

TEST(Reader, ZeroPositionIsNotATwin) {
  const Problem problem = read_one(
      "beginproblem\npieces white ke1 qd1 black ke8\nstipulation #2\nzeroposition move d1 d2\ntwin move d1 d3\nend\n");
  const auto setups = twin_setups(problem);
  ASSERT_EQ(setups.size(), 2u);
  EXPECT_EQ(setups[0].label, "a)");
  EXPECT_FALSE(on(setups[0].diagram, "d2").empty());
  EXPECT_FALSE(on(setups[1].diagram, "d3").empty());
}

TEST(Reader, ErrorsNameLineColumnFoundAndExpected) {
  const InputError piece = error_of("beginproblem\npieces white ke1 xe4\nstipulation #2\nend\n");
  EXPECT_EQ(piece.line, 2);
  EXPECT_EQ(piece.column, 18);
  EXPECT_NE(std::string(piece.what()).find("found 'xe4', expected a piece"), std::string::npos);

  const InputError keyword = error_of("beginproblem\npieces white ke1 black ke8\nfoo #2\nend\n");
  EXPECT_EQ(keyword.line, 3);
  EXPECT_EQ(keyword.column, 1);
  EXPECT_NE(std::string(keyword.what())
                .find("found 'foo', expected a piece (one of P S B R Q K, or a fairy piece's code, followed by "
                      "squares) or a side or a keyword"),
            std::string::npos);

  const InputError stipulation = error_of("beginproblem\npieces white ke1 black ke8\nstipulation #x\nend\n");
  EXPECT_EQ(stipulation.line, 3);
  EXPECT_EQ(stipulation.column, 13);
  EXPECT_NE(std::string(stipulation.what()).find("expected a number of moves"), std::string::npos);
}

TEST(Reader, UnknownConditionOptionAndPieceAreErrors) {
  EXPECT_NE(std::string(error_of("begin\npieces white ke1 black ke8\nstip #2\ncondition nosuchthing\nend").what())
                .find("nosuchthing"),
            std::string::npos);
  EXPECT_NE(std::string(error_of("begin\npieces white ke1 black ke8\nstip #2\noption nosuch\nend").what())
                .find("expected an option"),
            std::string::npos);
  EXPECT_NE(std::string(error_of("begin\npieces white ke1 black ke8\nstip #2\noption beep\nend").what())
                .find("not supported"),
            std::string::npos);
  EXPECT_NE(
      std::string(error_of("begin\npieces white ke1 black ke8\nstip #2\noption no\nend").what()).find("ambiguous"),
      std::string::npos);
  EXPECT_NE(std::string(error_of("begin\npieces totalinvisible ke1\nstip #2\nend").what()).find("not supported"),
            std::string::npos);
}

TEST(Reader, ProblemAndTwinFaults) {
  EXPECT_NE(std::string(error_of("begin\npieces white ke1 black ke8\nend").what()).find("no stipulation"),
            std::string::npos);
  // A twin whose change cannot apply carries its error; the problem and its
  // other twins stand.
  const Problem twinned = read_one("begin\npieces white ke1 black ke8\nstip #2\ntwin move d1 d2\ntwin move e1 d1\nend");
  const auto setups = twin_setups(twinned);
  ASSERT_EQ(setups.size(), 3u);
  ASSERT_TRUE(setups[1].error);
  EXPECT_EQ(setups[1].error->line, 4);
  EXPECT_EQ(setups[1].error->column, 6);
  EXPECT_STREQ(setups[1].error->what(), "there is no piece on d1");
  EXPECT_FALSE(setups[2].error);
  EXPECT_FALSE(setups[2].diagram.board[parse_square("d1")].empty());
  // A square given twice is a warning now (ASquareGivenTwiceKeepsTheLaterPieceWithAWarning).
  EXPECT_NE(std::string(error_of("hello\n").what()).find("expected beginproblem"), std::string::npos);
  EXPECT_NE(std::string(error_of("begin\npieces white ke1 black ke8\nstip #2\n").what()).find("end of the input"),
            std::string::npos);
}

// Input read a line at a time (standard input): each problem is handed over
// as soon as its end keyword is read, before the next line is asked for.
TEST(Reader, StreamedInputHandsOverEachProblemBeforeReadingOn) {
  const std::vector<std::string> lines = {
      "beginproblem", "pieces white kg6 qa1 black kg8", "stipulation #1", "nextproblem",
      "title second", "pieces white kg6 qa1 black kg8", "stipulation #1", "endproblem"};
  std::size_t given = 0;
  Tokenizer tokens([&](std::string& text) {
    if (given == lines.size()) return false;
    text += lines[given++] + "\n";
    return true;
  });
  std::vector<std::size_t> given_when_read;
  std::vector<std::string> titles;
  read_popeye(tokens, [&](ReadProblem read) {
    EXPECT_TRUE(read.problem) << (read.error ? read.error->what() : "");
    given_when_read.push_back(given);
    titles.push_back(read.problem && !read.problem->titles.empty() ? read.problem->titles[0] : "");
    return true;
  });
  EXPECT_EQ(given_when_read, (std::vector<std::size_t>{4, 8}));
  EXPECT_EQ(titles, (std::vector<std::string>{"", "second"}));
}

// A title and a protocol file name are the rest of their lines.
TEST(Reader, ProtocolNamesTheRestOfTheLine) {
  const auto problems =
      read_popeye("beginproblem\npieces white kg6 qa1 black kg8\nprotocol my file.txt  \nstipulation #1\nendproblem\n");
  ASSERT_TRUE(problems.at(0).problem);
  EXPECT_EQ(problems[0].problem->protocol, "my file.txt");
  const auto missing = read_popeye("beginproblem\nprotocol\nstipulation #1\nendproblem\n");
  ASSERT_TRUE(missing.at(0).error);
  EXPECT_STREQ(missing[0].error->what(), "found the end of the line, expected a file name after protocol");
}

// A FEN's usual fields after the board, as Popeye users paste them: the
// castling field refuses the rights it lacks, the en-passant field is
// option EnPassant, the side to move and the counters are read over.
TEST(Reader, ForsythWithTheFieldsOfAFen) {
  const auto problems =
      read_popeye("beginproblem\nforsyth r3k2r/8/8/3pP3/8/8/8/R3K2R w Kq d6 0 12\nstipulation #1\nendproblem\n");
  ASSERT_TRUE(problems.at(0).problem) << problems[0].error->what();
  const Problem& problem = *problems[0].problem;
  std::vector<std::string> refused;
  for (const Square square : problem.no_castling) refused.push_back(square_name(square));
  std::sort(refused.begin(), refused.end());
  EXPECT_EQ(refused, (std::vector<std::string>{"a1", "h8"}));
  EXPECT_EQ(square_name(problem.en_passant), "d6");
  EXPECT_EQ(problem.pieces.size(), 8u);

  const auto dashes = read_popeye("beginproblem\nforsyth 4k3/8/8/8/8/8/8/4K3 b - - 0 1\nstipulation h#1\nendproblem\n");
  ASSERT_TRUE(dashes.at(0).problem);
  EXPECT_EQ(dashes[0].problem->no_castling.size(), 6u);
  EXPECT_EQ(dashes[0].problem->en_passant, NoSquare);
}

// The board of a Forsyth string as Popeye reads it: one run of squares from
// a8, numbers above 8 running over ranks, the board ending early.
std::vector<std::string> forsyth_pieces(const std::string& board) {
  const Problem problem = read_one("beginproblem\nforsyth " + board + "\nstipulation #1\nendproblem\n");
  std::vector<std::string> pieces;
  for (const PlacedPiece& placed : problem.pieces) {
    std::string piece = placed.piece.side == Side::White ? "w" : "b";
    piece += language(LanguageId::English).piece_code(placed.piece.type);
    piece += square_name(placed.square);
    pieces.push_back(piece);
  }
  std::sort(pieces.begin(), pieces.end());
  return pieces;
}

TEST(Reader, ForsythNumbersRunOverRanks) {
  using Pieces = std::vector<std::string>;
  // Popeye's EXAMPLES/antisup.inp no. 4 and REGRESSIONS 4.47-4.49 no. 6.
  EXPECT_EQ(forsyth_pieces("r7/16/R7/1k6/16/4K3/"), (Pieces{"bKb4", "bRa8", "wKe1", "wRa5"}));
  EXPECT_EQ(forsyth_pieces("16/k7/8/1P6/K7/16"), (Pieces{"bKa6", "wKa3", "wPb4"}));
  // Two ranks in one stretch between slashes.
  EXPECT_EQ(forsyth_pieces("3SR2r1P6/32/k7/K7"), (Pieces{"bKa2", "bRh8", "wKa1", "wPb7", "wRe8", "wSd8"}));
  // A count past h1 is read over.
  EXPECT_EQ(forsyth_pieces("3k4/1K6/48/16"), (Pieces{"bKd8", "wKb7"}));
}

TEST(Reader, ForsythBoardEndingEarly) {
  using Pieces = std::vector<std::string>;
  // Popeye's EXAMPLES/sync.inp no. 2 and BEISPIEL/sat.inp no. 4: fewer than 8
  // ranks, and a last rank cut short.
  EXPECT_EQ(forsyth_pieces("k1K5/p7/1P6/40"), (Pieces{"bKa8", "bPa7", "wKc8", "wPb6"}));
  EXPECT_EQ(forsyth_pieces("K5rk/PR6/8/1P2ppp"),
            (Pieces{"bKh8", "bPe5", "bPf5", "bPg5", "bRg8", "wKa8", "wPa7", "wPb5", "wRb7"}));
  EXPECT_EQ(forsyth_pieces("4k3/8/4K3"), (Pieces{"bKe8", "wKe6"}));
}

TEST(Reader, ForsythColourSigns) {
  using Pieces = std::vector<std::string>;
  EXPECT_EQ(forsyth_pieces("+k3-K3/56"), (Pieces{"bKe8", "wKa8"}));
}

// Pieces of two letters follow a '.', their case giving the colour unless a
// sign does.
TEST(Reader, ForsythPiecesOfTwoLetters) {
  using Pieces = std::vector<std::string>;
  EXPECT_EQ(forsyth_pieces("k.CA6/.na7/8/8/8/8/8/K6-.Gi"), (Pieces{"bGIh1", "bKa8", "bNAa7", "wCAb8", "wKa1"}));
  EXPECT_EQ(forsyth_pieces("k1g5/8/8/8/8/8/8/K6+.le"), (Pieces{"bGc8", "bKa8", "wKa1", "wLEh1"}));
}

// Squares as separate words, as Popeye reads them.
TEST(Reader, SquaresAsSeparateWords) {
  const auto problems = read_popeye(
      "beginproblem\npieces white ke1 ra1 rh1 sc2 sf1 black ke8\nstipulation #1\noption NoCastling a1 h1\n"
      "twin remove c2 f1\nendproblem\n");
  ASSERT_TRUE(problems.at(0).problem) << problems[0].error->what();
  const Problem& problem = *problems[0].problem;
  EXPECT_EQ(problem.no_castling, (std::vector<Square>{parse_square("a1"), parse_square("h1")}));
  ASSERT_EQ(problem.twins.size(), 1u);
  EXPECT_EQ(problem.twins[0].changes.at(0).squares, (std::vector<Square>{parse_square("c2"), parse_square("f1")}));
}

// A remark among a twin's changes belongs to that twin (Popeye prints it
// before the twin's header); one before the twins belongs to the problem.
TEST(Reader, ARemarkAfterATwinLineBelongsToTheTwin) {
  const auto problems = read_popeye(
      "beginproblem\nremark first\npieces white kc8 sa3 black ka8\nstipulation #2\n"
      "twin move a3 g5\nremark Dit is een grote test\ntwin move g5 g6\nendproblem\n");
  ASSERT_TRUE(problems.at(0).problem) << problems[0].error->what();
  const Problem& problem = *problems[0].problem;
  EXPECT_EQ(problem.remarks, std::vector<std::string>{"first"});
  ASSERT_EQ(problem.twins.size(), 2u);
  EXPECT_EQ(problem.twins[0].remarks, std::vector<std::string>{"Dit is een grote test"});
  EXPECT_TRUE(problem.twins[1].remarks.empty());
  const auto setups = twin_setups(problem);
  ASSERT_EQ(setups.size(), 3u);
  EXPECT_EQ(setups[1].remarks, std::vector<std::string>{"Dit is een grote test"});
}

// A square given twice, in one pieces command or in two: as Popeye, the
// later piece replaces the earlier, with a warning at the later one. In a
// twin's add it stays an error.
TEST(Reader, ASquareGivenTwiceKeepsTheLaterPieceWithAWarning) {
  const auto problems =
      read_popeye("beginproblem\npieces white kg6 qa1 sa1 black kg8\npieces black ra1\nstipulation #1\nendproblem\n");
  ASSERT_TRUE(problems.at(0).problem) << problems[0].error->what();
  const Problem& problem = *problems[0].problem;
  const auto on_a1 = std::find_if(problem.pieces.begin(), problem.pieces.end(),
                                  [](const PlacedPiece& placed) { return placed.square == parse_square("a1"); });
  ASSERT_NE(on_a1, problem.pieces.end());
  EXPECT_EQ(on_a1->piece, (Piece{PieceType::Rook, Side::Black}));
  EXPECT_EQ(std::count_if(problem.pieces.begin(), problem.pieces.end(),
                          [](const PlacedPiece& placed) { return placed.square == parse_square("a1"); }),
            1);
  ASSERT_EQ(problem.warnings.size(), 2u);
  EXPECT_EQ(problem.warnings[0].line, 2);
  EXPECT_EQ(problem.warnings[0].column, 22);
  EXPECT_STREQ(problem.warnings[0].what(), "square a1 is given twice: the later piece replaces the earlier");
  EXPECT_EQ(problem.warnings[1].line, 3);

  const auto twin =
      read_popeye("beginproblem\npieces white kg6 qa1 black kg8\nstipulation #1\ntwin add white sb1 rb1\nendproblem\n");
  ASSERT_TRUE(twin.at(0).error);
  EXPECT_STREQ(twin[0].error->what(), "square b1 is given twice");
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

TEST(Reader, NeutralPiecesInThreeLanguagesAndForsyth) {
  const Piece neutral_king = neutral_piece(PieceType::King);
  const Piece neutral_pawn = neutral_piece(PieceType::Pawn);
  for (const char* text : {"begin\npieces neutral ka4 pb4c4\nstip h#3\nend",
                           "anfangproblem\nsteine neutral ka4 bb4c4\nforderung h#3\nendeproblem",
                           "debutprobleme\npieces neutre ra4 pb4c4\nenonce h#3\nfinprobleme"}) {
    const Problem problem = read_one(text);
    ASSERT_EQ(problem.pieces.size(), 3u) << text;
    EXPECT_EQ(problem.pieces[0].piece, neutral_king) << text;
    EXPECT_EQ(problem.pieces[2].piece, neutral_pawn) << text;
  }
  const Problem forsyth = read_one("begin\nforsyth =k7/8/8/8/8/8/8/=.caK6\nstip ~1\nend");
  ASSERT_EQ(forsyth.pieces.size(), 3u);
  EXPECT_EQ(forsyth.pieces[0].piece, neutral_king);
  EXPECT_TRUE(forsyth.pieces[1].piece.neutral);
  EXPECT_EQ(forsyth.pieces[2].piece, (Piece{PieceType::King, Side::White}));
}

}  // namespace
}  // namespace feerie

namespace feerie {
namespace {

TEST(Reader, AToBTakesTheMenBeforeTheStipulationAsPositionA) {
  const Problem problem = read_one(
      "beginproblem\npieces white ke1 rh1 black ke8\nstipulation a=>b1\npieces white kg1 rf1 black ke7\n"
      "endproblem\n");
  ASSERT_TRUE(problem.stipulation.a_to_b());
  const auto& start = problem.stipulation.start;
  ASSERT_EQ(start.size(), 3u);
  EXPECT_EQ(start[1], std::pair(parse_square("h1"), Piece{PieceType::Rook, Side::White}));
  EXPECT_EQ(problem.pieces.size(), 3u);
  EXPECT_TRUE(has_piece(problem.pieces, "g1", PieceType::King, Side::White));
  EXPECT_TRUE(has_piece(problem.pieces, "e7", PieceType::King, Side::Black));
}

}  // namespace
}  // namespace feerie
