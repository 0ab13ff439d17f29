// Parsing cgt's expression language (see cgt/lang/syntax.hpp): a tokenizer that follows
// CGSuite's lexer (runs of ^, v and | are single tokens; `v` followed by a letter starts
// a name) and a recursive-descent parser with CGSuite's precedences.
#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <set>

#include "cgt/core/error.hpp"
#include "cgt/lang/syntax.hpp"

namespace cgt::lang {
namespace {

enum class Tok { End, Int, Ident, String, Op, Carets, Vees, Slashes };

struct Token {
  Tok kind = Tok::End;
  std::string text;     // the operator, name, digits or string contents
  std::size_t pos = 0;  // offset in the source
  std::size_t end = 0;  // offset just past it
  long count = 0;       // Carets, Vees, Slashes: the run length
};

const std::set<std::string, std::less<>> kKeywords = {
    "and", "begin", "by", "do", "else", "elseif", "end", "false", "for", "from", "if", "in",
    "not", "or", "pass", "then", "to", "true", "var", "where", "while", "yield"};

bool is_letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool is_digit(char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; }
bool is_name_char(char c) { return is_letter(c) || is_digit(c) || c == '_'; }

// "column C", or "line L, column C" in a text of several lines.
std::string position_of(std::string_view text, std::size_t pos) {
  pos = std::min(pos, text.size());
  const std::size_t line_start = text.rfind('\n', pos == 0 ? std::string_view::npos : pos - 1);
  if (line_start == std::string_view::npos && text.find('\n') == std::string_view::npos)
    return fmt::format("column {}", pos + 1);
  const std::size_t line = 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + pos, '\n'));
  const std::size_t column = line_start == std::string_view::npos ? pos + 1 : pos - line_start;
  return fmt::format("line {}, column {}", line, column);
}

[[noreturn]] void fail_at(std::string_view text, std::size_t pos, const std::string& what) {
  throw ParseError(fmt::format("bad expression at {}: {} in '{}'", position_of(text, pos), what, excerpt(text, pos)));
}

// U+00A0, the no-break space (two bytes in UTF-8), which text copied from a web page or
// a document often has between words: white space like any other.
bool no_break_space(std::string_view text, std::size_t i) {
  return i + 1 < text.size() && static_cast<unsigned char>(text[i]) == 0xC2 &&
         static_cast<unsigned char>(text[i + 1]) == 0xA0;
}

// The character at text[i] for an error: itself and its code point when it is UTF-8
// ("'ω' (U+03C9)"), else its byte ("byte 0xFF").
std::string character_at(std::string_view text, std::size_t i) {
  const auto c = static_cast<unsigned char>(text[i]);
  if (c < 0x80) return fmt::format("character '{}'", one_line(text.substr(i, 1)));
  const std::size_t length = utf8_length(text, i);
  if (length == 0) return fmt::format("byte 0x{:02X} (not UTF-8)", c);
  const std::string shown = one_line(text.substr(i, length));
  std::uint32_t code = c & (0x7F >> length);
  for (std::size_t k = 1; k < length; ++k) code = code << 6 | (static_cast<unsigned char>(text[i + k]) & 0x3F);
  return fmt::format("character '{}' (U+{:04X})", shown, code);
}

