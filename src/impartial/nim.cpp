#include "cgt/impartial/nim.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <numeric>
#include <optional>

#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>

#include "cgt/core/error.hpp"
#include "cgt/core/stack_guard.hpp"

namespace cgt {
namespace {

std::uint64_t xor_of(std::span<const std::uint64_t> heaps) {
  std::uint64_t s = 0;
  for (std::uint64_t h : heaps) s ^= h;
  return s;
}

// True when every bit column of `heaps` has a multiple of `modulus` ones.
bool columns_divisible(std::span<const std::uint64_t> heaps, std::uint64_t modulus) {
  std::uint64_t any = 0;
  for (std::uint64_t h : heaps) any |= h;
  for (int bit = 0; bit < static_cast<int>(std::bit_width(any)); ++bit) {
    std::uint64_t ones = 0;
    for (std::uint64_t h : heaps) ones += (h >> bit) & 1;
    if (ones % modulus != 0) return false;
  }
  return true;
}

// The game of bounded Nim_k on sorted multisets of nonzero heaps, for exact search.
struct BoundedNimGame {
  using Position = std::vector<std::uint64_t>;
  std::uint64_t k, r;

  // Calls f(next, changed) for every move from p: `next` is p with 1..k heaps lowered
  // by 1..r each, `changed` lists (heap index, new size). Lowering j of c equal heaps by
  // a multiset of amounts gives the same position whichever j are lowered, so only the
  // first j heaps of each group of equal sizes are lowered, by non-increasing amounts:
  // each resulting multiset once, instead of C(c,j)·j! times.
  template <class F>
  void for_each_move(const Position& p, F&& f) const {
    std::vector<std::size_t> order(p.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
    std::vector<std::uint64_t> next(p);
    std::vector<std::pair<std::size_t, std::uint64_t>> changed;
    // group(g): the group of equal heaps starting at order[g] and every later group.
    // within(t, end, most): heap order[t] of the group ending at `end`, lowered by at most `most`.
    auto group = [&](auto&& self_group, std::size_t g) -> void {
      check_stack("bounded Nim_k: the heaps of a move");  // one level per group and lowered heap
      while (g < order.size() && p[order[g]] == 0) ++g;
      if (g == order.size()) {
        if (!changed.empty()) f(next, changed);
        return;
      }
      std::size_t end = g;
      while (end < order.size() && p[order[end]] == p[order[g]]) ++end;
      const std::uint64_t size = p[order[g]];
      auto within = [&](auto&& self, std::size_t t, std::uint64_t most) -> void {
        self_group(self_group, end);  // lower no further heap of this group
        if (t == end || changed.size() == k) return;
        for (std::uint64_t d = 1; d <= most; ++d) {
          next[order[t]] = size - d;
          changed.push_back({order[t], size - d});
          self(self, t + 1, d);
          changed.pop_back();
        }
        next[order[t]] = size;
      };
      within(within, g, std::min(r, size));
    };
    group(group, 0);
  }

  static Position normal(std::vector<std::uint64_t> heaps) {
    heaps.erase(std::remove(heaps.begin(), heaps.end(), 0u), heaps.end());
    std::sort(heaps.begin(), heaps.end());
    return heaps;
  }
};

// Exact search of bounded Nim_k, bounded by work: positions stored, and moves generated
// weighted by their number of heaps.
// A position whose heaps all fit under r is decided by Moore's rule (the bound cannot
// bind there), and such children are tried first, so the search only walks positions
// with a heap above r.
class BoundedNimSearch {
 public:
  BoundedNimSearch(const BoundedNimGame& game, std::size_t max_positions, std::uint64_t max_work, RunControl& run)
      : game_(game), max_positions_(max_positions), max_work_(max_work), run_(run) {}

  // The work of a move generated in a position of `heaps` heaps (it is copied, sorted
  // and hashed). Throws past the budget or the run's limits.
  void count_move(std::size_t heaps) {
    work_ += heaps + 8;  // copying, sorting and hashing, plus a move's fixed cost
    if (work_ > max_work_)
      throw LimitError(fmt::format("bounded Nim_k: more than {} units of work for exact search", max_work_));
    if (++moves_ % 65536 == 0) run_.checkpoint("bounded Nim_k search", work_, max_work_, known_.size() * 96);
  }

  // True when the player to move from the normal position p wins. An explicit stack:
  // lines of play are as long as the heaps' total.
  bool next_player_wins(const BoundedNimGame::Position& p) {
    if (const auto w = known_outcome(p)) return *w;
    std::vector<Frame> stack;
    stack.push_back(frame(p));
    while (!stack.empty()) {
      Frame& top = stack.back();
      bool wins = false, descended = false;
      while (top.next < top.moves.size()) {
        const auto w = known_outcome(top.moves[top.next]);
        if (!w) {  // unknown child: search it, then come back to this frame
          stack.push_back(frame(top.moves[top.next]));
          descended = true;
          break;
        }
        ++top.next;
        if (!*w) {  // a move to a P-position
          wins = true;
          break;
        }
      }
      if (descended) continue;
      known_.emplace(std::move(stack.back().position), wins);
      stack.pop_back();
    }
    return known_.at(p);
  }

