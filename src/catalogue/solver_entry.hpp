#pragma once
// Helpers for registering strongly solved games: the hash-table solver (any game type),
// the dense solver (perfect hash + un-moves), their databases and play sessions.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/solve/database.hpp"
#include "cgt/solve/dense_solver.hpp"
#include "cgt/solve/loopy_tiered_solver.hpp"
#include "cgt/solve/negamax.hpp"
#include "cgt/solve/ranks.hpp"
#include "cgt/solve/scoring.hpp"
#include "cgt/solve/solvable_game.hpp"
#include "cgt/solve/solved_database.hpp"
#include "cgt/solve/tier_files.hpp"
#include "cgt/solve/tiered_disk_solver.hpp"
#include "cgt/solve/tiered_solver.hpp"

namespace cgt::catalogue {

inline SolveReport report(const std::string& game, const SolveResult& r) {
  SolveReport out{game, r.value, std::nullopt, r.remoteness, r.positions, {}, 0, r.peak_bytes, r.seconds};
  std::copy(std::begin(r.counts), std::end(r.counts), out.counts);
  if (r.classes != r.positions) out.classes = r.classes;
  return out;
}

inline SolveReport report(const std::string& game, const ScoringResult& r) {
  SolveReport out{game, SolvedValue::Draw, r.start_value, r.remoteness, r.positions, {}, 0, r.peak_bytes, r.seconds};
  std::copy(std::begin(r.counts), std::end(r.counts), out.counts);
  return out;
}

/// The hash-table solver; with a database path, every solved position as a keyed database.
template <class G>
SolveReport solve_hashed(const G& game, const Arguments& a, Session& s, const SolveRequest& r) {
  const std::string name = to_string(a.normal_term());
  if (r.database.empty()) return report(name, solve(game, 1'000'000'000, s.run()));
  SolvedTable<G> table;
  const SolveResult result = solve(game, 1'000'000'000, s.run(), &table);
  write_solved_database(r.database, name, game, table);
  return report(name, result);
}

/// The tiered solver for acyclic tiers, the loopy tiered solver for tiers loopy inside.
template <class G>
TieredSolve solve_tiers(const G& game, RunControl& run, const TieredSolveOptions& options) {
  if constexpr (LoopyTieredGame<G>) return solve_loopy_tiered(game, run, options);
  else return solve_tiered(game, run, options);
}

/// An acyclic tiered solve past memory (--scratch DIR: the bitmaps on disk).
template <class G>
SolveReport solve_on_disk(const G& game, const Arguments& a, Session& s, const SolveRequest& r) {
  const std::string name = to_string(a.normal_term());
  if constexpr (LoopyTieredGame<G>)
    throw ParseError(fmt::format("--scratch: {} is solved by loopy tiers, in memory only (connect4 and tic_tac_toe are "
                                 "solved on disk)", name));
  else return report(name, solve_tiered_on_disk(game, s.run(), {r.scratch}).summary);
}

/// A tiered solve; with a database path, a directory of tier files (resumable); with a
/// scratch directory, on disk.
template <class G>
SolveReport solve_by_tiers(const G& game, const Arguments& a, Session& s, const SolveRequest& r) {
  if (!r.scratch.empty()) return solve_on_disk(game, a, s, r);
  const std::string name = to_string(a.normal_term());
  Ranks& ranks = r.ranks != nullptr ? *r.ranks : one_rank();
  TieredSolveOptions options;
  options.ranks = &ranks;
  if (r.database.empty()) return report(name, solve_tiers(game, s.run(), options).summary);
  std::vector<std::uint64_t> sizes;
  for (std::uint32_t t = 0; t < game.tier_count(); ++t) sizes.push_back(game.tier_size(t));
  // Rank 0 makes the directory and writes the tiers; the others open it once it is there.
  std::optional<TierFiles> files;
  if (ranks.rank() == 0) files = TierFiles::create(r.database, name, sizes);
  ranks.any(false);
  if (ranks.rank() != 0) files = TierFiles::create(r.database, name, sizes);
  const int threads = s.run().threads();
  if (ranks.rank() == 0)
    options.sink = [&](std::uint32_t t, const std::vector<std::uint16_t>& cells) { files->write(t, cells, threads); };
  if (r.resume)
    options.load = [&](std::uint32_t t, std::vector<std::uint16_t>& cells) {
      if (!files->has(t)) return false;
      cells = files->read(t);
      return true;
    };
  return report(name, solve_tiers(game, s.run(), options).summary);
}

/// The plain negamax reference (for the laws test).
template <class G>
SolveReport solve_by_negamax(const G& game, const Arguments& a) {
  const NegamaxResult n = Negamax<G>(game).solve();
  SolveReport out{to_string(a.normal_term()), n.value, std::nullopt, n.remoteness, n.positions, {}, 0, 0, 0};
  std::copy(std::begin(n.counts), std::end(n.counts), out.counts);
  return out;
}

/// A cell's value and remoteness for the player to move.
inline QueryReport cell_report(std::string position, std::uint16_t cell) {
  return {std::move(position), dense_cell::value(cell), dense_cell::remoteness(cell)};
}

template <class G>
QueryReport query_hashed(const G& game, Database& db, std::string_view position) {
  if (!db.keyed()) throw ParseError(fmt::format("the database of {} is not keyed by position", db.game()));
  const auto p = game.parse(position);
  const auto cell = query_solved_database(db, game, p);
  if (!cell)
    throw DomainError(fmt::format("the position {} is not in the database of {} (not reachable from the start)",
                                  game.to_string(p), db.game()));
  return cell_report(game.to_string(p), *cell);
}

/// A position's cell in the tier files of its game's solve by tiers (Tiers: `tier(p)`
/// and `slot(p)`).
template <class Tiers, class P>
std::uint16_t position_cell(TierFiles& files, const Tiers& tiers, const P& p) {
  return files.cell(tiers.tier(p), tiers.slot(p));
}

/// A dense game's state in the tier files of its solve by tiers. Every state of a loopy
/// tier is solved: a cell of 0 is a draw.
template <class G, class Tiers>
std::uint16_t state_cell(TierFiles& files, const G& game, const Tiers& tiers, std::uint64_t state) {
  return position_cell(files, tiers, game.unrank(state));
}

/// The tier files in `dir`, which must be those of the game `name` (for play --db).
inline std::shared_ptr<TierFiles> open_tiers_of(const std::string& dir, const std::string& name) {
  if (!std::filesystem::is_directory(dir))
    throw ParseError(fmt::format("{}: not the directory of a solve by tiers of {} (cgt solve '{}' --db DIR)", dir, name, name));
  auto files = std::make_shared<TierFiles>(TierFiles::open(dir));
  if (files->game() != name) throw ParseError(fmt::format("{}: the tiers of {}, not of {}", dir, files->game(), name));
  return files;
}

template <class G, class Tiers>
QueryReport query_dense_tiers(const G& game, const Tiers& tiers, TierFiles& files, std::string_view position) {
  const auto [state, first_to_move] = game.parse(position);
  return cell_report(game.to_string(state, first_to_move), state_cell(files, game, tiers, state));
}

/// A play session over any position type: `board(p, first)`, `primitive(p)`,
/// `labelled_moves(p)` and the solved `cell(p)`.
template <class Position>
class CellPlay final : public PlaySession {
 public:
  struct Access {
    std::function<std::string(const Position&, bool)> board;
    std::function<Primitive(const Position&)> primitive;
    std::function<std::vector<std::pair<std::string, Position>>(const Position&)> moves;
    std::function<std::uint16_t(const Position&)> cell;
  };
  CellPlay(Access access, Position start, bool first_to_move)
      : access_(std::move(access)), position_(std::move(start)), first_(first_to_move) {}

  std::string board() const override { return access_.board(position_, first_); }
  bool first_player_to_move() const override { return first_; }
  Primitive over() const override {
    const Primitive p = access_.primitive(position_);
    if (p == Primitive::Undecided && access_.moves(position_).empty()) return Primitive::Lose;
    return p;
  }
  QueryReport value() const override { return cell_report(board(), access_.cell(position_)); }
  std::vector<Move> moves() const override {
    std::vector<Move> out;
    for (const auto& [text, child] : access_.moves(position_)) out.push_back(move_value(text, access_.cell(child)));
    std::stable_sort(out.begin(), out.end(), [](const Move& x, const Move& y) { return rank(x) < rank(y); });
    return out;
  }
  void play(std::string_view move) override {
    for (auto& [text, child] : access_.moves(position_))
      if (text == move) {
        position_ = child;
        first_ = !first_;
        return;
      }
    throw ParseError(fmt::format("illegal move '{}' in position {}", move, board()));
  }

 private:
  // The child's value is for the opponent: a move to a lost position wins.
  static Move move_value(const std::string& text, std::uint16_t child) {
    const SolvedValue v = dense_cell::value(child);
    const std::uint32_t r = dense_cell::remoteness(child) + 1;
    if (v == SolvedValue::Lose) return {text, SolvedValue::Win, r};
    if (v == SolvedValue::Win) return {text, SolvedValue::Lose, r};
    if (v == SolvedValue::Tie) return {text, SolvedValue::Tie, r};
    return {text, SolvedValue::Draw, 0};
  }
  // Wins (sooner first), ties, draws, losses (later first).
  static long rank(const Move& m) {
    const long r = static_cast<long>(m.remoteness);
    switch (m.value) {
      case SolvedValue::Win: return -1'000'000 + r;
      case SolvedValue::Tie: return -1000 + r;
      case SolvedValue::Draw: return 0;
      case SolvedValue::Lose: break;
    }
    return 1'000'000 - r;
  }

  Access access_;
  Position position_;
  bool first_;
};

/// A game started at another position (for play from a given position).
template <class G>
struct StartingAt {
  using Position = typename G::Position;
  const G& game;
  Position from;
  Position start() const { return from; }
  auto moves(const Position& p) const { return game.moves(p); }
  Primitive primitive(const Position& p) const { return game.primitive(p); }
};

/// Play a hash-solver game: solve from the start position (or the given one), then play.
/// The first player is the one to move when the stones are even (x in both games).
template <class G>
std::unique_ptr<PlaySession> play_hashed(std::shared_ptr<const G> game, Session& s, const PlayRequest& r) {
  using P = typename G::Position;
  const P from = r.position.empty() ? game->start() : game->parse(r.position);
  auto table = std::make_shared<SolvedTable<G>>();
  solve(StartingAt<G>{*game, from}, 200'000'000, s.run(), table.get());
  const std::string text = game->to_string(from);
  const auto stones = std::count_if(text.begin(), text.end(), [](char c) { return c == 'x' || c == 'o'; });
  typename CellPlay<P>::Access access{
      [game](const P& p, bool) { return game->to_string(p); },
      [game](const P& p) { return game->primitive(p); },
      [game](const P& p) { return game->labelled_moves(p); },
      [table](const P& p) { return table->at(p); }};
  return std::make_unique<CellPlay<P>>(std::move(access), from, stones % 2 == 0);
}

/// Play a dense game: values from the tier files of its solve (--db DIR), or solve first.
template <class G, class Tiers>
std::unique_ptr<PlaySession> play_dense(std::shared_ptr<const G> game, const Arguments& a, Session& s,
                                        const PlayRequest& r) {
  const auto [state, first] = r.position.empty() ? std::pair{game->start_state(), true} : game->parse(r.position);
  std::function<std::uint16_t(const std::uint64_t&)> cell;
  if (!r.database.empty()) {
    auto files = open_tiers_of(r.database, to_string(a.normal_term()));
    auto tiers = std::make_shared<const Tiers>(*game);
    cell = [files, tiers, game](const std::uint64_t& st) { return state_cell(*files, *game, *tiers, st); };
  } else {
    auto d = std::make_shared<DenseSolve>(solve_dense(*game, {.count_positions = false}, s.run()));
    cell = [d](const std::uint64_t& st) { return d->table.cells[st]; };
  }
  typename CellPlay<std::uint64_t>::Access access{
      [game](const std::uint64_t& st, bool first_to_move) { return game->to_string(st, first_to_move); },
      [game](const std::uint64_t& st) { return game->primitive(st); },
      [game](const std::uint64_t& st) { return game->labelled_moves(st); }, std::move(cell)};
  return std::make_unique<CellPlay<std::uint64_t>>(std::move(access), state, first);
}

/// Play against the tier files of a solve of an acyclic tiered game (cgt solve --db
/// DIR): each value is one cell read; the first player moves in even tiers.
template <class G, class Tiers>
std::unique_ptr<PlaySession> play_from_tiers(std::shared_ptr<const G> game, const Arguments& a, const PlayRequest& r) {
  auto files = open_tiers_of(r.database, to_string(a.normal_term()));
  using P = typename G::Position;
  const P from = r.position.empty() ? game->start() : game->parse(r.position);
  auto tiers = std::make_shared<const Tiers>(*game);
  typename CellPlay<P>::Access access{
      [game](const P& p, bool) { return game->to_string(p); },
      [game](const P& p) { return game->primitive(p); },
      [game](const P& p) { return game->labelled_moves(p); },
      [files, tiers](const P& p) { return position_cell(*files, *tiers, p); }};
  return std::make_unique<CellPlay<P>>(std::move(access), from, Tiers::tier(from) % 2 == 0);
}

/// Solve, play, query and the negamax reference for a game of the hash-table solver;
/// `make(args)` builds the game object, `solver` says how it is solved.
template <class G, class Make>
void serve_hashed(GameEntry& e, Make make, const std::string& solver) {
  e.solve = [make](const Arguments& a, Session& s, const SolveRequest& r) { return solve_hashed(make(a), a, s, r); };
  e.play = [make](const Arguments& a, Session& s, const PlayRequest& r) {
    return play_hashed(std::make_shared<const G>(make(a)), s, r);
  };
  e.query = [make](const Arguments& a, Database& db, std::string_view p) { return query_hashed(make(a), db, p); };
  e.board = [make](const Arguments& a, std::string_view p) {
    const G game = make(a);
    return game.to_string(game.parse(p));
  };
  e.reference_solve = [make](const Arguments& a, Session&) { return solve_by_negamax(make(a), a); };
  e.engines = {{Command::Solve, solver},
               {Command::Play, "against the solved table"},
               {Command::Query, "keyed database (cgt solve --db)"}};
}

/// Solve by acyclic tiers (the tier files for --db, query and play), play against the
/// hash-table solver without a database, and the negamax reference; `make(args)` builds
/// the game, Tiers its tiers.
template <class G, class Tiers, class Make>
void serve_acyclic_tiers(GameEntry& e, Make make, const std::string& solver) {
  serve_hashed<G>(e, make, "");  // the board, and the negamax reference of the laws test
  e.solve = [make](const Arguments& a, Session& s, const SolveRequest& r) { return solve_by_tiers(Tiers(make(a)), a, s, r); };
  e.query_tiers = [make](const Arguments& a, TierFiles& files, std::string_view position) {
    const G game = make(a);
    const typename G::Position p = game.parse(position);
    const std::uint16_t cell = position_cell(files, Tiers(game), p);
    // Every reachable position of an acyclic game is decided; 0 marks a slot play never reaches.
    if (cell == 0)
      throw DomainError(fmt::format("the position {} is not reachable from the start of {}", game.to_string(p), files.game()));
    return cell_report(game.to_string(p), cell);
  };
  e.query = nullptr;  // --db writes tier files, read by query_tiers
  e.play = [make](const Arguments& a, Session& s, const PlayRequest& r) -> std::unique_ptr<PlaySession> {
    if (r.database.empty()) return play_hashed(std::make_shared<const G>(make(a)), s, r);
    return play_from_tiers<G, Tiers>(std::make_shared<const G>(make(a)), a, r);
  };
  e.engines = {{Command::Solve, solver},
               {Command::Play, "against the solved table, or the tier files of --db DIR"},
               {Command::Query, "tier files (cgt solve --db DIR)"}};
}

/// Solve, play and query for a dense game solved by loopy tiers (Tiers built from the
/// game); `make(args)` builds the game.
template <class G, class Tiers, class Make>
void serve_loopy_tiers(GameEntry& e, Make make, const std::string& solver) {
  e.solve = [make](const Arguments& a, Session& s, const SolveRequest& r) { return solve_by_tiers(Tiers(*make(a)), a, s, r); };
  e.play = [make](const Arguments& a, Session& s, const PlayRequest& r) { return play_dense<G, Tiers>(make(a), a, s, r); };
  e.query_tiers = [make](const Arguments& a, TierFiles& files, std::string_view p) {
    const auto game = make(a);
    return query_dense_tiers(*game, Tiers(*game), files, p);
  };
  e.board = [make](const Arguments& a, std::string_view p) {
    const auto game = make(a);
    const auto [state, first_to_move] = game->parse(p);
    return game->to_string(state, first_to_move);
  };
  e.engines = {{Command::Solve, solver},
               {Command::Play, "against the solved table, or the tier files of --db DIR"},
               {Command::Query, "tier files (cgt solve --db DIR)"}};
}

}  // namespace cgt::catalogue
