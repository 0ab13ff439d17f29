// Printing canonical forms in CGSuite's notation (see cgt/partisan/notation.hpp).
#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "cgt/partisan/notation.hpp"

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

// Rank of an option in CGSuite's printing order: numbers, nimbers, other
// number-up-stars, the rest.
int category(Game g) {
  if (g.is_number()) return 0;
  if (auto v = g.as_number_up_star()) return (v->ups == 0 && v->number == Dyadic(0)) ? 1 : 2;
  return 3;
}

int deterministic_compare(Game a, Game b);

// A side's options in CGSuite's order, cached per game (the order recurses into options).
const std::vector<Game>& sorted_options(Game g, bool left) {
  static absl::flat_hash_map<std::uint64_t, std::vector<Game>> cache;
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
// numbers by value, nimbers by size, number-up-stars, then the rest by their sorted
// Left options compared lexicographically, then their Right options.
int deterministic_compare(Game a, Game b) {
  if (a == b) return 0;
  const int ca = category(a), cb = category(b);
  if (ca != cb) return ca < cb ? -1 : 1;
  if (ca == 0) return three_way(a.number_value(), b.number_value());
  if (ca == 1 || ca == 2) {
    const NumberUpStar x = *a.as_number_up_star(), y = *b.as_number_up_star();
    if (const int c = three_way(x.number, y.number); c != 0) return c;
    if (const int c = three_way(x.ups, y.ups); c != 0) return c;
    return three_way(x.nimber, y.nimber);
  }
  if (const int c = compare_lists(sorted_options(a, true), sorted_options(b, true)); c != 0) return c;
  return compare_lists(sorted_options(a, false), sorted_options(b, false));
}

struct Printed {
  std::string text;  // without outer braces when `slashes` > 0
  int slashes = 0;   // > 0: a {A|B} form printed as "A|B" with this many bars
};

Printed print(Game g);

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
      if (left.size() == 1) return {fmt::format("+-{}", full_text(left[0])), 0};
      return {fmt::format("+-{{{}}}", option_list(left)), 0};
    }
  }
  // Tiny(x) = {0||0|-x} and Miny(x) = {x|0||0} (x > 0 a number), translated by a number y.
  if (left.size() == 1 && right.size() == 1) {
    const Game l = left[0], r = right[0];
    if (l.is_number() && !r.is_number() && r.left_options().size() == 1 && r.right_options().size() == 1) {
      const Game rl = r.left_options()[0], rr = r.right_options()[0];
      if (rl == l && rr.is_number() && rr.number_value() < l.number_value()) {
        const Dyadic y = l.number_value(), x = y - rr.number_value();
        return {fmt::format("{}Tiny({})", y == Dyadic(0) ? "" : y.to_string(), x.to_string()), 0};
      }
    }
    if (r.is_number() && !l.is_number() && l.left_options().size() == 1 && l.right_options().size() == 1) {
      const Game ll = l.left_options()[0], lr = l.right_options()[0];
      if (lr == r && ll.is_number() && r.number_value() < ll.number_value()) {
        const Dyadic y = r.number_value(), x = ll.number_value() - y;
        return {fmt::format("{}Miny({})", y == Dyadic(0) ? "" : y.to_string(), x.to_string()), 0};
      }
    }
  }
  // Braces with slashes: a bar count above each side's own, at most four.
  constexpr int kMaxSlashes = 4;
  Side l = side_of(left), r = side_of(right);
  const int bars = 1 + std::max(l.slashes, r.slashes);
  if (bars > kMaxSlashes) {
    return {fmt::format("{{{}|{}}}", option_list(left), option_list(right)), 0};
  }
  return {fmt::format("{}{}{}", l.text, std::string(static_cast<std::size_t>(bars), '|'), r.text), bars};
}

}  // namespace

std::string to_string(Game g) { return full_text(g); }

}  // namespace cgt
