// Printing canonical forms in CGSuite's notation (see cgt/partisan/notation.hpp).
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <unordered_map>

#include "cgt/core/error.hpp"
#include "cgt/partisan/game_table.hpp"
#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/thermograph.hpp"
#include "cgt/partisan/uptimal.hpp"
#include "table_memo.hpp"
#include "uptimal_memo.hpp"

namespace cgt {
namespace {

std::string up_text(long n) {
  if (n == 0) return "";
  const char* arrow = n > 0 ? "^" : "v";
  const long m = n > 0 ? n : -n;
  if (m == 1) return arrow;
  if (m == 2) return fmt::format("{}{}", arrow, arrow);
  return fmt::format("{}{}", arrow, m);
}

std::string star_text(std::uint64_t k) {
  if (k == 0) return "";
  return k == 1 ? "*" : fmt::format("*{}", k);
}

std::string nus_text(const NumberUpStar& v) {
  std::string out;
  if (v.number != Dyadic(0) || (v.ups == 0 && v.nimber == 0)) out = v.number.to_string();
  return fmt::format("{}{}{}", out, up_text(v.ups), star_text(v.nimber));
}

// Uptimals (Siegel, CGT, II.7; CGSuite's UptimalExpansion, uptimal.hpp): CGSuite orders
// every uptimal option by its expansion, and prints x + n·^ + *k compactly and a unit
// (one digit +-1: ^<n>, v<n>) or a unit sum (all digits 1 or all -1: ^[n] = ^ + ^<2> +
// ... + ^<n>, v[n]) of length n >= 2 by name; other uptimals print as braces.
const std::optional<UptimalExpansion>& uptimal_of(Game g) { return detail::cached_uptimal_expansion(g); }

// The printing memos of one game table (they are keyed by its ids; table_memo.hpp).
struct PrintMemo : detail::TableMemo {
  std::unordered_map<std::uint64_t, std::vector<Game>> sorted_options;  // references stay valid
};

PrintMemo& print_memo() { return detail::table_memo<PrintMemo>(); }

bool is_unit(const UptimalExpansion& u) {
  return std::count_if(u.digits.begin(), u.digits.end(), [](long d) { return d != 0; }) <= 1 &&
         std::all_of(u.digits.begin(), u.digits.end(), [](long d) { return d >= -1 && d <= 1; });
}

bool is_unit_sum(const UptimalExpansion& u) {
  return u.digits.empty() || ((u.digits[0] == 1 || u.digits[0] == -1) &&
                              std::all_of(u.digits.begin(), u.digits.end(), [&](long d) { return d == u.digits[0]; }));
}

// Printed by name: ^<n>, v[n], 1^<2>*, ... (length >= 2; shorter ones are number-up-stars).
bool is_named(const UptimalExpansion& u) { return u.digits.size() >= 2 && (is_unit(u) || is_unit_sum(u)); }

int compare_uptimals(const UptimalExpansion& a, const UptimalExpansion& b) {
  return detail::compare_uptimal_expansions(a, b);
}

// A named uptimal as CGSuite writes it: 1^<2>*, v[3], ...
std::string named_uptimal_text(const UptimalExpansion& u) {
  const bool sum = !is_unit(u);
  return fmt::format("{}{}{}{}{}{}", u.number == Dyadic(0) ? "" : u.number.to_string(), u.digits.back() > 0 ? "^" : "v",
                     sum ? "[" : "<", u.digits.size(), sum ? "]" : ">", star_text(u.nimber));
}

// CGSuite writes an uptimal in parentheses where it stands alone after +- unless it is
// "compact": a number, a nimber, or ups alone (no number, no nimber).
bool is_compact(const UptimalExpansion& u) {
  const bool number_or_nimber = u.digits.empty() && (u.nimber == 0 || u.number == Dyadic(0));
  return number_or_nimber || (u.number == Dyadic(0) && u.nimber == 0);
}

// Rank of an option in CGSuite's printing order: numbers, nimbers, other
// number-up-stars, the rest.
int category(Game g) {
  if (g.is_number()) return 0;
  if (auto v = g.as_number_up_star()) return (v->ups == 0 && v->number == Dyadic(0)) ? 1 : 2;
  return uptimal_of(g) ? 2 : 3;
}

int deterministic_compare(Game a, Game b);

// A side's options in CGSuite's order, cached per game (the order recurses into options).
const std::vector<Game>& sorted_options(Game g, bool left) {
  auto& cache = print_memo().sorted_options;
  const std::uint64_t key = std::uint64_t{g.id()} * 2 + (left ? 1 : 0);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  std::vector<Game> options = left ? g.left_options() : g.right_options();
  std::sort(options.begin(), options.end(), [](Game x, Game y) { return deterministic_compare(x, y) < 0; });
  return cache.emplace(key, std::move(options)).first->second;
}

int compare_lists(const std::vector<Game>& a, const std::vector<Game>& b) {
  for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
    if (const int c = deterministic_compare(a[i], b[i]); c != 0) return c;
  return a.size() < b.size() ? -1 : a.size() > b.size() ? 1 : 0;  // a prefix comes first
}

template <class T>
int three_way(const T& x, const T& y) {
  return x < y ? -1 : y < x ? 1 : 0;
}

// CGSuite's deterministic ordering of options (CanonicalShortGame.DeterministicOrdering):
// numbers by value, nimbers by size, uptimals by expansion, then the rest by their sorted
// Left options compared lexicographically, then their Right options.
int deterministic_compare(Game a, Game b) {
  if (a == b) return 0;
  const int ca = category(a), cb = category(b);
  if (ca != cb) return ca < cb ? -1 : 1;
  if (ca == 0) return three_way(a.number_value(), b.number_value());
  if (ca == 1) return three_way(a.as_number_up_star()->nimber, b.as_number_up_star()->nimber);
  if (ca == 2) return compare_uptimals(*uptimal_of(a), *uptimal_of(b));
  if (const int c = compare_lists(sorted_options(a, true), sorted_options(b, true)); c != 0) return c;
  return compare_lists(sorted_options(a, false), sorted_options(b, false));
}

struct Printed {
  std::string text;  // without outer braces when `slashes` > 0
  int slashes = 0;   // > 0: a {A|B} form printed as "A|B" with this many bars
};

// One side of a slash form: a single option that is itself a slash form is written
// without braces if it binds tighter (fewer bars) than the bars around it.
struct Side {
  std::string text;
  int slashes = 0;
};

// One printing of a game. The text of a game whose options share followers grows
// exponentially with its birthday while the game stays small (^*6:*26, of birthday 34,
// has a text of about 3^26 characters), so every text built counts: past
// kMaxCharacters the printing stops with cgt::LimitError, and the characters are
// charged as work to the run watching the game table (its time and memory limits).
class Printer {
 public:
  static constexpr std::uint64_t kMaxCharacters = std::uint64_t{1} << 28;

