// The table of canonical forms behind cgt::Game: hash-consing,
// canonicalisation (Siegel, CGT, II.2), comparison, sum and negation.
#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include <algorithm>
#include <deque>
#include <optional>
#include <memory>
#include <string>
#include <typeindex>

#include "cgt/core/container_growth.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/core/stack_guard.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_table.hpp"
#include "cgt/partisan/private_table.hpp"
#include "comparison_memo.hpp"
#include "table_memo.hpp"

static_assert(cgt::Game::kMaxTableSize <= (std::size_t{1} << cgt::detail::ComparisonMemo::kIdBits),
              "ids must fit the comparison memo's words");

namespace cgt {

class detail::TableStore {
 public:
  using Id = Game::Id;

  TableStore() { number_id(Dyadic(0)); }  // id 0 is the game 0

  // ---- construction ------------------------------------------------------------

  // A number's key in the tables: its numerator in base 32 and its exponent. A
  // power-of-two base converts in linear time, where decimal takes O(M(n) log n): a
  // chain of 636,056 dyadics of as many bits (the thermograph of 231:-(86^3)) spent
  // minutes in decimal conversions. Large numbers are work in proportion to their size.
  std::string number_key(const Dyadic& x) {
    tick(1 + mpz_size(x.numerator().get_mpz_t()));
    return fmt::format("{}/{}", x.numerator().get_str(32), x.exponent());
  }

  Id number_id(const Dyadic& x) {
    const std::string key = number_key(x);
    if (auto it = numbers_.find(key); it != numbers_.end()) return it->second;
    Node node;
    node.number = x;
    node.options_ready = false;
    const Id id = add(std::move(node));
    numbers_.emplace(key, id);
    return id;
  }

  // The most ups a closed form holds. Sums and differences of two closed forms then
  // stay inside a long (2^61 + 2^61 < 2^63), and anything past it is refused, never wrapped.
  static constexpr long kMaxUps = 1L << 61;

  // x + n·↑ + *k, held in closed form: a number when n = k = 0.
  Id nus_id(const Dyadic& x, long n, std::uint64_t k) {
    if (n > kMaxUps || n < -kMaxUps)
      throw LimitError(fmt::format("a multiple of ^ too large: {} ups (at most 2^61)", n));
    if (n == 0 && k == 0) return number_id(x);
    const std::string key = fmt::format("{}|{}|{}", number_key(x), n, k);
    if (auto it = nus_.find(key); it != nus_.end()) return it->second;
    Node node;
    node.nus = NumberUpStar{x, n, k};
    node.options_ready = false;
    const Id id = add(std::move(node));
    nus_.emplace(key, id);
    return id;
  }

  // The closed form of a number or x + n·↑ + *k, if g is one.
  std::optional<NumberUpStar> nus_of(Id g) const {
    if (nodes_[g].number) return NumberUpStar{*nodes_[g].number, 0, 0};
    return nodes_[g].nus;
  }

  Id canonical(std::vector<Id> left, std::vector<Id> right) {
    if (left.size() > Game::kMaxOptions || right.size() > Game::kMaxOptions)
      throw LimitError(fmt::format("a game with {} Left and {} Right options exceeds the limit of {} per side",
                                   left.size(), right.size(), Game::kMaxOptions));
    sort_unique(left);
    sort_unique(right);
    if (auto k = impartial_mex(left, right)) return nus_id(Dyadic(), 0, *k);
    while (true) {
      remove_dominated(left, /*keep_greatest=*/true);
      remove_dominated(right, /*keep_greatest=*/false);
      if (auto x = as_number(left, right)) return number_id(*x);
      if (!bypass_reversible(left, right)) break;
    }
    if (auto v = as_number_up_star(left, right)) return nus_id(v->number, v->ups, v->nimber);
    return intern(std::move(left), std::move(right));
  }

  // ---- queries -----------------------------------------------------------------

  bool is_number(Id g) const { return nodes_[g].number.has_value(); }
  const Dyadic& number(Id g) const { return *nodes_[g].number; }

