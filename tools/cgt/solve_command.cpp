// cgt solve TERM: strong solution (value and remoteness of the start, counts of the
// positions reachable from it) by retrograde analysis, or minimax for scoring games.
#include <fmt/format.h>

#include <iostream>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/solve/ranks.hpp"
#include "command.hpp"
#include "legacy_flags.hpp"

namespace cgt::cli {
namespace {

struct SolveOptions {
  CommonOptions common;
  std::string game;
  std::string db;
  std::string scratch;
  bool resume = false;
  LegacyFlags legacy;
};

void print_solve(const SolveOptions& o, const SolveReport& r, int ranks) {
  const std::string value = r.score ? std::to_string(*r.score) : to_string(r.value);
  if (o.common.json) {
    Json j{{"game", r.game},
           {"value", r.score ? Json(*r.score) : Json(value)},
           {"remoteness", r.remoteness},
           {"positions", r.positions},
           {"counts", {{"win", r.counts[0]}, {"lose", r.counts[1]}, {"tie", r.counts[2]}, {"draw", r.counts[3]}}},
           {"seconds", r.seconds},
           {"peak_bytes", r.peak_bytes},
           {"ranks", ranks}};  // processes that shared the solve (mpirun -np K)
    if (r.classes != 0) j["classes"] = r.classes;  // positions up to symmetry
    print_json(j);
    return;
  }
  const bool draw = !r.score && r.value == SolvedValue::Draw;
  const std::string shown = draw ? "draw" : fmt::format("{} in {}", value, r.remoteness);
  const std::string classes = r.classes != 0 ? fmt::format(", {} up to symmetry", r.classes) : "";
  std::cout << fmt::format("{}: {} ({} positions{}: {} win, {} lose, {} tie, {} draw; {:.3f} s)\n", r.game, shown,
                           r.positions, classes, r.counts[0], r.counts[1], r.counts[2], r.counts[3], r.seconds);
}

void run_solve(SolveOptions& o, const CLI::App& cmd, const Registry& registry, Ranks* ranks) {
  const Term term = o.legacy.apply(parse_term(o.game), cmd);
  const GameEntry& entry = registry.at(term, Command::Solve);
  const Arguments args = entry.arguments(term);
  if (o.resume && (o.db.empty() || !entry.query_tiers))
    throw cgt::ParseError(o.db.empty() ? "--resume continues a solve into --db DIR: give the directory"
                                  : fmt::format("--resume: {} is not solved by tiers (connect4, quixo, teeko and tic_tac_toe are)", entry.name));
  const int shared = ranks != nullptr ? ranks->size() : 1;
  if (!o.scratch.empty() && !entry.query_tiers)
    throw cgt::ParseError(fmt::format("--scratch: {} is not solved by tiers (connect4 and tic_tac_toe are solved on disk)", entry.name));
  if (!o.scratch.empty() && (!o.db.empty() || shared > 1))
    throw cgt::ParseError("--scratch: the solve on disk writes no --db tier files and runs in one process (not under mpirun)");
  if (shared > 1 && !entry.query_tiers)
    throw cgt::ParseError(fmt::format("{} is not solved by tiers: under mpirun only solves by tiers (connect4, quixo, teeko, tic_tac_toe) are "
                                      "shared among the ranks",
                                      entry.name));
  if (ranks != nullptr && ranks->rank() != 0) o.common.quiet = true;  // one progress line, rank 0's
  auto control = o.common.make_run();  // both solvers run on control->threads() (--threads)
  Session session(registry, *control);
  const SolveReport r = entry.solve(args, session, {o.db, o.resume, ranks, o.scratch});
  control->finish();
  if (ranks == nullptr || ranks->rank() == 0) print_solve(o, r, shared);  // one answer, from rank 0
}

}  // namespace

void register_solve(CLI::App& app, const Registry& registry, Ranks* ranks) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand("solve", "Strong solution of a game: value and remoteness of the start");
  cmd->add_option("game", options->game, "a game term: tic_tac_toe, 'connect4(5, 4)', 'quixo(3)', 'mnk(4, 4, 3)', ...")
      ->required();
  options->legacy.string(*cmd, "file", "graph: the graph file (- for standard input)", true);
  options->legacy.integer(*cmd, "m", "mnk: rows");
  options->legacy.integer(*cmd, "n", "mnk: columns");
  options->legacy.integer(*cmd, "k", "mnk, connect4: stones in a row to win");
  options->legacy.integer(*cmd, "width", "connect4: columns");
  options->legacy.integer(*cmd, "height", "connect4: rows");
  options->legacy.integer(*cmd, "size", "quixo: board size");
  options->legacy.string(*cmd, "scores", "stop_game: the score table, e.g. 3,1,4,1,5");
  options->legacy.flag(*cmd, "misere", "graph: a player with no move wins");
  cmd->add_option("--db", options->db,
                  "write every value to this database file (read with cgt query); for games solved by tiers "
                  "(connect4), a directory with one file per tier");
  cmd->add_flag("--resume", options->resume,
                "games solved by tiers: keep the tiers an earlier, stopped run wrote to --db and solve the rest");
  cmd->add_option("--scratch", options->scratch,
                  "games solved by acyclic tiers (connect4, tic_tac_toe): solve past memory, with each tier's reachable "
                  "positions as a bitmap file in this directory (a bit per slot; 36 GiB at most for connect4(6, 6)), one "
                  "byte per reachable position in memory, and Connect-Four's mirror images folded");
  add_common_options(*cmd, options->common);
  cmd->footer(
      "Values are for the player to move at the start: win/lose/tie, draw (play never ends), or a score for "
      "scoring games (stop_game, graph files with scores), with remoteness in plies. For scoring games the counts "
      "sort positions by the sign of their value. Under 'mpirun -np K', a game solved by tiers (connect4) is shared "
      "among the K ranks, with the same results and files. 'cgt games' lists the games.");
  cmd->callback([options, cmd, &registry, ranks] { run_solve(*options, *cmd, registry, ranks); });
}

}  // namespace cgt::cli
