// The term grammar (see cgt/catalogue/term.hpp): a small recursive-descent parser.
// Lists nest, so the depth is bounded: no input can exhaust the stack.
#include "cgt/catalogue/term.hpp"

#include <fmt/format.h>

#include <cctype>
#include <charconv>
#include <limits>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

constexpr int kMaxListDepth = 64;
constexpr std::int64_t kMaxPathVertices = 4096;  // path(n): a graph string of 2n - 1 characters
constexpr std::int64_t kMaxEmptyCells = 4096;    // empty(rows, columns): a board string

bool name_start(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0 || c == '_'; }
bool name_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_'; }

class TermReader {
 public:
  TermReader(std::string_view text, std::size_t pos) : text_(text), pos_(pos) {}

  Term term() {
    Term t;
    skip_space();
    t.column = pos_ + 1;
    if (!name_start(current())) fail("expected a game name such as domineering or tic_tac_toe");
    t.name = name();
    skip_space();
    if (current() != '(') return t;
    t.has_parentheses = true;
    arguments(t);
    // CGSuite's ruleset then position, `gen_toads_and_frogs(max_jump = 2)("tttt..fff")`:
    // the position's arguments come first, then the ruleset's.
    const std::size_t second = pos_;
    skip_space();
    if (current() != '(') {
      pos_ = second;
      return t;
    }
    Term position;
    arguments(position);
    for (const auto& [key, value] : t.named)
      for (const auto& [k, v] : position.named)
        if (k == key) {
          pos_ = second;
          fail(fmt::format("argument '{}' given twice", key));
        }
    if (!position.named.empty() && !t.positional.empty()) {
      pos_ = second;
      fail("the ruleset's positional arguments would follow the position's named ones");
    }
    position.positional.insert(position.positional.end(), t.positional.begin(), t.positional.end());
    t.positional = std::move(position.positional);
    t.named.insert(t.named.end(), position.named.begin(), position.named.end());
    return t;
  }

  std::size_t pos() const { return pos_; }

  void expect_end() {
    skip_space();
    if (pos_ < text_.size()) fail(fmt::format("unexpected '{}' after the term", text_[pos_]));
  }

 private:
  char current() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  [[noreturn]] void fail(const std::string& what) const {
    throw ParseError(fmt::format("bad term at column {}: {} in '{}'", pos_ + 1, what, excerpt(text_, pos_)));
  }

  std::string name() {
    const std::size_t start = pos_;
    while (name_char(current())) ++pos_;
    return std::string(text_.substr(start, pos_ - start));
  }

  // '(' [argument {',' argument}] ')', appended to t; `depth` counts the calls and
  // lists this one sits in.
  void arguments(Term& t, int depth = 0) {
    ++pos_;  // '('
    skip_space();
    if (current() == ')') {
      ++pos_;
      return;
    }
    while (true) {
      argument(t, depth);
      skip_space();
      if (current() == ',') {
        ++pos_;
        continue;
      }
      if (current() == ')') {
        ++pos_;
        return;
      }
      fail(current() == '\0' ? "expected ',' or ')': the term is never closed" : "expected ',' or ')'");
    }
  }

  // [ name '=' ] value: a name followed by '=' names the argument.
  void argument(Term& t, int depth) {
    skip_space();
    if (name_start(current())) {
      const std::size_t start = pos_;
      std::string key = name();
      skip_space();
      if (current() == '=') {
        ++pos_;
        if (current() == '>') ++pos_;  // CGSuite's `name => value`
        for (const auto& [k, v] : t.named)
          if (k == key) {
            pos_ = start;
            fail(fmt::format("argument '{}' given twice", key));
          }
        t.named.emplace_back(std::move(key), value(depth));
        return;
      }
      pos_ = start;  // a bare word as a value: true, false or a choice
    }
    if (!t.named.empty()) fail("a positional argument after a named one");
    t.positional.push_back(value(depth));
  }

  TermValue value(int depth) {
    skip_space();
    TermValue v;
    v.column = pos_ + 1;
    const char c = current();
    if (c == '"') {
      v.data = string();
    } else if (c == '[' || c == '(' || c == '{') {
      if (depth >= kMaxListDepth) fail(fmt::format("lists nested deeper than {}", kMaxListDepth));
      TermValue::List l = list(depth);
      if (l.open == '(' && l.items.size() == 1) return l.items.front();  // (5) is 5
      if (l.open == '(' && l.items.size() < 2) fail("a tuple such as (4, 2) needs two or more values");
      v.data = std::move(l);
    } else if (c == '-' || c == '+' || std::isdigit(static_cast<unsigned char>(c))) {
      v.data = integer();
    } else if (name_start(c)) {
      const std::size_t start = pos_;
      std::string word = name();
      // CGSuite's qualified names (`Coordinates.Diagonal`, `Graph.Path(5)`,
      // `game.heap.Spawning("1-3")`) are their last part in the catalogue's snake_case.
      bool qualified = false;
      while (current() == '.' && pos_ + 1 < text_.size() && name_start(text_[pos_ + 1])) {
        ++pos_;
        word = name();
        qualified = true;
      }
      if (qualified) word = snake_case(word);
      skip_space();
      if (current() == '(') return call(word, start, depth);
      if (word == "true" || word == "false") {
        v.data = word == "true";
      } else {
        v.data = TermValue::Word{word};
      }
    } else {
      fail(c == '\0' ? "expected a value, found the end"
                      : "expected a value (an integer, a \"string\", true, false, a word, a [list], a (tuple) or a {set})");
    }
    return v;
  }

