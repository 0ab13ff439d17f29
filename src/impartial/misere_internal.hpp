#pragma once
// Internals of misere_game.hpp: the immutable nodes, the phyla of Dan Hoey's
// classification (as CGSuite uses them to decide the genus), and the per-operation
// context that interns nodes (so that equal games are one pointer) and memoises.

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/impartial/misere_game.hpp"

namespace cgt {

namespace detail {

/// Ordered as CGSuite's Phylum (the order matters when options are combined).
enum class Phylum : std::uint8_t {
  NimHeap,
  HereditarilyTame,
  ReversiblyTame,
  Tameable,
  WildOfTameGenus,
  HereditarilyRestive,
  ReversiblyRestive,
  WildOfRestiveGenus,
  Restless,
  WildOfRestlessGenus,
  Wild,
};

inline bool generally_tame(Phylum p) { return p <= Phylum::ReversiblyTame; }
inline bool hereditarily_tame(Phylum p) { return p <= Phylum::HereditarilyTame; }
inline bool is_tameable(Phylum p) { return p <= Phylum::Tameable; }
inline bool generally_restive(Phylum p) {
  return p == Phylum::HereditarilyRestive || p == Phylum::ReversiblyRestive;
}
inline bool restive_or_tame(Phylum p) { return generally_tame(p) || generally_restive(p); }
inline bool is_wild(Phylum p) {
  return p == Phylum::WildOfTameGenus || p == Phylum::WildOfRestiveGenus ||
         p == Phylum::WildOfRestlessGenus || p == Phylum::Wild;
}

struct MisereNode {
  std::vector<MisereGame> options;  // canonical, in the deterministic order
  std::uint64_t hash = 0;
  std::uint32_t birthday = 0;
  std::uint32_t gplus = 0;   // normal Grundy value
  std::uint32_t gminus = 1;  // misère Grundy value
  Phylum phylum = Phylum::NimHeap;
  bool odd = false;       // G = E + 1 with E even; E is then the last option
  bool nim_heap = true;
};

using NodePtr = std::shared_ptr<const MisereNode>;

inline const MisereNode* opt(const MisereNode* n, std::size_t i) { return n->options[i].node(); }
inline const MisereNode* even_part(const MisereNode* n) { return n->odd ? n->options.back().node() : n; }

/// <0, 0, >0 in the deterministic order; structural, so it works across contexts.
int compare(const MisereNode* a, const MisereNode* b);

/// One operation's workspace: nodes interned by structure, memo tables. Never shared.
///
/// Misère sums grow fast (a 30-character sum can need millions of positions), so every
/// context counts its work: one step per option of each game it builds, per sum looked
/// up (memo hits included: a sum's recursion revisits pairs many times) and per option
/// scanned by the reduction and the part search. Past
/// `max_steps` (0: unbounded) it throws cgt::LimitError; every few thousand steps it
/// polls `run` (by default the thread's scoped run, cgt::scoped_run()), so a caller's
/// time and memory limits and cancellation apply.
class MisereContext {
 public:
  /// The bound on one operation of the MisereGame API (sum, printing, genus, …):
  /// about two seconds' work in a Release build (20 million steps a second measured
  /// printing misère Grundy's game 40), and well under 1 GiB.
  static constexpr std::uint64_t kDefaultMaxSteps = 40'000'000;

  explicit MisereContext(RunControl& run = scoped_run(), std::uint64_t max_steps = kDefaultMaxSteps);
  const MisereNode* intern(const NodePtr& node);
  const MisereNode* intern(const MisereGame& g) { return intern(g.shared_node()); }
  /// The canonical form of the game with these (interned) options.
  const MisereNode* make(std::vector<const MisereNode*> options);
  const MisereNode* zero() const { return zero_; }
  const MisereNode* nim_heap(std::uint64_t n);
  const MisereNode* add(const MisereNode* g, const MisereNode* h);
  const MisereNode* plus_one(const MisereNode* g);  // g + *1
  const MisereNode* mate(const MisereNode* g);
  bool has_option(const MisereNode* g, const MisereNode* h) const;
  MisereGame game(const MisereNode* n) const { return MisereGame(ptr(n)); }
  NodePtr ptr(const MisereNode* n) const;

  // misere_parts.cpp
  /// The pairs (x, y), x + y = e, of even parts of the even game e; first (0, e).
  const std::vector<std::pair<const MisereNode*, const MisereNode*>>& partitions(const MisereNode* e);
  /// g - h, or nullptr when h is not a part of g.
  const MisereNode* subtract(const MisereNode* g, const MisereNode* h);
  const MisereNode* find_link(const MisereNode* g, const MisereNode* h);
  const MisereNode* discriminator(const MisereNode* g, const MisereNode* h);
  const MisereNode* discriminator_pn(const MisereNode* g, const MisereNode* h);
  /// Not 0 or *1, and the even part's only partition is (0, itself).
  bool is_prime(const MisereNode* g);
  /// Appends to `out` every partition of g into even primes in nondecreasing order,
  /// each after `partial` (and *1 when g is odd). Counts one step a partition.
  void prime_partitions(const MisereNode* g, std::vector<const MisereNode*>& partial,
                        std::vector<std::vector<const MisereNode*>>& out);

  // misere_genus.cpp
  const Genus& genus(const MisereNode* g);

 private:
  const MisereNode* lookup(std::uint64_t hash, const std::vector<const MisereNode*>& options) const;
  const MisereNode* reduce(const std::vector<const MisereNode*>& options);
  const MisereNode* store(NodePtr node);
  void count_steps(std::size_t steps);

  RunControl& run_;
  std::uint64_t max_steps_;
  std::uint64_t steps_ = 0;

  std::unordered_map<const MisereNode*, const MisereNode*> interned_;
  std::unordered_multimap<std::uint64_t, NodePtr> table_;
  std::unordered_map<const MisereNode*, NodePtr> owner_;
  const MisereNode* zero_ = nullptr;
  std::vector<const MisereNode*> nim_heaps_;
  std::map<std::pair<const MisereNode*, const MisereNode*>, const MisereNode*> sums_;
  std::unordered_map<const MisereNode*, const MisereNode*> mates_;
  std::unordered_map<const MisereNode*, std::vector<std::pair<const MisereNode*, const MisereNode*>>>
      partitions_;
  std::map<std::pair<const MisereNode*, const MisereNode*>, const MisereNode*> discriminators_;
  std::unordered_map<const MisereNode*, Genus> genera_;
};

}  // namespace detail
}  // namespace cgt
