// Fox and Geese, Ceylonese Fox and Geese and the GenFoxAndGeese schema in the catalogue:
// loopy rulesets, valued by components of the position graph (CGSuite's GameValue).
#include "../loopy_play.hpp"
#include "../partisan_entry.hpp"
#include "cgt/games/fox_and_geese.hpp"
#include "cgt/partisan/loopy/position_graph.hpp"

namespace cgt::catalogue {
namespace {

struct FoxAndGeeseSpec {
  std::string name, description, example, bench;
  bool general = false;  // gen_fox_and_geese: board_width and fox_range are parameters
  int fox_range = 1;
};

// A position as its term's arguments, "{(3,1),(3,3)} (1,5)" (geese, then the fox), or
// "escaped" once the fox has passed the geese (the position is then off).
std::string position_text(const FoxAndGeese::Position& p) {
  if (p.escaped()) return "escaped";
  std::string geese;
  for (const auto& [row, col] : p.geese) geese += fmt::format("{}({},{})", geese.empty() ? "" : ",", row, col);
  return fmt::format("{{{}}} ({},{})", geese, p.fox.first, p.fox.second);
}

GameEntry make_entry(const FoxAndGeeseSpec& spec) {
  GameEntry e;
  e.name = spec.name;
  Signature sig = {coordinates_set_parameter("geese", "the geese (Left): a set of squares {(row, col), ...}, row 1 at the "
                                                      "bottom, row + col even"),
                   coordinates_parameter("fox", "the fox's square (Right) (row, col)")};
  if (spec.general) {
    sig.push_back(integer_parameter("board_width", "columns of the board", 1, FoxAndGeese::kMaxWidth, 8));
    sig.push_back(integer_parameter("fox_range", "how far the fox may slide along a diagonal", -1'000'000, 1'000'000, 1));
  }
  e.signatures = {sig};
  e.example = spec.example;
  e.description = spec.description;
  e.engines = {{Command::Value, "position graph (escaped positions are off) valued by strongly connected components"}};
  e.bench = {Command::Value, spec.bench};
  const auto game = [spec](const Arguments& a) {
    return spec.general ? FoxAndGeese(a.small_integer("board_width"), a.small_integer("fox_range"))
                        : FoxAndGeese(8, spec.fox_range);
  };
  e.loopy_graph = [game](const Arguments& a, Session& s) {
    const FoxAndGeese g = game(a);
    return loopy::position_graph(g, g.position(a.coordinates_set("geese"), a.coordinates("fox")), s.run());
  };
  e.engines.emplace_back(Command::Play, kLoopyPlayEngine);
  e.play = [game](const Arguments& a, Session& s, const PlayRequest& r) {
    const FoxAndGeese g = game(a);
    return loopy_play(g, g.position(a.coordinates_set("geese"), a.coordinates("fox")), position_text, s, r);
  };
  e.normal_position = [game](const Arguments& a) {
    // The squares as given (geese sorted, once each), not settled: an escaped start
    // still names its squares.
    game(a).position(a.coordinates_set("geese"), a.coordinates("fox"));  // checks them
    Term t = a.normal_term();
    t.has_parentheses = true;
    return t;
  };
  return e;
}

}  // namespace

GameEntry fox_and_geese_entry() {
  return make_entry({
      .name = "fox_and_geese",
      .description = "geese (Left) step diagonally down, the fox (Right) steps diagonally either way on an 8-wide "
                     "board; a loopy game (Winning Ways ch. 20; CGSuite's game.grid.FoxAndGeese)",
      .example = "fox_and_geese({(3,1),(3,3),(3,5),(3,7)}, (1,5))",
      .bench = "fox_and_geese({(4,2),(4,4),(4,6),(4,8)}, (1,1))",
  });
}

GameEntry ceylonese_fox_and_geese_entry() {
  return make_entry({
      .name = "ceylonese_fox_and_geese",
      .description = "Fox and Geese where the fox slides one or two squares along a diagonal (CGSuite's "
                     "game.grid.CeyloneseFoxAndGeese; Winning Ways ch. 20)",
      .example = "ceylonese_fox_and_geese({(3,1),(3,3),(3,5),(3,7)}, (1,5))",
      .bench = "ceylonese_fox_and_geese({(4,2),(4,4),(4,6),(4,8)}, (1,1))",
      .fox_range = 2,
  });
}

GameEntry gen_fox_and_geese_entry() {
  return make_entry({
      .name = "gen_fox_and_geese",
      .description = "Fox and Geese on a board of any width, the fox sliding up to fox_range squares (CGSuite's "
                     "game.grid.GenFoxAndGeese)",
      .example = "gen_fox_and_geese({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9), board_width = 10)",
      .bench = "gen_fox_and_geese({(3,1),(3,3),(3,5),(3,7),(3,9)}, (1,9), board_width = 10)",
      .general = true,
  });
}

}  // namespace catalogue
