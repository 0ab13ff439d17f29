// Evaluating the expression language (see cgt/lang/interpreter.hpp).
#include "cgt/lang/interpreter.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/catalogue/expression.hpp"
#include "cgt/catalogue/heap_game.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/catalogue/term.hpp"
#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_analysis.hpp"
#include "cgt/partisan/game_operations.hpp"
#include "cgt/partisan/game_table.hpp"
#include "cgt/partisan/uptimal.hpp"
#include "loopy_builder.hpp"
#include "methods.hpp"

namespace cgt::lang {
namespace {

constexpr int kMaxCallDepth = 2000;
// Stack that nested calls of user functions may use, measured from where evaluation
// began: a recursive function stops with an error, never a stack overflow (frames are
// several times larger under the sanitizers, so a depth count alone cannot be safe).
constexpr std::ptrdiff_t kMaxStackBytes = std::ptrdiff_t{4} << 20;
// Lists built by ranges and comprehensions: about 100 bytes an element.
constexpr std::size_t kMaxCollection = std::size_t{1} << 20;
// *n and ^n with n past this are refused: the canonical forms would not fit a table.
constexpr long kMaxNimber = 1L << 24;
constexpr long kMaxUps = 1L << 24;
// CGSuite's limit on the options of one side of a game literal.
constexpr std::size_t kMaxLiteralOptions = 16383;

// The loopy constants CGSuite names: on = {pass|}, off, over = {0|pass}, under,
// upon = {pass|*}, dud = on & off.
std::optional<Value> loopy_constant(const std::string& name) {
  using loopy::CanonicalStopper;
  using loopy::Graph;
  if (name == "on") return Value(loopy::SidedValue(CanonicalStopper::on()));
  if (name == "off") return Value(loopy::SidedValue(CanonicalStopper::off()));
  if (name == "over") return Value(loopy::SidedValue(CanonicalStopper::from_graph(Graph{{{1}, {}}, {{0}, {}}})));
  if (name == "under") return Value(loopy::SidedValue(CanonicalStopper::from_graph(Graph{{{0}, {}}, {{1}, {}}})));
  if (name == "upon")
    return Value(loopy::SidedValue(CanonicalStopper::from_graph(Graph{{{0}, {}, {1}}, {{2}, {}, {1}}})));
  if (name == "dud") return Value(loopy::SidedValue(CanonicalStopper::on(), CanonicalStopper::off()));
  return std::nullopt;
}

[[noreturn]] void fail(const Node& n, const std::string& what) {
  throw DomainError(fmt::format("{} (column {})", what, n.column));
}

long bounded(const Node& n, const Value& v, long limit, const char* what) {
  const mpz_class k = v.as_integer(what);
  if (k < 0) fail(n, fmt::format("{} must be nonnegative: {}", what, k.get_str()));
  if (k > limit) throw LimitError(fmt::format("{} is too large: {} (at most {})", what, k.get_str(), limit));
  return k.get_si();
}

}  // namespace

const Value* Environment::find(const std::string& name) const {
  for (const Environment* e = this; e != nullptr; e = e->parent_.get()) {
    if (auto it = e->vars_.find(name); it != e->vars_.end()) return &it->second;
  }
  return nullptr;
}

void Environment::assign(const std::string& name, Value v) {
  for (Environment* e = this; e != nullptr; e = e->parent_.get()) {
    if (auto it = e->vars_.find(name); it != e->vars_.end()) {
      it->second = std::move(v);
      return;
    }
  }
  vars_[name] = std::move(v);
}

Interpreter::Interpreter(Session& session)
    : session_(session), globals_(std::make_shared<Environment>()), methods_(std::make_unique<MethodTable>()) {
  add_game_methods(*methods_);
  add_number_methods(*methods_);
  add_collection_methods(*methods_);
  add_misere_methods(*methods_);
  add_functions(*methods_);
  add_loopy_methods(*methods_);
  add_class_method(*methods_);
}

Interpreter::~Interpreter() = default;

Value Interpreter::evaluate(std::string_view program) {
  const Registry& registry = session_.registry();
  const TermPredicate is_term = [&registry](std::string_view name) {
    return registry.find(std::string(name)) != nullptr;
  };
  const char marker = 0;
  stack_base_ = &marker;
  // The session's limits reach the algebra too (canonical forms, products, ...).
  const GameTable::Watch watch(session_.run());
  return evaluate(parse_program(program, is_term), globals_);
}

Value Interpreter::call(const Value& function, const std::vector<Value>& arguments) {
  const Function* f = function.get<Function>();
  if (f == nullptr) throw DomainError(fmt::format("{} is not a function", to_string(function)));
  if (f->parameters.size() != arguments.size())
    throw DomainError(fmt::format("the function expects {} argument(s), got {}", f->parameters.size(), arguments.size()));
  struct Nesting {  // the depth goes back down however the call ends
    int& depth;
    ~Nesting() { --depth; }
  } nesting{++call_depth_};
  const char marker = 0;
  const std::ptrdiff_t used = stack_base_ == nullptr ? 0 : std::abs(stack_base_ - &marker);
  if (call_depth_ > kMaxCallDepth || used > kMaxStackBytes)
    throw LimitError(fmt::format("function calls nested too deeply (at most {} calls or {} MiB of stack)",
                                 kMaxCallDepth, kMaxStackBytes >> 20));
  std::shared_ptr<Environment> closure = f->closure.lock();
  if (!closure) throw DomainError("the function's interpreter is gone");
  auto scope = std::make_shared<Environment>(closure);
  for (std::size_t i = 0; i < arguments.size(); ++i) scope->define(f->parameters[i], arguments[i]);
  return evaluate(f->body, scope);
}

namespace {

// A value of the expression language as a term argument: integers, strings, booleans,
// and lists or sets of them. Throws cgt::DomainError for others.
TermValue term_argument(const Value& v, const std::string& name, std::size_t column) {
  TermValue out;
  out.column = column;
  if (v.is_integer()) {
    const mpz_class n = v.as_integer();
    if (!n.fits_slong_p()) throw LimitError(fmt::format("{} = {} is too large for a game's argument", name, n.get_str()));
    out.data = static_cast<std::int64_t>(n.get_si());
  } else if (const auto* s = v.get<std::string>()) {
    out.data = *s;
  } else if (const auto* b = v.get<bool>()) {
    out.data = *b;
  } else if (const Collection* c = v.collection()) {
    TermValue::List list;
    list.open = c->is_set ? '{' : '[';
    for (const Value& item : c->items) list.items.push_back(term_argument(item, name, column));
    out.data = std::move(list);
  } else {
    throw DomainError(fmt::format("{} is {} {}, which a game's argument cannot be", name, v.type_name(), to_string(v)));
  }
  return out;
}

void put_variables(TermValue& v, const Environment& env) {
  if (const auto* word = std::get_if<TermValue::Word>(&v.data)) {
    if (const Value* value = env.find(word->text)) v = term_argument(*value, word->text, v.column);
  } else if (auto* list = std::get_if<TermValue::List>(&v.data)) {
    for (TermValue& item : list->items) put_variables(item, env);
  } else if (auto* call = std::get_if<TermValue::Call>(&v.data)) {
    for (TermValue& item : call->args) put_variables(item, env);
  }
}

// The catalogue term a node holds. CGSuite evaluates a ruleset's arguments: a bare word
// naming a variable stands for its value (`[kayles(n).NimValue for n from 1 to 20]`,
// `arc_kayles(path(n))`); other words stay words (choices such as `diagonal`).
Term term_of(const Node& node, const Environment& env) {
  Term term = parse_term(node.text);
  for (TermValue& v : term.positional) put_variables(v, env);
  for (auto& [key, v] : term.named) put_variables(v, env);
  return term;
}

}  // namespace

Value Interpreter::evaluate(const NodePtr& node, const std::shared_ptr<Environment>& env) {
  const Node& n = *node;
  using K = Node::Kind;
  switch (n.kind) {
    case K::Integer: return Value(mpz_class(n.text, 10));
    case K::String: return Value(n.text);
    case K::Boolean: return Value(n.text == "true");
    case K::Nothing: return Value();
    case K::Identifier: {
      if (const Value* v = env->find(n.text)) return *v;
      if (n.text == "Left") return Value(Player::Left);
      if (n.text == "Right") return Value(Player::Right);
      if (n.text == "Nothing") return Value();
      if (auto v = loopy_constant(n.text)) return *v;
      fail(n, fmt::format("unknown variable '{}'", n.text));
    }
    case K::Nimber: {
      if (n.children.empty()) return Value(Game::nimber(1));
      const Value k = evaluate(n.children[0], env);
      if (k.is<Game>() || (k.is_number() && !k.is_integer())) return apply_binary("+", Value(Game::nimber(1)), k);
      return Value(Game::nimber(static_cast<std::uint64_t>(bounded(n, k, kMaxNimber, "a nimber"))));
    }
    case K::Up: {
      Game g = Game::number_up_star(Dyadic(0), n.number, 0);
      Value result(g);
      for (const NodePtr& c : n.children) result = apply_binary("+", result, evaluate(c, env));
      return result;
    }
    case K::UpBy: {
      const Value count = evaluate(n.children[0], env);
      const long sign = n.number > 0 ? 1 : -1;
      Game g;
      if ((n.text == "<" || n.text == "[") && count.is_loopy()) {
        // ^[on] = upon = {pass | *}; ^<on> = {0 | v[on]*}.
        if (!equal(count, *loopy_constant("on"))) fail(n, "^[G] and ^<G> take an integer or on");
        Value upon = *loopy_constant("upon");
        Value r = upon;
        if (n.text == "<") r = loopy_from_options({Value(Game())}, {apply_unary("-", apply_binary("+", upon, Value(Game::nimber(1))))});
        if (sign < 0) r = apply_unary("-", r);
        for (std::size_t i = 1; i < n.children.size(); ++i) r = apply_binary("+", r, evaluate(n.children[i], env));
        return r;
      }
      if (n.text == "<" || n.text == "[") {
        const long k = bounded(n, count, 1 << 16, "the order of an uptimal");
        g = n.text == "<" ? up_nth(k) : up_to_the(k);
        if (sign < 0) g = -g;
      } else {
        const mpz_class k = count.as_integer("a number of ups");
        if (abs(k) > kMaxUps) throw LimitError(fmt::format("too many ups: {} (at most {})", k.get_str(), kMaxUps));
        g = Game::number_up_star(Dyadic(0), sign * k.get_si(), 0);
      }
      Value result(g);
      for (std::size_t i = 1; i < n.children.size(); ++i) result = apply_binary("+", result, evaluate(n.children[i], env));
      return result;
    }
    case K::Unary: {
      const Value a = evaluate(n.children[0], env);
      return apply_unary(n.text, a);
    }
    case K::Binary: {
      const Value a = evaluate(n.children[0], env);
      if (n.text == "..") {
        const mpz_class from = a.as_integer("a range bound");
        const mpz_class to = evaluate(n.children[1], env).as_integer("a range bound");
        const mpz_class by = n.children.size() > 2 ? evaluate(n.children[2], env).as_integer("a range step") : mpz_class(1);
        if (by == 0) fail(n, "a range step of 0");
        std::vector<Value> items;
        for (mpz_class k = from; by > 0 ? k <= to : k >= to; k += by) {
          if (items.size() >= kMaxCollection) throw LimitError("a range of more than 2^20 elements");
          items.emplace_back(k);
        }
        return Value::list(std::move(items));
      }
      const Value b = evaluate(n.children[1], env);
      return apply_binary(n.text, a, b);
    }
    case K::Relation: {
      const Value a = evaluate(n.children[0], env);
      const Value b = evaluate(n.children[1], env);
      if (n.text == "<=>") return apply_compare(a, b);
      return Value(apply_relation(n.text, a, b));
    }
    case K::And: return Value(evaluate(n.children[0], env).as_bool() && evaluate(n.children[1], env).as_bool());
    case K::Or: return Value(evaluate(n.children[0], env).as_bool() || evaluate(n.children[1], env).as_bool());
    case K::Not: return Value(!evaluate(n.children[0], env).as_bool());
    case K::Infix: {
      auto dot = std::make_shared<Node>();
      dot->kind = K::Dot;
      dot->text = n.text;
      dot->flag = true;
      dot->column = n.column;
      dot->children = n.children;
      dot->names = {""};
      return evaluate_dot(*dot, env);
    }
    case K::Dot: return evaluate_dot(n, env);
    case K::Call: return evaluate_call(n, env);
    case K::Term: {
      const Term term = term_of(n, *env);
      if (is_loopy_term(term, session_)) return Value(loopy_value_of(term, session_));
      return Value(value_of(term, session_));
    }
    case K::GameLiteral: return evaluate_game_literal(n, env);
    case K::Misere:
    case K::MisereList: return evaluate_misere(n, env);
    case K::List: {
      std::vector<Value> items;
      for (const NodePtr& c : n.children) items.push_back(evaluate(c, env));
      return Value::list(std::move(items));
    }
    case K::Set: {
      std::vector<Value> items;
      for (const NodePtr& c : n.children) items.push_back(evaluate(c, env));
      return Value::set(std::move(items));
    }
    case K::Comprehension:
    case K::Loop:
    case K::LoopIn: return evaluate_loop(n, env);
    case K::Block: {
      Value last;
      for (const NodePtr& c : n.children) last = evaluate(c, env);
      return last;
    }
    case K::Assign: {
      Value v = evaluate(n.children[0], env);
      env->assign(n.text, v);
      return v;
    }
    case K::Lambda:
      if (std::find(closures_.begin(), closures_.end(), env) == closures_.end()) closures_.push_back(env);
      return Value(Function{n.names, n.children[0], env});
    case K::If: {
      std::size_t i = 0;
      for (; i + 1 < n.children.size(); i += 2) {
        if (evaluate(n.children[i], env).as_bool("a condition")) return evaluate(n.children[i + 1], env);
      }
      if (i < n.children.size()) return evaluate(n.children[i], env);
      return Value();
    }
    case K::Label: return evaluate_loopy_literal(n, env);
    case K::Sided: {
      const loopy::SidedValue a = evaluate(n.children[0], env).as_sided("a game before &");
      const loopy::SidedValue b = evaluate(n.children[1], env).as_sided("a game after &");
      if (!a.is_stopper() || !b.is_stopper()) fail(n, "both sides of & must be stoppers");
      return Value(loopy::SidedValue(a.onside(), b.offside()));
    }
    case K::Pass: fail(n, "pass is a move to the game itself: it can only be an option of a game {...}");
  }
  fail(n, "this expression cannot be evaluated");
}

// CGSuite's methods of a heap ruleset (its TakeAndBreak): code, NimValueSequence(n),
// CheckPeriodicity(n).
Value Interpreter::heap_ruleset_method(const HeapRule& rule, const Node& n, const std::shared_ptr<Environment>& env) {
  if (n.text == "code") {
    if (n.children.size() != 1) fail(n, "code takes no arguments");
    return Value(rule.code());
  }
  if (n.children.size() != 2) fail(n, fmt::format("{} takes one count of heaps", n.text));
  const long count = evaluate(n.children[1], env).as_long("a count of heaps");
  if (count < 0 || count > (1L << 24))
    fail(n, fmt::format("{}: the count of heaps must be between 0 and 2^24, not {}", n.text, count));
  if (n.text == "NimValueSequence") {
    const HeapAnalysis a = analyze_heap_game(rule, static_cast<std::size_t>(count) + 1, session_.run());
    std::vector<Value> values;
    for (std::size_t i = 1; i < a.values.size(); ++i) values.emplace_back(static_cast<long>(a.values[i]));
    return Value::list(std::move(values));
  }
  const HeapAnalysis a = analyze_heap_game_until_period(rule, static_cast<std::size_t>(count), session_.run());
  if (!a.period) return Value();
  return Value(Printed{fmt::format("Periodicity(Period => {}, Preperiod => {}, Saltus => 0)", a.period->period,
                                   a.period->preperiod)});
}

Value Interpreter::evaluate_dot(const Node& n, const std::shared_ptr<Environment>& env) {
  // A catalogue term's misère canonical form and misère outcome are its position's, not
  // its normal-play value's (cram of 12 cells in a row is *2, yet a misère P-position):
  // `cram("...").MisereCanonicalForm` asks the catalogue (impartial games only).
  // CGSuite's `code` of a take-and-break ruleset: `kayles.code` is "0.77",
  // `subtraction([2,3,7]).code` is "0.0330003" (the heap rule's code string).
  // Its NimValueSequence(n), G(1) to G(n), and CheckPeriodicity(n): the period the
  // octal periodicity theorem certifies within n values, else Nothing.
  const bool ruleset_method = n.text == "code" || n.text == "NimValueSequence" || n.text == "CheckPeriodicity";
  if (ruleset_method && !n.children.empty()) {
    const Node& rules = *n.children[0];
    std::optional<HeapRule> rule;
    if (rules.kind == Node::Kind::Identifier && env->find(rules.text) == nullptr &&
        session_.registry().find(rules.text) != nullptr)
      rule = heap_rule_of(rules.text, session_.registry());
    if (rules.kind == Node::Kind::Term) {
      const Term term = term_of(rules, *env);
      const GameEntry& entry = session_.registry().at(term, Command::Heap);
      rule = entry.heap(entry.arguments(term));
    }
    if (rule) return heap_ruleset_method(*rule, n, env);
  }
  if (n.children.size() == 1 && n.children[0]->kind == Node::Kind::Term) {
    if (n.text == "MisereCanonicalForm") return Value(misere_form_of(term_of(*n.children[0], *env), session_));
    // The properties only misère forms have (Genus, MisereNimValue, Mate, IsTame, ...) of
    // an impartial position are its misère form's: kayles(7) is *2 in normal play, yet
    // its genus is 2^2, not *2's 2 (CGSuite's GameHeapTest).
    if (methods_->has(Receiver::Misere, n.text) && !methods_->has(Receiver::Game, n.text)) {
      const Term term = term_of(*n.children[0], *env);
      if (session_.registry().at(term, Command::Value).misere) {
        std::vector<Value> args;
        for (std::size_t i = 1; i < n.children.size(); ++i) args.push_back(evaluate(n.children[i], env));
        return call_method(Value(misere_form_of(term, session_)), n.text, std::move(args));
      }
    }
    // A ruleset position's followers are positions (CGSuite's Followers of
    // game.grid.Amazons("x...|o...") has 2784), not the followers of its canonical form.
    if (n.text == "Followers") {
      const Term term = term_of(*n.children[0], *env);
      const GameEntry& entry = session_.registry().at(term, Command::Value);
      if (entry.position_followers) {
        std::vector<Value> items;
        for (const Term& t : entry.position_followers(entry.arguments(term), session_)) items.emplace_back(Printed{to_string(t)});
        return Value::list(std::move(items));
      }
    }
    // An impartial heap position's options, without a player (CGSuite's Options of
    // grundys_game(92679) has 46339): sums of heaps of the same game.
    if (n.text == "Options") {
      const Term term = term_of(*n.children[0], *env);
      const GameEntry& entry = session_.registry().at(term, Command::Value);
      if (entry.position_options) {
        std::vector<Value> items;
        for (std::string& text : entry.position_options(entry.arguments(term), session_)) items.emplace_back(Printed{std::move(text)});
        return Value::set(std::move(items));
      }
    }
    // CGSuite's GridString of a grid game's position: its board as the game prints it.
    if (n.text == "GridString") {
      const Term term = term_of(*n.children[0], *env);
      const GameEntry& entry = session_.registry().at(term, Command::Value);
      const Arguments args = entry.arguments(term);
      if (!args.has("board") || !entry.normal_position)
        fail(n, fmt::format("{} has no GridString: only a position written as a board string has one", to_string(term)));
      return Value(entry.arguments(entry.normal_position(args)).string("board"));
    }
    if (n.text == "MisereOutcomeClass") {
      const Term term = term_of(*n.children[0], *env);
      const GameEntry& entry = session_.registry().at(term, Command::Value);
      if (entry.misere) return Value(misere_form_of(term, session_).misere_outcome());
      if (entry.misere_outcome) return Value(entry.misere_outcome(entry.arguments(term), session_));
      // Canonical forms do not keep misère play: the value's misère outcome would be a
      // wrong answer for the position.
      fail(n, fmt::format("the misère outcome of a {} position needs its own game tree, which cgt does not search "
                          "for this game (assign the value to a variable for the misère outcome of its canonical form)",
                          term.name));
    }
  }
  const Value self = evaluate(n.children[0], env);
  std::vector<Value> args;
  for (std::size_t i = 1; i < n.children.size(); ++i) args.push_back(evaluate(n.children[i], env));
  const Method* m = methods_->find(self, n.text);
  if (m == nullptr)
    throw DomainError(fmt::format("{} has no method or property '{}' (column {})", self.type_name(), n.text, n.column));
  return (*m)(CallArgs{*this, self, n.text, std::move(args), n.names});
}

Value Interpreter::call_method(const Value& self, const std::string& name, std::vector<Value> arguments) {
  const Method* m = methods_->find(self, name);
  if (m == nullptr) throw DomainError(fmt::format("{} has no method or property '{}'", self.type_name(), name));
  const std::vector<std::string> positional(arguments.size());
  return (*m)(CallArgs{*this, self, name, std::move(arguments), positional});
}

bool Interpreter::has_method(const Value& self, const std::string& name) const {
  return methods_->find(self, name) != nullptr;
}

Value Interpreter::evaluate_call(const Node& n, const std::shared_ptr<Environment>& env) {
  const Node& callee = *n.children[0];
  std::vector<Value> args;
  for (std::size_t i = 1; i < n.children.size(); ++i) args.push_back(evaluate(n.children[i], env));
  if (callee.kind == Node::Kind::Identifier && env->find(callee.text) == nullptr) {
    if (const Method* f = methods_->find_function(callee.text)) {
      const Value nothing;
      return (*f)(CallArgs{*this, nothing, callee.text, std::move(args), n.names});
    }
    // Not a function: a lower-case name is looked up as a game of the catalogue, whose
    // error names the close matches ("unknown game 'frob'; did you mean ...").
    if (std::islower(static_cast<unsigned char>(callee.text[0])) != 0) {
      Term term;
      term.name = callee.text;
      term.column = callee.column;
      session_.registry().at(term, Command::Value);
    }
    throw DomainError(fmt::format("unknown function '{}' (column {})", callee.text, callee.column));
  }
  return call(evaluate(n.children[0], env), args);
}

// [body for x from a to b by c while p where q ...], for ... do/yield ... end.
Value Interpreter::evaluate_loop(const Node& n, const std::shared_ptr<Environment>& env) {
  const bool collect = n.text != "do";
  std::vector<Value> out;
  auto scope = std::make_shared<Environment>(env);
  std::function<void(std::size_t)> run = [&](std::size_t clause) {
    if (clause == n.children.size()) {
      auto yield = [&](const NodePtr& body) {
        Value v = evaluate(body, scope);
        if (!collect) return;
        if (out.size() >= kMaxCollection) throw LimitError("a comprehension of more than 2^20 elements");
        out.push_back(std::move(v));
      };
      if (n.number > 1) {
        for (const NodePtr& body : n.children[0]->children) yield(body);
      } else {
        yield(n.children[0]);
      }
      return;
    }
    const Node& c = *n.children[clause];
    session_.run().checkpoint("evaluating", 0, 0);
    if (c.kind == Node::Kind::LoopIn) {
      const Value list = evaluate(c.children[0], scope);
      const Collection* items = list.collection();
      if (items == nullptr) fail(c, fmt::format("cannot iterate over {}", list.type_name()));
      for (const Value& x : items->items) {
        scope->define(c.text, x);
        if (c.children[2] && !evaluate(c.children[2], scope).as_bool("a while condition")) break;
        if (c.children[1] && !evaluate(c.children[1], scope).as_bool("a where condition")) continue;
        run(clause + 1);
      }
      return;
    }
    // for x from a to b by c while p where q (a bare `while p` has no variable)
    const Value from = c.children[0] ? evaluate(c.children[0], scope) : Value(mpz_class(0));
    const std::optional<Value> to = c.children[1] ? std::optional(evaluate(c.children[1], scope)) : std::nullopt;
    const Value by = c.children[2] ? evaluate(c.children[2], scope) : Value(mpz_class(1));
    // One pass of the body with x = k; false when a while condition ends the loop.
    auto pass = [&](const Value& k) {
      if (!c.text.empty()) scope->define(c.text, k);
      if (c.children[3] && !evaluate(c.children[3], scope).as_bool("a while condition")) return false;
      if (c.children[4] && !evaluate(c.children[4], scope).as_bool("a where condition")) return true;
      run(clause + 1);
      return true;
    };
    if (from.is_integer() && (!to || to->is_integer()) && by.is_integer()) {  // the common case, in GMP integers
      const mpz_class step = by.as_integer("a loop step");
      if (step == 0) fail(c, "a loop step of 0");
      const std::optional<mpz_class> last = to ? std::optional(to->as_integer("a loop bound")) : std::nullopt;
      mpz_class k = from.as_integer("a loop bound");
      for (std::uint64_t steps = 0;; k += step, ++steps) {
        if ((steps & 1023) == 1023) session_.run().checkpoint("evaluating", 0, 0);
        if (last && (step > 0 ? k > *last : k < *last)) break;
        if (!pass(Value(k))) break;
      }
      return;
    }
    // Other values (rationals, games: `for x from 0 to ^5 by ^*`) as CGSuite steps them:
    // x goes up by the step while x <= the bound (x >= the bound for a negative integer
    // step); a step equal to 0 would never end.
    if (apply_relation("==", by, Value(mpz_class(0)))) fail(c, "a loop step of 0");
    const bool upward = !by.is_integer() || by.as_integer("a loop step") > 0;
    Value k = from;
    for (std::uint64_t steps = 0;; k = apply_binary("+", k, by), ++steps) {
      if ((steps & 1023) == 1023) session_.run().checkpoint("evaluating", 0, 0);
      if (to && !apply_relation("<=", upward ? k : *to, upward ? *to : k)) break;
      if (!pass(k)) break;
    }
  };
  run(1);
  if (!collect) return Value();
  return n.flag ? Value::set(std::move(out)) : Value::list(std::move(out));
}

// Whether a literal needs the loopy builder: it has `pass` or a labelled node.
bool has_loopy_syntax(const Node& n) {
  if (n.kind == Node::Kind::Pass || n.kind == Node::Kind::Label) return true;
  if (n.kind != Node::Kind::GameLiteral) return false;
  return std::any_of(n.children.begin(), n.children.end(), [](const NodePtr& c) { return has_loopy_syntax(*c); });
}

Value Interpreter::evaluate_loopy_literal(const Node& n, const std::shared_ptr<Environment>& env) {
  LoopyBuilder builder;
  std::map<std::string, LoopyBuilder::Position> labels;
  // Re-wrap the node so build_loopy sees it as a shared pointer (its children are).
  auto copy = std::make_shared<Node>(n);
  return builder.finish(build_loopy(copy, env, builder, labels));
}

std::pair<std::uint32_t, std::uint32_t> Interpreter::build_loopy(const NodePtr& node, const std::shared_ptr<Environment>& env,
                                                                 LoopyBuilder& b,
                                                                 std::map<std::string, LoopyBuilder::Position>& labels) {
  const Node& n = *node;
  if (n.kind == Node::Kind::Identifier) {
    if (auto it = labels.find(n.text); it != labels.end()) return it->second;
  }
  const bool labelled = n.kind == Node::Kind::Label;
  const Node& literal = labelled ? *n.children[0] : n;
  if (literal.kind != Node::Kind::GameLiteral || literal.flag) {
    if (labelled) fail(n, "a label names a game literal: a{...}");
    return b.value(evaluate(node, env));
  }
  const LoopyBuilder::Position self = b.position();
  std::optional<LoopyBuilder::Position> shadowed;
  if (labelled) {
    if (auto it = labels.find(n.text); it != labels.end()) shadowed = it->second;
    labels[n.text] = self;
  }
  for (std::size_t i = 0; i < literal.children.size(); ++i) {
    const bool left = static_cast<long>(i) < literal.number;
    const NodePtr& c = literal.children[i];
    b.edge(self, left, c->kind == Node::Kind::Pass ? self : build_loopy(c, env, b, labels));
  }
  if (labelled) {
    if (shadowed) labels[n.text] = *shadowed;
    else labels.erase(n.text);
  }
  return self;
}

Value Interpreter::evaluate_game_literal(const Node& n, const std::shared_ptr<Environment>& env) {
  if (!n.flag && has_loopy_syntax(n)) return evaluate_loopy_literal(n, env);
  if (n.flag) {  // '{...}': an explicit form, kept as written
    std::vector<GameForm> left, right;
    for (std::size_t i = 0; i < n.children.size(); ++i) {
      const Value v = evaluate(n.children[i], env);
      (static_cast<long>(i) < n.number ? left : right).push_back(v.as_form("a short game as an option"));
    }
    return Value(GameForm::node(std::move(left), std::move(right)));
  }
  std::vector<Value> values;
  for (const NodePtr& c : n.children) values.push_back(evaluate(c, env));
  if (std::any_of(values.begin(), values.end(), [](const Value& v) { return v.is_loopy(); })) {
    const auto split = values.begin() + n.number;
    return loopy_from_options({values.begin(), split}, {split, values.end()});
  }
  std::vector<Game> left, right;
  for (std::size_t i = 0; i < values.size(); ++i) {
    const Game g = values[i].as_game("a short game as an option");
    require_specifier_integers(g);
    (static_cast<long>(i) < n.number ? left : right).push_back(g);
  }
  for (const std::vector<Game>* side : {&left, &right}) {
    std::size_t widest = side->size();
    for (Game g : *side) widest = std::max({widest, g.left_options().size(), g.right_options().size()});
    if (widest > kMaxLiteralOptions)
      throw LimitError(fmt::format("too many options for a short game (at most {} Left and {} Right options)",
                                   kMaxLiteralOptions, kMaxLiteralOptions));
  }
  return Value(Game::from_options(left, right));
}

// CGSuite's *[...]: an integer is a nim heap, a bracketed list the game with those
// options, another value a misère form (a nimber as its heap). The outer brackets hold
// one such element (*[2] is heap 2, *[[2]] the game whose option is heap 2) or several
// options (*[[2],1]).
Value Interpreter::evaluate_misere(const Node& n, const std::shared_ptr<Environment>& env) {
  if (n.kind == Node::Kind::Misere && n.children.size() == 1) return Value(misere_element(n.children[0], env));
  std::vector<MisereGame> options;
  for (const NodePtr& c : n.children) options.push_back(misere_element(c, env));
  return Value(MisereGame::from_options(options));
}

MisereGame Interpreter::misere_element(const NodePtr& node, const std::shared_ptr<Environment>& env) {
  const Node& c = *node;
  if (c.kind == Node::Kind::MisereList) return *evaluate_misere(c, env).get<MisereGame>();
  const Value v = evaluate(node, env);
  if (const MisereGame* m = v.get<MisereGame>()) return *m;
  if (v.is_integer()) return MisereGame::nim_heap(static_cast<std::uint64_t>(bounded(c, v, 4096, "a nim heap")));
  if (const Game* g = v.get<Game>()) {
    if (const auto k = nimber_of(*g)) return MisereGame::nim_heap(*k);
  }
  fail(c, fmt::format("expected a nim heap, an option list or a misère form, found {}", v.type_name()));
}

}  // namespace cgt::lang
