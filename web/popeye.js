// Popeye's input and notation for the page (no DOM here, so node can test it:
// web/tests/popeye_test.mjs). A board is an array of 64 entries, a1 = 0,
// b1 = 1, ..., h8 = 63, each null or a piece { color, code, attrs }: color
// "w", "b" or "n" (neutral), code Popeye's code in upper case ("K", "S",
// "P", "G", "LI"), attrs the words written before it ("royal").

export const FILES = "abcdefgh";

// The problem the page opens with, which the tests solve too (its key
// 1.Qg5-b5 threatens two mates).
export const EXAMPLE_PROBLEM = `BeginProblem
Title Orthodox mate in two
Pieces White Ka5 Qg5 Ba1 Black Ka3 Pc2
Stipulation #2
Option Variation
EndProblem
`;

const other = color => (color === "w" ? "b" : color === "b" ? "w" : null);
const CODE = "[A-Z0-9]{1,2}?";   // a piece's code in a move
const SQ = "[a-h][1-8]";

export function squareIndex(name) {
  return FILES.indexOf(name[0]) + 8 * (Number(name[1]) - 1);
}

export function squareName(index) {
  return FILES[index % 8] + String(Math.floor(index / 8) + 1);
}

export function emptyBoard() {
  return new Array(64).fill(null);
}

export function copyBoard(board) {
  return board.map(piece => (piece ? { ...piece, attrs: [...(piece.attrs ?? [])] } : null));
}

// The first word of each of Popeye's commands, and how short it may be written.
const KEYWORDS = [
  ["beginproblem", 5], ["endproblem", 3], ["nextproblem", 4], ["title", 2], ["author", 2],
  ["origin", 2], ["award", 2], ["remark", 3], ["text", 3], ["stipulation", 4],
  ["sstipulation", 5], ["condition", 3], ["option", 3], ["pieces", 3], ["twin", 2],
  ["zeroposition", 4], ["forsyth", 3], ["protocol", 4], ["input", 3], ["layout", 3],
];

// The command a line begins with ("pieces", "stipulation", ...), or null.
export function keywordOf(line) {
  const word = line.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
  if (!/^[a-z]+$/.test(word)) return null;
  for (const [keyword, shortest] of KEYWORDS) {
    if (word.length >= shortest && keyword.startsWith(word)) return keyword;
  }
  return null;
}

// The commands of the first problem of `text`: [{ keyword, start, end, body }],
// lines start..end-1, body the text after the keyword. A command goes on over
// the lines that begin with no keyword.
export function commandsOf(text) {
  const lines = text.split("\n");
  const commands = [];
  for (let i = 0; i < lines.length; i += 1) {
    const keyword = keywordOf(lines[i]);
    if (keyword) {
      if (commands.length) commands[commands.length - 1].end = i;
      if (keyword === "endproblem" || keyword === "nextproblem") break;
      commands.push({ keyword, start: i, end: lines.length });
    }
  }
  for (const command of commands) {
    const body = lines.slice(command.start, command.end).join("\n").trim();
    command.body = body.replace(/^\S+\s*/, "").trim();
  }
  return { lines, commands };
}

const COLORS = { white: "w", black: "b", neutral: "n" };

function colorWord(word) {
  const lower = word.toLowerCase();
  for (const [name, color] of Object.entries(COLORS)) {
    if (lower.length >= 1 && name.startsWith(lower)) return color;
  }
  return null;
}

// The pieces of a `pieces` command's body into `board`; the words it could not
// read are returned.
export function readPieces(body, board) {
  const unread = [];
  let color = null;
  let attrs = [];
  for (const word of body.split(/\s+/).filter(Boolean)) {
    const placed = /^([a-z0-9]{1,2}?)((?:[a-h][1-8])+)$/i.exec(word);
    if (placed && color) {
      const code = placed[1].toUpperCase();
      for (const square of placed[2].match(/[a-h][1-8]/gi)) {
        board[squareIndex(square.toLowerCase())] = { color, code, attrs };
      }
      attrs = [];
    } else if (/^[a-z]+$/i.test(word) && colorWord(word)) {
      color = colorWord(word);
      attrs = [];
    } else if (/^[a-z]+$/i.test(word) && color) {
      attrs = [...attrs, word.toLowerCase()];
    } else {
      unread.push(word);
    }
  }
  return unread;
}

