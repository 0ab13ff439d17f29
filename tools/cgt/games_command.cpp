// cgt games: every game of the catalogue with its parameters, example, description and
// the commands it serves.
#include <fmt/format.h>

#include <iostream>

#include "cgt/catalogue/registry.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

Json parameters_json(const GameEntry& e) {
  Json signatures = Json::array();
  for (const Signature& sig : e.signatures) {
    Json params = Json::array();
    for (const Parameter& p : sig) {
      Json j{{"name", p.name}, {"type", to_string(p.kind)}, {"doc", p.doc}};
      if (p.default_value) j["default"] = to_string(*p.default_value);
      if (p.kind == ParameterKind::Integer && p.min <= p.max) {
        j["min"] = p.min;
        j["max"] = p.max;
      }
      if (p.kind == ParameterKind::Choice) j["choices"] = p.choices;
      params.push_back(j);
    }
    signatures.push_back(params);
  }
  return signatures;
}

Json entry_json(const GameEntry& e) {
  Json commands = Json::array(), engines = Json::object();
  for (const auto& [c, how] : e.engines) {
    commands.push_back(to_string(c));
    engines[to_string(c)] = how;
  }
  Json j{{"name", e.name},
         {"parameters", parameters_json(e)},
         {"example", e.example},
         {"description", e.description},
         {"commands", commands},
         {"engines", engines}};
  if (!e.aliases.empty()) j["aliases"] = e.aliases;
  return j;
}

void run_games(const CommonOptions& o, const Registry& registry) {
  if (o.json) {
    Json games = Json::array();
    for (const GameEntry& e : registry.entries()) games.push_back(entry_json(e));
    print_json(Json{{"games", games}});
    return;
  }
  for (const GameEntry& e : registry.entries()) {
    std::string commands;
    for (const auto& [c, how] : e.engines) commands += (commands.empty() ? "" : ", ") + std::string(to_string(c));
    std::cout << fmt::format("{}{}\n    {}\n    example: {}   commands: {}\n", e.name, describe(e.signatures),
                             e.description, e.example, commands);
  }
}

}  // namespace

void register_games(CLI::App& app, const Registry& registry) {
  auto options = std::make_shared<CommonOptions>();
  CLI::App* cmd = app.add_subcommand("games", "List the games of the catalogue: parameters, example, commands");
  add_common_options(*cmd, *options);
  cmd->callback([options, &registry] { run_games(*options, registry); });
}

}  // namespace cgt::cli
