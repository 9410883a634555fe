// The classic WebAssembly script (build-wasm/feerie-classic.js) driven as the
// pages made for Popeye's own build drive theirs: a worker script defines
// `var Module = {noInitialRun: true, ...}`, the solver's script follows it in
// the same scope, and the worker then
//   - writes the problem with FS.writeFile and runs callMain(args) (FEN Tool);
//   - or writes argv into memory itself (allocate, intArrayFromString,
//     Module._malloc, Module.HEAPU8) and calls Module._main (olive.js).
// Here the three parts are put in one CommonJS file run by node, beside
// the script's .wasm. Plain node, no packages.
//
//   node tests/wasm_classic.mjs [build-wasm/feerie-classic.js]
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const script = path.resolve(process.argv[2] ?? path.join(root, "build-wasm", "feerie-classic.js"));
if (!existsSync(script)) {
  console.error(`wasm_classic: no script at ${script} (bash scripts/build-wasm.sh builds it)`);
  process.exit(1);
}

// The worker's input, as FEN Tool writes it around the page's text.
const problem = "BeginProblem\nForsyth 8/8/8/K5Q1/8/k7/2p5/B7\nStipulation #2\nOption Variation\nEndProblem";
const key = "   1.Qg5-b5 ! threat:";

// (Under node, Emscripten 3.1.6's classic loader would hand the .wasm's file
// name to node's fetch, which reads no files: without fetch it reads the
// file from disk, as a page's worker fetches it beside the script.)
const prefix = `
globalThis.fetch = undefined;
var Module = { noInitialRun: true };
const ready = new Promise(resolve => (Module.postRun = resolve));
const lines = [];
Module.print = Module.printErr = text => lines.push(text);
`;
const driver = `
ready.then(() => {
  const result = {};
  FS.writeFile("/test.inp", ${JSON.stringify(problem)});
  result.callMain = { status: callMain(["-maxmem", "512M", "/test.inp"]), lines: lines.splice(0) };
  const args = ["py", "-maxmem", "128M", "/test.inp"];
  const argv = new Uint32Array(args.length);
  for (let i = 0; i < args.length; i++) argv[i] = allocate(intArrayFromString(args[i]), "i8", ALLOC_NORMAL);
  const bytes = argv.length * argv.BYTES_PER_ELEMENT;
  const pointer = Module._malloc(bytes);
  new Uint8Array(Module.HEAPU8.buffer, pointer, bytes).set(new Uint8Array(argv.buffer));
  result.main = { status: Module._main(args.length, pointer), lines: lines.splice(0) };
  process.stdout.write(JSON.stringify(result));
});
`;

const folder = mkdtempSync(path.join(tmpdir(), "feerie-classic-"));
const wasm = script.replace(/\.js$/, ".wasm");
copyFileSync(wasm, path.join(folder, path.basename(wasm)));
const worker = path.join(folder, "worker.cjs");
writeFileSync(worker, prefix + readFileSync(script, "utf8") + driver);
const run = spawnSync(process.execPath, [worker], { encoding: "utf8", timeout: 60000 });
rmSync(folder, { recursive: true });

let failures = 0;
function check(condition, what, detail = "") {
  if (condition) return;
  failures += 1;
  console.error(`FAIL: ${what}${detail ? "\n" + detail : ""}`);
}

let result = null;
try {
  result = JSON.parse(run.stdout);
} catch {
  check(false, "the worker script runs and reports", `exit ${run.status}\n${run.stdout}\n${run.stderr}`);
}
if (result) {
  for (const way of ["callMain", "main"]) {
    const { status, lines } = result[way];
    check(status === 0, `${way}: exit code 0`, `exit code ${status}\n${lines.join("\n")}`);
    check(lines.includes(key), `${way}: the #2's key`, lines.join("\n"));
    check(lines.some(line => line.startsWith("solution finished.")), `${way}: the end line`, lines.join("\n"));
  }
}

const name = path.relative(process.cwd(), script);
console.log(failures ? `wasm_classic: ${name}: ${failures} check(s) failed`
                     : `wasm_classic: ${name}: callMain and _main as Popeye's pages call them`);
process.exit(failures ? 1 : 0);