// A Forsyth command's body (Popeye's: letters as FEN's, s or n the knight,
// digits empty squares) into `board`.
export function readForsyth(body, board) {
  const rows = body.trim().split(/\s+/)[0].split("/");
  if (rows.length !== 8) return [body];
  const unread = [];
  rows.forEach((row, r) => {
    let file = 0;
    for (const c of row) {
      if (/[1-8]/.test(c)) file += Number(c);
      else if (/[kqrbsnp]/i.test(c) && file < 8) {
        const code = c.toUpperCase() === "N" ? "S" : c.toUpperCase();
        board[file + 8 * (7 - r)] = { color: c === c.toUpperCase() ? "w" : "b", code, attrs: [] };
        file += 1;
      } else unread.push(c);
    }
  });
  return unread;
}

// What the page shows of a problem's text: its board, stipulation and
// conditions, and the piece words it could not read.
export function readProblem(text) {
  const { commands } = commandsOf(text);
  const board = emptyBoard();
  const unread = [];
  let stipulation = "";
  const conditions = [];
  for (const command of commands) {
    if (command.keyword === "pieces") unread.push(...readPieces(command.body, board));
    else if (command.keyword === "forsyth") unread.push(...readForsyth(command.body, board));
    else if (command.keyword === "stipulation" && !stipulation) stipulation = command.body;
    else if (command.keyword === "condition") conditions.push(command.body.replace(/\s+/g, " "));
  }
  return { board, stipulation, conditions: conditions.join(" "), unread };
}

// Each problem of `text` read as readProblem reads the first (the problems
// are separated by NextProblem).
export function readProblems(text) {
  const problems = [];
  let chunk = [];
  for (const line of text.split("\n")) {
    if (keywordOf(line) === "nextproblem") {
      problems.push(readProblem(chunk.join("\n")));
      chunk = [];
    } else chunk.push(line);
  }
  problems.push(readProblem(chunk.join("\n")));
  return problems;
}

// A twin's heading as the solver writes it ("b) wKd4-->d3", "+c) +bPc5
// -wPb7", "d) rotate 90"): { continued, changes }, or null.
export function readTwin(line) {
  const m = /^(\+?)([a-z]{1,2})\)(.*)$/.exec(line.trim());
  return m ? { continued: m[1] === "+", label: m[2], changes: m[3].trim() } : null;
}

// The board of a twin: `board` with the changes of its heading made (those
// that move men: move, exchange, add, remove, rotate, mirror, shift,
// substitute, PolishType; the others, such as a new stipulation, leave it).
export function playTwin(board, changes) {
  let next = copyBoard(board);
  const words = changes.split(/\s+/).filter(Boolean);
  const map = f => {
    const result = emptyBoard();
    next.forEach((piece, index) => {
      if (!piece) return;
      const to = f(index % 8, Math.floor(index / 8));
      if (to) result[to[0] + 8 * to[1]] = piece;
    });
    next = result;
  };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    let m;
    if ((m = new RegExp(`^[wbn]${CODE}(${SQ})-->(${SQ})$`).exec(word))) {
      next[squareIndex(m[2])] = next[squareIndex(m[1])];
      next[squareIndex(m[1])] = null;
    } else if ((m = new RegExp(`^[wbn]${CODE}(${SQ})<-->[wbn]${CODE}(${SQ})$`).exec(word))) {
      const [a, b] = [squareIndex(m[1]), squareIndex(m[2])];
      [next[a], next[b]] = [next[b], next[a]];
    } else if ((m = new RegExp(`^\\+([wbn])(${CODE})(${SQ})$`).exec(word))) {
      next[squareIndex(m[3])] = { color: m[1], code: m[2], attrs: [] };
    } else if ((m = new RegExp(`^-[wbn]${CODE}(${SQ})$`).exec(word))) {
      next[squareIndex(m[1])] = null;
    } else if (word === "rotate" && /^(90|180|270)$/.test(words[i + 1] ?? "")) {
      const angle = words[(i += 1)];
      map((f, r) => (angle === "90" ? [7 - r, f] : angle === "180" ? [7 - f, 7 - r] : [r, 7 - f]));
    } else if (word === "mirror" && words[i + 1]) {
      const axis = words[(i += 1)];
      if (axis === "a1<-->h1") map((f, r) => [7 - f, r]);
      else if (axis === "a1<-->a8") map((f, r) => [f, 7 - r]);
      else if (axis === "a1<-->h8") map((f, r) => [7 - r, 7 - f]);
      else if (axis === "a8<-->h1") map((f, r) => [r, f]);
    } else if (word === "shift" && words[i + 2] === "==>" && /^[a-h][1-8]$/.test(words[i + 1] ?? "")
               && /^[a-h][1-8]$/.test(words[i + 3] ?? "")) {
      const [from, to] = [squareIndex(words[i + 1]), squareIndex(words[i + 3])];
      const df = (to % 8) - (from % 8);
      const dr = Math.floor(to / 8) - Math.floor(from / 8);
      map((f, r) => (f + df >= 0 && f + df < 8 && r + dr >= 0 && r + dr < 8 ? [f + df, r + dr] : null));
      i += 3;
    } else if (words[i + 1] === "==>" && /^[A-Z0-9]{1,2}$/.test(word) && /^[A-Z0-9]{1,2}$/.test(words[i + 2] ?? "")) {
      const to = words[i + 2];
      next = next.map(piece => (piece && piece.code === word ? { ...piece, code: to } : piece));
      i += 2;
    } else if (word === "PolishType") {
      next = next.map(piece => (piece && piece.color !== "n" ? { ...piece, color: other(piece.color) } : piece));
    }
  }
  return next;
}

