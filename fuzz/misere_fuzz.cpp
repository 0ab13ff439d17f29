// libFuzzer target: CGSuite's misère input `*[[2],1] + *[2]` (parse_misere_game,
// cgt/impartial/misere_game.hpp). Every input parses or throws cgt::Error; a parsed form
// prints in Conway's shorthand, and its options, rebuilt, give the same form.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/core/error.hpp"
#include "cgt/impartial/misere_game.hpp"

// Misère canonical forms of sums grow fast (and correctly so): short inputs, one-digit heaps.
bool small_enough(std::string_view text) {
  if (text.size() > 40) return false;
  std::size_t run = 0;
  for (char c : text) {
    run = (c >= '0' && c <= '9') ? run + 1 : 0;
    if (run > 1) return false;
  }
  return true;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (!small_enough(text)) return 0;
  try {
    const cgt::MisereGame g = cgt::parse_misere_game(text);
    if (cgt::to_string(g).empty()) std::abort();
    if (!(cgt::MisereGame::from_options(g.options()) == g)) std::abort();
  } catch (const cgt::Error&) {
  }
  return 0;
}
