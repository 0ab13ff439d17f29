#pragma once
/// \file
/// Evaluating cgt's expression language (cgt/lang/syntax.hpp): CGSuite's operations on
/// values (Siegel, Combinatorial Game Theory; Winning Ways; ONAG) called by CGSuite's
/// names, catalogue terms valued through a caller-owned Session, variables kept between
/// calls (a REPL session, or `g := {*|*}; 2*g` in one program).
///
/// Errors: cgt::ParseError (syntax), cgt::DomainError (an operation that does not apply:
/// CGSuite's messages where it has one, e.g. "That game is not atomic: 5"),
/// cgt::LimitError (sizes past limits, the session's run control). Evaluation is
/// bounded: loops and comprehensions check the run control, recursion of user
/// functions is limited.
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/catalogue/session.hpp"
#include "cgt/lang/syntax.hpp"
#include "cgt/lang/value.hpp"

namespace cgt {
class HeapRule;
}

namespace cgt::lang {

/// Variables of one scope, with the enclosing scope.
class Environment {
 public:
  explicit Environment(std::shared_ptr<Environment> parent = nullptr) : parent_(std::move(parent)) {}
  /// The variable's value, searching enclosing scopes; nullptr when unbound.
  const Value* find(const std::string& name) const;
  /// Assigns in the scope that binds `name`, else defines it here.
  void assign(const std::string& name, Value v);
  /// Defines `name` in this scope.
  void define(const std::string& name, Value v) { vars_[name] = std::move(v); }

 private:
  std::shared_ptr<Environment> parent_;
  std::map<std::string, Value> vars_;
};

class MethodTable;
class LoopyBuilder;

class Interpreter {
 public:
  /// `session` (catalogue, run control) must outlive the interpreter.
  explicit Interpreter(Session& session);
  ~Interpreter();
  Interpreter(const Interpreter&) = delete;
  Interpreter& operator=(const Interpreter&) = delete;

  /// Parses and evaluates a program in the interpreter's global scope.
  Value evaluate(std::string_view program);
  /// Evaluates a syntax tree in `env`.
  Value evaluate(const NodePtr& node, const std::shared_ptr<Environment>& env);
  /// Calls a function value with arguments.
  Value call(const Value& function, const std::vector<Value>& arguments);
  /// Calls the method or property `name` (CGSuite's name: `Cool`, `AtomicWeight`) of
  /// `self` with positional arguments, as `self.name(arguments...)` would. Throws
  /// cgt::DomainError naming the value's type when it has no such method.
  Value call_method(const Value& self, const std::string& name, std::vector<Value> arguments);
  /// True when `self` has a method or property `name`.
  bool has_method(const Value& self, const std::string& name) const;

  Session& session() noexcept { return session_; }

 private:
  Value evaluate_dot(const Node& node, const std::shared_ptr<Environment>& env);
  Value heap_ruleset_method(const HeapRule& rule, const Node& node, const std::shared_ptr<Environment>& env);
  Value evaluate_call(const Node& node, const std::shared_ptr<Environment>& env);
  Value evaluate_loop(const Node& node, const std::shared_ptr<Environment>& env);
  Value evaluate_game_literal(const Node& node, const std::shared_ptr<Environment>& env);
  Value evaluate_loopy_literal(const Node& node, const std::shared_ptr<Environment>& env);
  std::pair<std::uint32_t, std::uint32_t> build_loopy(const NodePtr& node, const std::shared_ptr<Environment>& env,
                                                      LoopyBuilder& builder, std::map<std::string, std::pair<std::uint32_t, std::uint32_t>>& labels);
  Value evaluate_misere(const Node& node, const std::shared_ptr<Environment>& env);
  MisereGame misere_element(const NodePtr& node, const std::shared_ptr<Environment>& env);

  Session& session_;
  std::shared_ptr<Environment> globals_;
  // The scopes functions were made in, kept for the interpreter's lifetime (functions
  // refer to them weakly: see lang::Function).
  std::vector<std::shared_ptr<Environment>> closures_;
  std::unique_ptr<MethodTable> methods_;
  int call_depth_ = 0;
  const char* stack_base_ = nullptr;  // where the current evaluate(program) began
};

}  // namespace cgt::lang
