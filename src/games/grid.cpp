#include "cgt/games/grid.hpp"

#include <absl/container/inlined_vector.h>
#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "cgt/core/error.hpp"

namespace cgt {

Grid Grid::parse(std::string_view text, std::string_view allowed, std::string_view game) {
  Grid g;
  std::size_t row_start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i) {
    if (i < text.size() && text[i] != '|') {
      if (allowed.find(text[i]) == std::string_view::npos)
        throw ParseError(fmt::format("{} board '{}': '{}' at column {} is not one of \"{}\"", game, text, text[i],
                                     i + 1, allowed));
      g.cells += text[i];
      continue;
    }
    const int width = static_cast<int>(i - row_start);
    if (g.rows == 0) {
      g.cols = width;
    } else if (width != g.cols) {
      throw ParseError(fmt::format("{} board '{}': row {} has {} cells, row 1 has {}", game, text, g.rows + 1,
                                   width, g.cols));
    }
    ++g.rows;
    row_start = i + 1;
  }
  if (g.cols == 0) throw ParseError(fmt::format("{} board '{}' is empty", game, text));
  if (g.rows * g.cols > 256) throw LimitError(fmt::format("{} board '{}' has more than 256 cells", game, text));
  return g;
}

std::string Grid::to_string() const {
  std::string out;
  for (int r = 0; r < rows; ++r) {
    if (r) out += '|';
    out += cells.substr(static_cast<std::size_t>(r * cols), static_cast<std::size_t>(cols));
  }
  return out;
}

Grid Grid::cropped(char blank) const {
  int r0 = rows, r1 = -1, c0 = cols, c1 = -1;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      if (at(r, c) != blank) {
        r0 = std::min(r0, r);
        r1 = std::max(r1, r);
        c0 = std::min(c0, c);
        c1 = std::max(c1, c);
      }
  Grid g;
  if (r1 < 0) return g;
  g.rows = r1 - r0 + 1;
  g.cols = c1 - c0 + 1;
  g.cells.reserve(static_cast<std::size_t>(g.rows * g.cols));
  for (int r = r0; r <= r1; ++r)
    g.cells.append(cells, static_cast<std::size_t>(r * cols + c0), static_cast<std::size_t>(g.cols));
  return g;
}

Grid Grid::transposed() const {
  Grid g{cols, rows, std::string(cells.size(), ' ')};
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) g.at(c, r) = at(r, c);
  return g;
}

Grid Grid::flipped_rows() const {
  Grid g = *this;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) g.at(rows - 1 - r, c) = at(r, c);
  return g;
}

Grid Grid::flipped_cols() const {
  Grid g = *this;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c) g.at(r, cols - 1 - c) = at(r, c);
  return g;
}

namespace {

// One of the rectangle's 8 symmetries: transposed first if `transpose`, then rows and
// columns flipped. Read through it, an image's cells are compared without being built:
// the keys below are asked for every component a search meets.
struct Symmetry {
  bool transpose, flip_rows, flip_cols;
};
constexpr Symmetry kSymmetries[] = {{false, false, false}, {false, true, false}, {false, false, true},
                                    {false, true, true},   {true, false, false}, {true, true, false},
                                    {true, false, true},   {true, true, true}};

int image_rows(const Grid& g, Symmetry m) { return m.transpose ? g.cols : g.rows; }

char image_at(const Grid& g, Symmetry m, int r, int c) {
  const int rows = image_rows(g, m), cols = m.transpose ? g.rows : g.cols;
  if (m.flip_rows) r = rows - 1 - r;
  if (m.flip_cols) c = cols - 1 - c;
  return m.transpose ? g.at(c, r) : g.at(r, c);
}

// Is g's image under a before its image under b, by (rows, cells row-major)?
bool image_before(const Grid& g, Symmetry a, Symmetry b) {
  const int rows_a = image_rows(g, a), rows_b = image_rows(g, b);
  if (rows_a != rows_b) return rows_a < rows_b;
  const int cols = a.transpose ? g.rows : g.cols;
  for (int r = 0; r < rows_a; ++r)
    for (int c = 0; c < cols; ++c) {
      const char x = image_at(g, a, r, c), y = image_at(g, b, r, c);
      if (x != y) return x < y;
    }
  return false;
}

Grid image_of(const Grid& g, Symmetry m) {
  Grid out;
  out.rows = image_rows(g, m);
  out.cols = m.transpose ? g.rows : g.cols;
  out.cells.resize(g.cells.size());
  for (int r = 0; r < out.rows; ++r)
    for (int c = 0; c < out.cols; ++c) out.at(r, c) = image_at(g, m, r, c);
  return out;
}

// The least of g's images under the first `count` symmetries.
Grid least_of_images(const Grid& g, std::size_t count) {
  std::size_t best = 0;
  for (std::size_t i = 1; i < count; ++i)
    if (image_before(g, kSymmetries[i], kSymmetries[best])) best = i;
  return best == 0 ? g : image_of(g, kSymmetries[best]);
}

}  // namespace

Grid Grid::least_reflection() const { return least_of_images(*this, 4); }

