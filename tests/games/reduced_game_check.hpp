#pragma once
// Exhaustive check of the Coin Game's compressed reduced game against the exact one
// (shared by the regular and the slow suites).
#include <gtest/gtest.h>

#include <utility>
#include <vector>

#include "cgt/games/coin_game.hpp"

namespace cgt {

// Every reduced game within bounds: sides 1..max_side, up to max_pairs unstarted pairs,
// up to max_one_sided one-sided sizes 2..max_side, R <= max_needed, tempo <= max_tempo.
// Returns how many were checked; fails the test at the first disagreement.
inline long check_all_reduced_games(int max_side, int max_pairs, int max_one_sided, int max_needed, int max_tempo) {
  std::vector<std::pair<int, int>> pairs;
  for (int a = 1; a <= max_side; ++a)
    for (int b = a; b <= max_side; ++b) pairs.emplace_back(a, b);
  // Multisets as non-decreasing index sequences.
  std::vector<std::vector<std::size_t>> unstarted{{}};
  for (std::size_t at = 0; at < unstarted.size(); ++at) {
    if (static_cast<int>(unstarted[at].size()) == max_pairs) continue;
    for (std::size_t i = unstarted[at].empty() ? 0 : unstarted[at].back(); i < pairs.size(); ++i) {
      auto next = unstarted[at];
      next.push_back(i);
      unstarted.push_back(std::move(next));
    }
  }
  std::vector<std::vector<int>> one_sided{{}};
  for (std::size_t at = 0; at < one_sided.size(); ++at) {
    if (static_cast<int>(one_sided[at].size()) == max_one_sided) continue;
    for (int b = one_sided[at].empty() ? 2 : one_sided[at].back(); b <= max_side; ++b) {
      auto next = one_sided[at];
      next.push_back(b);
      one_sided.push_back(std::move(next));
    }
  }
  long checked = 0;
  for (const auto& u : unstarted)
    for (const auto& o : one_sided)
      for (int needed = 0; needed <= max_needed; ++needed)
        for (int tempo = 0; tempo <= max_tempo; ++tempo) {
          ReducedGame g;
          g.needed = static_cast<std::uint32_t>(needed);
          g.tempo = tempo;
          for (std::size_t i : u) g.unstarted.push_back(pairs[i]);
          g.one_sided = o;
          if (needed == 0 && u.empty()) continue;  // over
          ++checked;
          const bool exact = reduced_game_wins(g, false);
          if (reduced_game_wins(g, true) != exact) {
            ADD_FAILURE() << "compression disagrees: R=" << needed << " tempo=" << tempo;
            return checked;
          }
        }
  return checked;
}


}  // namespace cgt
