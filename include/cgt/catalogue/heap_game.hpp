#pragma once
/// \file
/// The heap rule a user names: a heap game of the catalogue (`kayles`, `grundys_game`,
/// older spellings such as `dawsons-kayles`) or a rule code (`0.07`, `4.07`, `0.3F`,
/// `sub:1,3,4`, `allbut:1,2`; cgt/impartial/heap_rule.hpp). One lookup for `cgt heap`
/// and the Python module's `cgt.heap`.

#include <cstddef>
#include <string_view>

#include "cgt/catalogue/registry.hpp"
#include "cgt/impartial/heap_rule.hpp"

namespace cgt {

/// The rule of `text`. Throws cgt::ParseError for a malformed code or an unknown game
/// (naming the close names), or a game that is not a heap game.
HeapRule heap_rule_of(std::string_view text, const Registry& registry);

}  // namespace cgt
