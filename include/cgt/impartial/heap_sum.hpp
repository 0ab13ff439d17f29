#pragma once
/// \file
/// A disjunctive sum of heaps under one HeapRule, as an ImpartialGame
/// (cgt/impartial/impartial_game.hpp): what a player of Kayles or Grundy's game sees
/// after a move splits a heap. Its Grundy value is the nim-sum of the heaps' values
/// (Sprague–Grundy; Winning Ways ch. 4); this type is for play and for listing the
/// options of a position, not for computing values (cgt/impartial/heap_values.hpp).

#include <algorithm>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "cgt/impartial/heap_rule.hpp"

namespace cgt {

class HeapSum {
 public:
  /// The heaps, largest first; empty heaps are dropped (no heaps: the game 0).
  using Position = std::vector<std::uint64_t>;

  explicit HeapSum(HeapRule rule) : rule_(std::move(rule)) {}

  const HeapRule& rule() const noexcept { return rule_; }

  /// The position of one heap of n (0: no heaps).
  static Position heap(std::uint64_t n) { return n == 0 ? Position{} : Position{n}; }

  /// Every move: one heap replaced by the heaps a move of the rule leaves. Equal heaps
  /// are moved once; a position reached two ways is listed twice (as the rule lists
  /// it). O(Σ moves of the distinct heaps · |p|).
  std::vector<Position> moves(const Position& p) const {
    std::vector<Position> out;
    for (std::size_t i = 0; i < p.size(); ++i) {
      if (i > 0 && p[i] == p[i - 1]) continue;
      rule_.for_each_option(p[i], [&](std::span<const std::uint64_t> left) {
        Position q;
        q.reserve(p.size() + left.size());
        q.insert(q.end(), p.begin(), p.begin() + static_cast<std::ptrdiff_t>(i));
        q.insert(q.end(), p.begin() + static_cast<std::ptrdiff_t>(i) + 1, p.end());
        q.insert(q.end(), left.begin(), left.end());
        std::sort(q.begin(), q.end(), std::greater<>());
        out.push_back(std::move(q));
      });
    }
    return out;
  }

  /// "5 + 3 + 3", largest first; "0" for no heaps.
  static std::string to_string(const Position& p) {
    if (p.empty()) return "0";
    std::string out;
    for (const std::uint64_t h : p) out += (out.empty() ? "" : " + ") + std::to_string(h);
    return out;
  }

 private:
  HeapRule rule_;
};

}  // namespace cgt
