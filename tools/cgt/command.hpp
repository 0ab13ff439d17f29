#pragma once
// Shared plumbing of the cgt subcommands: the options every subcommand takes
// (--json, --quiet, --time-limit, --max-memory), progress on stderr, and output.
// No game theory here: each subcommand builds one result object and prints it either
// for a person or as one JSON object, from the same data.

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <memory>
#include <optional>
#include <string>

#include "cgt/core/run_control.hpp"
#include "cgt/core/game_graph.hpp"

namespace cgt {
class Ranks;
class Registry;
}

namespace cgt::cli {

using Json = nlohmann::ordered_json;

struct CommonOptions {
  bool json = false;
  bool quiet = false;
  double time_limit = 0;
  std::string max_memory;  // e.g. "512M", "2G", "1000000"

  int threads = 0;  // --threads; 0: all cores

  /// A RunControl with these limits and --threads (or `threads_override`), reporting
  /// progress on stderr when stderr is a terminal and --quiet is not given.
  std::unique_ptr<RunControl> make_run(std::optional<int> threads_override = std::nullopt);

 private:
  std::unique_ptr<ProgressSink> sink_;
};

/// Adds --json, --quiet, --time-limit and --max-memory to a subcommand.
void add_common_options(CLI::App& command, CommonOptions& options);

/// For a command that allows extras: the one argument left over, when `given` is empty
/// and the argument cannot be an option name (it is an expression starting with '-',
/// such as `-(1 + *)`); else `given`. Throws CLI::ExtrasError for other leftovers.
std::string expression_from_extras(const CLI::App& command, const std::string& given);

/// Prints a JSON object on one line to stdout.
void print_json(const Json& object);

/// Parses an unsigned decimal integer for the user; throws cgt::ParseError naming
/// `what` and the text when it is not one, cgt::LimitError when it exceeds `max`.
std::uint64_t parse_unsigned(const std::string& text, const std::string& what,
                             std::uint64_t max = ~std::uint64_t{0});

// The subcommands: each registers itself on the app. Those that take game terms look
// the games up in the registry (which outlives the app).
void register_heap(CLI::App& app, const Registry& registry);
void register_nim(CLI::App& app);
void register_graph(CLI::App& app);
void register_value(CLI::App& app, const Registry& registry);
void register_outcome(CLI::App& app, const Registry& registry);
/// `ranks`: the Open MPI ranks sharing a tiered solve (null: this process alone).
void register_solve(CLI::App& app, const Registry& registry, Ranks* ranks);
void register_query(CLI::App& app, const Registry& registry);
void register_play(CLI::App& app, const Registry& registry);
void register_games(CLI::App& app, const Registry& registry);
void register_bench(CLI::App& app, const Registry& registry);

}  // namespace cgt::cli
