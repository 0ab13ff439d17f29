#pragma once
/// \file
/// Nim and its classical relatives, each answered with its outcome and an explicit
/// winning move: Nim and misère Nim (Bouton 1901; Winning Ways ch. 2 and 13),
/// Moore's Nim_k (Moore 1910), and Nim_k with a bound r on the tokens taken from one
/// heap (bounded Nim when k = 1).
///
/// Heaps are 64-bit; outcomes are for the player to move (N: that player wins).

#include <cstdint>
#include <span>
#include <vector>

#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"

namespace cgt {

/// Reduce heap `heap` (0-based index into the position) from `from` tokens to `to`.
struct HeapMove {
  std::size_t heap = 0;
  std::uint64_t from = 0;
  std::uint64_t to = 0;
  friend bool operator==(const HeapMove&, const HeapMove&) = default;
};

/// Outcome and one winning move (a list of heap reductions made in one turn; empty
/// when the position is P, or when the player to move wins without moving, as in
/// misère play with no heaps).
struct NimAnswer {
  OutcomeClass outcome = OutcomeClass::P;  ///< N or P
  std::vector<HeapMove> winning_move;
};

/// Nim: P iff the nim-sum of the heaps is 0. The winning move reduces a heap h with
/// h ⊕ s < h to h ⊕ s (the leftmost such heap). O(n).
NimAnswer nim(std::span<const std::uint64_t> heaps);

/// Misère Nim (the last player to move loses). Bouton: if every heap is 0 or 1 the
/// position is P iff the number of 1-heaps is odd; otherwise P iff the nim-sum is 0.
/// O(n).
NimAnswer misere_nim(std::span<const std::uint64_t> heaps);

/// Moore's Nim_k: a move reduces between 1 and k heaps (k >= 1), each by any positive
/// amount. P iff for every bit position the number of heaps with that bit set is
/// divisible by k+1 (Moore 1910). The winning move is built bit by bit from the top,
/// changing at most k heaps. O(64·n). Throws cgt::DomainError for k = 0.
NimAnswer moore_nim(std::span<const std::uint64_t> heaps, std::uint64_t k);

/// How an answer for bounded Nim_k was obtained.
enum class BoundedNimMethod {
  SubtractionGame,  ///< k = 1: each heap is the subtraction game {1..r}, G(h) = h mod (r+1)
  Moore,            ///< r >= every heap: the bound never binds, Moore's rule
  ExactSearch,      ///< neither theorem applies: exhaustive search of the position
};

struct BoundedNimAnswer {
  NimAnswer answer;
  BoundedNimMethod method;
};

/// Nim_k where each reduced heap loses between 1 and r tokens (r >= 1). Closed forms
/// are used only where they are theorems (see BoundedNimMethod); otherwise the position
/// is searched exactly, with memoisation on sorted heap multisets; positions whose heaps
/// are all at most r are leaves decided by Moore's rule, and each multiset of moves is
/// generated once. For k >= 2 and a binding r the often-quoted rule "reduce each heap
/// mod r+1, then Moore" is false (k = 2, r = 3, heaps 1,1,4,6 is P, the rule says N).
/// The search is bounded by work: it throws cgt::LimitError past `max_positions`
/// positions stored, past `max_work` units of work (a move generated from an n-heap
/// position is n + 8 units; about 2·10^7 units a second here), or past the RunControl's
/// limits; cgt::DomainError for k = 0 or r = 0.
BoundedNimAnswer bounded_moore_nim(std::span<const std::uint64_t> heaps, std::uint64_t k, std::uint64_t r,
                                   std::size_t max_positions = 2'000'000, RunControl& run = unlimited_run(),
                                   std::uint64_t max_work = 2'000'000'000);

/// The judge-style formula for bounded Nim_k (heaps mod r+1, then Moore's rule): a
/// theorem only for k = 1 or when r >= every heap. Exposed so callers can compare
/// and warn; never used by bounded_moore_nim where it is not a theorem.
OutcomeClass bounded_moore_nim_formula(std::span<const std::uint64_t> heaps, std::uint64_t k, std::uint64_t r);

}  // namespace cgt
