// The WebAssembly module under node, used as a web page uses it (README.md,
// WebAssembly): a problem file written with FS.writeFile, solved by
// callMain, the text caught by print and printErr.
//
//   node tests/wasm_smoke.mjs [MODULE.mjs [NATIVE_FEERIE]]
//
// MODULE.mjs defaults to build-wasm/feerie.mjs; the module with threads
// (build-wasm/threads/feerie.mjs, a feerie.worker.js beside it) is tried the
// same way. With NATIVE_FEERIE (the native binary), every input is also solved
// by it, and both outputs, without their times (-regression), must be the
// same. Plain node, no packages.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { EXAMPLE_PROBLEM } from "../web/popeye.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const modulePath = path.resolve(process.argv[2] ?? path.join(root, "build-wasm", "feerie.mjs"));
const native = process.argv[3] ? path.resolve(process.argv[3]) : null;

// An orthodox #2 (its key 1.Qg5-b5 threatens two mates): the web page's example.
const orthodox = EXAMPLE_PROBLEM;
const orthodoxSolution = [
  "   1.Qg5-b5 ! threat:",
  "          2.Qb5-b2 #",
  "          2.Qb5-a4 #",
  "      1...c2-c1=Q",
  "          2.Qb5-a4 #",
  "      1...c2-c1=B",
  "          2.Qb5-a4 #",
  "      1...Ka3-a2",
  "          2.Qb5-b2 #",
];

// A fairy helpmate (examples/circe-parrain-h1.inp): five ways, the rebirths
// in brackets.
const parrain = `BeginProblem
Title Circe Parrain: five ways to mate in one
Pieces White Pb7 Pe7 Kd4 Black Kd6 Pe6 Bh4
Stipulation h#1
Condition Circe Parrain
EndProblem
`;
const parrainSolution = [
  "  1.Bh4*e7 b7-b8=Q[+wPe8=Q] #",
  "  1.Bh4*e7 b7-b8=Q[+wPe8=B] #",
  "  1.Bh4*e7 b7-b8=B[+wPe8=Q] #",
  "  1.Bh4*e7 b7-b8=B[+wPe8=B] #",
  "  1.Bh4*e7 b7-b8=S[+wPe8=S] #",
];

// Both in one file: NextProblem between them.
const both = orthodox.replace(/EndProblem\n$/, "NextProblem\n") + parrain.replace(/^BeginProblem\n/, "");

// As FEN Tool writes its input: Popeye's options around the page's text,
// and -maxmem on the command line.
const fenTool = "BeginProblem\nOpti NoBoard\nForsyth 8/8/8/K5Q1/8/k7/2p5/B7\nStipulation #2\nOption Variation\nEndProblem";

const unreadable = "BeginProblem\nPieces White Kz9\nStipulation #2\nEndProblem\n";

let failures = 0;
function check(condition, what, detail = "") {
  if (condition) return;
  failures += 1;
  console.error(`FAIL: ${what}${detail ? "\n" + detail : ""}`);
}

// Lines of `text` that hold `expected` in a row (blank lines between skipped).
function holdsInOrder(lines, expected) {
  let at = lines.indexOf(expected[0]);
  if (at < 0) return false;
  for (const line of expected.slice(1)) {
    do at += 1;
    while (at < lines.length && lines[at] === "");
    if (lines[at] !== line) return false;
  }
  return true;
}

if (!existsSync(modulePath)) {
  console.error(`wasm_smoke: no module at ${modulePath} (bash scripts/build-wasm.sh builds it)`);
  process.exit(1);
}
// Under node, the module with threads needs node's packages before it can
// wait for them (src/wasm/node_shim.js).
const threaded = existsSync(path.join(path.dirname(modulePath), "feerie.worker.js"));
if (threaded && !process.getBuiltinModule) {
  console.log(`wasm_smoke: node ${process.version} has no process.getBuiltinModule (node 20.16): ${modulePath} skipped`);
  process.exit(0);
}
const { default: createFeerie } = await import(pathToFileURL(modulePath).href);
check(typeof createFeerie === "function", "the module's default export is a factory");

