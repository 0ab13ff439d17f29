#include "cgt/games/catalogue.hpp"

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/games/advance_or_eat.hpp"
#include "cgt/games/amazons.hpp"
#include "cgt/games/clobber.hpp"
#include "cgt/games/domineering.hpp"
#include "cgt/games/domineering_solver.hpp"
#include "cgt/games/hackenbush_graph.hpp"
#include "cgt/games/strip_games.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/outcome_search.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt {
namespace {

const std::string& one_string(const std::vector<std::string>& args, const char* game) {
  if (args.size() != 1) throw ParseError(fmt::format("{} takes one \"board\" argument", game));
  return args[0];
}

}  // namespace

// The canonical form of p by a fresh reducer working under `run`.
template <class G>
Game value_under(const G& game, const typename G::Position& p, RunControl& run) {
  return CanonicalReducer<G>(game, run).value(p);
}

void register_catalogue_terms(RunControl& run) {
  register_game_term("domineering", [&run](const std::vector<std::string>& args) {
    if (args.size() == 2)
      return value_under(Domineering{}, Domineering::rectangle(std::stoi(args[0]), std::stoi(args[1])), run);
    return value_under(Domineering{}, Domineering::parse(one_string(args, "domineering")), run);
  });
  register_game_term("hackenbush", [&run](const std::vector<std::string>& args) {
    const std::string& text = one_string(args, "hackenbush");
    if (text.find('-') != std::string::npos) {
      const HackenbushGraph graph = HackenbushGraph::parse(text);
      return value_under(graph, graph.start(), run);
    }
    return value_under(HackenbushString{}, HackenbushString::parse(text), run);
  });
  register_game_term("toads_and_frogs", [&run](const std::vector<std::string>& args) {
    return value_under(ToadsAndFrogs{}, ToadsAndFrogs::parse(one_string(args, "toads_and_frogs")), run);
  });
  register_game_term("advance_or_eat", [&run](const std::vector<std::string>& args) {
    return value_under(AdvanceOrEat{}, AdvanceOrEat::parse(one_string(args, "advance_or_eat")), run);
  });
  register_game_term("clobber", [&run](const std::vector<std::string>& args) {
    return value_under(Clobber{}, Clobber::parse(one_string(args, "clobber")), run);
  });
  register_game_term("amazons", [&run](const std::vector<std::string>& args) {
    return value_under(Amazons{}, Amazons::parse(one_string(args, "amazons")), run);
  });
}

namespace {

// name("text") or name(m,n) -> name and arguments.
std::pair<std::string, std::vector<std::string>> split_term(std::string_view term) {
  const auto open = term.find('(');
  if (open == std::string_view::npos || term.empty() || term.back() != ')')
    throw ParseError(fmt::format("expected a game term like domineering(\"..|..\"), got '{}'", term));
  std::string name(term.substr(0, open));
  while (!name.empty() && name.back() == ' ') name.pop_back();
  std::vector<std::string> args;
  std::string_view inner = term.substr(open + 1, term.size() - open - 2);
  std::size_t i = 0;
  while (i < inner.size()) {
    while (i < inner.size() && (inner[i] == ' ' || inner[i] == ',')) ++i;
    if (i >= inner.size()) break;
    if (inner[i] == '"') {
      const auto close = inner.find('"', i + 1);
      if (close == std::string_view::npos) throw ParseError(fmt::format("unclosed string in '{}'", term));
      args.emplace_back(inner.substr(i + 1, close - i - 1));
      i = close + 1;
    } else {
      std::size_t j = i;
      while (j < inner.size() && inner[j] != ',' && inner[j] != ' ') ++j;
      args.emplace_back(inner.substr(i, j - i));
      i = j;
    }
  }
  return {name, args};
}

// `budget`: the caller's fold budget, else the game's default (`fallback`).
template <class G>
TermOutcome search(const G& game, const typename G::Position& p, RunControl& run, std::optional<std::size_t> budget,
                   std::size_t fallback) {
  OutcomeSearch<G> s(game, 100'000'000, run, budget.value_or(fallback));
  const OutcomeClass o = s.outcome(p);
  return {o, s.nodes()};
}

int small_int(const std::string& text) {
  if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string::npos)
    throw ParseError(fmt::format("'{}' is not a board size", text));
  return std::stoi(text);
}

}  // namespace

TermOutcome outcome_of_term(std::string_view term, RunControl& run, std::optional<std::size_t> fold_budget) {
  // Fold budgets by game: numbers are common in Advance or Eat and Hackenbush, rare in
  // the others (see outcome_search.hpp for the measurements).
  constexpr std::size_t kRarelyNumbers = 0, kOftenNumbers = 4096;
  const auto [name, args] = split_term(term);
  if (name == "domineering") {
    const Domineering game;
    const Grid board = args.size() == 2 ? Domineering::rectangle(small_int(args[0]), small_int(args[1]))
                                        : Domineering::parse(one_string(args, "domineering"));
    if (!DomineeringSolver::fits(board)) return search(game, board, run, fold_budget, kRarelyNumbers);
    // Boards up to 8×8: the bitboard search with safe-move bounds, its table sized to
    // half the memory limit (at most 1 GiB).
    std::uint64_t table_bytes = std::uint64_t{1} << 30;
    if (run.limits().max_bytes != 0) table_bytes = std::min(table_bytes, run.limits().max_bytes / 2);
    DomineeringSolver solver(table_bytes, run);
    const OutcomeClass o = solver.outcome(board);
    return {o, static_cast<std::size_t>(solver.nodes())};
  }
  if (name == "clobber") return search(Clobber{}, Clobber::parse(one_string(args, "clobber")), run, fold_budget, kRarelyNumbers);
  if (name == "amazons") return search(Amazons{}, Amazons::parse(one_string(args, "amazons")), run, fold_budget, kRarelyNumbers);
  if (name == "toads_and_frogs")
    return search(ToadsAndFrogs{}, ToadsAndFrogs::parse(one_string(args, "toads_and_frogs")), run, fold_budget,
                  kRarelyNumbers);
  if (name == "advance_or_eat")
    return search(AdvanceOrEat{}, AdvanceOrEat::parse(one_string(args, "advance_or_eat")), run, fold_budget,
                  kOftenNumbers);
  if (name == "hackenbush") {
    const std::string& text = one_string(args, "hackenbush");
    if (text.find('-') != std::string::npos) {
      const HackenbushGraph graph = HackenbushGraph::parse(text);
      return search(graph, graph.start(), run, fold_budget, kOftenNumbers);
    }
    return search(HackenbushString{}, HackenbushString::parse(text), run, fold_budget, kOftenNumbers);
  }
  throw ParseError(fmt::format("unknown game '{}' (known: advance_or_eat, amazons, clobber, domineering, hackenbush, "
                               "toads_and_frogs)",
                               name));
}

}  // namespace cgt
