// The methods and functions of the expression language, by receiver type: one table an
// interpreter owns, filled by one function per family (game_methods.cpp,
// number_methods.cpp, collection_methods.cpp, functions.cpp).
#pragma once

#include <fmt/format.h>

#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "cgt/core/error.hpp"
#include "cgt/lang/interpreter.hpp"
#include "cgt/lang/operators.hpp"
#include "cgt/lang/value.hpp"
#include "cgt/partisan/game_operations.hpp"

namespace cgt::lang {

/// One call: the receiver (Nothing for a function), its arguments and their names.
struct CallArgs {
  Interpreter& interpreter;
  const Value& self;
  const std::string& name;
  std::vector<Value> args;
  std::vector<std::string> names;

  /// The i-th positional argument; throws naming the method when absent.
  const Value& at(std::size_t i) const {
    if (i >= args.size()) throw DomainError(fmt::format("{} expects {} argument(s), got {}", name, i + 1, args.size()));
    return args[i];
  }
  /// A named argument (`allSmall => true`), also accepted in snake_case.
  std::optional<Value> named(std::string_view key, std::string_view snake) const {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == key || names[i] == snake) return args[i];
    return std::nullopt;
  }
  /// Throws unless the number of positional arguments is in [low, high].
  void arity(std::size_t low, std::size_t high) const {
    std::size_t positional = 0;
    for (const std::string& n : names) positional += n.empty() ? 1 : 0;
    if (positional < low || positional > high)
      throw DomainError(fmt::format("{} expects {} argument(s), got {}", name,
                                    low == high ? fmt::format("{}", low) : fmt::format("{} to {}", low, high),
                                    positional));
  }
};

using Method = std::function<Value(const CallArgs&)>;

/// Who a method applies to, most specific first when a value fits several.
enum class Receiver { Integer, Number, Form, Game, Loopy, Misere, Collection, Thermograph, Trajectory, Player, Any };

class MethodTable {
 public:
  void add(Receiver receiver, const std::string& name, Method m) { methods_[key(receiver, name)] = std::move(m); }
  void add_function(const std::string& name, Method m) { functions_[name] = std::move(m); }

  /// The most specific method `name` for `self`, or nullptr.
  const Method* find(const Value& self, const std::string& name) const {
    for (Receiver r : receivers(self)) {
      if (auto it = methods_.find(key(r, name)); it != methods_.end()) return &it->second;
    }
    return nullptr;
  }
  /// Whether `receiver` itself has a method `name`.
  bool has(Receiver receiver, const std::string& name) const { return methods_.count(key(receiver, name)) > 0; }
  const Method* find_function(const std::string& name) const {
    auto it = functions_.find(name);
    return it == functions_.end() ? nullptr : &it->second;
  }

 private:
  static std::string key(Receiver r, const std::string& name) { return fmt::format("{}:{}", static_cast<int>(r), name); }
  static std::vector<Receiver> receivers(const Value& v) {
    std::vector<Receiver> out;
    if (v.is_integer()) out.push_back(Receiver::Integer);
    if (v.is_number()) out.push_back(Receiver::Number);
    if (v.is<GameForm>()) out.push_back(Receiver::Form);
    if (v.is<MisereGame>()) out.push_back(Receiver::Misere);
    // A form, or a misère form in normal play, answers what its canonical form answers.
    if (v.is_game() || v.is<GameForm>() || v.is<MisereGame>()) out.push_back(Receiver::Game);
    // A short game is also a stopper (CGSuite's CanonicalShortGame is a CanonicalStopper).
    if (v.is_game() || v.is_loopy()) out.push_back(Receiver::Loopy);
    // A nimber's game tree is a nim heap: it answers what a misère form answers (Genus,
    // Mate, ...) as that heap (misere_methods.cpp).
    if (v.is_game() && nimber_of(v.as_game()).has_value()) out.push_back(Receiver::Misere);
    if (v.collection()) out.push_back(Receiver::Collection);
    if (v.is<Thermograph>()) out.push_back(Receiver::Thermograph);
    if (v.is<Trajectory>()) out.push_back(Receiver::Trajectory);
    if (v.is<Player>()) out.push_back(Receiver::Player);
    out.push_back(Receiver::Any);
    return out;
  }
  std::unordered_map<std::string, Method> methods_;
  std::unordered_map<std::string, Method> functions_;
};

void add_game_methods(MethodTable& table);
/// CGSuite builds a game from a number (an option of `{...}`, or a number asked for its
/// Thermograph) only when the integers it passes through fit 32 bits; parity with it
/// means the same error: cgt::DomainError("Integer out of bounds in game specifier ...")
/// when `g` is a number whose floor or ceiling does not.
void require_specifier_integers(Game g);
void add_number_methods(MethodTable& table);
void add_collection_methods(MethodTable& table);
void add_misere_methods(MethodTable& table);
void add_functions(MethodTable& table);
/// Tiny(G) = {0 || 0 | -G} and Miny(G) = {G | 0 || 0}, G short or loopy (functions.cpp).
Value tiny_of(const Value& g);
Value miny_of(const Value& g);
void add_loopy_methods(MethodTable& table);
/// The first argument as Left or Right, else DomainError("<method> expects Left or Right")
/// (loopy_methods.cpp).
Player player_argument(const CallArgs& c, const char* method);
/// `Class`, for every value (class_method.cpp).
void add_class_method(MethodTable& table);


}  // namespace cgt::lang
