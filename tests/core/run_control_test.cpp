// RunControl (cgt/core/run_control.hpp): limits, cancellation and the memory limit on
// the process's resident memory.
#include "cgt/core/run_control.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <string>
#include <thread>
#include <vector>

#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(RunControl, ResidentMemoryGrowsWithTouchedPages) {
  const std::uint64_t before = resident_memory_bytes();
  ASSERT_GT(before, 0u);  // Linux: /proc/self/statm
  std::vector<char> block(std::size_t{64} << 20, 1);  // 64 MiB, every page touched
  const std::uint64_t after = resident_memory_bytes();
  EXPECT_GE(after, before + (std::uint64_t{48} << 20)) << int(block[block.size() / 2]);
}

TEST(RunControl, MemoryLimitCountsTheWholeProcess) {
  // The caller's table estimate (1 KB) is far below the limit, but the process holds
  // more than 1 MB: the resident check, after its 10 ms interval, stops the run.
  RunControl run(Limits{0, std::uint64_t{1} << 20, 0});
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  try {
    run.checkpoint("testing", 1, 2, 1024);
    FAIL() << "expected the resident-memory limit";
  } catch (const LimitError& e) {
    EXPECT_NE(std::string(e.what()).find("memory limit exceeded during testing: the process holds"),
              std::string::npos)
        << e.what();
  }
}

TEST(RunControl, GrowthIsCheckedBeforeTheAllocation) {
  const std::uint64_t now = resident_memory_bytes();
  RunControl run(Limits{0, now + (std::uint64_t{64} << 20), 0});
  EXPECT_NO_THROW(run.check_growth("a small table", std::uint64_t{1} << 20));
  try {
    run.check_growth("a doubled table", std::uint64_t{1} << 30);
    FAIL() << "expected the memory limit";
  } catch (const LimitError& e) {
    EXPECT_NE(std::string(e.what()).find("a doubled table needs 1073741824 more bytes"), std::string::npos) << e.what();
  }
  RunControl unlimited;
  EXPECT_NO_THROW(unlimited.check_growth("anything", std::uint64_t{1} << 50));
}

TEST(RunControl, NoMemoryLimitNoResidentCheck) {
  RunControl run;
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  EXPECT_NO_THROW(run.checkpoint("testing", 1, 2, 1024));
  RunControl limited(Limits{0, std::uint64_t{1} << 40, 0});  // 1 TiB: never reached
  std::this_thread::sleep_for(std::chrono::milliseconds(60));
  EXPECT_NO_THROW(limited.checkpoint("testing", 1, 2, 1024));
}

TEST(RunControl, CancelStopsTheNextCheckpoint) {
  RunControl run;
  run.cancel();
  EXPECT_THROW(run.checkpoint("testing", 0, 0), LimitError);
}

}  // namespace
}  // namespace cgt
