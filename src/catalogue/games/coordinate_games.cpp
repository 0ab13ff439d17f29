// CGSuite's coordinate rulesets in the catalogue (game.heap: Wythoff, GenWythoff, Mem,
// GenMem, FibonacciNim, TakeAway, Cutcake, GenCutcake, Eatcake, TurnAndEatcake,
// MaundyCake, PartizanEuclid, PartizanSubtraction, PartizanSplittles,
// PartizanTakeAndBreak) and the impartial Subtraction and Splittles schemas.
// A position is a pair `(m, n)` (a heap n for the heap schemas); impartial rulesets give
// nimbers by Grundy search and misère canonical forms, partizan ones canonical forms.
#include <fmt/format.h>

#include <random>

#include "../impartial_entry.hpp"
#include "../partisan_entry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/games/coordinate_ruleset.hpp"
#include "cgt/impartial/heap_analysis.hpp"
#include "cgt/impartial/heap_sum.hpp"
#include "cgt/impartial/impartial_game.hpp"
#include "cgt/impartial/misere_search.hpp"

namespace cgt::catalogue {
namespace {

using Coordinates = CoordinateRuleset::Coordinates;

// Coordinates past this are refused: the positions below a pair grow as m * n, their
// options as m + n, and the reducer and the searches recurse once per move of the
// longest game (a heap of n taken one at a time is n levels deep).
constexpr std::int64_t kMaxCoordinate = 2'000;

Coordinates pair_of(const Arguments& a, const std::string& game) {
  const Coordinates c = a.coordinates("position");
  for (const std::int64_t x : {c.first, c.second}) {
    if (x < 0) throw ParseError(fmt::format("{}: position ({}, {}) has a negative coordinate", game, c.first, c.second));
    if (x > kMaxCoordinate)
      throw LimitError(fmt::format("{}: position ({}, {}) is past the largest coordinate accepted, {}", game, c.first,
                                   c.second, kMaxCoordinate));
  }
  return c;
}

// A sum of pairs as players read it: "(8, 3) + (2, 3)", "0" for the empty sum.
std::string sum_text(const CoordinateRuleset::Position& p) {
  if (p.empty()) return "0";
  std::string out;
  for (const auto& [m, n] : p) out += fmt::format("{}({}, {})", out.empty() ? "" : " + ", m, n);
  return out;
}

// A sum of heaps (a partizan heap game's position, (n, 0) each): "heap 3 + heap 2", "0".
std::string heaps_text(const CoordinateRuleset::Position& p) {
  if (p.empty()) return "0";
  std::string out;
  for (const auto& c : p) out += fmt::format("{}heap {}", out.empty() ? "" : " + ", c.first);
  return out;
}

Term pair_term(const std::string& name, Coordinates c) {
  Term t;
  t.name = name;
  t.has_parentheses = true;
  TermValue::List pair;
  pair.open = '(';
  pair.items = {TermValue{c.first, 0}, TermValue{c.second, 0}};
  TermValue v;
  v.data = std::move(pair);
  t.positional.push_back(std::move(v));
  return t;
}

struct CoordinateSpec {
  std::string name, description, example, bench;
  std::vector<Parameter> parameters = {};  // after the position
  std::function<CoordinateRuleset(const Arguments&)> ruleset;
};

// The entry of a coordinate ruleset: `name((m, n), parameters...)`.
GameEntry coordinate_entry(CoordinateSpec spec) {
  GameEntry e;
  e.name = spec.name;
  Signature sig = {coordinates_parameter("position", "the position (m, n)")};
  sig.insert(sig.end(), spec.parameters.begin(), spec.parameters.end());
  e.signatures = {sig};
  e.example = spec.example;
  e.description = spec.description;
  e.bench = {Command::Value, spec.bench};
  const auto rules = spec.ruleset;
  const bool impartial = rules(bind_arguments(parse_term(spec.example), e.signatures)).impartial();
  e.engines = {{Command::Value, impartial ? "Grundy search (nimber)" : "canonical reducer (sums of pairs)"},
               {Command::Outcome, "outcome search"},
               {Command::Play, kPlayEngine}};
  const std::string name = spec.name;
  e.value = [rules, name, impartial](const Arguments& a, Session& s) {
    const CoordinateRuleset game = rules(a);
    const CoordinateRuleset::Position start{pair_of(a, name)};
    if (impartial) return Game::nimber(grundy_value(game, start, {}, s.run()));
    return reduce(s, game, start, to_string(a.normal_term()) + "#ruleset");
  };
  e.outcome = [rules, name](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, rules(a), CoordinateRuleset::Position{pair_of(a, name)}, r, kDefaultComponentBudget,
                          &sum_text);
  };
  serve_play(e, [rules, name](const Arguments& a) {
    return std::tuple{rules(a), CoordinateRuleset::Position{pair_of(a, name)}, &sum_text};
  });
  if (impartial) {
    e.misere = [rules, name](const Arguments& a, Session& s) {
      return misere_canonical_form(rules(a), CoordinateRuleset::Position{pair_of(a, name)}, {}, s.run());
    };
  } else {
    e.misere_outcome = [rules, name](const Arguments& a, Session& s) {
      return search_misere_outcome(s, rules(a), CoordinateRuleset::Position{pair_of(a, name)});
    };
  }
  e.random_position = [name](std::mt19937_64& rng) {
    return pair_term(name, {static_cast<std::int64_t>(rng() % 6), static_cast<std::int64_t>(rng() % 6)});
  };
  e.normal_position = [name](const Arguments& a) {
    Term t = a.normal_term();
    pair_of(a, name);
    t.has_parentheses = true;
    return t;
  };
  return e;
}

// A take-and-break code as CGSuite writes it for a cake's rule: what `cgt heap` reads,
// and Maundy's "{2+}=.0" (split into two or more equal heaps).
CoordinateRuleset::HeapMoves cake_rule(const std::string& code) {
  if (code == "{2+}=.0") return CoordinateRuleset::equal_split_moves();
  return CoordinateRuleset::heap_moves(HeapRule::parse(code));
}

CoordinateRuleset cutcake(const char* code, bool twisted) {
  return CoordinateRuleset::gen_cutcake(cake_rule(code), cake_rule(code), twisted);
}

// A heap rule from a set of removals, as CGSuite's TakeAndBreak.FromSubtractionSet(set,
// digit, allbut) builds it: without `splits` (digit 3) the rest stays as at most one heap
// (Subtraction), with it (digit 7) as none, one or two heaps (Splittles; Winning Ways ch. 4).
HeapRule set_rule(const Arguments& a, const std::string& set_name, const std::string& game, bool splits) {
  std::vector<std::uint64_t> set;
  for (const std::int64_t k : a.integers(set_name)) {
    if (k < 1) throw ParseError(fmt::format("{}: {} holds {}; subtraction sets hold positive integers", game, set_name, k));
    set.push_back(static_cast<std::uint64_t>(k));
  }
  const bool allbut = a.boolean("allbut");
  if (!splits) return allbut ? HeapRule::all_but(std::move(set)) : HeapRule::subtraction(std::move(set));
  // An all-but rule that splits has no code of finite length and no rule kind here.
  if (allbut)
    throw DomainError(
        fmt::format("{}: allbut => true (splitting after any removal but the set's) is not supported", game));
  return HeapRule::splittles(std::move(set));
}

Parameter heap_parameter() { return integer_parameter("heap", "the heap size", 0, kMaxCoordinate); }

// A partizan heap game: `game` gives Left's and Right's rules from the arguments, and
// the position is the heap (CGSuite's PartizanHeapRuleset).
struct PartizanHeapSpec {
  std::string name, description, example, bench;
  Signature signature;
  std::function<CoordinateRuleset(const Arguments&)> game;
  std::function<std::string(std::mt19937_64&)> random;
};

GameEntry partizan_heap_entry(PartizanHeapSpec spec) {
  GameEntry e;
  e.name = spec.name;
  e.signatures = {spec.signature};
  e.example = spec.example;
  e.description = spec.description;
  e.engines = {{Command::Value, "canonical reducer"}, {Command::Outcome, "outcome search"}, {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, spec.bench};
  const auto game = spec.game;
  e.value = [game](const Arguments& a, Session& s) {
    return reduce(s, game(a), CoordinateRuleset::Position{{a.integer("heap"), 0}}, to_string(a.normal_term()) + "#ruleset");
  };
  e.outcome = [game](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, game(a), CoordinateRuleset::Position{{a.integer("heap"), 0}}, r, kDefaultComponentBudget,
                          &heaps_text);
  };
  serve_play(e, [game](const Arguments& a) {
    return std::tuple{game(a), CoordinateRuleset::Position{{a.integer("heap"), 0}}, &heaps_text};
  });
  e.normal_position = [](const Arguments& a) { return a.normal_term(); };
  e.random_position = [random = spec.random](std::mt19937_64& rng) { return parse_term(random(rng)); };
  return e;
}

// PartizanSubtraction(left, right, allbut)(n), PartizanSplittles(left, right,
// allbut)(n) and PartizanTakeAndBreak(left, right)(n): a heap n, Left and Right moving
// by rules of their own.
std::vector<GameEntry> partizan_heap_entries() {
  const Parameter allbut = boolean_parameter("allbut", "the sets are what may not be subtracted", false);
  const auto sets = [](const char* name, bool splits) {
    return [name, splits](const Arguments& a) {
      return CoordinateRuleset::partizan_heap(set_rule(a, "left", name, splits), set_rule(a, "right", name, splits));
    };
  };
  std::vector<GameEntry> out;
  out.push_back(partizan_heap_entry({
      .name = "partizan_subtraction",
      .description = "Left subtracts a number in her set from the heap, Right one in his (CGSuite's "
                     "game.heap.PartizanSubtraction; Fraenkel and Kotzig 1987)",
      .example = "partizan_subtraction(6, [1,3], [2,3])",
      .bench = "partizan_subtraction(30, [1,3], [2,3])",
      .signature = {heap_parameter(), integer_list_parameter("left", "Left's subtraction set"),
                    integer_list_parameter("right", "Right's subtraction set"), allbut},
      .game = sets("partizan_subtraction", false),
      .random = [](std::mt19937_64& rng) {
        return fmt::format("partizan_subtraction({}, [1, {}], [{}, 3])", rng() % 12, 2 + rng() % 3, 1 + rng() % 2);
      },
  }));
  out.push_back(partizan_heap_entry({
      .name = "partizan_splittles",
      .description = "Left removes a number in her set from one heap, Right one in his, and the mover may split "
                     "what is left into two heaps (CGSuite's game.heap.PartizanSplittles)",
      .example = "partizan_splittles(7, [1,2], [2,3])",
      .bench = "partizan_splittles(16, [1,2], [2,3])",
      .signature = {heap_parameter(), integer_list_parameter("left", "the numbers Left may remove"),
                    integer_list_parameter("right", "the numbers Right may remove"), allbut},
      .game = sets("partizan_splittles", true),
      .random = [](std::mt19937_64& rng) {
        return fmt::format("partizan_splittles({}, [1, {}], [{}, 3])", rng() % 10, 2 + rng() % 3, 1 + rng() % 2);
      },
  }));
  const Parameter code = string_parameter("left", "Left's take-and-break code (0.77, 4.0, ...)");
  out.push_back(partizan_heap_entry({
      .name = "partizan_take_and_break",
      .description = "Left moves on one heap by her take-and-break code, Right by his (CGSuite's "
                     "game.heap.PartizanTakeAndBreak; Winning Ways ch. 4 for the codes)",
      .example = "partizan_take_and_break(7, \"0.07\", \"0.7\")",
      .bench = "partizan_take_and_break(24, \"0.07\", \"0.7\")",
      .signature = {heap_parameter(), code,
                    string_parameter("right", "Right's take-and-break code")},
      .game = [](const Arguments& a) {
        return CoordinateRuleset::partizan_heap(HeapRule::parse(a.string("left")), HeapRule::parse(a.string("right")));
      },
      .random = [](std::mt19937_64& rng) {
        const char* codes[] = {"0.77", "0.07", "0.7", "0.137", "4.0", "0.3F"};
        return fmt::format("partizan_take_and_break({}, \"{}\", \"{}\")", rng() % 10, codes[rng() % 6],
                           codes[rng() % 6]);
      },
  }));
  return out;
}

// Subtraction(set, allbut)(n) and Splittles(set)(n): impartial heap games, also `cgt heap`
// rules. `splits`: set_rule's.
GameEntry set_heap_entry(const std::string& name, bool splits, std::string description, std::string example,
                         std::string bench) {
  GameEntry e;
  e.name = name;
  const Parameter set = integer_list_parameter("subtraction_set", "the numbers a move may subtract");
  const Parameter allbut = boolean_parameter("allbut", "every positive number but those in the set", false);
  // Grundy sequences need no recursion: heaps as large as the named heap games take.
  e.signatures = {{integer_parameter("heap", "the heap size", 0, 10'000'000), set, allbut}, {set, allbut}};
  e.example = std::move(example);
  e.description = std::move(description);
  e.engines = {{Command::Value, "the nimber *G(n) from the Grundy sequence"},
               {Command::Heap, "sparse-space Grundy values, period certified by the octal periodicity theorem"},
               {Command::Outcome, kImpartialOutcomeEngine},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Heap, std::move(bench)};  // heap: how many values
  const auto rule = [name, splits](const Arguments& a) { return set_rule(a, "subtraction_set", name, splits); };
  e.heap = rule;
  const auto heap = [name](const Arguments& a) {
    if (!a.has("heap"))
      throw ParseError(
          fmt::format("{}([...]) names the ruleset: give the heap first, as in {}(6, [2,3,7])", name, name));
    return static_cast<std::uint64_t>(a.integer("heap"));
  };
  e.value = [heap, rule](const Arguments& a, Session& s) {
    const std::uint64_t n = heap(a);
    return Game::nimber(analyze_heap_game(rule(a), n + 1, s.run()).values.at(n));
  };
  e.outcome = [heap, rule](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return heap_outcome(rule(a), heap(a), analyze_heap_game(rule(a), heap(a) + 1, s.run()).values, r, s.run());
  };
  // One heap's misère form, built heap by heap as for the named heap games.
  e.misere = [heap, rule](const Arguments& a, Session& s) { return heap_misere_form(rule(a), heap(a), s.run()); };
  e.play = [heap, rule](const Arguments& a, Session& s, const PlayRequest& r) {
    return impartial_play(HeapSum(rule(a)), HeapSum::heap(heap(a)), HeapSum::to_string, s, r);
  };
  // An option is the same term with the heap it leaves: subtraction(4, [2, 3, 7]).
  e.position_options = [heap, rule](const Arguments& a, Session& s) {
    const auto heap_term = [&a](std::uint64_t h) {
      Term t = a.normal_term();
      t.positional.at(0) = TermValue{static_cast<std::int64_t>(h), 0};
      return to_string(t);
    };
    return heap_options_as_sums(rule(a), heap(a), heap_term, s.run());
  };
  e.normal_position = [](const Arguments& a) { return a.normal_term(); };
  e.random_position = [name, splits](std::mt19937_64& rng) {
    const std::string allbut = !splits && rng() % 3 == 0 ? "true" : "false";
    return parse_term(
        fmt::format("{}({}, [{}, {}], allbut => {})", name, rng() % 14, 1 + rng() % 2, 3 + rng() % 3, allbut));
  };
  return e;
}

}  // namespace