const ORDER = ["K", "Q", "R", "B", "S", "P"];

function pieceOrder(a, b) {
  const ra = ORDER.indexOf(a.code) < 0 ? ORDER.length : ORDER.indexOf(a.code);
  const rb = ORDER.indexOf(b.code) < 0 ? ORDER.length : ORDER.indexOf(b.code);
  if (ra !== rb) return ra - rb;
  if (a.code !== b.code) return a.code < b.code ? -1 : 1;
  return a.square - b.square;
}

// A board as Popeye's `Pieces` command ("" when the board is empty).
export function writePieces(board) {
  const parts = [];
  for (const [name, color] of [["White", "w"], ["Black", "b"], ["Neutral", "n"]]) {
    const men = [];
    board.forEach((piece, square) => {
      if (piece && piece.color === color) men.push({ ...piece, square });
    });
    if (!men.length) continue;
    men.sort(pieceOrder);
    parts.push(name, ...men.map(man => [...(man.attrs ?? []), man.code + squareName(man.square)].join(" ")));
  }
  return parts.length ? "Pieces " + parts.join(" ") : "";
}

// `text` with its first problem's pieces, stipulation and conditions replaced
// by these (each left alone when given as undefined); the other commands and
// problems are kept as they are.
export function writeProblem(text, { board, stipulation, conditions }) {
  if (!text.trim()) text = "BeginProblem\nEndProblem\n";
  let { lines, commands } = commandsOf(text);
  // Replace the commands of one kind by `line` (none if empty), at the first
  // one's place or, when there is none, after the last of `after`.
  const replace = (kinds, line, after) => {
    const own = commands.filter(command => kinds.includes(command.keyword));
    let at;
    if (own.length) at = own[0].start;
    else {
      const before = commands.filter(command => after.includes(command.keyword));
      const last = before.length ? before[before.length - 1] : null;
      at = last ? last.end : commands.length ? commands[0].end : 0;
      const end = /^\s*(endproblem|end|nextproblem|next)\b/i;
      if (!last && !commands.length) at = lines.findIndex(l => end.test(l)) >= 0 ? lines.findIndex(l => end.test(l)) : lines.length;
    }
    const removed = new Set();
    for (const command of own) for (let i = command.start; i < command.end; i += 1) removed.add(i);
    const result = [];
    lines.forEach((l, i) => {
      if (i === at && line) result.push(line);
      if (!removed.has(i)) result.push(l);
    });
    if (at >= lines.length && line) result.push(line);
    ({ lines, commands } = commandsOf(result.join("\n")));
  };
  const order = ["beginproblem", "title", "author", "origin", "award", "remark", "protocol", "text", "input", "layout"];
  if (board) replace(["pieces", "forsyth"], writePieces(board), order);
  if (stipulation !== undefined) {
    replace(["stipulation"], stipulation.trim() ? "Stipulation " + stipulation.trim() : "", [...order, "pieces", "forsyth"]);
  }
  if (conditions !== undefined) {
    replace(["condition"], conditions.trim() ? "Condition " + conditions.trim() : "",
            [...order, "pieces", "forsyth", "stipulation", "sstipulation"]);
  }
  return lines.join("\n");
}

