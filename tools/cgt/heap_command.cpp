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
#include "cgt/impartial/heap_store.hpp"
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
  std::string out;           // --out DIR: values to disk
  bool resume = false;       // --resume: continue the values in --out DIR
  std::string shard_values;  // --shard-values
  std::string from;          // --from DIR: read values back
  std::string at;            // --at n
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
  j["n"] = a.count;
  if (!a.values.empty() || a.count == 0) j["values"] = a.values;
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
                       a.count - ap.period);
  }
  std::string line = rule.has_periodicity_theorem()
                         ? fmt::format("no period certified within the {} values computed", a.count)
                         : fmt::format("no period found within the {} values computed (no periodicity theorem applies "
                                       "to this rule, so none could be certified)",
                                       a.count);
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

// `head`: the values to show (the first ones); `where`: where the rest are, if not shown.
void print_for_people(const HeapRule& rule, const HeapAnalysis& a, std::span<const GrundyValue> head,
                      bool searched_to_default, const std::optional<MisereSide>& misere, const std::string& stored) {
  constexpr std::size_t kPerLine = 20;
  const std::string code = rule.code() == rule.name() ? "" : fmt::format(" (CGSuite's code {})", rule.code());
  std::cout << fmt::format("rule {}{}: {} Grundy values G(0..{}){}\n", rule.name(), code, a.count,
                           a.count == 0 ? 0 : a.count - 1, stored);
  for (std::size_t i = 0; i < head.size(); i += kPerLine) {
    std::cout << fmt::format("{:>7}:", i);
    for (std::size_t j = i; j < std::min(head.size(), i + kPerLine); ++j) std::cout << ' ' << head[j];
    std::cout << '\n';
  }
  if (!head.empty() && head.size() < a.count)
    std::cout << fmt::format("    ... {} more ({})\n", a.count - head.size(),
                             stored.empty() ? "--all-values or --json prints them" : "--from DIR --at n reads them");
  std::cout << period_line(rule, a, searched_to_default) << '\n';
  std::cout << statistics_line(a) << '\n';
  if (misere) {
    std::cout << fmt::format("misère Grundy values G-(0..{}): {}\n", misere->values.size() - 1,
                             fmt::join(misere->values, " "));
    std::cout << fmt::format("genus: {}\n", fmt::join(misere->genus, " "));
  }
}

constexpr std::size_t kShown = 200;

// The analysis the options ask for: -n N exactly, else until a period (to --max).
HeapAnalysis analyze(const HeapRule& rule, const HeapOptions& o, RunControl& run, HeapRunOptions options,
                     bool& searched_to_default) {
  if (!o.count.empty())
    return analyze_heap_game(rule, parse_unsigned(o.count, "-n", kMaxHeapValues), run, std::move(options));
  // A run to disk is a long run by intent: without --max it goes on until a period is
  // certified (or 2^31 values), saving as it goes, so it can be stopped and resumed.
  const bool bounded_default = o.max_count.empty() && o.out.empty();
  searched_to_default = bounded_default;
  HeapAnalysis a =
      bounded_default
          ? analyze_heap_game_until_period(rule, kDefaultPeriodSearch, run, kDefaultSearchWork, std::move(options))
          : analyze_heap_game_until_period(
                rule, o.max_count.empty() ? kMaxHeapValues : parse_unsigned(o.max_count, "--max", kMaxHeapValues),
                run, 0, std::move(options));
  searched_to_default = searched_to_default && !a.period && !a.arithmetic;
  return a;
}

// --from DIR without --at: what the store holds, as a run's summary.
void describe_store(const HeapRule& rule, HeapStore& store, const HeapOptions& o) {
  const HeapManifest& m = store.manifest();
  HeapAnalysis a;
  a.count = m.count();
  a.period = m.period;
  a.statistics = m.statistics;
  const std::uint64_t bytes = m.bytes();
  if (o.common.json) {
    Json j = to_json(rule, a, std::nullopt);
    j["from"] = o.from;
    j["complete"] = m.complete;
    j["shards"] = m.shards.size();
    j["bytes"] = bytes;
    print_json(j);
    return;
  }
  const std::string stored = fmt::format(", stored in {} ({} shards, {} bytes{})", o.from, m.shards.size(), bytes,
                                         m.complete ? "" : "; the run that wrote them stopped early: --resume continues it");
  print_for_people(rule, a, {}, false, std::nullopt, stored);
}

// --from DIR --at n: one value read back from a store (without --at: its summary).
void read_back(const HeapRule& rule, const HeapOptions& o) {
  if (!o.out.empty() || !o.count.empty() || !o.max_count.empty() || o.misere || o.all_values || o.resume ||
      !o.shard_values.empty())
    throw Error("--from DIR --at n reads one value; it takes none of -n, --max, --out, --resume, --shard-values, "
                "--misere, --all-values");
  HeapStore store(o.from);
  store.require_rule(rule);
  if (o.at.empty()) return describe_store(rule, store, o);
  const std::uint64_t n = parse_unsigned(o.at, "--at");
  const GrundyValue g = store.value(n);
  if (o.common.json) {
    print_json(Json{{"n", n}, {"value", g}});
  } else {
    std::cout << fmt::format("G({}) = {}\n", n, g);
  }
}

