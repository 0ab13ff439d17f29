// Hackenbush in the catalogue: a string of edges from the ground up ("lre"), a graph in
// CGSuite's notation ("l(l;rl)", ":Geeee:G"), or a graph given by its edge list
// ("0-1:l 1-2:e", vertex 0 the ground).
#include <fmt/format.h>

#include "../partisan_entry.hpp"
#include "cgt/games/hackenbush_graph.hpp"
#include "cgt/games/strip_games.hpp"

namespace cgt::catalogue {
namespace {

bool is_edge_list(const std::string& text) { return text.find('-') != std::string::npos; }
// A stalk: CGSuite's notation and the string game read it alike (the string game is faster).
bool is_stalk(const std::string& text) {
  return !text.empty() && text.find_first_not_of("lrebgLREBG") == std::string::npos;
}

HackenbushGraph graph_of(const std::string& text) {
  return is_edge_list(text) ? HackenbushGraph::parse(text) : HackenbushGraph::from_cgsuite(text, "hackenbush", false);
}

Game value(const Arguments& a, Session& s) {
  const std::string& text = a.string("picture");
  if (is_stalk(text)) return reduce(s, HackenbushString{}, HackenbushString::parse(text));
  const HackenbushGraph graph = graph_of(text);
  return reduce(s, graph, graph.start(), text);  // one table per graph
}

OutcomeReport outcome(const Arguments& a, Session& s, const OutcomeRequest& r) {
  // Hackenbush positions are often numbers: fold them (budget 4096).
  const std::string& text = a.string("picture");
  if (is_stalk(text)) return search_outcome(s, HackenbushString{}, HackenbushString::parse(text), r, kDefaultComponentBudget);
  const HackenbushGraph graph = graph_of(text);
  return search_outcome(s, graph, graph.start(), r, kDefaultComponentBudget);
}

// Stalks are played as graphs too, so every position prints in one notation.
auto play_position(const Arguments& a) {
  const std::string& text = a.string("picture");
  const HackenbushGraph graph = is_stalk(text) ? HackenbushGraph::from_cgsuite(text, "hackenbush", false) : graph_of(text);
  return std::tuple{graph, graph.start(), [graph](const std::uint64_t& p) { return graph.describe(p); }};
}

}  // namespace

GameEntry hackenbush_entry() {
  GameEntry e;
  e.name = "hackenbush";
  e.signatures = {{string_parameter("picture",
                                    "a string from the ground up ('l' blue, 'r' red, 'e' green), a graph in "
                                    "CGSuite's notation 'l(l;rl)' (branches in parentheses, ':A' names a vertex, "
                                    "the first vertex the ground) or an edge list '0-1:l 1-2:e' with vertex 0 the ground")}};
  e.example = "hackenbush(\"0-1:l 1-2:r 1-3:e\")";
  e.description = "players cut edges of their colour (green: either); edges cut off from the ground vanish (Winning Ways ch. 1-2, 7)";
  e.engines = {{Command::Value, "canonical reducer (components at the ground)"},
               {Command::Outcome, "outcome search (numbers folded: budget 4096)"},
               {Command::Play, kPlayEngine}};
  e.bench = {Command::Value, "hackenbush(\"0-1:l 1-2:r 2-3:e 3-4:l 1-5:e 5-6:r 6-7:l 0-8:e 8-9:r 9-10:e 10-11:l\")"};
  e.value = value;
  e.outcome = outcome;
  serve_play(e, play_position);
  e.random_position = [](std::mt19937_64& rng) {
    std::string text(1 + rng() % 6, 'l');
    for (char& c : text) c = "lre"[rng() % 3];
    if (text.size() >= 4 && rng() % 2) text = fmt::format("{}({};{})", text.substr(0, 2), text.substr(2, 2), text.substr(4));
    return board_term("hackenbush", text);
  };
  e.normal_position = [](const Arguments& a) {
    const std::string& text = a.string("picture");
    return board_term("hackenbush", is_stalk(text) ? HackenbushString::parse(text) : text);
  };
  return e;
}

}  // namespace cgt::catalogue
