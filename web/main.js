// The page: the board editor and the Popeye text kept in step, the solver in
// a worker (worker.js), its output as it comes, and a solution's line played
// on the board.
import {
  readProblem, readProblems, writeProblem, withOptions, readProgress, isMoveLine, movesToLine, playLine,
  readTwin, playTwin, squareName, emptyBoard, copyBoard, EXAMPLE_PROBLEM,
} from "./popeye.js";

const $ = id => document.getElementById(id);
const boardElement = $("board");
const textArea = $("problem-text");
const stipulationField = $("stipulation");
const conditionsField = $("conditions");
const output = $("output");
const statusElement = $("status");
const elapsedElement = $("elapsed");
const currentMoveElement = $("current-move");

const GLYPHS = {
  w: { K: "♔", Q: "♕", R: "♖", B: "♗", S: "♘", P: "♙" },
  b: { K: "♚", Q: "♛", R: "♜", B: "♝", S: "♞", P: "♟\uFE0E" },
};

let board = emptyBoard();   // the problem's position, as edited
let tool = null;            // { color, code } to place on a click, "erase", or null
let playback = null;        // { steps, index } while a solution is played
// The last run's problems (readProblems), the one being solved, and the
// position of the twin being solved: each line of output is played from the
// position it was written for.
let run = { problems: [], index: 0, board: emptyBoard() };

// ---- The board ------------------------------------------------------------

function pieceElement(piece) {
  const span = document.createElement("span");
  const glyph = GLYPHS[piece.color]?.[piece.code];
  if (glyph) {
    span.className = `piece glyph ${piece.color}`;
    span.textContent = glyph;
  } else {
    span.className = `piece fairy ${piece.color}`;
    span.textContent = piece.code;
  }
  span.title = `${{ w: "white", b: "black", n: "neutral" }[piece.color]} ${piece.code}`;
  return span;
}

const squares = [];
for (let rank = 7; rank >= 0; rank -= 1) {
  for (let file = 0; file < 8; file += 1) {
    const index = file + 8 * rank;
    const square = document.createElement("div");
    square.className = `square ${(file + rank) % 2 ? "light" : "dark"}`;
    square.dataset.square = squareName(index);
    square.dataset.piece = "";
    squares[index] = square;
    boardElement.append(square);
    square.addEventListener("click", () => clickSquare(index));
    square.addEventListener("dragover", event => {
      if (playback) return;
      event.preventDefault();
      square.classList.add("drop");
    });
    square.addEventListener("dragleave", () => square.classList.remove("drop"));
    square.addEventListener("drop", event => {
      square.classList.remove("drop");
      if (playback) return;
      event.preventDefault();
      const data = readDrag(event);
      if (!data) return;
      dropped = true;
      const next = copyBoard(board);
      if (data.from !== undefined) {
        if (data.from === index) return;
        next[data.from] = null;
      }
      next[index] = { color: data.color, code: data.code, attrs: data.attrs ?? [] };
      setBoard(next);
    });
  }
}

let dropped = false;

function readDrag(event) {
  try {
    return JSON.parse(event.dataTransfer.getData("application/x-feerie-piece") || "null");
  } catch {
    return null;
  }
}

function renderBoard(position, marks = []) {
  const marked = new Set(marks);
  position.forEach((piece, index) => {
    const square = squares[index];
    square.replaceChildren();
    square.dataset.piece = piece ? piece.color + piece.code : "";
    square.classList.toggle("mark", marked.has(index));
    if (index % 8 === 0 || index < 8) {
      if (index < 8) square.append(Object.assign(document.createElement("span"), { className: "coord file", textContent: "abcdefgh"[index] }));
      if (index % 8 === 0) square.append(Object.assign(document.createElement("span"), { className: "coord rank", textContent: String(index / 8 + 1) }));
    }
    if (!piece) return;
    const element = pieceElement(piece);
    if (!playback) {
      element.draggable = true;
      element.addEventListener("dragstart", event => {
        dropped = false;
        event.dataTransfer.setData("application/x-feerie-piece", JSON.stringify({ ...piece, from: index }));
        event.dataTransfer.effectAllowed = "move";
      });
      element.addEventListener("dragend", () => {
        // Dropped off the board: the piece is taken away.
        if (!dropped && board[index]) {
          const next = copyBoard(board);
          next[index] = null;
          setBoard(next);
        }
      });
    }
    square.append(element);
  });
  boardElement.classList.toggle("playing", Boolean(playback));
}

