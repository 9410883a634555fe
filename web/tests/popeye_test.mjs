// The page's reading and writing of Popeye's text (web/popeye.js), under
// plain node: node web/tests/popeye_test.mjs
import assert from "node:assert/strict";
import * as P from "../popeye.js";

const at = (board, square) => {
  const piece = board[P.squareIndex(square)];
  return piece ? piece.color + piece.code : "";
};

const problem = P.EXAMPLE_PROBLEM;

// Reading a problem.
let read = P.readProblem(problem);
assert.equal(at(read.board, "a5"), "wK");
assert.equal(at(read.board, "c2"), "bP");
assert.equal(read.board.filter(Boolean).length, 5);
assert.equal(read.stipulation, "#2");
assert.equal(read.conditions, "");
assert.deepEqual(read.unread, []);

// Abbreviations, lower case, several squares, fairy codes, conditions over lines.
read = P.readProblem("begin\npie white kd4 pb7e7 gra1 black kd6\n  lih4\nstip h#1\ncond circe\n  parrain\nend");
assert.equal(at(read.board, "e7"), "wP");
assert.equal(at(read.board, "b7"), "wP");
assert.equal(at(read.board, "a1"), "wGR");
assert.equal(at(read.board, "h4"), "bLI");
assert.equal(read.stipulation, "h#1");
assert.equal(read.conditions, "circe parrain");
read = P.readProblem("BeginProblem\nForsyth 8/8/8/K5Q1/8/k7/2p5/B7\nStipulation #2\nEndProblem");
assert.equal(at(read.board, "g5"), "wQ");
assert.equal(at(read.board, "c2"), "bP");

