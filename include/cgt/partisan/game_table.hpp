#pragma once
/// \file
/// The table of canonical forms that cgt::Game ids index, owned by the caller.
///
/// A cgt::Game is a 32-bit id into a hash-consed table of canonical forms: canonical
/// forms are unique (Siegel, CGT, II.2.7), so equal games are equal ids. The table also
/// owns every memo keyed by those ids (comparisons, sums, negations, printing,
/// thermographs, heating, birthdays).
///
/// Whoever runs analyses owns the table they work in — the CLI's run, the Python
/// module's engine, a worker thread — and binds it to the working thread with
/// GameTable::Use. Games built while it is bound are ids into it, meaningless in any
/// other table: carry them between tables as cgt::PortableGame
/// (cgt/partisan/private_table.hpp). A thread that binds none works in a table of its
/// own, made on its first game and freed when the thread ends, so no table is shared by
/// two threads unless a caller binds the same one on both, which it must not do at once:
/// a table is used by one thread at a time.

#include <cstddef>
#include <cstdint>
#include <memory>

#include "cgt/core/run_control.hpp"

namespace cgt {

namespace detail {
class TableStore;
}

class GameTable {
 public:
  /// An empty table (holding only the game 0).
  GameTable();
  ~GameTable();
  GameTable(const GameTable&) = delete;
  GameTable& operator=(const GameTable&) = delete;

  /// Canonical forms held: every subgame built in this table. O(1).
  std::size_t size() const noexcept;

  /// For its lifetime, the calling thread's games live in `table`; the previous binding
  /// (another table, or the thread's own) comes back when it ends. Uses nest.
  class Use {
   public:
    explicit Use(GameTable& table) noexcept;
    ~Use();
    Use(const Use&) = delete;
    Use& operator=(const Use&) = delete;

   private:
    detail::TableStore* previous_;
  };

  /// For its lifetime, the operations on the calling thread's table (canonical forms,
  /// sums, comparisons, products, thermographs: every walk through options) check `run`
  /// every few thousand option lists, so its time and memory limits and cancellation
  /// stop them with cgt::LimitError; the table stays usable. `run` must outlive it.
  /// It also opens a RunScope, so misère canonical forms computed meanwhile answer to
  /// `run` too. Watches nest.
  class Watch {
   public:
    explicit Watch(RunControl& run) noexcept;
    ~Watch();
    Watch(const Watch&) = delete;
    Watch& operator=(const Watch&) = delete;

   private:
    detail::TableStore* table_;
    RunControl* previous_;
    RunScope scope_;
  };

  /// For its lifetime, the operations on the calling thread's table throw
  /// cgt::LimitError ("work limit: ...") once they have done more than `units` further
  /// steps of work (one step an option list walked or a comparison made, as charged to
  /// a Watch), checked every 4096 steps: a caller trying a computation that may cost
  /// more than it is worth (cgt/partisan/outcome_search.hpp values components this
  /// way) stops it early. The table stays usable. Limits nest; the tighter one holds.
  class WorkLimit {
   public:
    explicit WorkLimit(std::uint64_t units) noexcept;
    ~WorkLimit();
    WorkLimit(const WorkLimit&) = delete;
    WorkLimit& operator=(const WorkLimit&) = delete;

   private:
    detail::TableStore* table_;
    std::uint64_t previous_end_, previous_units_;
  };

  /// Charges `units` steps of work done outside the table (the loopy games' survival
  /// games, cgt/partisan/loopy/survival.hpp) to the run control watching the calling
  /// thread's table, if any: every 4096 units its limits are checked, as for the table's
  /// own operations. Throws cgt::LimitError when one is exceeded. O(1).
  static void charge(std::uint64_t units);

 private:
  std::unique_ptr<detail::TableStore> store_;
};

}  // namespace cgt
