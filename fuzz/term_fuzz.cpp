// libFuzzer target: the term grammar (cgt/catalogue/term.hpp). Every input either parses
// or throws cgt::ParseError; a parsed term prints back to text that parses to the same
// term. Anything else (a crash, another exception, a round trip that differs) is a bug.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/catalogue/term.hpp"
#include "cgt/core/error.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  cgt::Term term;
  try {
    term = cgt::parse_term(text);
  } catch (const cgt::ParseError&) {
    return 0;
  }
  if (!(cgt::parse_term(cgt::to_string(term)) == term)) std::abort();
  std::size_t pos = 0;  // the embedded form reads the same term
  if (!(cgt::parse_term_at(text, pos) == term)) std::abort();
  return 0;
}
