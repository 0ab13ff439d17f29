// libFuzzer target: the syntax of the expression language (cgt/lang/syntax.hpp). Every
// input parses to a tree or throws cgt::ParseError (malformed, nesting too deep); never a
// crash, a hang or another exception. Names followed by '(' are taken as catalogue terms
// when they start with 't', to exercise the verbatim term capture too.
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "cgt/core/error.hpp"
#include "cgt/lang/syntax.hpp"

namespace {

std::size_t count_nodes(const cgt::lang::Node& n) {
  std::size_t total = 1;
  for (const auto& c : n.children)
    if (c) total += count_nodes(*c);
  return total;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  if (size > 4096) return 0;
  const cgt::lang::TermPredicate is_term = [](std::string_view name) { return !name.empty() && name[0] == 't'; };
  try {
    const cgt::lang::NodePtr tree = cgt::lang::parse_program(text, is_term);
    if (!tree || count_nodes(*tree) > 4 * size + 8) std::abort();  // a tree no larger than its text
  } catch (const cgt::ParseError&) {
  }
  return 0;
}
