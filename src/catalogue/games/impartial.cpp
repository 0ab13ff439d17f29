// `impartial(TERM)`: any partisan game of the catalogue played impartially, either
// player making any move of Left's or Right's (src/catalogue/either_player.hpp).
#include <fmt/format.h>

#include "../partisan_entry.hpp"
#include "cgt/core/error.hpp"

namespace cgt::catalogue {
namespace {

// The inner position's impartial form: its game looked up in the session's registry.
EitherPlayerForm form_of(const Arguments& a, Session& s) {
  const Term inner = a.game_term("game");
  const GameEntry& game = s.registry().at(inner.name);
  if (!game.either_player)
    throw ParseError(fmt::format("impartial: {} (column {}) has no impartial play here; impartial(...) takes a short "
                                 "game of the catalogue played by moves, such as clobber(\"xo.ox\")",
                                 game.name, inner.column));
  return game.either_player(game.arguments(inner), s);
}

Term wrapped(const Term& inner) {
  Term t;
  t.name = "impartial";
  t.has_parentheses = true;
  TermValue v;  // assigned, not braced: GCC 12 misreads the braced variant as uninitialised
  TermValue::Call call{inner.name, inner.positional};
  for (const auto& [key, value] : inner.named) {
    call.names.push_back(key);
    call.args.push_back(value);
  }
  v.data = std::move(call);
  t.positional.push_back(std::move(v));
  return t;
}

}  // namespace

GameEntry impartial_entry() {
  GameEntry e;
  e.name = "impartial";
  e.signatures = {{game_term_parameter("game", "a position of a partisan game of the catalogue, as its term")}};
  e.example = "impartial(clobber(\"xo.ox\"))";
  e.description =
      "a partisan game played impartially: either player may make any move of Left's or Right's (Sprague-Grundy, "
      "Winning Ways ch. 3); impartial(domineering(...)) is Cram";
  e.engines = {{Command::Value, "Grundy value by search (components nim-summed, symmetry)"},
               {Command::Outcome, "Grundy value (P when 0); winning moves: the moves to Grundy value 0"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "impartial(clobber(\"xoxo|oxox|xo..\"))"};
  e.value = [](const Arguments& a, Session& s) { return Game::nimber(form_of(a, s).grundy()); };
  e.outcome = [](const Arguments& a, Session& s, const OutcomeRequest& r) { return form_of(a, s).outcome(r); };
  e.play = [](const Arguments& a, Session& s, const PlayRequest& r) { return form_of(a, s).play(r); };
  // Clobber or Domineering boards (the term stays as written: its game's normal
  // spelling would need the registry).
  e.random_position = [](std::mt19937_64& rng) {
    if (rng() % 2) return wrapped(board_term("clobber", random_board(rng, 3, 4, "xo.")));
    return wrapped(board_term("domineering", random_board(rng, 3, 4, "..#")));
  };
  return e;
}

}  // namespace cgt::catalogue
