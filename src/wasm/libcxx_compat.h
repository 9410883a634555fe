// Put before every source of the WebAssembly build (-include, src/wasm/
// wasm_module.cmake): the C++20 library parts Feerie uses that the libc++ of
// Debian's Emscripten (3.1.6, LLVM 14) lacks. Each one is defined only when
// the library says it is missing, so a newer Emscripten uses its own.
#pragma once

#include <atomic>
#include <cstddef>
#include <memory>
#include <type_traits>
#include <version>

namespace std {

#ifndef __cpp_lib_smart_ptr_for_overwrite
// An array left uninitialised, as std::make_unique_for_overwrite<T[]> makes it.
template <class T>
  requires is_unbounded_array_v<T>
unique_ptr<T> make_unique_for_overwrite(size_t count) {
  return unique_ptr<T>(new remove_extent_t<T>[count]);
}
#endif

#ifndef __cpp_lib_atomic_ref
// Atomic loads and stores of an object that is not a std::atomic: what
// the transposition table asks of std::atomic_ref.
template <class T>
class atomic_ref {
  static_assert(is_trivially_copyable_v<T>);

 public:
  explicit atomic_ref(T& object) noexcept : object_(&object) {}
  atomic_ref(const atomic_ref&) noexcept = default;
  atomic_ref& operator=(const atomic_ref&) = delete;

  T load(memory_order order = memory_order_seq_cst) const noexcept {
    T value;
    __atomic_load(object_, &value, builtin_order(order));
    return value;
  }
  void store(T value, memory_order order = memory_order_seq_cst) const noexcept {
    __atomic_store(object_, &value, builtin_order(order));
  }
  operator T() const noexcept { return load(); }
  T operator=(T value) const noexcept {
    store(value);
    return value;
  }

 private:
  static constexpr int builtin_order(memory_order order) {
    switch (order) {
      case memory_order_relaxed: return __ATOMIC_RELAXED;
      case memory_order_consume: return __ATOMIC_CONSUME;
      case memory_order_acquire: return __ATOMIC_ACQUIRE;
      case memory_order_release: return __ATOMIC_RELEASE;
      case memory_order_acq_rel: return __ATOMIC_ACQ_REL;
      default: return __ATOMIC_SEQ_CST;
    }
  }

  T* object_;
};
#endif

}  // namespace std
