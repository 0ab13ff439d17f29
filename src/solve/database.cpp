#include "cgt/solve/database.hpp"

#include <fmt/format.h>
#include <zstd.h>

#include <bit>
#include <cstring>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

static_assert(std::endian::native == std::endian::little, "the database format is little-endian");

constexpr char kMagic[8] = {'C', 'G', 'T', 'D', 'B', '\x01', '\r', '\n'};
constexpr std::uint32_t kVersion = 1;
constexpr std::uint32_t kMaxGameName = 256;

std::uint64_t fnv1a(const std::string& bytes) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : bytes) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

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

}  // namespace

void write_database(const std::string& path, const std::string& game, const DenseTable& table,
                    std::uint64_t states_per_block) {
  const std::uint64_t n = table.size();
  const std::uint64_t blocks = (n + states_per_block - 1) / states_per_block;
  std::vector<std::string> compressed(blocks);
  bool failed = false;
#pragma omp parallel for schedule(dynamic, 4)
  for (std::uint64_t k = 0; k < blocks; ++k) {
    const std::uint64_t first = k * states_per_block, count = std::min(states_per_block, n - first);
    const std::size_t bytes = count * sizeof(std::uint16_t);
    std::string& out = compressed[k];
    out.resize(ZSTD_compressBound(bytes));
    ZSTD_CCtx* ctx = ZSTD_createCCtx();
    ZSTD_CCtx_setParameter(ctx, ZSTD_c_compressionLevel, 3);
    ZSTD_CCtx_setParameter(ctx, ZSTD_c_checksumFlag, 1);
    const std::size_t size = ZSTD_compress2(ctx, out.data(), out.size(), table.cells.data() + first, bytes);
    ZSTD_freeCCtx(ctx);
    if (ZSTD_isError(size)) {
#pragma omp atomic write
      failed = true;
    } else {
      out.resize(size);
    }
  }
  if (failed) throw Error(fmt::format("{}: zstd could not compress the table", path));
  std::string header(kMagic, sizeof kMagic);
  put(header, kVersion);
  put(header, static_cast<std::uint32_t>(game.size()));
  header += game;
  put(header, n);
  put(header, states_per_block);
  put(header, blocks);
  std::uint64_t offset = 0;
  put(header, offset);
  for (const std::string& b : compressed) put(header, offset += b.size());
  put(header, fnv1a(header));
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) throw Error(fmt::format("{}: cannot open the file for writing", path));
  out.write(header.data(), static_cast<std::streamsize>(header.size()));
  for (const std::string& b : compressed) out.write(b.data(), static_cast<std::streamsize>(b.size()));
  if (!out.flush()) throw Error(fmt::format("{}: write error", path));
}

Database::Database(const std::string& path) : path_(path), in_(path, std::ios::binary) {
  if (!in_) throw ParseError(fmt::format("{}: cannot open the file", path));
  HeaderReader r(in_, path);
  if (r.bytes(sizeof kMagic, "magic") != std::string(kMagic, sizeof kMagic))
    throw ParseError(fmt::format("{}: not a cgt database (wrong magic bytes)", path));
  if (const auto v = r.get<std::uint32_t>("version"); v != kVersion)
    throw ParseError(fmt::format("{}: database format version {}, this cgt reads version {}", path, v, kVersion));
  const auto name_length = r.get<std::uint32_t>("game name length");
  if (name_length > kMaxGameName) throw ParseError(fmt::format("{}: damaged header (game name of {} bytes)", path, name_length));
  game_ = r.bytes(name_length, "game name");
  state_count_ = r.get<std::uint64_t>("state count");
  states_per_block_ = r.get<std::uint64_t>("block size");
  const auto blocks = r.get<std::uint64_t>("block count");
  if (states_per_block_ == 0 || states_per_block_ > (1u << 24) || blocks != (state_count_ + states_per_block_ - 1) / states_per_block_)
    throw ParseError(fmt::format("{}: damaged header (inconsistent state, block counts)", path));
  offsets_.resize(blocks + 1);
  for (auto& o : offsets_) o = r.get<std::uint64_t>("block offsets");
  const std::uint64_t expected = fnv1a(r.seen());
  if (r.get<std::uint64_t>("header hash") != expected) throw ParseError(fmt::format("{}: damaged header (hash mismatch)", path));
  data_start_ = static_cast<std::uint64_t>(in_.tellg());
}

std::uint16_t Database::cell(std::uint64_t state) {
  if (state >= state_count_) throw DomainError(fmt::format("state {} is outside the database (0..{})", state, state_count_ - 1));
  const std::uint64_t k = state / states_per_block_;
  if (k != cached_block_) {
    const std::uint64_t count = std::min(states_per_block_, state_count_ - k * states_per_block_);
    // Sizes are checked before anything is allocated: a frame is never larger than zstd's bound.
    if (offsets_[k + 1] < offsets_[k] || offsets_[k + 1] - offsets_[k] > ZSTD_compressBound(count * sizeof(std::uint16_t)))
      throw ParseError(fmt::format("{}: damaged database (block {} has an impossible size)", path_, k));
    const std::uint64_t size = offsets_[k + 1] - offsets_[k];
    std::string frame(size, '\0');
    in_.clear();
    in_.seekg(static_cast<std::streamoff>(data_start_ + offsets_[k]));
    if (!in_.read(frame.data(), static_cast<std::streamsize>(size)))
      throw ParseError(fmt::format("{}: damaged database (block {} is truncated)", path_, k));
    block_.assign(count, 0);
    const std::size_t got = ZSTD_decompress(block_.data(), count * sizeof(std::uint16_t), frame.data(), frame.size());
    if (ZSTD_isError(got) || got != count * sizeof(std::uint16_t))
      throw ParseError(fmt::format("{}: damaged database (block {}: {})", path_, k,
                                   ZSTD_isError(got) ? ZSTD_getErrorName(got) : "wrong size"));
    cached_block_ = k;
  }
  return block_[state - k * states_per_block_];
}

}  // namespace cgt
