#include "cgt/games/elephants_and_rhinos.hpp"

#include <fmt/format.h>

#include "cgt/core/error.hpp"

namespace cgt {

ElephantsAndRhinos::Position ElephantsAndRhinos::parse(std::string_view text) {
  if (text.size() > 200)
    throw LimitError(fmt::format("elephants_and_rhinos '{}' is longer than 200 cells", excerpt(text, 0)));
  Position out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i] == 'T' ? 't' : text[i] == 'F' ? 'f' : text[i];
    if (c != 't' && c != 'f' && c != '.')
      throw ParseError(fmt::format("elephants_and_rhinos '{}': '{}' at column {} is not one of t (elephant), "
                                   "f (rhino), . (empty)",
                                   excerpt(text, i), text[i], i + 1));
    out += c;
  }
  return out;
}

std::vector<ElephantsAndRhinos::Position> ElephantsAndRhinos::moves(const Position& p, char own, int step) {
  std::vector<Position> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    const std::size_t j = i + static_cast<std::size_t>(step);  // wraps past the left end: then j >= size
    if (p[i] != own || j >= p.size() || p[j] != '.') continue;
    Position q = p;
    q[i] = '.';
    q[j] = own;
    out.push_back(std::move(q));
  }
  return out;
}

ElephantsAndRhinos::Position ElephantsAndRhinos::conjugate(const Position& p) const {
  Position q(p.rbegin(), p.rend());
  for (char& c : q) c = c == 't' ? 'f' : c == 'f' ? 't' : c;
  return q;
}

}  // namespace cgt
