#pragma once
// Helpers for registering partisan games: canonical forms through a reducer kept in the
// session (one transposition table per game and session), outcomes by the generic
// outcome search, random small boards for the laws test.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <memory>
#include <random>
#include <string>

#include "cgt/catalogue/registry.hpp"
#include "cgt/games/grid.hpp"
#include "either_player.hpp"
#include "partisan_play.hpp"
#include "cgt/partisan/misere_outcome_search.hpp"
#include "cgt/partisan/outcome_search.hpp"
#include "cgt/partisan/partisan_game.hpp"
#include "cgt/partisan/position_followers.hpp"

namespace cgt::catalogue {

/// The session's reducer for the game `game` (keyed by `key`: the game's parameters).
template <PartisanGame G>
CanonicalReducer<G>& session_reducer(Session& session, const std::string& key, const G& game) {
  struct Cached {
    G game;
    CanonicalReducer<G> reducer;
    Cached(const G& g, RunControl& run) : game(g), reducer(game, run) {}
  };
  CanonicalReducer<G>& reducer = session.cache<Cached>(key, [&] { return std::make_unique<Cached>(game, session.run()); }).reducer;
  reducer.use_run(session.run());  // the session's run control of this call (Session::RunScope)
  return reducer;
}

/// Canonical form of p by the session's reducer for G.
template <PartisanGame G>
Game reduce(Session& session, const G& game, const typename G::Position& p, const std::string& key = "") {
  return session_reducer(session, key, game).value(p);
}

/// A position printed back as board text.
inline std::string board_text(const Grid& g) { return g.to_string(); }
inline std::string board_text(const std::string& strip) { return strip; }

/// How an entry prints a position of its game for a list of moves (empty: board text, or
/// the option's place among the options).
template <PartisanGame G>
using PositionText = std::function<std::string(const typename G::Position&)>;

/// The winning first moves of p into `report` (OutcomeRequest::moves): a Left option q
/// wins for Left moving first when Right, moving first in q, loses: `!wins(q, false)`,
/// where wins(q, left_to_move) says whether the player to move wins (one search per
/// option, not two). Options print by `text` when given, else as board text, or as their
/// place among the options ("Left option 3") for positions without one.
template <PartisanGame G, class Wins>
void list_winning_moves(OutcomeReport& report, const G& game, const typename G::Position& p, Wins wins,
                        const PositionText<G>& text_of = {}) {
  report.moves_listed = true;
  for (bool left : {true, false}) {
    const auto options = left ? game.left_options(p) : game.right_options(p);
    for (std::size_t i = 0; i < options.size(); ++i) {
      if (wins(options[i], !left)) continue;  // the opponent, moving next, wins
      std::string text;
      if (text_of) {
        text = text_of(options[i]);
      } else if constexpr (requires { board_text(options[i]); }) {
        text = board_text(options[i]);
      } else {
        text = fmt::format("{} option {}", left ? "Left" : "Right", i + 1);
      }
      auto& list = left ? report.left_winning_moves : report.right_winning_moves;
      if (std::find(list.begin(), list.end(), text) == list.end()) list.push_back(std::move(text));
    }
  }
}

/// The outcome report of a solver (`outcome`, `wins(q, left)`, `nodes`, `table_hits`:
/// the generic search or a game's dedicated one) on p, with the winning moves when asked.
/// `text`: how the moves print (list_winning_moves).
template <class Solver, PartisanGame G>
OutcomeReport solver_outcome(Solver& solver, const G& game, const typename G::Position& p,
                             const OutcomeRequest& request, const PositionText<G>& text = {}) {
  OutcomeReport report;
  report.outcome = solver.outcome(p);
  if (request.moves)
    list_winning_moves(report, game, p, [&](const auto& q, bool left) { return solver.wins(q, left); }, text);
  report.nodes = static_cast<std::uint64_t>(solver.nodes());
  report.tt_hits = solver.table_hits();
  return report;
}

/// Outcome class of p by the generic search (numbers folded within the fold budget).
template <PartisanGame G>
OutcomeReport search_outcome(Session& session, const G& game, const typename G::Position& p,
                             const OutcomeRequest& request, std::size_t default_fold_budget,
                             const PositionText<G>& text = {}) {
  OutcomeSearch<G> search(game, 100'000'000, session.run(), request.fold_budget.value_or(default_fold_budget));
  return solver_outcome(search, game, p, request, text);
}

/// Table bytes for a dedicated solver: `most`, or the memory limit's `share`-th part
/// when that is less (its tables then leave room for the rest of the process).
inline std::uint64_t solver_table_bytes(Session& session, std::uint64_t most, std::uint64_t share) {
  const std::uint64_t limit = session.run().limits().max_bytes;
  return limit != 0 ? std::min(most, limit / share) : most;
}

/// Misère outcome class of p by searching its game tree (whole positions).
template <PartisanGame G>
OutcomeClass search_misere_outcome(Session& session, const G& game, const typename G::Position& p) {
  MisereOutcomeSearch<G> search(game, 50'000'000, session.run());
  return search.outcome(p);
}

/// The followers of p as terms (`GameEntry::position_followers`): `term(q)` prints each.
template <PartisanGame G, class ToTerm>
std::vector<Term> followers_as_terms(const G& game, const typename G::Position& p, Session& session, ToTerm term) {
  std::vector<Term> out;
  for (const auto& q : position_followers(game, p, session.run())) out.push_back(term(q));
  return out;
}

/// Sets a partisan entry's `play` and `either_player` (its position played
/// impartially) from one function of the arguments giving the game, the start position
/// and how a position prints: `std::tuple{game, start, print}`.
template <class Make>
void serve_play(GameEntry& e, Make make) {
  e.play = [make](const Arguments& a, Session& s, const PlayRequest& r) {
    auto [game, start, print] = make(a);
    return partisan_play(game, std::move(start), print, s, r);
  };
  e.either_player = [make](const Arguments& a, Session& s) {
    auto [game, start, print] = make(a);
    return either_player_form(game, start, print, s);
  };
}

/// A term `name("board")`.
inline Term board_term(const std::string& name, std::string board) {
  Term t;
  t.name = name;
  t.has_parentheses = true;
  TermValue value;  // assigned, not braced: GCC 12 misreads the braced variant as uninitialised
  value.data = std::move(board);
  t.positional.push_back(std::move(value));
  return t;
}

/// A random rows × cols board over `cells` (each character equally likely), as text.
inline std::string random_board(std::mt19937_64& rng, int max_rows, int max_cols, std::string_view cells) {
  return random_grid_text(rng, cells, max_rows, max_cols);
}

/// The board signature `(board)` shared by the grid and strip games.
inline Signature board_signature(const std::string& doc) { return {string_parameter("board", doc)}; }

/// What distinguishes one board game (a position is `G::parse(board)`) from another.
struct BoardGameSpec {
  std::string name, board_doc, example, description;
  std::string value_engine, outcome_engine;
  std::size_t fold_budget = 0;  ///< the outcome search's default (numbers common: kDefaultComponentBudget)
  BenchWorkload bench;
  std::function<std::string(std::mt19937_64&)> random_board;
};

/// The entry of a board game: value by the session's reducer, outcome by search,
/// random boards and board round trips for the laws test.
template <PartisanGame G>
GameEntry board_game_entry(BoardGameSpec spec) {
  GameEntry e;
  e.name = spec.name;
  e.signatures = {board_signature(spec.board_doc)};
  e.example = spec.example;
  e.description = spec.description;
  e.engines = {{Command::Value, spec.value_engine},
               {Command::Outcome, spec.outcome_engine},
               {Command::Play, kPlayEngine}};
  e.bench = spec.bench;
  e.value = [](const Arguments& a, Session& s) { return reduce(s, G{}, G::parse(a.string("board"))); };
  e.outcome = [budget = spec.fold_budget](const Arguments& a, Session& s, const OutcomeRequest& r) {
    return search_outcome(s, G{}, G::parse(a.string("board")), r, budget);
  };
  e.misere_outcome = [](const Arguments& a, Session& s) { return search_misere_outcome(s, G{}, G::parse(a.string("board"))); };
  serve_play(e, [](const Arguments& a) {
    return std::tuple{G{}, G::parse(a.string("board")), [](const typename G::Position& p) { return board_text(p); }};
  });
  e.random_position = [name = spec.name, random = spec.random_board](std::mt19937_64& rng) {
    return board_term(name, random(rng));
  };
  e.normal_position = [name = spec.name](const Arguments& a) {
    return board_term(name, board_text(G::parse(a.string("board"))));
  };
  e.position_followers = [name = spec.name](const Arguments& a, Session& s) {
    return followers_as_terms(G{}, G::parse(a.string("board")), s,
                              [&](const typename G::Position& p) { return board_term(name, board_text(p)); });
  };
  return e;
}

}  // namespace cgt::catalogue
