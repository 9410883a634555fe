// Whether this build can start threads, and how many. A WebAssembly build
// made without them (scripts/build-wasm.sh) cannot: there the search runs on
// one thread, the transposition table is filled before use, and the helpers
// of the command (the maxtime timer, the heartbeat) are left out. A
// WebAssembly build with threads takes them from a pool of workers made when
// the module loads, one for each core and three for the helpers
// (src/wasm/wasm_module.cmake): a thread beyond the pool would wait for the
// page's event loop, which does not run while the search does, so there the
// search takes no more threads than there are cores.
#pragma once

namespace feerie {

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool ThreadsAvailable = false;
#else
inline constexpr bool ThreadsAvailable = true;
#endif

#ifdef __EMSCRIPTEN_PTHREADS__
inline constexpr bool ThreadsPooled = true;
#else
inline constexpr bool ThreadsPooled = false;
#endif

}  // namespace feerie