std::vector<Token> tokenize(std::string_view text) {
  static const char* const kOperators[] = {"===", "!==", "<=>", ":=", "==", "!=", "<=", ">=", "<>", "<|", "->", "=>",
                                           "..",  "+-",  "+",   "-",  "*",  "/",  "%",  ":",  "&",  "<",  ">",  "(",
                                           ")",   "[",   "]",   "{",  "}",  ",",  ";",  ".",  "'",  "="};
  std::vector<Token> out;
  std::size_t i = 0;
  while (true) {
    while (i < text.size() && (std::isspace(static_cast<unsigned char>(text[i])) || no_break_space(text, i)))
      i += no_break_space(text, i) ? 2 : 1;
    if (i + 1 < text.size() && text[i] == '/' && text[i + 1] == '/') {  // a comment to the end of the line
      while (i < text.size() && text[i] != '\n') ++i;
      continue;
    }
    Token t;
    t.pos = i;
    if (i >= text.size()) {
      t.end = i;
      out.push_back(t);
      return out;
    }
    const char c = text[i];
    if (is_digit(c)) {
      std::size_t j = i;
      while (j < text.size() && is_digit(text[j])) ++j;
      t = {Tok::Int, std::string(text.substr(i, j - i)), i, j, 0};
    } else if (c == 'v' || is_letter(c) || c == '_') {
      std::size_t j = i;
      while (j < text.size() && text[j] == 'v') ++j;
      const bool name = c != 'v' || (j < text.size() && (is_letter(text[j]) || text[j] == '_'));
      if (name) {
        j = i;
        while (j < text.size() && is_name_char(text[j])) ++j;
        t = {Tok::Ident, std::string(text.substr(i, j - i)), i, j, 0};
      } else {
        t = {Tok::Vees, "v", i, j, static_cast<long>(j - i)};
      }
    } else if (c == '^') {
      std::size_t j = i;
      while (j < text.size() && text[j] == '^') ++j;
      t = {Tok::Carets, "^", i, j, static_cast<long>(j - i)};
    } else if (c == '|') {
      std::size_t j = i;
      while (j < text.size() && text[j] == '|') ++j;
      if (j == i + 1 && j < text.size() && text[j] == '>') {
        t = {Tok::Op, "|>", i, j + 1, 0};
      } else {
        t = {Tok::Slashes, "|", i, j, static_cast<long>(j - i)};
      }
    } else if (c == '"') {
      std::size_t j = i + 1;
      std::string s;
      while (j < text.size() && text[j] != '"') {
        if (text[j] == '\\' && j + 1 < text.size()) ++j;
        s += text[j++];
      }
      if (j >= text.size()) fail_at(text, i, "unterminated string");
      t = {Tok::String, s, i, j + 1, 0};
    } else {
      bool found = false;
      for (const char* op : kOperators) {
        const std::string_view o(op);
        if (text.substr(i, o.size()) == o) {
          t = {Tok::Op, std::string(o), i, i + o.size(), 0};
          found = true;
          break;
        }
      }
      if (!found) fail_at(text, i, "unexpected " + character_at(text, i));
    }
    i = t.end;
    out.push_back(std::move(t));
  }
}

// Stack a parse may take before deep nesting is refused (the default thread stack is
// 8 MiB, and evaluating the tree needs its share).
constexpr std::ptrdiff_t kMaxParseStack = std::ptrdiff_t{2} << 20;

class Parser {
 public:
  Parser(std::string_view text, const TermPredicate& is_term)
      : text_(text), tokens_(tokenize(text)), is_term_(is_term) {}

  NodePtr program() {
    const char base = 0;
    stack_base_ = &base;
    NodePtr n = statement_chain();
    if (!at_end()) fail("unexpected '" + describe(peek()) + "'");
    return n;
  }

 private:
  using NodeMut = std::shared_ptr<Node>;

  // ---- tokens ----
  const Token& peek(std::size_t ahead = 0) const {
    return tokens_[std::min(index_ + ahead, tokens_.size() - 1)];
  }
  bool at_end() const { return peek().kind == Tok::End; }
  // Whether the last token read closed a parenthesis: `(1^)` is one operand, not a
  // number with ups beside it.
  bool after_paren() const { return index_ > 0 && tokens_[index_ - 1].kind == Tok::Op && tokens_[index_ - 1].text == ")"; }
  bool is_op(const char* op, std::size_t ahead = 0) const {
    return peek(ahead).kind == Tok::Op && peek(ahead).text == op;
  }
  bool is_word(const char* word, std::size_t ahead = 0) const {
    return peek(ahead).kind == Tok::Ident && peek(ahead).text == word;
  }
  bool accept_op(const char* op) {
    if (!is_op(op)) return false;
    ++index_;
    return true;
  }
  bool accept_word(const char* word) {
    if (!is_word(word)) return false;
    ++index_;
    return true;
  }
  void expect_op(const char* op) {
    if (!accept_op(op)) fail(fmt::format("expected '{}'", op));
  }
  void expect_word(const char* word) {
    if (!accept_word(word)) fail(fmt::format("expected '{}'", word));
  }
  static std::string describe(const Token& t) {
    switch (t.kind) {
      case Tok::End: return "end of input";
      case Tok::Carets: return std::string(static_cast<std::size_t>(t.count), '^');
      case Tok::Vees: return std::string(static_cast<std::size_t>(t.count), 'v');
      case Tok::Slashes: return std::string(static_cast<std::size_t>(t.count), '|');
      default: return t.text;
    }
  }
  [[noreturn]] void fail(const std::string& what) const { fail_at(text_, peek().pos, what); }

  NodeMut make(Node::Kind kind, std::string text = {}) const {
    auto n = std::make_shared<Node>();
    n->kind = kind;
    n->column = peek().pos + 1;
    n->text = std::move(text);
    return n;
  }
  NodeMut make2(Node::Kind kind, std::string text, NodePtr a, NodePtr b) const {
    auto n = make(kind, std::move(text));
    n->column = a->column;
    n->children = {std::move(a), std::move(b)};
    return n;
  }

