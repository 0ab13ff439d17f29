#include "cgt/impartial/heap_store.hpp"

#include <fmt/format.h>
#include <zstd.h>

#include <bit>
#include <fstream>
#include <nlohmann/json.hpp>
#include <system_error>

#include "cgt/core/checksum.hpp"
#include "cgt/core/error.hpp"

namespace cgt {
namespace {

static_assert(std::endian::native == std::endian::little, "heap shards are little-endian");

using Json = nlohmann::json;
namespace fs = std::filesystem;

constexpr const char* kFormat = "cgt heap values";
constexpr std::uint64_t kVersion = 1;
constexpr const char* kManifest = "manifest.json";
constexpr std::uintmax_t kMaxManifestBytes = std::uintmax_t{1} << 26;

// ---- manifest fields, each checked --------------------------------------------

const Json& field(const Json& object, const char* key, const std::string& where) {
  auto it = object.find(key);
  if (it == object.end()) throw ParseError(fmt::format("{}: the manifest has no \"{}\"", where, key));
  return *it;
}

std::uint64_t unsigned_field(const Json& object, const char* key, const std::string& where,
                             std::uint64_t max = ~std::uint64_t{0}) {
  const Json& v = field(object, key, where);
  if (!v.is_number_unsigned() || v.get<std::uint64_t>() > max)
    throw ParseError(fmt::format("{}: the manifest's \"{}\" is not an integer in 0..{}", where, key, max));
  return v.get<std::uint64_t>();
}

bool bool_field(const Json& object, const char* key, const std::string& where) {
  const Json& v = field(object, key, where);
  if (!v.is_boolean()) throw ParseError(fmt::format("{}: the manifest's \"{}\" is not true or false", where, key));
  return v.get<bool>();
}

const Json& object_field(const Json& object, const char* key, const std::string& where, bool nullable) {
  const Json& v = field(object, key, where);
  if (!v.is_object() && !(nullable && v.is_null()))
    throw ParseError(fmt::format("{}: the manifest's \"{}\" is not an object", where, key));
  return v;
}

HeapStatistics parse_statistics(const Json& s, const std::string& where) {
  HeapStatistics st;
  st.rare_mask = static_cast<std::uint32_t>(unsigned_field(s, "rare_mask", where, 0xffffffffu));
  st.rare_count = unsigned_field(s, "rare_count", where, kMaxHeapValues);
  const Json& last = field(s, "last_rare", where);
  if (!last.is_null()) st.last_rare = unsigned_field(s, "last_rare", where, kMaxHeapValues);
  st.max_value = static_cast<GrundyValue>(unsigned_field(s, "max_value", where, 0xffffffffu));
  st.max_at = unsigned_field(s, "max_at", where, kMaxHeapValues);
  return st;
}

HeapShard parse_shard(const Json& s, std::size_t k, const std::string& where) {
  const std::string at = fmt::format("{} (shard {})", where, k);
  if (!s.is_object()) throw ParseError(fmt::format("{}: not an object", at));
  HeapShard shard;
  shard.first = unsigned_field(s, "first", at, kMaxHeapValues);
  shard.count = unsigned_field(s, "count", at, kMaxShardValues);
  shard.width = static_cast<unsigned>(unsigned_field(s, "width", at, 4));
  if (shard.width != 1 && shard.width != 2 && shard.width != 4)
    throw ParseError(fmt::format("{}: width {} is not 1, 2 or 4 bytes", at, shard.width));
  shard.bytes = unsigned_field(s, "bytes", at, ZSTD_compressBound(kMaxShardValues * 4));
  const Json& hash = field(s, "fnv1a", at);
  if (!hash.is_string() || hash.get<std::string>().size() != 16 ||
      hash.get<std::string>().find_first_not_of("0123456789abcdef") != std::string::npos)
    throw ParseError(fmt::format("{}: \"fnv1a\" is not 16 lower-case hex digits", at));
  shard.fnv1a = std::stoull(hash.get<std::string>(), nullptr, 16);
  return shard;
}

// ---- files --------------------------------------------------------------------

std::string read_file(const fs::path& path, std::uintmax_t max_bytes, const char* what) {
  std::error_code ec;
  const std::uintmax_t size = fs::file_size(path, ec);
  if (ec) throw ParseError(fmt::format("{}: cannot read the {} ({})", path.string(), what, ec.message()));
  if (size > max_bytes)
    throw ParseError(fmt::format("{}: the {} has {} bytes, more than the {} expected", path.string(), what, size, max_bytes));
  std::string bytes(size, '\0');
  std::ifstream in(path, std::ios::binary);
  if (!in.read(bytes.data(), static_cast<std::streamsize>(size)))
    throw ParseError(fmt::format("{}: cannot read the {}", path.string(), what));
  return bytes;
}

// Writes to a temporary name and renames, so the file is whole or absent.
void write_file_atomically(const fs::path& path, std::string_view bytes) {
  const fs::path tmp = path.string() + ".tmp";
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) throw Error(fmt::format("{}: cannot open the file for writing", tmp.string()));
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    if (!out.flush()) throw Error(fmt::format("{}: write error (disk full?)", tmp.string()));
  }
  std::error_code ec;
  fs::rename(tmp, path, ec);
  if (ec) throw Error(fmt::format("{}: cannot rename into place ({})", path.string(), ec.message()));
}

