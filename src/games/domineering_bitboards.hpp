#pragma once
// The two board geometries of the Domineering search (domineering_solver.cpp): a board
// of at most 8 × 8 cells in one 64-bit word, and one of at most 10 × 10 cells in a
// 128-bit word. Cell (r, c) is bit S·r + c, S the stride (8 or 10); cells off the board
// are never empty. The search's code is written once over a geometry B, which gives
// the word type, the stride, the word's width and the few operations whose fast form
// depends on the width: bit counts, the transpose (r, c) -> (c, r) on the S × S square,
// and the mirror image and the half turn of a rows × cols box.
#include <array>
#include <bit>
#include <cstdint>

namespace cgt::domineering_detail {

__extension__ typedef unsigned __int128 u128;  // a GCC and Clang extension

inline int bit_count(std::uint64_t x) { return std::popcount(x); }
inline int bit_count(u128 x) {
  return std::popcount(static_cast<std::uint64_t>(x)) + std::popcount(static_cast<std::uint64_t>(x >> 64));
}
// The index of the lowest set bit (x != 0).
inline int lowest_bit(std::uint64_t x) { return std::countr_zero(x); }
inline int lowest_bit(u128 x) {
  const auto low = static_cast<std::uint64_t>(x);
  return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(x >> 64));
}

// A word with bit S·r set for every row r of the word: column 0.
template <class Bits, int S>
constexpr Bits column_zero() {
  Bits x = 0;
  for (int at = 0; at < static_cast<int>(8 * sizeof(Bits)); at += S) x |= Bits{1} << at;
  return x;
}

// Reverses the low `width` bits of every value below 2^width, as a table.
template <int width>
constexpr std::array<std::uint16_t, (1 << width)> reversed_lines() {
  std::array<std::uint16_t, (1 << width)> t{};
  for (int x = 0; x < (1 << width); ++x) {
    int r = 0;
    for (int i = 0; i < width; ++i) r |= ((x >> i) & 1) << (width - 1 - i);
    t[static_cast<std::size_t>(x)] = static_cast<std::uint16_t>(r);
  }
  return t;
}

// At most 8 × 8: one 64-bit word, stride 8, with the classic delta-swap transpose.
struct Board64 {
  using Bits = std::uint64_t;
  static constexpr int S = 8;
  static constexpr int W = 64;

  // (r, c) -> (c, r) on the 8×8 square (delta swaps).
  static Bits transpose(Bits x) {
    Bits t;
    t = 0x0F0F0F0F00000000ULL & (x ^ (x << 28));
    x ^= t ^ (t >> 28);
    t = 0x3333000033330000ULL & (x ^ (x << 14));
    x ^= t ^ (t >> 14);
    t = 0x5500550055005500ULL & (x ^ (x << 7));
    x ^= t ^ (t >> 7);
    return x;
  }
  // Columns reversed within `cols` (rows × cols box at the word's corner).
  static Bits mirror(Bits x, int /*rows*/, int cols) { return reverse_bits_of_bytes(x) >> (8 - cols); }
  // Turned half a turn within the box: (r, c) -> (rows - 1 - r, cols - 1 - c). Reversing
  // the word sends bit 8r + c to 63 - 8r - c, the same shift away for every cell.
  static Bits turn(Bits x, int rows, int cols) {
    return __builtin_bswap64(reverse_bits_of_bytes(x)) >> (63 - 8 * (rows - 1) - (cols - 1));
  }
  static Bits reverse_bits_of_bytes(Bits x) {
    x = ((x >> 1) & 0x5555555555555555ULL) | ((x & 0x5555555555555555ULL) << 1);
    x = ((x >> 2) & 0x3333333333333333ULL) | ((x & 0x3333333333333333ULL) << 2);
    return ((x >> 4) & 0x0F0F0F0F0F0F0F0FULL) | ((x & 0x0F0F0F0F0F0F0F0FULL) << 4);
  }
};

// At most 10 × 10: a 128-bit word, stride 10 (bits 100 and up are off the board). The
// transpose and the mirror go row by row through tables (10 rows, a few operations
// each).
struct Board128 {
  using Bits = u128;
  static constexpr int S = 10;
  static constexpr int W = 128;
  static constexpr Bits kRow = (Bits{1} << S) - 1;

  static Bits transpose(Bits x) {
    // kSpread[b]: bit c of b moved to bit S·c (a row becomes a column).
    static constexpr auto kSpread = [] {
      std::array<Bits, (1 << S)> t{};
      for (int b = 0; b < (1 << S); ++b)
        for (int c = 0; c < S; ++c)
          if ((b >> c) & 1) t[static_cast<std::size_t>(b)] |= Bits{1} << (S * c);
      return t;
    }();
    Bits t = 0;
    for (int r = 0; r < S && x != 0; ++r, x >>= S) t |= kSpread[static_cast<std::size_t>(x & kRow)] << r;
    return t;
  }
  static Bits mirror(Bits x, int rows, int cols) {
    static constexpr auto kReversed = reversed_lines<S>();
    Bits m = 0;
    for (int r = 0; r < rows; ++r)
      m |= Bits{kReversed[static_cast<std::size_t>((x >> (S * r)) & kRow)]} << (S * r);
    return m >> (S - cols);
  }
  static Bits turn(Bits x, int rows, int cols) {
    const auto reversed = [](std::uint64_t w) { return __builtin_bswap64(Board64::reverse_bits_of_bytes(w)); };
    const Bits whole = (Bits{reversed(static_cast<std::uint64_t>(x))} << 64) | reversed(static_cast<std::uint64_t>(x >> 64));
    return whole >> (127 - S * (rows - 1) - (cols - 1));
  }
};

}  // namespace cgt::domineering_detail
