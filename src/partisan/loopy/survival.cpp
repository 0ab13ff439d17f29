#include "cgt/partisan/loopy/survival.hpp"

#include <deque>

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/partisan/game_table.hpp"

namespace cgt::loopy {

namespace {

constexpr double kMaxStates = double(1 << 22);
constexpr double kMaxMoves = double(1 << 26);  // 2 x 4 bytes each: 512 MiB

// Moves of both players from every position.
double edges(const Graph& g) {
  double n = 0;
  for (Vertex v = 0; v < g.size(); ++v) n += static_cast<double>(g.left[v].size() + g.right[v].size());
  return n;
}

// Charges work to the run watching the game table (GameTable::charge) as it is done,
// in batches: one product or attractor can take tens of millions of moves (a tenth of a
// second), too long to charge once before it starts.
class Meter {
 public:
  void add(std::size_t units) {
    pending_ += units;
    if (pending_ >= kBatch) flush();
  }
  void flush() {
    GameTable::charge(pending_);
    pending_ = 0;
  }

 private:
  static constexpr std::size_t kBatch = 1 << 14;
  std::size_t pending_ = 0;
};

// The product game H - G. State ((x * nh + y) * 2 + mover) * flags + flag, x a vertex
// of G, y of H, mover 0 = Left, 1 = Right, flag = the move into the state was made in
// the onside component (sided rules only).
struct Product {
  const Graph& g;
  const Graph& h;
  Side side;
  std::size_t nh, flags;
  std::vector<std::uint32_t> succ_start, succ, pred_start, pred;

  Product(const Graph& g_, const Graph& h_, Side s)
      : g(g_), h(h_), side(s), nh(h_.size()), flags(s == Side::Stopper ? 1 : 2) {
    if (static_cast<double>(g.size()) * static_cast<double>(nh) * 2.0 * static_cast<double>(flags) > kMaxStates)
      throw LimitError(fmt::format("comparing loopy games of {} and {} positions needs more than {} states",
                                   g.size(), nh, kMaxStates));
    // Each state (x, y, mover) has the mover's moves in H from y and in -G from x; a few
    // positions with hundreds of options (a nimber) make billions of moves from few states.
    const double moves = static_cast<double>(flags) * (static_cast<double>(g.size()) * edges(h_) +
                                                       static_cast<double>(nh) * edges(g_));
    if (moves > kMaxMoves)
      throw LimitError(fmt::format("comparing loopy games of {} and {} positions needs more than {} moves",
                                   g.size(), nh, kMaxMoves));
    build();
  }

  std::size_t states() const { return g.size() * nh * 2 * flags; }
  std::size_t index(Vertex x, Vertex y, int mover, int flag) const {
    return ((static_cast<std::size_t>(x) * nh + y) * 2 + static_cast<std::size_t>(mover)) * flags +
           static_cast<std::size_t>(flag);
  }
  bool left_to_move(std::size_t s) const { return (s / flags) % 2 == 0; }
  bool accepting(std::size_t s) const { return flags == 1 || s % 2 == 1; }

  template <class F>
  void for_moves(std::size_t s, F&& f) const {
    const std::size_t pair = s / flags / 2;
    const auto x = static_cast<Vertex>(pair / nh), y = static_cast<Vertex>(pair % nh);
    const int mover = left_to_move(s) ? 0 : 1;
    // A move in H counts for the onside when H is the onside component (onside rules);
    // a move in -G when -G is (offside rules).
    const int flag_h = side == Side::Onside ? 1 : 0, flag_g = side == Side::Offside ? 1 : 0;
    const auto& h_moves = mover == 0 ? h.left[y] : h.right[y];
    const auto& g_moves = mover == 0 ? g.right[x] : g.left[x];
    for (Vertex u : h_moves) f(index(x, u, 1 - mover, flags == 1 ? 0 : flag_h));
    for (Vertex u : g_moves) f(index(u, y, 1 - mover, flags == 1 ? 0 : flag_g));
  }

