#pragma once
/// \file
/// The syntax of cgt's expression language: CGSuite's CGScript for values, so that an
/// expression a CGSuite user types is accepted unchanged (CGSuite's grammar,
/// lib/core/src/main/antlr/org/cgsuite/lang/parser/Cgsuite.g, is the reference).
///
///   statements  s1; s2; ...            (the value is the last one's)
///   x := e                             assignment (also `var x := e`)
///   x -> e, (x, y) -> e                functions
///   e or e, e and e, not e
///   ==  !=  <=  >=  <  >  <>  <|  |>   comparisons (<> confused, <| less or confused)
///   a Name b                           infix method call: a.Name(b) (`11 NimSum n`)
///   + - +-                             sums (`+-1+-2` = +-1 + +-2)
///   :                                  ordinal sum
///   * / %                              products
///   - + +- (unary), ^ (power)
///   e.Name, e.Name(args), e(args)      properties and methods; args may be `name => e`
///   ^ ^^ ^n v vv vn ^* v*3 ^<n> ^[n]   ups and downs, with a trailing nimber
///   * *n *(e)                          nimbers
///   *[...]                             misère impartial forms (integers are heaps)
///   {L|R}, {a||b|c}, '{L|R}'           game literals (canonical; quoted: explicit)
///   [a, b], {a, b}, [e for x from a to b by c where p]
///   begin ... end, if ... then ... elseif ... else ... end,
///   for x from a to b do ... end, for x in list do ... end
///   name(args)                         a built-in function (Tiny, Miny, DayN, ...) or a
///                                      catalogue term (`domineering(4, 4)`)
///
/// Juxtaposition as CGSuite prints it is also read where CGSuite's grammar has no other
/// meaning: `1*` = 1 + *, `2^^*` = 2 + ^^*, `9/8*`, `1v`, so printed values parse back.
///
/// Errors: cgt::ParseError naming the column and quoting an excerpt; nesting deeper
/// than 1000 is refused the same way.
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cgt::lang {

/// A node of the syntax tree. `kind` says which fields are used.
struct Node {
  enum class Kind {
    Integer,       // text: digits
    String,        // text
    Identifier,    // text
    Boolean,       // text: "true" / "false"
    Nimber,        // children: [] for *, [e] for *e
    Up,            // number: signed count of ups; children: [] or [nimber part]; text "<" or "[" for ^<n>, ^[n] (children[0] = n)
    UpBy,          // ^e / ve with an expression count: children [count, optional nimber]; number: +1 / -1
    Unary,         // text: "-", "+", "+-"; children [e]
    Binary,        // text: operator; children [a, b]
    Infix,         // text: method name; children [a, b]
    Relation,      // text: operator; children [a, b]
    And, Or, Not,
    Dot,           // text: property or method name; children [object, args...]; has_call
    Call,          // children [callee, args...]; a call of a function value
    GameLiteral,   // children: left options then right options; number = count of left; explicit
    Misere,        // children: options (Integer = heap, MisereList = nested list, else a value)
    MisereList,    // children: options
    List, Set,     // children
    Comprehension, // text: "do", "yield" or ""; children [body, clauses...]; is_set; number > 1: the
                   // body is a Block of that many yielded statements
    Block,         // children: statements
    Assign,        // text: name; children [e]
    Lambda,        // parameters; children [body]
    If,            // children: cond, then, (cond, then)*, [else]
    Loop,          // text: variable; children [body, from, to, by, while, where]; for ... do
    LoopIn,        // text: variable; children [collection, where, while]
    Term,          // text: the term's source (`domineering(4, 4)`)
    Label,         // text: a node label `a` of a loopy literal `a{...}`; children [literal]
    Sided,         // children [onside, offside]: `G & H`
    Pass,          // `pass`
    Nothing,
  };
  Kind kind;
  std::size_t column = 0;  ///< 1-based column in the source, for errors
  std::string text;
  long number = 0;
  bool flag = false;  ///< Dot: has a call; GameLiteral: explicit; Comprehension: set; Binary +: juxtaposed (1^)
  std::vector<std::shared_ptr<const Node>> children;
  std::vector<std::string> names;  ///< NamedCall / Dot / Call: argument names ("" = positional); Lambda: parameters
};

using NodePtr = std::shared_ptr<const Node>;

/// Says whether a name followed by `(` is a catalogue term (`domineering(4, 4)`).
using TermPredicate = std::function<bool(std::string_view name)>;

/// Parses a program (statements separated by `;`). A term named by `is_term` becomes a
/// Node::Kind::Term whose `text` is its source, verbatim, for the one term grammar of
/// cgt/catalogue/term.hpp. Throws cgt::ParseError.
NodePtr parse_program(std::string_view text, const TermPredicate& is_term = {});

}  // namespace cgt::lang
