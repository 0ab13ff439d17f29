// cgt: the command line of the cgt engine. One subcommand per file; this file only
// dispatches and turns errors into a one-line message with exit status 2.
#include <CLI/CLI.hpp>

#include <cstdio>
#include <exception>
#include <memory>
#include <new>
#include <string_view>

#include "cgt/core/error.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/partisan/game_table.hpp"
#include "command.hpp"
#include "mpi_ranks.hpp"

namespace {

// Under `mpirun -np K`, only a solve by tiers is shared among the ranks; any other
// command would run K times over.
void check_shared_command(const cgt::Ranks* ranks, int argc, char** argv) {
  if (ranks == nullptr || ranks->size() == 1) return;
  if (argc < 2 || std::string_view(argv[1]) != "solve")
    throw cgt::ParseError("under mpirun only 'cgt solve' (of a game solved by tiers) is shared among the ranks");
}

}  // namespace

int main(int argc, char** argv) {
  std::unique_ptr<cgt::Ranks> ranks;
  try {
    ranks = cgt::cli::start_mpi(argc, argv);
    check_shared_command(ranks.get(), argc, argv);
  } catch (const cgt::Error& e) {
    std::fprintf(stderr, "cgt: error: %s\n", cgt::one_line(e.what()).c_str());  // every rank refuses alike: no exchange waits
    return 2;
  }
  const cgt::Registry registry = cgt::builtin_registry();
  // The run's games live in a table main owns (cgt/partisan/game_table.hpp); worker
  // threads value their parts in private tables and hand results back to this one.
  cgt::GameTable games;
  const cgt::GameTable::Use use_games(games);
  CLI::App app{"cgt: combinatorial game theory and game solving, exactly"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "cgt 0.1.0");
  cgt::cli::register_games(app, registry);
  cgt::cli::register_heap(app, registry);
  cgt::cli::register_nim(app);
  cgt::cli::register_graph(app);
  cgt::cli::register_value(app, registry);
  cgt::cli::register_outcome(app, registry);
  cgt::cli::register_solve(app, registry, ranks.get());
  cgt::cli::register_query(app, registry);
  cgt::cli::register_play(app, registry);
  cgt::cli::register_bench(app, registry);
  try {
    app.parse(argc, argv);
  } catch (const CLI::Success& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::fprintf(stderr, "cgt: error: %s (see 'cgt --help')\n", cgt::one_line(e.what()).c_str());
    return 2;
  } catch (const cgt::Error& e) {
    std::fprintf(stderr, "cgt: error: %s\n", cgt::one_line(e.what()).c_str());
    cgt::cli::abort_ranks(ranks.get(), 2);  // the other ranks may wait in an exchange
    return 2;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "cgt: error: out of memory (try a smaller instance or --max-memory)\n");
    cgt::cli::abort_ranks(ranks.get(), 2);
    return 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "cgt: internal error: %s\n", cgt::one_line(e.what()).c_str());
    cgt::cli::abort_ranks(ranks.get(), 3);
    return 3;
  }
  return 0;
}