  // Options of g. Numbers and x + n·↑ + *k get theirs on first use, from their
  // closed forms; the references stay valid as the table grows (a deque).
  // Every walk over options (sums, comparison, negation, and the library's recursions
  // through Game::left_options) passes here once per level: the place to stop a walk
  // that nesting would take past the thread's stack (cgt/core/stack_guard.hpp).
  const std::vector<Id>& left(Id g) {
    visit();
    ensure_options(g);
    return nodes_[g].left;
  }
  const std::vector<Id>& right(Id g) {
    visit();
    ensure_options(g);
    return nodes_[g].right;
  }

  // Once per option list walked: the stack guard, and a step of work (tick).
  void visit() {
    check_stack("a game's options");
    tick();
  }

  // Before a table of the game table doubles: the memory limit of the run watching it.
  void check_growth(std::uint64_t bytes) const {
    if (run_ != nullptr && bytes != 0) run_->check_growth("the game table", bytes);
  }

  // One step of work (an option list walked, a comparison): every 4096 steps, the run
  // control a GameTable::Watch gave (a clock read; cheap at that rate). Comparisons
  // count too: simplifying a game with thousands of nimber options is millions of them
  // between closed forms, without a single option list.
  // `units` > 1 charges a copy of a long option list: one unit an option, so that a
  // recursion copying a nimber's 683,142 options at each level meets the memory limit
  // within a level or two, not after thousands of levels and gigabytes.
  // A GameTable::WorkLimit ends work at `work_end_` steps, checked at the same rate.
  void tick(std::uint64_t units = 1) {
    const std::uint64_t before = visits_;
    visits_ += units;
    if ((before >> 12) == (visits_ >> 12)) return;
    if (run_ != nullptr) run_->checkpoint("computing with games", visits_, 0);
    if (visits_ > work_end_)
      throw LimitError(fmt::format("work limit: more than {} steps of work with games", work_units_));
  }

  // The run control of the innermost GameTable::Watch (null: none).
  RunControl* run_ = nullptr;
  std::uint64_t visits_ = 0;  // steps of work so far
  // The innermost GameTable::WorkLimit: the step count it ends at and its size.
  std::uint64_t work_end_ = ~std::uint64_t{0};
  std::uint64_t work_units_ = 0;

  std::size_t size() const { return nodes_.size(); }

  // ---- order -------------------------------------------------------------------

  bool leq(Id a, Id b) {
    if (a == b) return true;
    tick();
    if (is_closed(a) && is_closed(b)) return closed_leq(a, b);  // arithmetic: no memo entry
    if (const auto known = leq_memo_.find(a, b)) return *known;
    bool result;
    if (is_number(a)) {
      // x <= G (G not a number) iff no G^R <= x: by number avoidance Right's winning
      // moves in G - x, if any, include one in G (Siegel, CGT, II.3).
      const auto& gr = right(b);
      result = std::none_of(gr.begin(), gr.end(), [&](Id r) { return leq(r, a); });
    } else if (is_number(b)) {
      const auto& gl = left(a);
      result = std::none_of(gl.begin(), gl.end(), [&](Id l) { return leq(b, l); });
    } else {
      const auto& al = left(a);
      const auto& br = right(b);
      result = std::none_of(al.begin(), al.end(), [&](Id l) { return leq(b, l); }) &&
               std::none_of(br.begin(), br.end(), [&](Id r) { return leq(r, a); });
    }
    check_growth(leq_memo_.growth_bytes());
    leq_memo_.insert(a, b, result);
    return result;
  }

  // ---- arithmetic --------------------------------------------------------------

