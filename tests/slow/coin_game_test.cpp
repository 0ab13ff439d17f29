// The Coin Game's compressed reduced game on every reduced game within larger bounds.
#include <gtest/gtest.h>

#include "../games/reduced_game_check.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(CoinGame, CompressionAgreesOnEveryReducedGameWithSidesUpToFive) {
  EXPECT_EQ(check_all_reduced_games(5, 3, 2, 5, 2), 220275);
}

TEST(CoinGame, CompressionAgreesOnEveryReducedGameOfUpToSixPairs) {
  EXPECT_EQ(check_all_reduced_games(3, 6, 3, 4, 2), 138570);  // sides up to 3
}

}  // namespace
}  // namespace cgt
