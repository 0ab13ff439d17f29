#include <gtest/gtest.h>

#include <string>

#include "cgt/core/error.hpp"

namespace cgt {
namespace CGT_TEST_NS {

// UTF-8 lengths by the encoding's byte patterns: 'a' (1), 'ω' U+03C9 (CF 89), '→' U+2192
// (E2 86 92), '𝔾' U+1D53E (F0 9D 94 BE); a stray continuation, a cut sequence and a lead
// byte followed by ASCII are not UTF-8.
TEST(ErrorText, Utf8LengthFollowsTheEncoding) {
  EXPECT_EQ(utf8_length("a", 0), 1u);
  EXPECT_EQ(utf8_length("\xCF\x89", 0), 2u);
  EXPECT_EQ(utf8_length("\xE2\x86\x92", 0), 3u);
  EXPECT_EQ(utf8_length("\xF0\x9D\x94\xBE", 0), 4u);
  EXPECT_EQ(utf8_length("\x89", 0), 0u);
  EXPECT_EQ(utf8_length("\xE2\x86", 0), 0u);
  EXPECT_EQ(utf8_length("\xCF" "a", 0), 0u);
  EXPECT_EQ(utf8_length("x\xCF\x89", 1), 2u);
}

// A one-line message keeps UTF-8, writes line breaks and tabs as escapes and every other
// control byte or byte that is not UTF-8 as '?'; an excerpt never cuts a character.
TEST(ErrorText, OneLineAndExcerptKeepCharactersWhole) {
  EXPECT_EQ(one_line("a\nb\tc\rd"), "a\\nb\\tc\\rd");
  EXPECT_EQ(one_line("\xCF\x89 \x01 \xFF \xE2\x86"), "\xCF\x89 ? ? ??");
  std::string text;
  for (int i = 0; i < 100; ++i) text += "\xCF\x89";
  for (std::size_t pos : {0u, 41u, 99u, 150u, 199u}) {
    const std::string cut = excerpt(text, pos, 21);
    EXPECT_EQ(one_line(cut), cut) << pos;  // nothing became '?': no character was split
    EXPECT_EQ(cut.find('?'), std::string::npos) << pos;
  }
}

}  // namespace CGT_TEST_NS
}  // namespace cgt