  // Nesting guard: every recursive descent goes through expression() or a bracket.
  // Levels are counted, and the stack they take is measured too: a level is a couple
  // of dozen frames whose size depends on the build (sanitizers enlarge them).
  struct Depth {
    explicit Depth(Parser& p) : p_(p) {
      if (++p_.depth_ > 1000) p_.fail("nesting deeper than 1000");
      const char probe = 0;
      if (p_.stack_base_ != nullptr && std::abs(p_.stack_base_ - &probe) > kMaxParseStack)
        p_.fail(fmt::format("nesting deeper than {} MiB of the parser's stack allow", kMaxParseStack >> 20));
    }
    ~Depth() { --p_.depth_; }
    Parser& p_;
  };

  bool is_keyword(const Token& t) const { return t.kind == Tok::Ident && kKeywords.count(t.text) > 0; }

  // Can this token begin an operand (after a binary `*`, a power `^`, ...)?
  bool starts_operand(std::size_t ahead = 0) const {
    const Token& t = peek(ahead);
    switch (t.kind) {
      case Tok::Int:
      case Tok::String:
      case Tok::Carets:
      case Tok::Vees:
        return true;
      case Tok::Ident:
        return !is_keyword(t) || t.text == "true" || t.text == "false" || t.text == "begin" || t.text == "if" ||
               t.text == "pass" || t.text == "not";
      case Tok::Op:
        return t.text == "(" || t.text == "{" || t.text == "[" || t.text == "'" || t.text == "*" || t.text == "-" ||
               t.text == "+-" || t.text == "+";
      default:
        return false;
    }
  }

  // ---- statements ----
  NodePtr statement_chain() {
    auto block = make(Node::Kind::Block);
    while (!at_end() && !is_word("end") && !is_word("elseif") && !is_word("else") && !is_word("yield") &&
           !is_op(")")) {
      if (accept_op(";")) continue;
      block->children.push_back(statement());
      if (!accept_op(";")) {
        // control expressions may follow each other without a separator
        const Node::Kind k = block->children.back()->kind;
        const bool control = k == Node::Kind::If || k == Node::Kind::Loop || k == Node::Kind::Block;
        if (!control) break;
      }
    }
    if (block->children.size() == 1 && !block->children[0]->flag && block->children[0]->kind != Node::Kind::Block)
      return block->children[0];
    return block;
  }

  NodePtr statement() {
    if (accept_word("var")) {
      if (peek().kind != Tok::Ident) fail("expected a variable name");
      auto n = make(Node::Kind::Assign, peek().text);
      ++index_;
      if (accept_op(":=")) {
        n->children.push_back(expression());
      } else {
        n->children.push_back(make(Node::Kind::Nothing));
      }
      return n;
    }
    return expression();
  }

  // ---- expressions, loosest first ----
  NodePtr expression() {
    Depth depth(*this);
    NodePtr lhs = function_expression();
    if (accept_op(":=")) {
      if (lhs->kind != Node::Kind::Identifier) fail("only a variable can be assigned");
      auto n = make(Node::Kind::Assign, lhs->text);
      n->column = lhs->column;
      n->children.push_back(expression());
      return n;
    }
    return lhs;
  }

  NodePtr function_expression() {
    // x -> body, (x, y) -> body
    if (peek().kind == Tok::Ident && !is_keyword(peek()) && is_op("->", 1)) {
      auto n = make(Node::Kind::Lambda);
      n->names.push_back(peek().text);
      index_ += 2;
      n->children.push_back(function_expression());
      return n;
    }
    if (is_op("(")) {
      std::size_t k = 1;
      std::vector<std::string> names;
      while (peek(k).kind == Tok::Ident && !is_keyword(peek(k))) {
        names.push_back(peek(k).text);
        if (is_op(",", k + 1)) {
          k += 2;
        } else {
          ++k;
          break;
        }
      }
      if (is_op(")", k) && is_op("->", k + 1)) {
        auto n = make(Node::Kind::Lambda);
        n->names = names;
        index_ += k + 2;
        n->children.push_back(function_expression());
        return n;
      }
    }
    return or_expression();
  }

  NodePtr or_expression() {
    NodePtr a = and_expression();
    while (accept_word("or")) a = make2(Node::Kind::Or, "or", a, and_expression());
    return a;
  }
  NodePtr and_expression() {
    NodePtr a = not_expression();
    while (accept_word("and")) a = make2(Node::Kind::And, "and", a, not_expression());
    return a;
  }
  NodePtr not_expression() {
    if (accept_word("not")) {
      auto n = make(Node::Kind::Not, "not");
      n->children.push_back(not_expression());
      return n;
    }
    return relational();
  }

