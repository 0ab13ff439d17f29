#pragma once
// Helpers for registering impartial games whose values come from Grundy sequences (the
// heap games, subtraction, spawning, turning): their outcome with the winning moves,
// and a heap position's options printed as sums of heaps of the same game.
#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_rule.hpp"
#include "cgt/impartial/heap_sum.hpp"
#include "cgt/impartial/misere_heap.hpp"

namespace cgt::catalogue {

/// How `cgt games` describes the outcome engine of these games.
inline constexpr const char* kImpartialOutcomeEngine =
    "from the Grundy value (P exactly when it is 0); the winning moves are the options of Grundy value 0";

/// The outcome of an impartial position of Grundy value `grundy`: N when it is not 0,
/// else P (Sprague–Grundy). With `request.moves`, the winning moves, the same for both
/// players: the options of Grundy value 0, each printed by `print` once.
template <class P>
OutcomeReport impartial_outcome(std::uint64_t grundy, const OutcomeRequest& request,
                                const std::function<std::vector<P>()>& options,
                                const std::function<std::uint64_t(const P&)>& grundy_of,
                                const std::function<std::string(const P&)>& print) {
  OutcomeReport r;
  r.outcome = grundy != 0 ? OutcomeClass::N : OutcomeClass::P;
  if (!request.moves) return r;
  r.moves_listed = true;
  for (const P& q : options()) {
    if (grundy_of(q) != 0) continue;
    std::string text = print(q);
    if (std::find(r.left_winning_moves.begin(), r.left_winning_moves.end(), text) == r.left_winning_moves.end())
      r.left_winning_moves.push_back(std::move(text));
  }
  r.right_winning_moves = r.left_winning_moves;
  return r;
}

/// Misère canonical forms of heaps past this are refused: they grow fast (CGSuite's own
/// facts go to heap 22).
inline constexpr std::uint64_t kMaxMisereHeap = 200;

/// The misère canonical form of one heap of n, built heap by heap
/// (cgt/impartial/misere_heap.hpp). Throws cgt::LimitError past kMaxMisereHeap.
inline MisereGame heap_misere_form(const HeapRule& rule, std::uint64_t n, RunControl& run) {
  if (n > kMaxMisereHeap)
    throw LimitError(fmt::format("misère canonical forms of heaps above {} are not computed (they explode)", kMaxMisereHeap));
  return misere_heap_forms(rule, n, run).back();
}

/// Options of one heap listed past this are a cgt::LimitError (Grundy's game has n/2 of
/// them; a code with three-heap splits about n^2/12).
inline constexpr std::size_t kMaxListedOptions = 10'000'000;

/// The distinct options of a heap of n, largest heap first in each, sorted.
inline std::vector<HeapSum::Position> distinct_heap_options(const HeapRule& rule, std::uint64_t n, RunControl& run) {
  std::vector<HeapSum::Position> options;
  rule.for_each_option(n, [&](std::span<const std::uint64_t> heaps) {
    if (options.size() >= kMaxListedOptions)
      throw LimitError(fmt::format("a heap of {} has more than {} options to list", n, kMaxListedOptions));
    if ((options.size() & 0xFFFF) == 0xFFFF) run.checkpoint("listing options", options.size(), 0);
    options.emplace_back(heaps.rbegin(), heaps.rend());
  });
  std::sort(options.begin(), options.end());
  options.erase(std::unique(options.begin(), options.end()), options.end());
  return options;
}

/// The options of a heap of n as expressions (`GameEntry::position_options`): each a sum
/// of `heap_term(h)`, "0" for the option with no heaps.
inline std::vector<std::string> heap_options_as_sums(const HeapRule& rule, std::uint64_t n,
                                                     const std::function<std::string(std::uint64_t)>& heap_term,
                                                     RunControl& run) {
  std::vector<std::string> out;
  for (const HeapSum::Position& p : distinct_heap_options(rule, n, run)) {
    std::string text;
    for (const std::uint64_t h : p) text += (text.empty() ? "" : " + ") + heap_term(h);
    out.push_back(text.empty() ? "0" : text);
  }
  return out;
}

/// The outcome of a heap of n from the Grundy values `g` (at least n + 1 of them), the
/// winning moves printed as `cgt play` types them ("4 + 2").
template <class GrundyVector>
OutcomeReport heap_outcome(const HeapRule& rule, std::uint64_t n, const GrundyVector& g, const OutcomeRequest& request,
                           RunControl& run) {
  return impartial_outcome<HeapSum::Position>(
      g.at(n), request, [&] { return distinct_heap_options(rule, n, run); },
      [&](const HeapSum::Position& p) {
        std::uint64_t x = 0;
        for (const std::uint64_t h : p) x ^= g.at(h);
        return x;
      },
      HeapSum::to_string);
}

}  // namespace cgt::catalogue
