// Put before Emscripten's ES6 module (--extern-pre-js, src/wasm/wasm_module.cmake).
// Under node, Emscripten 3.1.6's code takes its folder from __dirname and
// reads files with require(), neither of which an ES6 module has. __dirname
// is made here from the module's own address; require() arrives with node's
// "module" package, loaded without a top-level await (which bundlers for the
// web may refuse), before the module's factory needs it (node_load.js).
// In a browser both stay undefined.
var __dirname, require;
const feerieNode =
  typeof process == "object" && typeof process.versions == "object" && typeof process.versions.node == "string";
const feerieNodeReady = feerieNode
  ? (() => {
      __dirname = decodeURIComponent(new URL(".", import.meta.url).pathname).replace(/\/$/, "");
      const name = "module";  // a bundler for the web has nothing to resolve
      return import(/* webpackIgnore: true */ /* @vite-ignore */ name).then(({ createRequire }) => {
        require = createRequire(import.meta.url);
      });
    })()
  : null;
