// libFuzzer target: CGSuite's graph notation (parse_graph_string, cgt/games/graph_string.hpp)
// for the Hackenbush games (edge labels l, r, e) and Col/Snort (vertex labels L, R, '-'
// edges). Every input parses or throws cgt::ParseError / cgt::LimitError; a parsed graph's
// edges name its vertices. Anything else (a crash, another exception) is a bug.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/core/error.hpp"
#include "cgt/games/graph_string.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const bool col : {false, true}) {
    try {
      const cgt::GraphString g = col ? cgt::parse_graph_string(text, "col", "LR", "", true)
                                     : cgt::parse_graph_string(text, "hackenbush", "", "lre", false);
      for (const auto& e : g.edges)
        if (e.u < 0 || e.v < 0 || static_cast<std::size_t>(e.u) >= g.vertex_labels.size() ||
            static_cast<std::size_t>(e.v) >= g.vertex_labels.size())
          std::abort();
      (void)cgt::is_connected(g);
    } catch (const cgt::ParseError&) {
    } catch (const cgt::LimitError&) {
    }
  }
  return 0;
}
