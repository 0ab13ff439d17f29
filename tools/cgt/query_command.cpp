// cgt query FILE POSITION: value and remoteness of one position from a solved database.
#include <fmt/format.h>

#include <filesystem>
#include <iostream>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/solve/database.hpp"
#include "cgt/solve/tier_files.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

struct QueryOptions {
  CommonOptions common;
  std::string file, position;
};

// A directory of tier files (cgt solve --db DIR for games solved by tiers).
QueryReport query_tiers(const std::string& dir, const std::string& position, const Registry& registry, std::string& game) {
  TierFiles files = TierFiles::open(dir);
  game = files.game();
  const Term term = parse_term(game);
  const GameEntry& entry = registry.at(term, Command::Query);
  if (!entry.query_tiers) throw ParseError(fmt::format("{}: tier files of {}, which is not solved by tiers", dir, game));
  return entry.query_tiers(entry.arguments(term), files, position);
}

void print_query(const QueryOptions& o, const std::string& game, const QueryReport& r) {
  if (o.common.json) {
    print_json(Json{{"game", game}, {"position", r.position}, {"value", to_string(r.value)}, {"remoteness", r.remoteness}});
    return;
  }
  if (r.value == SolvedValue::Draw) std::cout << "draw\n";
  else std::cout << fmt::format("{} in {}\n", to_string(r.value), r.remoteness);
}

void run_query(QueryOptions& o, const Registry& registry) {
  if (std::filesystem::is_directory(o.file)) {
    std::string game;
    const QueryReport r = query_tiers(o.file, o.position, registry, game);
    print_query(o, game, r);
    return;
  }
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
  if (!entry.query)  // a database file of a game now solved by tiers (written by an older cgt)
    throw ParseError(fmt::format("{}: a database file of {}, which is now solved by tiers: solve again with --db DIR and "
                                 "query the directory",
                                 o.file, db.game()));
  print_query(o, db.game(), entry.query(entry.arguments(term), db, o.position));
}

}  // namespace

void register_query(CLI::App& app, const Registry& registry) {
  auto options = std::make_shared<QueryOptions>();
  CLI::App* cmd = app.add_subcommand("query", "Value and remoteness of one position from a database (cgt solve --db)");
  cmd->add_option("file", options->file, "the database file, or the directory of a solve by tiers")->required();
  cmd->add_option("position", options->position,
                  "the position, e.g. 'x...|....|....|.... o' for quixo(4), 'x..|.o.|...' for tic_tac_toe")
      ->required();
  add_common_options(*cmd, options->common);
  cmd->callback([options, &registry] { run_query(*options, registry); });
}

}  // namespace cgt::cli
