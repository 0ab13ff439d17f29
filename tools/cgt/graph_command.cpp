// cgt graph FILE: (generalized) Grundy values of an explicit game graph and the
// outcome of the sum of its tokens.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <iostream>

#include "cgt/core/error.hpp"
#include "cgt/impartial/graph_grundy.hpp"
#include "cgt/impartial/token_sum.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

struct GraphOptions {
  CommonOptions common;
  std::string file;
  bool all_values = false;
};

// "3", or "inf" / "inf(0,2)" for ∞ with its K set.
std::string graph_value_text(const GameGraph& g, const std::vector<std::uint32_t>& values, GameGraph::Vertex u) {
  if (values[u] != kInfiniteGrundy) return std::to_string(values[u]);
  const auto k = infinity_set(g, values, u);
  return k.empty() ? "inf" : fmt::format("inf({})", fmt::join(k, ","));
}

void run_graph(GraphOptions& o) {
  const GraphFile f = load_graph_file(o.file);
  require_impartial(f);
  const GameGraph& g = f.graph;
  auto control = o.common.make_run();
  bool loopy = false;
  const auto values = grundy_values(g, &loopy, *control);
  control->finish();
  std::optional<TokenSumAnswer> sum;
  if (f.tokens) sum = analyze_token_sum(g, values, *f.tokens);

  if (o.common.json) {
    Json j;
    Json grundy = Json::array();
    for (GameGraph::Vertex u = 0; u < g.size(); ++u) {
      if (values[u] == kInfiniteGrundy) {
        grundy.push_back(graph_value_text(g, values, u));
      } else {
        grundy.push_back(values[u]);
      }
    }
    j["grundy"] = std::move(grundy);
    if (sum) {
      j["outcome"] = std::string(to_string(sum->outcome));
      if (sum->infinite_tokens == 0) j["nim_sum"] = sum->nim_sum;
      if (sum->move) j["move"] = {{"token", sum->move->token}, {"from", sum->move->from}, {"to", sum->move->to}};
    }
    j["loopy"] = loopy;
    print_json(j);
    return;
  }
  std::cout << fmt::format("{}: {} positions, {} moves, {}\n", o.file, g.size(), g.edge_count(),
                           loopy ? "with cycles (generalized Grundy values)" : "acyclic");
  const std::size_t shown = o.all_values ? g.size() : std::min<std::size_t>(g.size(), 100);
  for (GameGraph::Vertex u = 0; u < shown; ++u) std::cout << fmt::format("  G({}) = {}\n", u, graph_value_text(g, values, u));
  if (shown < g.size()) std::cout << fmt::format("  ... {} more (--all-values or --json prints them)\n", g.size() - shown);
  if (!sum) return;
  std::cout << fmt::format("tokens on {}: ", fmt::join(*f.tokens, " "));
  switch (sum->outcome) {
    case OutcomeClass::P: std::cout << "P (the player to move loses)"; break;
    case OutcomeClass::N: std::cout << "N (the player to move wins)"; break;
    default: std::cout << "D (a draw: neither player can force a win)"; break;
  }
  if (sum->infinite_tokens == 0) std::cout << fmt::format(", nim-sum {}", sum->nim_sum);
  std::cout << '\n';
  if (sum->move)
    std::cout << fmt::format("{} move: token {} from {} to {}\n", sum->outcome == OutcomeClass::N ? "winning" : "drawing",
                             sum->move->token, sum->move->from, sum->move->to);
}

}  // namespace

void register_graph(CLI::App& app) {
  auto options = std::make_shared<GraphOptions>();
  CLI::App* cmd = app.add_subcommand("graph", "Grundy values (with infinity for cycles) of a game graph file");
  cmd->add_option("file", options->file, "Graph file ('-' for stdin): 'N M', M lines 'u v', optional 'tokens ...'")
      ->required();
  cmd->add_flag("--all-values", options->all_values, "Print every value, not only the first 100");
  add_common_options(*cmd, options->common);
  cmd->callback([options] { run_graph(*options); });
}

}  // namespace cgt::cli