  Id negate(Id g) {
    if (g < negation_.size() && negation_[g] != kNone) return negation_[g];
    Id result;
    if (const auto v = nus_of(g)) {
      result = nus_id(-v->number, -v->ups, v->nimber);
    } else {
      // The negative of a canonical form is canonical: swap and negate the options.
      std::vector<Id> l, r;
      for (Id x : right(g)) l.push_back(negate(x));
      for (Id x : left(g)) r.push_back(negate(x));
      result = intern(std::move(l), std::move(r));
    }
    if (negation_.size() <= std::max(g, result)) negation_.resize(std::max(g, result) + 1, kNone);
    negation_[g] = result;
    negation_[result] = g;
    return result;
  }

  Id sum(Id a, Id b) {
    if (a == 0) return b;
    if (b == 0) return a;
    if (a > b) std::swap(a, b);
    const std::uint64_t key = (std::uint64_t{a} << 32) | b;
    if (auto it = sum_memo_.find(key); it != sum_memo_.end()) return it->second;
    Id result;
    const auto va = nus_of(a), vb = nus_of(b);
    if (va && vb) {
      result = nus_id(va->number + vb->number, va->ups + vb->ups, va->nimber ^ vb->nimber);
    } else {
      // Number translation: x + G = {x + G^L | x + G^R} when G is not a number, so a
      // number's own options are never needed.
      std::vector<Id> l, r;
      auto add_moves = [&](Id mover, Id other) {
        if (is_number(mover) && !is_number(other)) return;
        const std::vector<Id> ml = left(mover), mr = right(mover);  // copies: sum() grows the table
        for (Id x : ml) l.push_back(sum(x, other));
        for (Id x : mr) r.push_back(sum(x, other));
      };
      add_moves(a, b);
      add_moves(b, a);
      result = canonical(std::move(l), std::move(r));
    }
    check_growth(map_growth(sum_memo_, 1));
    sum_memo_.emplace(key, result);
    return result;
  }

 private:
  static constexpr Id kNone = ~Id{0};

  struct Node {
    std::optional<Dyadic> number;       // set for numbers
    std::optional<NumberUpStar> nus;    // set for x + n·↑ + *k (not a number)
    std::vector<Id> left, right;        // sorted ids
    bool options_ready = true;          // numbers and NUS fill theirs on first use
  };

  static NumberUpStar difference(const NumberUpStar& a, const NumberUpStar& b) {
    return {a.number - b.number, a.ups - b.ups, a.nimber ^ b.nimber};
  }
  // x + n·↑ + *k >= 0 iff x > 0, or x = 0 and n·↑ + *k >= 0: n >= 2; n = 1 unless k = 1
  // (↑* is confused with 0); n = 0 only for k = 0 (Winning Ways ch. 3; Siegel, CGT, II.4).
  // Numbers and x + n·↑ + *k: held in closed form.
  bool is_closed(Id g) const { return nodes_[g].number.has_value() || nodes_[g].nus.has_value(); }

  // a <= b for closed forms, read in place (no copies of big numbers): the number parts
  // decide unless equal; then n·↑ + *k >= 0 for the difference, as in nonnegative().
  bool closed_leq(Id a, Id b) const {
    const Node& na = nodes_[a];
    const Node& nb = nodes_[b];
    const Dyadic& xa = na.number ? *na.number : na.nus->number;
    const Dyadic& xb = nb.number ? *nb.number : nb.nus->number;
    if (xa != xb) return xa < xb;
    const long ups = (nb.nus ? nb.nus->ups : 0) - (na.nus ? na.nus->ups : 0);
    const std::uint64_t nimber = (nb.nus ? nb.nus->nimber : 0) ^ (na.nus ? na.nus->nimber : 0);
    if (ups >= 2) return true;
    if (ups == 1) return nimber != 1;
    return ups == 0 && nimber == 0;
  }

  static bool nonnegative(const NumberUpStar& v) {
    if (v.number != Dyadic(0)) return v.number.sign() > 0;
    if (v.ups >= 2) return true;
    if (v.ups == 1) return v.nimber != 1;
    return v.ups == 0 && v.nimber == 0;
  }

