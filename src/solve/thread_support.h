// Whether this build can start threads. A WebAssembly build made without
// them (scripts/build-wasm.sh) cannot: there the search runs on one thread,
// the transposition table is filled before use, and the helpers of the
// command (the maxtime timer, the heartbeat) are left out.
#pragma once

namespace feerie {

#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
inline constexpr bool ThreadsAvailable = false;
#else
inline constexpr bool ThreadsAvailable = true;
#endif

}  // namespace feerie
