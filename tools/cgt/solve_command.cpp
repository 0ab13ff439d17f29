// cgt solve GAME: strong solution by retrograde analysis (tictactoe, mnk so far).
#include <fmt/format.h>

#include <iostream>

#include "cgt/core/error.hpp"
#include "cgt/games/mnk.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/games/teeko.hpp"
#include "cgt/solve/dense_solver.hpp"
#include "cgt/solve/solvable_game.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

struct SolveOptions {
  CommonOptions common;
  std::string game;
  int m = 3, n = 3, k = 3;
  int size = 4;
  int threads = 0;
};

void run(SolveOptions& o) {
  auto control = o.common.make_run();
  SolveResult r;
  std::string name;
  if (o.game == "tictactoe") {
    r = solve(MnkGame(3, 3, 3), 200'000'000, *control);
    name = "tictactoe";
  } else if (o.game == "mnk") {
    r = solve(MnkGame(o.m, o.n, o.k), 200'000'000, *control);
    name = fmt::format("mnk({},{},{})", o.m, o.n, o.k);
  } else if (o.game == "quixo") {
    r = solve_dense(Quixo(o.size), {.threads = o.threads}, *control).summary;
    name = fmt::format("quixo({})", o.size);
  } else if (o.game == "teeko") {
    r = solve_dense(Teeko(), {.threads = o.threads}, *control).summary;
    name = "teeko";
  } else {
    throw ParseError(fmt::format("unknown game '{}' (known: tictactoe, mnk, quixo, teeko)", o.game));
  }
  control->finish();
  if (o.common.json) {
    print_json(Json{{"game", name},
                    {"value", to_string(r.value)},
                    {"remoteness", r.remoteness},
                    {"positions", r.positions},
                    {"counts", {{"win", r.counts[0]}, {"lose", r.counts[1]}, {"tie", r.counts[2]}, {"draw", r.counts[3]}}},
                    {"seconds", r.seconds},
                    {"peak_bytes", r.peak_bytes}});
    return;
  }
  const std::string value = r.value == SolvedValue::Draw ? "draw" : fmt::format("{} in {}", to_string(r.value), r.remoteness);
  std::cout << fmt::format("{}: {} ({} positions: {} win, {} lose, {} tie, {} draw; {:.3f} s)\n", name, value,
                           r.positions, r.counts[0], r.counts[1], r.counts[2],
                           r.counts[3], r.seconds);
}

}  // namespace

void register_solve(CLI::App& app) {
  auto options = std::make_shared<SolveOptions>();
  CLI::App* cmd = app.add_subcommand("solve", "Strong solution of a game: value and remoteness of the start");
  cmd->add_option("game", options->game, "tictactoe or mnk")->required();
  cmd->add_option("--m", options->m, "mnk: rows")->capture_default_str();
  cmd->add_option("--n", options->n, "mnk: columns")->capture_default_str();
  cmd->add_option("--k", options->k, "mnk: stones in a row to win")->capture_default_str();
  cmd->add_option("--size", options->size, "quixo: board size (3 or 4)")->capture_default_str();
  cmd->add_option("--threads", options->threads, "threads (0: all cores)")->capture_default_str();
  add_common_options(*cmd, options->common);
  cmd->callback([options] { run(*options); });
}

}  // namespace cgt::cli
