#pragma once
/// \file
/// The one game registry. Every game of the catalogue registers once (its own file in
/// src/catalogue/games/, one line in src/catalogue/builtin.cpp) with its name, typed
/// parameters, an example term, a one-line description citing the source of its rules,
/// the commands it serves and how, and its bench workload. The command line, the REPL,
/// the bench and the laws test only look games up here.

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/catalogue/parameters.hpp"
#include "cgt/catalogue/session.hpp"
#include "cgt/catalogue/term.hpp"
#include "cgt/core/outcome.hpp"
#include "cgt/impartial/heap_rule.hpp"
#include "cgt/impartial/misere_game.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/loopy/sided_value.hpp"
#include "cgt/core/solved_value.hpp"

namespace cgt {

class Database;
class Ranks;
class TierFiles;

/// The commands a game can serve.
enum class Command : std::uint8_t { Value, Outcome, Solve, Play, Query, Heap };
const char* to_string(Command command);

/// `cgt outcome`: outcome class by search, and the positions searched.
struct OutcomeRequest {
  std::optional<std::size_t> fold_budget;  ///< none: the game's default
  bool moves = false;                      ///< also list the winning first moves
};
struct OutcomeReport {
  OutcomeClass outcome = OutcomeClass::P;
  std::uint64_t nodes = 0;
  /// Positions answered by the search's transposition table (none: the engine keeps no
  /// such table, e.g. outcomes read off a value).
  std::optional<std::uint64_t> tt_hits;
  /// Loopy games: CGSuite's outcome class of the value, which may also be PHat, NHat,
  /// PCheck or NCheck (onside and offside differ); `outcome` is then unused. Empty
  /// otherwise.
  std::string loopy_outcome;
  std::string text() const { return loopy_outcome.empty() ? std::string(to_string(outcome)) : loopy_outcome; }
  /// With OutcomeRequest::moves: Left's winning first moves (options from which Left
  /// wins with Right to move) and Right's, each printed as the position it leads to.
  bool moves_listed = false;
  std::vector<std::string> left_winning_moves, right_winning_moves;
};

/// `cgt solve`: Gamesman's value of the start (a score for scoring games) and counts.
struct SolveRequest {
  std::string database;  ///< write every value here (empty: none); a directory for tiered solves
  bool resume = false;   ///< tiered solves: read the tiers an earlier run wrote to `database`
  Ranks* ranks = nullptr;  ///< tiered solves: the processes sharing it (null: this one alone)
  std::string scratch;     ///< acyclic tiered solves: solve on disk, the bitmaps in this directory (empty: in memory)
};
struct SolveReport {
  std::string game;                    ///< the normal term
  SolvedValue value = SolvedValue::Draw;
  std::optional<std::int64_t> score;   ///< scoring games: the start's value (none: a draw)
  std::uint32_t remoteness = 0;
  std::uint64_t positions = 0;
  std::uint64_t counts[4] = {0, 0, 0, 0};  ///< win, lose, tie, draw (scoring: by sign)
  std::uint64_t classes = 0;           ///< positions stored up to symmetry (0: no symmetry)
  std::uint64_t peak_bytes = 0;
  double seconds = 0;
};

/// `cgt query`: one position's value from a database.
struct QueryReport {
  std::string position;  ///< as the game prints it
  SolvedValue value = SolvedValue::Draw;
  std::uint32_t remoteness = 0;
};

/// A game in progress against the perfect solver (`cgt play`): the position, its value
/// for the player to move and every legal move with its value for the mover.
class PlaySession {
 public:
  struct Move {
    std::string text;       ///< as the player types it
    SolvedValue value;      ///< for the player making it
    std::uint32_t remoteness;
  };
  virtual ~PlaySession() = default;
  /// The board, rows separated by '|'.
  virtual std::string board() const = 0;
  virtual bool first_player_to_move() const = 0;
  /// Win/Lose/Tie when the game is over (for the player to move), else Undecided.
  virtual Primitive over() const = 0;
  /// The position's value for the player to move.
  virtual QueryReport value() const = 0;
  /// Legal moves, best for the mover first (wins sooner first, ties, draws, losses later first).
  virtual std::vector<Move> moves() const = 0;
  /// Plays a move given as listed by moves(). Throws cgt::ParseError if it is not legal.
  virtual void play(std::string_view move) = 0;
};
struct PlayRequest {
  std::string database;  ///< read values from this database instead of solving
  std::string position;  ///< start here instead of the start position (empty: start)
};

/// A partisan position played impartially (`impartial(TERM)`: either player may make
/// any move of Left's or Right's), for one call: its Grundy value, its outcome (P or N,
/// with the moves to Grundy value 0 when asked) and a play session.
struct EitherPlayerForm {
  std::function<std::uint64_t()> grundy;
  std::function<OutcomeReport(const OutcomeRequest&)> outcome;
  std::function<std::unique_ptr<PlaySession>(const PlayRequest&)> play;
};

/// A fixed workload for `cgt bench`: a command on a term.
struct BenchWorkload {
  Command command = Command::Value;
  std::string term;
};

/// One game of the catalogue. Capabilities left empty are not served.
struct GameEntry {
  std::string name;                  ///< snake_case
  std::vector<std::string> aliases;  ///< older spellings still accepted (tictactoe)
  std::vector<Signature> signatures;
  std::string example;               ///< a term that runs under every command served
  std::string description;           ///< one line, with the source of the rules
  std::vector<std::pair<Command, std::string>> engines;  ///< command -> how it is served
  BenchWorkload bench;
  /// Further workloads, for engines the first does not reach (the outcome search).
  std::vector<BenchWorkload> more_bench;

