#include "cgt/impartial/heap_store.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "cgt/core/checksum.hpp"
#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

namespace fs = std::filesystem;

// A fresh directory under the system's temporary one, removed at the end of the test.
class TempDir {
 public:
  explicit TempDir(const std::string& name)
      : path_(fs::temp_directory_path() / ("cgt_heap_store_" + std::to_string(::getpid()) + "_" + name)) {
    fs::remove_all(path_);
  }
  ~TempDir() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }
  fs::path operator/(const std::string& sub) const { return path_ / sub; }

 private:
  fs::path path_;
};

std::string contents(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

void overwrite(const fs::path& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << bytes;
}

// Every file of a store, by name.
std::map<std::string, std::string> files_of(const fs::path& dir) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::directory_iterator(dir)) files[entry.path().filename().string()] = contents(entry.path());
  return files;
}

// Runs `count` values (or until a period, with count 0) of `rule` into `dir` the way
// `cgt heap --out` does: `stop_after` > 0 makes the run stop with a LimitError after that
// many steps, as a time limit would.
HeapAnalysis run_to_store(const fs::path& dir, const std::string& rule_text, std::size_t count,
                          std::uint64_t shard_values, bool resume, std::size_t step, int stop_after = 0) {
  const HeapRule rule = HeapRule::parse(rule_text);
  HeapStoreWriter writer(dir, rule, shard_values, resume);
  HeapRunOptions options;
  options.known = writer.take_resumed_values();
  options.keep_values = false;
  options.step = step;
  int steps = 0;
  options.on_values = [&](HeapValues values, HeapRunStage stage, const HeapAnalysis& a) {
    writer.write(values, stage != HeapRunStage::step, stage == HeapRunStage::finished, a.period, a.statistics);
    if (stage == HeapRunStage::step && stop_after > 0 && ++steps == stop_after) throw LimitError("stopped by the test");
  };
  return count > 0 ? analyze_heap_game(rule, count, unlimited_run(), std::move(options))
                   : analyze_heap_game_until_period(rule, 1 << 16, unlimited_run(), 0, std::move(options));
}

