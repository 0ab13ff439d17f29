// Misère canonical forms of heap games, heap by heap in one MisereContext.

#include <span>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/impartial/misere_heap.hpp"
#include "misere_internal.hpp"

namespace cgt {
namespace {

using detail::MisereContext;
using detail::MisereNode;

std::vector<const MisereNode*> heap_forms(MisereContext& ctx, const HeapRule& rule, std::uint64_t max_heap,
                                          RunControl& run) {
  if (max_heap > 100'000) throw LimitError("misere heap forms: heap too large: " + std::to_string(max_heap));
  std::vector<const MisereNode*> forms;
  forms.reserve(max_heap + 1);
  for (std::uint64_t n = 0; n <= max_heap; ++n) {
    run.checkpoint("misere canonical forms", n, max_heap + 1);
    std::vector<const MisereNode*> options;
    rule.for_each_option(n, [&](std::span<const std::uint64_t> heaps) {
      const MisereNode* sum = ctx.zero();
      for (std::uint64_t h : heaps) sum = ctx.add(sum, forms[h]);
      options.push_back(sum);
    });
    forms.push_back(ctx.make(std::move(options)));
  }
  return forms;
}

}  // namespace

std::vector<MisereGame> misere_heap_forms(const HeapRule& rule, std::uint64_t max_heap, RunControl& run) {
  MisereContext ctx(run, 0);  // bounded by the caller's limits instead
  std::vector<MisereGame> out;
  for (const MisereNode* f : heap_forms(ctx, rule, max_heap, run)) out.push_back(ctx.game(f));
  return out;
}

std::vector<std::uint64_t> misere_grundy_values(const HeapRule& rule, std::uint64_t max_heap, RunControl& run) {
  MisereContext ctx(run, 0);  // bounded by the caller's limits instead
  std::vector<std::uint64_t> out;
  for (const MisereNode* f : heap_forms(ctx, rule, max_heap, run)) out.push_back(f->gminus);
  return out;
}

std::vector<Genus> misere_heap_genera(const HeapRule& rule, std::uint64_t max_heap, RunControl& run) {
  MisereContext ctx(run, 0);  // bounded by the caller's limits instead
  std::vector<Genus> out;
  for (const MisereNode* f : heap_forms(ctx, rule, max_heap, run)) out.push_back(ctx.genus(f));
  return out;
}

}  // namespace cgt
