#include "cgt/games/catalogue.hpp"

#include <fmt/format.h>

#include "cgt/core/error.hpp"
#include "cgt/games/advance_or_eat.hpp"
#include "cgt/games/clobber.hpp"
#include "cgt/games/domineering.hpp"
#include "cgt/games/hackenbush_graph.hpp"
#include "cgt/games/strip_games.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt {
namespace {

const std::string& one_string(const std::vector<std::string>& args, const char* game) {
  if (args.size() != 1) throw ParseError(fmt::format("{} takes one \"board\" argument", game));
  return args[0];
}

}  // namespace

void register_catalogue_terms() {
  register_game_term("domineering", [](const std::vector<std::string>& args) {
    if (args.size() == 2) return domineering_value(Domineering::rectangle(std::stoi(args[0]), std::stoi(args[1])));
    return domineering_value(Domineering::parse(one_string(args, "domineering")));
  });
  register_game_term("hackenbush", [](const std::vector<std::string>& args) {
    const std::string& text = one_string(args, "hackenbush");
    if (text.find('-') != std::string::npos) return hackenbush_graph_value(HackenbushGraph::parse(text));
    return hackenbush_value(HackenbushString::parse(text));
  });
  register_game_term("toads_and_frogs", [](const std::vector<std::string>& args) {
    return toads_and_frogs_value(ToadsAndFrogs::parse(one_string(args, "toads_and_frogs")));
  });
  register_game_term("advance_or_eat", [](const std::vector<std::string>& args) {
    return advance_or_eat_value(AdvanceOrEat::parse(one_string(args, "advance_or_eat")));
  });
  register_game_term("clobber", [](const std::vector<std::string>& args) {
    return clobber_value(Clobber::parse(one_string(args, "clobber")));
  });
}

}  // namespace cgt
