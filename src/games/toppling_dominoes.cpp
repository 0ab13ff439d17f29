// Toppling Dominoes (see cgt/games/toppling_dominoes.hpp).
#include "cgt/games/toppling_dominoes.hpp"

#include <fmt/format.h>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

// Dots collapsed to single separators and trimmed at both ends: equal positions are
// equal strings.
std::string normal(const std::string& cells) {
  std::string out;
  for (char c : cells) {
    if (c == '.' && (out.empty() || out.back() == '.')) continue;
    out += c;
  }
  if (!out.empty() && out.back() == '.') out.pop_back();
  return out;
}

}  // namespace

TopplingDominoes::Position TopplingDominoes::parse(std::string_view text) {
  std::string cells;
  for (std::size_t i = 0; i < text.size(); ++i) {
    switch (text[i]) {
      case 'l': case 'L': case 'x': case 'X': cells += 'l'; break;
      case 'r': case 'R': case 'o': case 'O': cells += 'r'; break;
      case 'e': case 'E': cells += 'e'; break;
      case '.': cells += '.'; break;
      default:
        throw ParseError(fmt::format("bad Toppling Dominoes row at column {}: '{}' is not l, r, e, x, o or '.'", i + 1,
                                     text[i]));
    }
  }
  return normal(cells);
}

std::vector<TopplingDominoes::Position> TopplingDominoes::topples(const Position& p, char own) {
  std::vector<Position> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] != own && p[i] != 'e') continue;
    std::size_t start = i, end = i + 1;  // the row [start, end) holding domino i
    while (start > 0 && p[start - 1] != '.') --start;
    while (end < p.size() && p[end] != '.') ++end;
    std::string leftward = p, rightward = p;
    for (std::size_t k = start; k <= i; ++k) leftward[k] = '.';  // falls left: i and all left of it
    for (std::size_t k = i; k < end; ++k) rightward[k] = '.';
    out.push_back(normal(leftward));
    out.push_back(normal(rightward));
  }
  return out;
}

std::vector<TopplingDominoes::Position> TopplingDominoes::components(const Position& p) const {
  std::vector<Position> rows;
  std::size_t start = 0;
  while (start < p.size()) {
    std::size_t end = p.find('.', start);
    if (end == std::string::npos) end = p.size();
    rows.push_back(p.substr(start, end - start));
    start = end + 1;
  }
  return rows;
}

TopplingDominoes::Position TopplingDominoes::conjugate(const Position& p) const {
  Position q = p;
  for (char& c : q) c = c == 'l' ? 'r' : c == 'r' ? 'l' : c;
  return q;
}

}  // namespace cgt
