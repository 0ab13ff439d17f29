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

// The reduced game: who completes the last component. Everything is a sorted multiset.
struct Reduced {
  std::vector<int> needs;                       // started components: moves still needed
  std::vector<std::pair<int, int>> unstarted;   // two-sided components, sides (a, b), 1 <= a <= b
  std::vector<int> one_sided;                   // satisfied components (0, b), may be reopened
  int free = 0;                                 // lines without coins
  friend bool operator==(const Reduced&, const Reduced&) = default;
  template <class H>
  friend H AbslHashValue(H h, const Reduced& r) {
    return H::combine(std::move(h), r.needs, r.unstarted, r.one_sided, r.free);
  }
  bool over() const { return needs.empty() && unstarted.empty(); }
};

void add_need(std::vector<int>& needs, int n) {
  if (n > 0) needs.insert(std::upper_bound(needs.begin(), needs.end(), n), n);
}

class ReducedSolver {
 public:
  ReducedSolver(std::uint64_t max_states, RunControl& run) : max_states_(max_states), run_(run) {}

  // True if the player to move can complete the last component.
  bool wins(const Reduced& s) {
    if (s.over()) return false;  // the previous player completed it
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
    if (s.free > 0) {
      Reduced t = s;
      --t.free;
      if (!wins(t)) return true;
    }
    for (std::size_t i = 0; i < s.needs.size(); ++i) {
      if (i > 0 && s.needs[i] == s.needs[i - 1]) continue;  // the same move
      Reduced t = s;
      t.needs.erase(t.needs.begin() + static_cast<std::ptrdiff_t>(i));
      add_need(t.needs, s.needs[i] - 1);
      if (!wins(t)) return true;
    }
    for (std::size_t i = 0; i < s.unstarted.size(); ++i) {
      if (i > 0 && s.unstarted[i] == s.unstarted[i - 1]) continue;
      for (int side : {s.unstarted[i].first, s.unstarted[i].second}) {
        Reduced t = s;
        t.unstarted.erase(t.unstarted.begin() + static_cast<std::ptrdiff_t>(i));
        add_need(t.needs, side - 1);
        if (!wins(t)) return true;
      }
    }
    for (std::size_t i = 0; i < s.one_sided.size(); ++i) {
      if (i > 0 && s.one_sided[i] == s.one_sided[i - 1]) continue;
      Reduced t = s;
      t.one_sided.erase(t.one_sided.begin() + static_cast<std::ptrdiff_t>(i));
      add_need(t.needs, s.one_sided[i] - 1);
      if (!wins(t)) return true;
    }
    return false;
  }

  absl::flat_hash_map<Reduced, bool> memo_;
  std::uint64_t max_states_;
  RunControl& run_;
};

}  // namespace

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
      ++start.free;
      continue;
    }
    const auto [root, parity] = uf.find(v);
    (parity == 1 ? sides[static_cast<std::size_t>(root)].first : sides[static_cast<std::size_t>(root)].second)++;
  }
  for (const auto& [a, b] : sides) {
    if (a + b == 0) continue;
    if (a == 0) start.one_sided.push_back(b);  // already face up; declaring all of it keeps it so
    else start.unstarted.emplace_back(std::min(a, b), std::max(a, b));
  }
  std::sort(start.one_sided.begin(), start.one_sided.end());
  std::sort(start.unstarted.begin(), start.unstarted.end());
  if (start.over()) return 2;  // every coin is face up already: nobody declares
  return ReducedSolver(max_states, run).wins(start) ? 3 : 2;
}

}  // namespace cgt
