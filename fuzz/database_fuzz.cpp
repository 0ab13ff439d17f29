// libFuzzer target: the solved-database reader (cgt/solve/database.hpp), used by
// `cgt query` and `cgt play --database` on files people pass in. Every file either opens
// or is refused with cgt::ParseError, and every query returns a cell or throws a cgt::Error;
// never a crash, a huge allocation or another exception.
//
// Random bytes rarely get past the magic and the header hash, so most inputs describe a
// valid database instead (dense or keyed, from the input's bytes), which is written with
// the library's writer and then damaged: bytes flipped, 64-bit fields overwritten, and the
// header hash recomputed on request so that damage inside the header reaches the checks
// behind the hash. An undamaged database must read back exactly the cells written.
#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/solve/database.hpp"
#include "cgt/solve/dense_table.hpp"

namespace {

// Reads the input front to back; past its end every read gives zeros.
struct Bytes {
  const std::uint8_t* data;
  std::size_t size, pos = 0;
  std::uint8_t u8() { return pos < size ? data[pos++] : 0; }
  std::uint64_t u64() {
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= std::uint64_t{u8()} << (8 * i);
    return v;
  }
  bool done() const { return pos >= size; }
};

std::uint64_t fnv1a(const std::string& bytes, std::size_t length) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (std::size_t i = 0; i < length; ++i) h = (h ^ static_cast<unsigned char>(bytes[i])) * 0x100000001b3ull;
  return h;
}

std::uint64_t read_u64(const std::string& s, std::size_t at) {
  std::uint64_t v = 0;
  std::memcpy(&v, s.data() + at, 8);
  return v;
}

// Recomputes the header hash over the (damaged) fields as the reader will see them, when
// the header they describe fits in the file.
void rehash(std::string& file) {
  if (file.size() < 16) return;
  std::uint32_t version = 0, name_length = 0;
  std::memcpy(&version, file.data() + 8, 4);
  std::memcpy(&name_length, file.data() + 12, 4);
  const std::size_t counts = 16 + std::size_t{name_length};
  if (counts + 24 > file.size()) return;
  const std::uint64_t blocks = read_u64(file, counts + 16);
  const std::uint64_t words = version == 2 ? 3 * blocks + 2 : blocks + 1;
  if (blocks > file.size() || counts + 24 + 8 * words + 8 > file.size()) return;
  const std::size_t hash_at = counts + 24 + 8 * words;
  const std::uint64_t h = fnv1a(file, hash_at);
  std::memcpy(file.data() + hash_at, &h, 8);
}

void write(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::string path = "/tmp/cgt_database_fuzz_" + std::to_string(getpid()) + ".db";
  Bytes in{data, size};
  const std::uint8_t mode = in.u8();
  std::vector<std::uint16_t> cells;
  std::vector<std::uint64_t> keys;
  bool damaged = true, keyed = false;
  if (mode % 4 == 0) {  // the input is the file
    write(path, std::string(reinterpret_cast<const char*>(data) + 1, size - (size > 0 ? 1 : 0)));
  } else {
    keyed = mode % 2 == 1;
    const std::uint64_t n = in.u8() % 200, per_block = 1 + in.u8() % 16;
    std::uint64_t key = in.u8();
    for (std::uint64_t i = 0; i < n; ++i) {
      cells.push_back(static_cast<std::uint16_t>(in.u8() | (in.u8() << 8)));
      keys.push_back(key);
      key += 1 + in.u8();
    }
    if (keyed) {
      cgt::write_keyed_database(path, "fuzz(1)", keys, cells, per_block, 1);
    } else {
      cgt::write_database(path, "fuzz(1)", cgt::DenseTable{cells}, per_block, 1);
      keys.clear();
    }
    std::string file = read(path);
    const int damage = in.u8() % 8;
    damaged = damage > 0 && !file.empty();
    for (int d = 0; d < damage && !file.empty(); ++d) {
      const std::uint8_t op = in.u8();
      const std::size_t at = static_cast<std::size_t>(in.u64() % file.size());
      if (op % 2 == 0 || at + 8 > file.size()) {
        file[at] = static_cast<char>(file[at] ^ (in.u8() | 1));
      } else {
        const std::uint64_t v = in.u64();
        std::memcpy(file.data() + at, &v, 8);
      }
    }
    if (in.u8() % 2 == 1) rehash(file);
    write(path, file);
  }
  try {
    cgt::Database db(path);
    const std::uint64_t n = db.state_count();
    if (!damaged) {  // an intact database reads back what was written
      if (n != cells.size() || db.keyed() != keyed) std::abort();
      for (std::uint64_t i = 0; i < n; ++i)
        if (db.cell(i) != cells[i]) std::abort();
      for (std::size_t i = 0; i < keys.size(); ++i)
        if (db.cell_of_key(keys[i]) != cells[i]) std::abort();
    }
    for (std::uint64_t state : {std::uint64_t{0}, n - 1, n, n / 2, in.u64(), in.u64()}) {
      try {
        (void)db.cell(state);
        if (db.keyed()) (void)db.cell_of_key(state);
      } catch (const cgt::DomainError&) {  // out of range, or not keyed
      } catch (const cgt::ParseError&) {   // a damaged block
      }
    }
  } catch (const cgt::ParseError&) {
  }
  return 0;
}
