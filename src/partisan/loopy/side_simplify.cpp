#include "cgt/partisan/loopy/side_simplify.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>
#include <vector>

namespace cgt::loopy {

namespace {

constexpr bool kLeft = true, kRight = false;

// Whether alternating play from `from` (with `mover` to move) reaches `to` with
// `to_mover` to move; the empty play counts.
bool alternating_reach(const Graph& g, Vertex from, bool mover, Vertex to, bool to_mover) {
  std::vector<char> seen(2 * g.size(), 0);
  std::vector<std::pair<Vertex, bool>> stack{{from, mover}};
  while (!stack.empty()) {
    const auto [v, m] = stack.back();
    stack.pop_back();
    if (v == to && m == to_mover) return true;
    char& s = seen[2 * v + (m ? 1 : 0)];
    if (s) continue;
    s = 1;
    for (Vertex u : g.options(v, m)) stack.emplace_back(u, !m);
  }
  return false;
}

std::vector<char> reachable_from_start(const Graph& g) {
  std::vector<char> seen(g.size(), 0);
  std::vector<Vertex> stack{0};
  while (!stack.empty()) {
    const Vertex v = stack.back();
    stack.pop_back();
    if (seen[v]) continue;
    seen[v] = 1;
    for (bool side : {kLeft, kRight})
      for (Vertex u : g.options(v, side)) stack.push_back(u);
  }
  return seen;
}

bool contains(const std::vector<Vertex>& v, Vertex x) { return std::find(v.begin(), v.end(), x) != v.end(); }

bool only_pass(const Graph& g, Vertex v, bool side) { return g.options(v, side) == std::vector<Vertex>{v}; }
bool is_on(const Graph& g, Vertex v) { return only_pass(g, v, kLeft) && g.right[v].empty(); }
bool is_off(const Graph& g, Vertex v) { return only_pass(g, v, kRight) && g.left[v].empty(); }
bool is_dud(const Graph& g, Vertex v) { return only_pass(g, v, kLeft) && only_pass(g, v, kRight); }

// Step 1 for one vertex. A move to the mover's own loop (on for Left) is all the mover
// needs; a move to the opponent's loop never helps; on the opponent's side (offside for
// Left) a move the opponent can undo at once gains nothing.
void drop_obviously_irrelevant(Graph& g, Vertex v, Side side) {
  for (bool left : {kLeft, kRight}) {
    const bool own_side = left ? side == Side::Onside : side == Side::Offside;
    auto& opts = g.options(v, left);
    std::vector<Vertex> kept;
    for (Vertex t : opts) {
      const bool own_loop = left ? is_on(g, t) : is_off(g, t);
      const bool their_loop = left ? is_off(g, t) : is_on(g, t);
      if (own_loop || (own_side && is_dud(g, t))) {
        kept = {t};
        break;
      }
      if (their_loop || (!own_side && is_dud(g, t))) continue;
      if (!own_side && contains(g.options(t, !left), v)) continue;
      kept.push_back(t);
    }
    opts = std::move(kept);
  }
}

// Step 2 for one side of one vertex: a Left option A of v with a Right option R <= v is
// bypassed (replaced by R's Left options not already there, A not re-added) unless
// alternating play from R, Left to move, can come back to A with Right to move: then
// the reversal may be part of an infinite play and bypassing it is unsound.
void bypass_reversible(Graph& g, Vertex v, bool left, const std::vector<char>& table) {
  const std::size_t n = g.size();
  const auto le = [&](Vertex x, Vertex y) { return table[x * n + y] != 0; };
  auto& opts = g.options(v, left);
  std::size_t guard = 0;
  for (std::size_t i = 0; i < opts.size(); ++i) {
    const Vertex a = opts[i];
    for (Vertex r : g.options(a, !left)) {
      if (alternating_reach(g, r, left, a, !left)) continue;
      if (!(left ? le(r, v) : le(v, r))) continue;
      if (++guard > 4 * n * n + 64) throw std::logic_error("bypassing reversible options did not terminate");
      std::vector<Vertex> replaced(opts.begin(), opts.end());
      replaced.erase(replaced.begin() + static_cast<std::ptrdiff_t>(i));
      for (Vertex x : g.options(r, left))
        if (!contains(opts, x)) replaced.push_back(x);
      opts = std::move(replaced);
      --i;  // look again at position i, which now holds the next option
      break;
    }
  }
}

// Step 2: dominated options of one side of v. For Left, B <= A removes B; on the offside
// only when alternating play from A (Right to move) cannot return to v with Left to
// move. Symmetrically for Right on the onside.
void drop_dominated(Graph& g, Vertex v, bool left, Side side, const std::vector<char>& table) {
  const std::size_t n = g.size();
  const auto le = [&](Vertex x, Vertex y) { return table[x * n + y] != 0; };
  const bool guarded = left ? side == Side::Offside : side == Side::Onside;
  const auto better_or_equal = [&](Vertex a, Vertex b) {  // a is at least as good as b for the mover
    if (guarded && alternating_reach(g, a, !left, v, left)) return false;
    return left ? le(b, a) : le(a, b);
  };
  auto& opts = g.options(v, left);
  std::vector<char> gone(opts.size(), 0);
  for (std::size_t i = 0; i < opts.size(); ++i) {
    if (gone[i]) continue;
    for (std::size_t j = i + 1; j < opts.size(); ++j) {
      if (gone[j]) continue;
      if (opts[i] == opts[j] || better_or_equal(opts[i], opts[j])) {
        gone[j] = 1;
      } else if (better_or_equal(opts[j], opts[i])) {
        gone[i] = 1;
        break;
      }
    }
  }
  std::vector<Vertex> kept;
  for (std::size_t i = 0; i < opts.size(); ++i)
    if (!gone[i]) kept.push_back(opts[i]);
  opts = std::move(kept);
}

void basic_simplifications(Graph& g, Side side) {
  const std::vector<char> table = leq_table(g, side);  // simplifications keep every value
  for (Vertex v = 0; v < g.size(); ++v) {
    if (!reachable_from_start(g)[v]) continue;
    bypass_reversible(g, v, kLeft, table);
    bypass_reversible(g, v, kRight, table);
    drop_dominated(g, v, kLeft, side, table);
    drop_dominated(g, v, kRight, side, table);
  }
}

// Whether v, with `mover` to move, lies on an alternating cycle.
bool on_alternating_cycle(const Graph& g, Vertex v, bool mover) {
  for (Vertex u : g.options(v, mover))
    if (alternating_reach(g, u, !mover, v, mover)) return true;
  return false;
}

// Steps 3 and 4: edges removed one at a time where the game's side stays the same
// (removing a Left option can only lower the game, so G <= G' suffices). Without `all`,
// only edges on alternating cycles are tried; with it, every edge of a vertex one of
// whose options, with the opponent to move, lies on an alternating cycle.
// Survival-game states the edge trials of one simplification may solve in all (about
// as many as sidling itself may): past it the remaining edges are kept, which leaves a
// larger graph of the same value rather than a long wait.
constexpr double kMaxTrialStates = double(1ULL << 27);

void drop_irrelevant_edges(Graph& g, Side side, bool all, double& spent) {
  Graph reachable;  // pack(g, 0), made when first needed
  for (Vertex v = 0; v < g.size(); ++v) {
    if (!reachable_from_start(g)[v]) continue;
    for (bool left : {kLeft, kRight}) {
      bool try_all = false;
      if (all)
        for (Vertex t : g.options(v, left)) try_all = try_all || on_alternating_cycle(g, t, !left);
      for (std::size_t i = 0; i < g.options(v, left).size();) {
        const Vertex t = g.options(v, left)[i];
        if (!try_all && !alternating_reach(g, t, !left, v, left)) {
          ++i;
          continue;
        }
        spent += 8.0 * static_cast<double>(g.size()) * static_cast<double>(g.size());
        if (spent > kMaxTrialStates) return;
        Graph trial = g;
        auto& opts = trial.options(v, left);
        opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(i));
        // The survival game needs only the positions reachable from the start: earlier
        // steps leave many unreachable ones in g, and a packed pair is far smaller.
        if (reachable.size() == 0) reachable = pack(g, 0);
        const Graph trial_reachable = pack(trial, 0);
        if (left ? leq(reachable, trial_reachable, side) : leq(trial_reachable, reachable, side)) {
          g = std::move(trial);
          reachable = trial_reachable;
        } else {
          ++i;
        }
      }
    }
  }
}

// Step 5: positions with no alternating cycle below them (stoppers, whose value does not
// depend on the side) fused onto the first equal one. Fusing two equal stoppers can
// still close an alternating cycle through the rest of the graph (0 = {1,2|4} and
// 6 = {0|4} are equal, but a Right move 2 -> 6 redirected to 0 makes 0 -> 2 -> 0 one),
// which changes the side: each fusion is then kept only if the side stays the same.
Graph redirect(const Graph& g, const std::vector<Vertex>& target) {
  Graph out = g;
  for (Vertex v = 0; v < g.size(); ++v)
    for (bool left : {kLeft, kRight})
      for (Vertex& u : out.options(v, left)) u = target[u];
  return out;
}

Graph fuse_equal_stoppers(const Graph& g, Side side) {
  const std::size_t n = g.size();
  const std::vector<char> table = leq_table(g, side);
  const std::vector<char> reachable = reachable_from_start(g);
  std::vector<char> stopper(n, 0);
  for (Vertex v = 0; v < n; ++v) stopper[v] = reachable[v] && is_stopper(g, v);
  std::vector<Vertex> target(n);
  std::vector<std::pair<Vertex, Vertex>> fusions;
  for (Vertex i = 0; i < n; ++i) {
    target[i] = i;
    if (!stopper[i]) continue;
    for (Vertex j = 0; j < i; ++j)
      if (stopper[j] && table[i * n + j] && table[j * n + i]) {
        target[i] = j;
        fusions.emplace_back(i, j);
        break;
      }
  }
  const auto same_side = [&](const Graph& a, const Graph& b) { return leq(a, b, side) && leq(b, a, side); };
  Graph all = redirect(g, target);
  if (target[0] == 0 && same_side(all, g)) return pack_depth_first(all, 0);
  // One fusion at a time, in order (vertex 0 is never fused away: it is the game).
  std::vector<Vertex> kept(n);
  for (Vertex v = 0; v < n; ++v) kept[v] = v;
  Graph current = g;
  for (const auto& [i, j] : fusions) {
    if (i == 0) continue;
    std::vector<Vertex> one = kept;
    one[i] = j;
    Graph trial = redirect(current, one);
    if (same_side(trial, g)) current = std::move(trial);
  }
  return pack_depth_first(current, 0);
}

}  // namespace

Graph simplify_side_graph(const Graph& input, Side side) {
  Graph g = pack_depth_first(input, 0);
  for (Vertex v = 0; v < g.size(); ++v) drop_obviously_irrelevant(g, v, side);
  basic_simplifications(g, side);
  double spent = 0;
  drop_irrelevant_edges(g, side, false, spent);
  basic_simplifications(g, side);
  drop_irrelevant_edges(g, side, true, spent);
  return fuse_equal_stoppers(g, side);
}

}  // namespace cgt::loopy
