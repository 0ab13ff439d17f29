// cgt value EXPR | cgt value --compare A B | cgt value (a REPL): canonical forms of
// short partisan games with their outcome, stops, mean, temperature and thermograph.
#include <fmt/format.h>
#include <readline/history.h>
#include <readline/readline.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <iostream>

#include "cgt/catalogue/expression.hpp"
#include "cgt/lang/interpreter.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/game_graph.hpp"
#include "cgt/partisan/game_table.hpp"
#include "cgt/partisan/loopy/component_values.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/thermograph.hpp"
#include "cgt/pictures/game_tree_svg.hpp"
#include "cgt/pictures/thermograph_svg.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

struct ValueOptions {
  CommonOptions common;
  std::string expression;
  std::vector<std::string> compare;
  std::string graph;  // --graph FILE: a partisan (possibly loopy) game graph
  std::string svg;    // --svg FILE: the value's thermograph as a picture
  std::string tree;   // --tree FILE: the canonical form's game tree as a picture
};

void write_file(const std::string& path, const std::string& text, const char* what) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out.flush()) throw Error(fmt::format("could not write the {} to '{}'", what, path));
}

// --svg and --tree: pictures of a short game's value (CGSuite draws the same two).
void write_pictures(const ValueOptions& o, const lang::Value& v) {
  if (o.svg.empty() && o.tree.empty()) return;
  if (!v.is_game()) throw DomainError(fmt::format("--svg and --tree draw short games; this value is a {}", v.type_name()));
  const Game g = v.as_game();
  if (!o.svg.empty()) write_file(o.svg, thermograph_svg(thermograph(g)), "thermograph picture");
  if (!o.tree.empty()) write_file(o.tree, game_tree_svg(g), "game tree picture");
}

Json describe(Game g) {
  Json j;
  j["result"] = to_string(g);
  j["canonical"] = to_string(g);
  j["outcome"] = std::string(to_string(outcome(g)));
  j["left_stop"] = left_stop(g).to_string();
  j["right_stop"] = right_stop(g).to_string();
  const Thermograph& t = thermograph(g);
  j["mean"] = t.mast.to_string();
  j["temperature"] = t.temperature.to_string();
  j["thermograph"] = t.to_string();
  j["is_number"] = g.is_number();
  const mpz_class day = birthday(g);
  j["birthday"] = day.fits_slong_p() ? Json(day.get_si()) : Json(day.get_str());
  return j;
}

// A value of the expression language: a short game with its properties, anything else
// (a boolean, a list, an outcome class, ...) as CGSuite prints it.
struct Described {
  Json json;
  bool details = false;  // people see a game's properties; an integer (a count, a size) alone
};

Described describe(const lang::Value& v) {
  if (v.is_game()) return {describe(v.as_game()), !v.is_integer()};
  if (v.is_loopy()) {
    const loopy::SidedValue s = v.as_sided();
    return {Json{{"result", lang::to_string(v)},
                 {"type", v.type_name()},
                 {"outcome", s.outcome_class()},
                 {"onside", s.side_to_string(loopy::Side::Onside)},
                 {"offside", s.side_to_string(loopy::Side::Offside)}},
            false};
  }
  return {Json{{"result", lang::to_string(v)}, {"type", v.type_name()}}, false};
}

void print_value(const Described& d, bool json) {
  if (json) {
    print_json(d.json);
    return;
  }
  const Json& j = d.json;
  if (!d.details) {
    std::cout << j["result"].get<std::string>() << '\n';
    return;
  }
  std::cout << j["canonical"].get<std::string>() << '\n';
  std::cout << fmt::format("  outcome {}, stops {} / {}, mean {}, temperature {}, birthday {}\n",
                           j["outcome"].get<std::string>(), j["left_stop"].get<std::string>(),
                           j["right_stop"].get<std::string>(), j["mean"].get<std::string>(),
                           j["temperature"].get<std::string>(), j["birthday"].dump());
  std::cout << "  " << j["thermograph"].get<std::string>() << '\n';
}

const char* relation_text(Relation r) {
  switch (r) {
    case Relation::Less: return "<";
    case Relation::Equal: return "=";
    case Relation::Greater: return ">";
    case Relation::Confused: return "||";
  }
  return "?";
}

