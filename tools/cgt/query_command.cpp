// cgt query FILE POSITION: value and remoteness of one position from a solved database.
#include <fmt/format.h>

#include <iostream>

#include "cgt/solve/database.hpp"
#include "cgt/solve/solved_database.hpp"
#include "command.hpp"
#include "dense_games.hpp"
#include "hash_games.hpp"

namespace cgt::cli {
namespace {

struct QueryOptions {
  CommonOptions common;
  std::string file, position;
};

void print_cell(const QueryOptions& o, const Database& db, const std::string& position, std::uint16_t cell) {
  const SolvedValue value = dense_cell::value(cell);
  const std::uint32_t remoteness = dense_cell::remoteness(cell);
  if (o.common.json) {
    print_json(Json{{"game", db.game()}, {"position", position}, {"value", to_string(value)}, {"remoteness", remoteness}});
    return;
  }
  if (value == SolvedValue::Draw) std::cout << "draw\n";
  else std::cout << fmt::format("{} in {}\n", to_string(value), remoteness);
}

// A keyed database (tictactoe, mnk, connect4): the position's key, through its class.
void run_keyed(QueryOptions& o, Database& db) {
  with_hash_game(db.game(), [&](const auto& game) {
    const auto p = game.parse(o.position);
    const auto cell = query_solved_database(db, game, p);
    if (!cell)
      throw DomainError(fmt::format("{}: the position {} is not in the database (not reachable from the start)",
                                    o.file, game.to_string(p)));
    print_cell(o, db, game.to_string(p), *cell);
  });
}

void run(QueryOptions& o) {
  Database db(o.file);
  if (db.keyed()) {
    run_keyed(o, db);
    return;
  }
  with_dense_game(db.game(), [&](const auto& game) {
    if (game.state_count() != db.state_count())
      throw ParseError(fmt::format("{}: {} states in the file, {} has {}: not this game's database", o.file,
                                   db.state_count(), db.game(), game.state_count()));
    const auto [state, first_to_move] = game.parse(o.position);
    print_cell(o, db, game.to_string(state, first_to_move), db.cell(state));
  });
}

}  // namespace

void register_query(CLI::App& app) {
  auto options = std::make_shared<QueryOptions>();
  CLI::App* cmd = app.add_subcommand("query", "Value and remoteness of one position from a database (cgt solve --db)");
  cmd->add_option("file", options->file, "the database file")->required();
  cmd->add_option("position", options->position, "the position, e.g. 'x...|....|....|.... o' for quixo(4), 'x..|.o.|...' for tictactoe")->required();
  add_common_options(*cmd, options->common);
  cmd->callback([options] { run(*options); });
}

}  // namespace cgt::cli
