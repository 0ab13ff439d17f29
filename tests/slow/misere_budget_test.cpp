// The work budget of misère operations (cgt/impartial/misere_game.hpp): a sum whose
// canonical form is out of reach stops with a LimitError instead of running on.
// Release suite only (label "slow"): reaching the budget takes a couple of seconds.
#include <gtest/gtest.h>

#include <string>

#include "cgt/core/error.hpp"
#include "cgt/impartial/misere_game.hpp"

namespace cgt {
namespace CGT_TEST_NS {

TEST(MisereBudget, LargeSumStopsWithLimitError) {
  // Found by the misère fuzz target (birthday 22, well within the budget); adding
  // two more terms takes it far beyond.
  const std::string within = "*[[2],*[[4]]+*[*[[8]]+*[6],1]]";
  const MisereGame g = parse_misere_game(within);
  EXPECT_EQ(g.birthday(), 22u);
  EXPECT_EQ(to_string(g), "*[((4[#8]8[#4])[6](8[#6]1)[4]4[#1])2#]");
  try {
    (void)to_string(parse_misere_game(within + "+*[[3],[[2]]]+*[[2],[3]]"));
    ADD_FAILURE() << "expected the work budget to stop this sum";
  } catch (const LimitError& e) {
    EXPECT_NE(std::string(e.what()).find("misere canonical form too large to compute"), std::string::npos);
  }
}

}  // namespace
}  // namespace cgt
