#include "cgt/core/solved_value.hpp"

#include <gtest/gtest.h>

#include <string_view>

namespace cgt {
namespace CGT_TEST_NS {

TEST(SolvedValue, WordsRoundTrip) {
  for (SolvedValue v : {SolvedValue::Win, SolvedValue::Lose, SolvedValue::Tie, SolvedValue::Draw})
    EXPECT_EQ(parse_solved_value(to_string(v)), v);
  EXPECT_EQ(std::string_view(to_string(SolvedValue::Lose)), "lose");
  EXPECT_FALSE(parse_solved_value("Win").has_value());
  EXPECT_FALSE(parse_solved_value("").has_value());
}

TEST(SolvedValue, PrimitiveIsTheTerminalPartOfTheSameVocabulary) {
  EXPECT_EQ(to_solved_value(Primitive::Win), SolvedValue::Win);
  EXPECT_EQ(to_solved_value(Primitive::Lose), SolvedValue::Lose);
  EXPECT_EQ(to_solved_value(Primitive::Tie), SolvedValue::Tie);
  EXPECT_FALSE(to_solved_value(Primitive::Undecided).has_value());
  for (Primitive p : {Primitive::Win, Primitive::Lose, Primitive::Tie}) EXPECT_EQ(to_primitive(*to_solved_value(p)), p);
  EXPECT_EQ(to_primitive(SolvedValue::Draw), Primitive::Undecided);  // play never ends: not terminal
}

}  // namespace
}  // namespace cgt
