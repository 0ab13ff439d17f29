// Parsing the standard notation of short partisan games (see cgt/partisan/notation.hpp).
#include <fmt/format.h>

#include <cctype>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/uptimal.hpp"

namespace cgt {
namespace {

class Parser {
 public:
  Parser(std::string_view text, const TermParser& terms) : text_(text), terms_(terms) {}

  Game parse() {
    Game g = sum();
    skip_space();
    if (pos_ < text_.size()) fail(fmt::format("unexpected '{}'", text_[pos_]));
    return g;
  }

 private:
  // ---- characters ----
  void skip_space() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  char peek() {
    skip_space();
    return pos_ < text_.size() ? text_[pos_] : '\0';
  }
  bool starts_with(std::string_view s) {
    skip_space();
    return text_.substr(pos_, s.size()) == s;
  }
  bool accept(std::string_view s) {
    if (!starts_with(s)) return false;
    pos_ += s.size();
    return true;
  }
  void expect(char c, const char* what) {
    if (peek() != c) fail(fmt::format("expected {}", what));
    ++pos_;
  }
  [[noreturn]] void fail(const std::string& what) const {
    throw ParseError(fmt::format("bad game notation at column {}: {} in '{}'", pos_ + 1, what, excerpt(text_, pos_)));
  }
  bool at_digit() { return std::isdigit(static_cast<unsigned char>(peek())) != 0; }

  long small_integer(const char* what) {
    if (!at_digit()) fail(fmt::format("expected {}", what));
    long value = 0;
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      value = value * 10 + (text_[pos_++] - '0');
      if (value > 1'000'000) fail(fmt::format("{} is too large (at most 1000000)", what));
    }
    return value;
  }

  // ---- grammar ----
  // sum := term (('+' | '-' | '+-') term)*
  Game sum() {
    Game g = term();
    while (true) {
      if (accept("+-")) {
        g = g + plus_minus();
      } else if (accept("+")) {
        g = g + term();
      } else if (peek() == '-') {
        ++pos_;
        g = g - term();
      } else {
        return g;
      }
    }
  }

  // term := '-' term | '+-' switch | juxtaposition. A minus sign directly before a digit
  // belongs to the number alone, as printed: -1^* is -1 + ^*, not -(1^*).
  Game term() {
    // Every recursion of the grammar passes through here: bound it, so that no input
    // can exhaust the stack.
    if (depth_ >= kMaxDepth) fail(fmt::format("nesting deeper than {}", kMaxDepth));
    ++depth_;
    struct Leave {
      int& depth;
      ~Leave() { --depth; }
    } leave{depth_};
    if (accept("+-")) return plus_minus();
    if (peek() == '-') {
      ++pos_;
      if (at_digit()) return juxtaposition(/*negative_number=*/true);
      return -term();
    }
    return juxtaposition();
  }

  // +-G, or +-{a,b,...} = {a,b,..|-a,-b,..}
  Game plus_minus() {
    if (peek() == '{') {
      const std::size_t start = pos_;
      ++pos_;
      std::vector<Game> list;
      bool plain_list = true;
      if (peek() != '}') {
        while (true) {
          list.push_back(sum());
          if (peek() == ',') {
            ++pos_;
            continue;
          }
          if (peek() != '}') plain_list = false;
          break;
        }
      }
      if (plain_list && peek() == '}') {
        ++pos_;
        std::vector<Game> negated;
        for (Game g : list) negated.push_back(-g);
        return Game::from_options(list, negated);
      }
      pos_ = start;  // a game in braces: +-{3|2}
    }
    const Game g = term();
    const Game neg = -g;
    return Game::from_options(std::span(&g, 1), std::span(&neg, 1));
  }

  // A number, then up-arrows, then a star, then a named form: each optional, summed
  // (1*, 2^^*, v3*2, 2Tiny(2)); or a braced game or a parenthesised expression.
  Game juxtaposition(bool negative_number = false) {
    const char c = peek();
    if (c == '{') return braces();
    if (c == '(') {
      ++pos_;
      Game g = sum();
      expect(')', "')'");
      return g;
    }
    Game g;
    bool any = false;
    if (at_digit()) {
      g = negative_number ? -number() : number();
      any = true;
    }
    if (peek() == '^' || peek() == 'v') {
      g = g + arrows();
      any = true;
    }
    if (peek() == '*') {
      ++pos_;
      g = g + Game::nimber(at_digit() ? static_cast<std::uint64_t>(small_integer("a nimber")) : 1);
      any = true;
    }
    if (std::isalpha(static_cast<unsigned char>(peek())) && peek() != 'v') {
      const std::size_t start = pos_;
      const std::string name = identifier();
      if (name == "Tiny" || name == "Miny") {
        g = g + named(name == "Tiny");
        any = true;
      } else if (!any) {
        return term_call(name, start);
      } else {
        pos_ = start;
        fail(fmt::format("unexpected '{}' after a value", name));
      }
    }
    if (!any) fail("expected a game (a number, *, ^, v, {...}, +-, Tiny(..), Miny(..) or '(')");
    return g;
  }

