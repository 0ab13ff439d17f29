// The genus of a misère game (Winning Ways ch. 13), computed as CGSuite computes it
// (Dan Hoey's Genus): tame and restive games from their two Grundy values, other games
// from the genera of their options by a mex rule on each superscript digit.

#include <algorithm>
#include <string>

#include "misere_internal.hpp"

namespace cgt {
namespace {

// The least k from which γ(k) = γ(k - 2) holds for good.
std::size_t settles_from(const Genus& g) {
  switch (g.kind) {
    case Genus::Kind::Tame: return g.base < 2 && (g.sup.empty() || g.sup[0] != g.base) ? 2 : 1;
    case Genus::Kind::Restive: return g.sup[0] < 4 ? 1 : 2;
    case Genus::Kind::Wild: return g.sup.size() - 1;
  }
  return 1;
}

std::uint64_t digit_mex(std::vector<std::uint64_t> values) {
  std::sort(values.begin(), values.end());
  std::uint64_t m = 0;
  for (std::uint64_t v : values) {
    if (v == m) ++m;
    else if (v > m) break;
  }
  return m;
}

}  // namespace

std::uint64_t Genus::misere_value(std::size_t k) const {
  if (k < sup.size()) return sup[k];
  const std::uint64_t two = (k & 1) ? 2 : 0;
  switch (kind) {
    case Kind::Tame: return k == 0 && base < 2 ? 1 - base : base ^ two;
    case Kind::Restive: return (sup[0] < 4 ? sup[0] : base) ^ two;
    case Kind::Wild: return sup[sup.size() - 2 + ((sup.size() ^ k) & 1)];
  }
  return 0;
}

std::string to_string(const Genus& genus) {
  std::string out = std::to_string(genus.base);
  if (genus.sup.empty()) return out;
  out += '^';
  const bool big = std::any_of(genus.sup.begin(), genus.sup.end(), [](std::uint64_t d) { return d >= 10; });
  if (big) out += '(';
  for (std::size_t i = 0; i < genus.sup.size(); ++i) {
    if (big && i > 0) out += ',';
    out += std::to_string(genus.sup[i]);
  }
  if (big) out += ')';
  return out;
}

namespace detail {

const Genus& MisereContext::genus(const MisereNode* g) {
  if (auto it = genera_.find(g); it != genera_.end()) return it->second;
  Genus result;
  result.base = g->gplus;
  if (g->phylum == Phylum::NimHeap) {
    result.kind = Genus::Kind::Tame;
  } else if (restive_or_tame(g->phylum)) {
    result.sup = {g->gminus};
    result.kind = generally_tame(g->phylum) ? Genus::Kind::Tame : Genus::Kind::Restive;
  } else {
    std::vector<Genus> of_options;
    for (const MisereGame& o : g->options) of_options.push_back(genus(o.node()));
    std::size_t last = 1;
    for (const Genus& h : of_options) last = std::max(last, settles_from(h));
    last += 2;
    std::vector<std::uint64_t> digits(last + 1);
    for (std::size_t i = 0; i <= last; ++i) {
      std::vector<std::uint64_t> seen;
      if (i > 0) seen = {digits[i - 1], digits[i - 1] ^ 1};
      for (const Genus& h : of_options) seen.push_back(h.misere_value(i));
      digits[i] = digit_mex(std::move(seen));
    }
    while (last > 1 && digits[last] == digits[last - 2]) --last;
    digits.resize(last + 1);
    result.sup = std::move(digits);
    result.kind = Genus::Kind::Wild;
  }
  return genera_.emplace(g, std::move(result)).first->second;
}

}  // namespace detail

Genus MisereGame::genus() const {
  detail::MisereContext ctx;
  return ctx.genus(ctx.intern(*this));
}

}  // namespace cgt
