#include "cgt/games/coin_game.hpp"

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include <algorithm>
#include <numeric>
#include <utility>
#include <vector>

#include "cgt/core/error.hpp"

namespace cgt {

Grid parse_coin_grid(std::string_view text) { return Grid::parse(text, "ox.", "coin game"); }

// ---- the whole game ---------------------------------------------------------------

namespace {

struct Totals {
  int mover = 0, other = 0;  // of the player to move and of the other one
};

class WholeGame {
 public:
  explicit WholeGame(const Grid& g) : g_(g), lines_(g.rows + g.cols), memo_(std::size_t{1} << lines_) {}

  Totals solve(std::uint32_t declared) {
    std::int8_t& m = memo_[declared];
    if (m != 0) return {(m - 1) >> 2, (m - 1) & 3};
    Totals result;
    const bool up = all_up(declared);
    if (up || declared == (std::uint32_t{1} << lines_) - 1) {
      // The previous player declared last, if anyone did.
      result = {up ? 2 : 0, (up ? 2 : 0) + (declared != 0 ? 1 : 0)};
    } else {
      result.mover = -1;
      for (int line = 0; line < lines_; ++line) {
        if ((declared >> line) & 1) continue;
        const Totals child = solve(declared | (std::uint32_t{1} << line));
        if (child.other > result.mover) result = {child.other, child.mover};
      }
    }
    m = static_cast<std::int8_t>(1 + (result.mover << 2 | result.other));
    return result;
  }

 private:
  bool all_up(std::uint32_t declared) const {
    for (int r = 0; r < g_.rows; ++r)
      for (int c = 0; c < g_.cols; ++c) {
        const char coin = g_.at(r, c);
        if (coin == '.') continue;
        const bool flipped = (((declared >> r) ^ (declared >> (g_.rows + c))) & 1) != 0;
        if ((coin == 'x') != flipped) return false;
      }
    return true;
  }

  const Grid& g_;
  int lines_;
  std::vector<std::int8_t> memo_;  // 0 unknown, else 1 + (mover << 2 | other)
};

}  // namespace

int coin_game_by_search(const Grid& grid) {
  if (grid.rows + grid.cols > 24)
    throw LimitError(fmt::format("coin game search: {} lines, at most 24", grid.rows + grid.cols));
  return WholeGame(grid).solve(0).mover;
}

// ---- the reduction ----------------------------------------------------------------

namespace {

// Union-find with the parity of each line relative to its root.
class ParityUnionFind {
 public:
  explicit ParityUnionFind(int n) : parent_(static_cast<std::size_t>(n)), parity_(static_cast<std::size_t>(n), 0) {
    std::iota(parent_.begin(), parent_.end(), 0);
  }
  std::pair<int, int> find(int v) {  // (root, parity of v relative to it)
    int parity = 0, root = v;
    while (parent_[static_cast<std::size_t>(root)] != root) {
      parity ^= parity_[static_cast<std::size_t>(root)];
      root = parent_[static_cast<std::size_t>(root)];
    }
    // Path compression, keeping parities right.
    for (int u = v, p = parity; parent_[static_cast<std::size_t>(u)] != u;) {
      const int next = parent_[static_cast<std::size_t>(u)], next_p = p ^ parity_[static_cast<std::size_t>(u)];
      parent_[static_cast<std::size_t>(u)] = root;
      parity_[static_cast<std::size_t>(u)] = static_cast<std::uint8_t>(p);
      u = next;
      p = next_p;
    }
    return {root, parity};
  }
  // Requires parity(u) xor parity(v) == d; false if that contradicts what is known.
  bool unite(int u, int v, int d) {
    const auto [ru, pu] = find(u);
    const auto [rv, pv] = find(v);
    if (ru == rv) return (pu ^ pv) == d;
    parent_[static_cast<std::size_t>(ru)] = rv;
    parity_[static_cast<std::size_t>(ru)] = static_cast<std::uint8_t>(pu ^ pv ^ d);
    return true;
  }