Grid Grid::least_image() const { return least_of_images(*this, 8); }

Grid Grid::least_image(char blank) const {
  // A component is cropped already: no copy then.
  const auto blank_line = [&](int r0, int c0, int dr, int dc, int n) {
    for (int i = 0; i < n; ++i)
      if (at(r0 + i * dr, c0 + i * dc) != blank) return false;
    return true;
  };
  const bool cropped_already = rows > 0 && cols > 0 && !blank_line(0, 0, 0, 1, cols) &&
                               !blank_line(rows - 1, 0, 0, 1, cols) && !blank_line(0, 0, 1, 0, rows) &&
                               !blank_line(0, cols - 1, 1, 0, rows);
  return cropped_already ? least_image() : cropped(blank).least_image();
}

std::vector<Grid> Grid::components(char blank, bool diagonal) const {
  return diagonal ? components(blank, kAllSteps) : components(blank, kOrthogonalSteps);
}

std::vector<Grid> Grid::components(char blank, std::span<const Step> steps) const {
  // On the stack for boards of up to 256 cells (every board the parsers accept).
  absl::InlinedVector<int, 256> label(cells.size(), -1);
  absl::InlinedVector<int, 64> stack;
  std::vector<Grid> out;
  for (int start = 0; start < rows * cols; ++start) {
    if (cells[static_cast<std::size_t>(start)] == blank || label[static_cast<std::size_t>(start)] >= 0) continue;
    // Flood fill, keeping the group's bounding box; the part is then built cropped.
    const int id = static_cast<int>(out.size());
    int r0 = rows, r1 = -1, c0 = cols, c1 = -1;
    stack.assign(1, start);
    label[static_cast<std::size_t>(start)] = id;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      const int r = cell / cols, c = cell % cols;
      r0 = std::min(r0, r);
      r1 = std::max(r1, r);
      c0 = std::min(c0, c);
      c1 = std::max(c1, c);
      for (const Step s : steps) {
        const int nr = r + s.dr, nc = c + s.dc;
        if (!inside(nr, nc)) continue;
        const int next = nr * cols + nc;
        if (cells[static_cast<std::size_t>(next)] == blank || label[static_cast<std::size_t>(next)] >= 0) continue;
        label[static_cast<std::size_t>(next)] = id;
        stack.push_back(next);
      }
    }
    Grid part{r1 - r0 + 1, c1 - c0 + 1, {}};
    part.cells.assign(static_cast<std::size_t>(part.rows * part.cols), blank);
    for (int r = r0; r <= r1; ++r)
      for (int c = c0; c <= c1; ++c)
        if (label[static_cast<std::size_t>(r * cols + c)] == id) part.at(r - r0, c - c0) = at(r, c);
    out.push_back(std::move(part));
  }
  return out;
}

TwoPlayerBoard parse_two_player_board(std::string_view text, int size, const char (&pieces)[3], std::string_view game) {
  TwoPlayerBoard b;
  std::string_view board_text = text;
  if (const auto space = text.find(' '); space != std::string_view::npos) {
    const std::string_view who = text.substr(space + 1);
    if (who.size() != 1 || (who[0] != pieces[0] && who[0] != pieces[1]))
      throw ParseError(fmt::format("{} position '{}': the player to move after the board must be '{}' or '{}', not '{}'",
                                   game, text, pieces[0], pieces[1], who));
    b.first_to_move = who[0] == pieces[0];
    board_text = text.substr(0, space);
  }
  const Grid g = Grid::parse(board_text, fmt::format(".{}{}", pieces[0], pieces[1]), game);
  if (g.rows != size || g.cols != size)
    throw ParseError(fmt::format("{} position '{}': the board is {} x {}, expected {} x {}", game, text, g.rows, g.cols, size, size));
  for (int i = 0; i < size * size; ++i) {
    if (g.cells[static_cast<std::size_t>(i)] == pieces[0]) b.first |= 1u << i;
    if (g.cells[static_cast<std::size_t>(i)] == pieces[1]) b.second |= 1u << i;
  }
  return b;
}

std::string two_player_board_text(std::uint32_t first, std::uint32_t second, int size, const char (&pieces)[3]) {
  std::string out;
  for (int i = 0; i < size * size; ++i) {
    if (i > 0 && i % size == 0) out += '|';
    out += (first >> i) & 1 ? pieces[0] : (second >> i) & 1 ? pieces[1] : '.';
  }
  return out;
}

std::string two_player_board_text(std::uint32_t first, std::uint32_t second, int size, const char (&pieces)[3],
                                  bool first_to_move) {
  std::string out = two_player_board_text(first, second, size, pieces);
  const bool implied = std::popcount(first) == std::popcount(second);  // what parsing assumes
  if (first_to_move != implied) out += {' ', first_to_move ? pieces[0] : pieces[1]};
  return out;
}

Grid Grid::swapped(char a, char b) const {
  Grid g = *this;
  for (char& c : g.cells) c = c == a ? b : c == b ? a : c;
  return g;
}

}  // namespace cgt