function clickSquare(index) {
  if (playback || !tool) return;
  const next = copyBoard(board);
  const piece = board[index];
  if (tool === "erase" || (piece && piece.color === tool.color && piece.code === tool.code)) next[index] = null;
  else next[index] = { color: tool.color, code: tool.code, attrs: [] };
  setBoard(next);
}

// A new position from the editor: the text follows.
function setBoard(next) {
  board = next;
  $("unread").hidden = true;
  renderBoard(board);
  textArea.value = writeProblem(textArea.value, { board });
}

// ---- The palette ----------------------------------------------------------

function selectTool(next, button) {
  tool = tool && next !== "erase" && tool !== "erase" && next.color === tool.color && next.code === tool.code ? null
       : tool === "erase" && next === "erase" ? null : next;
  for (const element of document.querySelectorAll(".palette-piece, .tool")) element.classList.remove("selected");
  if (tool && button) button.classList.add("selected");
}

for (const color of ["w", "b"]) {
  const row = $(color === "w" ? "palette-white" : "palette-black");
  for (const code of ["K", "Q", "R", "B", "S", "P"]) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "palette-piece";
    button.dataset.piece = color + code;
    button.title = `${color === "w" ? "white" : "black"} ${code}`;
    button.append(pieceElement({ color, code }));
    button.draggable = true;
    button.addEventListener("dragstart", event => {
      event.dataTransfer.setData("application/x-feerie-piece", JSON.stringify({ color, code }));
      event.dataTransfer.effectAllowed = "copy";
    });
    button.addEventListener("click", () => selectTool({ color, code }, button));
    row.append(button);
  }
}
$("eraser").addEventListener("click", event => selectTool("erase", event.currentTarget));
$("fairy-pick").addEventListener("click", event => {
  const code = $("fairy-code").value.trim().toUpperCase();
  if (!/^[A-Z0-9]{1,2}$/.test(code)) return;
  selectTool({ color: $("fairy-color").value, code }, event.currentTarget);
});
$("clear-board").addEventListener("click", () => {
  if (!playback) setBoard(emptyBoard());
});

// ---- The text and the fields ----------------------------------------------

function readText() {
  const problem = readProblem(textArea.value);
  board = problem.board;
  if (document.activeElement !== stipulationField) stipulationField.value = problem.stipulation;
  if (document.activeElement !== conditionsField) conditionsField.value = problem.conditions;
  $("unread").hidden = !problem.unread.length;
  $("unread").textContent = `Not shown on the board: ${problem.unread.join(" ")}`;
  if (!playback) renderBoard(board);
}

textArea.addEventListener("input", readText);
stipulationField.addEventListener("input", () => {
  textArea.value = writeProblem(textArea.value, { stipulation: stipulationField.value });
});
conditionsField.addEventListener("input", () => {
  textArea.value = writeProblem(textArea.value, { conditions: conditionsField.value });
});

// ---- The solver -----------------------------------------------------------

let worker = null;
let ready = false;
let running = false;
let started = 0;
let timer = null;
let pending = [];
let flushTimer = null;
let lines = [];        // the output so far, one entry per line element
let lineBoards = [];   // the position each line was written for

function setStatus(text, kind = "") {
  statusElement.textContent = text;
  statusElement.className = kind;
}

function startWorker() {
  ready = false;
  worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  worker.addEventListener("message", event => receive(event.data));
  worker.addEventListener("error", event => {
    setStatus(`The solver failed: ${event.message ?? "no WebAssembly module?"}`, "failed");
    finish();
  });
  updateButtons();
}

function updateButtons() {
  $("solve").disabled = !ready || running;
  $("stop").disabled = !running;
}

function receive(message) {
  if (message.type === "ready") {
    ready = true;
    if (!running) setStatus("Ready");
  } else if (message.type === "failed") {
    setStatus(`${message.message} (bash scripts/build-wasm.sh builds it)`, "failed");
  } else if (message.type === "line") {
    const progress = message.error ? null : readProgress(message.text);
    if (progress) currentMoveElement.textContent = `trying ${progress.number}: ${progress.move}`;
    else queueLine(message.text, message.error);
  } else if (message.type === "done") {
    flushLines();
    currentMoveElement.textContent = currentMoveElement.textContent.replace(/^trying /, "last first move tried: ");
    statusElement.dataset.finished = output.dataset.run;
    setStatus(message.status === 0 ? "Finished" : `Finished with exit code ${message.status}`,
              message.status === 0 ? "" : "failed");
    finish();
    if (message.status < 0) startWorker();
  }
  updateButtons();
}

function queueLine(text, error) {
  pending.push({ text, error });
  if (!flushTimer) flushTimer = setTimeout(flushLines, 50);
}