  // Canonical options from the closed forms (for n >= 1 and (n, k) != (1, 1)):
  //   x + *k      = {x + *j (j < k) | x + *j (j < k)}
  //   x + n↑ + *k = {x | x + (n-1)↑ + *(k xor 1)},   x + ↑* = {x, x* | x},
  // and their negatives for n <= -1. Checked against the generic canonicaliser in tests.
  void ensure_options(Id g) {
    if (nodes_[g].options_ready) return;
    std::vector<Id> l, r;
    if (nodes_[g].number) {
      const Dyadic x = *nodes_[g].number;
      if (x.is_integer()) {
        if (x.sign() > 0) l.push_back(number_id(x - Dyadic(1)));
        if (x.sign() < 0) r.push_back(number_id(x + Dyadic(1)));
      } else {
        l.push_back(number_id(Dyadic::from_parts(x.numerator() - 1, x.exponent())));
        r.push_back(number_id(Dyadic::from_parts(x.numerator() + 1, x.exponent())));
      }
    } else {
      const NumberUpStar v = *nodes_[g].nus;
      const Id x = number_id(v.number);
      if (v.ups == 0) {
        // *k has k options on each side: past the per-side limit, listing them would
        // take hours and gigabytes, so a walk that needs them is refused instead.
        if (v.nimber > Game::kMaxOptions)
          throw LimitError(fmt::format("*{} has {} options on each side, past the limit of {}; "
                                       "this operation needs them listed",
                                       v.nimber, v.nimber, Game::kMaxOptions));
        for (std::uint64_t j = 0; j < v.nimber; ++j) l.push_back(nus_id(v.number, 0, j));
        r = l;
      } else if (v.ups == 1 && v.nimber == 1) {
        l = {x, nus_id(v.number, 0, 1)};
        r = {x};
      } else if (v.ups == -1 && v.nimber == 1) {
        l = {x};
        r = {x, nus_id(v.number, 0, 1)};
      } else if (v.ups > 0) {
        l = {x};
        r = {nus_id(v.number, v.ups - 1, v.nimber ^ 1)};
      } else {
        l = {nus_id(v.number, v.ups + 1, v.nimber ^ 1)};
        r = {x};
      }
    }
    std::sort(l.begin(), l.end());
    std::sort(r.begin(), r.end());
    nodes_[g].left = std::move(l);
    nodes_[g].right = std::move(r);
    nodes_[g].options_ready = true;
  }

  // The closed form of {left | right} (canonical options) when it is x + n·↑ + *k:
  // the shapes above, read backwards.
  std::optional<NumberUpStar> as_number_up_star(const std::vector<Id>& left, const std::vector<Id>& right) {
    auto one = [&](const std::vector<Id>& side) { return side.size() == 1 ? nus_of(side[0]) : std::nullopt; };
    // x + *k: both sides are x + *0, ..., x + *(k-1).
    if (!left.empty() && left == right) {
      const auto first = nus_of(left[0]);
      if (!first) return std::nullopt;
      std::vector<bool> seen(left.size(), false);
      for (Id o : left) {
        const auto v = nus_of(o);
        if (!v || v->number != first->number || v->ups != 0 || v->nimber >= left.size()) return std::nullopt;
        seen[v->nimber] = true;
      }
      if (std::find(seen.begin(), seen.end(), false) != seen.end()) return std::nullopt;
      return NumberUpStar{first->number, 0, left.size()};
    }
    const auto l1 = one(left), r1 = one(right);
    // x + n↑ + *k, n >= 1: {x | x + (n-1)↑ + *(k xor 1)} with n - 1 >= 0.
    if (l1 && r1 && l1->ups == 0 && l1->nimber == 0 && r1->number == l1->number && r1->ups >= 0 &&
        !(r1->ups == 0 && r1->nimber == 0))
      return NumberUpStar{l1->number, r1->ups + 1, r1->nimber ^ 1};
    if (l1 && r1 && r1->ups == 0 && r1->nimber == 0 && l1->number == r1->number && l1->ups <= 0 &&
        !(l1->ups == 0 && l1->nimber == 0))
      return NumberUpStar{r1->number, l1->ups - 1, l1->nimber ^ 1};
    // x + ↑* = {x, x* | x} and x + ↓* = {x | x, x*}.
    auto is_x_and_x_star = [&](const std::vector<Id>& side, const Dyadic& x) {
      if (side.size() != 2) return false;
      const auto a = nus_of(side[0]), b = nus_of(side[1]);
      if (!a || !b) return false;
      const bool ab = a->number == x && a->ups == 0 && a->nimber == 0 && b->number == x && b->ups == 0 && b->nimber == 1;
      const bool ba = b->number == x && b->ups == 0 && b->nimber == 0 && a->number == x && a->ups == 0 && a->nimber == 1;
      return ab || ba;
    };
    if (r1 && r1->ups == 0 && r1->nimber == 0 && is_x_and_x_star(left, r1->number))
      return NumberUpStar{r1->number, 1, 1};
    if (l1 && l1->ups == 0 && l1->nimber == 0 && is_x_and_x_star(right, l1->number))
      return NumberUpStar{l1->number, -1, 1};
    return std::nullopt;
  }

