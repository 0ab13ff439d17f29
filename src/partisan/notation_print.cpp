// Printing canonical forms in CGSuite's notation (see cgt/partisan/notation.hpp).
#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <unordered_map>

#include "cgt/partisan/notation.hpp"
#include "cgt/partisan/thermograph.hpp"
#include "cgt/partisan/uptimal.hpp"
#include "table_memo.hpp"

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

// An uptimal x + d1·^ + d2·^<2> + ... + dn·^<n> + *k (Siegel, CGT, II.7; CGSuite's
// UptimalExpansion). CGSuite prints a unit (one digit +-1: ^<n>, v<n>) and a unit sum
// (all digits 1 or all -1: ^[n] = ^ + ^<2> + ... + ^<n>, v[n]) by name for n >= 2.
struct Uptimal {
  Dyadic number;
  std::vector<long> digits;  // d1..dn, the last nonzero
  std::uint64_t nimber = 0;
};

struct NamedUptimal {
  long n = 0;
  bool sum = false;  // ^[n] rather than ^<n>
  int sign = 1;
};

// ^<n> and ^[n] have birthday n + 1, and adding a number or a nimber only raises it, so
// a game of birthday b can only involve n <= b - 1: the table of named uptimals grows on
// demand up to that (CGSuite names them for any n; we stop at n = 64).
constexpr long kMaxNamedUptimal = 64;

// The printing memos of one game table (they are keyed by its ids; table_memo.hpp).
struct PrintMemo : detail::TableMemo {
  absl::flat_hash_map<std::uint32_t, NamedUptimal> names;  // named uptimals by id
  long built = 1;                                          // names hold n <= built
  std::unordered_map<std::uint32_t, std::optional<Uptimal>> uptimals;  // references stay valid
  std::unordered_map<std::uint64_t, std::vector<Game>> sorted_options;  // references stay valid
};

PrintMemo& print_memo() { return detail::table_memo<PrintMemo>(); }

const absl::flat_hash_map<std::uint32_t, NamedUptimal>& named_uptimals(long up_to) {
  PrintMemo& memo = print_memo();
  for (; memo.built < std::min(up_to, kMaxNamedUptimal); ++memo.built) {
    const long n = memo.built + 1;
    for (const bool sum : {false, true}) {
      const Game g = sum ? up_to_the(n) : up_nth(n);
      memo.names.emplace(g.id(), NamedUptimal{n, sum, 1});
      memo.names.emplace((-g).id(), NamedUptimal{n, sum, -1});
    }
  }
  return memo.names;
}

// The uptimal form of g when g is x + y*k for a number-up-star or a named uptimal y and
// a small nimber k (k < 8), cached per game.
const std::optional<Uptimal>& uptimal_of(Game g) {
  if (auto it = print_memo().uptimals.find(g.id()); it != print_memo().uptimals.end()) return it->second;
  std::optional<Uptimal> result;
  if (auto v = g.as_number_up_star()) {
    result = Uptimal{v->number, v->ups == 0 ? std::vector<long>{} : std::vector<long>{v->ups}, v->nimber};
  } else if (const mpz_class day = birthday(g); day <= kMaxNamedUptimal + 16 && left_stop(g) == right_stop(g)) {
    const Dyadic x = left_stop(g);
    const Game h = x == Dyadic(0) ? g : g - Game::number(x);
    const auto& names = named_uptimals(day.get_si() - 1);
    for (std::uint64_t k = 0; k < 8 && !result; ++k) {
      const Game candidate = k == 0 ? h : h + Game::nimber(k);
      if (auto it = names.find(candidate.id()); it != names.end()) {
        const NamedUptimal& u = it->second;
        std::vector<long> digits(static_cast<std::size_t>(u.n), u.sum ? u.sign : 0);
        digits.back() = u.sign;
        result = Uptimal{x, std::move(digits), k};
      }
    }
  }
  return print_memo().uptimals.emplace(g.id(), std::move(result)).first->second;
}

bool is_unit(const Uptimal& u) {
  return std::count_if(u.digits.begin(), u.digits.end(), [](long d) { return d != 0; }) == 1 &&
         std::abs(u.digits.back()) == 1;
}

// CGSuite's UptimalExpansion.compareTo: number, digits in turn, length, nimber.
int compare_uptimals(const Uptimal& a, const Uptimal& b) {
  if (a.number != b.number) return a.number < b.number ? -1 : 1;
  for (std::size_t i = 0; i < std::min(a.digits.size(), b.digits.size()); ++i)
    if (a.digits[i] != b.digits[i]) return a.digits[i] < b.digits[i] ? -1 : 1;
  if (a.digits.size() != b.digits.size()) return a.digits.size() < b.digits.size() ? -1 : 1;
  return a.nimber == b.nimber ? 0 : a.nimber < b.nimber ? -1 : 1;
}

