// CGSuite's GenToadsAndFrogs schema in the catalogue: short games by the reducer, loopy
// ones (min_slide < 0) by components of the position graph.
#include "../partisan_entry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/gen_toads_and_frogs.hpp"
#include "cgt/partisan/loopy/component_values.hpp"
#include "cgt/partisan/loopy/position_graph.hpp"

namespace cgt::catalogue {
namespace {

GenToadsAndFrogs rules_of(const Arguments& a) {
  return GenToadsAndFrogs(a.small_integer("min_slide"), a.small_integer("max_slide"), a.small_integer("max_jump"),
                          a.boolean("allow_friendly_jump"));
}

GenToadsAndFrogs::Position gen_toads_and_frogs_board(const Arguments& a) { return GenToadsAndFrogs::parse(a.string("board")); }

void require_loop_free(const GenToadsAndFrogs& g) {
  if (!g.loop_free())
    throw DomainError("gen_toads_and_frogs with min_slide < 0 is loopy: its value is a stopper or onside & offside "
                      "(GameValue), not a short game");
}

}  // namespace

GameEntry gen_toads_and_frogs_entry() {
  GameEntry e;
  e.name = "gen_toads_and_frogs";
  const int limit = GenToadsAndFrogs::kMaxDistance;
  e.signatures = {{string_parameter("board", "a strip: 't' toads (Left, move right), 'f' frogs (Right, move left), '.' empty"),
                   integer_parameter("min_slide", "the shortest slide (negative: backwards)", -limit, limit, 1),
                   integer_parameter("max_slide", "the longest slide", -limit, limit, 1),
                   integer_parameter("max_jump", "the most adjacent opposing pieces jumped at once", 0, limit, 1),
                   boolean_parameter("allow_friendly_jump", "pieces may also jump their own", false)}};
  e.example = "gen_toads_and_frogs(\"tttt..fff\", max_jump = 2)";
  e.description = "Toads and Frogs with slides of min_slide..max_slide cells (negative: backwards, a loopy game) and "
                  "jumps over up to max_jump pieces (CGSuite's game.strip.GenToadsAndFrogs)";
  e.engines = {{Command::Value, "canonical reducer; with backward slides, the position graph valued by components"},
               {Command::Outcome, "outcome search (loop-free rules)"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "gen_toads_and_frogs(\"ttt.t...ff.f\", max_jump = 2)"};
  e.value = [](const Arguments& a, Session& s) {
    const GenToadsAndFrogs g = rules_of(a);
    require_loop_free(g);
    return reduce(s, g, gen_toads_and_frogs_board(a), to_string(a.normal_term()) + "#rules");
  };
  e.loopy_value = [](const Arguments& a, Session& s) {
    const GenToadsAndFrogs g = rules_of(a);
    if (g.loop_free())
      return loopy::SidedValue(loopy::CanonicalStopper::from_game(reduce(s, g, gen_toads_and_frogs_board(a), to_string(a.normal_term()) + "#rules")));
    return loopy::value_by_components(loopy::position_graph(g, gen_toads_and_frogs_board(a), s.run()), 0, s.run());
  };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) {
    const GenToadsAndFrogs g = rules_of(a);
    require_loop_free(g);
    return search_outcome(s, g, gen_toads_and_frogs_board(a), r, 0);
  };
  serve_play(e, [](const Arguments& a) {
    const GenToadsAndFrogs g = rules_of(a);
    require_loop_free(g);
    return std::tuple{g, gen_toads_and_frogs_board(a), [](const std::string& p) { return p; }};
  });
  e.random_position = [](std::mt19937_64& rng) {
    std::string text(1 + rng() % 8, '.');
    for (char& c : text) c = "tf.."[rng() % 4];
    Term t = board_term("gen_toads_and_frogs", text);
    TermValue jump;
    jump.data = static_cast<std::int64_t>(rng() % 3);
    t.named.emplace_back("max_jump", jump);
    TermValue slide;
    slide.data = static_cast<std::int64_t>(1 + rng() % 2);
    t.named.emplace_back("max_slide", slide);
    return t;
  };
  e.normal_position = [](const Arguments& a) {
    Term t = a.normal_term();
    t.positional[0].data = gen_toads_and_frogs_board(a);
    t.has_parentheses = true;
    return t;
  };
  return e;
}

}  // namespace cgt::catalogue