unsigned width_of(HeapValues values) {
  GrundyValue max = 0;
  for (GrundyValue v : values) max = std::max(max, v);
  return max < 0x100 ? 1 : max < 0x10000 ? 2 : 4;
}

}  // namespace

std::string heap_shard_name(std::uint64_t k) { return fmt::format("values-{:06}.zst", k); }

std::string format_heap_manifest(const HeapManifest& m) {
  Json j;
  j["format"] = kFormat;
  j["version"] = kVersion;
  j["rule"] = m.rule;
  j["shard_values"] = m.shard_values;
  j["count"] = m.count();
  j["complete"] = m.complete;
  j["period"] = m.period ? Json{{"period", m.period->period}, {"preperiod", m.period->preperiod}} : Json(nullptr);
  const HeapStatistics& s = m.statistics;
  j["statistics"] = {{"rare_mask", s.rare_mask},
                     {"rare_count", s.rare_count},
                     {"last_rare", s.last_rare ? Json(*s.last_rare) : Json(nullptr)},
                     {"max_value", s.max_value},
                     {"max_at", s.max_at}};
  Json shards = Json::array();
  for (const HeapShard& sh : m.shards)
    shards.push_back({{"first", sh.first},
                      {"count", sh.count},
                      {"width", sh.width},
                      {"bytes", sh.bytes},
                      {"fnv1a", fmt::format("{:016x}", sh.fnv1a)}});
  j["shards"] = std::move(shards);
  return j.dump(1) + "\n";
}

HeapManifest parse_heap_manifest(std::string_view text, const std::string& where) {
  const Json j = Json::parse(text.begin(), text.end(), nullptr, false);
  if (j.is_discarded()) throw ParseError(fmt::format("{}: the manifest is not valid JSON", where));
  if (!j.is_object()) throw ParseError(fmt::format("{}: the manifest is not a JSON object", where));
  const Json& format = field(j, "format", where);
  if (!format.is_string() || format.get<std::string>() != kFormat)
    throw ParseError(fmt::format("{}: not a manifest of cgt heap values (\"format\" is not \"{}\")", where, kFormat));
  const std::uint64_t version = unsigned_field(j, "version", where);
  if (version != kVersion)
    throw ParseError(fmt::format("{}: manifest version {} (this cgt reads version {})", where, version, kVersion));
  HeapManifest m;
  const Json& rule = field(j, "rule", where);
  if (!rule.is_string()) throw ParseError(fmt::format("{}: the manifest's \"rule\" is not a string", where));
  m.rule = rule.get<std::string>();
  m.shard_values = unsigned_field(j, "shard_values", where, kMaxShardValues);
  if (m.shard_values == 0) throw ParseError(fmt::format("{}: \"shard_values\" is 0", where));
  m.complete = bool_field(j, "complete", where);
  m.statistics = parse_statistics(object_field(j, "statistics", where, false), where);
  const Json& shards = field(j, "shards", where);
  if (!shards.is_array()) throw ParseError(fmt::format("{}: the manifest's \"shards\" is not an array", where));
  for (std::size_t k = 0; k < shards.size(); ++k) {
    HeapShard s = parse_shard(shards[k], k, where);
    if (s.first != m.count())
      throw ParseError(fmt::format("{} (shard {}): starts at heap {}, not {} where the previous one ends", where, k,
                                   s.first, m.count()));
    if (!m.shards.empty() && m.shards.back().count != m.shard_values)
      throw ParseError(fmt::format("{} (shard {}): follows a shard that is not full", where, k));
    if (s.count == 0 || s.count > m.shard_values)
      throw ParseError(fmt::format("{} (shard {}): holds {} values, not 1..{}", where, k, s.count, m.shard_values));
    if (s.first + s.count > kMaxHeapValues)
      throw ParseError(fmt::format("{} (shard {}): ends past heap 2^31", where, k));
    m.shards.push_back(s);
  }
  const std::uint64_t count = unsigned_field(j, "count", where, kMaxHeapValues);
  if (count != m.count())
    throw ParseError(fmt::format("{}: \"count\" is {} but the shards hold {} values", where, count, m.count()));
  const Json& period = object_field(j, "period", where, true);
  if (!period.is_null()) {
    Period p{unsigned_field(period, "preperiod", where, kMaxHeapValues),
             unsigned_field(period, "period", where, kMaxHeapValues)};
    if (p.period == 0 || p.preperiod + p.period > count)
      throw ParseError(fmt::format("{}: period {} from {} is not within the {} stored values", where, p.period,
                                   p.preperiod, count));
    m.period = p;
  }
  return m;
}

