// Methods of lists and sets, thermographs and trajectories, by CGSuite's names.
#include <fmt/format.h>

#include <algorithm>
#include <functional>

#include "methods.hpp"

namespace cgt::lang {

void add_collection_methods(MethodTable& t) {
  const auto size = [](const CallArgs& c) { return Value(static_cast<long>(c.self.collection()->items.size())); };
  t.add(Receiver::Collection, "Size", size);
  t.add(Receiver::Collection, "Length", size);
  t.add(Receiver::Collection, "IsEmpty", [](const CallArgs& c) { return Value(c.self.collection()->items.empty()); });
  t.add(Receiver::Collection, "Apply", [](const CallArgs& c) {
    c.arity(1, 1);
    std::vector<Value> out;
    for (const Value& x : c.self.collection()->items) out.push_back(c.interpreter.call(c.at(0), {x}));
    return c.self.collection()->is_set ? Value::set(std::move(out)) : Value::list(std::move(out));
  });
  t.add(Receiver::Collection, "Contains", [](const CallArgs& c) {
    c.arity(1, 1);
    for (const Value& x : c.self.collection()->items)
      if (equal(x, c.at(0))) return Value(true);
    return Value(false);
  });
  t.add(Receiver::Collection, "Sum", [](const CallArgs& c) {  // as CGSuite: the head plus the rest
    const auto& items = c.self.collection()->items;
    if (items.empty()) throw DomainError("Sum of an empty collection");
    Value sum = items.front();
    for (std::size_t i = 1; i < items.size(); ++i) sum = apply_binary("+", sum, items[i]);
    return sum;
  });
  // CGSuite's Max and Min: the first element no other one exceeds (is below), in order.
  for (const auto& entry : {std::pair{"Max", ">"}, std::pair{"Min", "<"}}) {
    const char* name = entry.first;
    const char* relation = entry.second;
    t.add(Receiver::Collection, name, [name, relation](const CallArgs& c) {
      const auto& items = c.self.collection()->items;
      if (items.empty()) throw DomainError(fmt::format("{} of an empty collection", name));
      Value best = items.front();
      for (const Value& x : items)
        if (apply_relation(relation, x, best)) best = x;
      return best;
    });
  }
  // The least nonnegative integer not in the collection (other elements are ignored).
  t.add(Receiver::Collection, "Mex", [](const CallArgs& c) {
    std::vector<mpz_class> present;
    for (const Value& x : c.self.collection()->items)
      if (x.is_integer() && x.as_integer("an element") >= 0) present.push_back(x.as_integer("an element"));
    std::sort(present.begin(), present.end());
    mpz_class mex = 0;
    for (const mpz_class& k : present)
      if (k == mex) ++mex;
    return Value(mex);
  });
  t.add(Receiver::Collection, "Sorted", [](const CallArgs& c) {
    std::vector<Value> items = c.self.collection()->items;
    std::stable_sort(items.begin(), items.end(), [](const Value& a, const Value& b) { return canonical_order(a, b) < 0; });
    return Value::list(std::move(items));
  });
  t.add(Receiver::Collection, "Head", [](const CallArgs& c) {
    const auto& items = c.self.collection()->items;
    if (items.empty()) throw DomainError("Head of an empty collection");
    return items.front();
  });
  t.add(Receiver::Collection, "Reverse", [](const CallArgs& c) {
    std::vector<Value> items(c.self.collection()->items.rbegin(), c.self.collection()->items.rend());
    return Value::list(std::move(items));
  });

  // The antichains of a set of games: every subset (the empty one too) whose members are
  // pairwise confused (CGSuite 1.x's DayN(n).Antichains, the option sets of day n + 1's
  // games). At most 2^20 of them.
  t.add(Receiver::Collection, "Antichains", [](const CallArgs& c) {
    const std::vector<Value>& items = c.self.collection()->items;
    constexpr std::size_t kMostAntichains = std::size_t{1} << 20;
    if (items.size() >= kMostAntichains) throw LimitError("more than 2^20 antichains");
    // Whether items i < j are confused, compared when first asked (-1: not yet).
    std::vector<std::vector<signed char>> known(items.size());
    auto confused = [&](std::size_t i, std::size_t j) {
      if (known[j].empty()) known[j].assign(j, -1);
      if (known[j][i] < 0) known[j][i] = apply_relation("<>", items[i], items[j]) ? 1 : 0;
      return known[j][i] == 1;
    };
    // The antichains as lists of indices first, so that a set with too many fails fast.
    std::vector<std::vector<std::size_t>> found;
    std::vector<std::size_t> chosen;
    // Adds the antichain `chosen`, then each one extending it by a later confused item.
    std::function<void(std::size_t)> extend = [&](std::size_t next) {
      if (found.size() >= kMostAntichains) throw LimitError("more than 2^20 antichains");
      found.push_back(chosen);
      for (std::size_t j = next; j < items.size(); ++j) {
        if (!std::all_of(chosen.begin(), chosen.end(), [&](std::size_t k) { return confused(k, j); })) continue;
        chosen.push_back(j);
        extend(j + 1);
        chosen.pop_back();
      }
    };
    extend(0);
    std::vector<Value> out;
    for (const std::vector<std::size_t>& antichain : found) {
      std::vector<Value> members;
      for (std::size_t k : antichain) members.push_back(items[k]);
      out.push_back(Value::set(std::move(members)));
    }
    return Value::set(std::move(out));
  });

  t.add(Receiver::Thermograph, "Wall", [](const CallArgs& c) {
    c.arity(1, 1);
    const Player* p = c.at(0).get<Player>();
    if (p == nullptr) throw DomainError("Wall expects Left or Right");
    const Thermograph& th = *c.self.get<Thermograph>();
    return Value(*p == Player::Left ? th.left_wall : th.right_wall);
  });
  t.add(Receiver::Thermograph, "LeftWall", [](const CallArgs& c) { return Value(c.self.get<Thermograph>()->left_wall); });
  t.add(Receiver::Thermograph, "RightWall", [](const CallArgs& c) { return Value(c.self.get<Thermograph>()->right_wall); });
  t.add(Receiver::Thermograph, "Mast", [](const CallArgs& c) { return Value(c.self.get<Thermograph>()->mast); });
  t.add(Receiver::Thermograph, "Temperature",
        [](const CallArgs& c) { return Value(c.self.get<Thermograph>()->temperature); });
  t.add(Receiver::Player, "Opponent", [](const CallArgs& c) {
    return Value(*c.self.get<Player>() == Player::Left ? Player::Right : Player::Left);
  });
}

}  // namespace cgt::lang
