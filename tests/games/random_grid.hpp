#pragma once
// Random small boards for the grid games' tests: 1..max_rows rows of 1..max_cols cells,
// each cell drawn uniformly from `cells` (repeat a character to make it likelier).
#include <random>
#include <string>
#include <string_view>

namespace cgt {

inline std::string random_grid_text(std::mt19937_64& rng, std::string_view cells, int max_rows, int max_cols) {
  const int rows = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_rows));
  const int cols = 1 + static_cast<int>(rng() % static_cast<unsigned>(max_cols));
  std::string text;
  for (int r = 0; r < rows; ++r) {
    if (r > 0) text += '|';
    for (int c = 0; c < cols; ++c) text += cells[rng() % cells.size()];
  }
  return text;
}

}  // namespace cgt
