#include "cgt/games/strip_games.hpp"

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {
namespace {

std::string normalised(std::string_view text, std::string_view game, std::string_view from, std::string_view to,
                       std::string_view allowed_text) {
  if (text.size() > 200) throw LimitError(fmt::format("{} '{:.20}...' is longer than 200 cells", game, text));
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto k = from.find(text[i]);
    if (k == std::string_view::npos)
      throw ParseError(fmt::format("{} '{}': '{}' at column {} is not one of {}", game, text, text[i], i + 1,
                                   allowed_text));
    out += to[k];
  }
  return out;
}

}  // namespace

HackenbushString::Position HackenbushString::parse(std::string_view text) {
  return normalised(text, "hackenbush", "lrebgLREBG", "lreleLRELE", "l (blue), r (red), e (green)");
}

std::vector<HackenbushString::Position> HackenbushString::cuts(const Position& p, char own) {
  std::vector<Position> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const char c = static_cast<char>(p[i] | 0x20);  // lower case
    if (c == own || c == 'e') out.push_back(p.substr(0, i));
  }
  return out;
}

Dyadic blue_red_string_value(std::string_view lr) {
  Dyadic value;
  std::size_t i = 0;
  const auto sign = [](char c) { return c == 'l' ? 1L : -1L; };
  while (i < lr.size() && lr[i] == lr[0]) {
    if (lr[i] != 'l' && lr[i] != 'r') throw DomainError("sign expansion needs a blue-red string");
    value += Dyadic(sign(lr[i]));
    ++i;
  }
  Dyadic step(1);
  for (; i < lr.size(); ++i) {
    if (lr[i] != 'l' && lr[i] != 'r') throw DomainError("sign expansion needs a blue-red string");
    step = step.half();
    value += sign(lr[i]) > 0 ? step : -step;
  }
  return value;
}

ToadsAndFrogs::Position ToadsAndFrogs::parse(std::string_view text, std::string_view game) {
  return normalised(text, game, "tf.TF", "tf.tf", "t (toad), f (frog), . (empty)");
}

// Every move of `own` pieces travelling `step` cells per move (+1 toads, -1 frogs):
// a slide into the next cell if empty, or a jump over one `other` piece into an empty cell.
std::vector<ToadsAndFrogs::Position> ToadsAndFrogs::moves(const Position& p, char own, char other, int step) {
  std::vector<Position> out;
  const auto cell = [&](std::size_t i, int k) -> char {
    const auto j = static_cast<std::ptrdiff_t>(i) + k * step;
    return j >= 0 && j < static_cast<std::ptrdiff_t>(p.size()) ? p[static_cast<std::size_t>(j)] : '\0';
  };
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] != own) continue;
    int distance = 0;
    if (cell(i, 1) == '.') distance = 1;
    else if (cell(i, 1) == other && cell(i, 2) == '.') distance = 2;
    if (distance == 0) continue;
    Position q = p;
    q[i] = '.';
    q[static_cast<std::size_t>(static_cast<std::ptrdiff_t>(i) + distance * step)] = own;
    out.push_back(std::move(q));
  }
  return out;
}

ToadsAndFrogs::Position ToadsAndFrogs::conjugate(const Position& p) const {
  Position q(p.rbegin(), p.rend());
  for (char& c : q) c = c == 't' ? 'f' : c == 'f' ? 't' : c;
  return q;
}

}  // namespace cgt
