#include "cgt/impartial/token_sum.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "cgt/core/error.hpp"
#include "cgt/impartial/graph_grundy.hpp"

namespace cgt {
namespace {

using Vertex = GameGraph::Vertex;

// Smith's rules on a multiset of token values.
struct SumState {
  std::uint64_t nim_sum = 0;            // of the finite values
  std::size_t infinite = 0;             // tokens of value ∞
  Vertex infinite_vertex = 0;           // one of them (meaningful when infinite == 1)
};

SumState summarize(std::span<const std::uint32_t> values, std::span<const Vertex> tokens) {
  SumState s;
  for (Vertex t : tokens) {
    if (values[t] == kInfiniteGrundy) {
      ++s.infinite;
      s.infinite_vertex = t;
    } else {
      s.nim_sum ^= values[t];
    }
  }
  return s;
}

OutcomeClass classify(const GameGraph& graph, std::span<const std::uint32_t> values, const SumState& s) {
  if (s.infinite == 0) return s.nim_sum == 0 ? OutcomeClass::P : OutcomeClass::N;
  if (s.infinite >= 2) return OutcomeClass::D;
  for (Vertex v : graph.moves(s.infinite_vertex))
    if (values[v] == s.nim_sum) return OutcomeClass::N;  // s ∈ K: move the ∞ token to value s
  return OutcomeClass::D;
}

}  // namespace

TokenSumAnswer analyze_token_sum(const GameGraph& graph, std::span<const std::uint32_t> values,
                                 std::span<const Vertex> tokens) {
  for (Vertex t : tokens)
    if (t >= graph.size()) throw DomainError(fmt::format("token on vertex {} outside 0..{}", t, graph.size() - 1));
  const SumState state = summarize(values, tokens);
  TokenSumAnswer answer;
  answer.outcome = classify(graph, values, state);
  answer.nim_sum = state.nim_sum;
  answer.infinite_tokens = state.infinite;
  if (answer.outcome == OutcomeClass::P) return answer;
  // Look for a move to a position of the wanted class: P when we win, D when we draw.
  const OutcomeClass wanted = answer.outcome == OutcomeClass::N ? OutcomeClass::P : OutcomeClass::D;
  std::vector<Vertex> after(tokens.begin(), tokens.end());
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    for (Vertex v : graph.moves(tokens[i])) {
      // Update the summary for "token i moves to v" without rescanning every token.
      SumState next = state;
      if (values[tokens[i]] == kInfiniteGrundy) {
        --next.infinite;
      } else {
        next.nim_sum ^= values[tokens[i]];
      }
      if (values[v] == kInfiniteGrundy) {
        ++next.infinite;
      } else {
        next.nim_sum ^= values[v];
      }
      if (next.infinite == 1) {
        after[i] = v;
        next.infinite_vertex = *std::find_if(after.begin(), after.end(),
                                             [&](Vertex t) { return values[t] == kInfiniteGrundy; });
        after[i] = tokens[i];
      }
      if (classify(graph, values, next) == wanted) {
        answer.move = TokenMove{i, tokens[i], v};
        return answer;
      }
    }
  }
  return answer;
}

}  // namespace cgt
