#include "cgt/games/coordinate_ruleset.hpp"

#include <algorithm>

#include "cgt/core/error.hpp"

namespace cgt {

CoordinateRuleset::CoordinateRuleset(Moves left, Moves right) : left_(std::move(left)), right_(std::move(right)) {}

// Each option of each pair, the other pairs kept: the sum's options.
std::vector<CoordinateRuleset::Position> CoordinateRuleset::options(const Position& p, const Moves& moves) const {
  std::vector<Position> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;  // the same pair twice: the same options
    moves(p[i], [&](std::span<const Coordinates> parts) {
      Position q;
      q.reserve(p.size() - 1 + parts.size());
      q.insert(q.end(), p.begin(), p.begin() + static_cast<std::ptrdiff_t>(i));
      q.insert(q.end(), p.begin() + static_cast<std::ptrdiff_t>(i) + 1, p.end());
      q.insert(q.end(), parts.begin(), parts.end());
      std::sort(q.begin(), q.end());
      out.push_back(std::move(q));
    });
  }
  return out;
}

std::vector<CoordinateRuleset::Position> CoordinateRuleset::left_options(const Position& p) const {
  return options(p, left_);
}

std::vector<CoordinateRuleset::Position> CoordinateRuleset::right_options(const Position& p) const {
  return options(p, right_ ? right_ : left_);
}

std::vector<CoordinateRuleset::Position> CoordinateRuleset::components(const Position& p) const {
  std::vector<Position> out;
  for (const Coordinates& c : p) out.push_back({c});
  return out;
}

std::size_t CoordinateRuleset::option_count(Coordinates c, bool left) const {
  std::size_t n = 0;
  (left || !right_ ? left_ : right_)(c, [&](std::span<const Coordinates>) { ++n; });
  return n;
}

CoordinateRuleset CoordinateRuleset::gen_wythoff(std::int64_t r) {
  if (r < 1) throw ParseError("gen_wythoff: r must be at least 1 (the bound k -> k + r must exceed k)");
  return CoordinateRuleset([r](Coordinates c, const Emit& emit) {
    const auto [m, n] = c;
    const auto one = [&](std::int64_t a, std::int64_t b) {
      const Coordinates to{a, b};
      emit(std::span<const Coordinates>(&to, 1));
    };
    for (std::int64_t a = 1; a <= m; ++a) one(m - a, n);
    for (std::int64_t b = 1; b <= n; ++b) one(m, n - b);
    // k from the first heap and l from the second with k <= l < k + r, and the mirror
    // image with the first heap giving more (CGSuite's dOpts1 and dOpts2).
    const std::int64_t diagonal = std::min(m, n);
    for (std::int64_t k = 1; k <= diagonal; ++k)
      for (std::int64_t l = k; l <= std::min(k + r - 1, n); ++l) one(m - k, n - l);
    for (std::int64_t l = 1; l <= diagonal; ++l)
      for (std::int64_t k = l + 1; k <= std::min(l + r - 1, m); ++k) one(m - k, n - l);
  });
}

CoordinateRuleset CoordinateRuleset::gen_mem(std::function<bool(std::int64_t, std::int64_t)> allowed) {
  return CoordinateRuleset([allowed = std::move(allowed)](Coordinates c, const Emit& emit) {
    const auto [n, memory] = c;
    for (std::int64_t a = 1; a <= n; ++a) {
      if (!allowed(memory, a)) continue;
      const Coordinates to{n - a, a};
      emit(std::span<const Coordinates>(&to, 1));
    }
  });
}

CoordinateRuleset::HeapMoves CoordinateRuleset::heap_moves(const HeapRule& rule) {
  return [rule](std::int64_t n, const std::function<void(std::span<const std::uint64_t>)>& emit) {
    rule.for_each_option(static_cast<std::uint64_t>(n), emit);
  };
}

CoordinateRuleset::HeapMoves CoordinateRuleset::equal_split_moves() {
  return [](std::int64_t n, const std::function<void(std::span<const std::uint64_t>)>& emit) {
    std::vector<std::uint64_t> heaps;
    for (std::int64_t k = 2; k <= n; ++k) {
      if (n % k != 0) continue;
      heaps.assign(static_cast<std::size_t>(k), static_cast<std::uint64_t>(n / k));
      emit(heaps);
    }
  };
}

// CGSuite's GenCutcake: Left splits the second coordinate of the (possibly swapped) pair,
// Right the first.
CoordinateRuleset CoordinateRuleset::gen_cutcake(HeapMoves left, HeapMoves right, bool twisted) {
  const auto side = [twisted](HeapMoves heap, bool is_left) {
    return [heap = std::move(heap), twisted, is_left](Coordinates c, const Emit& emit) {
      const Coordinates t = twisted ? Coordinates{c.second, c.first} : c;
      std::vector<Coordinates> parts;
      heap(is_left ? t.second : t.first, [&](std::span<const std::uint64_t> heaps) {
        parts.clear();
        for (const std::uint64_t h : heaps)
          parts.push_back(is_left ? Coordinates{t.first, static_cast<std::int64_t>(h)}
                                  : Coordinates{static_cast<std::int64_t>(h), t.second});
        emit(parts);
      });
    };
  };
  return CoordinateRuleset(side(std::move(left), true), side(std::move(right), false));
}

CoordinateRuleset CoordinateRuleset::partizan_euclid() {
  const auto side = [](bool is_left) {
    return [is_left](Coordinates c, const Emit& emit) {
      const auto [p, q] = c;
      if (q <= 0 || p % q == 0) return;
      const Coordinates to{q, is_left ? p % q : q - p % q};
      emit(std::span<const Coordinates>(&to, 1));
    };
  };
  return CoordinateRuleset(side(true), side(false));
}

CoordinateRuleset CoordinateRuleset::partizan_heap(const HeapRule& left, const HeapRule& right) {
  const auto side = [](const HeapRule& rule) {
    return [rule](Coordinates c, const Emit& emit) {
      std::vector<Coordinates> parts;
      rule.for_each_option(static_cast<std::uint64_t>(c.first), [&](std::span<const std::uint64_t> heaps) {
        parts.clear();
        for (const std::uint64_t h : heaps) parts.emplace_back(static_cast<std::int64_t>(h), 0);
        emit(parts);
      });
    };
  };
  return CoordinateRuleset(side(left), side(right));
}

}  // namespace cgt
