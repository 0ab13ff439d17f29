// Misère canonical forms: nodes, the deterministic order, canonicalisation by the
// Grundy–Smith rule, sums and mates. Algorithms after ONAG ch. 12 and CGSuite's
// MisereCanonicalGameOps (Hoey, Siegel); the phylum classification is CGSuite's.

#include <algorithm>
#include <string>
#include <unordered_set>

#include "cgt/core/error.hpp"
#include "misere_internal.hpp"

namespace cgt {
namespace detail {
namespace {

// A stored node with a few options and its entries in the context's tables, for the
// memory estimate passed to RunControl::checkpoint.
constexpr std::uint64_t kBytesPerNode = 256;

std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ULL;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
  return x ^ (x >> 31);
}

template <class Range>
std::uint64_t hash_options(const Range& hashes, std::size_t n) {
  std::uint64_t h = mix(0x6d69736572650000ULL ^ n);
  for (std::uint64_t x : hashes) h = mix(h ^ x);
  return h;
}

std::uint64_t hash_of(const std::vector<const MisereNode*>& options) {
  std::vector<std::uint64_t> hashes;
  hashes.reserve(options.size());
  for (const MisereNode* o : options) hashes.push_back(o->hash);
  return hash_options(hashes, options.size());
}

template <class Values>
std::uint32_t mex(Values values) {
  std::sort(values.begin(), values.end());
  std::uint32_t m = 0;
  for (std::uint32_t v : values) {
    if (v == m) ++m;
    else if (v > m) break;
  }
  return m;
}

int compare_even(const MisereNode* x, const MisereNode* y) {
  if (x == y) return 0;
  if (x->birthday != y->birthday) return x->birthday < y->birthday ? -1 : 1;
  if (x->options.size() != y->options.size()) return x->options.size() < y->options.size() ? -1 : 1;
  if (x->gplus != y->gplus) return x->gplus < y->gplus ? -1 : 1;
  if (x->gminus != y->gminus) return x->gminus < y->gminus ? -1 : 1;
  for (std::size_t i = 0; i < x->options.size(); ++i)
    if (const int c = compare(opt(x, i), opt(y, i)); c != 0) return c;
  return 0;
}

// CGSuite's classification of a new even game from its options and its G+ and G-.
Phylum classify(const std::vector<const MisereNode*>& options, std::uint32_t gp, std::uint32_t gm) {
  Phylum mine = (gp == gm || ((gp | gm) & ~1u) == 0) ? Phylum::WildOfTameGenus
                : gp < 2                             ? Phylum::WildOfRestiveGenus
                : gm < 2                             ? Phylum::WildOfRestlessGenus
                                                     : Phylum::Wild;
  bool all_tame = true;
  Phylum wildest = Phylum::NimHeap;
  for (const MisereNode* o : options) {
    if (!generally_tame(o->phylum)) {
      all_tame = false;
      break;
    }
    wildest = std::max(wildest, o->phylum);
  }
  if (all_tame) {
    if (wildest == Phylum::NimHeap && mine == Phylum::WildOfTameGenus && (gp > 1 || gp != gm))
      return Phylum::NimHeap;
    if (wildest != Phylum::ReversiblyTame) {
      if (mine == Phylum::WildOfTameGenus) return Phylum::HereditarilyTame;
      if (mine == Phylum::WildOfRestiveGenus) return Phylum::HereditarilyRestive;
    }
    if (mine == Phylum::WildOfTameGenus) return Phylum::ReversiblyTame;
    if (mine == Phylum::WildOfRestiveGenus) return Phylum::ReversiblyRestive;
    if (mine == Phylum::WildOfRestlessGenus) return Phylum::Restless;
    return Phylum::Wild;
  }
  if (mine != Phylum::WildOfTameGenus && mine != Phylum::WildOfRestiveGenus) return Phylum::Wild;

  // Some option is not tame: the game may still be tame or restive through reversible
  // options (every untame option has an option of the game's own G+ and G-), or
  // tameable.
  const bool tame_genus = mine == Phylum::WildOfTameGenus;
  bool reversible = true;  // reversibly tame (tame genus) or reversibly restive
  bool tameable = tame_genus;
  std::vector<std::uint32_t> plus, minus, tplus, tminus;
  for (const MisereNode* o : options) {
    if (generally_tame(o->phylum)) {
      plus.push_back(o->gplus);
      minus.push_back(o->gminus);
      continue;
    }
    bool m_tameable = false, p_tameable = false;
    if (tameable && o->phylum == Phylum::Tameable) {
      const MisereNode* e = even_part(o);  // CGSuite records the even part's values here
      tminus.push_back(e->gminus);
      tplus.push_back(e->gplus);
      m_tameable = p_tameable = true;
    }
    bool m_found = false, p_found = false;
    for (const MisereGame& s : o->options) {
      const MisereNode* t = s.node();
      const Phylum ps = t->phylum;
      const bool eligible = generally_tame(ps) || (reversible && !tame_genus && restive_or_tame(ps)) ||
                            (tameable && is_tameable(ps));
      if (!eligible) continue;
      const std::uint32_t sm = t->gminus, sp = t->gplus;
      if (generally_tame(ps) && tame_genus) {
        m_found |= gm == sm;
        p_found |= gp == sp;
      } else if (restive_or_tame(ps) && !tame_genus) {
        m_found |= gm == sm && (sp < 2 || (sp ^ gm) < 2);
        p_found |= gp == sp && (sm < 2 || (sm ^ gm) < 2);
      } else if (ps == Phylum::Tameable && tameable) {
        m_tameable |= gm == sm;
        p_tameable |= gp == sp;
      }
    }
    if (!(m_found && p_found)) {
      reversible = false;
      if (!(m_tameable && p_tameable)) tameable = false;
      if (!tameable) break;
    }
  }
  if (reversible || tameable) {
    if (gp != mex(plus) || gm != mex(minus)) reversible = false;
    if (tameable) {
      plus.insert(plus.end(), tplus.begin(), tplus.end());
      minus.insert(minus.end(), tminus.begin(), tminus.end());
      if ((gp != mex(plus) || gm != mex(minus)) && (!plus.empty() || gp > 0)) tameable = false;
    }
    if (reversible) return tame_genus ? Phylum::ReversiblyTame : Phylum::ReversiblyRestive;
    if (tameable) return Phylum::Tameable;
  }
  return Phylum::Wild;
}

NodePtr zero_node() {
  static const NodePtr zero = [] {
    auto n = std::make_shared<MisereNode>();
    n->hash = hash_options(std::vector<std::uint64_t>{}, 0);
    return NodePtr(std::move(n));
  }();
  return zero;
}

}  // namespace

int compare(const MisereNode* a, const MisereNode* b) {
  if (a == b) return 0;
  const MisereNode* ea = even_part(a);
  const MisereNode* eb = even_part(b);
  if (const int c = compare_even(ea, eb); c != 0) return c;
  return int(a->odd) - int(b->odd);
}

MisereContext::MisereContext(RunControl& run, std::uint64_t max_steps) : run_(run), max_steps_(max_steps) {
  zero_ = intern(zero_node());
}

void MisereContext::count_steps(std::size_t steps) {
  constexpr std::uint64_t kPollEvery = 1 << 14;
  const std::uint64_t before = steps_;
  steps_ += steps + 1;
  if (max_steps_ != 0 && steps_ > max_steps_)
    throw LimitError("misere canonical form too large to compute: more than " + std::to_string(max_steps_) +
                     " steps in one operation");
  if (before / kPollEvery != steps_ / kPollEvery)
    run_.checkpoint("misere canonical forms", steps_, 0, table_.size() * kBytesPerNode);
}

NodePtr MisereContext::ptr(const MisereNode* n) const { return owner_.at(n); }

const MisereNode* MisereContext::store(NodePtr node) {
  const MisereNode* raw = node.get();
  table_.emplace(node->hash, node);
  owner_.emplace(raw, std::move(node));
  return raw;
}

const MisereNode* MisereContext::lookup(std::uint64_t hash,
                                        const std::vector<const MisereNode*>& options) const {
  auto [it, end] = table_.equal_range(hash);
  for (; it != end; ++it) {
    const MisereNode* c = it->second.get();
    if (c->options.size() != options.size()) continue;
    bool same = true;
    for (std::size_t i = 0; same && i < options.size(); ++i) same = opt(c, i) == options[i];
    if (same) return c;
  }
  return nullptr;
}

const MisereNode* MisereContext::intern(const NodePtr& node) {
  if (auto it = interned_.find(node.get()); it != interned_.end()) return it->second;
  count_steps(node->options.size());  // interning a big game (a nim heap of thousands) is work too
  std::vector<const MisereNode*> kids;
  kids.reserve(node->options.size());
  bool same = true;
  for (const MisereGame& o : node->options) {
    kids.push_back(intern(o.shared_node()));
    same = same && kids.back() == o.node();
  }
  const MisereNode* found = lookup(node->hash, kids);
  if (found == nullptr) {
    if (same) {
      found = store(node);
    } else {
      auto copy = std::make_shared<MisereNode>(*node);
      for (std::size_t i = 0; i < kids.size(); ++i) copy->options[i] = game(kids[i]);
      found = store(std::move(copy));
    }
  }
  if (found != node.get()) owner_.emplace(node.get(), node);  // keeps the key alive
  interned_.emplace(node.get(), found);
  return found;
}

bool MisereContext::has_option(const MisereNode* g, const MisereNode* h) const {
  for (const MisereGame& o : g->options)
    if (o.node() == h) return true;
  return false;
}

// The game the option set reduces to by the Grundy–Smith rule, or nullptr.
const MisereNode* MisereContext::reduce(const std::vector<const MisereNode*>& options) {
  // To 0: every option has 0 as an option, and one of them is a misère P-position.
  bool to_zero = true, some_p = false;
  for (const MisereNode* s : options) {
    if (s == zero_ || !has_option(s, zero_)) {
      to_zero = false;
      break;
    }
    some_p = some_p || s->gminus == 0;
  }
  if (to_zero && some_p) return zero_;
  // To H != 0: H's options are among ours, and each of our other options has H as one.
  const std::unordered_set<const MisereNode*> mine(options.begin(), options.end());
  std::unordered_set<const MisereNode*> tried;
  std::size_t work = options.size();  // hash look-ups and option scans, counted as steps
  const MisereNode* found = nullptr;
  for (std::size_t k = 0; !found && k < options.size(); ++k) {
    for (const MisereGame& hg : options[k]->options) {
      const MisereNode* h = hg.node();
      ++work;
      if (h == zero_ || !tried.insert(h).second) continue;
      bool ok = true;
      for (const MisereGame& ho : h->options) {
        ++work;
        if (!mine.count(ho.node())) {
          ok = false;
          break;
        }
      }
      for (std::size_t i = 0; ok && i < options.size(); ++i) {
        work += h->options.size() + options[i]->options.size();
        ok = has_option(h, options[i]) || has_option(options[i], h);
      }
      if (ok) {
        found = h;
        break;
      }
    }
  }
  count_steps(work);
  return found;
}

const MisereNode* MisereContext::make(std::vector<const MisereNode*> options) {
  count_steps(options.size());
  std::sort(options.begin(), options.end(),
            [](const MisereNode* a, const MisereNode* b) { return compare(a, b) < 0; });
  options.erase(std::unique(options.begin(), options.end()), options.end());
  const std::uint64_t hash = hash_of(options);
  if (const MisereNode* found = lookup(hash, options)) return found;
  if (options.empty()) return zero_;
  if (const MisereNode* reduced = reduce(options)) return reduced;

  auto node = std::make_shared<MisereNode>();
  node->hash = hash;
  std::vector<std::uint32_t> plus, minus;
  std::uint32_t birthday = 0;
  for (const MisereNode* o : options) {
    birthday = std::max(birthday, o->birthday + 1);
    plus.push_back(o->gplus);
    minus.push_back(o->gminus);
  }
  node->birthday = birthday;
  node->gplus = mex(plus);
  node->gminus = mex(minus);
  node->nim_heap = options.size() == birthday;
  for (std::size_t i = 0; node->nim_heap && i < options.size(); ++i)
    node->nim_heap = options[i]->nim_heap && options[i]->birthday == i;
  // Odd: the options are E and E's options plus *1, for the last option E, even.
  const MisereNode* e = options.back();
  bool odd = !e->odd && options.size() == e->options.size() + 1;
  for (std::size_t i = 0; odd && i + 1 < options.size(); ++i) {
    const MisereNode* s = options[i];
    if (s->odd) {
      odd = has_option(e, even_part(s));
    } else {
      odd = false;
      for (const MisereGame& o : e->options)
        if (o.node()->odd && even_part(o.node()) == s) odd = true;
    }
  }
  node->odd = odd;
  node->phylum = odd ? e->phylum : classify(options, node->gplus, node->gminus);
  node->options.reserve(options.size());
  for (const MisereNode* o : options) node->options.push_back(game(o));
  return store(std::move(node));
}

const MisereNode* MisereContext::nim_heap(std::uint64_t n) {
  if (n > 4096) throw LimitError("misere nim heap too large: " + std::to_string(n) + " (at most 4096)");
  if (nim_heaps_.empty()) nim_heaps_.push_back(zero_);
  while (nim_heaps_.size() <= n) {
    const std::uint32_t k = static_cast<std::uint32_t>(nim_heaps_.size());
    count_steps(k);  // *k has k options: *4096 alone is 8 million of them
    const std::uint64_t hash = hash_of(nim_heaps_);
    const MisereNode* found = lookup(hash, nim_heaps_);
    if (found == nullptr) {
      auto node = std::make_shared<MisereNode>();
      node->hash = hash;
      node->birthday = k;
      node->gplus = k;
      node->gminus = k < 2 ? 1 - k : k;
      node->odd = (k & 1) != 0;
      node->phylum = Phylum::NimHeap;
      node->nim_heap = true;
      for (const MisereNode* o : nim_heaps_) node->options.push_back(game(o));
      found = store(std::move(node));
    }
    nim_heaps_.push_back(found);
  }
  return nim_heaps_[n];
}

const MisereNode* MisereContext::add(const MisereNode* g, const MisereNode* h) {
  if (g == zero_) return h;
  if (h == zero_) return g;
  count_steps(0);  // a memo hit is work too: a sum's recursion revisits pairs many times
  const auto key = g < h ? std::make_pair(g, h) : std::make_pair(h, g);
  if (auto it = sums_.find(key); it != sums_.end()) return it->second;
  std::vector<const MisereNode*> options;
  options.reserve(g->options.size() + h->options.size());
  for (const MisereGame& o : g->options) options.push_back(add(o.node(), h));
  for (const MisereGame& o : h->options) options.push_back(add(g, o.node()));
  const MisereNode* sum = make(std::move(options));
  sums_.emplace(key, sum);
  return sum;
}

const MisereNode* MisereContext::plus_one(const MisereNode* g) {
  return g->odd ? even_part(g) : add(g, nim_heap(1));
}

const MisereNode* MisereContext::mate(const MisereNode* g) {
  if (g == zero_) return nim_heap(1);
  if (g == nim_heap(1)) return zero_;
  if (auto it = mates_.find(g); it != mates_.end()) return it->second;
  std::vector<const MisereNode*> options;
  for (const MisereGame& o : g->options) options.push_back(mate(o.node()));
  const MisereNode* m = make(std::move(options));
  mates_.emplace(g, m);
  return m;
}

}  // namespace detail

