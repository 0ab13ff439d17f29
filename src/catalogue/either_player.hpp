#pragma once
// A partisan game of the catalogue played impartially, `impartial(TERM)`: from every
// position either player may make any move of Left's or of Right's. The result is an
// impartial game, valued by its Grundy value (Sprague–Grundy; Winning Ways ch. 3);
// Domineering played so is Cram (Gardner 1974). The hook each partisan entry sets is
// GameEntry::either_player, made here once for every game type.
#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "cgt/catalogue/registry.hpp"
#include "cgt/impartial/impartial_game.hpp"
#include "cgt/partisan/partisan_game.hpp"
#include "partisan_play.hpp"

namespace cgt::catalogue {

/// G's positions with the union of Left's and Right's options as the moves (an
/// ImpartialGame). With `normalize_moves`, each move is G's normalised key (cropped,
/// least symmetric image), which only the searches want: play shows positions as made.
template <PartisanGame G>
struct EitherPlayerMoves {
  using Position = typename G::Position;
  G game;
  bool normalize_moves = false;

  std::vector<Position> moves(const Position& p) const {
    std::vector<Position> out = game.left_options(p);
    for (Position& q : game.right_options(p)) out.push_back(std::move(q));
    if (normalize_moves)
      for (Position& q : out) q = normalized_key(game, q);
    // One move reached by both players counts once (it changes no mex, only the work).
    std::vector<Position> unique;
    for (Position& q : out)
      if (std::find(unique.begin(), unique.end(), q) == unique.end()) unique.push_back(std::move(q));
    return unique;
  }
};

/// The Grundy value of p played impartially: the nim-sum of its components' values
/// (components stay independent whoever moves in them), each found by
/// cgt::grundy_value on normalised positions, repeated components looked up once.
/// Throws cgt::LimitError past the run's limits.
template <PartisanGame G>
std::uint64_t either_player_grundy(const G& game, const typename G::Position& p, RunControl& run) {
  const EitherPlayerMoves<G> impartial{game, true};
  std::vector<typename G::Position> parts;
  if constexpr (HasComponents<G>) {
    parts = game.components(p);
  } else {
    parts = {p};
  }
  absl::flat_hash_map<typename G::Position, std::uint64_t> known;
  std::uint64_t sum = 0;
  for (const auto& part : parts) {
    const auto key = normalized_key(game, part);
    auto it = known.find(key);
    if (it == known.end()) it = known.emplace(key, grundy_value(impartial, key, SearchLimits{}, run)).first;
    sum ^= it->second;
  }
  return sum;
}

/// The hook GameEntry::either_player of a partisan game: its Grundy value, its outcome
/// (N when the value is not 0; the winning moves are the moves to value 0, the same for
/// both players) and `cgt play` against the impartial search. `print` shows a position
/// as the game's term takes it.
template <PartisanGame G>
EitherPlayerForm either_player_form(const G& game, const typename G::Position& p,
                                    std::function<std::string(const typename G::Position&)> print, Session& session) {
  EitherPlayerForm form;
  form.grundy = [game, p, &session] { return either_player_grundy(game, p, session.run()); };
  form.outcome = [game, p, print, &session](const OutcomeRequest& request) {
    OutcomeReport report;
    report.outcome = either_player_grundy(game, p, session.run()) == 0 ? OutcomeClass::P : OutcomeClass::N;
    if (request.moves) {
      report.moves_listed = true;
      for (const auto& q : EitherPlayerMoves<G>{game, false}.moves(p))
        if (either_player_grundy(game, q, session.run()) == 0) report.left_winning_moves.push_back(print(q));
      report.right_winning_moves = report.left_winning_moves;
    }
    return report;
  };
  form.play = [game, p, print, &session](const PlayRequest& request) {
    return impartial_play(EitherPlayerMoves<G>{game, false}, p, print, session, request);
  };
  return form;
}

}  // namespace cgt::catalogue
