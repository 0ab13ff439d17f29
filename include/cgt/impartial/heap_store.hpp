#pragma once
/// \file
/// Grundy values of a heap game on disk: a directory of zstd-compressed shards and a
/// manifest, written while the values are computed (`cgt heap RULE --out DIR`), resumed
/// after a stop (`--resume`), and read back one value at a time (`--from DIR --at n`).
///
/// Layout of DIR:
///  - `values-<k>.zst` (k = 0, 1, ... in six or more decimal digits): one zstd frame, with
///    its content checksum, holding G(k·S .. k·S + count - 1) as little-endian unsigned
///    integers of `width` bytes (1, 2 or 4: the narrowest that holds the shard's largest
///    value). S is the manifest's `shard_values`; every shard but the last holds S values.
///  - `manifest.json`: {"format": "cgt heap values", "version": 1, "rule", "shard_values",
///    "count", "complete", "period": null or {"period", "preperiod"} (certified only),
///    "statistics": {...}, "shards": [{"first", "count", "width", "bytes", "fnv1a"}]},
///    where `bytes` and `fnv1a` (FNV-1a, 64-bit, printed in hex) describe the shard file.
///    It is written to `manifest.json.tmp` and renamed, and shards are renamed into place
///    the same way, so a stop at any moment leaves a consistent directory.
/// Shards depend only on the values and S, so a run stopped and resumed writes byte-
/// identical shards. A manifest or shard that is malformed, damaged or of another rule is
/// refused with cgt::ParseError naming the file and the problem.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/impartial/heap_analysis.hpp"

namespace cgt {

/// One shard file as the manifest describes it.
struct HeapShard {
  std::uint64_t first = 0;  ///< its first heap
  std::uint64_t count = 0;  ///< values in it
  unsigned width = 1;       ///< bytes per value: 1, 2 or 4
  std::uint64_t bytes = 0;  ///< size of the file
  std::uint64_t fnv1a = 0;  ///< FNV-1a hash of the file
};

/// What `manifest.json` says.
struct HeapManifest {
  std::string rule;                   ///< HeapRule::name() of the values
  std::uint64_t shard_values = 0;     ///< S
  bool complete = false;              ///< the run that wrote them reached its goal
  std::optional<Period> period;       ///< certified by the periodicity theorem
  HeapStatistics statistics;          ///< of the stored values
  std::vector<HeapShard> shards;      ///< contiguous from heap 0
  std::uint64_t count() const noexcept { return shards.empty() ? 0 : shards.back().first + shards.back().count; }
  /// Total bytes of the shard files.
  std::uint64_t bytes() const noexcept;
};

/// The default shard size: 2^24 values (16 MiB uncompressed at one byte a value).
inline constexpr std::uint64_t kDefaultShardValues = std::uint64_t{1} << 24;
/// Largest shard accepted, so that reading one shard has a bounded size (1 GiB).
inline constexpr std::uint64_t kMaxShardValues = std::uint64_t{1} << 28;

/// The manifest's text, and back. parse_heap_manifest checks every field (types, ranges,
/// shards contiguous, full but the last) and throws cgt::ParseError naming `where`.
std::string format_heap_manifest(const HeapManifest& manifest);
HeapManifest parse_heap_manifest(std::string_view text, const std::string& where);

/// A shard's file contents for `values` (compressed; deterministic), and back: decoding
/// checks the size, hash, zstd checksum and length against `shard` and throws
/// cgt::ParseError naming `where`. Values are appended to `out`.
std::string encode_heap_shard(HeapValues values, unsigned& width);
void decode_heap_shard(std::string_view file, const HeapShard& shard, const std::string& where,
                       std::vector<GrundyValue>& out);

/// File name of shard k in a store.
std::string heap_shard_name(std::uint64_t k);

/// Writes the values of one run into a directory as they are computed.
class HeapStoreWriter {
 public:
  /// Opens DIR for the values of `rule`. Without `resume`, DIR must not hold a manifest
  /// (it is created if missing); with it, DIR must hold one of the same rule, whose
  /// values are then read back (resumed_values()). Throws cgt::Error (cannot create
  /// DIR, values already there without resume, none there with it) or cgt::ParseError
  /// (a damaged store, another rule or shard size).
  HeapStoreWriter(std::filesystem::path dir, const HeapRule& rule, std::uint64_t shard_values, bool resume);

  /// G(0..k-1) as stored when resuming (empty otherwise); moved out once.
  std::vector<GrundyValue> take_resumed_values() { return std::move(resumed_); }

  /// Writes every full shard of `values` (G(0..values.size()-1)) not yet written and the
  /// manifest. Shards past values.size() (after a truncation) are removed. With `final`,
  /// the last partial shard is written too, and `complete`, `period` and `statistics`
  /// are recorded. Cost: compressing the new shards (a few ms per million values).
  void write(HeapValues values, bool final, bool complete = false,
             std::optional<Period> period = std::nullopt, const HeapStatistics& statistics = {});

  const HeapManifest& manifest() const noexcept { return manifest_; }

 private:
  void write_manifest();
  std::filesystem::path dir_;
  HeapManifest manifest_;
  std::vector<GrundyValue> resumed_;
};

/// A store opened for reading.
class HeapStore {
 public:
  /// Reads and checks DIR/manifest.json. Throws cgt::ParseError.
  explicit HeapStore(std::filesystem::path dir);
  const HeapManifest& manifest() const noexcept { return manifest_; }

  /// Throws cgt::ParseError unless the values are those of `rule`.
  void require_rule(const HeapRule& rule) const;

  /// G(n): read from its shard (one decompression, cached), or, past the stored values,
  /// from the certified period. Throws cgt::DomainError when n is past the stored values
  /// and no period is certified, cgt::ParseError for a damaged shard.
  GrundyValue value(std::uint64_t n);

  /// Every stored value, each shard checked (for resuming). Throws cgt::ParseError.
  std::vector<GrundyValue> all_values();

 private:
  const std::vector<GrundyValue>& shard(std::uint64_t k);
  std::filesystem::path dir_;
  HeapManifest manifest_;
  std::uint64_t cached_ = ~std::uint64_t{0};
  std::vector<GrundyValue> cache_;
};

}  // namespace cgt
