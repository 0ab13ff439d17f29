// libFuzzer target: the reader of heap values on disk (cgt/impartial/heap_store.hpp),
// used by `cgt heap --from DIR` and `--resume` on directories people pass in. Every
// manifest either parses or is refused with cgt::ParseError, and every shard decodes to
// exactly its values or is refused; never a crash, a huge allocation or another exception.
//
// The first byte picks what the rest is:
//  0: a manifest's text. One that parses must print and parse back to the same fields.
//  1: values (one or two bytes each) that are encoded as a shard, then possibly damaged
//     (a byte flipped, the hash recomputed so that the damage reaches zstd's checks).
//     An undamaged shard must decode to exactly the values.
//  2: the raw bytes of a shard file, with count and width from the input and the right
//     hash, so the bytes reach the zstd checks.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

#include "cgt/core/checksum.hpp"
#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_store.hpp"

namespace {

using cgt::GrundyValue;

void manifest_case(std::string_view text) {
  cgt::HeapManifest m;
  try {
    m = cgt::parse_heap_manifest(text, "fuzz");
  } catch (const cgt::ParseError&) {
    return;
  }
  const cgt::HeapManifest again = cgt::parse_heap_manifest(cgt::format_heap_manifest(m), "fuzz");
  if (again.rule != m.rule || again.count() != m.count() || again.shards.size() != m.shards.size() ||
      again.period.has_value() != m.period.has_value() || again.shard_values != m.shard_values)
    std::abort();
}

void values_case(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return;
  const bool wide = data[0] & 1, damage = data[0] & 2, rehash = data[0] & 4;
  const std::size_t flip_at = data[1] | (std::size_t{data[2]} << 8);
  std::vector<GrundyValue> values;
  for (std::size_t i = 3; i + (wide ? 1 : 0) < size; i += wide ? 2 : 1)
    values.push_back(wide ? (GrundyValue{data[i]} << 8 | data[i + 1]) : data[i]);
  if (values.empty()) return;
  cgt::HeapShard shard;
  shard.count = values.size();
  std::string file = cgt::encode_heap_shard(values, shard.width);
  if (damage) file[flip_at % file.size()] ^= static_cast<char>(1 + (data[1] & 0x7f));
  shard.bytes = file.size();
  shard.fnv1a = cgt::fnv1a(file);
  if (damage && !rehash) shard.fnv1a ^= 1;
  std::vector<GrundyValue> out;
  try {
    cgt::decode_heap_shard(file, shard, "fuzz", out);
  } catch (const cgt::ParseError&) {
    if (!damage) std::abort();
    return;
  }
  if (!damage && out != values) std::abort();
}

void raw_case(const std::uint8_t* data, std::size_t size) {
  if (size < 3) return;
  cgt::HeapShard shard;
  shard.width = data[0] % 3 == 0 ? 1 : data[0] % 3 == 1 ? 2 : 4;
  shard.count = data[1] | (std::uint64_t{data[2]} << 8);
  const std::string file(reinterpret_cast<const char*>(data + 3), size - 3);
  shard.bytes = file.size();
  shard.fnv1a = cgt::fnv1a(file);
  std::vector<GrundyValue> out;
  try {
    cgt::decode_heap_shard(file, shard, "fuzz", out);
  } catch (const cgt::ParseError&) {
    return;
  }
  if (out.size() != shard.count) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t mode = data[0] % 3;
  if (mode == 0) manifest_case(std::string_view(reinterpret_cast<const char*>(data + 1), size - 1));
  if (mode == 1) values_case(data + 1, size - 1);
  if (mode == 2) raw_case(data + 1, size - 1);
  return 0;
}
