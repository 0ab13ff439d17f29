#include "cgt/games/clobber.hpp"

#include <numeric>

#include "cgt/core/error.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {

Clobber::Position Clobber::parse(std::string_view text) { return Grid::parse(text, "xo.", "clobber"); }

std::vector<Clobber::Position> Clobber::clobbers(const Position& p, char own, char other) {
  std::vector<Position> out;
  const int dr[] = {1, -1, 0, 0}, dc[] = {0, 0, 1, -1};
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != own) continue;
      for (int d = 0; d < 4; ++d) {
        const int nr = r + dr[d], nc = c + dc[d];
        if (!p.inside(nr, nc) || p.at(nr, nc) != other) continue;
        Position q = p;
        q.at(r, c) = '.';
        q.at(nr, nc) = own;
        out.push_back(std::move(q));
      }
    }
  return out;
}

Clobber::Position Clobber::normalize(const Position& p) const { return p.least_image('.'); }

namespace {

// Union-find over the cells of a grid.
struct Groups {
  std::vector<int> parent;
  explicit Groups(int n) : parent(static_cast<std::size_t>(n)) { std::iota(parent.begin(), parent.end(), 0); }
  int find(int x) {
    while (parent[static_cast<std::size_t>(x)] != x)
      x = parent[static_cast<std::size_t>(x)] = parent[static_cast<std::size_t>(parent[static_cast<std::size_t>(x)])];
    return x;
  }
  void unite(int a, int b) { parent[static_cast<std::size_t>(find(a))] = find(b); }
};

// The cells `keep` says belong to a group, each group as its own cropped grid (other
// cells set to `blank`), in the order of their first cells.
std::vector<Grid> split(const Grid& p, Groups& groups, const std::vector<bool>& keep, char blank) {
  std::vector<Grid> out;
  std::vector<int> index(p.cells.size(), -1);
  for (int cell = 0; cell < p.rows * p.cols; ++cell) {
    if (!keep[static_cast<std::size_t>(cell)]) continue;
    int& k = index[static_cast<std::size_t>(groups.find(cell))];
    if (k < 0) {
      k = static_cast<int>(out.size());
      out.push_back(Grid{p.rows, p.cols, std::string(p.cells.size(), blank)});
    }
    out[static_cast<std::size_t>(k)].cells[static_cast<std::size_t>(cell)] = p.cells[static_cast<std::size_t>(cell)];
  }
  for (Grid& g : out) g = g.cropped(blank);
  return out;
}

}  // namespace

GenClobber::GenClobber(ClobberRules rules) : rules_(rules) {
  if (rules_.max_distance < 1) throw DomainError("gen_clobber: max_distance must be at least 1");
  // Anti-Clobber lands on empty cells only, so there is nothing of one's own to eat.
  if (rules_.cannibal && rules_.anti) throw DomainError("gen_clobber: cannibal and anti cannot be combined");
}

GenClobber::Position GenClobber::parse(std::string_view text, std::string_view game) const {
  return Grid::parse(text, rules_.anti ? "xo.#" : "xo.", game);
}

std::span<const Step> GenClobber::steps() const {
  switch (rules_.directions) {
    case ClobberDirections::Orthogonal: return kOrthogonalSteps;
    case ClobberDirections::Diagonal: return kDiagonalSteps;
    case ClobberDirections::All: break;
    case ClobberDirections::Knight: return kKnightSteps;
  }
  return kAllSteps;
}

std::vector<GenClobber::Position> GenClobber::moves(const Position& p, char own, char other) const {
  // Clobber lands on an opposing stone (Cannibal Clobber: any stone) and leaves the cell
  // empty; Anti-Clobber lands on an empty cell and leaves an opposing stone.
  const char target = rules_.anti ? '.' : other, behind = rules_.anti ? other : '.';
  const char also = rules_.cannibal ? own : target;
  std::vector<Position> out;
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != own) continue;
      for (const Step s : steps()) {
        int n = 1;
        while (n < rules_.max_distance && p.inside(r + n * s.dr, c + n * s.dc) && p.at(r + n * s.dr, c + n * s.dc) == '.')
          ++n;
        const int tr = r + n * s.dr, tc = c + n * s.dc;
        if (!p.inside(tr, tc) || (p.at(tr, tc) != target && p.at(tr, tc) != also)) continue;
        Position q = p;
        q.at(r, c) = behind;
        q.at(tr, tc) = own;
        out.push_back(std::move(q));
      }
    }
  return out;
}

std::vector<GenClobber::Position> GenClobber::components(const Position& p) const {
  if (rules_.anti) return rules_.max_distance == 1 ? anti_components(p) : p.components('#', steps());
  if (rules_.max_distance == 1) return p.components('.', steps());
  return line_components(p);
}

// Sliding stones: a stone captures only the first stone on a line through it, so stones
// that share no line never meet, and the stones only leave cells (their captures land
// on stones of their own set).
std::vector<GenClobber::Position> GenClobber::line_components(const Position& p) const {
  Groups groups(p.rows * p.cols);
  std::vector<bool> stone(p.cells.size());
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) == '.') continue;
      stone[static_cast<std::size_t>(r * p.cols + c)] = true;
      for (const Step s : steps()) {  // the next stone on each line
        int nr = r + s.dr, nc = c + s.dc;
        while (p.inside(nr, nc) && p.at(nr, nc) == '.') nr += s.dr, nc += s.dc;
        if (p.inside(nr, nc)) groups.unite(r * p.cols + c, nr * p.cols + nc);
      }
    }
  return split(p, groups, stone, '.');
}

// Anti-Clobber moving one step: a move joins a stone and an empty cell one step apart,
// and no cell ever becomes empty again, so only such pairs connect cells. A stone with
// no empty cell a step away stays where it is for ever and is left out.
std::vector<GenClobber::Position> GenClobber::anti_components(const Position& p) const {
  Groups groups(p.rows * p.cols);
  std::vector<bool> keep(p.cells.size());
  for (int r = 0; r < p.rows; ++r)
    for (int c = 0; c < p.cols; ++c) {
      if (p.at(r, c) != '.') continue;
      keep[static_cast<std::size_t>(r * p.cols + c)] = true;
      for (const Step s : steps()) {
        const int nr = r + s.dr, nc = c + s.dc;
        if (!p.inside(nr, nc) || p.at(nr, nc) == '#') continue;
        keep[static_cast<std::size_t>(nr * p.cols + nc)] = true;
        groups.unite(r * p.cols + c, nr * p.cols + nc);
      }
    }
  return split(p, groups, keep, '#');
}

}  // namespace cgt