  // A constructor inside a term, `path(5)`, or a game term, `clobber("xo", anti =
  // true)` in `impartial(...)`: kept as a call (resolve_calls gives a constructor's
  // value, once variables of an expression have been put in). Its arguments are read as
  // a term's, named ones included.
  TermValue call(const std::string& function, std::size_t start, int depth) {
    if (depth >= kMaxListDepth) fail(fmt::format("lists nested deeper than {}", kMaxListDepth));
    Term inner;
    arguments(inner, depth + 1);
    TermValue v;
    v.column = start + 1;
    TermValue::Call c{function, std::move(inner.positional)};
    for (auto& [key, value] : inner.named) {
      c.names.push_back(std::move(key));
      c.args.push_back(std::move(value));
    }
    v.data = std::move(c);
    return v;
  }

  std::string string() {
    const std::size_t open = pos_++;
    std::string out;
    while (true) {
      const char c = current();
      if (c == '\0' && pos_ >= text_.size()) {
        pos_ = open;
        fail("a string that is never closed");
      }
      ++pos_;
      if (c == '"') return out;
      if (c == '\\') {
        const char e = current();
        if (e != '"' && e != '\\') fail("only \\\" and \\\\ may follow '\\' in a string");
        ++pos_;
        out += e;
      } else {
        out += c;
      }
    }
  }

  std::int64_t integer() {
    const std::size_t start = pos_;
    bool negative = false;
    if (current() == '+' || current() == '-') negative = text_[pos_++] == '-';
    if (!std::isdigit(static_cast<unsigned char>(current()))) fail("expected digits");
    const std::size_t digits = pos_;
    while (std::isdigit(static_cast<unsigned char>(current()))) ++pos_;
    std::uint64_t magnitude = 0;
    const auto [end, ec] = std::from_chars(text_.data() + digits, text_.data() + pos_, magnitude);
    const std::uint64_t limit = negative ? std::uint64_t{1} << 63 : (std::uint64_t{1} << 63) - 1;
    if (ec != std::errc() || magnitude > limit) {
      pos_ = start;
      fail(fmt::format("the integer '{}' is too large (64-bit)", text_.substr(start, static_cast<std::size_t>(end - text_.data()) - start)));
    }
    if (name_char(current())) fail("expected ',' or ')' after a number");
    if (!negative) return static_cast<std::int64_t>(magnitude);
    return magnitude == (std::uint64_t{1} << 63) ? std::numeric_limits<std::int64_t>::min()
                                                  : -static_cast<std::int64_t>(magnitude);
  }

  // '[' list ']', '(' tuple ')' or '{' set '}': the same items, told apart by `open`.
  TermValue::List list(int depth) {
    TermValue::List out;
    out.open = text_[pos_++];
    const char close = out.open == '[' ? ']' : out.open == '(' ? ')' : '}';
    const char* what = out.open == '[' ? "a list" : out.open == '(' ? "a tuple" : "a set";
    skip_space();
    if (current() == close) {
      ++pos_;
      return out;
    }
    while (true) {
      out.items.push_back(value(depth + 1));
      skip_space();
      if (current() == ',') {
        ++pos_;
        continue;
      }
      if (current() == close) {
        ++pos_;
        return out;
      }
      fail(fmt::format("expected ',' or '{}' in {}", close, what));
    }
  }

  std::string_view text_;
  std::size_t pos_;
};

}  // namespace

const char* TermValue::kind() const {
  switch (data.index()) {
    case 0: return "an integer";
    case 1: return "a string";
    case 2: return "a boolean";
    case 3: {
      const char open = std::get<TermValue::List>(data).open;
      return open == '(' ? "a tuple" : open == '{' ? "a set" : "a list";
    }
    case 4: return "a word";
    default: return "a call";
  }
}

