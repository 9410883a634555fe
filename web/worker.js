// The solver in a module worker: the WebAssembly build of Feerie
// (build-wasm/feerie.mjs, made by scripts/build-wasm.sh), loaded once. It
// takes { input } (a problem file in Popeye's language), solves it on one
// thread and sends back each line as it is written ({ type: "line", text,
// error }), then { type: "done", status }. The page stops a run by
// terminating the worker.
const wasmModule = new URL("../build-wasm/feerie.mjs", import.meta.url).href;

const loading = import(wasmModule)
  .then(({ default: createFeerie }) => createFeerie({
    print: text => postMessage({ type: "line", text, error: false }),
    printErr: text => postMessage({ type: "line", text, error: true }),
  }));

loading.then(
  () => postMessage({ type: "ready" }),
  error => postMessage({ type: "failed", message: `cannot load ${wasmModule}: ${error}` }));

addEventListener("message", async event => {
  let feerie;
  try {
    feerie = await loading;
  } catch (error) {
    postMessage({ type: "failed", message: `cannot load ${wasmModule}: ${error}` });
    return;
  }
  let status;
  try {
    feerie.FS.writeFile("/problem.inp", event.data.input);
    status = feerie.callMain(["-threads", "1", "/problem.inp"]);
  } catch (error) {
    postMessage({ type: "line", text: String(error), error: true });
    status = -1;
  }
  postMessage({ type: "done", status });
});
