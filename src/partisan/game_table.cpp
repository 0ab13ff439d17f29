// The process-wide table of canonical forms behind cgt::Game: hash-consing,
// canonicalisation (Siegel, CGT, II.2), comparison, sum and negation.
#include <absl/container/flat_hash_map.h>
#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/partisan/game.hpp"

namespace cgt {

class GameTable {
 public:
  using Id = Game::Id;

  static GameTable& instance() {
    static GameTable table;
    return table;
  }

  GameTable() { number_id(Dyadic(0)); }  // id 0 is the game 0

  // ---- construction ------------------------------------------------------------

  Id number_id(const Dyadic& x) {
    const std::string key = x.to_string();
    if (auto it = numbers_.find(key); it != numbers_.end()) return it->second;
    Node node;
    node.number = x;
    const Id id = add(std::move(node));
    numbers_.emplace(key, id);
    return id;
  }

  Id canonical(std::vector<Id> left, std::vector<Id> right) {
    if (left.size() > Game::kMaxOptions || right.size() > Game::kMaxOptions)
      throw LimitError(fmt::format("a game with {} Left and {} Right options exceeds the limit of {} per side",
                                   left.size(), right.size(), Game::kMaxOptions));
    while (true) {
      remove_dominated(left, /*keep_greatest=*/true);
      remove_dominated(right, /*keep_greatest=*/false);
      if (auto x = as_number(left, right)) return number_id(*x);
      if (!bypass_reversible(left, right)) break;
    }
    return intern(std::move(left), std::move(right));
  }

  // ---- queries -----------------------------------------------------------------

  bool is_number(Id g) const { return nodes_[g].number.has_value(); }
  const Dyadic& number(Id g) const { return *nodes_[g].number; }

  std::vector<Id> left(Id g) {
    if (!is_number(g)) return nodes_[g].left;
    const Dyadic& x = number(g);
    if (x.is_integer()) return x.sign() > 0 ? std::vector<Id>{number_id(x - Dyadic(1))} : std::vector<Id>{};
    return {number_id(Dyadic::from_parts(x.numerator() - 1, x.exponent()))};
  }
  std::vector<Id> right(Id g) {
    if (!is_number(g)) return nodes_[g].right;
    const Dyadic& x = number(g);
    if (x.is_integer()) return x.sign() < 0 ? std::vector<Id>{number_id(x + Dyadic(1))} : std::vector<Id>{};
    return {number_id(Dyadic::from_parts(x.numerator() + 1, x.exponent()))};
  }

  std::size_t size() const { return nodes_.size(); }

  // ---- order -------------------------------------------------------------------

  bool leq(Id a, Id b) {
    if (a == b) return true;
    const std::uint64_t key = (std::uint64_t{a} << 32) | b;
    if (auto it = leq_memo_.find(key); it != leq_memo_.end()) return it->second;
    bool result;
    if (is_number(a) && is_number(b)) {
      result = number(a) <= number(b);
    } else if (is_number(a)) {
      // x <= G (G not a number) iff no G^R <= x: by number avoidance Right's winning
      // moves in G - x, if any, include one in G (Siegel, CGT, II.3).
      result = std::none_of(nodes_[b].right.begin(), nodes_[b].right.end(), [&](Id r) { return leq(r, a); });
    } else if (is_number(b)) {
      result = std::none_of(nodes_[a].left.begin(), nodes_[a].left.end(), [&](Id l) { return leq(b, l); });
    } else {
      result = std::none_of(nodes_[a].left.begin(), nodes_[a].left.end(), [&](Id l) { return leq(b, l); }) &&
               std::none_of(nodes_[b].right.begin(), nodes_[b].right.end(), [&](Id r) { return leq(r, a); });
    }
    leq_memo_.emplace(key, result);
    return result;
  }

  // ---- arithmetic --------------------------------------------------------------

  Id negate(Id g) {
    if (g < negation_.size() && negation_[g] != kNone) return negation_[g];
    Id result;
    if (is_number(g)) {
      result = number_id(-number(g));
    } else {
      // The negative of a canonical form is canonical: swap and negate the options.
      std::vector<Id> l, r;
      for (Id x : nodes_[g].right) l.push_back(negate(x));
      for (Id x : nodes_[g].left) r.push_back(negate(x));
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
    if (is_number(a) && is_number(b)) {
      result = number_id(number(a) + number(b));
    } else {
      // Number translation: x + G = {x + G^L | x + G^R} when G is not a number, so a
      // number's own options are never needed.
      std::vector<Id> l, r;
      auto add_moves = [&](Id mover, Id other) {
        if (is_number(mover) && !is_number(other)) return;
        for (Id x : left(mover)) l.push_back(sum(x, other));
        for (Id x : right(mover)) r.push_back(sum(x, other));
      };
      add_moves(a, b);
      add_moves(b, a);
      result = canonical(std::move(l), std::move(r));
    }
    sum_memo_.emplace(key, result);
    return result;
  }

 private:
  static constexpr Id kNone = ~Id{0};

  struct Node {
    std::optional<Dyadic> number;  // set for numbers, whose options are implicit
    std::vector<Id> left, right;   // sorted ids (non-numbers)
  };

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
    const Id id = add(std::move(node));
    forms_.emplace(std::move(key), id);
    return id;
  }

