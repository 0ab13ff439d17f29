#include "cgt/games/mnk.hpp"

#include <algorithm>

#include "cgt/core/error.hpp"
#include "cgt/games/grid.hpp"

namespace cgt {

MnkGame::MnkGame(int m, int n, int k) : m_(m), n_(n), k_(k) {
  if (m < 1 || n < 1 || m * n > 30 || k < 1 || k > std::max(m, n))
    throw LimitError(fmt::format("(m,n,k) = ({},{},{}): need 1 <= m, n, m*n <= 30 and 1 <= k <= max(m,n)", m, n, k));
}

std::vector<MnkGame::Position> MnkGame::moves(const Position& p) const {
  const auto xs = std::count(p.begin(), p.end(), 'x'), os = std::count(p.begin(), p.end(), 'o');
  const char mover = xs == os ? 'x' : 'o';
  std::vector<Position> out;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (p[i] == '.') {
      Position q = p;
      q[i] = mover;
      out.push_back(std::move(q));
    }
  return out;
}

bool MnkGame::has_line(const Position& p, char who) const {
  const int dr[] = {0, 1, 1, 1}, dc[] = {1, 0, 1, -1};
  for (int r = 0; r < m_; ++r)
    for (int c = 0; c < n_; ++c)
      for (int d = 0; d < 4; ++d) {
        int len = 0;
        for (int rr = r, cc = c; rr >= 0 && rr < m_ && cc >= 0 && cc < n_ && p[static_cast<std::size_t>(rr * n_ + cc)] == who;
             rr += dr[d], cc += dc[d])
          if (++len == k_) return true;
      }
  return false;
}

Primitive MnkGame::primitive(const Position& p) const {
  const auto xs = std::count(p.begin(), p.end(), 'x'), os = std::count(p.begin(), p.end(), 'o');
  const char previous = xs == os ? 'o' : 'x';
  if (has_line(p, previous)) return Primitive::Lose;
  if (std::find(p.begin(), p.end(), '.') == p.end()) return Primitive::Tie;
  return Primitive::Undecided;
}

MnkGame::Position MnkGame::parse(std::string_view text) const {
  const Grid g = Grid::parse(text, ".xo", "(m,n,k)-game");
  if (g.rows != m_ || g.cols != n_)
    throw ParseError(fmt::format("(m,n,k)-game position '{}': the board is {} x {}, expected {} x {}", text, g.rows, g.cols, m_, n_));
  const auto xs = std::count(g.cells.begin(), g.cells.end(), 'x'), os = std::count(g.cells.begin(), g.cells.end(), 'o');
  if (xs != os && xs != os + 1)
    throw ParseError(fmt::format("(m,n,k)-game position '{}': {} x and {} o (x moves first)", text, xs, os));
  return g.cells;
}

std::string MnkGame::to_string(const Position& p) const {
  std::string out;
  for (int r = 0; r < m_; ++r) {
    if (r > 0) out += '|';
    out += p.substr(static_cast<std::size_t>(r * n_), static_cast<std::size_t>(n_));
  }
  return out;
}

std::vector<std::pair<std::string, MnkGame::Position>> MnkGame::labelled_moves(const Position& p) const {
  std::vector<std::pair<std::string, Position>> out;
  const auto next = moves(p);
  std::size_t j = 0;
  for (std::size_t i = 0; i < p.size(); ++i)
    if (p[i] == '.')
      out.emplace_back(fmt::format("{}{}", static_cast<char>('a' + i % static_cast<std::size_t>(n_)), i / static_cast<std::size_t>(n_) + 1),
                       next[j++]);
  return out;
}

std::vector<MnkGame::Position> MnkGame::images(const Position& p) const {
  // (r, c) -> image cell, for the flips and, on a square board, the transposes.
  std::vector<Position> out;
  const int transposes = m_ == n_ ? 2 : 1;
  for (int t = 0; t < transposes; ++t)
    for (int flip = 0; flip < 4; ++flip) {
      Position q(p.size(), '.');
      for (int r = 0; r < m_; ++r)
        for (int c = 0; c < n_; ++c) {
          int rr = (flip & 1) ? m_ - 1 - r : r, cc = (flip & 2) ? n_ - 1 - c : c;
          if (t == 1) std::swap(rr, cc);
          q[static_cast<std::size_t>(rr * n_ + cc)] = p[static_cast<std::size_t>(r * n_ + c)];
        }
      out.push_back(std::move(q));
    }
  return out;
}

MnkGame::Position MnkGame::canonical(const Position& p) const {
  std::vector<Position> all = images(p);
  return *std::min_element(all.begin(), all.end());
}

std::uint64_t MnkGame::orbit_size(const Position& p) const {
  std::vector<Position> all = images(p);
  std::sort(all.begin(), all.end());
  return static_cast<std::uint64_t>(std::unique(all.begin(), all.end()) - all.begin());
}

std::uint64_t MnkGame::key(const Position& p) const {
  std::uint64_t k = 0;
  for (char c : p) k = 3 * k + (c == 'x' ? 1 : c == 'o' ? 2 : 0);
  return k;
}

}  // namespace cgt
