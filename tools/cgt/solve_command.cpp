// cgt solve GAME: strong solution (value and remoteness of the start, counts of the
// positions reachable from it) by retrograde analysis, or minimax for scoring games.
#include <fmt/format.h>

#include <iostream>
#include <optional>
#include <variant>

#include "cgt/core/error.hpp"
#include "cgt/games/connect_four.hpp"
#include "cgt/games/mnk.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/games/stop_game.hpp"
#include "cgt/games/teeko.hpp"
#include "cgt/solve/database.hpp"
#include "cgt/solve/solved_database.hpp"
#include "cgt/solve/dense_solver.hpp"
#include "cgt/solve/explicit_game.hpp"
#include "cgt/solve/scoring.hpp"
#include "command.hpp"
#include "dense_games.hpp"
#include "hash_games.hpp"

namespace cgt::cli {
namespace {

struct SolveOptions {
  CommonOptions common;
  std::string game;
  std::string file;  // graph
  int m = 3, n = 3, k = 0;  // k = 0: the game's default (mnk 3, connect4 4)
  int size = 4;
  int width = 7, height = 6;
  std::string scores;
  int threads = 0;
  std::string db;
  bool misere = false;
};

// What every solve prints, win/lose games and scoring games alike.
struct Report {
  std::string game;
  std::string value;              // "win", "lose", "tie", "draw"
  std::optional<std::int64_t> score;  // the value of a scoring game (none: a draw)
  std::uint32_t remoteness = 0;
  std::uint64_t positions = 0;
  std::uint64_t counts[4] = {0, 0, 0, 0};  // win, lose, tie, draw
  std::uint64_t peak_bytes = 0;
  double seconds = 0;
  std::uint64_t classes = 0;  // positions stored, up to symmetry (0: no symmetry used)
};

Report report(std::string game, const SolveResult& r) {
  Report out{std::move(game), to_string(r.value), std::nullopt, r.remoteness, r.positions, {}, r.peak_bytes, r.seconds};
  std::copy(std::begin(r.counts), std::end(r.counts), out.counts);
  if (r.classes != r.positions) out.classes = r.classes;
  return out;
}

Report report(std::string game, const ScoringResult& r) {
  Report out{std::move(game), r.start_value ? "" : "draw", r.start_value, r.remoteness, r.positions, {}, r.peak_bytes, r.seconds};
  std::copy(std::begin(r.counts), std::end(r.counts), out.counts);
  return out;
}

// Dense games: solved in full, the table optionally written as a database.
Report solve_dense_game(const std::string& name, SolveOptions& o, RunControl& control) {
  return with_dense_game(name, [&](const auto& game) {
    const DenseSolve d = solve_dense(game, {}, control);
    if (!o.db.empty()) write_database(o.db, name, d.table, 1 << 16, control.threads());
    return report(name, d.summary);
  });
}

// Hash-table solver games: with --db, the solved positions as a keyed database.
template <class G>
Report solve_hash_game(const std::string& name, const G& game, SolveOptions& o, RunControl& control) {
  if (o.db.empty()) return report(name, solve(game, 1'000'000'000, control));
  SolvedTable<G> table;
  const SolveResult r = solve(game, 1'000'000'000, control, &table);
  write_solved_database(o.db, name, game, table);
  return report(name, r);
}

Report solve_game(SolveOptions& o, RunControl& control) {
  if (o.game == "quixo") {
    if (o.size != 3 && o.size != 4) Quixo{o.size};  // throws the size error
    return solve_dense_game(fmt::format("quixo({})", o.size), o, control);
  }
  if (o.game == "teeko") return solve_dense_game("teeko", o, control);
  if (o.game == "tictactoe") return solve_hash_game("tictactoe", MnkGame(3, 3, 3), o, control);
  if (o.game == "mnk") {
    if (o.k == 0) o.k = 3;
    return solve_hash_game(mnk_name(o.m, o.n, o.k), MnkGame(o.m, o.n, o.k), o, control);
  }
  if (o.game == "connect4") {
    if (o.k == 0) o.k = 4;
    return solve_hash_game(connect4_name(o.width, o.height, o.k), ConnectFour(o.width, o.height, o.k), o, control);
  }
  if (!o.db.empty())
    throw ParseError("--db: databases are written for quixo, teeko, tictactoe, mnk and connect4, not for this game");
  if (o.game == "stop") {
    if (o.scores.empty()) throw ParseError("the stop game needs its score table: --scores 3,1,4,1,5");
    return report(fmt::format("stop({})", o.scores), solve_scoring(stop_game(parse_score_list(o.scores)), control));
  }
  if (o.game == "graph") {
    if (o.file.empty()) throw ParseError("cgt solve graph needs a FILE (or - for standard input)");
    const GraphFile f = load_graph_file(o.file);
    const bool scoring = !f.primitives.empty() && f.primitives.front().kind == TerminalValue::Kind::Score;
    if (scoring) return report(fmt::format("graph({})", o.file), solve_scoring(f, control));
    return report(fmt::format("graph({})", o.file), solve(ExplicitGame(f, o.misere), GameGraph::kMaxVertices, control));
  }
  throw ParseError(fmt::format("unknown game '{}' (known: tictactoe, mnk, connect4, quixo, teeko, stop, graph)", o.game));
}

void run(SolveOptions& o) {
  auto control = o.common.make_run(o.threads);  // both solvers run on control->threads()
  const Report r = solve_game(o, *control);
  control->finish();
  if (o.common.json) {
    Json value = r.score ? Json(*r.score) : Json(r.value);
    Json j(Json{{"game", r.game},
                    {"value", value},
                    {"remoteness", r.remoteness},
                    {"positions", r.positions},
                    {"counts", {{"win", r.counts[0]}, {"lose", r.counts[1]}, {"tie", r.counts[2]}, {"draw", r.counts[3]}}},
                    {"seconds", r.seconds},
                    {"peak_bytes", r.peak_bytes}});
    if (r.classes != 0) j["classes"] = r.classes;  // extra key: positions up to symmetry
    print_json(j);
    return;
  }
  std::string value;
  if (r.score) value = fmt::format("{} in {}", *r.score, r.remoteness);
  else if (r.value == "draw") value = "draw";
  else value = fmt::format("{} in {}", r.value, r.remoteness);
  const std::string classes = r.classes != 0 ? fmt::format(", {} up to symmetry", r.classes) : "";
  std::cout << fmt::format("{}: {} ({} positions{}: {} win, {} lose, {} tie, {} draw; {:.3f} s)\n", r.game, value,
                           r.positions, classes, r.counts[0], r.counts[1], r.counts[2], r.counts[3], r.seconds);
}

}  // namespace

void register_solve(CLI::App& app) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand("solve", "Strong solution of a game: value and remoteness of the start");
  cmd->add_option("game", options->game, "tictactoe, mnk, connect4, quixo, teeko, stop or graph")->required();
  cmd->add_option("file", options->file, "graph: the graph file (- for standard input)");
  cmd->add_option("--m", options->m, "mnk: rows")->capture_default_str();
  cmd->add_option("--n", options->n, "mnk: columns")->capture_default_str();
  cmd->add_option("--k", options->k, "mnk, connect4: stones in a row to win (connect4: default 4)");
  cmd->add_option("--width", options->width, "connect4: columns")->capture_default_str();
  cmd->add_option("--height", options->height, "connect4: rows")->capture_default_str();
  cmd->add_option("--size", options->size, "quixo: board size (3 or 4)")->capture_default_str();
  cmd->add_option("--scores", options->scores, "stop: the score table, e.g. 3,1,4,1,5");
  cmd->add_option("--threads", options->threads, "threads (0: all cores)")->capture_default_str();
  cmd->add_flag("--misere", options->misere, "graph: a player with no move wins (unless the file says otherwise)");
  cmd->add_option("--db", options->db, "quixo, teeko: write every value to this database file (read with cgt query)");
  add_common_options(*cmd, options->common);
  cmd->footer(
      "Values are for the player to move at the start: win/lose/tie, draw (play never ends), or a score for "
      "scoring games (stop, graph files with scores), with remoteness in plies. For scoring games the counts "
      "sort positions by the sign of their value.");
  cmd->callback([options] { run(*options); });
}

}  // namespace cgt::cli