  struct Key {
    std::vector<Id> left, right;
    friend bool operator==(const Key&, const Key&) = default;
    template <class H>
    friend H AbslHashValue(H h, const Key& k) {
      return H::combine(std::move(h), k.left, k.right);
    }
  };

  Id add(Node node) {
    if (nodes_.size() >= Game::kMaxTableSize)
      throw LimitError(fmt::format("the game table is full ({} canonical forms)", Game::kMaxTableSize));
    nodes_.push_back(std::move(node));
    return static_cast<Id>(nodes_.size() - 1);
  }

  Id intern(std::vector<Id> left, std::vector<Id> right) {
    std::sort(left.begin(), left.end());
    std::sort(right.begin(), right.end());
    Key key{left, right};
    if (auto it = forms_.find(key); it != forms_.end()) return it->second;
    Node node;
    node.left = std::move(left);
    node.right = std::move(right);
    check_growth(map_growth(forms_, 1));
    const Id id = add(std::move(node));
    forms_.emplace(std::move(key), id);
    return id;
  }

  // {S | S} with S a set of nimbers is *mex(S) (Sprague-Grundy; Winning Ways ch. 3):
  // O(k log k), where removing dominated options would compare all k^2 pairs (a nimber
  // rebuilt from its options, as loopy graphs and explicit forms do, took k^3 steps).
  // Both sides sorted, without repeats.
  std::optional<std::uint64_t> impartial_mex(const std::vector<Id>& left, const std::vector<Id>& right) const {
    if (left.empty() || left != right) return std::nullopt;
    std::vector<std::uint64_t> heaps;
    for (Id x : left) {
      const Node& node = nodes_[x];
      if (!node.nus || node.nus->ups != 0 || node.nus->number != Dyadic()) {
        if (x != 0) return std::nullopt;  // 0 is a number, not a NUS node
        heaps.push_back(0);
        continue;
      }
      heaps.push_back(node.nus->nimber);
    }
    std::sort(heaps.begin(), heaps.end());
    std::uint64_t mex = 0;
    for (std::uint64_t h : heaps)
      if (h == mex) ++mex;
      else if (h > mex) break;
    return mex;
  }

  static void sort_unique(std::vector<Id>& ids) {
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  }

  // Keeps the maximal (Left) or minimal (Right) options, one copy of each.
  void remove_dominated(std::vector<Id>& options, bool keep_greatest) {
    sort_unique(options);
    std::vector<Id> kept;
    for (std::size_t i = 0; i < options.size(); ++i) {
      bool dominated = false;
      for (std::size_t j = 0; j < options.size() && !dominated; ++j)
        if (i != j) dominated = keep_greatest ? leq(options[i], options[j]) : leq(options[j], options[i]);
      if (!dominated) kept.push_back(options[i]);
    }
    options = std::move(kept);
  }

