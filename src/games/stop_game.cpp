#include "cgt/games/stop_game.hpp"

#include <fmt/format.h>

#include <charconv>

#include "cgt/core/error.hpp"

namespace cgt {

GraphFile stop_game(std::span<const std::int64_t> scores) {
  if (scores.empty()) throw DomainError("the stop game needs at least one score");
  const std::size_t n = scores.size();
  if (2 * n > GameGraph::kMaxVertices) throw LimitError(fmt::format("{} scores: at most {}", n, GameGraph::kMaxVertices / 2));
  using V = GameGraph::Vertex;
  std::vector<std::pair<V, V>> edges;
  GraphFile f;
  for (std::size_t i = 0; i < n; ++i) {
    const V here = static_cast<V>(i), stopped = static_cast<V>(n + i);
    edges.emplace_back(here, stopped);
    if (i + 1 < n) edges.emplace_back(here, static_cast<V>(i + 1));
    // After a stop at i the other player is to move: the first player when i is odd.
    const bool first_to_move = (i + 1) % 2 == 0;
    if (!first_to_move && scores[i] == INT64_MIN) throw LimitError("a score of -2^63 cannot be negated");
    f.primitives.push_back({stopped, std::nullopt, first_to_move ? scores[i] : -scores[i]});
  }
  f.graph = GameGraph(2 * n, edges);
  f.start = 0;
  return f;
}

std::vector<std::int64_t> parse_score_list(std::string_view text) {
  std::vector<std::int64_t> out;
  std::size_t pos = 0;
  while (true) {
    const std::size_t comma = std::min(text.find(',', pos), text.size());
    const std::string_view item = text.substr(pos, comma - pos);
    std::int64_t v = 0;
    auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
    if (item.empty() || ptr != item.data() + item.size() || ec != std::errc())
      throw ParseError(fmt::format("scores '{}': entry {} ('{}') is not an integer", text, out.size() + 1, item));
    out.push_back(v);
    if (comma == text.size()) break;
    pos = comma + 1;
  }
  return out;
}

}  // namespace cgt
