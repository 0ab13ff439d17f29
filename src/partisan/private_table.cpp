// PortableGame: a canonical form carried between game tables (see private_table.hpp).
#include "cgt/partisan/private_table.hpp"

#include <absl/container/flat_hash_map.h>

#include <utility>

namespace cgt {

PortableGame PortableGame::from(Game g) {
  PortableGame out;
  absl::flat_hash_map<Game::Id, std::uint32_t> index;  // subgame -> node
  // Iterative post-order walk: a node is emitted after all of its options, so that
  // to_game() can rebuild children first. Deep games must not exhaust the C++ stack.
  struct Frame {
    Game game;
    bool expanded;
  };
  std::vector<Frame> stack{{g, false}};
  while (!stack.empty()) {
    auto [game, expanded] = stack.back();
    stack.pop_back();
    if (index.contains(game.id())) continue;
    Node node;
    node.closed = game.as_number_up_star();
    if (!node.closed && !expanded) {
      stack.push_back({game, true});
      for (Game x : game.left_options())
        if (!index.contains(x.id())) stack.push_back({x, false});
      for (Game x : game.right_options())
        if (!index.contains(x.id())) stack.push_back({x, false});
      continue;
    }
    if (!node.closed) {
      for (Game x : game.left_options()) node.left.push_back(index.at(x.id()));
      for (Game x : game.right_options()) node.right.push_back(index.at(x.id()));
    }
    index.emplace(game.id(), static_cast<std::uint32_t>(out.nodes.size()));
    out.nodes.push_back(std::move(node));
  }
  return out;
}

Game PortableGame::to_game() const {
  std::vector<Game> built;
  built.reserve(nodes.size());
  std::vector<Game> left, right;
  for (const Node& node : nodes) {
    if (node.closed) {
      built.push_back(Game::number_up_star(node.closed->number, node.closed->ups, node.closed->nimber));
      continue;
    }
    left.clear();
    right.clear();
    for (std::uint32_t i : node.left) left.push_back(built[i]);
    for (std::uint32_t i : node.right) right.push_back(built[i]);
    built.push_back(Game::from_options(left, right));
  }
  return built.empty() ? Game() : built.back();
}

}  // namespace cgt
