// cgt heap RULE [-n N | --max M]: Grundy values of a heap game and its certified period
// (or its apparent arithmetic period).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <optional>
#include <iostream>

#include "cgt/catalogue/heap_game.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_analysis.hpp"
#include "cgt/impartial/misere_heap.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

// Misère canonical forms of heaps grow explosively for wild games (Plambeck and Siegel
// 2008), so they come with -n N by default only for small N, else with --misere.
constexpr std::size_t kMisereByDefault = 32;
constexpr std::size_t kMisereDefaultCount = 21;

struct HeapOptions {
  CommonOptions common;
  std::string rule;
  std::string count;      // -n
  std::string max_count;  // --max; default default_period_search(rule)
  bool all_values = false;
  bool misere = false;
};

// Misère Grundy values G-(n) and genera of the heaps 0..count-1 (Winning Ways ch. 13).
struct MisereSide {
  std::vector<std::uint64_t> values;
  std::vector<std::string> genus;
};

MisereSide misere_side(const HeapRule& rule, std::size_t count, RunControl& run) {
  MisereSide m;
  if (count == 0) return m;
  for (const Genus& g : misere_heap_genera(rule, count - 1, run)) {
    m.values.push_back(g.misere_value(0));
    m.genus.push_back(to_string(g));
  }
  return m;
}

Json to_json(const HeapRule& rule, const HeapAnalysis& a, const std::optional<MisereSide>& misere) {
  Json j;
  j["rule"] = rule.name();
  j["code"] = rule.code();
  j["n"] = a.values.size();
  j["values"] = a.values;
  j["period"] = a.period ? Json(a.period->period) : Json(nullptr);
  j["preperiod"] = a.period ? Json(a.period->preperiod) : Json(nullptr);
  j["certified"] = a.certified();
  j["stopped_by_work"] = a.stopped_by_work;
  if (a.arithmetic) {
    j["arithmetic_period"] = {{"period", a.arithmetic->period},
                              {"preperiod", a.arithmetic->preperiod},
                              {"saltus", a.arithmetic->saltus},
                              {"certified", false}};
  } else {
    j["arithmetic_period"] = nullptr;
  }
  const HeapStatistics& s = a.statistics;
  j["statistics"] = {{"rare_mask", s.rare_mask},
                     {"rare_count", s.rare_count},
                     {"last_rare", s.last_rare ? Json(*s.last_rare) : Json(nullptr)},
                     {"max_value", s.max_value},
                     {"max_at", s.max_at}};
  if (misere) {
    j["misere_values"] = misere->values;
    j["genus"] = misere->genus;
  }
  return j;
}

// What is known of the period, in one line.
std::string period_line(const HeapRule& rule, const HeapAnalysis& a, bool searched_to_default) {
  if (a.period)
    return fmt::format("period {}, preperiod {}: G(n + {}) = G(n) for every n >= {} "
                       "(certified by the octal periodicity theorem)",
                       a.period->period, a.period->preperiod, a.period->period, a.period->preperiod);
  if (a.arithmetic) {
    const ArithmeticPeriod& ap = *a.arithmetic;
    return fmt::format("arithmetic period {}, preperiod {}, saltus {}: G(n + {}) = G(n) + {} for {} <= n < {} "
                       "(apparent: no theorem certifies it)",
                       ap.period, ap.preperiod, ap.saltus, ap.period, ap.saltus, ap.preperiod,
                       a.values.size() - ap.period);
  }
  std::string line = rule.has_periodicity_theorem()
                         ? fmt::format("no period certified within the {} values computed", a.values.size())
                         : fmt::format("no period found within the {} values computed (no periodicity theorem applies "
                                       "to this rule, so none could be certified)",
                                       a.values.size());
  if (searched_to_default)
    line += a.stopped_by_work
                ? std::string("; the default search stops after 10^10 option visits, "
                              "--max N searches further")
                : fmt::format("; --max N searches further (the default is {})", kDefaultPeriodSearch);
  return line;
}

