#pragma once
/// \file
/// Misère canonical forms (cgt/impartial/misere_game.hpp) of impartial games given as
/// C++ types (ImpartialGame): a position's form is the canonical form of its options'
/// forms (MisereGame::from_options), found depth-first with an explicit stack (no
/// recursion limit) and a table of positions already valued.
///
/// Optional, as for the partisan reducer: `game.components(p)` splits a position into
/// independent parts, each valued once and summed (misère equivalence is a congruence
/// for disjunctive sums, ONAG ch. 12, so the sum of canonical forms is the form of the
/// sum); `game.normalize(p)` keys the table by symmetry class.
/// Cost: one from_options per distinct (normalised) part, plus one misère sum per part
/// of each option; misère forms can grow quickly (Plambeck and Siegel 2008).

#include <optional>
#include <vector>

#include <absl/container/flat_hash_map.h>

#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/impartial/impartial_game.hpp"
#include "cgt/impartial/misere_game.hpp"

namespace cgt {

/// The misère canonical form of `start`. Throws cgt::DomainError if the game has a
/// cycle, cgt::LimitError past `limits` (distinct parts stored) or the RunControl's limits.
template <ImpartialGame G>
MisereGame misere_canonical_form(const G& game, const typename G::Position& start, SearchLimits limits = {},
                                 RunControl& run = unlimited_run()) {
  using P = typename G::Position;
  const auto key = [&game](const P& p) {
    if constexpr (requires { { game.normalize(p) } -> std::convertible_to<P>; }) return P(game.normalize(p));
    else return p;
  };
  const auto parts = [&](const P& p) {
    std::vector<P> out;
    if constexpr (requires { { game.components(p) } -> std::convertible_to<std::vector<P>>; }) {
      for (const P& c : game.components(p)) out.push_back(key(c));
    } else {
      out.push_back(key(p));
    }
    return out;
  };
  // A part being valued: its options, each as its parts, and the next part to visit.
  struct Frame {
    P position;
    std::vector<std::vector<P>> options;
    std::size_t option = 0, part = 0;
  };
  absl::flat_hash_map<P, std::optional<MisereGame>> form;  // none while being valued
  std::vector<Frame> stack;
  const auto push = [&](const P& p) {
    detail::check_positions(form.size(), limits);
    if (form.size() % 1024 == 0) run.checkpoint("misere canonical form", form.size(), 0);
    Frame f{p, {}, 0, 0};
    for (const P& q : game.moves(p)) f.options.push_back(parts(q));
    stack.push_back(std::move(f));
  };
  const auto value = [&](const P& root) {
    if (auto it = form.find(root); it != form.end()) return *it->second;
    form.emplace(root, std::nullopt);
    push(root);
    while (!stack.empty()) {
      Frame& f = stack.back();
      std::optional<P> next;  // a part not valued yet
      while (f.option < f.options.size() && !next) {
        const std::vector<P>& option = f.options[f.option];
        if (f.part == option.size()) {
          ++f.option;
          f.part = 0;
          continue;
        }
        const P& child = option[f.part++];
        auto [it, inserted] = form.try_emplace(child, std::nullopt);
        if (inserted) next = child;
        else if (!it->second) throw DomainError("the game has a cycle: misère canonical forms need an acyclic game");
      }
      if (next) {
        push(*next);  // may move the stack: f is not used again in this round
        continue;
      }
      std::vector<MisereGame> options;
      for (const std::vector<P>& option : f.options) {
        MisereGame sum;
        for (const P& part : option) sum = sum + *form.at(part);
        options.push_back(std::move(sum));
      }
      form[f.position] = MisereGame::from_options(options);
      stack.pop_back();
    }
    return *form.at(root);
  };
  MisereGame sum;
  for (const P& part : parts(start)) sum = sum + value(part);
  return sum;
}

}  // namespace cgt
