#include "cgt/partisan/loopy/stopper.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/partisan/loopy/survival.hpp"

namespace cgt::loopy {

namespace {

void sort_unique_vertices(std::vector<Vertex>& v) {
  std::sort(v.begin(), v.end());
  v.erase(std::unique(v.begin(), v.end()), v.end());
}

// One pass over a vertex's options on one side: bypass reversible options (a Left
// option a with a Right option r <= v is replaced by r's Left options), then remove
// dominated ones (keeping one of equal options). `le(x, y)` is x <= y. Returns true on
// a change.
template <class Le>
bool simplify_side(Graph& g, Vertex v, bool left, const Le& le) {
  bool changed = false;
  auto& opts = g.options(v, left);
  // Reversible options. An alternating path cannot return to a bypassed option in a
  // stopper, so this terminates; the bound guards against a broken invariant.
  for (std::size_t guard = 0;; ++guard) {
    if (guard > 4 * g.size() * g.size() + 64) throw std::logic_error("stopper simplification did not terminate");
    bool bypassed = false;
    for (std::size_t i = 0; i < opts.size() && !bypassed; ++i) {
      const Vertex a = opts[i];
      for (Vertex r : g.options(a, !left)) {
        if (left ? le(r, v) : le(v, r)) {
          // The reversal's options replace a; a itself is not re-added should the
          // reversal have it as an option (a move back to a is then worthless to Left).
          std::vector<Vertex> replacement = g.options(r, left);
          std::erase(replacement, a);
          opts.erase(opts.begin() + static_cast<std::ptrdiff_t>(i));
          opts.insert(opts.end(), replacement.begin(), replacement.end());
          sort_unique_vertices(opts);
          bypassed = changed = true;
          break;
        }
      }
    }
    if (!bypassed) break;
  }
  // Dominated options: for Left, a is dominated by b when a <= b; equal options keep
  // the first.
  std::vector<Vertex> kept;
  for (std::size_t i = 0; i < opts.size(); ++i) {
    const Vertex a = opts[i];
    bool dominated = false;
    for (std::size_t j = 0; j < opts.size() && !dominated; ++j) {
      if (i == j) continue;
      const Vertex b = opts[j];
      const bool worse = left ? le(a, b) : le(b, a);
      const bool equal = le(a, b) && le(b, a);
      dominated = worse && (!equal || j < i);
    }
    if (!dominated) kept.push_back(a);
  }
  if (kept.size() != opts.size()) {
    opts = std::move(kept);
    changed = true;
  }
  return changed;
}

}  // namespace

Graph simplify_stopper(const Graph& input, Vertex start) {
  Graph g = fuse_bisimilar(input, start);  // fewer positions for the survival games
  if (!is_stopper(g, 0)) throw DomainError("that game is not a stopper (it has an alternating cycle)");
  const std::size_t n = g.size();
  // Simplifications keep the value of every position, so one table serves throughout.
  const std::vector<char> table = leq_table(g);
  const auto le = [&](Vertex x, Vertex y) { return table[x * n + y] != 0; };
  for (bool changed = true; changed;) {
    changed = false;
    for (Vertex v = 0; v < n; ++v) {
      for (bool side : {true, false}) changed = simplify_side(g, v, side, le) || changed;
    }
  }
  // Fuse positions of equal value onto the first of them.
  const std::vector<Vertex> rep = equal_value_representatives(table, n);
  for (Vertex v = 0; v < n; ++v)
    for (bool side : {true, false}) {
      auto& opts = g.options(v, side);
      for (Vertex& u : opts) u = rep[u];
      sort_unique_vertices(opts);
    }
  return pack(g, rep[0]);
}

CanonicalStopper::CanonicalStopper() : graph_(std::make_shared<const Graph>(Graph{{{}}, {{}}})) {}

CanonicalStopper CanonicalStopper::from_graph(const Graph& g, Vertex start) {
  // A loop-free graph is a short game: its canonical form comes from the game table
  // (which compares big nimbers and numbers in closed form), not from survival games
  // over every pair of its positions (a fuzzer's r{8|*768} needed 3.6 GB that way).
  if (loopy::is_loop_free(g, start)) {
    std::unordered_map<Vertex, Game> memo;
    return from_game(short_game_at(g, start, memo));
  }
  return CanonicalStopper(std::make_shared<const Graph>(simplify_stopper(g, start)));
}

CanonicalStopper CanonicalStopper::from_game(Game x) {
  Graph g;
  std::unordered_map<Game::Id, Vertex> memo;
  const Vertex v = embed(g, x, memo);
  return CanonicalStopper(std::make_shared<const Graph>(pack(g, v)));
}

CanonicalStopper CanonicalStopper::on() { return CanonicalStopper(std::make_shared<const Graph>(Graph{{{0}}, {{}}})); }
CanonicalStopper CanonicalStopper::off() { return CanonicalStopper(std::make_shared<const Graph>(Graph{{{}}, {{0}}})); }

CanonicalStopper CanonicalStopper::follower(Vertex v) const {
  if (v == 0) return *this;
  // A follower of a canonical stopper is canonical: packing keeps it so.
  return CanonicalStopper(std::make_shared<const Graph>(pack(*graph_, v)));
}

std::vector<CanonicalStopper> CanonicalStopper::left_options() const {
  std::vector<CanonicalStopper> out;
  for (Vertex u : graph_->left[0]) out.push_back(follower(u));
  return out;
}

std::vector<CanonicalStopper> CanonicalStopper::right_options() const {
  std::vector<CanonicalStopper> out;
  for (Vertex u : graph_->right[0]) out.push_back(follower(u));
  return out;
}

bool CanonicalStopper::is_loop_free() const { return cgt::loopy::is_loop_free(*graph_, 0); }

std::optional<Game> CanonicalStopper::as_game() const {
  if (!is_loop_free()) return std::nullopt;
  std::unordered_map<Vertex, Game> memo;
  return short_game_at(*graph_, 0, memo);
}

std::optional<Pseudonumber> CanonicalStopper::as_pseudonumber() const {
  const Graph& g = *graph_;
  using K = Pseudonumber::Kind;
  if (g.left[0] == std::vector<Vertex>{0} && g.right[0].empty()) return Pseudonumber{K::On, {}};
  if (g.right[0] == std::vector<Vertex>{0} && g.left[0].empty()) return Pseudonumber{K::Off, {}};
  if (auto x = as_game()) {
    if (x->is_number()) return Pseudonumber{K::Number, x->number_value()};
    return std::nullopt;
  }
  if (g.left[0].size() != 1 || g.right[0].size() != 1) return std::nullopt;
  const bool over = g.right[0][0] == 0;
  if (!over && g.left[0][0] != 0) return std::nullopt;
  const Vertex other = over ? g.left[0][0] : g.right[0][0];
  if (other == 0 || !cgt::loopy::is_loop_free(g, other)) return std::nullopt;
  std::unordered_map<Vertex, Game> memo;
  const Game x = short_game_at(g, other, memo);
  if (!x.is_number()) return std::nullopt;
  return Pseudonumber{over ? K::Over : K::Under, x.number_value()};
}

Pseudonumber CanonicalStopper::left_stop() const {
  if (auto p = as_pseudonumber()) return *p;
  std::optional<Pseudonumber> best;
  for (const auto& o : left_options()) {
    const Pseudonumber s = o.right_stop();
    if (!best || s > *best) best = s;
  }
  if (!best) throw std::logic_error("a stopper that is not a pseudonumber has Left options");
  return *best;
}

Pseudonumber CanonicalStopper::right_stop() const {
  if (auto p = as_pseudonumber()) return *p;
  std::optional<Pseudonumber> best;
  for (const auto& o : right_options()) {
    const Pseudonumber s = o.left_stop();
    if (!best || s < *best) best = s;
  }
  if (!best) throw std::logic_error("a stopper that is not a pseudonumber has Right options");
  return *best;
}

// Short games compare in the game table (closed forms for numbers and nimbers); survival
// games over all pairs of positions are for graphs with cycles.
bool operator<=(const CanonicalStopper& a, const CanonicalStopper& b) {
  if (a.is_loop_free() && b.is_loop_free()) return leq(*a.as_game(), *b.as_game());
  return leq(*a.graph_, *b.graph_, Side::Stopper);
}

bool operator==(const CanonicalStopper& a, const CanonicalStopper& b) {
  if (a.graph_ == b.graph_ || *a.graph_ == *b.graph_) return true;
  if (a.graph_->size() != b.graph_->size()) return false;  // canonical graphs: unique size
  if (a.is_loop_free() && b.is_loop_free()) return *a.as_game() == *b.as_game();
  return a <= b && b <= a;
}

CanonicalStopper operator-(const CanonicalStopper& a) {
  return CanonicalStopper(std::make_shared<const Graph>(negate(*a.graph_)));
}

std::string Pseudonumber::to_string() const {
  switch (kind) {
    case Kind::On: return "on";
    case Kind::Off: return "off";
    case Kind::Number: return number.to_string();
    case Kind::Over: return number == Dyadic(0) ? "over" : number.to_string() + "over";
    case Kind::Under: return number == Dyadic(0) ? "under" : number.to_string() + "under";
  }
  return {};
}

}  // namespace cgt::loopy

namespace cgt::loopy {

CanonicalStopper operator+(const CanonicalStopper& a, Game x) {
  Graph h;
  std::unordered_map<Game::Id, Vertex> memo;
  const Vertex v = embed(h, x, memo);
  return CanonicalStopper::from_graph(sum(a.graph(), pack(h, v)), 0);
}

}  // namespace cgt::loopy
