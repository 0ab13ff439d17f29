#include "cgt/catalogue/heap_game.hpp"

#include <cctype>
#include <string>

namespace cgt {

HeapRule heap_rule_of(std::string_view text, const Registry& registry) {
  // A code starts with a digit or has a prefix such as `sub:`; anything else is a name.
  const bool code = text.empty() || std::isdigit(static_cast<unsigned char>(text[0])) != 0 ||
                    text.find(':') != std::string_view::npos;
  if (code) return HeapRule::parse(text);
  const GameEntry* entry = registry.find(text);
  const Term term = entry != nullptr ? parse_term(entry->name) : parse_term(text);
  const GameEntry& game = registry.at(term, Command::Heap);
  return game.heap(game.arguments(term));
}

}  // namespace cgt
