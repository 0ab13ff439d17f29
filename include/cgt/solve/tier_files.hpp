#pragma once
/// \file
/// A tiered solve on disk (cgt/solve/tiered_solver.hpp): a directory with `manifest.json`
/// (the game's term, the slots per tier) and one database file per solved tier,
/// `tier-<t>.cgtdb`, in the format of cgt/solve/database.hpp (zstd blocks with
/// checksums; the game name "<term> tier <t>"). A tier file is written under a temporary
/// name and renamed when complete, so a stopped solve leaves only whole tiers, and a
/// rerun with `--resume` reads them instead of solving them again.
///
/// Errors: a directory of another game, a damaged manifest or a damaged tier file are
/// refused with cgt::ParseError naming the file; unwritable files with cgt::Error.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/solve/database.hpp"

namespace cgt {

/// What `manifest.json` records: the game's normal term and the slots of each tier.
struct TierManifest {
  std::string game;
  std::vector<std::uint64_t> tier_slots;
};

/// The manifest as JSON text ({"format": 1, "game": …, "tier_slots": […]}).
std::string format_tier_manifest(const TierManifest& m);
/// Parses a manifest; `where` names the file in errors. Throws cgt::ParseError naming the
/// problem (not JSON, a missing or mistyped field, another format, 0 or over 4096 tiers).
TierManifest parse_tier_manifest(std::string_view text, const std::string& where);

class TierFiles {
 public:
  /// Creates `dir` (and its manifest) for `game` with these tier sizes, or opens it when
  /// it already holds the same game's tiers (for --resume). Throws cgt::ParseError when
  /// it holds another game's or a damaged manifest, cgt::Error when it cannot be created.
  static TierFiles create(const std::string& dir, const std::string& game, const std::vector<std::uint64_t>& sizes);
  /// Opens an existing directory (cgt query). Throws cgt::ParseError as above.
  static TierFiles open(const std::string& dir);

  const std::string& game() const { return game_; }
  std::uint32_t tier_count() const { return static_cast<std::uint32_t>(sizes_.size()); }
  std::uint64_t tier_size(std::uint32_t t) const { return sizes_.at(t); }

  /// True when tier t's file is there (written completely: files appear by rename).
  bool has(std::uint32_t t) const;
  /// Writes tier t (blocks compressed on `threads` threads), atomically.
  void write(std::uint32_t t, const std::vector<std::uint16_t>& cells, int threads) const;
  /// Every cell of tier t, checked against the tier's name and size.
  std::vector<std::uint16_t> read(std::uint32_t t) const;
  /// One cell (one block decompressed). Throws cgt::DomainError when tier t is not there
  /// or the slot is out of range.
  std::uint16_t cell(std::uint32_t t, std::uint64_t slot);

 private:
  TierFiles(std::string dir, std::string game, std::vector<std::uint64_t> sizes);
  std::string path(std::uint32_t t) const;
  std::string tier_name(std::uint32_t t) const;
  Database open_tier(std::uint32_t t) const;

  std::string dir_, game_;
  std::vector<std::uint64_t> sizes_;
  std::vector<std::unique_ptr<Database>> open_;  // tiers opened by cell()
};

}  // namespace cgt
