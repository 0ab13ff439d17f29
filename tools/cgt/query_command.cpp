// cgt query FILE POSITION: value and remoteness of one position from a solved database.
#include <fmt/format.h>

#include <iostream>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/solve/database.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

struct QueryOptions {
  CommonOptions common;
  std::string file, position;
};

void run(QueryOptions& o, const Registry& registry) {
  Database db(o.file);
  Term term;
  try {
    term = parse_term(db.game());  // databases carry the normal term of their game
  } catch (const ParseError&) {
    throw ParseError(fmt::format("{}: the database names its game '{}', which is not a term of this cgt (written by "
                                 "an older version? solve again with --db)",
                                 o.file, db.game()));
  }
  const GameEntry& entry = registry.at(term, Command::Query);
  const QueryReport r = entry.query(entry.arguments(term), db, o.position);
  if (o.common.json) {
    print_json(Json{{"game", db.game()}, {"position", r.position}, {"value", to_string(r.value)}, {"remoteness", r.remoteness}});
    return;
  }
  if (r.value == SolvedValue::Draw) std::cout << "draw\n";
  else std::cout << fmt::format("{} in {}\n", to_string(r.value), r.remoteness);
}

}  // namespace

void register_query(CLI::App& app, const Registry& registry) {
  auto options = std::make_shared<QueryOptions>();
  CLI::App* cmd = app.add_subcommand("query", "Value and remoteness of one position from a database (cgt solve --db)");
  cmd->add_option("file", options->file, "the database file")->required();
  cmd->add_option("position", options->position,
                  "the position, e.g. 'x...|....|....|.... o' for quixo(4), 'x..|.o.|...' for tic_tac_toe")
      ->required();
  add_common_options(*cmd, options->common);
  cmd->callback([options, &registry] { run(*options, registry); });
}

}  // namespace cgt::cli