// The text handed to the solver: each problem begins with `options`
// ("NoBoard MoveNumbers").
export function withOptions(text, options) {
  if (!options) return text;
  const lines = text.split("\n");
  const result = [];
  let added = false;
  for (const line of lines) {
    result.push(line);
    const keyword = keywordOf(line);
    if (keyword === "beginproblem" || keyword === "nextproblem") {
      result.push("Option " + options);
      added = true;
    }
  }
  return added ? result.join("\n") : "Option " + options + "\n" + text;
}

// A progress line of option MoveNumbers ("  4  (Bh4*e7    Time = 0.010 s)"):
// { number, move, time }, or null.
export function readProgress(line) {
  const m = /^\s*(\d+)\s+\((.*?)\s+Time = ([\d.]+) s\)\s*$/.exec(line);
  return m ? { number: Number(m[1]), move: m[2].trim(), time: Number(m[3]) } : null;
}

// One bracketed effect ("+wRa1", "-bPe4", "bSc6->b8", "wRf1=wB"), or null.
function readEffect(text) {
  let m = new RegExp(`^\\+([wbn])(${CODE})(${SQ})(?:=([wbn]?)(${CODE}))?$`).exec(text);
  if (m) return { kind: "add", color: m[1], code: m[2], square: squareIndex(m[3]), newColor: m[4] || null, newCode: m[5] ?? null };
  m = new RegExp(`^-([wbn])(${CODE})(${SQ})$`).exec(text);
  if (m) return { kind: "remove", color: m[1], code: m[2], square: squareIndex(m[3]) };
  m = new RegExp(`^([wbn])(${CODE})(${SQ})->(${SQ})(?:=([wbn]?)(${CODE}))?$`).exec(text);
  if (m) return { kind: "move", color: m[1], code: m[2], from: squareIndex(m[3]), to: squareIndex(m[4]), newColor: m[5] || null, newCode: m[6] ?? null };
  m = new RegExp(`^([wbn])(${CODE})(${SQ})=([wbn]?)(${CODE})$`).exec(text);
  if (m) return { kind: "mutate", square: squareIndex(m[3]), newColor: m[4] || null, newCode: m[5] };
  return null;
}

// The extras written after a move's arrival: steps, promotions, colour
// changes, bracketed effects. Returns { extras, rest }.
function readExtras(text) {
  const extras = [];
  let rest = text;
  for (;;) {
    let m;
    if ((m = new RegExp(`^-(${SQ})`).exec(rest))) extras.push({ kind: "step", square: squareIndex(m[1]) });
    else if ((m = new RegExp(`^=([wbn])(${CODE})(?![a-h][1-8])`).exec(rest)) && /^[A-Z0-9]/.test(m[2])) {
      extras.push({ kind: "change", color: m[1], code: m[2] });
    } else if ((m = /^=([A-Z0-9]{1,2})/.exec(rest))) extras.push({ kind: "change", color: null, code: m[1] });
    else if ((m = /^=([wbn])/.exec(rest))) extras.push({ kind: "change", color: m[1], code: null });
    else if ((m = /^\[([^\]]*)\]/.exec(rest))) {
      const effect = readEffect(m[1]);
      extras.push(effect ?? { kind: "text", text: m[1] });
    } else break;
    rest = rest.slice(m[0].length);
  }
  return { extras, rest };
}

// One move as Popeye writes it ("Sd5-f6", "e7*d8=Q", "0-0", "Qa1*d4[+bPd7]"),
// or null.
export function readMove(word) {
  let m = /^(0-0(?:-0)?)(.*)$/.exec(word);
  if (m) {
    const { extras, rest } = readExtras(m[2]);
    return { castling: m[1] === "0-0" ? "short" : "long", extras, text: word, rest };
  }
  m = new RegExp(`^([A-Z0-9]{0,2}?)(${SQ})([-*])(${SQ})(.*)$`).exec(word);
  if (!m) return null;
  const { extras, rest } = readExtras(m[5]);
  return {
    code: m[1] || "P", from: squareIndex(m[2]), capture: m[3] === "*", to: squareIndex(m[4]),
    extras, text: word, rest, ep: false,
  };
}