  Game number() {
    const std::size_t start = pos_;
    small_digits();
    if (pos_ < text_.size() && text_[pos_] == '/') {
      ++pos_;
      if (pos_ >= text_.size() || !std::isdigit(static_cast<unsigned char>(text_[pos_])))
        fail("expected a denominator after '/'");
      small_digits();
    }
    const std::string_view text = text_.substr(start, pos_ - start);
    try {
      return Game::number(Dyadic::parse(text));
    } catch (const ParseError&) {
      pos_ = start;
      fail(fmt::format("'{}' is not a dyadic rational (the denominator must be a power of two)", text));
    }
  }
  void small_digits() {
    while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }

  // ^, ^^, ^n, ^<n>, ^[n] and the same with v.
  Game arrows() {
    const char arrow = text_[pos_++];
    const bool up = arrow == '^';
    Game result;
    if (peek() == '<') {
      ++pos_;
      const long n = small_integer("n in ^<n>");
      expect('>', "'>'");
      result = up_nth(n);
    } else if (peek() == '[') {
      ++pos_;
      const long n = small_integer("n in ^[n]");
      expect(']', "']'");
      if (n < 1) fail("^[n] needs n >= 1");
      result = up_to_the(n);
    } else {
      long count = 1;
      if (at_digit()) {
        count = small_integer("the number of arrows");
      } else {
        while (pos_ < text_.size() && text_[pos_] == arrow) {
          ++count;
          ++pos_;
        }
      }
      for (long i = 0; i < count; ++i) result = result + Game::up();
    }
    return up ? result : -result;
  }

  // Tiny(x) = {0 || 0 | -x}, Miny(x) = {x | 0 || 0}.
  Game named(bool tiny) {
    expect('(', "'(' after Tiny/Miny");
    const Game x = sum();
    expect(')', "')'");
    return tiny ? cgt::tiny(x) : cgt::miny(x);
  }

  // name(arg, ...): a registered game term.
  std::string identifier() {
    skip_space();
    const std::size_t start = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_')) ++pos_;
    return std::string(text_.substr(start, pos_ - start));
  }

  // A game term (`domineering(4, 4)`): handed to the caller's term parser, which reads
  // it from `start` on and says where it ends.
  Game term_call(const std::string& name, std::size_t start) {
    if (!terms_) {
      pos_ = start;
      fail(fmt::format("unknown name '{}' (game terms need the catalogue)", name));
    }
    pos_ = start;
    const Game g = terms_(text_, pos_);
    return g;
  }

  // '{' lists separated by runs of bars '}': the longest run splits first.
  struct Piece {
    std::vector<Game> options;
    int bars_after = 0;  // bars following this list (0 for the last)
  };
  Game braces() {
    const std::size_t open = pos_;
    ++pos_;
    std::vector<Piece> pieces(1);
    while (true) {
      const char c = peek();
      if (c == '}') {
        ++pos_;
        break;
      }
      if (c == '|') {
        int bars = 0;
        while (pos_ < text_.size() && text_[pos_] == '|') {
          ++bars;
          ++pos_;
        }
        pieces.back().bars_after = bars;
        pieces.emplace_back();
        continue;
      }
      if (c == ',') {
        if (pieces.back().options.empty()) fail("expected an option before ','");
        ++pos_;
        continue;
      }
      if (c == '\0') {
        pos_ = open;
        fail("'{' is never closed");
      }
      pieces.back().options.push_back(sum());
      const char after = peek();
      if (after != ',' && after != '|' && after != '}' && after != '\0') fail("expected ',', '|' or '}'");
    }
    if (pieces.size() == 1) fail("expected '|' inside braces");
    return split(pieces, 0, pieces.size());
  }

  // The game of pieces [first, last): split at the one longest run of bars.
  Game split(const std::vector<Piece>& pieces, std::size_t first, std::size_t last) {
    if (last - first == 1) fail("internal: a side without bars");
    int most = 0;
    std::size_t at = first, count = 0;
    for (std::size_t i = first; i + 1 < last; ++i) {
      if (pieces[i].bars_after > most) {
        most = pieces[i].bars_after;
        at = i;
        count = 1;
      } else if (pieces[i].bars_after == most) {
        ++count;
      }
    }
    if (count > 1) fail(fmt::format("ambiguous bars: two runs of {} '|' at one level (use braces)", most));
    auto side = [&](std::size_t a, std::size_t b) {
      if (b - a == 1) return pieces[a].options;
      return std::vector<Game>{split(pieces, a, b)};
    };
    const std::vector<Game> left = side(first, at + 1), right = side(at + 1, last);
    return Game::from_options(left, right);
  }

  static constexpr int kMaxDepth = 1000;
  std::string_view text_;
  const TermParser& terms_;
  std::size_t pos_ = 0;
  int depth_ = 0;
};

}  // namespace

Game parse_game(std::string_view text, const TermParser& terms) { return Parser(text, terms).parse(); }

}  // namespace cgt
