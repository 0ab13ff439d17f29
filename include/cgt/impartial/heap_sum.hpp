#pragma once
/// \file
/// A disjunctive sum of heaps under one HeapRule, as an ImpartialGame
/// (cgt/impartial/impartial_game.hpp): what a player of Kayles or Grundy's game sees
/// after a move splits a heap. Its Grundy value is the nim-sum of the heaps' values
/// (Sprague–Grundy; Winning Ways ch. 4); this type is for play and for listing the
/// options of a position, not for computing values (cgt/impartial/heap_values.hpp).

#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
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

  /// The position without its heaps that have no move (Grundy's game: heaps 1 and 2):
  /// such a heap adds nothing to the game tree, in normal or misère play, so searches
  /// key their tables by this. O(|p|) after each heap size's first visit.
  Position normalize(const Position& p) const {
    Position q;
    q.reserve(p.size());
    for (const std::uint64_t h : p)
      if (!is_dead(h)) q.push_back(h);
    return q;
  }

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
  bool is_dead(std::uint64_t h) const {
    if (const auto it = dead_->find(h); it != dead_->end()) return it->second;
    bool dead = true;
    rule_.for_each_option(h, [&dead](std::span<const std::uint64_t>) { dead = false; });
    dead_->emplace(h, dead);
    return dead;
  }

  HeapRule rule_;
  // Heap sizes with no move, found as they are met (shared by copies of this game).
  std::shared_ptr<absl::flat_hash_map<std::uint64_t, bool>> dead_ =
      std::make_shared<absl::flat_hash_map<std::uint64_t, bool>>();
};

}  // namespace cgt
