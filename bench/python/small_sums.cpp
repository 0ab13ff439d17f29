// The C++ side of the Python overhead benchmark (bench/python/overhead.py): reads pairs
// of games (one "A<TAB>B" per line, CGSuite's notation), builds them, then times the loop
// of their sums with the library's operator+ and prints the seconds and a checksum of
// the results (the sum of their table ids is not portable: the number of distinct sums).
#include <chrono>
#include <iostream>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "cgt/catalogue/registry.hpp"
#include "cgt/catalogue/session.hpp"
#include "cgt/lang/interpreter.hpp"

int main() {
  const cgt::Registry registry = cgt::builtin_registry();
  cgt::RunControl run;
  cgt::Session session(registry, run);
  cgt::lang::Interpreter interpreter(session);
  std::vector<std::pair<cgt::Game, cgt::Game>> pairs;
  for (std::string line; std::getline(std::cin, line);) {
    const auto tab = line.find('\t');
    pairs.emplace_back(interpreter.evaluate(line.substr(0, tab)).as_game(), interpreter.evaluate(line.substr(tab + 1)).as_game());
  }
  std::vector<cgt::Game> sums;
  sums.reserve(pairs.size());
  const auto start = std::chrono::steady_clock::now();
  for (const auto& [a, b] : pairs) sums.push_back(a + b);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::set<cgt::Game::Id> distinct;
  for (const cgt::Game& s : sums) distinct.insert(s.id());
  std::cout << seconds << ' ' << distinct.size() << '\n';
}