// Flammenkamp's statistics, in one line.
std::string statistics_line(const HeapAnalysis& a) {
  const HeapStatistics& s = a.statistics;
  std::string line = fmt::format("largest value {} (first at n = {})", s.max_value, s.max_at);
  if (s.rare_mask == 0) return line + "; no sparse-space mask splits these values";
  line += fmt::format("; sparse space: mask {:#x} (v is rare when popcount(v & {:#x}) is even), {} rare values",
                      s.rare_mask, s.rare_mask, s.rare_count);
  if (s.last_rare) line += fmt::format(", the last at n = {}", *s.last_rare);
  return line;
}

void print_for_people(const HeapRule& rule, const HeapAnalysis& a, bool all_values, bool searched_to_default,
                      const std::optional<MisereSide>& misere) {
  constexpr std::size_t kShown = 200, kPerLine = 20;
  const std::size_t shown = all_values ? a.values.size() : std::min(a.values.size(), kShown);
  const std::string code = rule.code() == rule.name() ? "" : fmt::format(" (CGSuite's code {})", rule.code());
  std::cout << fmt::format("rule {}{}: {} Grundy values G(0..{})\n", rule.name(), code, a.values.size(),
                           a.values.empty() ? 0 : a.values.size() - 1);
  for (std::size_t i = 0; i < shown; i += kPerLine) {
    std::cout << fmt::format("{:>7}:", i);
    for (std::size_t j = i; j < std::min(shown, i + kPerLine); ++j) std::cout << ' ' << a.values[j];
    std::cout << '\n';
  }
  if (shown < a.values.size()) std::cout << fmt::format("    ... {} more (--all-values or --json prints them)\n", a.values.size() - shown);
  std::cout << period_line(rule, a, searched_to_default) << '\n';
  std::cout << statistics_line(a) << '\n';
  if (misere) {
    std::cout << fmt::format("misère Grundy values G-(0..{}): {}\n", misere->values.size() - 1,
                             fmt::join(misere->values, " "));
    std::cout << fmt::format("genus: {}\n", fmt::join(misere->genus, " "));
  }
}

void run(HeapOptions& o, const Registry& registry) {
  const HeapRule rule = heap_rule_of(o.rule, registry);
  auto control = o.common.make_run();
  HeapAnalysis analysis;
  bool searched_to_default = false;
  if (!o.count.empty()) {
    const std::size_t n = parse_unsigned(o.count, "-n", kMaxHeapValues);
    analysis = analyze_heap_game(rule, n, *control);
  } else {
    if (o.max_count.empty()) {
      analysis = analyze_heap_game_until_period(rule, kDefaultPeriodSearch, *control, kDefaultSearchWork);
    } else {
      analysis = analyze_heap_game_until_period(rule, parse_unsigned(o.max_count, "--max", kMaxHeapValues), *control);
    }
    searched_to_default = o.max_count.empty() && !analysis.period && !analysis.arithmetic;
  }
  std::optional<MisereSide> misere;
  if (o.misere || (!o.count.empty() && analysis.values.size() <= kMisereByDefault)) {
    const std::size_t count = o.count.empty() ? kMisereDefaultCount : analysis.values.size();
    misere = misere_side(rule, count, *control);
  }
  if (o.common.json) {
    print_json(to_json(rule, analysis, misere));
  } else {
    print_for_people(rule, analysis, o.all_values, searched_to_default, misere);
  }
}

}  // namespace

void register_heap(CLI::App& app, const Registry& registry) {
  auto options = std::make_shared<HeapOptions>();
  CLI::App* cmd = app.add_subcommand(
      "heap",
      "Grundy values of a heap game and its certified (or apparent arithmetic) period (octal/hex codes, sub:, "
      "allbut:, grundy)");
  cmd->add_option("rule", options->rule,
                  "0.07, 4.07, 0.3F, sub:1,3,4, allbut:1,2, grundy, or a heap game of 'cgt games'")
      ->required();
  cmd->add_option("-n", options->count, "Compute exactly G(0..N-1)");
  cmd->add_option("--max", options->max_count,
                  "Without -n: give up looking for a period after this many values (default: 2^19 values or "
                  "1e10 option visits, whichever comes first)");
  cmd->add_flag("--all-values", options->all_values, "Print every value, not only the first 200");
  cmd->add_flag("--misere", options->misere,
                "Also misère Grundy values and genera (of the -n heaps, default 21; given by default for -n up to 32)");
  add_common_options(*cmd, options->common);
  cmd->callback([options, &registry] { run(*options, registry); });
}

}  // namespace cgt::cli