  std::string full_text(Game g) {
    Printed p = print(g);
    return p.slashes > 0 ? built(fmt::format("{{{}}}", p.text)) : std::move(p.text);
  }

  Printed print(Game g) {
    if (auto v = g.as_number_up_star()) return {nus_text(*v), 0};
    if (const auto& u = uptimal_of(g); u && is_named(*u)) return {named_uptimal_text(*u), 0};
    const auto left = g.left_options();
    const auto right = g.right_options();
    if (auto pm = plus_minus(left, right)) return {built(std::move(*pm)), 0};
    if (auto tiny = tiny_text(left, right)) return {built(std::move(*tiny)), 0};
    // Braces with slashes: a bar count above each side's own, at most four.
    // As CGSuite: a form that reaches four bars is braced there and counts as none above.
    constexpr int kMaxSlashes = 4;
    Side l = side_of(left), r = side_of(right);
    const int bars = 1 + std::max(l.slashes, r.slashes);
    std::string text = built(fmt::format("{}{}{}", l.text, std::string(static_cast<std::size_t>(bars), '|'), r.text));
    if (bars == kMaxSlashes) return {built(fmt::format("{{{}}}", text)), 0};
    return {std::move(text), bars};
  }

 private:
  // Counts a text just built against the budget and the run's limits.
  std::string built(std::string text) {
    characters_ += text.size();
    if (characters_ > kMaxCharacters)
      throw LimitError(fmt::format("the game's printed form is too long: printing stopped after building {} characters "
                                   "of text (its options share followers, which the text repeats)",
                                   kMaxCharacters));
    GameTable::charge(text.size());
    return text;
  }

