// The stack guard: a recursion that input deepens ends in a LimitError, on the main
// thread and on a thread with a small stack, and the game table stays usable after it.
#include "cgt/core/stack_guard.hpp"

#include <gtest/gtest.h>
#include <pthread.h>

#include "cgt/core/error.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/uptimal.hpp"

namespace cgt {
namespace CGT_TEST_NS {

int descend(int depth);
// Called through a volatile pointer, so the compiler cannot turn the recursion into a loop.
int (*volatile next_level)(int) = descend;

// Recurses until the guard throws (or, if it never did, to a depth no stack holds).
int descend(int depth) {
  if (depth > 100'000'000) return 0;
  check_stack("a test recursion");
  volatile char frame[512];  // a frame of some size, as real walks have
  frame[depth % 512] = 1;
  const int below = next_level(depth + 1);
  return below + frame[(depth * 7) % 512];
}

TEST(StackGuard, DeepRecursionEndsInALimitErrorOnTheMainThread) {
  try {
    descend(0);
    FAIL() << "the recursion ended without an error";
  } catch (const LimitError& e) {
    EXPECT_STREQ(e.what(), "a test recursion nested too deeply for this thread's stack");
  }
}

TEST(StackGuard, AThreadWithASmallStackGetsTheErrorToo) {
  pthread_attr_t attr;
  ASSERT_EQ(pthread_attr_init(&attr), 0);
  ASSERT_EQ(pthread_attr_setstacksize(&attr, 512 * 1024), 0);
  bool threw = false;
  pthread_t thread;
  ASSERT_EQ(pthread_create(&thread, &attr,
                           [](void* out) -> void* {
                             try {
                               descend(0);
                             } catch (const LimitError&) {
                               *static_cast<bool*>(out) = true;
                             }
                             return nullptr;
                           },
                           &threw),
            0);
  pthread_join(thread, nullptr);
  pthread_attr_destroy(&attr);
  EXPECT_TRUE(threw);
}

// ^.Pow(n) (^<n>) is a chain of n nested options: valid, and deep enough to exhaust the
// stack of the walks that build it. It is refused cleanly, and the table goes on working.
TEST(StackGuard, DeepGamesAreRefusedAndTheTableStaysUsable) {
  EXPECT_THROW(pow(Game::up(), 200000L), LimitError);
  const Game up3 = pow(Game::up(), 3L);
  EXPECT_EQ(to_string(up3), "^<3>");
  EXPECT_EQ(compare(up3, Game()), Relation::Greater);  // ^<n> is positive (Siegel, CGT II.7)
  EXPECT_EQ(compare(pow(Game::up(), 200L), Game()), Relation::Greater);  // shallow enough for sanitizer frames
}

}  // namespace
}  // namespace cgt
