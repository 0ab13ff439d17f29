// libFuzzer target: the standard notation of short partisan games
// (cgt/partisan/notation.hpp). Every input parses or throws cgt::Error (malformed, too
// deep, too large); a parsed game prints back to text that parses to the same game.
// Each input works in a fresh game table, as a fresh process would (one table for the
// whole run grew past the 4 GB limit after 358,000 inputs of a 10^6 campaign).
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/core/error.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/private_table.hpp"

// Large values are valid and legitimately slow (*88887 + ^<3> canonicalises 88,887
// options, each against the others): the target looks for crashes and wrong round
// trips, so it keeps every integer to one digit and inputs short (^<9>*99 + v<7>*88
// takes 19 s, correctly).
bool small_enough(std::string_view text) {
  if (text.size() > 48) return false;
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
  cgt::ScopedGameTable table;
  cgt::Game g;
  try {
    g = cgt::parse_game(text);
  } catch (const cgt::Error&) {
    return 0;
  }
  if (!(cgt::parse_game(cgt::to_string(g)) == g)) std::abort();
  return 0;
}
