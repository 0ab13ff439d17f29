// Operators and relations of the expression language on values: exact rational
// arithmetic on numbers, the sum and negation of games, comparisons in the partial
// order of games (Siegel, CGT, II.1), and CGSuite's readings of `*`, `^`, `+-`.
#include <fmt/format.h>

#include <algorithm>

#include "cgt/core/error.hpp"
#include "cgt/partisan/products.hpp"
#include "loopy_builder.hpp"
#include "methods.hpp"

namespace cgt::lang {
namespace {

constexpr unsigned long kMaxExponentBits = 1u << 20;  // 2^k results up to about a million bits

[[noreturn]] void no_operator(const std::string& op, const Value& a, const Value& b) {
  throw DomainError(fmt::format("no operator {} for {} and {}", op, a.type_name(), b.type_name()));
}

Value power(const Value& a, const Value& b) {
  const mpz_class e = b.as_integer("an integer exponent");
  const mpq_class& base = a.as_number("a number to raise to a power");
  if (e < 0) {
    if (base == 0) throw DomainError("/ by zero");
    mpq_class inverse = 1 / base;
    return power(Value(inverse), Value(mpz_class(-e)));
  }
  const std::size_t bits_num = mpz_sizeinbase(base.get_num().get_mpz_t(), 2);
  const std::size_t bits_den = mpz_sizeinbase(base.get_den().get_mpz_t(), 2);
  // exponent × bits > the limit, compared by division: the product can pass 2^64.
  const auto too_large = [&](std::size_t bits) { return e.get_ui() > kMaxExponentBits / bits; };
  if (!e.fits_ulong_p() || (abs(base.get_num()) > 1 && too_large(bits_num)) ||
      (base.get_den() > 1 && too_large(bits_den)))
    throw LimitError(fmt::format("the power is too large: exponent {}", e.get_str()));
  mpz_class num, den;
  mpz_pow_ui(num.get_mpz_t(), base.get_num().get_mpz_t(), e.get_ui());
  mpz_pow_ui(den.get_mpz_t(), base.get_den().get_mpz_t(), e.get_ui());
  return Value(mpq_class(num, den));
}

// {options | -options}: +-x, +-{a,b}, +-(a,b).
Value switch_of(const Value& a) {
  std::vector<Value> items;
  if (const Collection* c = a.collection()) items = c->items;
  else items.push_back(a);
  if (std::any_of(items.begin(), items.end(), [](const Value& v) { return v.is_loopy(); })) {
    std::vector<Value> negated;
    for (const Value& v : items) negated.push_back(apply_unary("-", v));
    return loopy_from_options(items, negated);
  }
  std::vector<Game> left, right;
  if (const Collection* c = a.collection()) {
    for (const Value& x : c->items) left.push_back(x.as_game("a game after +-"));
  } else {
    left.push_back(a.as_game("a game after +-"));
  }
  for (Game g : left) right.push_back(-g);
  return Value(Game::from_options(left, right));
}

}  // namespace

Value apply_unary(const std::string& op, const Value& a) {
  if (op == "+") return a;
  if (op == "+-") return switch_of(a);
  // "-"
  if (const GameForm* f = a.get<GameForm>()) return Value(-*f);
  if (a.is_number()) return Value(mpq_class(-*a.get<mpq_class>()));
  if (a.is_game()) return Value(-a.as_game());
  if (a.is_loopy()) return Value(-a.as_sided());
  throw DomainError(fmt::format("no operator - for {}", a.type_name()));
}

namespace {
// G : H for an explicit form G and a stopper H (CGSuite's `'{-1|1}':on` is 1under):
// G : H = {G^L, G : H^L | G^R, G : H^R} depends on G's own options, not on its value
// (Conway, ONAG ch. 15), and only on theirs as values, since a move in G discards H.
Value explicit_ordinal_sum(const GameForm& g, const Value& h) {
  const loopy::SidedValue y = h.as_sided();
  if (!y.is_stopper()) throw DomainError("an ordinal sum G : H with a loopy H needs H to be a stopper");
  loopy::Graph base;
  std::unordered_map<Game::Id, loopy::Vertex> memo;
  const loopy::Vertex root = base.add_vertex();
  for (const bool left : {true, false})
    for (const GameForm& option : left ? g.left_options() : g.right_options()) {
      const loopy::Vertex v = loopy::embed(base, option.canonical(), memo);
      base.options(root, left).push_back(v);
    }
  return Value(loopy::SidedValue(
      loopy::CanonicalStopper::from_graph(loopy::ordinal_sum(loopy::pack(base, root), y.onside().graph()))));
}
}  // namespace

Value apply_binary(const std::string& op, const Value& a, const Value& b) {
  const bool numbers = a.is_number() && b.is_number();
  // Explicit forms stay forms (their compounds depend on the form, not only the value).
  // A misère form met with a short game plays in normal play, as its game tree.
  const auto formable = [](const Value& v) { return v.is_game() || v.is<GameForm>() || v.is<MisereGame>(); };
  const auto explicit_form = [](const Value& v) { return v.is<GameForm>() || v.is<MisereGame>(); };
  const bool both_misere = a.is<MisereGame>() && b.is<MisereGame>();
  const bool forms = !both_misere && formable(a) && formable(b) && (explicit_form(a) || explicit_form(b));
  if (forms) {
    if (op == "+") return Value(a.as_form() + b.as_form());
    if (op == "-") return Value(a.as_form() + -b.as_form());
    if (op == "*") return Value(conway_product(a.as_form(), b.as_form()));
    if (op == ":") return Value(ordinal_sum(a.as_form(), b.as_form()));
  }
  const auto sided = [](const Value& v) { return v.is_game() || v.is_loopy(); };
  if ((a.is_loopy() || b.is_loopy()) && sided(a) && sided(b)) {
    if (op == "+") return Value(a.as_sided() + b.as_sided());
    if (op == "-") return Value(a.as_sided() - b.as_sided());
    if (op == ":") {
      const loopy::SidedValue x = a.as_sided(), y = b.as_sided();
      if (!x.is_stopper() || !y.is_stopper()) no_operator(op, a, b);
      return Value(loopy::SidedValue(loopy::CanonicalStopper::from_graph(
          loopy::ordinal_sum(x.onside().graph(), y.onside().graph()))));
    }
  }
  if (op == "*" && (a.is_loopy() || b.is_loopy())) {
    const Value& g = a.is_loopy() ? a : b;
    const Value& n = a.is_loopy() ? b : a;
    const mpz_class k = n.as_integer("an integer multiplier of a loopy game");
    if (abs(k) > (1 << 24)) throw LimitError(fmt::format("a multiple too large: {}", k.get_str()));
    return Value(loopy::multiple(g.as_sided(), k.get_si()));
  }
  if (op == ":") {
    if (a.is_game() && b.is_game()) return Value(ordinal_sum(a.as_game(), b.as_game()));
    if (a.is<GameForm>() && b.is_loopy()) return explicit_ordinal_sum(*a.get<GameForm>(), b);
    no_operator(op, a, b);
  }
  if (op == "+" || op == "-") {
    if (numbers) {
      const mpq_class& x = *a.get<mpq_class>();
      const mpq_class& y = *b.get<mpq_class>();
      return Value(op == "+" ? mpq_class(x + y) : mpq_class(x - y));
    }
    if (a.is_game() && b.is_game()) return Value(op == "+" ? a.as_game() + b.as_game() : a.as_game() - b.as_game());
    if (op == "+" && both_misere) return Value(*a.get<MisereGame>() + *b.get<MisereGame>());
    if (op == "+" && a.is<std::string>() && b.is<std::string>()) return Value(*a.get<std::string>() + *b.get<std::string>());
    no_operator(op, a, b);
  }
  if (op == "*") {
    if (numbers) return Value(mpq_class(*a.get<mpq_class>() * *b.get<mpq_class>()));
    // An integer times a game: that many copies (CGSuite's n * G, a Norton multiple).
    if (a.is_integer() && b.is_game()) return apply_binary("*", b, a);
    if (a.is_game() && b.is_integer()) {
      const mpz_class n = b.as_integer();
      if (abs(n) > (1 << 24)) throw LimitError(fmt::format("a multiple too large: {}", n.get_str()));
      return Value(integer_multiple(n, a.as_game()));
    }
    no_operator(op, a, b);
  }
  if (op == "/") {
    if (!numbers) no_operator(op, a, b);
    if (*b.get<mpq_class>() == 0) throw DomainError("/ by zero");
    return Value(mpq_class(*a.get<mpq_class>() / *b.get<mpq_class>()));
  }
  if (op == "%" && numbers && !(a.is_integer() && b.is_integer())) {  // x - y⌊x/y⌋, as CGSuite's Rational
    const mpq_class& x = *a.get<mpq_class>();
    const mpq_class& y = *b.get<mpq_class>();
    if (y == 0) throw DomainError("/ by zero");
    const mpq_class ratio = x / y;
    mpz_class floor;
    mpz_fdiv_q(floor.get_mpz_t(), ratio.get_num_mpz_t(), ratio.get_den_mpz_t());
    return Value(mpq_class(x - y * floor));
  }
  if (op == "%") {
    const mpz_class x = a.as_integer("an integer before %");
    const mpz_class y = b.as_integer("an integer after %");
    if (y == 0) throw DomainError("/ by zero");
    mpz_class r;
    mpz_fdiv_r(r.get_mpz_t(), x.get_mpz_t(), y.get_mpz_t());
    return Value(r);
  }
  if (op == "^") return power(a, b);
  no_operator(op, a, b);
}

namespace {

// Where a stands to b in the partial order (numbers as rationals, games as games, loopy
// games by their sides).
Relation relation_of_values(const Value& a, const Value& b) {
  if (a.is_number() && b.is_number()) {
    const int c = cmp(*a.get<mpq_class>(), *b.get<mpq_class>());
    return c < 0 ? Relation::Less : c > 0 ? Relation::Greater : Relation::Equal;
  }
  if (a.is_game() && b.is_game()) return compare(a.as_game(), b.as_game());
  if ((a.is_game() || a.is_loopy()) && (b.is_game() || b.is_loopy())) {
    const loopy::SidedValue x = a.as_sided(), y = b.as_sided();
    const bool le = x <= y, ge = y <= x;
    return le ? (ge ? Relation::Equal : Relation::Less) : (ge ? Relation::Greater : Relation::Confused);
  }
  throw DomainError(fmt::format("cannot compare {} with {}", a.type_name(), b.type_name()));
}

}  // namespace

bool apply_relation(const std::string& op, const Value& a, const Value& b) {
  if (op == "==" || op == "===") return equal(a, b);
  if (op == "!=" || op == "!==") return !equal(a, b);
  const Relation r = relation_of_values(a, b);
  if (op == "<=") return r == Relation::Less || r == Relation::Equal;
  if (op == ">=") return r == Relation::Greater || r == Relation::Equal;
  if (op == "<") return r == Relation::Less;
  if (op == ">") return r == Relation::Greater;
  if (op == "<>") return r == Relation::Confused;
  if (op == "<|") return r == Relation::Less || r == Relation::Confused;
  if (op == "|>") return r == Relation::Greater || r == Relation::Confused;
  throw DomainError(fmt::format("unknown relation {}", op));
}

Value apply_compare(const Value& a, const Value& b) {
  switch (relation_of_values(a, b)) {
    case Relation::Equal: return Value(mpz_class(0));
    case Relation::Less: return Value(mpz_class(-1));
    case Relation::Greater: return Value(mpz_class(1));
    case Relation::Confused: break;
  }
  return Value(Game::nimber(1));
}

}  // namespace cgt::lang
