#pragma once
/// \file
/// The one term grammar of cgt: how every command, the REPL and expressions name a game
/// position of the catalogue.
///
///     term     := name [ '(' [ argument { ',' argument } ] ')' ]
///     argument := [ name ( '=' | '=>' ) ] value
///     value    := integer | "string" | true | false | word | list | tuple | set
///     list     := '[' [ value { ',' value } ] ']'
///     tuple    := '(' value ',' value { ',' value } ')'      (coordinates such as (4,2))
///     set      := '{' [ value { ',' value } ] '}'             (CGSuite's {(4,2),(4,4)})
///     name     := [A-Za-z_][A-Za-z0-9_]*
///     word     := a name other than true and false (one of a parameter's choices)
///
/// Examples: `tic_tac_toe`, `domineering(4, 4)`, `domineering("..|..")`,
/// `connect4(6, 5)`, `mnk(4, 4, 3)`, `connect4(width = 6, height = 5)`,
/// `stop_game([3, 1, 4])`, `clobber("xo|ox", directions = diagonal)`; CGSuite's
/// `anti => true` names an argument too; `ceylonese_fox_and_geese({(4,2),(4,4)}, (1,1))`
/// passes a set of coordinates and a coordinate pair, as CGSuite writes them. White space may stand between any two tokens. Positional
/// arguments come before named ones. Integers are signed 64-bit; a larger one is an
/// error, never a wrap. Errors throw cgt::ParseError naming the column (1-based) and
/// what was expected.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace cgt {

/// One argument value: an integer, a string, a boolean, a list, tuple or set of values,
/// or a bare word.
struct TermValue {
  /// `[...]` a list, `(...)` a tuple (two or more items), `{...}` a set (as written:
  /// binding to a parameter sorts it and drops repeats).
  struct List {
    std::vector<TermValue> items;
    char open = '[';  ///< '[', '(' or '{'
    bool operator==(const List&) const = default;
  };
  /// A bare word such as `diagonal` (not quoted): one of a choice parameter's words.
  struct Word {
    std::string text;
    bool operator==(const Word&) const = default;
  };
  /// A constructor written inside a term, such as `path(5)` or `spawning("1-3")`:
  /// kept as written (its arguments may name variables of the expression language)
  /// until resolve_calls() replaces it by the value it stands for; or a game term given
  /// to a game parameter, as in `impartial(clobber("xo.ox"))`.
  struct Call {
    std::string name;
    /// The arguments in the order written: the positional ones, then the named ones.
    std::vector<TermValue> args;
    /// The names of the last names.size() arguments (a pair of name and TermValue would
    /// need TermValue complete here).
    std::vector<std::string> names = {};
    std::size_t positional() const { return args.size() - names.size(); }
    bool operator==(const Call&) const = default;
  };
  std::variant<std::int64_t, std::string, bool, List, Word, Call> data;
  std::size_t column = 0;  ///< where it starts in the text (1-based; 0: made, not parsed)

  bool operator==(const TermValue& other) const { return data == other.data; }
  /// "an integer", "a string", "a boolean", "a list", "a tuple", "a set", "a word" or
  /// "a call".
  const char* kind() const;
};

/// A parsed term: the game's name and its arguments as written.
struct Term {
  std::string name;
  std::size_t column = 1;                                    ///< of the name
  std::vector<TermValue> positional;
  std::vector<std::pair<std::string, TermValue>> named;      ///< in the order written
  bool has_parentheses = false;

  /// Same name and arguments (columns and parentheses aside).
  bool operator==(const Term& other) const {
    return name == other.name && positional == other.positional && named == other.named;
  }
};

/// CGSuite's camelCase or CamelCase name in the catalogue's snake_case: `shortMoves` is
/// short_moves, `GenClobber` gen_clobber, `NoGo` no_go. O(length).
std::string snake_case(std::string_view name);

/// Replaces every call in the term's arguments by the value it stands for (CGSuite's
/// constructors): `path(n)` (0 <= n <= 4096) is the path of n vertices in CGSuite's graph
/// notation, ".-.-." (its Graph.Path(n), for arc_kayles, col, snort); `empty(r, c)` the
/// board of r rows of c empty cells (its Grid.Empty(r, c), at most 4096 cells);
/// `spawning(code)` is the turning code (`turning(spawning("1-3"))` is CGSuite's
/// Turning(Spawning("1-3"))). A qualified name is its last part in snake_case, so CGSuite's
/// `Graph.Path(5)` and `Grid.Empty(4, 4)` read as these, and a word such as
/// `Coordinates.Diagonal` as `diagonal`. Throws cgt::ParseError naming the column of a
/// call it does not know or whose arguments are wrong. Binding a term to a signature
/// does this.
void resolve_calls(Term& term);

/// Parses the whole of `text` as one term (surrounding white space allowed).
Term parse_term(std::string_view text);

/// Parses one term starting at `pos` (white space skipped first) and leaves `pos` just
/// after it; for terms inside longer expressions. `whole` is the full text, for
/// columns and messages.
Term parse_term_at(std::string_view whole, std::size_t& pos);

/// The term in normal spelling: `name(a, b, key = c)`, strings quoted, a term without
/// arguments as its bare name. parse_term(to_string(t)) == t (columns aside).
std::string to_string(const Term& term);
std::string to_string(const TermValue& value);

}  // namespace cgt