 private:
  struct Frame {
    BoundedNimGame::Position position;
    std::vector<BoundedNimGame::Position> moves;
    std::size_t next = 0;
  };

  // The outcome of a position no search is needed for: no heap, or every heap <= r.
  std::optional<bool> decided(const BoundedNimGame::Position& p) const {
    if (p.empty()) return false;
    // Moore's rule (as moore_nim, without building a move): k >= the nonzero heaps
    // empties them all; otherwise P iff the columns are divisible by k+1.
    if (p.back() <= game_.r) return game_.k >= p.size() || !columns_divisible(p, game_.k + 1);
    return std::nullopt;
  }

  // Whether the player to move from p wins, when decided or already searched.
  std::optional<bool> known_outcome(const BoundedNimGame::Position& p) const {
    if (const auto leaf = decided(p)) return leaf;
    if (auto it = known_.find(p); it != known_.end()) return it->second;
    return std::nullopt;
  }

  Frame frame(const BoundedNimGame::Position& p) {
    if (known_.size() >= max_positions_)
      throw LimitError(fmt::format("bounded Nim_k: more than {} positions for exact search", max_positions_));
    Frame f{p, {}, 0};
    absl::flat_hash_set<BoundedNimGame::Position> seen;  // moves to one position are tried once
    game_.for_each_move(p, [&](const std::vector<std::uint64_t>& next, const auto&) {
      count_move(p.size());
      BoundedNimGame::Position q = BoundedNimGame::normal(next);
      if (seen.insert(q).second) f.moves.push_back(std::move(q));
    });
    // Children decided by Moore's rule first: a P-child among them ends the frame at once.
    std::stable_partition(f.moves.begin(), f.moves.end(), [&](const auto& q) { return decided(q).has_value(); });
    return f;
  }

