// cgt bench: each registered game's fixed workload, then `signature N` (a hash of the
// results and node counts; the expected value is in bench/signature).
#include <fmt/format.h>

#include <iostream>

#include "cgt/catalogue/bench.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

void run_bench(CommonOptions& o, const Registry& registry) {
  auto control = o.make_run(1);  // node counts must not depend on scheduling
  double total = 0;
  const auto print = [&](const BenchRun& r) {
    total += r.seconds;
    if (!o.json)
      std::cout << fmt::format("{:<16} {:<8} {:<40} {:>12} nodes {:>8.3f} s  {}\n", r.game, r.command, r.term, r.nodes,
                               r.seconds, r.result.size() > 60 ? r.result.substr(0, 57) + "..." : r.result);
  };
  const std::vector<BenchRun> runs = run_bench(registry, *control, print);
  control->finish();
  const std::uint64_t signature = bench_signature(runs);
  if (o.json) {
    Json list = Json::array();
    for (const BenchRun& r : runs)
      list.push_back(Json{{"game", r.game}, {"command", r.command}, {"term", r.term}, {"result", r.result},
                          {"nodes", r.nodes}, {"seconds", r.seconds}});
    print_json(Json{{"runs", list}, {"seconds", total}, {"signature", std::to_string(signature)}});
    return;
  }
  std::cout << fmt::format("total {:.3f} s\nsignature {}\n", total, signature);
}

}  // namespace

void register_bench(CLI::App& app, const Registry& registry) {
  auto options = std::make_shared<CommonOptions>();
  CLI::App* cmd = app.add_subcommand("bench", "Run every game's fixed workload and print the bench signature");
  add_common_options(*cmd, *options);
  cmd->callback([options, &registry] { run_bench(*options, registry); });
}

}  // namespace cgt::cli