// A new module, and a function that runs the command once on it.
async function instance() {
  const out = [];
  const err = [];
  const module = await createFeerie({ print: line => out.push(line), printErr: line => err.push(line) });
  check(typeof module.callMain === "function" && typeof module.FS?.writeFile === "function",
        "the module exports callMain and FS");
  return (input, args) => {
    out.length = 0;
    err.length = 0;
    module.FS.writeFile("/problem.inp", input);
    const status = module.callMain([...args, "/problem.inp"]);
    return { status, out: out.slice(), err: err.slice() };
  };
}

const run = await instance();

let result = run(orthodox, ["-threads", "1"]);
check(result.status === 0, "an orthodox #2 is solved with exit code 0", `exit code ${result.status}`);
check(holdsInOrder(result.out, orthodoxSolution), "the #2's key, threat and variations", result.out.join("\n"));
check(result.out.some(line => line.startsWith("solution finished. Time = ")), "the #2 ends with its time");
check(result.err.length === 0, "nothing on standard error for the #2", result.err.join("\n"));

// The same module again, for two problems in one file: callMain may be
// called as often as wanted.
result = run(both, ["-regression"]);
check(result.status === 0, "two problems in one file, exit code 0", `exit code ${result.status}`);
check(holdsInOrder(result.out, orthodoxSolution), "the first of two problems solved", result.out.join("\n"));
check(holdsInOrder(result.out, parrainSolution), "the second of two problems solved", result.out.join("\n"));
check(result.out.filter(line => line === "solution finished.").length === 2, "two problems, two ends");

// Either module takes -threads as the native program does (without threads,
// or beyond the cores, the search takes what there is).
result = run(parrain, ["-threads", "4", "-regression"]);
check(result.status === 0 && holdsInOrder(result.out, parrainSolution), "-threads 4 accepted",
      result.out.concat(result.err).join("\n"));

result = run(fenTool, ["-maxmem", "512M"]);
check(result.status === 0 && holdsInOrder(result.out, orthodoxSolution), "FEN Tool's input and flags",
      result.out.concat(result.err).join("\n"));

result = run(unreadable, []);
check(result.status === 1, "an unreadable problem gives exit code 1", `exit code ${result.status}`);
check(result.err.some(line => line.startsWith("feerie: /problem.inp:2:") && line.includes("Kz9")),
      "an unreadable problem is reported on standard error with its place", result.err.join("\n"));

result = run(orthodox, ["-threads", "0"]);
check(result.status === 2, "a bad flag gives exit code 2", `exit code ${result.status}`);
check(result.err.some(line => line.includes("-threads")), "a bad flag is reported", result.err.join("\n"));

// The same text as the native program, times left out.
if (native) {
  const folder = mkdtempSync(path.join(tmpdir(), "feerie-wasm-"));
  for (const [name, input] of Object.entries({ orthodox, both, fenTool, unreadable })) {
    const file = path.join(folder, "problem.inp");
    writeFileSync(file, input);
    const expected = spawnSync(native, ["-regression", file], { encoding: "utf8" });
    const actual = run(input, ["-regression"]);
    const text = actual.out.map(line => line + "\n").join("");
    check(actual.status === expected.status, `${name}: the native exit code`,
          `native ${expected.status}, wasm ${actual.status}`);
    check(text === expected.stdout, `${name}: the native output`, `native:\n${expected.stdout}\nwasm:\n${text}`);
  }
  rmSync(folder, { recursive: true });
}

const name = path.relative(process.cwd(), modulePath);
console.log(failures ? `wasm_smoke: ${name}: ${failures} check(s) failed`
                     : `wasm_smoke: ${name}: all checks passed${native ? " (same text as the native program)" : ""}`);
// Emscripten leaves node's exit code at the last program's, and the workers
// of the module with threads would keep node running: this test's own code.
process.exit(failures ? 1 : 0);
