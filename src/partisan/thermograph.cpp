#include "cgt/partisan/thermograph.hpp"

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <memory>

#include "cgt/core/error.hpp"
#include "table_memo.hpp"

namespace cgt {
namespace {

Thermograph compute(Game g) {
  if (g.is_number() && g.number_value().is_integer()) {
    const Dyadic& x = g.number_value();
    return {Trajectory::constant(x), Trajectory::constant(x), Dyadic(-1), x};
  }
  std::optional<Trajectory> left_scaffold, right_scaffold;
  for (Game l : g.left_options()) {
    Trajectory s = thermograph(l).right_wall.tilted(-1);
    left_scaffold = left_scaffold ? Trajectory::max(*left_scaffold, s) : s;
  }
  for (Game r : g.right_options()) {
    Trajectory s = thermograph(r).left_wall.tilted(+1);
    right_scaffold = right_scaffold ? Trajectory::min(*right_scaffold, s) : s;
  }
  if (!left_scaffold || !right_scaffold) throw DomainError("thermograph: a non-integer with an empty side");
  const std::optional<Dyadic> meet = Trajectory::first_meeting(*left_scaffold, *right_scaffold);
  if (!meet) throw DomainError("thermograph: the scaffolds never meet");
  const Dyadic mast = left_scaffold->value_at(*meet);
  return {left_scaffold->masted_at(*meet), right_scaffold->masted_at(*meet), *meet, mast};
}

std::string wall_text(const Dyadic& mast, const Trajectory& wall) {
  std::vector<std::string> temps;
  for (const Dyadic& t : wall.critical_temperatures()) temps.push_back(t.to_string());
  return fmt::format("{},[{}],[{}]", mast.to_string(), fmt::join(temps, ","), fmt::join(wall.slopes_from_top(), ","));
}

// The thermographs of one game table, keyed by its ids.
struct ThermographMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, std::unique_ptr<Thermograph>> map;
};

}  // namespace

const Thermograph& thermograph(Game g) {
  // The table's memo (table_memo.hpp): compute() recurses through thermograph(), so
  // the map may grow meanwhile; the Thermograph objects themselves never move.
  auto& memo = detail::table_memo<ThermographMemo>().map;
  if (auto it = memo.find(g.id()); it != memo.end()) return *it->second;
  auto t = std::make_unique<Thermograph>(compute(g));
  return *memo.emplace(g.id(), std::move(t)).first->second;
}

Dyadic temperature(Game g) { return thermograph(g).temperature; }
Dyadic mean(Game g) { return thermograph(g).mast; }

std::string Thermograph::to_string() const {
  return fmt::format("Thermograph({},{})", wall_text(mast, left_wall), wall_text(mast, right_wall));
}

}  // namespace cgt
