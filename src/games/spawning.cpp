#include "cgt/games/spawning.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <limits>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

constexpr std::int64_t kUnbounded = std::numeric_limits<std::int64_t>::max() / 4;

[[noreturn]] void bad_code(std::string_view code, std::string_view element, const std::string& what) {
  throw ParseError(fmt::format("bad turning code '{}': element '{}': {}", code, element, what));
}

std::int64_t number(std::string_view code, std::string_view element, std::string_view digits) {
  if (digits.empty() || digits.size() > 6 || !std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    bad_code(code, element, fmt::format("'{}' is not a number of coins (at most 6 digits)", digits));
  return std::stoll(std::string(digits));
}

// Calls f on every increasing choice of `count` integers from [from, to], in `chosen`.
template <class F>
void choose(std::int64_t from, std::int64_t to, std::int64_t count, std::vector<std::int64_t>& chosen, F&& f) {
  if (count == 0) {
    f();
    return;
  }
  for (std::int64_t p = from; p + count - 1 <= to; ++p) {
    chosen.push_back(p);
    choose(p + 1, to, count - 1, chosen, f);
    chosen.pop_back();
  }
}

}  // namespace

Spawning::Spawning(std::string_view code) : code_(code) {
  std::string upper(code);
  for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  if (upper.empty()) throw ParseError("bad turning code '': expected elements such as 1-3, 1+C or 4FS");
  std::size_t start = 0;
  while (start <= upper.size()) {
    const std::size_t comma = std::min(upper.find(',', start), upper.size());
    const std::string_view element = std::string_view(upper).substr(start, comma - start);
    start = comma + 1;
    std::size_t m = 0;
    while (m < element.size() && (std::isdigit(static_cast<unsigned char>(element[m])) || element[m] == '+' || element[m] == '-')) ++m;
    const std::string_view range = element.substr(0, m);
    Element e{0, 0, kUnbounded, Spacing::Any, false};
    if (range.empty()) bad_code(code, element, "expected a number of coins first, as 3, 1-3 or 1+");
    if (range.back() == '+') {
      e.min_coins = number(code, element, range.substr(0, range.size() - 1));
      e.max_coins = kUnbounded;
    } else if (const auto dash = range.find('-'); dash != std::string_view::npos) {
      e.min_coins = number(code, element, range.substr(0, dash));
      e.max_coins = number(code, element, range.substr(dash + 1));
    } else {
      e.min_coins = e.max_coins = number(code, element, range);
    }
    if (e.min_coins < 1 || e.min_coins > e.max_coins)
      bad_code(code, element, "the coins turned must be a range a-b with 1 <= a <= b");
    for (std::size_t i = m; i < element.size(); ++i) {
      switch (element[i]) {
        case 'C': {
          if (i + 1 < element.size() && element[i + 1] == '(') {
            const std::size_t close = element.find(')', i + 1);
            if (close == std::string_view::npos) bad_code(code, element, "'C(' is never closed");
            e.max_separation = number(code, element, element.substr(i + 2, close - i - 2));
            i = close;
          } else {
            e.spacing = Spacing::Consecutive;
          }
          break;
        }
        case 'S': e.spacing = Spacing::Symmetric; break;
        case 'E': e.spacing = Spacing::Equal; break;
        case 'F': e.first = true; break;
        default: bad_code(code, element, fmt::format("'{}' is not a modifier (C, C(m), E, S or F)", element[i]));
      }
    }
    if (e.max_separation < e.min_coins) continue;  // no move fits in the window (CGSuite drops it)
    e.max_coins = std::min(e.max_coins, e.max_separation);
    elements_.push_back(e);
  }
}

