#include "cgt/partisan/uptimal.hpp"

#include <span>

namespace cgt {

Game up_to_the(long n) {
  if (n <= 0) return Game();
  Game g = Game::up();
  const Game star = Game::nimber(1);
  for (long i = 2; i <= n; ++i) g = Game::from_options(std::span(&g, 1), std::span(&star, 1));
  return g;
}

Game up_nth(long n) {
  if (n <= 0) return Game();
  return n == 1 ? Game::up() : up_to_the(n) - up_to_the(n - 1);
}

}  // namespace cgt
