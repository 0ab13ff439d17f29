#include "cgt/partisan/thermograph.hpp"

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <memory>
#include <vector>

#include "cgt/core/error.hpp"
#include "table_memo.hpp"

namespace cgt {
namespace {

// The given wall of each option's thermograph, each distinct wall once. Options often
// share walls (*n has n options and two distinct right walls), and comparing walls is
// far cheaper than taking the maximum of scaffolds, which builds a new trajectory: *n
// then costs O(n) maxima instead of O(n) per follower, O(n^2) in all.
std::vector<const Trajectory*> distinct_walls(const std::vector<Game>& options, Trajectory Thermograph::*wall) {
  std::vector<const Trajectory*> out;
  for (Game o : options) {
    const Trajectory* w = &(thermograph(o).*wall);
    // Past a few distinct walls, checking costs more than it saves: keep them all.
    if (out.size() > 16 || std::none_of(out.begin(), out.end(), [w](const Trajectory* seen) { return *seen == *w; }))
      out.push_back(w);
  }
  return out;
}

Thermograph compute(Game g) {
  if (g.is_number() && g.number_value().is_integer()) {
    const Dyadic& x = g.number_value();
    return {Trajectory::constant(x), Trajectory::constant(x), Dyadic(-1), x};
  }
  // x + n.^ + *k has the thermograph of x + *, x + ^ or x + v (Siegel's observation in
  // CGSuite, CanonicalShortGameOps.thermograph; a test checks it against the scaffolds):
  // like * when n = 0 or (|n| = 1 and k = 1), else like the sign of n. This avoids the
  // walk through the k options of *k or the n levels of n.^.
  if (const std::optional<NumberUpStar> nus = g.as_number_up_star(); nus && !g.is_number()) {
    const bool star_like = nus->ups == 0 || (nus->nimber == 1 && (nus->ups == 1 || nus->ups == -1));
    const NumberUpStar basic{nus->number, star_like ? 0 : (nus->ups > 0 ? 1 : -1), star_like ? 1u : 0u};
    if (!(basic == *nus)) return thermograph(Game::number_up_star(basic.number, basic.ups, basic.nimber));
  }
  std::optional<Trajectory> left_scaffold, right_scaffold;
  for (const Trajectory* wall : distinct_walls(g.left_options(), &Thermograph::right_wall)) {
    Trajectory s = wall->tilted(-1);
    left_scaffold = left_scaffold ? Trajectory::max(*left_scaffold, s) : s;
  }
  for (const Trajectory* wall : distinct_walls(g.right_options(), &Thermograph::left_wall)) {
    Trajectory s = wall->tilted(+1);
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
