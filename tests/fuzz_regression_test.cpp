// Every input that ever crashed the fuzz target (fuzz/regressions/), and the
// fuzzer's seed corpus (fuzz/corpus/), run through the same input path in
// the normal suite, with its sanitizers in the Debug build.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "fuzz_entry.h"

namespace feerie {
namespace {

void run_every_file_of(const std::filesystem::path& folder) {
  ASSERT_TRUE(std::filesystem::is_directory(folder)) << folder;
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator(folder)) {
    if (!entry.is_regular_file()) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    SCOPED_TRACE(entry.path().string());
    run_input_path(text.str());  // returns normally, or the sanitizers stop the test
    ++count;
  }
  EXPECT_GT(count, 0) << folder;
}

TEST(FuzzRegressions, EveryInputThatEverCrashedRunsThrough) {
  run_every_file_of(std::filesystem::path(FEERIE_FUZZ_DIR) / "regressions");
}

TEST(FuzzRegressions, TheSeedCorpusRunsThrough) { run_every_file_of(std::filesystem::path(FEERIE_FUZZ_DIR) / "corpus"); }

}  // namespace
}  // namespace feerie