  NodePtr relational() {
    NodePtr a = infix();
    static const char* const kRelations[] = {"<=>", "===", "!==", "==", "!=", "<=", ">=", "<>", "<|", "|>", "<", ">"};
    for (const char* op : kRelations) {
      if (accept_op(op)) return make2(Node::Kind::Relation, op, a, relational());
    }
    return a;
  }

  // a Name b: a method call written between its operands (CGSuite's INFIX_OP).
  NodePtr infix() {
    NodePtr a = range();
    while (peek().kind == Tok::Ident && !is_keyword(peek()) && starts_operand(1) && !is_op("->", 1)) {
      const std::string name = peek().text;
      ++index_;
      a = make2(Node::Kind::Infix, name, a, range());
    }
    return a;
  }

  NodePtr range() {
    NodePtr a = add();
    if (accept_op("..")) {
      auto n = make2(Node::Kind::Binary, "..", a, add());
      if (accept_op("..")) n->children.push_back(add());
      return n;
    }
    return a;
  }

  NodePtr add() {
    NodePtr a = sided();
    while (true) {
      if (accept_op("+")) {
        a = make2(Node::Kind::Binary, "+", a, sided());
      } else if (accept_op("-")) {
        a = make2(Node::Kind::Binary, "-", a, sided());
      } else if (accept_op("+-")) {
        NodePtr pm = is_op("(") ? switch_of_list() : nullptr;
        if (!pm) {
          auto one = make(Node::Kind::Unary, "+-");
          one->children.push_back(sided());
          pm = one;
        }
        a = make2(Node::Kind::Binary, "+", a, pm);
      } else {
        return a;
      }
    }
  }

  NodePtr sided() {
    NodePtr a = ordinal_sum();
    if (accept_op("&")) return make2(Node::Kind::Sided, "&", a, ordinal_sum());
    return a;
  }

  NodePtr ordinal_sum() {
    NodePtr a = multiply();
    while (accept_op(":")) a = make2(Node::Kind::Binary, ":", a, multiply());
    return a;
  }

  // `*` between operands multiplies; a `*` that no operand follows is a juxtaposed star
  // as CGSuite prints it (`1*`, `9/8*`).
  NodePtr multiply() {
    NodePtr a = unary();
    while (true) {
      if (peek().kind == Tok::Ident && (peek().text == "Tiny" || peek().text == "Miny") && is_op("(", 1)) {
        // A number translating Tiny or Miny, as CGSuite prints it: 1/2Tiny(1) is
        // 1/2 + Tiny(1), not the infix call (1/2).Tiny(1).
        a = make2(Node::Kind::Binary, "+", a, postfix());
      } else if (peek().kind == Tok::Ident && (peek().text == "over" || peek().text == "under")) {
        // A number and over or under side by side, as CGSuite prints stoppers: 2over is
        // 2 + over = {2 | pass}.
        a = make2(Node::Kind::Binary, "+", a, postfix());
      } else if (is_op("*") && !starts_operand(1)) {
        ++index_;
        a = make2(Node::Kind::Binary, "+", a, make(Node::Kind::Nimber));
      } else if (accept_op("*")) {
        a = make2(Node::Kind::Binary, "*", a, unary());
      } else if (accept_op("/")) {
        NodePtr b = unary();
        if (b->kind == Node::Kind::Binary && b->flag) {
          // 1/2^ is 1/2 + ^, as CGSuite prints it: the ups follow the whole fraction.
          NodeMut sum = make2(Node::Kind::Binary, "+", make2(Node::Kind::Binary, "/", a, b->children[0]), b->children[1]);
          sum->flag = true;
          a = sum;
        } else {
          a = make2(Node::Kind::Binary, "/", a, b);
        }
      } else if (accept_op("%")) {
        a = make2(Node::Kind::Binary, "%", a, unary());
      } else {
        return a;
      }
    }
  }

  NodePtr unary() {
    for (const char* op : {"+-", "-", "+"}) {
      if (accept_op(op)) {
        if (std::string_view(op) == "+-" && is_op("(")) {
          if (NodePtr multiple = switch_of_list()) return multiple;
        }
        auto n = make(Node::Kind::Unary, op);
        NodePtr operand = power();
        // +-1/2 is the switch of 1/2, as CGSuite prints it (a switch is no divisor).
        if (std::string_view(op) == "+-" && operand->kind == Node::Kind::Integer && is_op("/") &&
            peek(1).kind == Tok::Int) {
          ++index_;
          operand = make2(Node::Kind::Binary, "/", operand, power());
        }
        // -1^ is -1 + ^, as CGSuite prints it: the sign belongs to the number, not to
        // the ups juxtaposed after it (printed values must read back as themselves).
        if (std::string_view(op) == "-" && operand->kind == Node::Kind::Binary && operand->flag && !after_paren()) {
          n->children.push_back(operand->children[0]);
          return make2(Node::Kind::Binary, "+", n, operand->children[1]);
        }
        n->children.push_back(operand);
        return n;
      }
    }
    return power();
  }