void Spawning::for_each_option(std::int64_t n, const std::function<void(std::span<const std::int64_t>)>& f) const {
  std::vector<std::int64_t> heaps;
  for (const Element& e : elements_) {
    const std::int64_t lo = std::max<std::int64_t>(1, e.max_separation >= n ? 1 : n - e.max_separation + 1);
    for (std::int64_t k = e.min_coins; k <= std::min(e.max_coins, n); ++k) {
      const std::int64_t c = k - 1;  // coins turned besides the one at n
      heaps.clear();
      switch (e.spacing) {
        case Spacing::Any:
          if (e.first) {
            if (lo != 1) break;
            if (c == 0) {
              f(heaps);
              break;
            }
            heaps.push_back(1);
            choose(2, n - 1, c - 1, heaps, [&] { f(heaps); });
          } else {
            choose(lo, n - 1, c, heaps, [&] { f(heaps); });
          }
          break;
        case Spacing::Consecutive:
          if (e.first && n - c != 1) break;
          for (std::int64_t p = n - c; p < n; ++p) heaps.push_back(p);
          f(heaps);
          break;
        case Spacing::Equal:
          if (c == 0) {
            if (!e.first || n == 1) f(heaps);
            break;
          }
          for (std::int64_t d = (n - lo) / c; d >= 1; --d) {
            if (e.first && n - d * c != 1) break;  // only the widest spacing can start at 1
            heaps.clear();
            for (std::int64_t i = 0; i < c; ++i) heaps.push_back(n - d * c + d * i);
            f(heaps);
          }
          break;
        case Spacing::Symmetric: {
          if (c == 0) {
            const std::int64_t initial = (lo + n) % 2 == 1 ? lo + 1 : lo;
            if (!e.first || initial == 1) f(heaps);
            break;
          }
          // The leftmost coin q0; the coins below the middle mirror those above it
          // (q and q0 + n - q); with an odd number of coins one sits in the middle.
          const std::int64_t lower = (c + 1) / 2 - 1;  // coins strictly between q0 and the middle
          for (std::int64_t q0 = lo; q0 < n; ++q0) {
            if (e.first && q0 != 1) break;
            if (c % 2 == 0 && (q0 + n) % 2 != 0) continue;
            const std::int64_t below_middle = (q0 + n - 1) / 2;  // the largest q with 2q < q0 + n
            std::vector<std::int64_t> low;
            choose(q0 + 1, below_middle, lower, low, [&] {
              heaps.clear();
              heaps.push_back(q0);
              heaps.insert(heaps.end(), low.begin(), low.end());
              if (c % 2 == 0) heaps.push_back((q0 + n) / 2);
              for (auto it = low.rbegin(); it != low.rend(); ++it) heaps.push_back(q0 + n - *it);
              std::sort(heaps.begin(), heaps.end());
              f(heaps);
            });
          }
          break;
        }
      }
    }
  }
}

std::uint64_t Spawning::option_count(std::int64_t n) const {
  std::uint64_t count = 0;
  for_each_option(n, [&](std::span<const std::int64_t>) { ++count; });
  return count;
}

std::vector<std::uint64_t> Spawning::grundy_values(std::int64_t n, RunControl& run) const {
  std::vector<std::uint64_t> g(static_cast<std::size_t>(n) + 1, 0);
  std::uint64_t options = 0;
  std::vector<char> seen;
  for (std::int64_t h = 1; h <= n; ++h) {
    seen.assign(64, 0);
    for_each_option(h, [&](std::span<const std::int64_t> heaps) {
      if (++options > kMaxOptions)
        throw LimitError(fmt::format("spawning '{}': more than {} options up to heap {}", code_, kMaxOptions, h));
      if ((options & 0xFFFF) == 0) run.checkpoint("spawning options", options, 0);
      std::uint64_t x = 0;
      for (const std::int64_t p : heaps) x ^= g[static_cast<std::size_t>(p)];
      if (x >= seen.size()) seen.resize(x + 1, 0);
      seen[x] = 1;
    });
    std::uint64_t mex = 0;
    while (mex < seen.size() && seen[mex]) ++mex;
    g[static_cast<std::size_t>(h)] = mex;
  }
  return g;
}

std::vector<Spawning::Position> Spawning::moves(const Position& p) const {
  std::vector<Position> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (i > 0 && p[i] == p[i - 1]) continue;
    for_each_option(p[i], [&](std::span<const std::int64_t> heaps) {
      Position q(p.begin(), p.end());
      q.erase(q.begin() + static_cast<std::ptrdiff_t>(i));
      q.insert(q.end(), heaps.begin(), heaps.end());
      std::sort(q.begin(), q.end());
      out.push_back(std::move(q));
    });
  }
  return out;
}

std::vector<Spawning::Position> Spawning::components(const Position& p) const {
  std::vector<Position> out;
  for (const std::int64_t h : p) out.push_back({h});
  return out;
}

Spawning::Position Spawning::heads(std::string_view coins) {
  Position out;
  for (std::size_t i = 0; i < coins.size(); ++i) {
    const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(coins[i])));
    if (c == 'h') out.push_back(static_cast<std::int64_t>(i) + 1);
    else if (c != 't')
      throw ParseError(fmt::format("turning '{}': '{}' at column {} is not h (heads) or t (tails)", coins, coins[i], i + 1));
  }
  return out;
}

std::vector<TurningRow::Position> TurningRow::moves(const Position& p) const {
  std::vector<Position> out;
  for (std::size_t i = 0; i < p.size(); ++i) {
    if (p[i] != 'h') continue;
    rules_.for_each_option(static_cast<std::int64_t>(i) + 1, [&](std::span<const std::int64_t> heaps) {
      Position q = p;
      q[i] = 't';
      for (const std::int64_t h : heaps) {
        char& c = q[static_cast<std::size_t>(h) - 1];
        c = c == 'h' ? 't' : 'h';
      }
      out.push_back(std::move(q));
    });
  }
  return out;
}

}  // namespace cgt