 private:
  std::vector<int> parent_;
  std::vector<std::uint8_t> parity_;
};

// The reduced game: who completes the last component. Started components enter only
// through the sum R of the moves they still need (every transition depends on R alone:
// a move decrements some need, starting a side of size s adds s - 1; the game is over
// when R = 0 and nothing is unstarted), and one-sided components of size 1 are tempo
// moves like free lines: both are exact abstractions, not approximations.
struct Reduced {
  std::uint32_t needed = 0;                     // R: moves still needed by started components
  std::vector<std::pair<int, int>> unstarted;   // two-sided components, sides (a, b), 1 <= a <= b
  std::vector<int> one_sided;                   // satisfied components (0, b), b >= 2, may be reopened
  int tempo = 0;                                // free lines and one-sided components of size 1
  friend bool operator==(const Reduced&, const Reduced&) = default;
  template <class H>
  friend H AbslHashValue(H h, const Reduced& r) {
    return H::combine(std::move(h), r.needed, r.unstarted, r.one_sided, r.tempo);
  }
  bool over() const { return needed == 0 && unstarted.empty(); }
};

// The compressions (see the header): sizes to the classes 1, 2, odd >= 3, even >= 4;
// R >= 2 and tempo >= 1 to their parity; more than 4 equal components to 4 or 5.
int size_class(int n) { return n <= 2 ? n : 3 + (n % 2 == 0 ? 1 : 0); }

template <class T>
void cap_multiplicities(std::vector<T>& sorted) {
  std::vector<T> out;
  for (std::size_t i = 0; i < sorted.size();) {
    std::size_t j = i;
    while (j < sorted.size() && sorted[j] == sorted[i]) ++j;
    std::size_t count = j - i;
    if (count > 4) count = 4 + (count - 4) % 2;
    out.insert(out.end(), count, sorted[i]);
    i = j;
  }
  sorted = std::move(out);
}

Reduced compressed(Reduced s) {
  if (s.needed >= 2) s.needed = 2 + s.needed % 2;
  if (s.tempo >= 1) s.tempo = 1 + (s.tempo - 1) % 2;
  for (auto& [a, b] : s.unstarted) {
    const int x = size_class(a), y = size_class(b);
    a = std::min(x, y);
    b = std::max(x, y);
  }
  for (int& b : s.one_sided) b = size_class(b);
  std::sort(s.unstarted.begin(), s.unstarted.end());
  std::sort(s.one_sided.begin(), s.one_sided.end());
  cap_multiplicities(s.unstarted);
  cap_multiplicities(s.one_sided);
  return s;
}

class ReducedSolver {
 public:
  ReducedSolver(bool compress, std::uint64_t max_states, RunControl& run)
      : compress_(compress), max_states_(max_states), run_(run) {}

  // True if the player to move can complete the last component.
  bool wins(const Reduced& state) {
    if (state.over()) return false;  // the previous player completed it
    const Reduced s = compress_ ? compressed(state) : state;
    if (auto it = memo_.find(s); it != memo_.end()) return it->second;
    const bool result = any_move_to_a_loss(s);
    if (memo_.size() >= max_states_)
      throw LimitError(fmt::format("coin game: the reduced game has more than {} states", max_states_));
    if (memo_.size() % 65536 == 0) run_.checkpoint("coin game: reduced search", memo_.size(), 0, memo_.size() * 96);
    memo_.emplace(s, result);
    return result;
  }