std::vector<GameEntry> coordinate_game_entries() {
  const auto integer = [](const char* name, const char* doc, std::int64_t min, std::int64_t def) {
    return integer_parameter(name, doc, min, kMaxCoordinate, def);
  };
  std::vector<GameEntry> out;
  out.push_back(coordinate_entry({
      .name = "wythoff",
      .description = "take any number from one heap, or the same number from both (Wythoff 1907; CGSuite's "
                     "game.heap.Wythoff; OEIS A000201 for its P-positions)",
      .example = "wythoff((10, 11))",
      .bench = "wythoff((60, 60))",
      .ruleset = [](const Arguments&) { return CoordinateRuleset::gen_wythoff(1); },
  }));
  out.push_back(coordinate_entry({
      .name = "gen_wythoff",
      .description = "Fraenkel's r-Wythoff: take from one heap, or k and l from the two with |k - l| < r "
                     "(Fraenkel 1982; CGSuite's game.heap.GenWythoff(k -> k + r))",
      .example = "gen_wythoff((10, 10), r = 2)",
      .bench = "gen_wythoff((60, 60), r = 3)",
      .parameters = {integer("r", "the bound k -> k + r", 1, 1)},
      .ruleset = [](const Arguments& a) { return CoordinateRuleset::gen_wythoff(a.integer("r")); },
  }));
  out.push_back(coordinate_entry({
      .name = "mem",
      .description = "at (n, k): remove at least k tokens, k the number just removed (CGSuite's game.heap.Mem)",
      .example = "mem((10, 1))",
      .bench = "mem((300, 1))",
      .ruleset = [](const Arguments&) {
        return CoordinateRuleset::gen_mem([](std::int64_t memory, std::int64_t a) { return a >= memory; });
      },
  }));
  out.push_back(coordinate_entry({
      .name = "gen_mem",
      .description = "at (n, k): remove a tokens, a related to the number k just removed as `relation` says "
                     "(CGSuite's game.heap.GenMem for the relations a >= k, a <= k, a != k, a > k, a < k)",
      .example = "gen_mem((10, 3), relation = not_equal)",
      .bench = "gen_mem((200, 3), relation = not_equal)",
      .parameters = {choice_parameter("relation", "how a removal a relates to the last one k",
                                      {"at_least", "at_most", "not_equal", "more_than", "less_than"}, "not_equal")},
      .ruleset =
          [](const Arguments& a) {
            const std::string r = a.choice("relation");
            return CoordinateRuleset::gen_mem([r](std::int64_t k, std::int64_t j) {
              return r == "at_least" ? j >= k : r == "at_most" ? j <= k : r == "not_equal" ? j != k : r == "more_than" ? j > k : j < k;
            });
          },
  }));
  out.push_back(coordinate_entry({
      .name = "take_away",
      .description = "at (n, k): remove at most limit * k tokens, k the number just removed (CGSuite's "
                     "game.heap.TakeAway; limit 2 is Fibonacci Nim)",
      .example = "take_away((10, 3), limit = 3)",
      .bench = "take_away((300, 300), limit = 3)",
      .parameters = {integer("limit", "a move removes at most limit times the last removal", 1, 2)},
      .ruleset =
          [](const Arguments& a) {
            const std::int64_t limit = a.integer("limit");
            return CoordinateRuleset::gen_mem([limit](std::int64_t k, std::int64_t j) { return j <= k * limit; });
          },
  }));
  out.push_back(coordinate_entry({
      .name = "fibonacci_nim",
      .description = "at (n, k): remove at most twice the number k just removed (Whinihan 1963; CGSuite's "
                     "game.heap.FibonacciNim)",
      .example = "fibonacci_nim((10, 10))",
      .bench = "fibonacci_nim((300, 300))",
      .ruleset = [](const Arguments&) {
        return CoordinateRuleset::gen_mem([](std::int64_t k, std::int64_t j) { return j <= 2 * k; });
      },
  }));
  out.push_back(coordinate_entry({
      .name = "cutcake",
      .description = "an m x n cake: Left cuts it into two along n, Right along m (Winning Ways ch. 2; CGSuite's "
                     "game.heap.Cutcake)",
      .example = "cutcake((8, 2))",
      .bench = "cutcake((40, 40))",
      .ruleset = [](const Arguments&) { return cutcake("4.0", false); },
  }));
  out.push_back(coordinate_entry({
      .name = "eatcake",
      .description = "an m x n cake: Left eats a column, Right a row, the rest falling into up to two pieces "
                     "(Bynum's game; Winning Ways ch. 2; CGSuite's game.heap.Eatcake)",
      .example = "eatcake((3, 4))",
      .bench = "eatcake((8, 8))",
      .ruleset = [](const Arguments&) { return cutcake("0.7", false); },
  }));
  out.push_back(coordinate_entry({
      .name = "turn_and_eatcake",
      .description = "Eatcake turned a quarter after every move (CGSuite's game.heap.TurnAndEatcake)",
      .example = "turn_and_eatcake((8, 5))",
      .bench = "turn_and_eatcake((12, 12))",
      .ruleset = [](const Arguments&) { return cutcake("0.7", true); },
  }));
  out.push_back(coordinate_entry({
      .name = "maundy_cake",
      .description = "an m x n cake: Left cuts it along n into two or more equal pieces, Right along m (Winning "
                     "Ways ch. 3; CGSuite's game.heap.MaundyCake)",
      .example = "maundy_cake((8, 5))",
      .bench = "maundy_cake((60, 60))",
      .ruleset = [](const Arguments&) { return cutcake("{2+}=.0", false); },
  }));
  out.push_back(coordinate_entry({
      .name = "gen_cutcake",
      .description = "cakes cut by take-and-break codes: Left's on n, Right's on m; twisted turns the cake after "
                     "each move (CGSuite's game.heap.GenCutcake)",
      .example = "gen_cutcake((8, 3), left = \"{2+}=.0\", right = \"{2+}=.0\", twisted = true)",
      .bench = "gen_cutcake((30, 30), left = \"4.0\", right = \"0.7\")",
      .parameters = {string_parameter("left", "Left's heap code (as cgt heap reads it, or \"{2+}=.0\")", "4.0"),
                     string_parameter("right", "Right's heap code", "4.0"),
                     boolean_parameter("twisted", "turn the cake a quarter after every move", false)},
      .ruleset =
          [](const Arguments& a) {
            return CoordinateRuleset::gen_cutcake(cake_rule(a.string("left")), cake_rule(a.string("right")),
                                                  a.boolean("twisted"));
          },
  }));
  out.push_back(coordinate_entry({
      .name = "partizan_euclid",
      .description = "at (p, q): Left moves to (q, p mod q), Right to (q, q - p mod q) (CGSuite's "
                     "game.heap.PartizanEuclid)",
      .example = "partizan_euclid((8, 7))",
      .bench = "partizan_euclid((987, 610))",
      .ruleset = [](const Arguments&) { return CoordinateRuleset::partizan_euclid(); },
  }));
  for (GameEntry& e : partizan_heap_entries()) out.push_back(std::move(e));
  out.push_back(set_heap_entry("subtraction", false,
                               "subtract a number in the set from one heap; allbut: any number not in it (Winning Ways "
                               "ch. 4; CGSuite's game.heap.Subtraction)",
                               "subtraction(6, [2,3,7])", "subtraction(20000, [2,3,7])"));
  out.push_back(set_heap_entry("splittles", true,
                               "remove a number in the set from one heap, leaving the rest as one heap or split into "
                               "two (Winning Ways ch. 4; CGSuite's game.heap.Splittles; [1,2] is Kayles)",
                               "splittles(7, [2,3])", "splittles(5000, [2,3])"));
  return out;
}

}  // namespace cgt::catalogue