std::string encode_heap_shard(HeapValues values, unsigned& width) {
  width = width_of(values);
  std::string raw(values.size() * width, '\0');
  for (std::size_t i = 0; i < values.size(); ++i) {
    const GrundyValue v = values[i];
    for (unsigned b = 0; b < width; ++b) raw[i * width + b] = static_cast<char>((v >> (8 * b)) & 0xff);
  }
  std::string out(ZSTD_compressBound(raw.size()), '\0');
  ZSTD_CCtx* ctx = ZSTD_createCCtx();
  ZSTD_CCtx_setParameter(ctx, ZSTD_c_compressionLevel, 3);
  ZSTD_CCtx_setParameter(ctx, ZSTD_c_checksumFlag, 1);
  const std::size_t size = ZSTD_compress2(ctx, out.data(), out.size(), raw.data(), raw.size());
  ZSTD_freeCCtx(ctx);
  if (ZSTD_isError(size)) throw Error(fmt::format("zstd could not compress a shard ({})", ZSTD_getErrorName(size)));
  out.resize(size);
  return out;
}

void decode_heap_shard(std::string_view file, const HeapShard& shard, const std::string& where,
                       std::vector<GrundyValue>& out) {
  if (file.size() != shard.bytes)
    throw ParseError(fmt::format("{}: {} bytes, but the manifest says {}", where, file.size(), shard.bytes));
  if (fnv1a(file) != shard.fnv1a) throw ParseError(fmt::format("{}: damaged (its FNV-1a hash differs from the manifest's)", where));
  const std::uint64_t raw_size = shard.count * shard.width;
  if (ZSTD_findFrameCompressedSize(file.data(), file.size()) != file.size() ||
      ZSTD_getFrameContentSize(file.data(), file.size()) != raw_size)
    throw ParseError(fmt::format("{}: not one zstd frame of {} values of {} bytes", where, shard.count, shard.width));
  std::string raw(raw_size, '\0');
  const std::size_t size = ZSTD_decompress(raw.data(), raw.size(), file.data(), file.size());
  if (ZSTD_isError(size) || size != raw_size)
    throw ParseError(fmt::format("{}: damaged zstd frame{}", where, ZSTD_isError(size) ? fmt::format(" ({})", ZSTD_getErrorName(size)) : ""));
  out.reserve(out.size() + shard.count);
  for (std::uint64_t i = 0; i < shard.count; ++i) {
    GrundyValue v = 0;
    for (unsigned b = 0; b < shard.width; ++b)
      v |= static_cast<GrundyValue>(static_cast<unsigned char>(raw[i * shard.width + b])) << (8 * b);
    if (v >= (GrundyValue{1} << 31))
      throw ParseError(fmt::format("{}: value {} of heap {} is past 2^31", where, v, shard.first + i));
    out.push_back(v);
  }
}

// ---- reading ------------------------------------------------------------------

HeapStore::HeapStore(fs::path dir) : dir_(std::move(dir)) {
  const fs::path path = dir_ / kManifest;
  if (!fs::exists(path)) throw ParseError(fmt::format("{}: no heap values here (no {})", dir_.string(), kManifest));
  manifest_ = parse_heap_manifest(read_file(path, kMaxManifestBytes, "manifest"), path.string());
}

const std::vector<GrundyValue>& HeapStore::shard(std::uint64_t k) {
  if (k == cached_) return cache_;
  const HeapShard& s = manifest_.shards[k];
  const fs::path path = dir_ / heap_shard_name(k);
  cache_.clear();
  cached_ = ~std::uint64_t{0};
  decode_heap_shard(read_file(path, s.bytes, "shard"), s, path.string(), cache_);
  cached_ = k;
  return cache_;
}

void HeapStore::require_rule(const HeapRule& rule) const {
  if (manifest_.rule != rule.name())
    throw ParseError(fmt::format("{}: holds values of rule {}, not {}", dir_.string(), manifest_.rule, rule.name()));
}

