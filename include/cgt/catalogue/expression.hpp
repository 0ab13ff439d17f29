#pragma once
/// \file
/// The value of a catalogue position: a term such as `domineering(4, 4)` stands for the
/// canonical form of that position. Expressions that combine terms (`domineering(2, 3) +
/// clobber("xo") - ^*`, `domineering(2, 4).AtomicWeight`) are the expression language's
/// (cgt/lang/interpreter.hpp), which calls this for each term.

#include "cgt/catalogue/session.hpp"
#include "cgt/catalogue/term.hpp"
#include "cgt/impartial/misere_game.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/loopy/sided_value.hpp"

namespace cgt {

/// The canonical form of one catalogue position. Throws cgt::ParseError (unknown game,
/// bad arguments, a game without canonical forms), cgt::DomainError for a loopy ruleset
/// (CGSuite's "That is not a short game"), cgt::LimitError (limits of the session's run
/// control).
Game value_of(const Term& term, Session& session);

/// Whether the term's game is a loopy ruleset (its values come from loopy_value_of).
bool is_loopy_term(const Term& term, const Session& session);

/// The value of a position of a loopy ruleset, a stopper or `onside & offside`
/// (GameEntry::loopy_value). Throws as value_of.
loopy::SidedValue loopy_value_of(const Term& term, Session& session);

/// The misère canonical form of one position of an impartial game of the catalogue
/// (GameEntry::misere). Throws cgt::DomainError for a game without one, and as value_of.
MisereGame misere_form_of(const Term& term, Session& session);

}  // namespace cgt
