#include "cgt/solve/tier_files.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

namespace fs = std::filesystem;
constexpr int kFormat = 1;

std::string manifest_path(const std::string& dir) { return (fs::path(dir) / "manifest.json").string(); }

// Writes `text` to `path` by a temporary file and a rename.
void write_atomically(const std::string& path, const std::string& text) {
  const std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    if (!out || !out.write(text.data(), static_cast<std::streamsize>(text.size())) || !out.flush())
      throw Error(fmt::format("{}: cannot write the file", temporary));
  }
  std::error_code ec;
  fs::rename(temporary, path, ec);
  if (ec) throw Error(fmt::format("{}: cannot rename to {}: {}", temporary, path, ec.message()));
}

}  // namespace

TierFiles::TierFiles(std::string dir, std::string game, std::vector<std::uint64_t> sizes)
    : dir_(std::move(dir)), game_(std::move(game)), sizes_(std::move(sizes)), open_(sizes_.size()) {}

std::string format_tier_manifest(const TierManifest& m) {
  return nlohmann::json{{"format", kFormat}, {"game", m.game}, {"tier_slots", m.tier_slots}}.dump(1) + "\n";
}

TierManifest parse_tier_manifest(std::string_view text, const std::string& where) {
  try {
    const nlohmann::json m = nlohmann::json::parse(text);
    // Compared as JSON, never converted: a number past int's range would not convert.
    const nlohmann::json& format = m.at("format");
    if (!format.is_number_unsigned() || format.get<std::uint64_t>() != kFormat)
      throw ParseError(fmt::format("{}: tier manifest format {}, this cgt reads {}", where, format.dump(), kFormat));
    const nlohmann::json& slots = m.at("tier_slots");
    if (!slots.is_array()) throw ParseError(fmt::format("{}: damaged manifest (tier_slots is not a list)", where));
    for (const nlohmann::json& n : slots)
      if (!n.is_number_unsigned()) throw ParseError(fmt::format("{}: damaged manifest (a tier size {})", where, n.dump()));
    TierManifest out{m.at("game").get<std::string>(), slots.get<std::vector<std::uint64_t>>()};
    if (out.tier_slots.empty() || out.tier_slots.size() > 4096)
      throw ParseError(fmt::format("{}: damaged manifest ({} tiers)", where, out.tier_slots.size()));
    return out;
  } catch (const nlohmann::json::exception& e) {
    throw ParseError(fmt::format("{}: damaged manifest ({})", where, e.what()));
  }
}

TierFiles TierFiles::open(const std::string& dir) {
  const std::string path = manifest_path(dir);
  std::ifstream in(path);
  if (!in) throw ParseError(fmt::format("{}: no tiered solve here (no manifest.json)", dir));
  std::stringstream text;
  text << in.rdbuf();
  TierManifest m = parse_tier_manifest(text.str(), path);
  return TierFiles(dir, std::move(m.game), std::move(m.tier_slots));
}

TierFiles TierFiles::create(const std::string& dir, const std::string& game, const std::vector<std::uint64_t>& sizes) {
  if (fs::exists(manifest_path(dir))) {
    TierFiles existing = open(dir);
    if (existing.game_ != game || existing.sizes_ != sizes)
      throw ParseError(fmt::format("{}: holds the tiers of {}, not of {}", dir, existing.game_, game));
    return existing;
  }
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw Error(fmt::format("{}: cannot create the directory: {}", dir, ec.message()));
  write_atomically(manifest_path(dir), format_tier_manifest({game, sizes}));
  return TierFiles(dir, game, sizes);
}

std::string TierFiles::path(std::uint32_t t) const { return (fs::path(dir_) / fmt::format("tier-{}.cgtdb", t)).string(); }
std::string TierFiles::tier_name(std::uint32_t t) const { return fmt::format("{} tier {}", game_, t); }

bool TierFiles::has(std::uint32_t t) const { return fs::exists(path(t)); }

void TierFiles::write(std::uint32_t t, const std::vector<std::uint16_t>& cells, int threads) const {
  const std::string temporary = path(t) + ".tmp";
  write_database(temporary, tier_name(t), cells, 1 << 16, threads);
  std::error_code ec;
  fs::rename(temporary, path(t), ec);
  if (ec) throw Error(fmt::format("{}: cannot rename to {}: {}", temporary, path(t), ec.message()));
}

Database TierFiles::open_tier(std::uint32_t t) const {
  if (t >= sizes_.size()) throw DomainError(fmt::format("tier {} is outside {} (0..{})", t, game_, sizes_.size() - 1));
  if (!has(t)) throw DomainError(fmt::format("{}: tier {} is not solved yet (no {})", dir_, t, path(t)));
  Database db(path(t));
  if (db.game() != tier_name(t) || db.state_count() != sizes_[t])
    throw ParseError(fmt::format("{}: holds '{}' with {} slots, expected '{}' with {}", path(t), db.game(),
                                 db.state_count(), tier_name(t), sizes_[t]));
  return db;
}

std::vector<std::uint16_t> TierFiles::read(std::uint32_t t) const { return open_tier(t).cells(); }

std::uint16_t TierFiles::cell(std::uint32_t t, std::uint64_t slot) {
  if (t >= open_.size() || !open_[t]) open_.at(t) = std::make_unique<Database>(open_tier(t));
  return open_[t]->cell(slot);
}

}  // namespace cgt
