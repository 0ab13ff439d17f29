#pragma once
// Memo tables owned by the game table they are keyed by (internal to src/partisan).
//
// Memos keyed by game ids (option orders for printing, thermographs, heating, ...) are
// only meaningful in the table that issued the ids, so each game table owns them: a
// registry of memo objects keyed by their type, created on first use and freed with
// the table. A private table (ScopedGameTable) thus has memos of its own, and no memo
// lives in function-local static state. Each .cpp file keeps its memo type private:
//
//   struct HeatMemo : detail::TableMemo { absl::flat_hash_map<...> map; };
//   HeatMemo& memo = detail::table_memo<HeatMemo>();
//
// Like the table itself, the memos are used by one thread at a time.
#include <memory>
#include <typeindex>

namespace cgt::detail {

/// Base of the memo objects a game table owns.
struct TableMemo {
  virtual ~TableMemo() = default;
};

/// The slot for memos of type `type` in the current thread's game table (empty at first).
std::unique_ptr<TableMemo>& table_memo_slot(std::type_index type);

/// The current thread's game table's memo of type M (default-constructed on first use).
template <class M>
M& table_memo() {
  std::unique_ptr<TableMemo>& slot = table_memo_slot(std::type_index(typeid(M)));
  if (!slot) slot = std::make_unique<M>();
  return static_cast<M&>(*slot);
}

}  // namespace cgt::detail
