#pragma once
/// \file
/// Game expressions with catalogue terms: the standard notation of
/// cgt/partisan/notation.hpp in which a name such as `domineering(4, 4)` stands for
/// the canonical form of that position (`domineering(2, 3) + clobber("xo") - ^*`).
/// What `cgt value`, the REPL and (later) the Python module parse.

#include <string_view>

#include "cgt/catalogue/session.hpp"
#include "cgt/catalogue/term.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

/// The canonical form of one catalogue position. Throws cgt::ParseError (unknown game,
/// bad arguments, a game without canonical forms), cgt::LimitError (limits of the
/// session's run control).
Game value_of(const Term& term, Session& session);

/// Parses and values an expression. Errors as value_of and parse_game.
Game evaluate(std::string_view expression, Session& session);

}  // namespace cgt