namespace {

[[noreturn]] void call_error(const TermValue& at, const std::string& what) {
  throw ParseError(fmt::format("bad term at column {}: {}", at.column, what));
}

TermValue resolve(const TermValue& v);

// The value of one call (its arguments resolved first).
TermValue call_value(const TermValue& at, const TermValue::Call& call) {
  if (call.name != "path" && call.name != "spawning" && call.name != "empty") {
    // A game term (for a game parameter: impartial(clobber("xo"))): its own calls are
    // resolved when it is bound to its game. Binding refuses it anywhere else.
    return at;
  }
  if (!call.names.empty()) call_error(call.args[call.positional()], fmt::format("{}(...) takes no named arguments", call.name));
  std::vector<TermValue> args;
  for (const TermValue& a : call.args) args.push_back(resolve(a));
  TermValue out;
  out.column = at.column;
  if (call.name == "path") {
    const std::int64_t* n = args.size() == 1 ? std::get_if<std::int64_t>(&args[0].data) : nullptr;
    if (n == nullptr || *n < 0 || *n > kMaxPathVertices)
      call_error(at, fmt::format("path(n) takes one number of vertices, from 0 to {}", kMaxPathVertices));
    std::string graph;
    for (std::int64_t i = 0; i < *n; ++i) graph += i == 0 ? "." : "-.";
    out.data = std::move(graph);
    return out;
  }
  if (call.name == "empty") {  // CGSuite's Grid.Empty(rows, columns): a board of empty cells
    const std::int64_t* rows = args.size() == 2 ? std::get_if<std::int64_t>(&args[0].data) : nullptr;
    const std::int64_t* columns = args.size() == 2 ? std::get_if<std::int64_t>(&args[1].data) : nullptr;
    if (rows == nullptr || columns == nullptr || *rows < 1 || *columns < 1 || *rows > kMaxEmptyCells ||
        *columns > kMaxEmptyCells / *rows)
      call_error(at, fmt::format("empty(rows, columns) takes two sizes of at least 1, at most {} cells",
                                 kMaxEmptyCells));
    const std::string row(static_cast<std::size_t>(*columns), '.');
    std::string board;
    for (std::int64_t r = 0; r < *rows; ++r) board += (r ? "|" : "") + row;
    out.data = std::move(board);
    return out;
  }
  if (call.name == "spawning") {
    const std::string* code = args.size() == 1 ? std::get_if<std::string>(&args[0].data) : nullptr;
    if (code == nullptr) call_error(at, "spawning(code) takes one turning code string, as spawning(\"1-3\")");
    out.data = *code;
    return out;
  }
  return out;  // not reached: the names are checked above
}

TermValue resolve(const TermValue& v) {
  if (const auto* call = std::get_if<TermValue::Call>(&v.data)) return call_value(v, *call);
  if (std::holds_alternative<TermValue::List>(v.data)) {
    TermValue out = v;
    for (TermValue& item : std::get<TermValue::List>(out.data).items) item = resolve(item);
    return out;
  }
  return v;
}

}  // namespace

std::string snake_case(std::string_view name) {
  std::string out;
  for (const char c : name) {
    if (std::isupper(static_cast<unsigned char>(c)) != 0) {
      if (!out.empty() && out.back() != '_') out += '_';
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    } else {
      out += c;
    }
  }
  return out;
}

void resolve_calls(Term& term) {
  for (TermValue& v : term.positional) v = resolve(v);
  for (auto& [key, v] : term.named) v = resolve(v);
}

Term parse_term(std::string_view text) {
  TermReader p(text, 0);
  Term t = p.term();
  p.expect_end();
  return t;
}

Term parse_term_at(std::string_view whole, std::size_t& pos) {
  TermReader p(whole, pos);
  Term t = p.term();
  pos = p.pos();
  return t;
}

std::string to_string(const TermValue& value) {
  struct Print {
    std::string operator()(std::int64_t n) const { return std::to_string(n); }
    std::string operator()(const std::string& s) const {
      std::string out = "\"";
      for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
      }
      return out + '"';
    }
    std::string operator()(bool b) const { return b ? "true" : "false"; }
    std::string operator()(const TermValue::Word& w) const { return w.text; }
    std::string operator()(const TermValue::Call& c) const {
      std::string out = c.name + "(";
      for (std::size_t i = 0; i < c.args.size(); ++i) {
        out += i ? ", " : "";
        if (i >= c.positional()) out += c.names[i - c.positional()] + " = ";
        out += to_string(c.args[i]);
      }
      return out + ")";
    }
    std::string operator()(const TermValue::List& l) const {
      std::string out(1, l.open);
      for (std::size_t i = 0; i < l.items.size(); ++i) out += (i ? ", " : "") + to_string(l.items[i]);
      return out + (l.open == '[' ? ']' : l.open == '(' ? ')' : '}');
    }
  };
  return std::visit(Print{}, value.data);
}

std::string to_string(const Term& term) {
  if (term.positional.empty() && term.named.empty()) return term.name;
  std::string out = term.name + "(";
  bool first = true;
  for (const TermValue& v : term.positional) {
    out += (first ? "" : ", ") + to_string(v);
    first = false;
  }
  for (const auto& [k, v] : term.named) {
    out += (first ? "" : ", ") + k + " = " + to_string(v);
    first = false;
  }
  return out + ")";
}

}  // namespace cgt
