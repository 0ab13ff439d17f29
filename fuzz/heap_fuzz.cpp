// libFuzzer target: heap rule codes (cgt/impartial/heap_rule.hpp: `0.07`, `4.F9`,
// `0.[3]`, `sub:1,3,4`, `allbut:1,2`, `grundy`). Every input parses or throws
// cgt::Error; a parsed rule prints as a name that parses to the same rule, and its
// first values from the fast engine (sparse space, periods, arithmetic periods) equal
// the definition's (naive_grundy_values): a cross-check on every code the fuzzer makes.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_analysis.hpp"
#include "cgt/impartial/heap_rule.hpp"
#include "cgt/impartial/heap_values.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (text.size() > 200) return 0;
  cgt::HeapRule rule = cgt::HeapRule::grundys_game();
  try {
    rule = cgt::HeapRule::parse(text);
  } catch (const cgt::Error&) {
    return 0;
  }
  if (cgt::HeapRule::parse(rule.name()).name() != rule.name()) std::abort();
  constexpr std::size_t kCount = 96;  // the naive definition is O(n^3) for three-heap splits
  const auto naive = cgt::naive_grundy_values(rule, kCount);
  const auto fast = cgt::analyze_heap_game(rule, kCount);
  if (fast.values != naive) std::abort();
  if (fast.arithmetic) {  // an apparent arithmetic period holds on the values it came from
    const cgt::ArithmeticPeriod a = *fast.arithmetic;
    for (std::size_t n = a.preperiod; n + a.period < naive.size(); ++n)
      if (std::uint64_t{naive[n + a.period]} != naive[n] + a.saltus) std::abort();
  }
  return 0;
}