function flushLines() {
  clearTimeout(flushTimer);
  flushTimer = null;
  const fragment = document.createDocumentFragment();
  for (const { text, error } of pending) {
    const element = document.createElement("div");
    element.className = "line";
    element.textContent = text;
    element.dataset.index = String(lines.length);
    if (error) element.classList.add("error");
    else if (isMoveLine(text)) element.classList.add("move");
    lines.push(text);
    lineBoards.push(run.board);
    if (!error) followRun(text);
    fragment.append(element);
  }
  pending = [];
  const atEnd = output.scrollTop + output.clientHeight >= output.scrollHeight - 4;
  output.append(fragment);
  if (atEnd) output.scrollTop = output.scrollHeight;
}

// The position of the problem or twin that the lines after `text` are about.
function followRun(text) {
  const twin = readTwin(text);
  if (twin) {
    const problem = run.problems[run.index]?.board ?? emptyBoard();
    run.board = playTwin(twin.continued ? run.board : problem, twin.changes);
    lineBoards[lineBoards.length - 1] = run.board;
  } else if (text.startsWith("solution finished")) {
    run.index += 1;
    run.board = run.problems[run.index]?.board ?? emptyBoard();
  }
}

function finish() {
  running = false;
  clearInterval(timer);
  showElapsed();
  updateButtons();
}

function showElapsed() {
  if (started) elapsedElement.textContent = `Elapsed ${((performance.now() - started) / 1000).toFixed(1)} s`;
}

function solve() {
  if (!ready || running) return;
  stopPlayback();
  output.replaceChildren();
  output.dataset.run = String(Number(output.dataset.run ?? 0) + 1);
  lines = [];
  lineBoards = [];
  pending = [];
  currentMoveElement.textContent = "";
  const problems = readProblems(textArea.value);
  run = { problems, index: 0, board: problems[0].board };
  const options = $("move-numbers").checked ? "NoBoard MoveNumbers" : "NoBoard";
  running = true;
  started = performance.now();
  showElapsed();
  timer = setInterval(showElapsed, 100);
  setStatus("Solving…", "running");
  worker.postMessage({ input: withOptions(textArea.value, options) });
  updateButtons();
}

function stop() {
  if (!running) return;
  worker.terminate();
  flushLines();
  setStatus("Stopped", "failed");
  finish();
  startWorker();
}

$("solve").addEventListener("click", solve);
$("stop").addEventListener("click", stop);

// ---- Playing a solution ---------------------------------------------------

output.addEventListener("click", event => {
  const element = event.target.closest(".line.move");
  if (!element) return;
  const moves = movesToLine(lines, Number(element.dataset.index));
  if (!moves.length) return;
  for (const selected of output.querySelectorAll(".line.selected")) selected.classList.remove("selected");
  element.classList.add("selected");
  const index = Number(element.dataset.index);
  playback = { steps: playLine(lineBoards[index] ?? board, moves), index: 0 };
  $("playback").hidden = false;
  showStep();
});

function showStep() {
  const { steps, index } = playback;
  renderBoard(steps[index].board, steps[index].marks);
  const label = index === 0 ? "The position before the line"
                            : `Move ${index} of ${steps.length - 1}: ${steps[index].text}`;
  $("step-label").textContent = label;
  $("prev-step").disabled = $("first-step").disabled = index === 0;
  $("next-step").disabled = $("last-step").disabled = index === steps.length - 1;
}

function step(to) {
  if (!playback) return;
  playback.index = Math.max(0, Math.min(playback.steps.length - 1, to));
  showStep();
}

function stopPlayback() {
  playback = null;
  $("playback").hidden = true;
  for (const selected of output.querySelectorAll(".line.selected")) selected.classList.remove("selected");
  renderBoard(board);
}

$("next-step").addEventListener("click", () => step(playback.index + 1));
$("prev-step").addEventListener("click", () => step(playback.index - 1));
$("first-step").addEventListener("click", () => step(0));
$("last-step").addEventListener("click", () => step(Infinity));
$("exit-playback").addEventListener("click", stopPlayback);
document.addEventListener("keydown", event => {
  if (!playback || ["TEXTAREA", "INPUT", "SELECT"].includes(document.activeElement?.tagName)) return;
  if (event.key === "ArrowRight") step(playback.index + 1);
  else if (event.key === "ArrowLeft") step(playback.index - 1);
  else if (event.key === "Escape") stopPlayback();
});

// ---- Start ----------------------------------------------------------------

textArea.value = EXAMPLE_PROBLEM;
readText();
startWorker();
