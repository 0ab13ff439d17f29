// Clobber and CGSuite's rulesets of its schema GenClobber in the catalogue: clobber
// (with CGSuite 1.x's `directions` and `anti`), gen_clobber, anti_clobber, kings, rooks
// and queens; and Cannibal Clobber (gen_clobber's `cannibal`, cannibal_clobber).
#include <fmt/format.h>

#include "../partisan_entry.hpp"
#include "cgt/games/clobber.hpp"

namespace cgt::catalogue {
namespace {

const std::vector<std::string> kDirectionWords = {"orthogonal", "diagonal", "all", "knights_move"};

Parameter directions_parameter() {
  return choice_parameter("directions",
                          "how a stone moves: orthogonal (Clobber), diagonal, all eight ways (Kings; CGSuite's "
                          "compass) or knight's moves (Knights)",
                          kDirectionWords, "orthogonal");
}
Parameter anti_parameter() {
  return boolean_parameter("anti", "Anti-Clobber: move onto an empty cell, leaving an opposing stone behind", false);
}

Parameter cannibal_parameter() {
  return boolean_parameter("cannibal", "Cannibal Clobber: a stone may also clobber a stone of its own colour", false);
}

ClobberRules rules_of(const Arguments& a) {
  ClobberRules r;
  const std::string& word = a.choice("directions");
  r.directions = word == "diagonal"       ? ClobberDirections::Diagonal
                 : word == "all"          ? ClobberDirections::All
                 : word == "knights_move" ? ClobberDirections::Knight
                                          : ClobberDirections::Orthogonal;
  r.anti = a.boolean("anti");
  if (a.has("cannibal")) r.cannibal = a.boolean("cannibal");
  if (a.has("max_distance")) r.max_distance = a.small_integer("max_distance");
  return r;
}

// A session keeps one reducer per ruleset.
std::string rules_key(const ClobberRules& r) {
  return fmt::format("{}/{}/{}/{}", static_cast<int>(r.directions), r.max_distance, r.anti, r.cannibal);
}

// The board with the named arguments that are not their defaults: every spelling of a
// position prints the same.
Term normal_term(const std::string& name, const Grid& board, const Arguments& a, const Signature& sig) {
  Term t = board_term(name, board.to_string());
  for (const Parameter& p : sig) {
    if (p.name == "board") continue;
    TermValue v;  // assigned, not braced: GCC 12 misreads the braced variant as uninitialised
    if (p.kind == ParameterKind::Choice) v.data = TermValue::Word{a.choice(p.name)};
    else if (p.kind == ParameterKind::Boolean) v.data = a.boolean(p.name);
    else v.data = a.integer(p.name);
    if (!(v == *p.default_value)) t.named.emplace_back(p.name, std::move(v));
  }
  return t;
}

struct RulesetSpec {
  std::string name;
  Signature extra;                              // parameters after the board
  std::function<ClobberRules(const Arguments&)> rules;
  std::string example, description, engine;
  std::string bench;                            // a term valued by `cgt bench`
  std::string cells;                            // of random boards
};

// The outcome search's default fold budget. On a strip, small components are often
// x + n.^ + *k and fold into one closed form (OutcomeSearch): 12 strips of length 59-60
// from random play of (xo)^30 took up to 10 s and more (4 of 12) in pure search and at
// most 1.6 s (11 under 0.03 s) with a budget of 16; (xo)^16 4.7 s against 0.97 s. On
// two-dimensional boards only components of at most 4 moves are worth valuing (the
// budget also caps a valued component's options): 60 6x6 boards from random play took
// 5.1 s in pure search, 2.2 s with a budget of 4, and 2.7 s with 8.
std::size_t outcome_fold_budget(const Grid& board) { return board.rows == 1 ? 16 : 4; }

GameEntry ruleset_entry(RulesetSpec spec) {
  GameEntry e;
  e.name = spec.name;
  Signature sig = board_signature(spec.cells.find('#') != std::string::npos
                                      ? "rows separated by '|': 'x' Left's stone, 'o' Right's, '.' empty, '#' blocked"
                                      : "rows separated by '|': 'x' Left's stone, 'o' Right's, '.' empty");
  sig.insert(sig.end(), spec.extra.begin(), spec.extra.end());
  e.signatures = {sig};
  e.example = spec.example;
  e.description = spec.description;
  e.engines = {{Command::Value, spec.engine},
               {Command::Outcome, "outcome search (number avoidance)"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, spec.bench};
  // Plain Clobber's rules go to the Clobber class (its own moves, as before the schema).
  e.value = [name = spec.name, rules = spec.rules](const Arguments& a, Session& s) {
    const GenClobber game(rules(a));
    const Grid board = game.parse(a.string("board"), name);
    if (game.rules() == ClobberRules{}) return reduce(s, Clobber{}, board);
    return reduce(s, game, board, rules_key(game.rules()));
  };
  e.outcome = [name = spec.name, rules = spec.rules](const Arguments& a, Session& s, const OutcomeRequest& req) {
    const GenClobber game(rules(a));
    const Grid board = game.parse(a.string("board"), name);
    const std::size_t budget = outcome_fold_budget(board);
    if (game.rules() == ClobberRules{}) return search_outcome(s, Clobber{}, board, req, budget);
    return search_outcome(s, game, board, req, budget);
  };
  serve_play(e, [name = spec.name, rules = spec.rules](const Arguments& a) {
    const GenClobber game(rules(a));
    return std::tuple{game, game.parse(a.string("board"), name), [](const Grid& g) { return g.to_string(); }};
  });
  e.misere_outcome = [name = spec.name, rules = spec.rules](const Arguments& a, Session& s) {
    const GenClobber game(rules(a));
    return search_misere_outcome(s, game, game.parse(a.string("board"), name));
  };
  e.random_position = [name = spec.name, cells = spec.cells](std::mt19937_64& rng) {
    return board_term(name, random_board(rng, 3, 4, cells));
  };
  e.normal_position = [name = spec.name, rules = spec.rules, sig](const Arguments& a) {
    return normal_term(name, GenClobber(rules(a)).parse(a.string("board"), name), a, sig);
  };
  e.position_followers = [name = spec.name, rules = spec.rules, sig](const Arguments& a, Session& s) {
    const GenClobber game(rules(a));
    return followers_as_terms(game, game.parse(a.string("board"), name), s,
                              [&](const Grid& g) { return normal_term(name, g, a, sig); });
  };
  return e;
}

std::string random_rules(std::mt19937_64& rng, bool distance, bool cannibal) {
  std::string out;
  if (rng() % 2) out += ", directions = " + kDirectionWords[rng() % 3];
  if (rng() % 3 == 0) out += ", anti = true";
  else if (cannibal && rng() % 3 == 0) out += ", cannibal = true";
  if (distance && rng() % 2) out += fmt::format(", max_distance = {}", 1 + rng() % 3);
  return out;
}

// A board for Anti-Clobber when the rules say so.
std::string cells_for(const std::string& rules) { return rules.find("anti") != std::string::npos ? "xo..#" : "xo."; }

}  // namespace

GameEntry clobber_entry() {
  GameEntry e = ruleset_entry({
      .name = "clobber",
      .extra = {directions_parameter(), anti_parameter()},
      .rules = rules_of,
      .example = "clobber(\"xox|ox.\")",
      .description = "a player moves a stone of theirs onto an orthogonally adjacent stone of the opponent's, removing "
                     "it (Albert, Grossman, Nowakowski and Wolfe 2005; CGSuite 1.x's directions and anti)",
      .engine = "canonical reducer (components, symmetry, colour swap as negation)",
      .bench = "clobber(\"xoxo|oxox|xoxo\")",
      .cells = "xo.",
  });
  // The shared outcome search (cgt/partisan/outcome_search.hpp): on a strip, folding
  // closed forms; on a 6x6 board from random play, pure search.
  e.more_bench = {{Command::Outcome, "clobber(\"xoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxoxo\")"},
                  {Command::Outcome, "clobber(\"x.xoxx|oo.oo.|xoox.x|ox..ox|xx.o..|o.xxxo\")"}};
  // Anti-Clobber boards may hold '#': random rules pick their board.
  e.random_position = [](std::mt19937_64& rng) {
    const std::string rules = random_rules(rng, false, false);
    return parse_term(fmt::format("clobber(\"{}\"{})", random_board(rng, 3, 4, cells_for(rules)), rules));
  };
  return e;
}

GameEntry gen_clobber_entry() {
  GameEntry e = ruleset_entry({
      .name = "gen_clobber",
      .extra = {directions_parameter(), anti_parameter(),
                integer_parameter("max_distance", "steps a stone may take in one line through empty cells (256: any)",
                                  1, 256, 1),
                cannibal_parameter()},
      .rules =
          [](const Arguments& a) {
            ClobberRules r = rules_of(a);
            if (r.max_distance == 256) r.max_distance = ClobberRules::kUnlimited;  // no line is longer
            return r;
          },
      .example = "gen_clobber(\"xoxo|oox.|xxx.\", directions = diagonal)",
      .description = "Clobber with the stones moving orthogonally, diagonally or both, up to max_distance steps, "
                     "optionally as Anti-Clobber (CGSuite's ruleset schema game.grid.GenClobber) or as Cannibal "
                     "Clobber",
      .engine = "canonical reducer (components along the moves, symmetry, colour swap as negation)",
      .bench = "gen_clobber(\"xoxoo|oxxox\", directions = all, max_distance = 2)",
      .cells = "xo.",
  });
  e.random_position = [](std::mt19937_64& rng) {
    const std::string rules = random_rules(rng, true, true);
    return parse_term(fmt::format("gen_clobber(\"{}\"{})", random_board(rng, 3, 4, cells_for(rules)), rules));
  };
  return e;
}

GameEntry anti_clobber_entry() {
  return ruleset_entry({
      .name = "anti_clobber",
      .extra = {},
      .rules = [](const Arguments&) { return GenClobber::anti_clobber().rules(); },
      .example = "anti_clobber(\"xoxo|oo..\")",
      .description = "a stone moves onto an orthogonally adjacent empty cell and leaves an opposing stone behind: "
                     "Clobber backwards (CGSuite's game.grid.AntiClobber)",
      .engine = "canonical reducer (stones and empty cells a step apart, symmetry, colour swap as negation)",
      .bench = "anti_clobber(\"xo...|.....|...ox\")",
      .cells = "xo..#",
  });
}

GameEntry cannibal_clobber_entry() {
  GameEntry e = ruleset_entry({
      .name = "cannibal_clobber",
      .extra = {},
      .rules = [](const Arguments&) { return GenClobber::cannibal_clobber().rules(); },
      .example = "cannibal_clobber(\"xxo|ox.\")",
      .description = "Clobber in which a stone may also clobber a stone of its own colour (proposed by Ingo "
                     "Althöfer in 2003); a row of n stones of one colour is worth n - 1 moves",
      .engine = "canonical reducer (connected stones, symmetry, colour swap as negation)",
      .bench = "cannibal_clobber(\"xoxo|oxxo|xo..\")",
      .cells = "xo..",
  });
  // CGSuite's HotClobber is this game: GenClobber with clobbered => {Left => {1,2}, Right => {1,2}}.
  e.aliases = {"hot_clobber"};
  return e;
}

GameEntry knights_entry() {
  return ruleset_entry({
      .name = "knights",
      .extra = {},
      .rules = [](const Arguments&) { return GenClobber::knights().rules(); },
      .example = "knights(\"x..o|..o.|.x..\")",
      .description = "Clobber with stones that move and capture as chess knights (CGSuite's game.grid.Knights)",
      .engine = "canonical reducer (stones a knight's move apart, symmetry, colour swap as negation)",
      .bench = "knights(\"xoxo|oxox|xoxo\")",
      .cells = "xo..",
  });
}

GameEntry kings_entry() {
  return ruleset_entry({
      .name = "kings",
      .extra = {},
      .rules = [](const Arguments&) { return GenClobber::kings().rules(); },
      .example = "kings(\"xox|ox.\")",
      .description = "Clobber with stones that move and capture as chess kings, one step in any of 8 directions "
                     "(CGSuite's game.grid.Kings)",
      .engine = "canonical reducer (8-connected components, symmetry, colour swap as negation)",
      .bench = "kings(\"xoxo|oxox|xo..\")",
      .cells = "xo..",
  });
}

GameEntry rooks_entry() {
  return ruleset_entry({
      .name = "rooks",
      .extra = {},
      .rules = [](const Arguments&) { return GenClobber::rooks().rules(); },
      .example = "rooks(\"xox|ox.\")",
      .description = "Clobber with stones that move and capture as chess rooks, any distance orthogonally without "
                     "jumping (CGSuite's game.grid.Rooks, after M. Albert's CGSuite 1.x ruleset)",
      .engine = "canonical reducer (stones sharing rows or columns, symmetry, colour swap as negation)",
      .bench = "rooks(\"xoxo.|ox..x|..xoo\")",
      .cells = "xo..",
  });
}

GameEntry queens_entry() {
  return ruleset_entry({
      .name = "queens",
      .extra = {},
      .rules = [](const Arguments&) { return GenClobber::queens().rules(); },
      .example = "queens(\"xox|ox.\")",
      .description = "Clobber with stones that move and capture as chess queens, any distance in 8 directions "
                     "without jumping (CGSuite's game.grid.Queens)",
      .engine = "canonical reducer (stones sharing lines, symmetry, colour swap as negation)",
      .bench = "queens(\"xoxo.|ox...|..xoo\")",
      .cells = "xo..",
  });
}

}  // namespace cgt::catalogue
