// libFuzzer target: graph files (parse_graph_text, cgt/core/game_graph.hpp) and, for
// small partisan graphs, their loopy values (cgt/partisan/loopy/sided_value.hpp).
// Every input parses or throws cgt::Error; a valued graph has onside >= offside and
// sides equal to the game on their side (checked by the survival games).
#include <cstdint>
#include <cstdlib>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/core/game_graph.hpp"
#include "cgt/partisan/loopy/sided_value.hpp"

// A header may rightly announce a billion positions (the parser then allocates them):
// keep numbers to three digits so that each input stays fast.
bool small_enough(const std::string& text) {
  std::size_t run = 0;
  for (char c : text) {
    run = (c >= '0' && c <= '9') ? run + 1 : 0;
    if (run > 3) return false;
  }
  return true;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 400) return 0;
  const std::string text(reinterpret_cast<const char*>(data), size);
  if (!small_enough(text)) return 0;
  try {
    const cgt::GraphFile f = cgt::parse_graph_text(text);
    if (f.graph.size() > 8) return 0;  // loopy values of small graphs only (they cost |G|^2 per check)
    const cgt::loopy::Graph start = cgt::loopy::from_graph_file(f);
    const cgt::loopy::SidedValue value = cgt::loopy::SidedValue::of_graph(start);
    if (!(value.offside() <= value.onside())) std::abort();
    if (value.to_string().empty()) std::abort();
  } catch (const cgt::Error&) {
  }
  return 0;
}