using detail::MisereContext;

MisereGame::MisereGame() : node_(detail::zero_node()) {}
MisereGame::MisereGame(std::shared_ptr<const detail::MisereNode> node) : node_(std::move(node)) {}

MisereGame MisereGame::nim_heap(std::uint64_t n) {
  MisereContext ctx;
  return ctx.game(ctx.nim_heap(n));
}

MisereGame MisereGame::from_options(const std::vector<MisereGame>& options) {
  MisereContext ctx;
  std::vector<const detail::MisereNode*> nodes;
  nodes.reserve(options.size());
  for (const MisereGame& o : options) nodes.push_back(ctx.intern(o));
  return ctx.game(ctx.make(std::move(nodes)));
}

const std::vector<MisereGame>& MisereGame::options() const { return node_->options; }
std::uint64_t MisereGame::birthday() const { return node_->birthday; }
std::uint64_t MisereGame::nim_value() const { return node_->gplus; }
std::uint64_t MisereGame::misere_nim_value() const { return node_->gminus; }
OutcomeClass MisereGame::misere_outcome() const {
  return node_->gminus == 0 ? OutcomeClass::P : OutcomeClass::N;
}
bool MisereGame::is_even() const { return !node_->odd; }
bool MisereGame::is_nim_heap() const { return node_->nim_heap; }
std::uint64_t MisereGame::hash() const { return node_->hash; }

MisereGame MisereGame::mate() const {
  MisereContext ctx;
  return ctx.game(ctx.mate(ctx.intern(*this)));
}

MisereGame operator+(const MisereGame& g, const MisereGame& h) {
  MisereContext ctx;
  const auto* a = ctx.intern(g);
  const auto* b = ctx.intern(h);
  return ctx.game(ctx.add(a, b));
}

bool operator==(const MisereGame& g, const MisereGame& h) {
  return g.node() == h.node() || (g.hash() == h.hash() && detail::compare(g.node(), h.node()) == 0);
}

std::strong_ordering operator<=>(const MisereGame& g, const MisereGame& h) {
  const int c = detail::compare(g.node(), h.node());
  return c < 0 ? std::strong_ordering::less : c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal;
}

}  // namespace cgt
