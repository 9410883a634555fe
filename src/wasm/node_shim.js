// Put before Emscripten's ES6 module (--extern-pre-js, src/wasm/wasm_module.cmake).
// Under node, Emscripten 3.1.6's code takes its folder from __dirname and
// loads node's packages with require(), neither of which an ES6 module has.
// __dirname is made here from the module's own address; require() comes
// from node's "module" package: at once where node hands it over without a
// wait (process.getBuiltinModule, node 20.16 and later), else by a dynamic
// import, which the module's loading waits for (wasm_load.js). No top-level
// await, which bundlers for the web may refuse. In a browser both stay
// undefined.
var __dirname, require;
const feerieNodeReady =
  typeof process == "object" && typeof process.versions == "object" && typeof process.versions.node == "string"
    ? (() => {
        __dirname = decodeURIComponent(new URL(".", import.meta.url).pathname).replace(/\/$/, "");
        const name = "module";  // a bundler for the web has nothing to resolve
        const made = ({ createRequire }) => {
          require = createRequire(import.meta.url);
        };
        if (process.getBuiltinModule) return Promise.resolve(made(process.getBuiltinModule(name)));
        return import(/* webpackIgnore: true */ /* @vite-ignore */ name).then(made);
      })()
    : null;