  // CGSuite 1.x's +-(a, b, ...) = {a, b, ... | -a, -b, ...} (after the "+-", at its "("):
  // the literal, or nullptr (nothing consumed) when the parentheses hold one expression.
  NodePtr switch_of_list() {
    const std::size_t start = index_;
    const std::size_t column = peek().pos + 1;
    expect_op("(");
    std::vector<NodePtr> options{expression()};
    while (accept_op(",")) options.push_back(expression());
    if (options.size() == 1) {
      index_ = start;
      return nullptr;
    }
    expect_op(")");
    auto n = make(Node::Kind::GameLiteral);
    n->column = column;
    n->number = static_cast<long>(options.size());
    for (const NodePtr& o : options) n->children.push_back(o);
    for (const NodePtr& o : options) {
      auto negated = make(Node::Kind::Unary, "-");
      negated->children.push_back(o);
      n->children.push_back(negated);
    }
    return n;
  }

  // e ^ e is a power when an operand follows a single caret; otherwise ups juxtaposed
  // (`2^^*`, `1^`), as are downs (`1v3`).
  NodePtr power() {
    NodePtr a = postfix();
    if (peek().kind == Tok::Carets && peek().count == 1 && (peek(1).kind == Tok::Int || is_op("(", 1))) {
      ++index_;
      return make2(Node::Kind::Binary, "^", a, unary());
    }
    if ((peek().kind == Tok::Carets || peek().kind == Tok::Vees) && !is_op(".", 1)) {
      // A number literal and ups side by side (`1^`, `2v3`): marked, so that a sign
      // before it (unary()) or a fraction bar (multiply()) takes the number alone.
      const bool literal = a->kind == Node::Kind::Integer && !after_paren();
      NodeMut juxtaposed = make2(Node::Kind::Binary, "+", a, upstar());
      juxtaposed->flag = literal;
      return juxtaposed;
    }
    return a;
  }

  NodePtr postfix() {
    NodePtr a = upstar();
    while (true) {
      if (accept_op(".")) {
        if (peek().kind != Tok::Ident) fail("expected a property or method name after '.'");
        auto n = make(Node::Kind::Dot, peek().text);
        n->column = a->column;
        ++index_;
        n->children.push_back(a);
        if (is_op("(")) {
          n->flag = true;
          arguments(*n);
        }
        a = n;
      } else if (is_op("(")) {
        auto n = make(Node::Kind::Call);
        n->column = a->column;
        n->children.push_back(a);
        arguments(*n);
        a = n;
      } else {
        return a;
      }
    }
  }

  // ( [name =>] e, ... ) appended to n's children and names.
  void arguments(Node& n) {
    expect_op("(");
    Depth depth(*this);
    if (accept_op(")")) return;
    while (true) {
      std::string name;
      if (peek().kind == Tok::Ident && is_op("=>", 1)) {
        name = peek().text;
        index_ += 2;
      }
      NodePtr e = expression();
      if (name.empty() && n.children.size() == 1 && is_word("for")) {  // f(e for x ...): a list argument
        auto c = make(Node::Kind::Comprehension);
        c->column = e->column;
        c->children.push_back(e);
        loop_clauses(*c);
        n.children.push_back(c);
        n.names.push_back(name);
        expect_op(")");
        return;
      }
      n.children.push_back(e);
      n.names.push_back(name);
      if (accept_op(")")) return;
      expect_op(",");
    }
  }

