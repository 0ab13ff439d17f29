#include "cgt/partisan/uptimal.hpp"
#include "cgt/partisan/products.hpp"

#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include <algorithm>
#include <span>
#include <unordered_map>

#include "cgt/core/error.hpp"
#include "table_memo.hpp"
#include "uptimal_memo.hpp"

namespace cgt {

Game up_to_the(long n) {
  if (n <= 0) return Game();
  Game g = Game::up();
  const Game star = Game::nimber(1);
  for (long i = 2; i <= n; ++i) g = Game::from_options(std::span(&g, 1), std::span(&star, 1));
  return g;
}

Game up_nth(long n) {
  if (n <= 0) return Game();
  return n == 1 ? Game::up() : up_to_the(n) - up_to_the(n - 1);
}

// ---------------------------------------------------------------------------------------
// Uptimal expansions.

std::string UptimalExpansion::to_string() const {
  std::string out;
  if (nimber == 0 || number != Dyadic(0)) out = number.to_string();
  if (nimber != 0) out += nimber == 1 ? "*" : fmt::format("*{}", nimber);
  out += '.';
  if (digits.empty()) out += '0';
  for (const long d : digits) {
    const long a = d < 0 ? -d : d;
    if (a < 10) {
      out += static_cast<char>('0' + a);
    } else if (a < 36) {
      out += static_cast<char>('A' + (a - 10));
    } else {
      out += fmt::format("({})", a);
    }
    if (d < 0) out += '-';
  }
  return out;
}

namespace detail {
int compare_uptimal_expansions(const UptimalExpansion& a, const UptimalExpansion& b) {
  if (a.number != b.number) return a.number < b.number ? -1 : 1;
  for (std::size_t i = 0; i < std::min(a.digits.size(), b.digits.size()); ++i)
    if (a.digits[i] != b.digits[i]) return a.digits[i] < b.digits[i] ? -1 : 1;
  if (a.digits.size() != b.digits.size()) return a.digits.size() < b.digits.size() ? -1 : 1;
  return a.nimber == b.nimber ? 0 : a.nimber < b.nimber ? -1 : 1;
}
}  // namespace detail

namespace {

using Expansion = UptimalExpansion;

Expansion make(const Dyadic& number, std::uint64_t nimber, std::vector<long> digits) {
  while (!digits.empty() && digits.back() == 0) digits.pop_back();
  return Expansion{number, std::move(digits), nimber};
}

std::size_t length(const Expansion& e) { return e.digits.size(); }

// d_n (1-based), 0 past the length.
long digit(const Expansion& e, std::size_t n) { return n >= 1 && n <= e.digits.size() ? e.digits[n - 1] : 0; }

// Adds 1 to d_1..d_to (digits past the length become 1) and, with `star`, * to the nimber.
Expansion increment(const Expansion& e, bool star, std::size_t to) {
  std::vector<long> d(std::max(to, length(e)));
  for (std::size_t i = 0; i < d.size(); ++i) d[i] = i < length(e) ? e.digits[i] + (i < to ? 1 : 0) : 1;
  return make(e.number, e.nimber ^ (star ? 1 : 0), std::move(d));
}

Expansion negated(const Expansion& e) {
  std::vector<long> d(e.digits);
  for (long& x : d) x = -x;
  return make(-e.number, e.nimber, std::move(d));
}

Expansion truncated(const Expansion& e, std::size_t n) {
  return make(e.number, e.nimber, std::vector<long>(e.digits.begin(), e.digits.begin() + std::min(n, length(e))));
}

// As truncated, but with the nimber dropped when no digit is left.
Expansion sharply_truncated(const Expansion& e, std::size_t n) {
  Expansion t = truncated(e, n);
  if (t.digits.empty()) t.nimber = 0;
  return t;
}

// The largest n with d_n <= v, or 0.
std::size_t rightmost_at_most(const Expansion& e, long v) {
  for (std::size_t i = length(e); i-- > 0;)
    if (e.digits[i] <= v) return i + 1;
  return 0;
}

// Whether the expansion is confused with its number part (CGSuite's isConfused).
bool confused(const Expansion& e) {
  if (e.nimber == 0) return false;
  if (e.digits.empty() || e.digits[0] == 0) return true;
  if (e.nimber >= 2) return false;
  const bool positive = e.digits[0] > 0;
  for (const long d : e.digits) {
    if (positive ? d > 1 : d < -1) return false;
    if (positive ? d < 1 : d > -1) return true;
  }
  return true;
}

// Whether a game whose Left options have expansions `left` (in CGSuite's order) and whose
// one Right option has expansion `right` has expansion `e`, where e's last digit is
// positive: the four patterns of Left options an uptimal can have (Siegel, CGT, II.7).
bool fits(const Expansion& e, const std::vector<Expansion>& left, const Expansion& right) {
  long matching = -1;  // the Left option with the Right option's nimber (at most one)
  std::size_t first_non_nimber = left.size();
  for (std::size_t i = 0; i < left.size(); ++i) {
    if (first_non_nimber == left.size() && (length(left[i]) > 0 || left[i].nimber != i)) first_non_nimber = i;
    if (left[i].nimber == right.nimber) {
      if (matching >= 0) return false;
      matching = static_cast<long>(i);
    }
  }
  const std::size_t negative = rightmost_at_most(e, -1), nonpositive = rightmost_at_most(e, 0);
  const std::size_t cut = digit(e, length(e)) == 1 ? length(e) - 1 : nonpositive;
  if (negative >= 1) {
    // A negative digit: {x.d1..d_j + 1s, with * | ...} and the truncation.
    if (left.size() != 2 || matching < 0) return false;
    const Expansion low = truncated(e, negative);
    return left[static_cast<std::size_t>(matching)] == increment(low, true, length(low)) &&
           left[1 - static_cast<std::size_t>(matching)] == truncated(e, cut);
  }
  if (digit(e, 1) == 0) {
    // d1 = 0: the nimbers x, x*, ..., x*(m-1) and the truncation.
    return left.size() == e.nimber + 1 && first_non_nimber >= e.nimber && left.back() == truncated(e, cut);
  }
  if (digit(e, 1) == 1 && confused(e)) {
    // The number x itself and the truncation.
    return left.size() == 2 && left[0].nimber == 0 && length(left[0]) == 0 && left[1] == truncated(e, cut);
  }
  return left.size() == 1 && left[0] == sharply_truncated(e, cut);
}

struct UptimalMemo : detail::TableMemo {
  std::unordered_map<Game::Id, std::optional<Expansion>> map;  // references stay valid
};

// The expansion of g if it has one with a positive last digit (or a NUS form).
std::optional<Expansion> positive_expansion(Game g) {
  const std::vector<Game> right_options = g.right_options();
  if (right_options.size() != 1) return std::nullopt;
  const auto& right = detail::cached_uptimal_expansion(right_options[0]);
  if (!right) return std::nullopt;
  std::vector<Expansion> left;
  std::size_t longest = 0;
  for (Game o : g.left_options()) {
    const auto& l = detail::cached_uptimal_expansion(o);
    if (!l || l->number != right->number) return std::nullopt;
    left.push_back(*l);
    longest = std::max(longest, length(*l));
  }
  // CGSuite's option order: nimbers (length 0) first, ascending, then by digits.
  std::sort(left.begin(), left.end(),
            [](const Expansion& a, const Expansion& b) { return detail::compare_uptimal_expansions(a, b) < 0; });
  if (length(*right) > 0 && right->digits.back() > 0) {
    // Last digit >= 2: one more than the Right option's digits, with *.
    Expansion e = increment(*right, true, length(*right));
    if (fits(e, left, *right)) return e;
  }
  // Last digit 1, one place beyond every option's expansion.
  Expansion e = increment(*right, true, std::max(length(*right), longest) + 1);
  if (fits(e, left, *right)) return e;
  return std::nullopt;
}

std::optional<Expansion> expansion_of(Game g) {
  if (const auto v = g.as_number_up_star())
    return make(v->number, v->nimber, v->ups == 0 ? std::vector<long>{} : std::vector<long>{v->ups});
  if (left_stop(g) != right_stop(g)) return std::nullopt;  // uptimals are numberish
  const bool one_right = g.right_options().size() == 1, one_left = g.left_options().size() == 1;
  if (one_right)
    if (auto e = positive_expansion(g)) return e;
  if (one_left)
    if (auto e = positive_expansion(-g)) return negated(*e);
  return std::nullopt;
}

struct Base {
  std::vector<Game> left, right;
};

bool contains(const std::vector<Game>& v, Game g) { return std::find(v.begin(), v.end(), g) != v.end(); }

Game subordinate(Game g, const Base& base, absl::flat_hash_map<Game::Id, Game>& memo) {
  if (auto it = memo.find(g.id()); it != memo.end()) return it->second;
  const std::vector<Game> left = g.left_options(), right = g.right_options();
  for (Game bl : base.left) {
    const auto lr = bl.right_options();
    if (std::none_of(left.begin(), left.end(), [&](Game gl) { return leq(bl, gl); }) &&
        std::none_of(lr.begin(), lr.end(), [&](Game x) { return leq(x, g); }))
      throw DomainError("That game cannot be subordinated to the specified base.");
  }
  for (Game br : base.right) {
    const auto rl = br.left_options();
    if (std::none_of(right.begin(), right.end(), [&](Game gr) { return leq(gr, br); }) &&
        std::none_of(rl.begin(), rl.end(), [&](Game x) { return leq(g, x); }))
      throw DomainError("That game cannot be subordinated to the specified base.");
  }
  std::vector<Game> l, r;
  for (Game gl : left)
    if (!contains(base.left, gl)) l.push_back(subordinate(gl, base, memo));
  for (Game gr : right)
    if (!contains(base.right, gr)) r.push_back(subordinate(gr, base, memo));
  const Game result = Game::from_options(l, r);
  memo.emplace(g.id(), result);
  return result;
}

}  // namespace

namespace detail {
const std::optional<UptimalExpansion>& cached_uptimal_expansion(Game g) {
  {
    auto& map = table_memo<UptimalMemo>().map;
    if (auto it = map.find(g.id()); it != map.end()) return it->second;
  }
  std::optional<Expansion> e = expansion_of(g);  // recursion may grow the map
  return table_memo<UptimalMemo>().map.emplace(g.id(), std::move(e)).first->second;
}
}  // namespace detail

std::optional<UptimalExpansion> uptimal_expansion(Game g) { return detail::cached_uptimal_expansion(g); }

Game uptimal(const UptimalExpansion& e) {
  Game g = Game::number_up_star(e.number, e.digits.empty() ? 0 : e.digits[0], e.nimber);
  for (std::size_t n = 2; n <= e.digits.size(); ++n)
    if (e.digits[n - 1] != 0) g += integer_multiple(e.digits[n - 1], up_nth(static_cast<long>(n)));
  return g;
}

Game subordinate(Game g, Game base) { return subordinate(g, base.left_options(), base.right_options()); }

Game subordinate(Game g, const std::vector<Game>& base_left, const std::vector<Game>& base_right) {
  absl::flat_hash_map<Game::Id, Game> memo;
  return subordinate(g, Base{base_left, base_right}, memo);
}

Game pow_to(Game base, const Dyadic& x) {
  if (x == Dyadic(0)) return Game();
  Game exponent;
  try {
    exponent = subordinate(Game::number(x), Game::integer(1));
  } catch (const DomainError&) {
    throw DomainError("Invalid exponent.");
  }
  return ordinal_sum(base, exponent);
}

Game pow_to(Game base, long n) { return pow_to(base, Dyadic(n)); }

Game pow(Game base, const Dyadic& x) {
  const auto l = base.left_options(), r = base.right_options();
  if (l.size() != 1 || r.size() != 1 || l[0] != Game())
    throw DomainError("Invalid base for `Pow` operation (base must be of the form {0|H}).");
  const Game zero;
  const Game right = r[0] - pow_to(base, x - Dyadic(1));
  return Game::from_options(std::span(&zero, 1), std::span(&right, 1));
}

Game pow(Game base, long n) { return pow(base, Dyadic(n)); }

}  // namespace cgt