  // Keeps the maximal (Left) or minimal (Right) options, one copy of each.
  void remove_dominated(std::vector<Id>& options, bool keep_greatest) {
    std::sort(options.begin(), options.end());
    options.erase(std::unique(options.begin(), options.end()), options.end());
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
    for (Id l : left(x))
      if (pending_leq(gl, gr, l)) return false;
    return true;
  }
  bool pending_leq(const std::vector<Id>& gl, const std::vector<Id>& gr, Id x) {
    for (Id l : gl)
      if (leq(x, l)) return false;
    for (Id r : right(x))
      if (leq_to_pending(r, gl, gr)) return false;
    return true;
  }

  // Replaces one reversible option by the options it reverses to; true if it did.
  // G^L is reversible through G^LR when G^LR <= G: Left's move there is answered by
  // Right's, so it is replaced by the Left options of G^LR. Symmetrically for Right.
  bool bypass_reversible(std::vector<Id>& left, std::vector<Id>& right) {
    for (std::size_t i = 0; i < left.size(); ++i)
      for (Id lr : this->right(left[i]))
        if (leq_to_pending(lr, left, right)) {
          std::vector<Id> replacement = this->left(lr);
          left.erase(left.begin() + static_cast<std::ptrdiff_t>(i));
          left.insert(left.end(), replacement.begin(), replacement.end());
          return true;
        }
    for (std::size_t i = 0; i < right.size(); ++i)
      for (Id rl : this->left(right[i]))
        if (pending_leq(left, right, rl)) {
          std::vector<Id> replacement = this->right(rl);
          right.erase(right.begin() + static_cast<std::ptrdiff_t>(i));
          right.insert(right.end(), replacement.begin(), replacement.end());
          return true;
        }
    return false;
  }

  std::vector<Node> nodes_;
  absl::flat_hash_map<std::string, Id> numbers_;
  absl::flat_hash_map<Key, Id> forms_;
  absl::flat_hash_map<std::uint64_t, bool> leq_memo_;
  absl::flat_hash_map<std::uint64_t, Id> sum_memo_;
  std::vector<Id> negation_;
};

// ---- Game ------------------------------------------------------------------------

namespace {
GameTable& table() { return GameTable::instance(); }

std::vector<Game::Id> ids(std::span<const Game> games) {
  std::vector<Game::Id> out;
  out.reserve(games.size());
  for (Game g : games) out.push_back(g.id());
  return out;
}
}  // namespace

Game Game::number(const Dyadic& x) { return Game(table().number_id(x)); }

Game Game::nimber(std::uint64_t k) {
  std::vector<Game> options;
  Game g;
  for (std::uint64_t i = 0; i < k; ++i) {
    options.push_back(g);
    g = from_options(options, options);
  }
  return g;
}

Game Game::up() {
  const Game zero;
  const Game star = nimber(1);
  return from_options(std::span(&zero, 1), std::span(&star, 1));
}

Game Game::from_options(std::span<const Game> left, std::span<const Game> right) {
  return Game(table().canonical(ids(left), ids(right)));
}

bool Game::is_number() const noexcept { return table().is_number(id_); }

const Dyadic& Game::number_value() const {
  if (!is_number()) throw DomainError("number_value: the game is not a number");
  return table().number(id_);
}

std::vector<Game> Game::left_options() const {
  std::vector<Game> out;
  for (Id x : table().left(id_)) out.push_back(Game(x));
  return out;
}

std::vector<Game> Game::right_options() const {
  std::vector<Game> out;
  for (Id x : table().right(id_)) out.push_back(Game(x));
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

Dyadic left_stop(Game g) {
  if (g.is_number()) return g.number_value();
  std::optional<Dyadic> best;
  for (Game l : g.left_options()) {
    Dyadic s = right_stop(l);
    if (!best || *best < s) best = std::move(s);
  }
  if (!best) throw DomainError("left_stop: a non-number with no Left option");
  return *best;
}

Dyadic right_stop(Game g) {
  if (g.is_number()) return g.number_value();
  std::optional<Dyadic> best;
  for (Game r : g.right_options()) {
    Dyadic s = left_stop(r);
    if (!best || s < *best) best = std::move(s);
  }
  if (!best) throw DomainError("right_stop: a non-number with no Right option");
  return *best;
}

mpz_class birthday(Game g) {
  if (g.is_number()) return birthday(g.number_value());
  mpz_class most = 0;
  for (Game x : g.left_options()) most = std::max(most, birthday(x));
  for (Game x : g.right_options()) most = std::max(most, birthday(x));
  return most + 1;
}

bool is_infinitesimal(Game g) {
  return left_stop(g) == Dyadic(0) && right_stop(g) == Dyadic(0);
}

}  // namespace cgt
