#include "cgt/solve/database.hpp"

#include <fmt/format.h>
#include <omp.h>
#include <zstd.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <utility>

#include "cgt/core/checksum.hpp"
#include "cgt/core/error.hpp"

namespace cgt {
namespace {

static_assert(std::endian::native == std::endian::little, "the database format is little-endian");

constexpr char kMagic[8] = {'C', 'G', 'T', 'D', 'B', '\x01', '\r', '\n'};
constexpr std::uint32_t kVersion = 1;        // dense: state i is the i-th cell
constexpr std::uint32_t kKeyedVersion = 2;   // keyed: plus sorted 64-bit keys
constexpr std::uint32_t kMaxGameName = 256;

template <class T>
void put(std::string& out, T value) {
  out.append(reinterpret_cast<const char*>(&value), sizeof value);
}

// Reads fixed-size fields from the header, failing with the file's name.
class HeaderReader {
 public:
  HeaderReader(std::ifstream& in, const std::string& path) : in_(in), path_(path) {}
  template <class T>
  T get(const char* what) {
    T value{};
    if (!in_.read(reinterpret_cast<char*>(&value), sizeof value))
      throw ParseError(fmt::format("{}: the database header ends before its {}", path_, what));
    seen_.append(reinterpret_cast<const char*>(&value), sizeof value);
    return value;
  }
  std::string bytes(std::size_t n, const char* what) {
    std::string s(n, '\0');
    if (!in_.read(s.data(), static_cast<std::streamsize>(n)))
      throw ParseError(fmt::format("{}: the database header ends before its {}", path_, what));
    seen_ += s;
    return s;
  }
  const std::string& seen() const { return seen_; }