  // {L | R} is a number when every option is and max L < min R (or a side is empty):
  // then it equals the simplest number between them.
  std::optional<Dyadic> as_number(const std::vector<Id>& left, const std::vector<Id>& right) {
    for (Id x : left)
      if (!is_number(x)) return std::nullopt;
    for (Id x : right)
      if (!is_number(x)) return std::nullopt;
    std::optional<Dyadic> lo, hi;
    for (Id x : left)
      if (!lo || *lo < number(x)) lo = number(x);
    for (Id x : right)
      if (!hi || number(x) < *hi) hi = number(x);
    if (lo && hi && !(*lo < *hi)) return std::nullopt;
    return simplest_number(lo, hi);
  }

  // Comparisons against the game G = {gl | gr} under construction (not in the table).
  // X <= G iff no X^L >= G and no G^R <= X;  G <= X iff no G^L >= X and no X^R <= G.
  bool leq_to_pending(Id x, const std::vector<Id>& gl, const std::vector<Id>& gr) {
    for (Id r : gr)
      if (leq(r, x)) return false;
    return !any_option(x, true, [&](Id l) { return pending_leq(gl, gr, l); });
  }
  bool pending_leq(const std::vector<Id>& gl, const std::vector<Id>& gr, Id x) {
    for (Id l : gl)
      if (leq(x, l)) return false;
    return !any_option(x, false, [&](Id r) { return leq_to_pending(r, gl, gr); });
  }

  // Whether found(option) holds for some Left (or Right) option of x, stopping at the
  // first. The options of x + *k (x + *j for j < k) are made one at a time rather than
  // listed: comparisons usually stop at the first, and listing every *j below *k costs
  // O(k^2) over a game with a *k option (a fuzzer's {0|*13192} took 12 s).
  template <class Found>
  bool any_option(Id x, bool left_side, Found&& found) {
    visit();
    const Node& node = nodes_[x];  // a deque: stays put as the table grows
    if (!node.options_ready && node.nus && node.nus->ups == 0) {
      const NumberUpStar v = *node.nus;
      for (std::uint64_t j = 0; j < v.nimber; ++j)
        if (found(nus_id(v.number, 0, j))) return true;
      return false;
    }
    const std::vector<Id>& options = left_side ? left(x) : right(x);
    for (std::size_t i = 0; i < options.size(); ++i)
      if (found(options[i])) return true;
    return false;
  }

  // Replaces one reversible option by the options it reverses to; true if it did.
  // G^L is reversible through G^LR when G^LR <= G: Left's move there is answered by
  // Right's, so it is replaced by the Left options of G^LR. Symmetrically for Right.
  bool bypass_reversible(std::vector<Id>& left, std::vector<Id>& right) {
    for (std::size_t i = 0; i < left.size(); ++i)
      for (Id lr : std::vector<Id>(this->right(left[i])))
        if (leq_to_pending(lr, left, right)) {
          std::vector<Id> replacement = this->left(lr);
          left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
          left.insert(left.end(), replacement.begin(), replacement.end());
          return true;
        }
    for (std::size_t i = 0; i < right.size(); ++i)
      for (Id rl : std::vector<Id>(this->left(right[i])))
        if (pending_leq(left, right, rl)) {
          std::vector<Id> replacement = this->right(rl);
          right.erase(right.begin() + static_cast<std::ptrdiff_t>(i));
          right.insert(right.end(), replacement.begin(), replacement.end());
          return true;
        }
    return false;
  }

  std::deque<Node> nodes_;
  absl::flat_hash_map<std::string, Id> numbers_, nus_;
  absl::flat_hash_map<Key, Id> forms_;
  detail::ComparisonMemo leq_memo_;
  absl::flat_hash_map<std::uint64_t, Id> sum_memo_;
  std::vector<Id> negation_;

