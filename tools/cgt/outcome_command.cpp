// cgt outcome TERM: the outcome class of a large catalogue position by direct search.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <chrono>
#include <iostream>
#include <optional>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/partisan/game_table.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

struct OutcomeOptions {
  CommonOptions common;
  std::string term;
  std::optional<std::size_t> fold_budget;
  bool moves = false;
};

void run_outcome(OutcomeOptions& o, const Registry& registry) {
  const Term term = parse_term(o.term);
  const GameEntry& entry = registry.at(term, Command::Outcome);
  const Arguments args = entry.arguments(term);
  auto control = o.common.make_run();
  Session session(registry, *control);
  // Number folding compares and adds games in the game table: the run's limits reach it.
  const GameTable::Watch watch(*control);
  const auto start = std::chrono::steady_clock::now();
  const OutcomeReport result = entry.outcome(args, session, {o.fold_budget, o.moves});
  if (o.moves && !result.moves_listed)
    throw cgt::ParseError(fmt::format("--moves: {}'s outcome engine does not list moves", entry.name));
  control->finish();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (o.common.json) {
    Json j{{"game", to_string(args.normal_term())}, {"outcome", result.text()}, {"nodes", result.nodes}, {"seconds", seconds}};
    if (result.tt_hits) j["tt_hits"] = *result.tt_hits;
    if (o.moves) j["winning_moves"] = Json{{"left", result.left_winning_moves}, {"right", result.right_winning_moves}};
    print_json(j);
    return;
  }
  if (o.moves) {
    const auto list = [](const std::vector<std::string>& moves) {
      return moves.empty() ? std::string("none") : fmt::format("{}", fmt::join(moves, "  "));
    };
    std::cout << fmt::format("Left's winning first moves: {}\nRight's winning first moves: {}\n",
                             list(result.left_winning_moves), list(result.right_winning_moves));
  }
  if (!result.loopy_outcome.empty()) {
    std::cout << fmt::format("outcome {} (loopy: {} positions by retrograde analysis in {:.3f} s)\n", result.text(),
                             result.nodes, seconds);
    return;
  }
  std::cout << fmt::format("outcome {} ({} positions searched in {:.3f} s)\n", to_string(result.outcome), result.nodes,
                           seconds);
}

}  // namespace

void register_outcome(CLI::App& app, const Registry& registry) {
  auto options = std::make_shared<OutcomeOptions>();
  CLI::App* cmd = app.add_subcommand("outcome", "Outcome class of a large game position by direct search");
  cmd->add_option("term", options->term, "A catalogue position, e.g. 'domineering(6, 6)' or 'clobber(\"xoxo|oxox\")'")
      ->required();
  cmd->add_option("--fold-budget", options->fold_budget,
                  "value components of at most this many positions by canonical forms and fold the numbers among "
                  "them (number avoidance); 0: pure search; default: by game")
      ->check(CLI::Range(0, 1000000000));
  cmd->add_flag("--moves", options->moves,
                 "also list each side's winning first moves (the positions they lead to; Left's win with Right to move next)");
  add_common_options(*cmd, options->common);
  cmd->callback([options, &registry] { run_outcome(*options, registry); });
}

}  // namespace cgt::cli
