#pragma once
/// \file
/// Valuing games in a private table, so that independent games can be canonicalised on
/// several threads at once, and carrying results between tables.
///
/// cgt::Game ids index the game table bound to the thread (cgt/partisan/game_table.hpp),
/// which one thread uses at a time. A thread that holds a `ScopedGameTable` works in a
/// private, empty table: every Game it builds is an id into that table, meaningless
/// elsewhere. To carry a result back, the thread exports it as a `PortableGame` (its canonical form as a DAG of closed forms
/// and option lists) and the receiving thread imports it into its own table. Canonical
/// forms are unique (Siegel, CGT, II.2.7), so the imported game is exactly the game a
/// serial computation would have built.

#include <cstdint>
#include <optional>
#include <vector>

#include "cgt/partisan/game.hpp"
#include "cgt/partisan/game_table.hpp"

namespace cgt {

/// A fresh table bound to this thread for the scope: a GameTable and its Use in one
/// object, for a worker that values games apart from its caller. Games built inside
/// must not escape the scope except through PortableGame. Inside, every operation works:
/// the memos keyed by game ids belong to the table, so the private table has its own,
/// freed with it.
class ScopedGameTable {
 public:
  ScopedGameTable() : use_(table_) {}
  ScopedGameTable(const ScopedGameTable&) = delete;
  ScopedGameTable& operator=(const ScopedGameTable&) = delete;

 private:
  GameTable table_;
  GameTable::Use use_;
};

/// A canonical form detached from any table: its subgames in children-first order.
/// Each node is a closed form x + n·↑ + *k or a list of option indices into `nodes`.
/// Size: one node per distinct subgame of the canonical form (numbers and x + n·↑ + *k
/// count as one). The last node is the game itself.
struct PortableGame {
  struct Node {
    std::optional<NumberUpStar> closed;
    std::vector<std::uint32_t> left, right;
  };
  std::vector<Node> nodes;

  /// Exports g from the current thread's table. O(size of g's canonical DAG).
  static PortableGame from(Game g);
  /// Rebuilds the game in the current thread's table. O(size) canonicalisations, each
  /// of an already-canonical option list (only comparisons, no search).
  Game to_game() const;
};

}  // namespace cgt
