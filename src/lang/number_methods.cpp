// Methods of numbers and integers by CGSuite's names: nim arithmetic on integers
// (Conway, ONAG ch. 6; Winning Ways ch. 14; cgt/core/nimber.hpp), the "ugly" product
// (ONAG ch. 6: 2^m x 2^n is 2^(max) + 2^(min - 1) for m != n, 2^(m-1) for m = n >= 1,
// extended over nim-sums), and elementary integer and rational functions.
#include <fmt/format.h>

#include "cgt/core/nimber.hpp"
#include "methods.hpp"

namespace cgt::lang {
namespace {

// Nim products are computed in GF(2^64): past it an error rather than a wrong value.
Nimber word(const mpz_class& n, const char* operation) {
  if (mpz_sizeinbase(n.get_mpz_t(), 2) > 64)
    throw LimitError(fmt::format("{} is limited to integers below 2^64", operation));
  static_assert(sizeof(unsigned long) == 8, "nim arithmetic assumes 64-bit unsigned long");
  return mpz_get_ui(n.get_mpz_t());
}

mpz_class from_word(Nimber x) {
  mpz_class z;
  mpz_import(z.get_mpz_t(), 1, 1, sizeof(x), 0, 0, &x);
  return z;
}

mpz_class two_power(unsigned long k) {
  mpz_class z;
  mpz_ui_pow_ui(z.get_mpz_t(), 2, k);
  return z;
}

mpz_class ugly_power_product(unsigned long m, unsigned long n) {
  if (m == 0) return two_power(n);
  if (n == 0) return two_power(m);
  if (m == n) return two_power(m - 1);
  return two_power(std::max(m, n)) + two_power(std::min(m, n) - 1);
}

mpz_class ugly_product(const mpz_class& a, const mpz_class& b) {
  mpz_class result = 0;
  const std::size_t bits_a = mpz_sizeinbase(a.get_mpz_t(), 2), bits_b = mpz_sizeinbase(b.get_mpz_t(), 2);
  if (bits_a * bits_b > (1u << 24)) throw LimitError("UglyProduct of integers this large");
  for (std::size_t m = 0; m < bits_a; ++m) {
    if (mpz_tstbit(a.get_mpz_t(), m) == 0) continue;
    for (std::size_t n = 0; n < bits_b; ++n) {
      if (mpz_tstbit(b.get_mpz_t(), n) != 0) result ^= ugly_power_product(m, n);
    }
  }
  return result;
}

void add_integer(MethodTable& t, const std::string& name, std::function<Value(const mpz_class&, const CallArgs&)> f) {
  t.add(Receiver::Integer, name, [f = std::move(f)](const CallArgs& c) { return f(c.self.as_integer(), c); });
}
void add_number(MethodTable& t, const std::string& name, std::function<Value(const mpq_class&, const CallArgs&)> f) {
  t.add(Receiver::Number, name, [f = std::move(f)](const CallArgs& c) { return f(c.self.as_number(), c); });
}

}  // namespace

void add_number_methods(MethodTable& t) {
  add_integer(t, "NimSum", [](const mpz_class& a, const CallArgs& c) {
    c.arity(1, 1);
    const mpz_class b = c.at(0).as_integer("an integer");
    if (a < 0 || b < 0) throw DomainError("NimSum applies only to nonnegative integers.");
    return Value(mpz_class(a ^ b));
  });
  add_integer(t, "NimProduct", [](const mpz_class& a, const CallArgs& c) {
    c.arity(1, 1);
    const mpz_class b = c.at(0).as_integer("an integer");
    if (a < 0 || b < 0) throw DomainError("NimProduct applies only to nonnegative integers.");
    return Value(from_word(nim_product(word(a, "NimProduct"), word(b, "NimProduct"))));
  });
  add_integer(t, "NimInverse", [](const mpz_class& a, const CallArgs&) {
    if (a <= 0) throw DomainError("NimInverse applies only to positive integers.");
    return Value(from_word(nim_inverse(word(a, "NimInverse"))));
  });
  add_integer(t, "NimDiv", [](const mpz_class& a, const CallArgs& c) {
    c.arity(1, 1);
    const mpz_class b = c.at(0).as_integer("an integer");
    if (a < 0 || b < 0) throw DomainError("NimDiv applies only to nonnegative integers.");
    if (b == 0) throw DomainError("/ by zero");
    return Value(from_word(nim_product(word(a, "NimDiv"), nim_inverse(word(b, "NimDiv")))));
  });
  add_integer(t, "UglyProduct", [](const mpz_class& a, const CallArgs& c) {
    c.arity(1, 1);
    const mpz_class b = c.at(0).as_integer("an integer");
    if (a < 0 || b < 0) throw DomainError("UglyProduct applies only to nonnegative integers.");
    return Value(ugly_product(a, b));
  });
  add_integer(t, "Lb", [](const mpz_class& a, const CallArgs&) {
    if (a <= 0) throw DomainError(fmt::format("Argument to Lb is not strictly positive: {}", a.get_str()));
    return Value(static_cast<long>(mpz_sizeinbase(a.get_mpz_t(), 2)) - 1);
  });
  add_integer(t, "Div", [](const mpz_class& a, const CallArgs& c) {
    c.arity(1, 1);
    const mpz_class b = c.at(0).as_integer("an integer");
    if (b == 0) throw DomainError("/ by zero");
    mpz_class q;
    mpz_fdiv_q(q.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
    return Value(q);
  });
  add_integer(t, "Isqrt", [](const mpz_class& a, const CallArgs&) {
    if (a < 0) throw DomainError(fmt::format("Argument to Isqrt is negative: {}", a.get_str()));
    return Value(mpz_class(sqrt(a)));
  });
  add_integer(t, "IsEvil", [](const mpz_class& a, const CallArgs&) {
    return Value(a >= 0 && mpz_popcount(a.get_mpz_t()) % 2 == 0);
  });
  add_integer(t, "IsOdious", [](const mpz_class& a, const CallArgs&) {
    return Value(a >= 0 && mpz_popcount(a.get_mpz_t()) % 2 == 1);
  });
  add_integer(t, "IsTwoPower", [](const mpz_class& a, const CallArgs&) {
    return Value(a > 0 && mpz_popcount(a.get_mpz_t()) == 1);
  });
  add_integer(t, "IsSmallInteger", [](const mpz_class& a, const CallArgs&) {
    return Value(a >= -mpz_class("2147483648") && a <= mpz_class("2147483647"));
  });
  add_integer(t, "IsEven", [](const mpz_class& a, const CallArgs&) { return Value(mpz_even_p(a.get_mpz_t()) != 0); });
  add_integer(t, "IsOdd", [](const mpz_class& a, const CallArgs&) { return Value(mpz_odd_p(a.get_mpz_t()) != 0); });

  add_number(t, "Numerator", [](const mpq_class& q, const CallArgs&) { return Value(mpz_class(q.get_num())); });
  add_number(t, "Denominator", [](const mpq_class& q, const CallArgs&) { return Value(mpz_class(q.get_den())); });
  add_number(t, "IsDyadic", [](const mpq_class& q, const CallArgs&) {
    return Value(mpz_popcount(q.get_den().get_mpz_t()) == 1);
  });
  // A number is a game when it is dyadic; any other rational is born on day ω (CGSuite
  // answers both for every Rational), and every number's outcome is its sign's.
  add_number(t, "OutcomeClass", [](const mpq_class& q, const CallArgs&) {
    return Value(q > 0 ? OutcomeClass::L : q < 0 ? OutcomeClass::R : OutcomeClass::P);
  });
  add_number(t, "Birthday", [](const mpq_class& q, const CallArgs& c) {
    if (mpz_popcount(q.get_den().get_mpz_t()) != 1) return Value(Printed{"ω"});
    return Value(birthday(c.self.as_game("a dyadic rational")));
  });
  add_number(t, "Abs", [](const mpq_class& q, const CallArgs&) { return Value(mpq_class(abs(q))); });
  add_number(t, "Sign", [](const mpq_class& q, const CallArgs&) { return Value(static_cast<long>(sgn(q))); });
  add_number(t, "Floor", [](const mpq_class& q, const CallArgs&) {
    mpz_class f;
    mpz_fdiv_q(f.get_mpz_t(), q.get_num().get_mpz_t(), q.get_den().get_mpz_t());
    return Value(f);
  });
  add_number(t, "Ceiling", [](const mpq_class& q, const CallArgs&) {
    mpz_class f;
    mpz_cdiv_q(f.get_mpz_t(), q.get_num().get_mpz_t(), q.get_den().get_mpz_t());
    return Value(f);
  });
  add_number(t, "Reciprocal", [](const mpq_class& q, const CallArgs&) {
    if (q == 0) throw DomainError("/ by zero");
    return Value(mpq_class(1 / q));
  });
  add_number(t, "Max", [](const mpq_class& q, const CallArgs& c) {
    c.arity(1, 1);
    const mpq_class& o = c.at(0).as_number();
    return Value(q < o ? o : q);
  });
  add_number(t, "Min", [](const mpq_class& q, const CallArgs& c) {
    c.arity(1, 1);
    const mpq_class& o = c.at(0).as_number();
    return Value(q < o ? q : o);
  });
}

}  // namespace cgt::lang
