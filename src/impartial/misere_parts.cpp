// Parts, differences, links and distinguishers of misère canonical forms.
// Parts: every proper part of G is a part of an option of G (Siegel's algorithm as in
// CGSuite); here each candidate difference is checked by adding it back.
// Links and distinguishers: ONAG Thms 75 and 76, built as CGSuite builds them.

#include <algorithm>
#include <string>

#include "cgt/core/error.hpp"
#include "misere_internal.hpp"

namespace cgt {
namespace detail {
namespace {

using Pairs = std::vector<std::pair<const MisereNode*, const MisereNode*>>;

const MisereNode* partner(const Pairs& pairs, const MisereNode* x) {
  for (const auto& [a, b] : pairs) {
    if (a == x) return b;
    if (b == x) return a;
  }
  return nullptr;
}

}  // namespace

const Pairs& MisereContext::partitions(const MisereNode* e) {
  if (auto it = partitions_.find(e); it != partitions_.end()) return it->second;
  Pairs found{{zero_, e}};
  const std::size_t n = e->options.size();
  bool unit = false;
  for (const MisereGame& o : e->options) unit = unit || even_part(o.node()) == zero_;
  std::vector<Pairs> option_parts;
  std::size_t primes = 0;
  if (!unit) {
    for (const MisereGame& og : e->options) {
      const MisereNode* o = og.node();
      option_parts.push_back(partitions(even_part(o)));
      // A prime option counts once for the pair H, H + 1.
      if (option_parts.back().size() == 1 && (!o->odd || !has_option(e, even_part(o)))) ++primes;
    }
  }
  if (!unit && primes < 3) {
    std::vector<const MisereNode*> candidates;
    for (const Pairs& p : option_parts)
      for (const auto& [a, b] : p) {
        candidates.push_back(a);
        candidates.push_back(b);
      }
    std::sort(candidates.begin(), candidates.end(),
              [](const MisereNode* a, const MisereNode* b) { return compare(a, b) < 0; });
    candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
    for (bool changed = true; changed;) {
      changed = false;
      for (const MisereNode* x : candidates) {
        count_steps(found.size());  // the scans of `found` below are this loop's cost
        if (partner(found, x) != nullptr) continue;
        std::vector<const MisereNode*> tries;
        // y = {G - X', G' - X} when every X' is a known part of G and X a part of every G'.
        std::vector<const MisereNode*> y_options;
        bool direct = true;
        for (const MisereGame& xo : x->options) {
          const MisereNode* p = partner(found, even_part(xo.node()));
          if (p == nullptr) {
            direct = false;
            break;
          }
          y_options.push_back(xo.node()->odd ? plus_one(p) : p);
        }
        for (std::size_t i = 0; direct && i < n; ++i) {
          const MisereNode* p = partner(option_parts[i], x);
          if (p == nullptr) {
            direct = false;
            break;
          }
          y_options.push_back(opt(e, i)->odd ? plus_one(p) : p);
        }
        if (direct) tries.push_back(make(std::move(y_options)));
        // Otherwise y is G' - X' for some option G' of G and X' of X.
        for (std::size_t j = 0; j < n; ++j)
          for (const MisereGame& xo : x->options)
            if (const MisereNode* p = partner(option_parts[j], even_part(xo.node())))
              if (std::find(tries.begin(), tries.end(), p) == tries.end()) tries.push_back(p);
        for (const MisereNode* y : tries) {
          if (add(x, y) == e) {
            found.emplace_back(x, y);
            changed = true;
            break;
          }
        }
      }
    }
  }
  return partitions_.emplace(e, std::move(found)).first->second;
}

const MisereNode* MisereContext::subtract(const MisereNode* g, const MisereNode* h) {
  const MisereNode* p = partner(partitions(even_part(g)), even_part(h));
  if (p == nullptr) return nullptr;
  return g->odd != h->odd ? plus_one(p) : p;
}

const MisereNode* MisereContext::find_link(const MisereNode* g, const MisereNode* h) {
  if (g == zero_ && h == zero_) return nim_heap(1);
  if (has_option(g, h) || has_option(h, g)) return nullptr;
  std::vector<const MisereNode*> options;
  for (const MisereGame& o : g->options) options.push_back(discriminator_pn(o.node(), h));
  for (const MisereGame& o : h->options) options.push_back(discriminator_pn(o.node(), g));
  return make(std::move(options));
}

const MisereNode* MisereContext::discriminator(const MisereNode* g, const MisereNode* h) {
  if (g == h) return nullptr;
  if (g == zero_ && h->gminus == 0) return zero_;
  if (h == zero_ && g->gminus == 0) return zero_;
  const auto key = g < h ? std::make_pair(g, h) : std::make_pair(h, g);
  if (auto it = discriminators_.find(key); it != discriminators_.end()) return it->second;
  const MisereNode* found = nullptr;
  for (std::size_t i = 0; !found && i < g->options.size(); ++i) found = find_link(h, opt(g, i));
  for (std::size_t i = 0; !found && i < h->options.size(); ++i) found = find_link(g, opt(h, i));
  if (!found) found = zero_;  // unreachable by ONAG Thm 75
  discriminators_.emplace(key, found);
  return found;
}

const MisereNode* MisereContext::discriminator_pn(const MisereNode* g, const MisereNode* h) {
  const MisereNode* d = discriminator(g, h);
  if (d == nullptr || add(d, g)->gminus == 0) return d;
  std::vector<const MisereNode*> options;
  for (const MisereGame& o : g->options) options.push_back(mate(o.node()));
  options.push_back(d);
  return make(std::move(options));
}

bool MisereContext::is_prime(const MisereNode* g) {
  return g != zero_ && g != nim_heap(1) && partitions(even_part(g)).size() == 1;
}

void MisereContext::prime_partitions(const MisereNode* g, std::vector<const MisereNode*>& partial,
                                     std::vector<std::vector<const MisereNode*>>& out) {
  if (g == zero_ || g == nim_heap(1)) {
    count_steps(partial.size() + 1);
    out.push_back(partial);
    if (g != zero_) out.back().push_back(g);
    return;
  }
  // The primes among the even parts, in the order the pairs were found (CGSuite's).
  std::vector<const MisereNode*> primes;
  for (const auto& [x, y] : partitions(even_part(g))) {
    if (is_prime(x)) primes.push_back(x);
    if (y != x && is_prime(y)) primes.push_back(y);
  }
  for (const MisereNode* prime : primes) {
    if (!partial.empty() && compare(partial.back(), prime) > 0) continue;  // each multiset once
    partial.push_back(prime);
    prime_partitions(subtract(g, prime), partial, out);
    partial.pop_back();
  }
}

}  // namespace detail

using detail::MisereContext;

bool MisereGame::is_linked_to(const MisereGame& h) const {
  MisereContext ctx;
  const auto* a = ctx.intern(*this);
  const auto* b = ctx.intern(h);
  return !ctx.has_option(a, b) && !ctx.has_option(b, a);
}

MisereGame MisereGame::link(const MisereGame& h) const {
  MisereContext ctx;
  const auto* l = ctx.find_link(ctx.intern(*this), ctx.intern(h));
  if (l == nullptr)
    throw DomainError("Those misere games are not linked: " + to_string(*this) + ", " + to_string(h));
  return ctx.game(l);
}

MisereGame MisereGame::distinguisher(const MisereGame& h) const {
  MisereContext ctx;
  const auto* d = ctx.discriminator_pn(ctx.intern(*this), ctx.intern(h));
  if (d == nullptr)
    throw DomainError("Those misere games are equal, nothing distinguishes them: " + to_string(*this));
  return ctx.game(d);
}

MisereGame MisereGame::misere_minus(const MisereGame& h) const {
  MisereContext ctx;
  const auto* d = ctx.subtract(ctx.intern(*this), ctx.intern(h));
  if (d == nullptr)
    throw DomainError("Those misere games are not subtractable: " + to_string(*this) + ", " + to_string(h));
  return ctx.game(d);
}

bool MisereGame::is_extraverted() const {
  MisereContext ctx;
  const auto* g = ctx.intern(*this);
  return ctx.subtract(ctx.make({g}), g) != nullptr;
}

bool MisereGame::is_introverted() const { return *this == MisereGame() || *this == nim_heap(1); }

bool MisereGame::is_prime() const {
  MisereContext ctx;
  return ctx.is_prime(ctx.intern(*this));
}

std::vector<MisereGame> MisereGame::parts() const {
  MisereContext ctx;
  const auto* g = ctx.intern(*this);
  std::vector<MisereGame> out;
  const auto& pairs = ctx.partitions(detail::even_part(g));
  for (std::size_t i = 1; i < pairs.size(); ++i) {  // the first is (0, G)
    out.push_back(ctx.game(pairs[i].first));
    if (pairs[i].second != pairs[i].first) out.push_back(ctx.game(pairs[i].second));
  }
  return out;
}

std::vector<std::vector<MisereGame>> MisereGame::partitions() const {
  MisereContext ctx;
  std::vector<const detail::MisereNode*> partial;
  std::vector<std::vector<const detail::MisereNode*>> found;
  ctx.prime_partitions(ctx.intern(*this), partial, found);
  std::vector<std::vector<MisereGame>> out;
  for (const auto& nodes : found) {
    out.emplace_back();
    for (const auto* n : nodes) out.back().push_back(ctx.game(n));
  }
  return out;
}

}  // namespace cgt
