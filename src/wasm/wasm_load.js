// Put at the start of the module's factory (--pre-js, src/wasm/wasm_module.cmake).
// The module loads feerie.wasm itself, the same way everywhere: fetched in a
// page or a worker (a module worker too, which Emscripten 3.1.6 takes for
// neither, and whatever type the server gives it), read from a file under
// node once require() is there (node_shim.js). Its address is Emscripten's:
// beside the module (new URL(..., import.meta.url), which bundlers follow),
// or where settings.locateFile puts it. Unless the caller gave the wasm or a
// loader of its own, as the workers of the module with threads do.
if (!Module["instantiateWasm"] && !Module["wasmBinary"]) {
  Module["instantiateWasm"] = (imports, receiveInstance) => {
    const file = wasmBinaryFile;
    const bytes = feerieNodeReady
      ? feerieNodeReady.then(() => require("fs").readFileSync(file.startsWith("file:") ? new URL(file) : file))
      : fetch(file, { credentials: "same-origin" }).then(response => {
          if (!response.ok) throw new Error(`cannot fetch ${file}: ${response.status} ${response.statusText}`);
          return response.arrayBuffer();
        });
    bytes
      .then(wasm => WebAssembly.instantiate(wasm, imports))
      .then(result => receiveInstance(result.instance, result.module), error => abort(error));
    return {};
  };
}