// Writing the board back keeps the other commands.
const board = P.readProblem(problem).board;
board[P.squareIndex("h8")] = { color: "b", code: "R", attrs: [] };
let text = P.writeProblem(problem, { board, stipulation: "#3", conditions: "Circe" });
assert.match(text, /^Pieces White Ka5 Qg5 Ba1 Black Ka3 Rh8 Pc2$/m);
assert.match(text, /^Stipulation #3$/m);
assert.match(text, /^Condition Circe$/m);
assert.match(text, /^Title Orthodox mate in two$/m);
assert.match(text, /^Option Variation$/m);
assert.deepEqual(P.readProblem(text).board, board.map(p => p && { ...p, attrs: [] }));
text = P.writeProblem(text, { conditions: "" });
assert.doesNotMatch(text, /Condition/);
text = P.writeProblem("", { board, stipulation: "#2", conditions: "" });
assert.equal(text.split("\n")[0], "BeginProblem");
assert.match(text, /Pieces[^\n]*\nStipulation #2\nEndProblem/);
assert.equal(P.readProblem(text).stipulation, "#2");

// Options for the solver.
assert.match(P.withOptions(problem, "NoBoard MoveNumbers"), /^BeginProblem\nOption NoBoard MoveNumbers\nTitle/);
assert.deepEqual(P.readProgress("  4  (Bh4*e7    Time = 0.010 s)"), { number: 4, move: "Bh4*e7", time: 0.01 });
assert.equal(P.readProgress("   1.Qg5-b5 ! threat:"), null);

// Moves.
let moves = P.readMoves("  1.Bh4*e7 b7-b8=Q[+wPe8=Q] #");
assert.equal(moves.length, 2);
let steps = P.playLine(P.readProblem("BeginProblem\nPieces White Pb7 Pe7 Kd4 Black Kd6 Pe6 Bh4\nEndProblem").board, moves);
let last = steps[steps.length - 1].board;
assert.equal(at(last, "e7"), "bB");
assert.equal(at(last, "h4"), "");
assert.equal(at(last, "b8"), "wQ");
assert.equal(at(last, "e8"), "wQ");
assert.equal(at(last, "b7"), "");

// A tree: the threat after the key, the mate after the defence.
const tree = ["", "   1.Qg5-b5 ! threat:", "          2.Qb5-b2 #", "          2.Qb5-a4 #",
              "      1...c2-c1=Q", "          2.Qb5-a4 #"];
assert.deepEqual(P.movesToLine(tree, 2).map(m => m.text), ["Qg5-b5", "Qb5-b2"]);
assert.deepEqual(P.movesToLine(tree, 5).map(m => m.text), ["Qg5-b5", "c2-c1=Q", "Qb5-a4"]);
assert.ok(P.isMoveLine(tree[1]) && !P.isMoveLine("  1  (e6-e5 +    Time = 0.000 s)"));
steps = P.playLine(P.readProblem(problem).board, P.movesToLine(tree, 5));
last = steps[3].board;
assert.equal(at(last, "c1"), "bQ");
assert.equal(at(last, "a4"), "wQ");
assert.equal(at(last, "g5"), "");

// Castling, en passant, removals, moved rebirths, Andernach, Take&Make, mutations.
const castle = P.readProblem("BeginProblem\nPieces White Ke1 Ra1 Rh1 Pe5 Black Ke8 Ra8 Pd5\nEndProblem").board;
last = P.playLine(castle, P.readMoves("1.0-0 0-0-0 2.e5*d6 ep.")).pop().board;
assert.equal(at(last, "g1") + at(last, "f1") + at(last, "c8") + at(last, "d8"), "wKwRbKbR");
assert.equal(at(last, "d6") + at(last, "d5") + at(last, "e5"), "wP");
last = P.playLine(castle, P.readMoves("1.Ra1*a8[-bPd5][wKe1->e2=bQ] Ke8-f8=w")).pop().board;
assert.equal(at(last, "a8") + at(last, "d5") + at(last, "e2") + at(last, "f8"), "wRbQwK");
last = P.playLine(castle, P.readMoves("1.Rh1*h8-h2=bB Ke8-d8 2.0-0-0[wRd1=wB]")).pop().board;
assert.equal(at(last, "h2"), "bB");
assert.equal(at(last, "d1") + at(last, "c1"), "wBwK");
assert.equal(P.readMoves("1.Bd5-h1=wR")[0].extras[0].code, "R");

// Lines as Feerie writes them under AntiCirce, Atomic Circe, Andernach and
// Take&Make chess.
const fairy = P.readProblem("BeginProblem\nPieces White Ke1 Qd1 Rh1 Sg1 Pe4 Black Ke8 Rh8 Pd5 Sc6 Pe7 Pd7\nEndProblem").board;
const after = line => P.playLine(fairy, P.readMoves(line)).pop().board;
last = after("   1.Rh1*h8[wRh8->a1] !");
assert.equal(at(last, "h1") + at(last, "h8") + at(last, "a1"), "wR");
last = after("   1.Qd1*d5[wPe4->e2][bSc6->g8] !");
assert.equal(at(last, "d5") + at(last, "e4") + at(last, "e2") + at(last, "c6") + at(last, "g8") + at(last, "d1"), "wQwPbS");
last = after("   1.e4*d5=b !");
assert.equal(at(last, "d5") + at(last, "e4"), "bP");
last = after("   1.Rh1*h8-h3 !");
assert.equal(at(last, "h3") + at(last, "h8") + at(last, "h1"), "wR");

// Twins and problems one after the other.
const parrain = P.readProblem("BeginProblem\nPieces White Pb7 Pe7 Kd4 Black Kd6 Pe6 Bh4\nEndProblem").board;
assert.deepEqual(P.readTwin("+c) +bPc5  -wPb7  "), { continued: true, label: "c", changes: "+bPc5  -wPb7" });
assert.equal(P.readTwin("  1.Bh4*e7 b7-b8=Q[+wPe8=Q] #"), null);
const twin = (board, line) => P.playTwin(board, P.readTwin(line).changes);
last = twin(parrain, "b) wKd4-->d3  ");
assert.equal(at(last, "d4") + at(last, "d3"), "wK");
last = twin(last, "+c) +bPc5  -wPb7  ");
assert.equal(at(last, "c5") + at(last, "b7") + at(last, "d3"), "bPwK");
last = twin(parrain, "d) bPe6<-->wPe7  ");
assert.equal(at(last, "e6") + at(last, "e7"), "wPbP");
last = twin(parrain, "g) mirror a1<-->h1  ");
assert.equal(at(last, "a4") + at(last, "g7") + at(last, "e4"), "bBwPwK");
const corner = P.readProblem("BeginProblem\nPieces White Ka1 Rb3 Black Kh8 Pc6\nEndProblem").board;
assert.equal(at(twin(corner, "b) rotate 90"), "h1"), "wK");
assert.equal(at(twin(corner, "b) rotate 90"), "f2"), "wR");
assert.equal(at(twin(corner, "c) rotate 270"), "a8"), "wK");
assert.equal(at(twin(corner, "c) rotate 180"), "h8"), "wK");
assert.equal(at(twin(corner, "d) mirror a1<-->a8"), "a8"), "wK");
assert.equal(at(twin(corner, "e) mirror a1<-->h8"), "h8"), "wK");
assert.equal(at(twin(corner, "f) mirror a8<-->h1"), "c2"), "wR");
assert.equal(at(twin(corner, "g) shift a1 ==> b2"), "b2") + at(twin(corner, "g) shift a1 ==> b2"), "c4"), "wKwR");
assert.equal(at(twin(corner, "h) P ==> S"), "c6"), "bS");
assert.equal(at(twin(corner, "i) PolishType"), "a1") + at(twin(corner, "i) PolishType"), "h8"), "bKwK");
assert.equal(at(twin(corner, "j) h#2"), "a1"), "wK");
const two = P.readProblems("BeginProblem\nPieces White Ka1\nNextProblem\nPieces White Kb1\nEndProblem");
assert.equal(two.length, 2);
assert.equal(at(two[1].board, "b1") + at(two[1].board, "a1"), "wK");

console.log("popeye_test: all checks passed");
