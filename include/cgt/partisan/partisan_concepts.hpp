#pragma once
/// \file
/// The C++20 concepts a partisan game satisfies: `G::Position` (hashable by absl::Hash,
/// equality comparable), `g.left_options(p)` and `g.right_options(p)`; optionally
/// `g.components(p)` (a disjunctive sum of independent parts), `g.normalize(p)` (a
/// canonical key: crop, symmetry) and `g.conjugate(p)` (the negative).

#include <absl/hash/hash.h>

#include <concepts>
#include <vector>

namespace cgt {

template <class G>
concept PartisanGame = requires(const G& game, const typename G::Position& p) {
  { game.left_options(p) } -> std::convertible_to<std::vector<typename G::Position>>;
  { game.right_options(p) } -> std::convertible_to<std::vector<typename G::Position>>;
  { absl::Hash<typename G::Position>{}(p) } -> std::convertible_to<std::size_t>;
  { p == p } -> std::convertible_to<bool>;
};

template <class G>
concept HasComponents = requires(const G& game, const typename G::Position& p) {
  { game.components(p) } -> std::convertible_to<std::vector<typename G::Position>>;
};

template <class G>
concept HasNormalize = requires(const G& game, const typename G::Position& p) {
  { game.normalize(p) } -> std::convertible_to<typename G::Position>;
};

/// Optional: `g.conjugate(p)` is a position whose value is -p's (the players' roles
/// exchanged: a transposed Domineering board, a Clobber board with the colours
/// swapped). The reducer then values one of p and its conjugate and negates.
template <class G>
concept HasConjugate = requires(const G& game, const typename G::Position& p) {
  { game.conjugate(p) } -> std::convertible_to<typename G::Position>;
};

/// The table key of a position: g.normalize(p) when the game has one, else p.
template <PartisanGame G>
typename G::Position normalized_key(const G& game, const typename G::Position& p) {
  if constexpr (HasNormalize<G>) {
    return game.normalize(p);
  } else {
    return p;
  }
}

}  // namespace cgt
