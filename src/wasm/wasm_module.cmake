# The feerie target as a WebAssembly module (Emscripten, scripts/build-wasm.sh):
# feerie.mjs, an ES6 module whose default export createFeerie(settings)
# resolves to the module, and feerie.wasm beside it. A page writes a problem
# file with FS.writeFile and solves it with callMain(['problem.inp']); the
# text goes to the print and printErr of the settings (README.md, WebAssembly).
option(FEERIE_WASM_THREADS "WebAssembly with threads (needs a cross-origin isolated page)" OFF)

set_target_properties(feerie PROPERTIES SUFFIX .mjs)
target_link_options(feerie PRIVATE
  -sMODULARIZE=1
  -sEXPORT_ES6=1
  -sEXPORT_NAME=createFeerie
  -sENVIRONMENT=web,worker,node
  # Started by callMain, as often as wanted: the runtime stays after main.
  -sINVOKE_RUN=0
  -sEXIT_RUNTIME=0
  -sEXPORTED_RUNTIME_METHODS=FS,callMain
  # The transposition table takes what -maxmem allows (at most 129 MB).
  -sALLOW_MEMORY_GROWTH=1
  # The main thread's stack of a native program (deep searches recurse).
  -sTOTAL_STACK=8MB
  # Loading the wasm, in any worker and under node (src/wasm/node_shim.js, wasm_load.js).
  "SHELL:--extern-pre-js ${CMAKE_CURRENT_LIST_DIR}/node_shim.js"
  "SHELL:--pre-js ${CMAKE_CURRENT_LIST_DIR}/wasm_load.js")
set_property(TARGET feerie APPEND PROPERTY LINK_DEPENDS
  ${CMAKE_CURRENT_LIST_DIR}/node_shim.js ${CMAKE_CURRENT_LIST_DIR}/wasm_load.js)

if(FEERIE_WASM_THREADS)
  # Every object with shared memory and atomics, and a pool of workers made
  # when the module loads, as the search takes its threads at once: one for
  # each core (the count std::thread::hardware_concurrency gives), and three
  # for the helpers: the transposition table's filler, the maxtime timer and
  # the heartbeat (solve/thread_support.h).
  target_compile_options(feerie_core PUBLIC -pthread)
  target_compile_options(feerie PRIVATE -pthread)
  # (Growing shared memory slows only the JavaScript side: the output.)
  target_link_options(feerie PRIVATE -pthread "-sPTHREAD_POOL_SIZE=_emscripten_num_logical_cores()+3"
                      -Wno-pthreads-mem-growth)
endif()

# Popeye's own WebAssembly build is a classic script: a page's worker defines
# `var Module = {noInitialRun: true, print: ...}`, loads the script after it,
# and drives it through the globals FS and callMain (FEN Tool), or through
# Module._main with arguments it writes into memory itself (allocate,
# intArrayFromString, Module._malloc, Module.HEAPU8: olive.js).
# feerie-classic.js (feerie-classic.wasm beside it) is that drop-in, on one
# thread; tests/wasm_classic.mjs drives it both ways.
if(NOT FEERIE_WASM_THREADS)
  add_executable(feerie_classic ${FEERIE_APP_SOURCES})
  target_link_libraries(feerie_classic PRIVATE feerie_core)
  set_target_properties(feerie_classic PROPERTIES OUTPUT_NAME feerie-classic SUFFIX .js)
  target_link_options(feerie_classic PRIVATE
    -sENVIRONMENT=web,worker,node
    -sINVOKE_RUN=0
    -sEXIT_RUNTIME=0
    -sEXPORTED_RUNTIME_METHODS=FS,callMain,allocate,intArrayFromString,ALLOC_NORMAL
    -sEXPORTED_FUNCTIONS=_main,_malloc,_free
    -sALLOW_MEMORY_GROWTH=1
    -sTOTAL_STACK=8MB)
endif()
