#pragma once
/// \file
/// The checksum cgt's files carry: 64-bit FNV-1a (Fowler, Noll and Vo), a fast hash that
/// catches damaged bytes; it is not meant to resist deliberate tampering.

#include <cstdint>
#include <string_view>

namespace cgt {

/// 64-bit FNV-1a of `bytes`. O(bytes.size()).
inline std::uint64_t fnv1a(std::string_view bytes) noexcept {
  std::uint64_t h = 0xcbf29ce484222325ull;
  for (unsigned char c : bytes) h = (h ^ c) * 0x100000001b3ull;
  return h;
}

}  // namespace cgt