 private:
  std::ifstream& in_;
  const std::string& path_;
  std::string seen_;
};

// Each block of `count(k)` elements of T compressed as one zstd frame with a checksum.
template <class T>
std::vector<std::string> compress_blocks(const std::string& path, const T* data, std::uint64_t n,
                                         std::uint64_t per_block, int threads) {
  if (threads <= 0) threads = omp_get_max_threads();
  const std::uint64_t blocks = (n + per_block - 1) / per_block;
  std::vector<std::string> compressed(blocks);
  bool failed = false;
#pragma omp parallel for num_threads(threads) schedule(dynamic, 4)
  for (std::uint64_t k = 0; k < blocks; ++k) {
    const std::uint64_t first = k * per_block, count = std::min(per_block, n - first);
    const std::size_t bytes = count * sizeof(T);
    std::string& out = compressed[k];
    out.resize(ZSTD_compressBound(bytes));
    ZSTD_CCtx* ctx = ZSTD_createCCtx();
    ZSTD_CCtx_setParameter(ctx, ZSTD_c_compressionLevel, 3);
    ZSTD_CCtx_setParameter(ctx, ZSTD_c_checksumFlag, 1);
    const std::size_t size = ZSTD_compress2(ctx, out.data(), out.size(), data + first, bytes);
    ZSTD_freeCCtx(ctx);
    if (ZSTD_isError(size)) {
#pragma omp atomic write
      failed = true;
    } else {
      out.resize(size);
    }
  }
  if (failed) throw Error(fmt::format("{}: zstd could not compress the table", path));
  return compressed;
}

void put_offsets(std::string& header, const std::vector<std::string>& blocks) {
  std::uint64_t offset = 0;
  put(header, offset);
  for (const std::string& b : blocks) put(header, offset += b.size());
}

// Header and sections; `keys` empty for a version-1 (dense) database.
void write_file(const std::string& path, const std::string& game, const std::uint16_t* cells, std::uint64_t n,
                const std::vector<std::uint64_t>* keys, std::uint64_t per_block, int threads) {
  const std::vector<std::string> cell_blocks = compress_blocks(path, cells, n, per_block, threads);
  std::vector<std::string> key_blocks;
  if (keys != nullptr) key_blocks = compress_blocks(path, keys->data(), n, per_block, threads);
  std::string header(kMagic, sizeof kMagic);
  put(header, keys != nullptr ? kKeyedVersion : kVersion);
  put(header, static_cast<std::uint32_t>(game.size()));
  header += game;
  put(header, n);
  put(header, per_block);
  put(header, static_cast<std::uint64_t>(cell_blocks.size()));
  put_offsets(header, cell_blocks);
  if (keys != nullptr) {
    put_offsets(header, key_blocks);
    for (std::uint64_t k = 0; k < key_blocks.size(); ++k) put(header, (*keys)[k * per_block]);
  }
  put(header, fnv1a(header));
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw Error(fmt::format("{}: cannot open the file for writing", path));
  out.write(header.data(), static_cast<std::streamsize>(header.size()));
  for (const std::vector<std::string>* section : {&cell_blocks, &std::as_const(key_blocks)})
    for (const std::string& b : *section) out.write(b.data(), static_cast<std::streamsize>(b.size()));
  if (!out.flush()) throw Error(fmt::format("{}: write error", path));
}

// The size of the open file in bytes; the read position is kept.
std::uint64_t file_size(std::ifstream& in) {
  const auto here = in.tellg();
  in.seekg(0, std::ios::end);
  const auto end = in.tellg();
  in.seekg(here);
  return end < 0 ? 0 : static_cast<std::uint64_t>(end);
}

}  // namespace

void write_database(const std::string& path, const std::string& game, const std::vector<std::uint16_t>& cells,
                    std::uint64_t states_per_block, int threads) {
  write_file(path, game, cells.data(), cells.size(), nullptr, states_per_block, threads);
}

void write_database(const std::string& path, const std::string& game, const DenseTable& table,
                    std::uint64_t states_per_block, int threads) {
  write_database(path, game, table.cells, states_per_block, threads);
}

void write_keyed_database(const std::string& path, const std::string& game, const std::vector<std::uint64_t>& keys,
                          const std::vector<std::uint16_t>& cells, std::uint64_t states_per_block, int threads) {
  if (keys.size() != cells.size())
    throw DomainError(fmt::format("{} keys but {} cells for the database", keys.size(), cells.size()));
  for (std::size_t i = 1; i < keys.size(); ++i)
    if (keys[i - 1] >= keys[i]) throw DomainError("database keys must be sorted and distinct");
  write_file(path, game, cells.data(), cells.size(), &keys, states_per_block, threads);
}

Database::Database(const std::string& path) : path_(path), in_(path, std::ios::binary) {
  if (!in_) throw ParseError(fmt::format("{}: cannot open the file", path));
  HeaderReader r(in_, path);
  if (r.bytes(sizeof kMagic, "magic") != std::string(kMagic, sizeof kMagic))
    throw ParseError(fmt::format("{}: not a cgt database (wrong magic bytes)", path));
  const auto version = r.get<std::uint32_t>("version");
  if (version != kVersion && version != kKeyedVersion)
    throw ParseError(fmt::format("{}: database format version {}, this cgt reads versions {} and {}", path, version,
                                 kVersion, kKeyedVersion));
  keyed_ = version == kKeyedVersion;
  const auto name_length = r.get<std::uint32_t>("game name length");
  if (name_length > kMaxGameName) throw ParseError(fmt::format("{}: damaged header (game name of {} bytes)", path, name_length));
  game_ = r.bytes(name_length, "game name");
  state_count_ = r.get<std::uint64_t>("state count");
  states_per_block_ = r.get<std::uint64_t>("block size");
  const auto blocks = r.get<std::uint64_t>("block count");
  if (states_per_block_ == 0 || states_per_block_ > (1u << 24) ||
      blocks != state_count_ / states_per_block_ + (state_count_ % states_per_block_ != 0))
    throw ParseError(fmt::format("{}: damaged header (inconsistent state, block counts)", path));
  // Every block has an 8-byte offset in the header: a count the file cannot hold is
  // refused before anything is allocated for it.
  if (blocks >= file_size(in_) / 8)
    throw ParseError(fmt::format("{}: damaged header ({} blocks in a file of {} bytes)", path, blocks, file_size(in_)));
  offsets_.resize(blocks + 1);
  for (auto& o : offsets_) o = r.get<std::uint64_t>("block offsets");
  if (keyed_) {
    key_offsets_.resize(blocks + 1);
    for (auto& o : key_offsets_) o = r.get<std::uint64_t>("key block offsets");
    first_keys_.resize(blocks);
    for (auto& k : first_keys_) k = r.get<std::uint64_t>("first keys");
  }
  const std::uint64_t expected = fnv1a(r.seen());
  if (r.get<std::uint64_t>("header hash") != expected) throw ParseError(fmt::format("{}: damaged header (hash mismatch)", path));
  data_start_ = static_cast<std::uint64_t>(in_.tellg());
  keys_start_ = data_start_ + offsets_.back();
}

template <class T>
const std::vector<T>& Database::read_block(std::uint64_t k, std::uint64_t base, const std::vector<std::uint64_t>& offsets,
                                           std::uint64_t& cached, std::vector<T>& block, const char* what) {
  if (k == cached) return block;
  const std::uint64_t count = std::min(states_per_block_, state_count_ - k * states_per_block_);
  // Sizes are checked before anything is allocated: a frame is never larger than zstd's bound.
  if (offsets[k + 1] < offsets[k] || offsets[k + 1] - offsets[k] > ZSTD_compressBound(count * sizeof(T)))
    throw ParseError(fmt::format("{}: damaged database ({} block {} has an impossible size)", path_, what, k));
  const std::uint64_t size = offsets[k + 1] - offsets[k];
  std::string frame(size, '\0');
  in_.clear();
  in_.seekg(static_cast<std::streamoff>(base + offsets[k]));
  if (!in_.read(frame.data(), static_cast<std::streamsize>(size)))
    throw ParseError(fmt::format("{}: damaged database ({} block {} is truncated)", path_, what, k));
  block.assign(count, 0);
  const std::size_t got = ZSTD_decompress(block.data(), count * sizeof(T), frame.data(), frame.size());
  if (ZSTD_isError(got) || got != count * sizeof(T))
    throw ParseError(fmt::format("{}: damaged database ({} block {}: {})", path_, what, k,
                                 ZSTD_isError(got) ? ZSTD_getErrorName(got) : "wrong size"));
  cached = k;
  return block;
}

std::optional<std::uint16_t> Database::cell_of_key(std::uint64_t key) {
  if (!keyed_) throw DomainError(fmt::format("{}: not a keyed database (its states are numbered)", path_));
  const auto after = std::upper_bound(first_keys_.begin(), first_keys_.end(), key);
  if (after == first_keys_.begin()) return std::nullopt;
  const auto k = static_cast<std::uint64_t>(after - first_keys_.begin() - 1);
  const auto& keys = read_block(k, keys_start_, key_offsets_, cached_key_block_, key_block_, "key");
  const auto it = std::lower_bound(keys.begin(), keys.end(), key);
  if (it == keys.end() || *it != key) return std::nullopt;
  return cell(k * states_per_block_ + static_cast<std::uint64_t>(it - keys.begin()));
}

std::uint16_t Database::cell(std::uint64_t state) {
  if (state >= state_count_) {
    if (state_count_ == 0) throw DomainError(fmt::format("state {} is outside the database (it has no states)", state));
    throw DomainError(fmt::format("state {} is outside the database (0..{})", state, state_count_ - 1));
  }
  const std::uint64_t k = state / states_per_block_;
  return read_block(k, data_start_, offsets_, cached_block_, block_, "cell")[state - k * states_per_block_];
}

std::vector<std::uint16_t> Database::cells() {
  std::vector<std::uint16_t> out;
  out.reserve(state_count_);
  for (std::uint64_t k = 0; k + 1 < offsets_.size(); ++k) {
    const auto& block = read_block(k, data_start_, offsets_, cached_block_, block_, "cell");
    out.insert(out.end(), block.begin(), block.end());
  }
  return out;
}

}  // namespace cgt