  const BoundedNimGame& game_;
  std::size_t max_positions_;
  std::uint64_t max_work_;
  std::uint64_t work_ = 0;
  std::uint64_t moves_ = 0;
  RunControl& run_;
  absl::flat_hash_map<BoundedNimGame::Position, bool> known_;
};

}  // namespace

NimAnswer nim(std::span<const std::uint64_t> heaps) {
  const std::uint64_t s = xor_of(heaps);
  if (s == 0) return {OutcomeClass::P, {}};
  for (std::size_t i = 0; i < heaps.size(); ++i)
    if ((heaps[i] ^ s) < heaps[i]) return {OutcomeClass::N, {{i, heaps[i], heaps[i] ^ s}}};
  return {OutcomeClass::N, {}};  // unreachable: the heap holding the top bit of s qualifies
}

NimAnswer misere_nim(std::span<const std::uint64_t> heaps) {
  std::size_t big = 0, ones = 0, big_index = 0;
  for (std::size_t i = 0; i < heaps.size(); ++i) {
    if (heaps[i] >= 2) {
      ++big;
      big_index = i;
    }
    if (heaps[i] == 1) ++ones;
  }
  if (big == 0) {
    if (ones % 2 == 1) return {OutcomeClass::P, {}};
    if (ones == 0) return {OutcomeClass::N, {}};  // no move: the player to move has already won
    for (std::size_t i = 0; i < heaps.size(); ++i)
      if (heaps[i] == 1) return {OutcomeClass::N, {{i, 1, 0}}};
  }
  if (big == 1) {
    // Leave an odd number of 1-heaps and nothing larger.
    const std::uint64_t to = (ones % 2 == 0) ? 1 : 0;
    return {OutcomeClass::N, {{big_index, heaps[big_index], to}}};
  }
  return nim(heaps);  // two or more big heaps: play as in normal Nim
}

NimAnswer moore_nim(std::span<const std::uint64_t> heaps, std::uint64_t k) {
  if (k == 0) throw DomainError("Nim_k needs k >= 1");
  const std::uint64_t modulus = k + 1;  // k may be 2^64-1: modulus wraps to 0 below
  if (modulus == 0 || k >= heaps.size()) {
    // Any number of heaps may be reduced: P iff every heap is empty; otherwise empty them all.
    NimAnswer a{OutcomeClass::P, {}};
    for (std::size_t i = 0; i < heaps.size(); ++i)
      if (heaps[i] != 0) a.winning_move.push_back({i, heaps[i], 0});
    if (!a.winning_move.empty()) a.outcome = OutcomeClass::N;
    return a;
  }
  if (columns_divisible(heaps, modulus)) return {OutcomeClass::P, {}};
  // From the top bit down: `free_` heaps have already been lowered at a higher bit, so
  // their remaining bits are ours to choose. At each bit make the column sum divisible by
  // k+1, either by switching on bits in free heaps or by lowering more heaps (at most k).
  std::vector<std::uint64_t> target(heaps.begin(), heaps.end());
  std::vector<bool> is_free(heaps.size(), false);
  std::size_t free_count = 0;
  for (int bit = 63; bit >= 0; --bit) {
    const std::uint64_t mask = std::uint64_t{1} << bit;
    std::uint64_t set_fixed = 0;
    for (std::size_t i = 0; i < heaps.size(); ++i)
      if (!is_free[i] && (heaps[i] & mask)) ++set_fixed;
    const std::uint64_t residue = set_fixed % modulus;
    std::uint64_t turn_on = 0;  // free heaps that get this bit
    if (residue != 0) {
      if (free_count >= modulus - residue) {
        turn_on = modulus - residue;
      } else {
        // free_count + residue <= k: lower `residue` more heaps at this bit.
        std::uint64_t to_lower = residue;
        for (std::size_t i = 0; i < heaps.size() && to_lower > 0; ++i)
          if (!is_free[i] && (heaps[i] & mask)) {
            is_free[i] = true;
            ++free_count;
            target[i] &= ~mask;
            --to_lower;
            // Lower bits of a freshly freed heap start at 0 and are set below as needed.
            target[i] &= ~(mask - 1);
          }
      }
    }
    // Free heaps: bit set for the first `turn_on` of them (bits of free heaps below
    // their lowering point are cleared when they were freed).
    for (std::size_t i = 0; i < heaps.size(); ++i) {
      if (!is_free[i]) continue;
      if (turn_on > 0) {
        target[i] |= mask;
        --turn_on;
      } else {
        target[i] &= ~mask;
      }
    }
  }
  NimAnswer a{OutcomeClass::N, {}};
  for (std::size_t i = 0; i < heaps.size(); ++i)
    if (target[i] != heaps[i]) a.winning_move.push_back({i, heaps[i], target[i]});
  return a;
}

OutcomeClass bounded_moore_nim_formula(std::span<const std::uint64_t> heaps, std::uint64_t k, std::uint64_t r) {
  std::vector<std::uint64_t> reduced;
  for (std::uint64_t h : heaps) reduced.push_back(r == ~std::uint64_t{0} ? h : h % (r + 1));
  return moore_nim(reduced, k).outcome;
}

BoundedNimAnswer bounded_moore_nim(std::span<const std::uint64_t> heaps, std::uint64_t k, std::uint64_t r,
                                   std::size_t max_positions, RunControl& run, std::uint64_t max_work) {
  if (k == 0) throw DomainError("Nim_k needs k >= 1");
  if (r == 0) throw DomainError("the per-heap bound r must be at least 1");
  const std::uint64_t largest = heaps.empty() ? 0 : *std::max_element(heaps.begin(), heaps.end());
  if (r >= largest) return {moore_nim(heaps, k), BoundedNimMethod::Moore};
  if (k == 1) {
    // Each heap is the subtraction game {1..r}: G(h) = h mod (r+1) (Winning Ways ch. 3).
    std::vector<std::uint64_t> values;
    for (std::uint64_t h : heaps) values.push_back(h % (r + 1));
    const std::uint64_t s = xor_of(values);
    if (s == 0) return {{OutcomeClass::P, {}}, BoundedNimMethod::SubtractionGame};
    for (std::size_t i = 0; i < heaps.size(); ++i)
      if ((values[i] ^ s) < values[i])
        return {{OutcomeClass::N, {{i, heaps[i], heaps[i] - (values[i] - (values[i] ^ s))}}},
                BoundedNimMethod::SubtractionGame};
  }
  // Exact search, bounded by positions stored and by work (the root's moves included).
  // The root's moves are enumerated with heap indices, to report one.
  const BoundedNimGame game{k, r};
  BoundedNimSearch search(game, max_positions, max_work, run);
  const std::vector<std::uint64_t> start(heaps.begin(), heaps.end());
  BoundedNimAnswer result{{OutcomeClass::P, {}}, BoundedNimMethod::ExactSearch};
  struct Found {};  // ends the root's enumeration at the first winning move
  try {
    game.for_each_move(start, [&](const std::vector<std::uint64_t>& next,
                                  const std::vector<std::pair<std::size_t, std::uint64_t>>& changed) {
      search.count_move(start.size());
      if (search.next_player_wins(BoundedNimGame::normal(next))) return;
      result.answer.outcome = OutcomeClass::N;
      for (auto [i, to] : changed) result.answer.winning_move.push_back({i, heaps[i], to});
      throw Found{};
    });
  } catch (const Found&) {
  }
  return result;
}

}  // namespace cgt
