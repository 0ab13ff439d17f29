#pragma once
/// \file
/// The values of cgt's expression language (CGSuite's CGScript, the part that computes
/// with games): numbers, short games, booleans, outcome classes, players, strings,
/// lists, sets, thermographs, trajectories, misère impartial forms, explicit (not yet
/// canonical) game forms, functions and Nothing.
///
/// Numbers are exact rationals (GMP): a number that is dyadic is also a short game, so
/// `1/4 + ^` works and `(1/3).Cool(1)` is an error ("not a game"). A short game whose
/// canonical form is a number is always held as a number (one representation), so
/// `{0|1} == 1/2` and `({0|1}).Numerator` work as in CGSuite.
///
/// `to_string` prints a value exactly as CGSuite prints it (games in its notation, lists
/// `[a,b]`, sets `{a,b}` in CGSuite's order, booleans `true`/`false`).
#include <gmpxx.h>

#include <functional>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "cgt/core/outcome.hpp"
#include "cgt/impartial/misere_game.hpp"
#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_form.hpp"
#include "cgt/partisan/loopy/sided_value.hpp"
#include "cgt/partisan/thermograph.hpp"

namespace cgt::lang {

class Value;
struct Node;
class Environment;

/// Left or Right (CGSuite's Player).
enum class Player { Left, Right };

/// The value of a statement that yields none (CGSuite's Nothing).
struct Nothing {
  friend bool operator==(Nothing, Nothing) { return true; }
};

/// A list `[a, b]` or a set `{a, b}` (sets are kept sorted in CGSuite's order, no repeats).
struct Collection {
  bool is_set = false;
  std::vector<Value> items;
};

/// A function `x -> expr` with the environment it was made in. The interpreter owns
/// that environment (a variable may hold the function, so a strong reference here would
/// be a cycle); calling the function after its interpreter is gone is an error.
struct Function {
  std::vector<std::string> parameters;
  std::shared_ptr<const Node> body;
  std::weak_ptr<Environment> closure;
};

/// Text that prints as itself (an uptimal expansion, a genus).
struct Printed {
  std::string text;
};

/// A loopy value that is not a short game: a canonical stopper or `onside & offside`
/// (cgt/partisan/loopy/sided_value.hpp).
struct Loopy {
  std::shared_ptr<const loopy::SidedValue> value;
};

class Value {
 public:
  using Data = std::variant<Nothing, bool, mpq_class, Game, OutcomeClass, Player, std::string,
                            std::shared_ptr<const Collection>, Thermograph, Trajectory, Function, Printed, MisereGame, GameForm, Loopy>;

  Value() = default;
  Value(bool b) : data_(b) {}                                   // NOLINT: values convert implicitly
  Value(mpq_class q);                                           // NOLINT
  Value(long n) : Value(mpq_class(n)) {}                        // NOLINT
  Value(const mpz_class& n) : Value(mpq_class(n)) {}            // NOLINT
  Value(const Dyadic& x);                                       // NOLINT
  Value(Game g);                                                // NOLINT: a number game becomes a number
  Value(OutcomeClass o) : data_(o) {}                           // NOLINT
  Value(Player p) : data_(p) {}                                 // NOLINT
  Value(std::string s) : data_(std::move(s)) {}                 // NOLINT
  Value(Thermograph t) : data_(std::move(t)) {}                 // NOLINT
  Value(Trajectory t) : data_(std::move(t)) {}                  // NOLINT
  Value(Function f) : data_(std::move(f)) {}                    // NOLINT
  Value(Printed p) : data_(std::move(p)) {}                     // NOLINT
  Value(MisereGame g) : data_(std::move(g)) {}                  // NOLINT
  Value(GameForm f) : data_(std::move(f)) {}                    // NOLINT: an explicit game '{...}' 
  Value(loopy::SidedValue v);                                   // NOLINT: a short game's value becomes a game
  static Value list(std::vector<Value> items);
  /// A set: sorted in CGSuite's order, repeats removed.
  static Value set(std::vector<Value> items);

  const Data& data() const noexcept { return data_; }
  template <class T>
  const T* get() const noexcept { return std::get_if<T>(&data_); }
  template <class T>
  bool is() const noexcept { return std::holds_alternative<T>(data_); }

  bool is_nothing() const noexcept { return is<Nothing>(); }
  bool is_number() const noexcept { return is<mpq_class>(); }
  /// A number with denominator 1.
  bool is_integer() const noexcept;
  /// A dyadic number or a short game.
  bool is_game() const noexcept;
  const Collection* collection() const noexcept;
  /// A loopy value (not a short game).
  bool is_loopy() const noexcept { return is<Loopy>(); }
  /// The value as a sided value: a short game or number as a stopper, a loopy value as
  /// itself. Throws cgt::DomainError otherwise.
  loopy::SidedValue as_sided(std::string_view what = "a game") const;

  /// The value as an explicit form: itself, or a short game's canonical form as a form.
  /// Throws cgt::DomainError for other values.
  GameForm as_form(std::string_view what = "a game") const;
  /// The short game (a dyadic number as its game; an explicit form's canonical form). Throws cgt::DomainError naming what
  /// was expected (`what`) and the value's type otherwise.
  Game as_game(std::string_view what = "a game") const;
  const mpq_class& as_number(std::string_view what = "a number") const;
  /// An integer that fits; throws DomainError otherwise.
  mpz_class as_integer(std::string_view what = "an integer") const;
  long as_long(std::string_view what = "an integer") const;
  bool as_bool(std::string_view what = "a boolean") const;

  /// The CGSuite name of the value's type (Integer, DyadicRational, Rational,
  /// CanonicalShortGame, Boolean, List, ...), for error messages.
  std::string type_name() const;

 private:
  Data data_;
};

/// The value printed exactly as CGSuite prints it.
std::string to_string(const Value& v);

/// Equality as CGSuite's `==`: game equality for games and numbers, element-wise for
/// collections, identity of the printed form otherwise.
bool equal(const Value& a, const Value& b);

/// CGSuite's total order for sorting sets: numbers first by value, then games in its
/// deterministic order, then by printed form. Returns <0, 0, >0.
int canonical_order(const Value& a, const Value& b);

}  // namespace cgt::lang