  // Ups and downs with their count and a trailing nimber; nimbers; else a primary.
  NodePtr upstar() {
    const Token& t = peek();
    if (t.kind == Tok::Carets || t.kind == Tok::Vees) {
      const long sign = t.kind == Tok::Carets ? 1 : -1;
      auto n = make(Node::Kind::Up);
      n->number = sign * t.count;
      ++index_;
      // CGSuite 1.x's ^on (no space) is ^<on>.
      const bool old_upon = t.count == 1 && sign > 0 && peek().kind == Tok::Ident && peek().text == "on" &&
                            peek().pos == t.end;
      if (old_upon || (t.count == 1 && (is_op("<") || is_op("[")) &&
                       (peek(1).kind == Tok::Int || (peek(1).kind == Tok::Ident && peek(1).text == "on")) &&
                       (is_op(">", 2) || is_op("]", 2)))) {  // ^<n>, ^[n], and CGSuite's upon forms ^[on], v<on>
        const bool sum = is_op("[");
        n->text = sum ? "[" : "<";
        if (!old_upon) ++index_;
        n->children.push_back(primary());
        if (!old_upon) expect_op(sum ? "]" : ">");
        n->kind = Node::Kind::UpBy;
      } else if (t.count == 1 && (peek().kind == Tok::Int || is_op("("))) {  // ^3, v(n)
        n->kind = Node::Kind::UpBy;
        n->children.push_back(primary());
      }
      if (is_op("*")) n->children.push_back(star());
      return n;
    }
    if (t.kind == Tok::Ident && t.text == "von" && !is_op("(", 1)) {  // CGSuite 1.x's von = v<on>
      auto n = make(Node::Kind::UpBy, "<");
      n->number = -1;
      ++index_;
      n->children.push_back(make(Node::Kind::Identifier, "on"));
      if (is_op("*")) n->children.push_back(star());
      return n;
    }
    if (is_op("*")) return star();
    return primary();
  }

  // *, *n, *(e), *name, *[...]
  NodePtr star() {
    auto n = make(Node::Kind::Nimber);
    expect_op("*");
    if (is_op("[")) return misere_literal();
    if (peek().kind == Tok::Int || is_op("(")) {
      n->children.push_back(primary());
    } else if (peek().kind == Tok::Ident && !is_keyword(peek()) && std::islower(static_cast<unsigned char>(peek().text[0])) &&
               !is_op("(", 1)) {
      n->children.push_back(primary());
    }
    return n;
  }

  // *[a, b, [c, d], e]: integers are nim heaps, brackets are option lists.
  NodePtr misere_literal() {
    auto n = make(Node::Kind::Misere);
    misere_options(*n);
    return n;
  }
  void misere_options(Node& n) {
    expect_op("[");
    Depth depth(*this);
    if (accept_op("]")) return;
    while (true) {
      if (is_op("[")) {
        auto inner = make(Node::Kind::MisereList);
        misere_options(*inner);
        n.children.push_back(inner);
      } else {
        n.children.push_back(expression());
      }
      if (accept_op("]")) return;
      expect_op(",");
    }
  }

  NodePtr primary() {
    Depth depth(*this);
    const Token& t = peek();
    switch (t.kind) {
      case Tok::Int: {
        auto n = make(Node::Kind::Integer, t.text);
        ++index_;
        return n;
      }
      case Tok::String: {
        auto n = make(Node::Kind::String, t.text);
        ++index_;
        return n;
      }
      case Tok::Ident: return name_expression();
      case Tok::Op:
        if (t.text == "(") return parenthesized();
        if (t.text == "{") return braces(false);
        if (t.text == "'") {
          ++index_;
          NodePtr n = braces(true);
          expect_op("'");
          return n;
        }
        if (t.text == "[") return bracket_list();
        break;
      default: break;
    }
    fail(fmt::format("unexpected '{}'", describe(t)));
  }

  NodePtr name_expression() {
    const Token t = peek();
    if (t.text == "true" || t.text == "false") {
      ++index_;
      return make(Node::Kind::Boolean, t.text);
    }
    if (t.text == "pass") {
      ++index_;
      return make(Node::Kind::Pass);
    }
    if (t.text == "begin") {
      ++index_;
      NodePtr body = statement_chain();
      expect_word("end");
      auto n = make(Node::Kind::Block);
      n->flag = true;  // a block of its own (keeps its scope)
      n->children.push_back(body);
      return n;
    }
    if (t.text == "Player" && is_op(".", 1) && peek(2).kind == Tok::Ident &&
        (peek(2).text == "Left" || peek(2).text == "Right")) {  // CGSuite's Player.Left = Left
      const std::string side = peek(2).text;
      index_ += 3;
      return make(Node::Kind::Identifier, side);
    }
    if (t.text == "if") return if_expression();
    if (t.text == "for" || t.text == "while") return loop_expression();
    if (is_keyword(t)) fail(fmt::format("unexpected '{}'", t.text));
    // CGSuite's qualified ruleset names: game.grid.Clobber("xox|ox.") is the catalogue's
    // Clobber (clobber), whatever the package; a name the catalogue lacks is the
    // catalogue's error, with its close matches. Only CGSuite's packages: a variable
    // named game keeps its methods (game.Options.Apply(...)).
    static const std::set<std::string> kPackages = {"grid", "strip", "heap", "graph", "variant"};
    if (t.text == "game" && is_op(".", 1) && peek(2).kind == Tok::Ident && kPackages.count(peek(2).text) > 0 &&
        is_op(".", 3) && peek(4).kind == Tok::Ident) {
      const Token name = peek(4);
      index_ += 5;
      if (is_op("(")) return term(name);
      // The ruleset itself (game.heap.Kayles.CheckPeriodicity(2000)): its name, which the
      // catalogue finds in either spelling.
      auto n = make(Node::Kind::Identifier, name.text);
      n->column = name.pos + 1;
      return n;
    }
    ++index_;
    if (is_op("(") && is_term_ && is_term_(t.text)) return term(t);
    if (is_op("{")) {  // a{...}: a labelled node of a loopy game
      auto n = make(Node::Kind::Label, t.text);
      n->children.push_back(braces(false));
      return n;
    }
    auto n = make(Node::Kind::Identifier, t.text);
    n->column = t.pos + 1;
    return n;
  }

