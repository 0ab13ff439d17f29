// Values of the expression language (see cgt/lang/value.hpp).
#include "cgt/lang/value.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <unordered_map>

#include "cgt/core/error.hpp"
#include "cgt/partisan/loopy/cgsuite_order.hpp"
#include "cgt/partisan/notation.hpp"

namespace cgt::lang {
namespace {

// A rational is dyadic when its (reduced) denominator is a power of two.
bool is_dyadic(const mpq_class& q) {
  const mpz_class& d = q.get_den();
  return mpz_popcount(d.get_mpz_t()) == 1;
}

Dyadic to_dyadic(const mpq_class& q) {
  const mpz_class& d = q.get_den();
  const std::uint64_t exponent = mpz_sizeinbase(d.get_mpz_t(), 2) - 1;
  return Dyadic::from_parts(q.get_num(), exponent);
}

std::string trajectory_text(const Trajectory& t) {
  const auto temps = t.critical_temperatures();
  const Dyadic top = temps.empty() ? Dyadic(-1) : temps.front();
  std::vector<std::string> texts;
  for (const Dyadic& x : temps) texts.push_back(x.to_string());
  return fmt::format("Trajectory({},[{}],[{}])", t.value_at(top).to_string(), fmt::join(texts, ","),
                     fmt::join(t.slopes_from_top(), ","));
}

int kind_rank(const Value& v) {
  if (v.is_game()) return 0;
  return 1;
}

}  // namespace

Value::Value(mpq_class q) {
  q.canonicalize();
  data_ = std::move(q);
}

Value::Value(const Dyadic& x) {
  mpz_class den = 1;
  mpz_mul_2exp(den.get_mpz_t(), den.get_mpz_t(), x.exponent());
  data_ = mpq_class(x.numerator(), den);
  std::get<mpq_class>(data_).canonicalize();
}

Value::Value(Game g) {
  if (g.is_number()) {
    *this = Value(g.number_value());
  } else {
    data_ = g;
  }
}

Value Value::list(std::vector<Value> items) {
  auto c = std::make_shared<Collection>();
  c->items = std::move(items);
  Value v;
  v.data_ = std::shared_ptr<const Collection>(std::move(c));
  return v;
}

namespace {

// CGSuite's hash code of a set member that is not loopy, where cgt can know it (numbers
// and x + n.^ + *m); 0 otherwise. Only the shape of Scala's hash trie depends on it.
std::int32_t short_member_hash(const Value& x) {
  std::optional<NumberUpStar> form;
  if (const auto* q = x.get<mpq_class>()) {
    if (!is_dyadic(*q)) return 0;
    form = NumberUpStar{to_dyadic(*q), 0, 0};
  } else if (x.is_game()) {
    form = x.as_game().as_number_up_star();
  }
  if (!form) return 0;
  return loopy::cgsuite_hash(*form).value_or(0);
}

// The loopy members of a set in CGSuite's order (UniversalOrdering over a Scala Set):
// by class, then by the wrapped difference of hash codes, as Java sorts the order in
// which the Set (holding the other members too) iterates them (cgsuite_order.hpp).
// Repeats keep their first place.
std::vector<Value> loopy_in_cgsuite_order(const std::vector<Value>& others, const std::vector<Value>& loopy) {
  std::vector<Value> distinct;
  for (const Value& x : loopy)
    if (std::none_of(distinct.begin(), distinct.end(), [&](const Value& y) { return equal(x, y); })) distinct.push_back(x);
  std::vector<std::int32_t> hashes;  // the other members first, then the loopy ones
  for (const Value& x : others) hashes.push_back(short_member_hash(x));
  std::vector<int> ranks;
  for (const Value& x : distinct) {
    const loopy::SidedValue v = x.as_sided();
    hashes.push_back(loopy::cgsuite_hash(v));
    ranks.push_back(loopy::cgsuite_class_rank(v));
  }
  std::vector<std::size_t> order;  // the loopy members' places in the Set's order
  for (std::size_t i : loopy::scala_set_order(hashes))
    if (i >= others.size()) order.push_back(i - others.size());
  const auto hash_of = [&](std::size_t i) { return hashes[others.size() + i]; };
  loopy::java_sort(order, [&](std::size_t a, std::size_t b) {
    return ranks[a] != ranks[b] ? ranks[a] - ranks[b] : loopy::java_difference(hash_of(a), hash_of(b));
  });
  std::vector<Value> sorted;
  for (std::size_t i : order) sorted.push_back(distinct[i]);
  return sorted;
}

}  // namespace

Value Value::set(std::vector<Value> items) {
  std::vector<Value> loopy;
  std::erase_if(items, [&](Value& x) {
    if (!x.is_loopy()) return false;
    loopy.push_back(std::move(x));
    return true;
  });
  std::sort(items.begin(), items.end(), [](const Value& a, const Value& b) { return canonical_order(a, b) < 0; });
  items.erase(std::unique(items.begin(), items.end(), [](const Value& a, const Value& b) { return canonical_order(a, b) == 0; }),
              items.end());
  // Loopy values follow the numbers and short games, as in CGSuite.
  if (!loopy.empty()) {
    const auto after = std::find_if(items.begin(), items.end(), [](const Value& x) { return !x.is_number() && !x.is_game(); });
    const std::vector<Value> ordered = loopy_in_cgsuite_order(items, loopy);
    items.insert(after, ordered.begin(), ordered.end());
  }
  auto c = std::make_shared<Collection>();
  c->is_set = true;
  c->items = std::move(items);
  Value v;
  v.data_ = std::shared_ptr<const Collection>(std::move(c));
  return v;
}

bool Value::is_integer() const noexcept {
  const auto* q = get<mpq_class>();
  return q != nullptr && q->get_den() == 1;
}

bool Value::is_game() const noexcept {
  if (is<Game>()) return true;
  const auto* q = get<mpq_class>();
  return q != nullptr && is_dyadic(*q);
}

const Collection* Value::collection() const noexcept {
  const auto* c = get<std::shared_ptr<const Collection>>();
  return c ? c->get() : nullptr;
}

namespace {
struct MisereHash {
  std::size_t operator()(const MisereGame& g) const { return static_cast<std::size_t>(g.hash()); }
};
using ImpartialForms = std::unordered_map<MisereGame, GameForm, MisereHash>;

// A misère canonical form as a game tree played in normal play: the same options on
// both sides (an impartial form). Equal followers share one form, so the form has one
// node per distinct follower: *[32] has 33, not 2^32 as a tree.
GameForm impartial_form(const MisereGame& g, ImpartialForms& made) {
  if (auto it = made.find(g); it != made.end()) return it->second;
  std::vector<GameForm> options;
  for (const MisereGame& o : g.options()) options.push_back(impartial_form(o, made));
  GameForm form = GameForm::node(options, options);
  made.emplace(g, form);
  return form;
}
}  // namespace

GameForm Value::as_form(std::string_view what) const {
  if (const auto* f = get<GameForm>()) return *f;
  if (const auto* m = get<MisereGame>()) {
    ImpartialForms made;
    return impartial_form(*m, made);
  }
  return GameForm::of(as_game(what));
}

Game Value::as_game(std::string_view what) const {
  if (const auto* g = get<Game>()) return *g;
  if (const auto* f = get<GameForm>()) return f->canonical();
  if (const auto* m = get<MisereGame>()) return Game::nimber(m->nim_value());  // its normal-play value
  if (const auto* q = get<mpq_class>(); q && is_dyadic(*q)) return Game::number(to_dyadic(*q));
  throw DomainError(fmt::format("expected {}, found {} {}", what, type_name(), to_string(*this)));
}

const mpq_class& Value::as_number(std::string_view what) const {
  if (const auto* q = get<mpq_class>()) return *q;
  throw DomainError(fmt::format("expected {}, found {} {}", what, type_name(), to_string(*this)));
}

mpz_class Value::as_integer(std::string_view what) const {
  if (!is_integer()) throw DomainError(fmt::format("expected {}, found {} {}", what, type_name(), to_string(*this)));
  return get<mpq_class>()->get_num();
}

long Value::as_long(std::string_view what) const {
  const mpz_class n = as_integer(what);
  if (!n.fits_slong_p()) throw LimitError(fmt::format("{} is too large: {}", what, n.get_str()));
  return n.get_si();
}

bool Value::as_bool(std::string_view what) const {
  if (const auto* b = get<bool>()) return *b;
  throw DomainError(fmt::format("expected {}, found {} {}", what, type_name(), to_string(*this)));
}

Value::Value(loopy::SidedValue v) {
  if (v.is_stopper()) {
    if (auto g = v.onside().as_game()) {
      *this = Value(*g);
      return;
    }
  }
  data_ = Loopy{std::make_shared<const loopy::SidedValue>(std::move(v))};
}

loopy::SidedValue Value::as_sided(std::string_view what) const {
  if (const Loopy* l = get<Loopy>()) return *l->value;
  return loopy::SidedValue(loopy::CanonicalStopper::from_game(as_game(what)));
}

std::string Value::type_name() const {
  struct Namer {
    std::string operator()(const Nothing&) const { return "Nothing"; }
    std::string operator()(bool) const { return "Boolean"; }
    std::string operator()(const mpq_class& q) const {
      if (q.get_den() == 1) return "Integer";
      return is_dyadic(q) ? "DyadicRational" : "Rational";
    }
    std::string operator()(const Game&) const { return "CanonicalShortGame"; }
    std::string operator()(const OutcomeClass&) const { return "OutcomeClass"; }
    std::string operator()(const Player&) const { return "Player"; }
    std::string operator()(const std::string&) const { return "String"; }
    std::string operator()(const std::shared_ptr<const Collection>& c) const { return c->is_set ? "Set" : "List"; }
    std::string operator()(const Thermograph&) const { return "Thermograph"; }
    std::string operator()(const Trajectory&) const { return "Trajectory"; }
    std::string operator()(const Function&) const { return "Function"; }
    std::string operator()(const Printed&) const { return "Object"; }
    std::string operator()(const MisereGame&) const { return "MisereCanonicalGame"; }
    std::string operator()(const GameForm&) const { return "ExplicitGame"; }
    std::string operator()(const Loopy& l) const { return l.value->is_stopper() ? "CanonicalStopper" : "SidedValue"; }
  };
  return std::visit(Namer{}, data_);
}

std::string to_string(const Value& v) {
  struct Printer {
    std::string operator()(const Nothing&) const { return "Nothing"; }
    std::string operator()(bool b) const { return b ? "true" : "false"; }
    std::string operator()(const mpq_class& q) const { return q.get_str(); }
    std::string operator()(const Game& g) const { return cgt::to_string(g); }
    std::string operator()(const OutcomeClass& o) const { return std::string(cgt::to_string(o)); }
    std::string operator()(const Player& p) const { return p == Player::Left ? "Left" : "Right"; }
    std::string operator()(const std::string& s) const { return fmt::format("\"{}\"", s); }
    std::string operator()(const std::shared_ptr<const Collection>& c) const {
      std::vector<std::string> parts;
      for (const Value& x : c->items) parts.push_back(to_string(x));
      const std::string inside = fmt::format("{}", fmt::join(parts, ","));
      return c->is_set ? "{" + inside + "}" : "[" + inside + "]";
    }
    std::string operator()(const Thermograph& t) const { return t.to_string(); }
    std::string operator()(const Trajectory& t) const { return trajectory_text(t); }
    std::string operator()(const Function&) const { return "<function>"; }
    std::string operator()(const Printed& p) const { return p.text; }
    std::string operator()(const MisereGame& g) const { return cgt::to_string(g); }
    // An explicit form as CGSuite writes one: '{L|R}' with its options' canonical forms.
    std::string operator()(const GameForm& f) const {
      auto side = [](const std::vector<GameForm>& options) {
        std::vector<std::string> parts;
        for (const GameForm& o : options) parts.push_back(cgt::to_string(o.canonical()));
        return fmt::format("{}", fmt::join(parts, ","));
      };
      return fmt::format("'{{{}|{}}}'", side(f.left_options()), side(f.right_options()));
    }
    std::string operator()(const Loopy& l) const { return l.value->to_string(); }
  };
  return std::visit(Printer{}, v.data());
}

bool equal(const Value& a, const Value& b) {
  if (a.is_number() && b.is_number()) return *a.get<mpq_class>() == *b.get<mpq_class>();
  if (a.is_game() && b.is_game()) return a.as_game() == b.as_game();
  const Collection* ca = a.collection();
  const Collection* cb = b.collection();
  if (ca && cb) {
    if (ca->is_set != cb->is_set || ca->items.size() != cb->items.size()) return false;
    for (std::size_t i = 0; i < ca->items.size(); ++i)
      if (!equal(ca->items[i], cb->items[i])) return false;
    return true;
  }
  if (a.is<MisereGame>() && b.is<MisereGame>()) return *a.get<MisereGame>() == *b.get<MisereGame>();
  if ((a.is_loopy() || b.is_loopy()) && (a.is_loopy() || a.is_game()) && (b.is_loopy() || b.is_game()))
    return a.as_sided() == b.as_sided();
  if (a.data().index() != b.data().index()) return false;
  return to_string(a) == to_string(b);
}

int canonical_order(const Value& a, const Value& b) {
  const int ra = kind_rank(a), rb = kind_rank(b);
  if (ra != rb) return ra < rb ? -1 : 1;
  if (a.is_number() && b.is_number()) return cmp(*a.get<mpq_class>(), *b.get<mpq_class>());
  if (ra == 0) return cgsuite_order(a.as_game(), b.as_game());
  if (a.is_number()) return -1;
  if (b.is_number()) return 1;
  const std::string sa = to_string(a), sb = to_string(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
}

}  // namespace cgt::lang
