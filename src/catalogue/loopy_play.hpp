#pragma once
// `cgt play` for the loopy rulesets of the catalogue: Left moving first, who cannot move
// loses, and play that goes on forever is a draw. Every (position, player to move)
// reachable is valued at once by retrograde analysis (cgt/solve/retrograde.hpp): win,
// loss or draw for the mover, with remoteness (the winner hurries, the loser delays). A
// move is typed as the position it leads to, as the game prints it.
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
#include "cgt/core/game_graph.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/solve/retrograde.hpp"

namespace cgt::catalogue {

/// How `cgt games` describes the play engine of loopy games.
inline constexpr const char* kLoopyPlayEngine =
    "against retrograde analysis of every position (win, loss or draw with remoteness)";

template <class G>
class LoopyPlay final : public PlaySession {
 public:
  using P = typename G::Position;
  /// Positions past this are a cgt::LimitError (each is kept with its options).
  static constexpr std::size_t kMaxPositions = 20'000'000;

  LoopyPlay(const G& game, P start, std::function<std::string(const P&)> print, RunControl& run)
      : print_(std::move(print)) {
    discover(game, std::move(start), run);
    std::vector<std::pair<GameGraph::Vertex, GameGraph::Vertex>> moves;  // state 2v: Left to move
    for (std::size_t v = 0; v < positions_.size(); ++v) {
      for (std::uint32_t u : left_[v]) moves.emplace_back(2 * v, 2 * u + 1);
      for (std::uint32_t u : right_[v]) moves.emplace_back(2 * v + 1, 2 * u);
    }
    solved_ = retrograde_analysis(GameGraph(2 * positions_.size(), moves), run);
  }

  std::string board() const override { return print_(positions_[at_]); }
  bool first_player_to_move() const override { return left_to_move_; }
  Primitive over() const override { return options().empty() ? Primitive::Lose : Primitive::Undecided; }
  QueryReport value() const override {
    const std::size_t s = state(at_, left_to_move_);
    return {board(), solved_.value[s], solved_.remoteness[s]};
  }
  std::vector<Move> moves() const override {
    std::vector<Move> out;
    for (std::uint32_t u : options()) {
      const std::size_t s = state(u, !left_to_move_);
      const SolvedValue theirs = solved_.value[s];
      const SolvedValue mine = theirs == SolvedValue::Lose ? SolvedValue::Win
                               : theirs == SolvedValue::Win ? SolvedValue::Lose
                                                            : SolvedValue::Draw;
      out.push_back({print_(positions_[u]), mine, mine == SolvedValue::Draw ? 0 : solved_.remoteness[s] + 1});
    }
    // Wins first, sooner first; then draws; then losses, later first.
    const auto rank = [](SolvedValue v) { return v == SolvedValue::Win ? 0 : v == SolvedValue::Draw ? 1 : 2; };
    std::stable_sort(out.begin(), out.end(), [&](const Move& a, const Move& b) {
      if (rank(a.value) != rank(b.value)) return rank(a.value) < rank(b.value);
      return a.value == SolvedValue::Win ? a.remoteness < b.remoteness : a.remoteness > b.remoteness;
    });
    return out;
  }
  void play(std::string_view move) override {
    for (std::uint32_t u : options())
      if (print_(positions_[u]) == move) {
        at_ = u;
        left_to_move_ = !left_to_move_;
        return;
      }
    throw ParseError(fmt::format("illegal move '{}' from {}: type the position a move leads to, as listed", move, board()));
  }

 private:
  static std::size_t state(std::size_t v, bool left) { return 2 * v + (left ? 0 : 1); }
  const std::vector<std::uint32_t>& options() const { return left_to_move_ ? left_[at_] : right_[at_]; }

  void discover(const G& game, P start, RunControl& run) {
    absl::flat_hash_map<P, std::uint32_t> index;
    index.emplace(start, 0);
    positions_.push_back(std::move(start));
    for (std::size_t at = 0; at < positions_.size(); ++at) {
      if ((at & 4095) == 4095) run.checkpoint("listing positions", at, 0);
      for (bool left : {true, false}) {
        std::vector<std::uint32_t> targets;
        for (P& q : left ? game.left_options(positions_[at]) : game.right_options(positions_[at])) {
          auto it = index.find(q);
          if (it == index.end()) {
            if (positions_.size() >= kMaxPositions)
              throw LimitError(fmt::format("play: the game reaches more than {} positions", kMaxPositions));
            it = index.emplace(q, static_cast<std::uint32_t>(positions_.size())).first;
            positions_.push_back(std::move(q));
          }
          targets.push_back(it->second);
        }
        (left ? left_ : right_).push_back(std::move(targets));
      }
    }
  }

  std::function<std::string(const P&)> print_;
  std::vector<P> positions_;
  std::vector<std::vector<std::uint32_t>> left_, right_;
  RetrogradeResult solved_;
  std::size_t at_ = 0;
  bool left_to_move_ = true;
};

/// The play session of a loopy game from `start` (`GameEntry::play`).
template <class G>
std::unique_ptr<PlaySession> loopy_play(const G& game, typename G::Position start,
                                        std::function<std::string(const typename G::Position&)> print,
                                        Session& session, const PlayRequest& request) {
  if (!request.database.empty()) throw ParseError("--db: this game is played from its own analysis, not from a database");
  if (!request.position.empty())
    throw ParseError("--position: give the position in the game's term instead");
  return std::make_unique<LoopyPlay<G>>(game, std::move(start), std::move(print), session.run());
}

}  // namespace cgt::catalogue