 public:
  // Memos of other operations keyed by this table's ids (table_memo.hpp).
  absl::flat_hash_map<std::type_index, std::unique_ptr<detail::TableMemo>> memos_;
};

// ---- Game ------------------------------------------------------------------------

namespace {
using detail::TableStore;

// The table this thread's games live in: the one a GameTable::Use bound, else the
// thread's own, made on first use (cgt/partisan/game_table.hpp).
thread_local TableStore* bound_table = nullptr;
thread_local std::unique_ptr<TableStore> own_table;

TableStore& table() {
  if (bound_table != nullptr) return *bound_table;
  if (!own_table) own_table = std::make_unique<TableStore>();
  return *own_table;
}

std::vector<Game::Id> ids(std::span<const Game> games) {
  std::vector<Game::Id> out;
  out.reserve(games.size());
  for (Game g : games) out.push_back(g.id());
  return out;
}
}  // namespace

Game Game::number(const Dyadic& x) { return Game(table().number_id(x)); }

Game Game::nimber(std::uint64_t k) { return Game(table().nus_id(Dyadic(0), 0, k)); }

Game Game::up() { return Game(table().nus_id(Dyadic(0), 1, 0)); }

Game Game::number_up_star(const Dyadic& x, long ups, std::uint64_t nimber) {
  return Game(table().nus_id(x, ups, nimber));
}

std::optional<NumberUpStar> Game::as_number_up_star() const { return table().nus_of(id_); }

Game Game::from_options(std::span<const Game> left, std::span<const Game> right) {
  return Game(table().canonical(ids(left), ids(right)));
}

bool Game::is_number() const noexcept { return table().is_number(id_); }

bool Game::is_integer() const { return is_number() && number_value().is_integer(); }

const Dyadic& Game::number_value() const {
  if (!is_number()) throw DomainError("number_value: the game is not a number");
  return table().number(id_);
}

std::vector<Game> Game::left_options() const {
  const std::vector<Id>& ids = table().left(id_);
  table().tick(ids.size());
  std::vector<Game> out;
  out.reserve(ids.size());
  for (Id x : ids) out.push_back(Game(x));
  return out;
}

std::vector<Game> Game::right_options() const {
  const std::vector<Id>& ids = table().right(id_);
  table().tick(ids.size());
  std::vector<Game> out;
  out.reserve(ids.size());
  for (Id x : ids) out.push_back(Game(x));
  return out;
}

Game operator+(Game a, Game b) { return Game(table().sum(a.id(), b.id())); }
Game operator-(Game a) { return Game(table().negate(a.id())); }

std::size_t Game::table_size() { return table().size(); }

bool leq(Game a, Game b) { return table().leq(a.id(), b.id()); }

Relation compare(Game a, Game b) {
  const bool le = leq(a, b), ge = leq(b, a);
  if (le && ge) return Relation::Equal;
  if (le) return Relation::Less;
  if (ge) return Relation::Greater;
  return Relation::Confused;
}

OutcomeClass outcome(Game g) {
  switch (compare(g, Game())) {
    case Relation::Greater: return OutcomeClass::L;
    case Relation::Less: return OutcomeClass::R;
    case Relation::Equal: return OutcomeClass::P;
    case Relation::Confused: break;
  }
  return OutcomeClass::N;
}

namespace {
// Stops by game id (Siegel, CGT II.3): without memos the recursion is exponential
// (*n reaches *k along every chain of smaller nimbers).
struct StopMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, Dyadic> left, right;
};

Dyadic stop(Game g, bool left, StopMemo& memo) {
  if (g.is_number()) return g.number_value();
  // x + n.^ + *k: an infinitesimal's stops are 0, so both stops are x, without the walk
  // through *k's k options.
  if (const std::optional<NumberUpStar> nus = g.as_number_up_star()) return nus->number;
  auto& map = left ? memo.left : memo.right;
  if (auto it = map.find(g.id()); it != map.end()) return it->second;
  std::optional<Dyadic> best;
  for (Game o : left ? g.left_options() : g.right_options()) {
    Dyadic s = stop(o, !left, memo);
    if (!best || (left ? *best < s : s < *best)) best = std::move(s);
  }
  if (!best)
    throw DomainError(left ? "left_stop: a non-number with no Left option" : "right_stop: a non-number with no Right option");
  map.emplace(g.id(), *best);
  return *best;
}
}  // namespace