// The moves of one line of a solution, in order ("1.Bh4*e7 b7-b8=Q[+wPe8=Q] #").
export function readMoves(line) {
  const moves = [];
  for (let word of line.trim().split(/\s+/)) {
    word = word.replace(/^\d+\.(\.\.)?/, "");
    if (word === "ep." && moves.length) {
      moves[moves.length - 1].ep = true;
      moves[moves.length - 1].text += " ep.";
      continue;
    }
    const move = readMove(word);
    if (move) moves.push(move);
  }
  return moves;
}

// Whether a line of output holds a move of a solution (not progress, not the
// diagram).
export function isMoveLine(line) {
  return /^\s+\d+\.(\.\.)?\S/.test(line) && !readProgress(line) && readMoves(line).length > 0;
}

function indentOf(line) {
  return line.length - line.trimStart().length;
}

// The moves that lead to line `index` of `lines` and its own: in a tree, the
// lines above it that are less indented (the key above a threat, the defence
// above a mate), back to the solution's start.
export function movesToLine(lines, index) {
  const chain = [lines[index]];
  let indent = indentOf(lines[index]);
  for (let i = index - 1; i >= 0 && indent > 0; i -= 1) {
    const line = lines[i];
    if (!line.trim()) continue;
    if (!isMoveLine(line)) break;
    if (indentOf(line) < indent) {
      chain.unshift(line);
      indent = indentOf(line);
    }
  }
  return chain.flatMap(readMoves);
}

// The board after `move`, the squares to mark, and the side that has moved.
// `side` is the side to move when known (for castling, and a piece that is
// not where the move says).
export function playMove(board, move, side) {
  const next = copyBoard(board);
  const marks = [];
  let moved = side;
  let at;
  if (move.castling) {
    const king = move.castling === "short" ? [4, 6] : [4, 2];
    const rook = move.castling === "short" ? [7, 5] : [0, 3];
    const fits = color => {
      const rank = color === "b" ? 56 : 0;
      return next[rank + king[0]]?.code === "K" && next[rank + rook[0]]?.code === "R";
    };
    moved = side && fits(side) ? side : fits("w") ? "w" : fits("b") ? "b" : side ?? "w";
    const rank = moved === "b" ? 56 : 0;
    next[rank + king[1]] = next[rank + king[0]] ?? { color: moved, code: "K", attrs: [] };
    next[rank + king[0]] = null;
    next[rank + rook[1]] = next[rank + rook[0]] ?? { color: moved, code: "R", attrs: [] };
    next[rank + rook[0]] = null;
    marks.push(rank + king[0], rank + king[1]);
    at = rank + rook[1];
  } else {
    const piece = next[move.from] ?? { color: side ?? "w", code: move.code, attrs: [] };
    moved = piece.color;
    if (move.capture && move.ep) next[(move.to % 8) + 8 * Math.floor(move.from / 8)] = null;
    next[move.from] = null;
    next[move.to] = piece;
    marks.push(move.from, move.to);
    at = move.to;
  }
  for (const extra of move.extras) {
    if (extra.kind === "step") {
      next[extra.square] = next[at];
      next[at] = null;
      at = extra.square;
      marks.push(at);
    } else if (extra.kind === "change") {
      if (next[at]) next[at] = { ...next[at], color: extra.color ?? next[at].color, code: extra.code ?? next[at].code };
    } else if (extra.kind === "add") {
      next[extra.square] = { color: extra.newColor || extra.color, code: extra.newCode ?? extra.code, attrs: [] };
      marks.push(extra.square);
    } else if (extra.kind === "remove") {
      next[extra.square] = null;
      marks.push(extra.square);
    } else if (extra.kind === "move") {
      const piece = next[extra.from] ?? { color: extra.color, code: extra.code, attrs: [] };
      next[extra.from] = null;
      next[extra.to] = { ...piece, color: extra.newColor || piece.color, code: extra.newCode ?? piece.code };
      marks.push(extra.from, extra.to);
    } else if (extra.kind === "mutate") {
      const piece = next[extra.square];
      if (piece) next[extra.square] = { ...piece, color: extra.newColor || piece.color, code: extra.newCode };
    }
  }
  return { board: next, marks, moved };
}

// The boards of a line played through: [start, after the first move, ...],
// each with its marks and the move's text.
export function playLine(board, moves) {
  const steps = [{ board, marks: [], text: "" }];
  let side = null;
  for (const move of moves) {
    const played = playMove(steps[steps.length - 1].board, move, side);
    side = other(played.moved);
    steps.push({ board: played.board, marks: played.marks, text: move.text });
  }
  return steps;
}
