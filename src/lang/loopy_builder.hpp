// Builds loopy values from parts: positions with options that are other positions,
// short games or loopy values. Two graphs grow side by side, because an option that
// is a sided value `A & B` enters the onside as A and the offside as B (as CGSuite
// builds them); the result is sidled into a loopy value (or a short game).
#pragma once

#include <unordered_map>
#include <utility>

#include "cgt/lang/value.hpp"

namespace cgt::lang {

class LoopyBuilder {
 public:
  /// A position: its vertex in the onside graph and in the offside graph.
  using Position = std::pair<loopy::Vertex, loopy::Vertex>;

  Position position() { return {on_.add_vertex(), off_.add_vertex()}; }
  void edge(Position from, bool left, Position to) {
    on_.options(from.first, left).push_back(to.first);
    off_.options(from.second, left).push_back(to.second);
  }
  /// A value as a position: a short game or number, or a loopy value.
  Position value(const Value& v, std::string_view what = "a game as an option") {
    if (const Loopy* l = v.get<Loopy>())
      return {loopy::embed(on_, l->value->onside().graph()), loopy::embed(off_, l->value->offside().graph())};
    const Game g = v.as_game(what);
    return {loopy::embed(on_, g, memo_on_), loopy::embed(off_, g, memo_off_)};
  }
  /// The value of the game at `root`.
  Value finish(Position root) const {
    return Value(loopy::SidedValue::of_graphs(loopy::pack(on_, root.first), loopy::pack(off_, root.second)));
  }

 private:
  loopy::Graph on_, off_;
  std::unordered_map<Game::Id, loopy::Vertex> memo_on_, memo_off_;
};

/// {left | right} from values, any of which may be loopy.
inline Value loopy_from_options(const std::vector<Value>& left, const std::vector<Value>& right) {
  LoopyBuilder b;
  const auto root = b.position();
  for (const Value& v : left) b.edge(root, true, b.value(v));
  for (const Value& v : right) b.edge(root, false, b.value(v));
  return b.finish(root);
}

}  // namespace cgt::lang
