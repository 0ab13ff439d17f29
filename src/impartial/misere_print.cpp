// Printing misère canonical forms in Conway's shorthand as CGSuite prints them, and
// parsing CGSuite's *[...] input.

#include <cctype>
#include <string>

#include "cgt/core/error.hpp"
#include "misere_internal.hpp"

namespace cgt {
namespace {

using detail::MisereContext;
using detail::MisereNode;

std::string digit(std::uint64_t d) {
  std::string out = std::to_string(d);
  if (d >= 10) {
    out.insert(out.begin(), '&');
    out.push_back(';');
  }
  return out;
}

// `open` is true on entry when a subscript must be opened after this game's main part
// ("[", closed by the caller that owns the subscript), and is set when this call opened
// one. A game is written, in order of preference: as a nim heap; as X + *k or X - *k
// (k even, k = 3, 5, … for odd games) with X born earlier; as X + *1 when odd; as X#
// when it has one option X; as its options from last to first.
void write(MisereContext& ctx, const MisereNode* g, std::string& out, bool parenthesize, bool& open) {
  const std::uint32_t b = g->birthday;
  if (g->nim_heap) {
    out += digit(b);
    if (open) out += '[';
    return;
  }
  for (std::uint32_t i = (g->odd ? 1 : 0) + 2; i < b; i += 2) {
    const MisereNode* heap = ctx.nim_heap(i);
    if (const MisereNode* d = ctx.subtract(g, heap); d != nullptr && d->birthday < b) {
      open = true;
      write(ctx, d, out, true, open);
      out += digit(i);
      return;
    }
    if (const MisereNode* s = ctx.add(g, heap); s->birthday < b) {
      open = true;
      write(ctx, s, out, true, open);
      out += '-';
      out += digit(i);
      return;
    }
  }
  if (g->odd) {
    open = true;
    write(ctx, detail::even_part(g), out, true, open);
    out += '1';
    return;
  }
  const std::size_t n = g->options.size();
  if (n == 1) {
    write(ctx, detail::opt(g, 0), out, true, open);
    out += '#';
    return;
  }
  const bool was_open = open;
  if (parenthesize) out += '(';
  for (std::size_t i = n; i-- > 0;) {
    bool inner = false;
    write(ctx, detail::opt(g, i), out, true, inner);
    if (inner) out += ']';
  }
  if (parenthesize) out += ')';
  open = was_open;
  if (open) out += '[';
}

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  MisereGame parse() {
    const MisereGame g = sum();
    skip();
    if (pos_ != text_.size()) fail("unexpected character");
    return g;
  }

 private:
  enum class ItemKind { Heap, List, Game };
  struct Item {
    ItemKind kind;
    MisereGame game;  // for Heap and Game; the game of the list for List
  };

  [[noreturn]] void fail(const std::string& what) const {
    throw ParseError("misere game: " + what + " at column " + std::to_string(pos_ + 1) + ": " +
                     excerpt(text_, pos_));
  }
  void skip() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }
  bool accept(char c) {
    skip();
    if (pos_ < text_.size() && text_[pos_] == c) {
      ++pos_;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!accept(c)) fail(std::string("expected '") + c + "'");
  }

  MisereGame sum() {
    MisereGame g = term();
    while (accept('+')) g = g + term();
    return g;
  }

  MisereGame term() {
    if (++depth_ > 10000) fail("nested too deeply");
    MisereGame g;
    if (accept('(')) {
      g = sum();
      expect(')');
    } else if (accept('*')) {
      expect('[');
      std::vector<Item> items = list_items(']');
      if (items.size() == 1) {
        g = items[0].game;
      } else {
        g = options_of(items);
      }
    } else {
      fail("expected '*[' or '('");
    }
    --depth_;
    return g;
  }

  static MisereGame options_of(const std::vector<Item>& items) {
    std::vector<MisereGame> options;
    for (const Item& it : items) options.push_back(it.game);
    return MisereGame::from_options(options);
  }

  std::vector<Item> list_items(char close) {
    std::vector<Item> items;
    if (accept(close)) return items;
    do items.push_back(item());
    while (accept(','));
    expect(close);
    return items;
  }

  Item item() {
    skip();
    if (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
      std::uint64_t n = 0;
      while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
        n = n * 10 + static_cast<std::uint64_t>(text_[pos_] - '0');
        if (n > 4096) fail("nim heap too large (at most 4096)");
        ++pos_;
      }
      return {ItemKind::Heap, MisereGame::nim_heap(n)};
    }
    if (accept('[')) {
      if (++depth_ > 10000) fail("nested too deeply");
      Item it{ItemKind::List, options_of(list_items(']'))};
      --depth_;
      return it;
    }
    return {ItemKind::Game, sum()};
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  std::size_t depth_ = 0;
};

}  // namespace

std::string to_string(const MisereGame& g) {
  MisereContext ctx;
  std::string out = "*[";
  bool open = false;
  write(ctx, ctx.intern(g), out, false, open);
  if (open) out += ']';
  out += ']';
  return out;
}

MisereGame parse_misere_game(std::string_view text) { return Parser(text).parse(); }

}  // namespace cgt
