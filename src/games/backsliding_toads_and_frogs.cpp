#include "cgt/games/backsliding_toads_and_frogs.hpp"

#include "cgt/games/strip_games.hpp"

namespace cgt {

namespace {
// Toads and Frogs' moves of `own` pieces (forward `step`) plus one cell backwards.
std::vector<std::string> with_backslides(std::vector<std::string> forward, const std::string& p, char own, int step) {
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] != own) continue;
    const auto j = static_cast<std::ptrdiff_t>(i) - step;
    if (j < 0 || j >= static_cast<std::ptrdiff_t>(p.size()) || p[static_cast<std::size_t>(j)] != '.') continue;
    std::string q = p;
    q[i] = '.';
    q[static_cast<std::size_t>(j)] = own;
    forward.push_back(std::move(q));
  }
  return forward;
}
}  // namespace

BackslidingToadsAndFrogs::Position BackslidingToadsAndFrogs::parse(std::string_view text) {
  return ToadsAndFrogs::parse(text, "backsliding_toads_and_frogs");
}

std::vector<BackslidingToadsAndFrogs::Position> BackslidingToadsAndFrogs::left_options(const Position& p) const {
  return with_backslides(ToadsAndFrogs{}.left_options(p), p, 't', +1);
}

std::vector<BackslidingToadsAndFrogs::Position> BackslidingToadsAndFrogs::right_options(const Position& p) const {
  return with_backslides(ToadsAndFrogs{}.right_options(p), p, 'f', -1);
}

}  // namespace cgt
