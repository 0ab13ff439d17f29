#include "cgt/impartial/nim.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "cgt/core/error.hpp"
#include "cgt/impartial/impartial_game.hpp"

namespace cgt {
namespace {

std::uint64_t xor_of(std::span<const std::uint64_t> heaps) {
  std::uint64_t s = 0;
  for (std::uint64_t h : heaps) s ^= h;
  return s;
}

// True when every bit column of `heaps` has a multiple of `modulus` ones.
bool columns_divisible(std::span<const std::uint64_t> heaps, std::uint64_t modulus) {
  for (int bit = 0; bit < 64; ++bit) {
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

  // Calls f(heap index, new size) lists: every way to lower 1..k heaps by 1..r each.
  template <class F>
  void for_each_move(const Position& p, F&& f) const {
    std::vector<std::uint64_t> next(p);
    std::vector<std::pair<std::size_t, std::uint64_t>> changed;
    auto rec = [&](auto&& self, std::size_t i) -> void {
      if (i == p.size()) {
        if (!changed.empty()) f(next, changed);
        return;
      }
      self(self, i + 1);  // heap i untouched
      if (changed.size() == k) return;
      for (std::uint64_t d = 1; d <= std::min(r, p[i]); ++d) {
        next[i] = p[i] - d;
        changed.push_back({i, next[i]});
        self(self, i + 1);
        changed.pop_back();
      }
      next[i] = p[i];
    };
    rec(rec, 0);
  }

  static Position normal(std::vector<std::uint64_t> heaps) {
    heaps.erase(std::remove(heaps.begin(), heaps.end(), 0u), heaps.end());
    std::sort(heaps.begin(), heaps.end());
    return heaps;
  }

  std::vector<Position> moves(const Position& p) const {
    std::vector<Position> out;
    for_each_move(p, [&](const std::vector<std::uint64_t>& next, const auto&) {
      out.push_back(normal(next));
      if (out.size() > 5'000'000) throw LimitError("bounded Nim_k: too many moves from one position for exact search");
    });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }
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
                                   std::size_t max_positions, RunControl& run) {
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
  // Exact search. Refuse at once when a single position has too many moves to list
  // (sum over j <= k of C(n, j)·r^j), rather than after minutes of work.
  long double moves_from_root = 0, choose = 1;
  const long double per_heap = static_cast<long double>(std::min(r, largest));
  for (std::uint64_t j = 1; j <= std::min<std::uint64_t>(k, heaps.size()); ++j) {
    choose = choose * static_cast<long double>(heaps.size() - j + 1) / static_cast<long double>(j);
    moves_from_root += choose * std::pow(per_heap, static_cast<long double>(j));
  }
  if (moves_from_root > 1e6)
    throw LimitError(fmt::format("bounded Nim_k: about {:.3g} moves per position, too many for exact search",
                                 static_cast<double>(moves_from_root)));
  // The root's moves are enumerated with heap indices, to report one.
  const BoundedNimGame game{k, r};
  ImpartialOutcomeSearch<BoundedNimGame> search(game, SearchLimits{max_positions}, run);
  std::vector<std::uint64_t> start(heaps.begin(), heaps.end());
  BoundedNimAnswer result{{OutcomeClass::P, {}}, BoundedNimMethod::ExactSearch};
  bool found = false;
  game.for_each_move(start, [&](const std::vector<std::uint64_t>& next,
                                const std::vector<std::pair<std::size_t, std::uint64_t>>& changed) {
    if (found) return;
    if (!search.next_player_wins(BoundedNimGame::normal(next))) {
      found = true;
      result.answer.outcome = OutcomeClass::N;
      for (auto [i, to] : changed) result.answer.winning_move.push_back({i, heaps[i], to});
    }
  });
  return result;
}

}  // namespace cgt