  // A catalogue term: its source text up to the matching parenthesis, verbatim; with a
  // second group, CGSuite's ruleset then position (`turning("1-3")("htth")`).
  NodePtr term(const Token& name) {
    std::size_t end = 0;
    for (int group = 0; group < 2 && (group == 0 || is_op("(")); ++group) {
      int depth = 0;
      end = 0;
      for (std::size_t k = index_; k < tokens_.size(); ++k) {
        if (tokens_[k].kind == Tok::End) break;
        if (tokens_[k].kind == Tok::Op && (tokens_[k].text == "(" || tokens_[k].text == "[" || tokens_[k].text == "{")) ++depth;
        if (tokens_[k].kind == Tok::Op && (tokens_[k].text == ")" || tokens_[k].text == "]" || tokens_[k].text == "}")) {
          if (--depth == 0) {
            end = tokens_[k].end;
            index_ = k + 1;
            break;
          }
        }
      }
      if (end == 0) fail_at(text_, name.pos, "unclosed '(' of a game term");
    }
    auto n = make(Node::Kind::Term, std::string(text_.substr(name.pos, end - name.pos)));
    n->column = name.pos + 1;
    return n;
  }

  NodePtr parenthesized() {
    const std::size_t open = peek().pos;
    expect_op("(");
    if (at_end()) fail_at(text_, open, "'(' is never closed");
    NodePtr e = expression();
    if (is_word("for")) {
      auto n = make(Node::Kind::Comprehension);
      n->children.push_back(e);
      loop_clauses(*n);
      expect_op(")");
      return n;
    }
    if (accept_op(",")) {  // coordinates (a, b)
      auto n = make(Node::Kind::List);
      n->text = "coordinates";
      n->children = {e, expression()};
      expect_op(")");
      return n;
    }
    if (at_end()) fail_at(text_, open, "'(' is never closed");
    expect_op(")");
    return e;
  }

  // [a, b], [e for ...]
  NodePtr bracket_list() {
    expect_op("[");
    auto n = make(Node::Kind::List);
    if (accept_op("]")) return n;
    NodePtr first = expression();
    if (is_word("for")) {
      auto c = make(Node::Kind::Comprehension);
      c->children.push_back(first);
      loop_clauses(*c);
      expect_op("]");
      return c;
    }
    n->children.push_back(first);
    while (accept_op(",")) n->children.push_back(expression());
    expect_op("]");
    return n;
  }

  // for x from a to b by c while p where q  |  for x in e where q  (one or more)
  void loop_clauses(Node& n) {
    while (is_word("for")) n.children.push_back(loop_clause());
  }
  NodePtr loop_clause() {
    expect_word("for");
    if (peek().kind != Tok::Ident || is_keyword(peek())) fail("expected a loop variable");
    const std::string var = peek().text;
    ++index_;
    if (accept_word("in")) {
      auto c = make(Node::Kind::LoopIn, var);
      c->children = {expression(), nullptr, nullptr};  // collection, where, while
      if (accept_word("while")) c->children[2] = expression();
      if (accept_word("where")) c->children[1] = expression();
      return c;
    }
    if (accept_op(":=")) {  // for x := e: the loop over the one value e
      auto c = make(Node::Kind::LoopIn, var);
      auto single = make(Node::Kind::List);
      single->children.push_back(expression());
      c->children = {single, nullptr, nullptr};
      if (accept_word("while")) c->children[2] = expression();
      if (accept_word("where")) c->children[1] = expression();
      return c;
    }
    auto c = make(Node::Kind::Loop, var);
    c->children.assign(5, nullptr);  // from, to, by, while, where
    if (accept_word("from")) c->children[0] = expression();
    if (accept_word("to")) c->children[1] = expression();
    if (accept_word("by")) c->children[2] = expression();
    if (accept_word("while")) c->children[3] = expression();
    if (accept_word("where")) c->children[4] = expression();
    if (!c->children[0]) fail("expected 'from' or 'in'");
    return c;
  }

