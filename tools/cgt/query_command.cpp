// cgt query FILE POSITION: value and remoteness of one position from a solved database.
#include <fmt/format.h>

#include <iostream>

#include "cgt/solve/database.hpp"
#include "command.hpp"
#include "dense_games.hpp"

namespace cgt::cli {
namespace {

struct QueryOptions {
  CommonOptions common;
  std::string file, position;
};

void run(QueryOptions& o) {
  Database db(o.file);
  with_dense_game(db.game(), [&](const auto& game) {
    if (game.state_count() != db.state_count())
      throw ParseError(fmt::format("{}: {} states in the file, {} has {}: not this game's database", o.file,
                                   db.state_count(), db.game(), game.state_count()));
    const auto [state, first_to_move] = game.parse(o.position);
    const std::uint16_t cell = db.cell(state);
    const SolvedValue value = dense_cell::value(cell);
    const std::uint32_t remoteness = dense_cell::remoteness(cell);
    if (o.common.json) {
      print_json(Json{{"game", db.game()},
                      {"position", game.to_string(state, first_to_move)},
                      {"value", to_string(value)},
                      {"remoteness", remoteness}});
      return;
    }
    if (value == SolvedValue::Draw) std::cout << "draw\n";
    else std::cout << fmt::format("{} in {}\n", to_string(value), remoteness);
  });
}

}  // namespace

void register_query(CLI::App& app) {
  auto options = std::make_shared<QueryOptions>();
  CLI::App* cmd = app.add_subcommand("query", "Value and remoteness of one position from a database (cgt solve --db)");
  cmd->add_option("file", options->file, "the database file")->required();
  cmd->add_option("position", options->position, "the position, e.g. 'x...|....|....|.... o' for quixo(4)")->required();
  add_common_options(*cmd, options->common);
  cmd->callback([options] { run(*options); });
}

}  // namespace cgt::cli