GrundyValue HeapStore::value(std::uint64_t n) {
  const std::uint64_t count = manifest_.count();
  if (n >= count) {
    if (!manifest_.period)
      throw DomainError(fmt::format("{} holds G(0..{}) with no certified period, so G({}) is not known there",
                                    dir_.string(), count == 0 ? 0 : count - 1, n));
    // G(n) = G(n - kp) for every n - kp >= n0, and n0 + p <= count.
    const Period& p = *manifest_.period;
    n = p.preperiod + (n - p.preperiod) % p.period;
  }
  return shard(n / manifest_.shard_values)[n % manifest_.shard_values];
}

std::vector<GrundyValue> HeapStore::all_values() {
  std::vector<GrundyValue> values;
  values.reserve(manifest_.count());
  for (std::uint64_t k = 0; k < manifest_.shards.size(); ++k) {
    const HeapShard& s = manifest_.shards[k];
    const fs::path path = dir_ / heap_shard_name(k);
    decode_heap_shard(read_file(path, s.bytes, "shard"), s, path.string(), values);
  }
  return values;
}

// ---- writing ------------------------------------------------------------------

HeapStoreWriter::HeapStoreWriter(fs::path dir, const HeapRule& rule, std::uint64_t shard_values, bool resume)
    : dir_(std::move(dir)) {
  if (shard_values == 0 || shard_values > kMaxShardValues)
    throw LimitError(fmt::format("a shard must hold 1..{} values, not {}", kMaxShardValues, shard_values));
  const bool present = fs::exists(dir_ / kManifest);
  if (resume) {
    if (!present)
      throw Error(fmt::format("{}: no heap values to resume (no {}); leave out --resume to start", dir_.string(), kManifest));
    HeapStore store(dir_);
    store.require_rule(rule);
    if (store.manifest().shard_values != shard_values)
      throw ParseError(fmt::format("{}: holds shards of {} values, not {} (give --shard-values {})", dir_.string(),
                                   store.manifest().shard_values, shard_values, store.manifest().shard_values));
    resumed_ = store.all_values();
    manifest_ = store.manifest();
    return;
  }
  if (present)
    throw Error(fmt::format("{}: already holds heap values ({}); --resume continues them, or choose another directory",
                            dir_.string(), kManifest));
  std::error_code ec;
  fs::create_directories(dir_, ec);
  if (ec || !fs::is_directory(dir_))
    throw Error(fmt::format("{}: cannot create the directory ({})", dir_.string(), ec ? ec.message() : "not a directory"));
  manifest_.rule = rule.name();
  manifest_.shard_values = shard_values;
  write_manifest();
}

void HeapStoreWriter::write_manifest() { write_file_atomically(dir_ / kManifest, format_heap_manifest(manifest_)); }

std::uint64_t HeapManifest::bytes() const noexcept {
  std::uint64_t total = 0;
  for (const HeapShard& s : shards) total += s.bytes;
  return total;
}

void HeapStoreWriter::write(HeapValues values, bool final, bool complete,
                            std::optional<Period> period, const HeapStatistics& statistics) {
  const std::uint64_t s = manifest_.shard_values;
  // Keep the shards that hold exactly what they will hold at the end of this write: full
  // ones within `values`, and a partial last one only if it ends where `values` ends.
  std::size_t keep = 0;
  while (keep < manifest_.shards.size()) {
    const HeapShard& sh = manifest_.shards[keep];
    const bool full = sh.count == s && sh.first + s <= values.size();
    const bool same_tail = final && sh.first + sh.count == values.size();
    if (!full && !same_tail) break;
    ++keep;
  }
  const bool dropped = keep < manifest_.shards.size();
  manifest_.shards.resize(keep);
  manifest_.complete = false;
  if (dropped) {
    // The manifest stops naming the dropped shards before their files go.
    write_manifest();
    for (std::uint64_t k = keep; fs::exists(dir_ / heap_shard_name(k)); ++k) fs::remove(dir_ / heap_shard_name(k));
  }
  for (std::uint64_t first = manifest_.count(); first < values.size(); first += s) {
    const std::uint64_t count = std::min<std::uint64_t>(s, values.size() - first);
    if (count < s && !final) break;
    HeapShard sh;
    sh.first = first;
    sh.count = count;
    const std::string file = encode_heap_shard(values.subspan(first, count), sh.width);
    sh.bytes = file.size();
    sh.fnv1a = fnv1a(file);
    write_file_atomically(dir_ / heap_shard_name(manifest_.shards.size()), file);
    manifest_.shards.push_back(sh);
  }
  if (final) {
    manifest_.complete = complete;
    manifest_.period = period;
    manifest_.statistics = statistics;
  } else {
    manifest_.period.reset();
    manifest_.statistics = {};
  }
  write_manifest();
}

}  // namespace cgt
