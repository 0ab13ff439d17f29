#pragma once
/// \file
/// The picture of a short game's canonical form as a game tree (Winning Ways ch. 1;
/// Siegel, CGT I.1): the game at the top, Left's options below it to the left and Right's
/// to the right (Left's edges blue, Right's red), each node labelled in CGSuite's
/// notation. Numbers are leaves (their options are implied). Past `max_nodes` nodes the
/// deeper subtrees are cut and their nodes marked with their labels only.
/// O(nodes drawn · options).

#include <cstddef>
#include <string>

#include "cgt/partisan/game.hpp"

namespace cgt {

/// A standalone SVG document of g's game tree, at most `max_nodes` nodes drawn.
std::string game_tree_svg(Game g, std::size_t max_nodes = 120);

}  // namespace cgt