  std::function<Game(const Arguments&, Session&)> value;
  /// Loopy rulesets, instead of `value`: the position's value as a stopper or `onside &
  /// offside` (CGSuite's GameValue; cgt/partisan/loopy/component_values.hpp).
  std::function<loopy::SidedValue(const Arguments&, Session&)> loopy_value;
  /// Loopy rulesets: the position's game graph (the position at vertex 0;
  /// cgt/partisan/loopy/position_graph.hpp). Registry::add derives from it, when they are
  /// not given, `loopy_value` (valued by strongly connected components) and `outcome`
  /// (by plain play: retrograde analysis with draws, no sidling).
  std::function<loopy::Graph(const Arguments&, Session&)> loopy_graph;
  /// Outcome by search. When left empty, Registry::add derives it from `loopy_graph`
  /// (plain play) or from `value` (the canonical form's outcome class; heap games).
  std::function<OutcomeReport(const Arguments&, Session&, const OutcomeRequest&)> outcome;
  bool outcome_from_value = false;  ///< set by Registry::add when `outcome` comes from `value`
  std::function<SolveReport(const Arguments&, Session&, const SolveRequest&)> solve;
  std::function<std::unique_ptr<PlaySession>(const Arguments&, Session&, const PlayRequest&)> play;
  std::function<QueryReport(const Arguments&, Database&, std::string_view position)> query;
  /// Games solved by tiers (`--db DIR` writes one file per tier, cgt/solve/tier_files.hpp):
  /// one position's value from the tier files; `solve` then honours SolveRequest::resume.
  std::function<QueryReport(const Arguments&, TierFiles&, std::string_view position)> query_tiers;
  std::function<HeapRule(const Arguments&)> heap;
  /// Impartial games: the misère canonical form of the position (CGSuite's
  /// MisereCanonicalForm; `cram("...").MisereCanonicalForm` in expressions).
  std::function<MisereGame(const Arguments&, Session&)> misere;
  /// Partisan games: the misère outcome class of the position by searching its own game
  /// tree (`domineering(2, 4).MisereOutcomeClass`; canonical forms do not keep misère play).
  std::function<OutcomeClass(const Arguments&, Session&)> misere_outcome;
  /// For the laws test: the solve of small instances by an independent plain search
  /// (cgt/solve/negamax.hpp), to compare with `solve`.
  std::function<SolveReport(const Arguments&, Session&)> reference_solve;
  /// A random small position (for the laws test): a term of this game.
  std::function<Term(std::mt19937_64&)> random_position;
  /// The position of `args` printed back as a term of this game (round trips).
  std::function<Term(const Arguments&)> normal_position;
  /// Partisan board games: the distinct positions reachable from the position, itself
  /// included, as terms of this game (CGSuite's Followers of a ruleset's position).
  std::function<std::vector<Term>(const Arguments&, Session&)> position_followers;
  /// Impartial heap games: the distinct options of the position, each printed as an
  /// expression of this game (CGSuite's Options of a heap position without a player:
  /// `grundys_game(7).Options` holds `grundys_game(6) + grundys_game(1)`, ...).
  std::function<std::vector<std::string>(const Arguments&, Session&)> position_options;
  /// Partisan games: the position played impartially, for `impartial(TERM)`
  /// (src/catalogue/either_player.hpp makes it for any game type).
  std::function<EitherPlayerForm(const Arguments&, Session&)> either_player;
  /// Solvable games: a board as players type it (`cgt query`, `cgt play --position`),
  /// read and printed back as the game prints it (round trips). Throws cgt::ParseError
  /// naming what is wrong with a malformed board.
  std::function<std::string(const Arguments&, std::string_view board)> board;

  bool serves(Command c) const;
  /// The term's arguments bound to this game's signatures, the normal term under the
  /// game's own name (an alias such as `tictactoe` becomes `tic_tac_toe`).
  Arguments arguments(const Term& term) const;
};

/// The registry: games by name. Lookups also accept aliases.
class Registry {
 public:
  /// Adds a game. Throws cgt::Error when the name or an alias is taken or a served
  /// command has no engine description (a programming error).
  void add(GameEntry entry);
  /// The game named `name` (or an alias), or nullptr.
  const GameEntry* find(std::string_view name) const;
  /// The game named `name`; throws cgt::ParseError listing the close names otherwise.
  const GameEntry& at(std::string_view name) const;
  /// The game of `term`, serving `command`; throws cgt::ParseError naming the commands
  /// it does serve otherwise.
  const GameEntry& at(const Term& term, Command command) const;
  const std::vector<GameEntry>& entries() const noexcept { return entries_; }

 private:
  std::vector<GameEntry> entries_;
};

/// Every game cgt knows, registered in src/catalogue/builtin.cpp.
Registry builtin_registry();

}  // namespace cgt
