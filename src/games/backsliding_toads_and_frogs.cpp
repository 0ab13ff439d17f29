#include "cgt/games/backsliding_toads_and_frogs.hpp"

#include "cgt/games/gen_toads_and_frogs.hpp"

namespace cgt {

BackslidingToadsAndFrogs::Position BackslidingToadsAndFrogs::parse(std::string_view text) {
  return GenToadsAndFrogs::parse(text, "backsliding_toads_and_frogs");
}

// CGSuite's BackslidingToadsAndFrogs = GenToadsAndFrogs(minSlide => -1).
std::vector<BackslidingToadsAndFrogs::Position> BackslidingToadsAndFrogs::left_options(const Position& p) const {
  return GenToadsAndFrogs(-1).left_options(p);
}

std::vector<BackslidingToadsAndFrogs::Position> BackslidingToadsAndFrogs::right_options(const Position& p) const {
  return GenToadsAndFrogs(-1).right_options(p);
}

}  // namespace cgt