// One expression per line: from readline on a terminal, plain lines otherwise.
void repl(ValueOptions& o, const Registry& registry) {
  const bool interactive = isatty(STDIN_FILENO) && isatty(STDOUT_FILENO);
  // One interpreter for the whole session, so variables persist from line to line; the
  // limits (--time-limit, --max-memory) apply to the whole session.
  auto control = o.common.make_run();
  Session session(registry, *control);
  lang::Interpreter interpreter(session);
  // Describing and printing a value is work on the game table too (a thermograph, a
  // text that repeats shared followers): the limits hold there as well.
  const GameTable::Watch watch(*control);
  std::string line;
  std::size_t lines = 0, failed = 0;
  while (true) {
    if (interactive) {
      char* raw = readline("cgt> ");
      if (raw == nullptr) break;
      line = raw;
      std::free(raw);
      if (!line.empty()) add_history(line.c_str());
    } else if (!std::getline(std::cin, line)) {
      break;
    }
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    ++lines;
    try {
      print_value(describe(interpreter.evaluate(line)), o.common.json);
    } catch (const Error& e) {
      std::cerr << "cgt: error: " << one_line(e.what()) << '\n';  // the session goes on
      ++failed;
    }
  }
  if (failed > 0 && !interactive) throw Error(fmt::format("{} of {} expressions could not be valued", failed, lines));
}

void run_value(ValueOptions& o, const Registry& registry) {
  if (!o.graph.empty()) {
    if (!o.expression.empty() || !o.compare.empty()) throw ParseError("--graph takes no expression");
    const loopy::Graph g = loopy::from_graph_file(load_graph_file(o.graph));
    auto control = o.common.make_run();
    print_value(describe(lang::Value(loopy::value_by_components(g, 0, *control))), o.common.json);
    return;
  }
  if (o.expression.empty() && o.compare.empty()) {
    repl(o, registry);
    return;
  }
  auto control = o.common.make_run();  // components of game terms are valued on --threads
  Session session(registry, *control);
  lang::Interpreter interpreter(session);
  const GameTable::Watch watch(*control);  // for describing and printing too, as in repl()
  if (!o.compare.empty()) {
    if (o.compare.size() != 2) throw ParseError("--compare needs two games");
    const Relation r = compare(interpreter.evaluate(o.compare[0]).as_game(), interpreter.evaluate(o.compare[1]).as_game());
    if (o.common.json) {
      print_json(Json{{"relation", relation_text(r)}});
    } else {
      std::cout << relation_text(r) << '\n';
    }
    return;
  }
  const lang::Value v = interpreter.evaluate(o.expression);
  const Described d = describe(v);
  control->finish();
  write_pictures(o, v);
  print_value(d, o.common.json);
}

}  // namespace

void register_value(CLI::App& app, const Registry& registry) {
  auto options = std::make_shared<ValueOptions>();
  CLI::App* cmd = app.add_subcommand(
      "value", "Canonical form, outcome, stops, mean, temperature and thermograph of a partisan game");
  cmd->add_option("expression", options->expression,
                  "A game in standard notation, e.g. '{2|-1/2}', '^^*', 'domineering(3, 4) + *'; none: read one per line");
  cmd->add_option("--compare", options->compare, "Compare two games: prints <, >, = or ||")->expected(2);
  cmd->add_option("--graph", options->graph,
                  "A partisan game graph file (cgt graph's format; 'u v L' / 'u v R' for one player's moves, "
                  "'start s'): its loopy value, as a stopper or onside & offside");
  cmd->add_option("--svg", options->svg, "Write the thermograph's picture (SVG) to this file");
  cmd->add_option("--tree", options->tree, "Write the game tree of the canonical form (SVG) to this file");
  add_common_options(*cmd, options->common);
  // An expression that starts with '-' (`-(1 + '{1|0}')`, `-omega`) looks like an option
  // to CLI11, which leaves it over: it is the expression when none was given.
  cmd->allow_extras();
  cmd->callback([options, cmd, &registry] {
    options->expression = expression_from_extras(*cmd, options->expression);
    run_value(*options, registry);
  });
}

}  // namespace cgt::cli