TEST(HeapStore, ValuesReadBackEqualTheComputedOnes) {
  TempDir dir("read_back");
  const HeapAnalysis written = run_to_store(dir.path(), "0.6", 40'000, 7'000, false, 5'000);
  EXPECT_TRUE(written.values.empty());  // not kept: they went to disk
  EXPECT_EQ(written.count, 40'000u);
  const HeapAnalysis expected = analyze_heap_game(HeapRule::parse("0.6"), 40'000);
  HeapStore store(dir.path());
  EXPECT_EQ(store.manifest().rule, "0.6");
  EXPECT_TRUE(store.manifest().complete);
  EXPECT_EQ(store.manifest().count(), 40'000u);
  EXPECT_EQ(store.manifest().shards.size(), 6u);  // 5 of 7,000 and one of 5,000
  EXPECT_EQ(store.manifest().statistics.max_value, expected.statistics.max_value);
  EXPECT_EQ(store.manifest().statistics.rare_count, expected.statistics.rare_count);
  EXPECT_EQ(store.all_values(), expected.values);
  std::mt19937_64 rng(7);
  for (int i = 0; i < 500; ++i) {
    const std::size_t n = rng() % 40'000;
    ASSERT_EQ(store.value(n), expected.values[n]) << "n = " << n;
  }
  EXPECT_THROW(store.value(40'000), DomainError);  // no certified period
}

TEST(HeapStore, ShardsUseTheNarrowestWidth) {
  TempDir dir("width");
  run_to_store(dir.path(), "0.6", 3'000, 1'000, false, 1'000);
  HeapStore store(dir.path());
  // Officers' values stay below 256 up to heap 2,999 (the largest is 2 digits wide).
  for (const HeapShard& s : store.manifest().shards) EXPECT_EQ(s.width, 1u);
  const std::vector<GrundyValue> wide{1, 70'000, 3};
  unsigned width = 0;
  const std::string file = encode_heap_shard(wide, width);
  EXPECT_EQ(width, 4u);
  std::vector<GrundyValue> back;
  decode_heap_shard(file, {0, 3, width, file.size(), fnv1a(file)}, "test", back);
  EXPECT_EQ(back, wide);
}

TEST(HeapStore, AStoppedRunResumedGivesByteIdenticalShards) {
  TempDir whole("whole"), parts("parts");
  run_to_store(whole.path(), "0.6", 30'000, 4'000, false, 3'000);
  // Stopped after 12 steps, then after 8 more, then finished: three processes in all.
  // (Steps are at most 3,000 values; the search for a period makes the first ones smaller.)
  EXPECT_THROW(run_to_store(parts.path(), "0.6", 30'000, 4'000, false, 3'000, 12), LimitError);
  const HeapManifest first = HeapStore(parts.path()).manifest();
  EXPECT_FALSE(first.complete);
  EXPECT_GT(first.count(), 4'000u);  // a full shard and a partial one
  EXPECT_NE(first.count() % 4'000, 0u);
  EXPECT_THROW(run_to_store(parts.path(), "0.6", 30'000, 4'000, true, 3'000, 8), LimitError);
  const HeapManifest second = HeapStore(parts.path()).manifest();
  EXPECT_GT(second.count(), first.count());
  EXPECT_LT(second.count(), 30'000u);
  run_to_store(parts.path(), "0.6", 30'000, 4'000, true, 3'000);
  EXPECT_EQ(files_of(parts.path()), files_of(whole.path()));
}

TEST(HeapStore, GrundysGameResumedEqualsOneRun) {
  TempDir whole("grundy_whole"), parts("grundy_parts");
  run_to_store(whole.path(), "grundy", 20'000, 6'000, false, 2'500);
  EXPECT_THROW(run_to_store(parts.path(), "grundy", 20'000, 6'000, false, 2'500, 3), LimitError);
  run_to_store(parts.path(), "grundy", 20'000, 6'000, true, 2'500);
  EXPECT_EQ(files_of(parts.path()), files_of(whole.path()));
  EXPECT_EQ(HeapStore(parts.path()).all_values(), analyze_heap_game(HeapRule::grundys_game(), 20'000).values);
}

TEST(HeapStore, ACertifiedPeriodGivesValuesPastTheStoredOnes) {
  TempDir dir("period");
  // Dawson's Kayles, 0.07: period 34 from n = 53 (Winning Ways ch. 4). The run grows past
  // the certificate in steps of 64 and then truncates: shards past it are removed.
  const HeapAnalysis a = run_to_store(dir.path(), "0.07", 0, 16, false, 64);
  ASSERT_TRUE(a.period.has_value());
  EXPECT_EQ(a.period->period, 34u);
  EXPECT_EQ(a.period->preperiod, 53u);
  HeapStore store(dir.path());
  EXPECT_EQ(store.manifest().count(), a.count);
  EXPECT_EQ(store.manifest().period, a.period);
  const std::size_t shards = store.manifest().shards.size();
  EXPECT_EQ(shards, (a.count + 15) / 16);
  EXPECT_FALSE(fs::exists(dir / heap_shard_name(shards)));
  const HeapAnalysis longer = analyze_heap_game(HeapRule::parse("0.07"), 5'000);
  for (std::size_t n = 0; n < 5'000; ++n) ASSERT_EQ(store.value(n), longer.values[n]) << "n = " << n;
  EXPECT_EQ(store.value(1'000'000'000'000), longer.values[53 + (1'000'000'000'000 - 53) % 34]);
}

TEST(HeapStore, RefusesToOverwriteOrResumeTheWrongStore) {
  TempDir dir("refuse");
  run_to_store(dir.path(), "0.6", 1'000, 300, false, 500);
  EXPECT_THROW(HeapStoreWriter(dir.path(), HeapRule::parse("0.6"), 300, false), Error);  // already there
  EXPECT_THROW(HeapStoreWriter(dir.path(), HeapRule::parse("0.77"), 300, true), ParseError);  // another rule
  EXPECT_THROW(HeapStoreWriter(dir.path(), HeapRule::parse("0.6"), 200, true), ParseError);  // another shard size
  EXPECT_THROW(HeapStoreWriter(dir / "empty", HeapRule::parse("0.6"), 300, true), Error);  // nothing to resume
  EXPECT_THROW(HeapStore(dir / "empty"), ParseError);
  EXPECT_THROW(HeapStoreWriter(dir.path(), HeapRule::parse("0.6"), 0, true), LimitError);
}

TEST(HeapStore, DamagedShardsAreRefused) {
  TempDir dir("damage");
  run_to_store(dir.path(), "0.6", 1'000, 300, false, 500);
  const fs::path shard = dir / heap_shard_name(1);
  const std::string good = contents(shard);
  std::string flipped = good;
  flipped[flipped.size() / 2] ^= 0x20;
  overwrite(shard, flipped);
  HeapStore store(dir.path());
  EXPECT_EQ(store.value(5), analyze_heap_game(HeapRule::parse("0.6"), 6).values[5]);  // shard 0 is fine
  EXPECT_THROW(store.value(400), ParseError);
  EXPECT_THROW(store.all_values(), ParseError);
  overwrite(shard, good.substr(0, good.size() - 1));
  EXPECT_THROW(HeapStore(dir.path()).value(400), ParseError);
  fs::remove(shard);
  EXPECT_THROW(HeapStore(dir.path()).value(400), ParseError);
  EXPECT_THROW(HeapStoreWriter(dir.path(), HeapRule::parse("0.6"), 300, true), ParseError);
}

TEST(HeapStore, MalformedManifestsAreRefused) {
  TempDir dir("manifest");
  run_to_store(dir.path(), "0.07", 300, 40, false, 50);
  const std::string good = contents(dir / "manifest.json");
  EXPECT_NO_THROW(parse_heap_manifest(good, "m"));
  // Each edit breaks one rule of the format.
  const std::vector<std::pair<std::string, std::string>> edits{
      {"\"format\": \"cgt heap values\"", "\"format\": \"cgt database\""},
      {"\"version\": 1", "\"version\": 2"},
      {"\"version\": 1", "\"version\": -1"},
      {"\"count\": 300", "\"count\": 301"},
      {"\"shard_values\": 40", "\"shard_values\": 0"},
      {"\"shard_values\": 40", "\"shard_values\": 30"},
      {"\"shard_values\": 40", "\"shard_values\": 99999999999"},
      {"\"first\": 40", "\"first\": 41"},
      {"\"width\": 1", "\"width\": 3"},
      {"\"complete\": true", "\"complete\": 1"},
      {"\"rule\": \"0.07\"", "\"rule\": 7"},
      {"\"rare_mask\": 0", "\"rare_mask\": \"0\""},
      {"\"period\": 34", "\"period\": 0"},
      {"\"preperiod\": 53", "\"preperiod\": 280"},
  };
  for (const auto& [from, to] : edits) {
    std::string bad = good;
    const auto at = bad.find(from);
    ASSERT_NE(at, std::string::npos) << from;
    bad.replace(at, from.size(), to);
    EXPECT_THROW(parse_heap_manifest(bad, "m"), ParseError) << to;
  }
  for (const std::string& bad : std::vector<std::string>{"", "{", "[]", "null", "{\"format\": \"cgt heap values\"}", good.substr(0, good.size() / 2)})
    EXPECT_THROW(parse_heap_manifest(bad, "m"), ParseError) << bad;
  // A bad hash string, and a shard count past the shard size.
  std::string bad_hash = good;
  bad_hash.replace(bad_hash.find("\"fnv1a\": \"") + 10, 1, "Z");
  EXPECT_THROW(parse_heap_manifest(bad_hash, "m"), ParseError);
}

}  // namespace
}  // namespace cgt
