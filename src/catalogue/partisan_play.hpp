#pragma once
// `cgt play` for the partisan games of the catalogue: normal play (who cannot move
// loses), Left moving first; every option valued by a memoised search of the whole game
// tree, win or loss for the mover with its remoteness (the number of moves to the end
// with best play: the winner hurries, the loser delays; Gamesman's convention). A move
// is typed as the position it leads to, as the game prints it.
#include <fmt/format.h>

#include <absl/container/flat_hash_map.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/core/stack_guard.hpp"
#include "cgt/impartial/impartial_game.hpp"
#include "cgt/partisan/partisan_game.hpp"

namespace cgt::catalogue {

/// How `cgt games` describes the play engine.
inline constexpr const char* kPlayEngine = "against a memoised search of the game tree (win or loss with remoteness)";

template <PartisanGame G>
class PartisanPlay final : public PlaySession {
 public:
  using P = typename G::Position;
  static constexpr bool kImpartial = requires { requires G::kImpartial; };
  /// Positions searched past this are a cgt::LimitError (the search keeps them all).
  static constexpr std::size_t kMaxPositions = 20'000'000;

  PartisanPlay(G game, P start, std::function<std::string(const P&)> print, RunControl& run)
      : game_(std::move(game)), position_(std::move(start)), print_(std::move(print)), run_(&run) {}

  std::string board() const override { return print_(position_); }
  bool first_player_to_move() const override { return left_to_move_; }  // Left moves first
  Primitive over() const override { return options(position_, left_to_move_).empty() ? Primitive::Lose : Primitive::Undecided; }
  QueryReport value() const override {
    const Result r = solve(position_, left_to_move_);
    return {board(), r.win ? SolvedValue::Win : SolvedValue::Lose, r.remoteness};
  }
  std::vector<Move> moves() const override {
    std::vector<Move> out;
    for (const P& q : options(position_, left_to_move_)) {
      const Result r = solve(q, !left_to_move_);
      Move m{print_(q), r.win ? SolvedValue::Lose : SolvedValue::Win, r.remoteness + 1};
      if (std::none_of(out.begin(), out.end(), [&](const Move& o) { return o.text == m.text; })) out.push_back(std::move(m));
    }
    // Wins first, sooner first; then losses, later first.
    std::stable_sort(out.begin(), out.end(), [](const Move& a, const Move& b) {
      const bool wa = a.value == SolvedValue::Win, wb = b.value == SolvedValue::Win;
      if (wa != wb) return wa;
      return wa ? a.remoteness < b.remoteness : a.remoteness > b.remoteness;
    });
    return out;
  }
  void play(std::string_view move) override {
    for (const P& q : options(position_, left_to_move_))
      if (print_(q) == move) {
        position_ = q;
        left_to_move_ = !left_to_move_;
        return;
      }
    throw ParseError(fmt::format("illegal move '{}' from {}: type the position a move leads to, as listed", move, board()));
  }

 private:
  struct Result {
    bool win = false;
    std::uint32_t remoteness = 0;
  };
  std::vector<P> options(const P& p, bool left) const { return left ? game_.left_options(p) : game_.right_options(p); }
  // Positions that differ only by parts without moves share one entry (HeapSum::normalize).
  P memo_key(const P& p) const {
    if constexpr (requires { { game_.normalize(p) } -> std::convertible_to<P>; }) return game_.normalize(p);
    else return p;
  }

  // Win or loss for the side to move, with remoteness; game trees here are finite (the
  // games are loop-free), and the recursion is as deep as the longest game.
  Result solve(const P& p, bool left) const {
    // Both players have the same moves in an impartial game: one entry per position.
    const auto key = std::pair(memo_key(p), kImpartial || left);
    if (const auto it = memo_.find(key); it != memo_.end()) return it->second;
    check_stack("play: the game's moves");  // one level per move of the longest game
    if (memo_.size() >= kMaxPositions)
      throw LimitError(fmt::format("play: the game tree has more than {} positions", kMaxPositions));
    if ((memo_.size() & 4095) == 4095) run_->checkpoint("valuing the moves", memo_.size(), 0);
    Result best{false, 0};
    bool any_win = false;
    for (const P& q : options(p, left)) {
      const Result r = solve(q, !left);
      if (!r.win) {  // the opponent loses: a win, sooner is better
        if (!any_win || r.remoteness + 1 < best.remoteness) best = {true, r.remoteness + 1};
        any_win = true;
      } else if (!any_win) {
        best.remoteness = std::max(best.remoteness, r.remoteness + 1);
      }
    }
    memo_.emplace(key, best);
    return best;
  }

  G game_;
  P position_;
  bool left_to_move_ = true;
  std::function<std::string(const P&)> print_;
  RunControl* run_;
  mutable absl::flat_hash_map<std::pair<P, bool>, Result> memo_;
};

/// The play session of a partisan game from `start` (`GameEntry::play`); a database or
/// a --position are not for these games (the term names the position).
template <PartisanGame G>
std::unique_ptr<PlaySession> partisan_play(const G& game, typename G::Position start,
                                           std::function<std::string(const typename G::Position&)> print,
                                           Session& session, const PlayRequest& request) {
  if (!request.database.empty()) throw ParseError("--db: this game is played from its value, not from a database");
  if (!request.position.empty())
    throw ParseError("--position: give the position in the game's term instead, as in clobber(\"xo.|ox.\")");
  return std::make_unique<PartisanPlay<G>>(game, std::move(start), std::move(print), session.run());
}

/// An impartial game (cgt/impartial/impartial_game.hpp) as PartisanPlay plays it: both
/// players have its moves.
template <ImpartialGame G>
struct BothPlayersMove {
  using Position = typename G::Position;
  static constexpr bool kImpartial = true;
  G game;
  std::vector<Position> left_options(const Position& p) const { return game.moves(p); }
  std::vector<Position> right_options(const Position& p) const { return game.moves(p); }
  Position normalize(const Position& p) const
    requires requires(const G& g, const Position& q) { g.normalize(q); }
  {
    return game.normalize(p);
  }
};

/// The play session of an impartial game from `start` (`GameEntry::play`): the mover
/// wins or loses with remoteness, by the same memoised search as the partisan games.
template <ImpartialGame G>
std::unique_ptr<PlaySession> impartial_play(const G& game, typename G::Position start,
                                            std::function<std::string(const typename G::Position&)> print,
                                            Session& session, const PlayRequest& request) {
  return partisan_play(BothPlayersMove<G>{game}, std::move(start), std::move(print), session, request);
}

}  // namespace cgt::catalogue