  std::string option_list(std::vector<Game> options) {
    std::sort(options.begin(), options.end(), [](Game a, Game b) { return deterministic_compare(a, b) < 0; });
    std::vector<std::string> parts;
    for (Game o : options) parts.push_back(full_text(o));
    return built(fmt::format("{}", fmt::join(parts, ",")));
  }

  Side side_of(const std::vector<Game>& options) {
    if (options.size() == 1) {
      Printed p = print(options[0]);
      return {std::move(p.text), p.slashes};
    }
    return {option_list(options), 0};
  }

  // Switches: {A1,..,Am | -A1,..,-Am}.
  std::optional<std::string> plus_minus(const std::vector<Game>& left, const std::vector<Game>& right) {
    if (left.size() != right.size()) return std::nullopt;
    std::vector<Game> negated;
    for (Game r : right) negated.push_back(-r);
    auto sorted = [](std::vector<Game> v) {
      std::sort(v.begin(), v.end(), [](Game a, Game b) { return a.id() < b.id(); });
      return v;
    };
    if (sorted(negated) != sorted(left)) return std::nullopt;
    if (left.size() > 1) return fmt::format("+-{{{}}}", option_list(left));
    // Parenthesised as CGSuite does: an uptimal printed as one (a number-up-star or
    // named) unless compact, and a Tiny or Miny.
    const auto& u = uptimal_of(left[0]);
    const bool parens = (u && (u->digits.size() <= 1 || is_named(*u)) && !is_compact(*u)) ||
                        (!u && tiny_text(left[0].left_options(), left[0].right_options()));
    const std::string option = full_text(left[0]);
    return parens ? fmt::format("+-({})", option) : fmt::format("+-{}", option);
  }

  // Tiny(G) = {0||0|-G} and Miny(G) = {G|0||0}, translated by a number y, as CGSuite
  // recognises them (CanonicalShortGame.isNumberTiny): {y || y | z} with mean(z) < y is
  // yTiny(y - z); {z | y || y} with mean(z) > y is yMiny(z - y).
  std::optional<std::string> tiny_text(const std::vector<Game>& left, const std::vector<Game>& right) {
    if (left.size() != 1 || right.size() != 1) return std::nullopt;
    const Game l = left[0], r = right[0];
    const auto translated = [this](const char* name, const Dyadic& y, Game x) {
      return fmt::format("{}{}({})", y == Dyadic(0) ? "" : y.to_string(), name, full_text(x));
    };
    if (l.is_number()) {
      const auto rl = r.left_options(), rr = r.right_options();
      if (rl.size() == 1 && rr.size() == 1 && rl[0] == l && mean(rr[0]) < l.number_value())
        return translated("Tiny", l.number_value(), l - rr[0]);
    } else if (r.is_number()) {
      const auto ll = l.left_options(), lr = l.right_options();
      if (ll.size() == 1 && lr.size() == 1 && lr[0] == r && mean(ll[0]) > r.number_value())
        return translated("Miny", r.number_value(), ll[0] - r);
    }
    return std::nullopt;
  }

  std::uint64_t characters_ = 0;  // of every text built so far, copies included
};

}  // namespace

std::string to_string(Game g) { return Printer().full_text(g); }

int cgsuite_order(Game a, Game b) { return deterministic_compare(a, b); }

SlashForm to_slash_form(Game g) {
  const Printed p = Printer().print(g);
  return {p.text, p.slashes};
}

}  // namespace cgt