  // for ... do S end | for ... yield S end | while p do S end
  NodePtr loop_expression() {
    auto n = make(Node::Kind::Comprehension);
    n->children.push_back(nullptr);  // the body, below
    if (accept_word("while")) {
      auto c = make(Node::Kind::Loop, "");
      c->children.assign(5, nullptr);
      c->children[3] = expression();
      n->children.push_back(c);
    } else {
      loop_clauses(*n);
    }
    if (accept_word("do")) {
      n->text = "do";
      n->children[0] = statement_chain();
    } else {
      // yield S (yield S ...): each pass collects the value of every S, in order.
      expect_word("yield");
      n->text = "yield";
      auto bodies = make(Node::Kind::Block);
      bodies->children.push_back(statement_chain());
      while (accept_word("yield")) bodies->children.push_back(statement_chain());
      n->number = static_cast<long>(bodies->children.size());
      n->children[0] = bodies->children.size() == 1 ? bodies->children[0] : NodePtr(bodies);
    }
    expect_word("end");
    return n;
  }

  NodePtr if_expression() {
    auto n = make(Node::Kind::If);
    expect_word("if");
    n->children.push_back(expression());
    expect_word("then");
    n->children.push_back(statement_chain());
    while (accept_word("elseif")) {
      n->children.push_back(expression());
      expect_word("then");
      n->children.push_back(statement_chain());
    }
    if (accept_word("else")) n->children.push_back(statement_chain());
    expect_word("end");
    return n;
  }

  // {L|R} with slashes, a set {a, b} or {} (no slashes), {e for ...}.
  NodePtr braces(bool explicit_form) {
    const std::size_t column = peek().pos + 1;
    expect_op("{");
    Depth depth(*this);
    std::vector<std::vector<NodePtr>> lists(1);
    std::vector<long> slashes;
    bool any_slash = false;
    while (true) {
      if (accept_op("}")) break;
      if (at_end()) fail_at(text_, column - 1, "'{' is never closed");
      if (peek().kind == Tok::Slashes) {
        slashes.push_back(peek().count);
        lists.emplace_back();
        any_slash = true;
        ++index_;
        continue;
      }
      if (!lists.back().empty()) expect_op(",");
      NodePtr e = expression();
      if (!any_slash && lists[0].empty() && is_word("for")) {
        auto c = make(Node::Kind::Comprehension);
        c->flag = true;
        c->children.push_back(e);
        loop_clauses(*c);
        expect_op("}");
        return c;
      }
      lists.back().push_back(e);
    }
    if (!any_slash) {
      if (explicit_form) fail_at(text_, column - 1, "an explicit game needs a '|'");
      auto n = make(Node::Kind::Set);
      n->column = column;
      n->children = std::move(lists[0]);
      return n;
    }
    return slash_tree(lists, slashes, 0, lists.size(), explicit_form, column);
  }

  // The game of lists[from..to) separated by slashes[from..to-1): split at the unique
  // longest run of bars (more bars bind looser); a part with bars is one option.
  NodePtr slash_tree(const std::vector<std::vector<NodePtr>>& lists, const std::vector<long>& slashes,
                     std::size_t from, std::size_t to, bool explicit_form, std::size_t column) {
    std::size_t split = from;
    long most = 0;
    int ties = 0;
    for (std::size_t k = from; k + 1 < to; ++k) {
      if (slashes[k] > most) {
        most = slashes[k];
        split = k;
        ties = 1;
      } else if (slashes[k] == most) {
        ++ties;
      }
    }
    if (ties > 1) fail_at(text_, column - 1, fmt::format("ambiguous pattern of bars (two runs of {} at one level)", most));
    auto n = make(Node::Kind::GameLiteral);
    n->column = column;
    n->flag = explicit_form;
    auto side = [&](std::size_t a, std::size_t b) {
      if (b - a == 1) {
        for (const NodePtr& e : lists[a]) n->children.push_back(e);
        return lists[a].size();
      }
      n->children.push_back(slash_tree(lists, slashes, a, b, explicit_form, column));
      return std::size_t{1};
    };
    n->number = static_cast<long>(side(from, split + 1));
    side(split + 1, to);
    return n;
  }

  std::string_view text_;
  std::vector<Token> tokens_;
  const TermPredicate& is_term_;
  std::size_t index_ = 0;
  int depth_ = 0;
  const char* stack_base_ = nullptr;  // where program() began, for the stack budget
};

}  // namespace

NodePtr parse_program(std::string_view text, const TermPredicate& is_term) {
  return Parser(text, is_term).program();
}

}  // namespace cgt::lang
