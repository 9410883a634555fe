// Put at the start of the module's factory (--pre-js, src/wasm/wasm_module.cmake).
// Under node, feerie.wasm is read from the module's folder once require() is
// there (node_shim.js), unless the caller gave the wasm or its own loader.
if (feerieNodeReady && !Module["instantiateWasm"] && !Module["wasmBinary"]) {
  Module["instantiateWasm"] = (imports, receiveInstance) => {
    feerieNodeReady
      .then(() => {
        const wasm = Module["locateFile"] ? Module["locateFile"]("feerie.wasm", __dirname + "/") : new URL("feerie.wasm", _scriptDir);
        return WebAssembly.instantiate(require("fs").readFileSync(wasm), imports);
      })
      .then(result => receiveInstance(result.instance, result.module), error => abort(error));
    return {};
  };
}
