#include "cgt/games/teeko.hpp"

#include <fmt/format.h>

#include <optional>

#include "cgt/core/error.hpp"
#include "cgt/games/grid.hpp"

namespace cgt {
namespace {

constexpr int kMaxCells = 25;

// binomial(n, k) for n <= 25, k <= 4: the combinatorial number system's weights.
struct Binomials {
  std::array<std::array<std::uint32_t, Teeko::kMarkers + 1>, kMaxCells + 1> c{};
  Binomials() {
    for (int n = 0; n <= kMaxCells; ++n) {
      c[n][0] = 1;
      for (int k = 1; k <= Teeko::kMarkers; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
    }
  }
};

const Binomials& binomials() {
  static const Binomials b;
  return b;
}

std::uint32_t binom(int n, int k) { return binomials().c[static_cast<std::size_t>(n)][static_cast<std::size_t>(k)]; }

// Index of each cell of `set` among the cells outside `skip` (drops the skipped cells).
std::uint32_t compress(std::uint32_t set, std::uint32_t skip) {
  std::uint32_t out = 0;
  for (; set != 0; set &= set - 1) {
    const int c = std::countr_zero(set);
    out |= 1u << (c - std::popcount(skip & ((1u << c) - 1)));
  }
  return out;
}

// The inverse: index j goes to the j-th cell outside `skip`.
std::uint32_t expand(std::uint32_t set, std::uint32_t skip) {
  std::uint32_t out = 0;
  int j = 0;
  for (int c = 0; set >> j != 0; ++c) {
    if ((skip >> c) & 1) continue;
    if ((set >> j) & 1) out |= 1u << c;
    ++j;
  }
  return out;
}

}  // namespace

Teeko::Teeko(int size) : n_(size) {
  if (size < 4 || size > 5) throw LimitError(fmt::format("Teeko size {}: the board is 5 x 5 (4 x 4 as a small variant)", size));
  const int cells = n_ * n_;
  full_ = (1u << cells) - 1;
  const auto bit = [&](int r, int c) { return 1u << (r * n_ + c); };
  const auto inside = [&](int r, int c) { return r >= 0 && c >= 0 && r < n_ && c < n_; };
  neighbours_.assign(static_cast<std::size_t>(cells), 0);
  for (int r = 0; r < n_; ++r)
    for (int c = 0; c < n_; ++c) {
      for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc)
          if ((dr != 0 || dc != 0) && inside(r + dr, c + dc)) neighbours_[static_cast<std::size_t>(r * n_ + c)] |= bit(r + dr, c + dc);
      // Straight lines of 4 starting here (4 directions), and the 2 x 2 square.
      const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
      for (const auto& d : dirs) {
        if (!inside(r + 3 * d[0], c + 3 * d[1])) continue;
        std::uint32_t line = 0;
        for (int i = 0; i < 4; ++i) line |= bit(r + i * d[0], c + i * d[1]);
        patterns_.push_back(line);
      }
      if (inside(r + 1, c + 1)) patterns_.push_back(bit(r, c) | bit(r + 1, c) | bit(r, c + 1) | bit(r + 1, c + 1));
    }
  for (auto& row : family_) row.fill(-1);
  offset_.push_back(0);
  for (int a = 0; a <= kMarkers; ++a)
    for (int b = a; b <= std::min(a + 1, kMarkers); ++b) {
      family_[static_cast<std::size_t>(a)][static_cast<std::size_t>(b)] = static_cast<int>(counts_.size());
      counts_.emplace_back(a, b);
      offset_.push_back(offset_.back() + std::uint64_t{binom(cells, a)} * binom(cells - a, b));
    }
}

std::uint32_t Teeko::colex_rank(std::uint32_t set) {
  std::uint32_t r = 0;
  for (int i = 1; set != 0; set &= set - 1, ++i) r += binom(std::countr_zero(set), i);
  return r;
}

std::uint32_t Teeko::colex_unrank(std::uint32_t rank, int k, int cells) const {
  std::uint32_t set = 0;
  int c = cells - 1;
  for (int i = k; i >= 1; --i) {
    while (binom(c, i) > rank) --c;  // the largest c with C(c, i) <= rank
    rank -= binom(c, i);
    set |= 1u << c;
    --c;
  }
  return set;
}

std::uint64_t Teeko::rank(Board b) const {
  const int a = std::popcount(b.mine), t = std::popcount(b.theirs);
  const int f = family_[static_cast<std::size_t>(a)][static_cast<std::size_t>(t)];
  const std::uint64_t within = std::uint64_t{colex_rank(b.mine)} * binom(n_ * n_ - a, t) + colex_rank(compress(b.theirs, b.mine));
  return offset_[static_cast<std::size_t>(f)] + within;
}

Teeko::Board Teeko::unrank(std::uint64_t state) const {
  std::size_t f = 0;
  while (offset_[f + 1] <= state) ++f;
  const auto [a, t] = counts_[f];
  const std::uint32_t per_mine = binom(n_ * n_ - a, t);
  const std::uint64_t within = state - offset_[f];
  const std::uint32_t mine = colex_unrank(static_cast<std::uint32_t>(within / per_mine), a, n_ * n_);
  const std::uint32_t theirs = expand(colex_unrank(static_cast<std::uint32_t>(within % per_mine), t, n_ * n_ - a), mine);
  return {mine, theirs};
}

bool Teeko::has_pattern(std::uint32_t cells) const {
  if (std::popcount(cells) < kMarkers) return false;
  for (std::uint32_t p : patterns_)
    if ((cells & p) == p) return true;
  return false;
}

Primitive Teeko::primitive(Board b) const {
  if (has_pattern(b.theirs)) return Primitive::Lose;
  if (has_pattern(b.mine)) return Primitive::Win;
  return Primitive::Undecided;
}

unsigned Teeko::move_count(std::uint64_t state) const {
  const Board b = unrank(state);
  const std::uint32_t empty = full_ & ~(b.mine | b.theirs);
  if (std::popcount(b.mine) < kMarkers) return static_cast<unsigned>(std::popcount(empty));
  unsigned n = 0;
  for (std::uint32_t m = b.mine; m != 0; m &= m - 1)
    n += static_cast<unsigned>(std::popcount(neighbours_[static_cast<std::size_t>(std::countr_zero(m))] & empty));
  return n;
}

std::pair<std::uint64_t, bool> Teeko::parse(std::string_view text) const {
  const TwoPlayerBoard parsed = parse_two_player_board(text, n_, "br", "Teeko");
  const std::uint32_t black = parsed.first, red = parsed.second;
  const std::optional<bool> black_to_move = parsed.first_to_move;
  const int nb = std::popcount(black), nr = std::popcount(red);
  if (nb > kMarkers || nr > kMarkers)
    throw ParseError(fmt::format("Teeko position '{}': {} black and {} red markers, at most {} each", text, nb, nr, kMarkers));
  const bool black_moves = black_to_move.value_or(nb == nr);
  const Board b = black_moves ? Board{black, red} : Board{red, black};
  const int a = std::popcount(b.mine), t = std::popcount(b.theirs);
  if (family_[static_cast<std::size_t>(a)][static_cast<std::size_t>(t)] < 0)
    throw ParseError(fmt::format("Teeko position '{}': {} black and {} red markers cannot arise with {} to move", text, nb,
                                 nr, black_moves ? "Black" : "Red"));
  return {rank(b), black_moves};
}

std::string Teeko::to_string(std::uint64_t state, bool black_to_move) const {
  const Board b = unrank(state);
  return black_to_move ? two_player_board_text(b.mine, b.theirs, n_, "br", true)
                       : two_player_board_text(b.theirs, b.mine, n_, "br", false);
}

std::vector<std::pair<std::string, std::uint64_t>> Teeko::labelled_moves(std::uint64_t state) const {
  const Board b = unrank(state);
  const auto name = [&](std::uint32_t bit) {
    const int c = std::countr_zero(bit);
    return fmt::format("{}{}", static_cast<char>('a' + c % n_), c / n_ + 1);
  };
  std::vector<std::pair<std::string, std::uint64_t>> out;
  for_each_move(b, [&](Board next) {
    // next.theirs is the mover's new set: what appeared is where it went, what vanished is where from.
    const std::uint32_t to = next.theirs & ~b.mine, from = b.mine & ~next.theirs;
    out.emplace_back(from == 0 ? name(to) : fmt::format("{}-{}", name(from), name(to)), rank(next));
  });
  return out;
}

}  // namespace cgt
