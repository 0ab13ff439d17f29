// cgt nim HEAP... [-k K] [-r R] [--misere]: Nim, misère Nim, Moore's Nim_k, bounded Nim.
#include <fmt/format.h>

#include <iostream>

#include "cgt/core/error.hpp"
#include "cgt/impartial/nim.hpp"
#include "command.hpp"

namespace cgt::cli {
namespace {

struct NimOptions {
  CommonOptions common;
  std::vector<std::string> heaps;
  std::string k = "1";
  std::string r;
  bool misere = false;
};

std::string_view method_name(BoundedNimMethod m) {
  switch (m) {
    case BoundedNimMethod::SubtractionGame: return "subtraction-game";
    case BoundedNimMethod::Moore: return "moore";
    case BoundedNimMethod::ExactSearch: return "exact-search";
  }
  return "?";
}

void run_nim(NimOptions& o) {
  std::vector<std::uint64_t> heaps;
  for (std::size_t i = 0; i < o.heaps.size(); ++i)
    heaps.push_back(parse_unsigned(o.heaps[i], fmt::format("heap {}", i + 1)));
  const std::uint64_t k = parse_unsigned(o.k, "-k");
  if (k == 0) throw ParseError("-k must be at least 1");
  std::optional<std::uint64_t> r;
  if (!o.r.empty()) {
    r = parse_unsigned(o.r, "-r");
    if (*r == 0) throw ParseError("-r must be at least 1");
  }
  if (o.misere && (k != 1 || r)) throw DomainError("--misere is supported for plain Nim only (k = 1, no -r)");

  NimAnswer answer;
  std::optional<std::uint64_t> nim_sum;
  std::string method;
  auto control = o.common.make_run();
  if (o.misere) {
    answer = misere_nim(heaps);
    method = "bouton-misere";
  } else if (r) {
    const BoundedNimAnswer b = bounded_moore_nim(heaps, k, *r, 2'000'000, *control);
    answer = b.answer;
    method = method_name(b.method);
    if (k == 1) {  // Grundy values h mod (r+1)
      std::uint64_t s = 0;
      for (std::uint64_t h : heaps) s ^= (*r == ~std::uint64_t{0}) ? h : h % (*r + 1);
      nim_sum = s;
    }
  } else if (k == 1) {
    answer = nim(heaps);
    method = "bouton";
    std::uint64_t s = 0;
    for (std::uint64_t h : heaps) s ^= h;
    nim_sum = s;
  } else {
    answer = moore_nim(heaps, k);
    method = "moore";
  }
  control->finish();

  if (o.common.json) {
    Json j;
    j["outcome"] = std::string(to_string(answer.outcome));
    if (nim_sum) j["nim_sum"] = *nim_sum;
    Json moves = Json::array();
    for (const HeapMove& m : answer.winning_move) moves.push_back({{"heap", m.heap}, {"from", m.from}, {"to", m.to}});
    j["moves"] = moves;
    j["method"] = method;
    print_json(j);
    return;
  }
  const char* player = answer.outcome == OutcomeClass::N ? "the player to move wins" : "the player to move loses";
  std::cout << fmt::format("outcome {} ({})\n", to_string(answer.outcome), player);
  if (nim_sum) std::cout << fmt::format("nim-sum {}\n", *nim_sum);
  if (!answer.winning_move.empty()) {
    std::cout << "winning move:";
    for (const HeapMove& m : answer.winning_move)
      std::cout << fmt::format(" heap {} {} -> {};", m.heap, m.from, m.to);
    std::cout << '\n';
  } else if (answer.outcome == OutcomeClass::N) {
    std::cout << "no move needed: the player to move has already won (misère, no tokens)\n";
  }
  std::cout << fmt::format("method: {}\n", method);
}

}  // namespace

void register_nim(CLI::App& app) {
  auto options = std::make_shared<NimOptions>();
  CLI::App* cmd = app.add_subcommand("nim", "Nim, misère Nim, Moore's Nim_k and bounded Nim: outcome and a winning move");
  cmd->add_option("heaps", options->heaps, "Heap sizes")->required();
  cmd->add_option("-k", options->k, "A move may reduce up to K heaps (Moore's Nim_k)")->capture_default_str();
  cmd->add_option("-r", options->r, "A move may take at most R tokens from each heap");
  cmd->add_flag("--misere", options->misere, "Misère play: the last player to move loses");
  add_common_options(*cmd, options->common);
  cmd->callback([options] { run_nim(*options); });
}

}  // namespace cgt::cli
