#include "cgt/games/push.hpp"

#include <fmt/format.h>

#include "cgt/core/error.hpp"

namespace cgt {

Push::Position Push::parse(std::string_view text) {
  if (text.size() > 200) throw LimitError(fmt::format("push '{}' is longer than 200 cells", excerpt(text, 0)));
  Position out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const char c = text[i] == 'X' ? 'x' : text[i] == 'O' ? 'o' : text[i];
    if (c != 'x' && c != 'o' && c != '.')
      throw ParseError(fmt::format("push '{}': '{}' at column {} is not one of x (Left), o (Right), . (empty)",
                                   excerpt(text, i), text[i], i + 1));
    out += c;
  }
  return out;
}

Push::Position Push::normalize(const Position& p) const {
  const std::size_t end = p.find_last_not_of('.');
  return end == Position::npos ? Position() : p.substr(0, end + 1);
}

std::vector<Push::Position> Push::moves(const Position& p, char own) const {
  std::vector<Position> out;
  for (std::size_t n = 0; n < p.size(); ++n) {
    if (p[n] != own) continue;
    std::size_t k = n;  // the run of pieces ending at n starts at k
    while (k > 0 && p[k - 1] != '.') --k;
    Position q = p;
    // The run k..n moves one cell left, into the empty cell k - 1 or off the left end.
    if (k > 0) q[k - 1] = p[k];
    for (std::size_t j = k; j < n; ++j) q[j] = p[j + 1];
    q[n] = '.';
    out.push_back(normalize(q));
  }
  return out;
}

Push::Position Push::conjugate(const Position& p) const {
  Position q = p;
  for (char& c : q) c = c == 'x' ? 'o' : c == 'o' ? 'x' : c;
  return q;
}

}  // namespace cgt