  void build() {
    const std::size_t n = states();
    Meter meter;  // the run's limits: a loopy comparison is work like any other
    succ_start.assign(n + 1, 0);
    for (std::size_t s = 0; s < n; ++s) {
      std::uint32_t k = 0;
      for_moves(s, [&](std::size_t) { ++k; });
      succ_start[s + 1] = succ_start[s] + k;
      meter.add(1 + k);
    }
    succ.resize(succ_start[n]);
    pred_start.assign(n + 1, 0);
    for (std::size_t s = 0; s < n; ++s) {
      std::size_t at = succ_start[s];
      for_moves(s, [&](std::size_t t) {
        succ[at++] = static_cast<std::uint32_t>(t);
        ++pred_start[t + 1];
      });
      meter.add(1 + succ_start[s + 1] - succ_start[s]);
    }
    for (std::size_t s = 0; s < n; ++s) pred_start[s + 1] += pred_start[s];
    pred.resize(succ.size());
    std::vector<std::uint32_t> fill(pred_start.begin(), pred_start.end() - 1);
    for (std::size_t s = 0; s < n; ++s) {
      for (std::size_t i = succ_start[s]; i < succ_start[s + 1]; ++i) pred[fill[succ[i]]++] = static_cast<std::uint32_t>(s);
      meter.add(1 + succ_start[s + 1] - succ_start[s]);
    }
    meter.flush();
  }
};

// Attractor of `target` for one player within the alive states: states from which that
// player can force play into the target (or leave the opponent without a move inside
// the alive part). Returns membership flags.
std::vector<char> attractor(const Product& p, const std::vector<char>& alive, std::vector<char> in,
                            bool for_left) {
  const std::size_t n = p.states();
  // Its work, charged to the run as it goes: a comparison runs up to one attractor per
  // state, each over every state and move.
  Meter meter;
  std::vector<std::uint32_t> count(n, 0);
  std::deque<std::uint32_t> queue;
  for (std::size_t s = 0; s < n; ++s) {
    meter.add(1);
    if (!alive[s]) continue;
    meter.add(p.succ_start[s + 1] - p.succ_start[s]);
    for (std::size_t i = p.succ_start[s]; i < p.succ_start[s + 1]; ++i) count[s] += alive[p.succ[i]] ? 1 : 0;
    const bool opponent_moves = p.left_to_move(s) != for_left;
    if (!in[s] && opponent_moves && count[s] == 0) in[s] = 1;  // the opponent is stuck
    if (in[s]) queue.push_back(static_cast<std::uint32_t>(s));
  }
  while (!queue.empty()) {
    const std::uint32_t t = queue.front();
    queue.pop_front();
    meter.add(1 + p.pred_start[t + 1] - p.pred_start[t]);
    for (std::size_t i = p.pred_start[t]; i < p.pred_start[t + 1]; ++i) {
      const std::uint32_t s = p.pred[i];
      if (!alive[s] || in[s]) continue;
      const bool own_move = p.left_to_move(s) == for_left;
      if (own_move || --count[s] == 0) {
        in[s] = 1;
        queue.push_back(s);
      }
    }
  }
  meter.flush();
  return in;
}

// Left's winning states of the Büchi game: Left wins when Right cannot move, or when
// accepting states recur forever.
std::vector<char> left_wins(const Product& p) {
  const std::size_t n = p.states();
  std::vector<char> alive(n, 1);
  for (;;) {
    std::vector<char> accepting(n, 0);
    for (std::size_t s = 0; s < n; ++s) accepting[s] = alive[s] && p.accepting(s);
    const std::vector<char> reach = attractor(p, alive, accepting, true);
    std::vector<char> trap(n, 0);
    bool any = false;
    for (std::size_t s = 0; s < n; ++s) trap[s] = alive[s] && !reach[s];
    const std::vector<char> lost = attractor(p, alive, trap, false);
    for (std::size_t s = 0; s < n; ++s)
      if (alive[s] && lost[s]) {
        alive[s] = 0;
        any = true;
      }
    if (!any) return alive;
  }
}

}  // namespace

bool leq(const Graph& g, const Graph& h, Side side) {
  const Product p(g, h, side);
  return left_wins(p)[p.index(0, 0, 1, 0)] != 0;
}

std::vector<char> leq_table(const Graph& g) { return leq_table(g, Side::Stopper); }

std::vector<char> leq_table(const Graph& g, Side side) {
  const Product p(g, g, side);
  const auto wins = left_wins(p);
  const std::size_t n = g.size();
  std::vector<char> table(n * n);
  for (Vertex x = 0; x < n; ++x)
    for (Vertex y = 0; y < n; ++y) table[x * n + y] = wins[p.index(x, y, 1, 0)];
  return table;
}

std::vector<Vertex> equal_value_representatives(const std::vector<char>& table, std::size_t n) {
  std::vector<Vertex> rep(n);
  for (Vertex v = 0; v < n; ++v) {
    rep[v] = v;
    for (Vertex w = 0; w < v; ++w)
      if (table[v * n + w] && table[w * n + v]) {
        rep[v] = rep[w];
        break;
      }
  }
  return rep;
}

bool leq_brute_force(const Graph& g, const Graph& h) {
  // right_wins[x][y][mover]: Right can force Left to be stuck. Grow until stable.
  const std::size_t ng = g.size(), nh = h.size();
  std::vector<char> rw(ng * nh * 2, 0);
  const auto at = [&](Vertex x, Vertex y, int m) -> char& { return rw[(x * nh + y) * 2 + static_cast<std::size_t>(m)]; };
  for (bool changed = true; changed;) {
    changed = false;
    for (Vertex x = 0; x < ng; ++x)
      for (Vertex y = 0; y < nh; ++y) {
        if (!at(x, y, 0)) {  // Left to move: lost if every move is lost
          bool all = true;
          for (Vertex u : h.left[y]) all = all && at(x, u, 1);
          for (Vertex u : g.right[x]) all = all && at(u, y, 1);
          if (all) at(x, y, 0) = 1, changed = true;
        }
        if (!at(x, y, 1)) {  // Right to move: wins if some move wins
          bool some = false;
          for (Vertex u : h.right[y]) some = some || at(x, u, 0);
          for (Vertex u : g.left[x]) some = some || at(u, y, 0);
          if (some) at(x, y, 1) = 1, changed = true;
        }
      }
  }
  return !at(0, 0, 1);
}

}  // namespace cgt::loopy
