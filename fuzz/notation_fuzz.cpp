// libFuzzer target: the standard notation of short partisan games
// (cgt/partisan/notation.hpp). Every input parses or throws cgt::Error (malformed, too
// deep, too large); a parsed game prints back to text that parses to the same game.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 512) return 0;  // games of any size are valid; keep each run short
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  cgt::Game g;
  try {
    g = cgt::parse_game(text);
  } catch (const cgt::Error&) {
    return 0;
  }
  if (!(cgt::parse_game(cgt::to_string(g)) == g)) std::abort();
  return 0;
}
