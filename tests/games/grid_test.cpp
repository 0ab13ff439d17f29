#include "cgt/games/grid.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <string>
#include <tuple>
#include <vector>

namespace cgt {
namespace CGT_TEST_NS {

// The grid and its flips, every image built (the definition the keys must meet).
std::vector<Grid> reflections_of(const Grid& g) {
  return {g, g.flipped_rows(), g.flipped_cols(), g.flipped_rows().flipped_cols()};
}

Grid least_by_rows_then_cells(const std::vector<Grid>& images) {
  return *std::min_element(images.begin(), images.end(), [](const Grid& a, const Grid& b) {
    return std::tie(a.rows, a.cells) < std::tie(b.rows, b.cells);
  });
}

Grid random_grid(std::mt19937& rng, const char* alphabet, int alphabet_size) {
  const int rows = 1 + static_cast<int>(rng() % 5), cols = 1 + static_cast<int>(rng() % 6);
  Grid g{rows, cols, std::string(static_cast<std::size_t>(rows * cols), '.')};
  for (char& c : g.cells) c = alphabet[rng() % static_cast<unsigned>(alphabet_size)];
  return g;
}

// The keys are read through the symmetries without building each image: they must be
// the least of the images built one by one, by rows and then cells.
TEST(Grid, LeastImagesAreTheLeastOfTheBuiltImages) {
  std::mt19937 rng(8128);
  for (int trial = 0; trial < 2000; ++trial) {
    const Grid g = random_grid(rng, "xo..#", 5);
    EXPECT_EQ(g.least_reflection(), least_by_rows_then_cells(reflections_of(g))) << g.to_string();
    std::vector<Grid> all = reflections_of(g);
    for (const Grid& t : reflections_of(g.transposed())) all.push_back(t);
    EXPECT_EQ(g.least_image(), least_by_rows_then_cells(all)) << g.to_string();
    // Every image of g has the same key.
    for (const Grid& image : all) EXPECT_EQ(image.least_image(), g.least_image()) << g.to_string();
  }
  EXPECT_EQ(Grid::parse("o.|xx", "xo.", "test").least_image().to_string(), ".o|xx");
}

std::size_t stones_in(const Grid& g) {
  return static_cast<std::size_t>(std::count_if(g.cells.begin(), g.cells.end(), [](char c) { return c != '.'; }));
}

// Components: each group of connected cells cropped to its box, other cells blank; the
// groups together hold every cell once.
TEST(Grid, ComponentsPartitionTheCells) {
  std::mt19937 rng(496);
  for (int trial = 0; trial < 1000; ++trial) {
    const Grid g = random_grid(rng, "xo...", 5);
    for (bool diagonal : {false, true}) {
      const std::vector<Grid> parts = g.components('.', diagonal);
      std::size_t stones = 0;
      for (const Grid& part : parts) {
        EXPECT_EQ(part, part.cropped('.')) << g.to_string();
        EXPECT_EQ(part.components('.', diagonal).size(), 1u) << g.to_string();
        stones += stones_in(part);
      }
      EXPECT_EQ(stones, stones_in(g)) << g.to_string();
    }
  }
  const std::vector<Grid> parts = Grid::parse("x.o|..o|x..", "xo.", "test").components('.');
  ASSERT_EQ(parts.size(), 3u);
  EXPECT_EQ(parts[0].to_string(), "x");
  EXPECT_EQ(parts[1].to_string(), "o|o");
  EXPECT_EQ(parts[2].to_string(), "x");
  EXPECT_EQ(Grid::parse("xo.|.ox", "xo.", "test").components('.', true).size(), 1u);
}

}  // namespace CGT_TEST_NS
}  // namespace cgt