// A named uptimal (length >= 2) as CGSuite writes it: 1^<2>*, v[3], ...
std::string named_uptimal_text(const Uptimal& u) {
  const bool sum = !is_unit(u);
  return fmt::format("{}{}{}{}{}{}", u.number == Dyadic(0) ? "" : u.number.to_string(), u.digits.back() > 0 ? "^" : "v",
                     sum ? "[" : "<", u.digits.size(), sum ? "]" : ">", star_text(u.nimber));
}

// CGSuite writes an uptimal in parentheses where it stands alone after +- unless it is
// "compact": a number, a nimber, or ups alone (no number, no nimber).
bool is_compact(const Uptimal& u) {
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

Printed print(Game g);
std::string full_text(Game g);

// "2Tiny(x)", "Miny({5||3|1})": the translation y (if not 0) and the subscript braced.
std::string number_tiny_text(const char* name, const Dyadic& y, Game subscript) {
  return fmt::format("{}{}({})", y == Dyadic(0) ? "" : y.to_string(), name, full_text(subscript));
}

std::string full_text(Game g) {
  const Printed p = print(g);
  return p.slashes > 0 ? fmt::format("{{{}}}", p.text) : p.text;
}

std::string option_list(std::vector<Game> options) {
  std::sort(options.begin(), options.end(), [](Game a, Game b) { return deterministic_compare(a, b) < 0; });
  std::vector<std::string> parts;
  for (Game o : options) parts.push_back(full_text(o));
  return fmt::format("{}", fmt::join(parts, ","));
}

// One side of a slash form: a single option that is itself a slash form is written
// without braces if it binds tighter (fewer bars) than the bars around it.
struct Side {
  std::string text;
  int slashes = 0;
};

Side side_of(const std::vector<Game>& options) {
  if (options.size() == 1) {
    const Printed p = print(options[0]);
    return {p.text, p.slashes};
  }
  return {option_list(options), 0};
}

Printed print(Game g) {
  if (auto v = g.as_number_up_star()) return {nus_text(*v), 0};
  if (const auto& u = uptimal_of(g); u && u->digits.size() >= 2) return {named_uptimal_text(*u), 0};
  const auto left = g.left_options();
  const auto right = g.right_options();
  // Switches: {A1,..,Am | -A1,..,-Am}.
  if (left.size() == right.size()) {
    std::vector<Game> negated;
    for (Game r : right) negated.push_back(-r);
    auto sorted = [](std::vector<Game> v) {
      std::sort(v.begin(), v.end(), [](Game a, Game b) { return a.id() < b.id(); });
      return v;
    };
    if (sorted(negated) == sorted(left)) {
      if (left.size() == 1) {
        const auto& u = uptimal_of(left[0]);
        const bool parens = u && !is_compact(*u);
        const std::string option = full_text(left[0]);
        return {parens ? fmt::format("+-({})", option) : fmt::format("+-{}", option), 0};
      }
      return {fmt::format("+-{{{}}}", option_list(left)), 0};
    }
  }
  // y + Tiny(G) = {y || y | y - G} and y + Miny(G) = {y + G | y || y} for a number y and
  // any G of positive mean, as CGSuite recognises them (its isNumberTiny).
  if (left.size() == 1 && right.size() == 1) {
    const Game l = left[0], r = right[0];
    if (l.is_number() && r.left_options().size() == 1 && r.right_options().size() == 1 && r.left_options()[0] == l &&
        mean(r.right_options()[0]) < l.number_value())
      return {number_tiny_text("Tiny", l.number_value(), l - r.right_options()[0]), 0};
    if (r.is_number() && l.left_options().size() == 1 && l.right_options().size() == 1 && l.right_options()[0] == r &&
        mean(l.left_options()[0]) > r.number_value())
      return {number_tiny_text("Miny", r.number_value(), l.left_options()[0] - r), 0};
  }
  // Braces with slashes: a bar count above each side's own, at most four.
  // As CGSuite: a form that reaches four bars is braced there and counts as none above.
  constexpr int kMaxSlashes = 4;
  Side l = side_of(left), r = side_of(right);
  const int bars = 1 + std::max(l.slashes, r.slashes);
  const std::string text = fmt::format("{}{}{}", l.text, std::string(static_cast<std::size_t>(bars), '|'), r.text);
  if (bars == kMaxSlashes) return {fmt::format("{{{}}}", text), 0};
  return {text, bars};
}

}  // namespace

std::string to_string(Game g) {
  return full_text(g);
}

int cgsuite_order(Game a, Game b) { return deterministic_compare(a, b); }

}  // namespace cgt
