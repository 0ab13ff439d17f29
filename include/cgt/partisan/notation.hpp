#pragma once
/// \file
/// Standard notation for short partisan games: printing canonical forms the way
/// CGSuite prints them, and parsing what users type.
///
/// Printing (as current CGSuite): numbers as reduced fractions; number + up-multiple +
/// nimber compactly (`1*`, `^`, `v*`, `^^*`, `^3`, `v3*2`, `9/8*`); uptimal units and unit
/// sums by name (`^<2>`, `v[3]`, `1^<2>*`; any n and nimber, from uptimal_expansion in
/// uptimal.hpp), other uptimals in braces; switches `+-G` and `+-{a,b}`, with `+-(1*)`
/// for a non-compact uptimal printed as one;
/// `Tiny(x)` / `Miny(x)` with an integer or number translation written in front
/// (`2Tiny(2)`); otherwise braces with slash notation for nested single options
/// (`{2|0||-1}`; a form reaching four slashes is braced) and options in CGSuite's
/// deterministic order: numbers ascending, nimbers, uptimals by expansion (number,
/// digits, length, nimber), then the rest by their sorted Left option lists compared
/// lexicographically (a prefix first), then their Right option lists.
///
/// Parsing (`parse_game`): integers, dyadic fractions (`3/4`), `*`, `*n`, `^`, `v`,
/// `^^`, `^n`, `v n`, juxtaposed sums (`1*`, `^*2`, `2^^*`), `+-x`, `+-{a,b}`, braces
/// `{a,b|c,d}` with slashes (`{a||b|c}`: more slashes bind looser), `G + H - K` also
/// inside options, parentheses, and `Tiny(x)`, `Miny(x)`, `^<n>`, `v<n>`, `^[n]`, `v[n]`.
/// Errors throw cgt::ParseError naming the column and what was expected; nesting deeper
/// than 1000 (braces, parentheses, signs) is refused the same way.

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/partisan/game.hpp"

namespace cgt {

/// CGSuite-style text of the canonical form of g.
std::string to_string(Game g);

/// The printed form of g as an option inside a larger slash form: `text` without its
/// outer braces and the number of bars when g prints as `{A|B}`-style (slashes > 0),
/// else the full text and 0. Used by printers of forms built from short games.
struct SlashForm {
  std::string text;
  int slashes = 0;
};
SlashForm to_slash_form(Game g);

/// CGSuite's deterministic order of canonical forms (the order it prints options and
/// sets in): numbers by value, nimbers, uptimals by expansion, then the rest by their
/// sorted option lists. Returns <0, 0 (equal games), >0.
int cgsuite_order(Game a, Game b);

/// Reads a game term (`domineering(4, 4)`, `clobber("xo|ox")`) that starts at `pos` in
/// `text`, advances `pos` past it and returns its canonical form. The parser calls it
/// when it meets a name it does not know; the catalogue supplies it
/// (cgt/catalogue/expression.hpp). Throws cgt::ParseError.
using TermParser = std::function<Game(std::string_view text, std::size_t& pos)>;

/// Parses an expression in the notation above; names other than Tiny/Miny go to
/// `terms` (none given: an error naming the column). Throws cgt::ParseError.
Game parse_game(std::string_view text, const TermParser& terms = {});

}  // namespace cgt
