// libFuzzer target: any bytes as a problem file, through the whole input
// path (fuzz_entry.h). Build and run it with scripts/fuzz.sh.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz_entry.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  feerie::run_input_path(std::string_view(reinterpret_cast<const char*>(data), size));
  return 0;
}
