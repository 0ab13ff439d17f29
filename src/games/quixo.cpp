#include "cgt/games/quixo.hpp"

#include <fmt/format.h>

#include <bit>

#include "cgt/core/error.hpp"
#include "cgt/games/grid.hpp"

namespace cgt {
namespace {

// Base-3 numbering 8 cells at a time: cell i of a chunk is digit i (0 blank, 1 mine,
// 2 theirs); a chunk's digits come from its two 8-bit masks through one table lookup.
constexpr std::uint32_t kChunk = 6561;  // 3^8

struct Base3Tables {
  std::array<std::uint16_t, 256> weight{};    // mask -> sum of 3^i over its bits
  std::array<std::uint16_t, kChunk> masks{};  // chunk value -> mine | theirs << 8
  Base3Tables() {
    for (unsigned m = 0; m < 256; ++m) {
      unsigned w = 0, p = 1;
      for (int i = 0; i < 8; ++i, p *= 3)
        if ((m >> i) & 1) w += p;
      weight[m] = static_cast<std::uint16_t>(w);
    }
    for (unsigned v = 0; v < kChunk; ++v) {
      unsigned mine = 0, theirs = 0, x = v;
      for (int i = 0; i < 8; ++i, x /= 3) {
        if (x % 3 == 1) mine |= 1u << i;
        if (x % 3 == 2) theirs |= 1u << i;
      }
      masks[v] = static_cast<std::uint16_t>(mine | theirs << 8);
    }
  }
};

const Base3Tables& tables() {
  static const Base3Tables t;
  return t;
}

}  // namespace

Quixo::Quixo(int size) : k_(size) {
  if (size < 3 || size > 4)
    throw LimitError(fmt::format("Quixo size {}: only 3 and 4 fit here (5 x 5 has 3^25 = 8.5e11 states)", size));
  state_count_ = 1;
  for (int i = 0; i < k_ * k_; ++i) state_count_ *= 3;
  const auto cell = [&](int r, int c) { return static_cast<std::uint8_t>(r * k_ + c); };
  const auto border = [&](int r, int c) { return r == 0 || c == 0 || r == k_ - 1 || c == k_ - 1; };
  move_weight_.assign(static_cast<std::size_t>(k_ * k_), 0);
  for (int r = 0; r < k_; ++r)
    for (int c = 0; c < k_; ++c) {
      if (!border(r, c)) continue;
      // The four ends: its row's two ends and its column's two, minus the cell itself.
      const int ends[4][2] = {{r, 0}, {r, k_ - 1}, {0, c}, {k_ - 1, c}};
      for (const auto& e : ends) {
        if (e[0] == r && e[1] == c) continue;
        Push p;
        const int dr = (e[0] > r) - (e[0] < r), dc = (e[1] > c) - (e[1] < c);
        for (int rr = r, cc = c;; rr += dr, cc += dc) {
          p.path[p.length++] = cell(rr, cc);
          if (rr == e[0] && cc == e[1]) break;
        }
        for (int i = 0; i < p.length; ++i) p.line |= 1u << p.path[i];
        p.end = 1u << p.path[p.length - 1];
        p.step = p.path[1] - p.path[0];
        pushes_.push_back(p);
        ++move_weight_[cell(r, c)];
      }
    }
  std::uint32_t diag = 0, anti = 0;
  for (int i = 0; i < k_; ++i) {
    std::uint32_t row = 0, col = 0;
    for (int j = 0; j < k_; ++j) {
      row |= 1u << cell(i, j);
      col |= 1u << cell(j, i);
    }
    lines_.push_back(row);
    lines_.push_back(col);
    diag |= 1u << cell(i, i);
    anti |= 1u << cell(i, k_ - 1 - i);
  }
  lines_.push_back(diag);
  lines_.push_back(anti);
}

std::uint64_t Quixo::rank(Board b) const {
  const auto& t = tables();
  const std::uint64_t low = t.weight[b.mine & 0xFF] + 2u * t.weight[b.theirs & 0xFF];
  const std::uint64_t high = t.weight[(b.mine >> 8) & 0xFF] + 2u * t.weight[(b.theirs >> 8) & 0xFF];
  return low + high * kChunk;  // k <= 4: at most 16 cells, two chunks
}

Quixo::Board Quixo::unrank(std::uint64_t state) const {
  const auto& t = tables();
  const unsigned low = t.masks[state % kChunk], high = t.masks[state / kChunk];
  return {(low & 0xFFu) | (high & 0xFFu) << 8, (low >> 8) | (high >> 8) << 8};
}

bool Quixo::has_line(std::uint32_t cells) const {
  for (std::uint32_t line : lines_)
    if ((cells & line) == line) return true;
  return false;
}

Primitive Quixo::primitive(Board b) const {
  if (has_line(b.mine)) return Primitive::Win;
  if (has_line(b.theirs)) return Primitive::Lose;
  return Primitive::Undecided;
}

unsigned Quixo::move_count(Board b) const {
  unsigned n = 0;
  for (std::size_t i = 0; i < move_weight_.size(); ++i)
    if (((b.theirs >> i) & 1) == 0) n += move_weight_[i];
  return n;
}

Quixo::Board Quixo::apply(Board b, const Push& p) const {
  const std::uint32_t mine = shift(b.mine, p) | p.end, theirs = shift(b.theirs, p);
  return {theirs, mine};  // the opponent moves next
}

std::pair<std::uint64_t, bool> Quixo::parse(std::string_view text) const {
  const TwoPlayerBoard b = parse_two_player_board(text, k_, "xo", "Quixo");
  const bool x_moves = b.first_to_move.value_or(std::popcount(b.first) == std::popcount(b.second));
  return {x_moves ? rank({b.first, b.second}) : rank({b.second, b.first}), x_moves};
}

std::string Quixo::to_string(std::uint64_t state, bool x_to_move) const {
  const Board b = unrank(state);
  return x_to_move ? two_player_board_text(b.mine, b.theirs, k_, "xo", true)
                   : two_player_board_text(b.theirs, b.mine, k_, "xo", false);
}

namespace {
std::string cell_name(int cell, int width) {
  return fmt::format("{}{}", static_cast<char>('a' + cell % width), cell / width + 1);
}
}  // namespace

std::vector<std::pair<std::string, std::uint64_t>> Quixo::labelled_moves(std::uint64_t state) const {
  const Board b = unrank(state);
  std::vector<std::pair<std::string, std::uint64_t>> out;
  for (const Push& p : pushes_)
    if (legal(b, p))
      out.emplace_back(fmt::format("{}-{}", cell_name(p.path[0], k_), cell_name(p.path[p.length - 1], k_)), rank(apply(b, p)));
  return out;
}

}  // namespace cgt
