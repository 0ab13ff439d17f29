// Cram: CGSuite's values (GameGridTest: normal and misère), a 1 x n strip as Dawson's
// Kayles (octal 0.07) in normal and misère play, the reducer and the misère search
// against plain searches without components or symmetry, symmetry strategies, errors.
#include <gtest/gtest.h>

#include "cgt/games/grid.hpp"

#include <random>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/cram.hpp"
#include "cgt/impartial/heap_values.hpp"
#include "cgt/impartial/misere_heap.hpp"
#include "cgt/impartial/misere_search.hpp"
#include "cgt/partisan/notation.hpp"
#include "value_of.hpp"

namespace cgt {
namespace CGT_TEST_NS {

Game value(std::string_view board) { return value_of<Cram>(Cram::parse(board)); }
std::string misere(std::string_view board) { return to_string(misere_canonical_form(Cram{}, Cram::parse(board))); }

// Cram with nothing but its moves: no components, no symmetry.
struct PlainCram {
  using Position = Grid;
  std::vector<Grid> moves(const Grid& p) const { return Cram{}.moves(p); }
};

TEST(Cram, ValuesFromCGSuite) {
  // CGSuite's GameGridTest: Cram(".........|##.######").CanonicalForm and .MisereCanonicalForm.
  EXPECT_EQ(to_string(value(".........|##.######")), "*4");
  EXPECT_EQ(misere(".........|##.######"), "*[2[2]321]");
  const Registry registry = builtin_registry();
  RunControl run;
  Session session(registry, run);
  EXPECT_EQ(to_string(value_of(parse_term("cram(\".........|##.######\")"), session)), "*4");
  EXPECT_EQ(to_string(misere_form_of(parse_term("cram(\".........|##.######\")"), session)), "*[2[2]321]");
  EXPECT_THROW(misere_form_of(parse_term("clobber(\"xo\")"), session), DomainError);  // not impartial
}

// A strip of n cells is a heap of Dawson's Kayles, 0.07 (Winning Ways ch. 4), computed
// here independently by the heap engine, in normal and in misère play.
TEST(Cram, StripsAreDawsonsKayles) {
  const HeapRule dawson = HeapRule::parse("0.07");
  const auto grundy = naive_grundy_values(dawson, 21);
  const auto forms = misere_heap_forms(dawson, 12);
  for (int n = 1; n <= 20; ++n) {
    const std::string strip(static_cast<std::size_t>(n), '.');
    EXPECT_EQ(value(strip), Game::nimber(grundy[static_cast<std::size_t>(n)])) << n;
    if (n <= 12) {
      EXPECT_EQ(misere_canonical_form(Cram{}, Cram::parse(strip)), forms[static_cast<std::size_t>(n)]) << n;
    }
  }
}

// Tweedledum and Tweedledee: a board with both sides even is a second-player win
// (point symmetry); with one side even and one odd the first player takes the two
// central cells and then mirrors (Gardner 1974).
TEST(Cram, SymmetryStrategies) {
  for (const auto& [m, n] : {std::pair{2, 2}, std::pair{2, 4}, std::pair{4, 4}, std::pair{2, 6}})
    EXPECT_EQ(value_of<Cram>(Cram::rectangle(m, n)), Game()) << m << "x" << n;
  for (const auto& [m, n] : {std::pair{2, 3}, std::pair{2, 5}, std::pair{3, 4}, std::pair{2, 7}})
    EXPECT_NE(value_of<Cram>(Cram::rectangle(m, n)), Game()) << m << "x" << n;
}

TEST(Cram, ReducerAndMisereSearchMatchPlainSearches) {
  std::mt19937_64 rng(2);
  for (int trial = 0; trial < 120; ++trial) {
    const std::string text = random_grid_text(rng, "..#", 3, 4);
    const Grid p = Cram::parse(text);
    const Game g = value_of<Cram>(p);
    EXPECT_EQ(g, Game::nimber(grundy_value(PlainCram{}, p))) << text;
    EXPECT_EQ(value_of<Cram>(p.transposed()), g) << text;
    EXPECT_EQ(misere_canonical_form(Cram{}, p), misere_canonical_form(PlainCram{}, p)) << text;
  }
}

TEST(Cram, Errors) {
  EXPECT_THROW(Cram::parse("..x"), ParseError);
  EXPECT_THROW(Cram::parse("..|."), ParseError);
  EXPECT_THROW(Cram::rectangle(0, 3), LimitError);
  try {
    Cram::parse("..x|...");
    FAIL();
  } catch (const ParseError& e) {
    EXPECT_NE(std::string(e.what()).find("cram board '..x|...': 'x' at column 3 is not one of"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace cgt