 private:
  bool any_move_to_a_loss(const Reduced& s) {
    if (s.tempo > 0) {
      Reduced t = s;
      --t.tempo;
      if (!wins(t)) return true;
    }
    if (s.needed > 0) {
      Reduced t = s;
      --t.needed;
      if (!wins(t)) return true;
    }
    for (std::size_t i = 0; i < s.unstarted.size(); ++i) {
      if (i > 0 && s.unstarted[i] == s.unstarted[i - 1]) continue;  // the same move
      for (int side : {s.unstarted[i].first, s.unstarted[i].second}) {
        Reduced t = s;
        t.unstarted.erase(t.unstarted.begin() + static_cast<std::ptrdiff_t>(i));
        t.needed += static_cast<std::uint32_t>(side - 1);
        if (!wins(t)) return true;
      }
    }
    for (std::size_t i = 0; i < s.one_sided.size(); ++i) {
      if (i > 0 && s.one_sided[i] == s.one_sided[i - 1]) continue;
      Reduced t = s;
      t.one_sided.erase(t.one_sided.begin() + static_cast<std::ptrdiff_t>(i));
      t.needed += static_cast<std::uint32_t>(s.one_sided[i] - 1);
      if (!wins(t)) return true;
    }
    return false;
  }

  absl::flat_hash_map<Reduced, bool> memo_;
  bool compress_;
  std::uint64_t max_states_;
  RunControl& run_;
};

}  // namespace

bool reduced_game_wins(const ReducedGame& game, bool compress) {
  Reduced s;
  s.needed = game.needed;
  s.tempo = game.tempo;
  s.unstarted = game.unstarted;
  s.one_sided = game.one_sided;
  std::sort(s.unstarted.begin(), s.unstarted.end());
  std::sort(s.one_sided.begin(), s.one_sided.end());
  return ReducedSolver(compress, 50'000'000, unlimited_run()).wins(s);
}

int coin_game(const Grid& grid, std::uint64_t max_states, RunControl& run) {
  const int lines = grid.rows + grid.cols;
  ParityUnionFind uf(lines);
  std::vector<bool> has_coin(static_cast<std::size_t>(lines), false);
  bool consistent = true;
  for (int r = 0; r < grid.rows; ++r)
    for (int c = 0; c < grid.cols; ++c) {
      const char coin = grid.at(r, c);
      if (coin == '.') continue;
      has_coin[static_cast<std::size_t>(r)] = has_coin[static_cast<std::size_t>(grid.rows + c)] = true;
      consistent = uf.unite(r, grid.rows + c, coin == 'x' ? 1 : 0) && consistent;
    }
  if (!consistent) return lines % 2 == 1 ? 1 : 0;  // every line is declared; the first declares last iff odd
  // Component sizes by parity: the satisfying sets are {parity 1} and {parity 0}.
  std::vector<std::pair<int, int>> sides(static_cast<std::size_t>(lines), {0, 0});
  Reduced start;
  for (int v = 0; v < lines; ++v) {
    if (!has_coin[static_cast<std::size_t>(v)]) {
      ++start.tempo;
      continue;
    }
    const auto [root, parity] = uf.find(v);
    (parity == 1 ? sides[static_cast<std::size_t>(root)].first : sides[static_cast<std::size_t>(root)].second)++;
  }
  for (const auto& [a, b] : sides) {
    if (a + b == 0) continue;
    if (a == 0 && b == 1) ++start.tempo;        // cannot happen (a line with a coin has a partner), kept for safety
    else if (a == 0) start.one_sided.push_back(b);  // already face up; declaring all of it keeps it so
    else start.unstarted.emplace_back(std::min(a, b), std::max(a, b));
  }
  std::sort(start.one_sided.begin(), start.one_sided.end());
  std::sort(start.unstarted.begin(), start.unstarted.end());
  if (start.over()) return 2;  // every coin is face up already: nobody declares
  // Exact first; a large reduced game is solved on its compressed form.
  try {
    return ReducedSolver(false, std::min<std::uint64_t>(max_states, 200'000), run).wins(start) ? 3 : 2;
  } catch (const LimitError&) {
    if (max_states <= 200'000) throw;
  }
  return ReducedSolver(true, max_states, run).wins(start) ? 3 : 2;
}

}  // namespace cgt