// --out DIR [--resume]: values written to shards as they are computed; only the summary
// is printed.
void run_to_disk(const HeapRule& rule, const HeapOptions& o, RunControl& run) {
  if (o.all_values || o.misere) throw Error("--out DIR writes the values to DIR; it takes neither --all-values nor --misere");
  const std::uint64_t shard_values =
      o.shard_values.empty() ? kDefaultShardValues : parse_unsigned(o.shard_values, "--shard-values", kMaxShardValues);
  HeapStoreWriter writer(o.out, rule, shard_values, o.resume);
  HeapRunOptions options;
  options.known = writer.take_resumed_values();
  if (!o.count.empty() && options.known.size() > parse_unsigned(o.count, "-n", kMaxHeapValues))
    throw Error(fmt::format("{}: holds {} values, more than -n {}; give -n {} or more to continue them", o.out,
                            options.known.size(), o.count, options.known.size()));
  options.keep_values = false;
  std::vector<GrundyValue> head;
  options.on_values = [&](HeapValues values, HeapRunStage stage, const HeapAnalysis& a) {
    const bool final = stage != HeapRunStage::step;
    writer.write(values, final, stage == HeapRunStage::finished, a.period, a.statistics);
    if (stage == HeapRunStage::finished) head.assign(values.begin(), values.begin() + std::min(values.size(), kShown));
  };
  bool searched_to_default = false;
  HeapAnalysis analysis;
  try {
    analysis = analyze(rule, o, run, std::move(options), searched_to_default);
  } catch (const LimitError& e) {
    if (writer.manifest().count() == 0) throw;
    throw LimitError(fmt::format("{}; the {} values computed are in {} (--resume continues them)", e.what(),
                                 writer.manifest().count(), o.out));
  }
  if (o.common.json) {
    Json j = to_json(rule, analysis, std::nullopt);
    j["out"] = o.out;
    j["shards"] = writer.manifest().shards.size();
    j["bytes"] = writer.manifest().bytes();
    print_json(j);
  } else {
    const std::string stored =
        fmt::format(", written to {} ({} shards, {} bytes)", o.out, writer.manifest().shards.size(), writer.manifest().bytes());
    print_for_people(rule, analysis, head, searched_to_default, std::nullopt, stored);
  }
}

void run_heap(HeapOptions& o, const Registry& registry) {
  const HeapRule rule = heap_rule_of(o.rule, registry);
  if (!o.from.empty()) return read_back(rule, o);
  if (!o.at.empty()) throw Error("--at n reads a value back from a store: give --from DIR too");
  if (o.resume && o.out.empty()) throw Error("--resume continues the values in --out DIR: give --out DIR too");
  if (!o.shard_values.empty() && o.out.empty()) throw Error("--shard-values is for --out DIR");
  auto control = o.common.make_run();
  if (!o.out.empty()) return run_to_disk(rule, o, *control);
  bool searched_to_default = false;
  const HeapAnalysis analysis = analyze(rule, o, *control, {}, searched_to_default);
  std::optional<MisereSide> misere;
  if (o.misere || (!o.count.empty() && analysis.count <= kMisereByDefault)) {
    const std::size_t count = o.count.empty() ? kMisereDefaultCount : analysis.count;
    misere = misere_side(rule, count, *control);
  }
  if (o.common.json) {
    print_json(to_json(rule, analysis, misere));
  } else {
    const std::span<const GrundyValue> all = analysis.values;
    print_for_people(rule, analysis, o.all_values ? all : all.first(std::min(all.size(), kShown)),
                     searched_to_default, misere, "");
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
  cmd->add_option("--out", options->out,
                  "Write the values to this directory as zstd shards with a manifest, while they are computed; "
                  "print only the summary. Without -n or --max, runs until a period is certified (or 2^31 values)");
  cmd->add_flag("--resume", options->resume,
                "With --out DIR: continue the values already in DIR (after a stop) instead of starting again");
  cmd->add_option("--shard-values", options->shard_values,
                  fmt::format("With --out: values per shard file (default 2^24; at most 2^28)"));
  cmd->add_option("--from", options->from,
                  "Read values back from a directory written by --out: G(n) with --at n, else the summary of the run");
  cmd->add_option("--at", options->at,
                  "With --from DIR: the heap n whose value G(n) to read (past the stored values when a period is certified)");
  cmd->add_flag("--misere", options->misere,
                "Also misère Grundy values and genera (of the -n heaps, default 21; given by default for -n up to 32)");
  add_common_options(*cmd, options->common);
  cmd->callback([options, &registry] { run_heap(*options, registry); });
}

}  // namespace cgt::cli