Dyadic left_stop(Game g) { return stop(g, true, detail::table_memo<StopMemo>()); }

Dyadic right_stop(Game g) { return stop(g, false, detail::table_memo<StopMemo>()); }

namespace {
// Birthdays by game id: without it the walk is exponential in the birthday (*n has the
// options *0..*n-1, each reached again from every larger nimber).
struct BirthdayMemo : detail::TableMemo {
  absl::flat_hash_map<Game::Id, mpz_class> map;
};

// The birthday of n.^ + *k (n >= 0 by symmetry): n + 1 when k = 0 < n; n + (k xor 1)
// when n is odd and k != 1; n + k otherwise. Siegel's closed form in CGSuite
// (CanonicalShortGameOps.birthday); a test checks it against the recursive definition.
mpz_class up_star_birthday(long ups, std::uint64_t nimber) {
  const mpz_class n = ups < 0 ? -mpz_class(ups) : mpz_class(ups);
  const auto k = [](std::uint64_t v) { return mpz_class(static_cast<unsigned long>(v)); };
  if (n > 0 && nimber == 0) return n + 1;
  if (mpz_odd_p(n.get_mpz_t()) != 0 && nimber != 1) return n + k(nimber ^ 1);
  return n + k(nimber);
}

mpz_class birthday(Game g, absl::flat_hash_map<Game::Id, mpz_class>& memo) {
  if (g.is_number()) return birthday(g.number_value());
  // x + n.^ + *k: the birthdays of the number and of the infinitesimal add.
  if (const std::optional<NumberUpStar> nus = g.as_number_up_star())
    return birthday(nus->number) + up_star_birthday(nus->ups, nus->nimber);
  if (auto it = memo.find(g.id()); it != memo.end()) return it->second;
  mpz_class most = 0;
  for (Game x : g.left_options()) most = std::max(most, birthday(x, memo));
  for (Game x : g.right_options()) most = std::max(most, birthday(x, memo));
  most += 1;
  memo.emplace(g.id(), most);
  return most;
}
}  // namespace

mpz_class birthday(Game g) { return birthday(g, detail::table_memo<BirthdayMemo>().map); }

GameTable::GameTable() : store_(std::make_unique<TableStore>()) {}
GameTable::~GameTable() = default;
std::size_t GameTable::size() const noexcept { return store_->size(); }

GameTable::Use::Use(GameTable& table) noexcept : previous_(bound_table) { bound_table = table.store_.get(); }
GameTable::Use::~Use() { bound_table = previous_; }

GameTable::Watch::Watch(RunControl& run) noexcept : table_(&table()), previous_(table_->run_), scope_(run) {
  table_->run_ = &run;
}
GameTable::Watch::~Watch() { table_->run_ = previous_; }

void GameTable::charge(std::uint64_t units) { table().tick(units); }

GameTable::WorkLimit::WorkLimit(std::uint64_t units) noexcept
    : table_(&table()), previous_end_(table_->work_end_), previous_units_(table_->work_units_) {
  const std::uint64_t end = table_->visits_ + units;
  if (end >= table_->visits_ && end < previous_end_) {  // the tighter limit wins; no wrap
    table_->work_end_ = end;
    table_->work_units_ = units;
  }
}
GameTable::WorkLimit::~WorkLimit() {
  table_->work_end_ = previous_end_;
  table_->work_units_ = previous_units_;
}

std::unique_ptr<detail::TableMemo>& detail::table_memo_slot(std::type_index type) { return table().memos_[type]; }

bool is_infinitesimal(Game g) {
  return left_stop(g) == Dyadic(0) && right_stop(g) == Dyadic(0);
}

}  // namespace cgt
