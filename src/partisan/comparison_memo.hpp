#pragma once
// The memo of comparisons a <= b between canonical forms (internal to the game table).
//
// Canonicalising a large game (Domineering 6×6) asks for tens of millions of
// comparisons; a general hash map spent ~30 bytes on each. Ids are below 2^28
// (Game::kMaxTableSize), so the pair and its answer fit one 64-bit word: an
// open-addressing table of words, linear probing, grown by doubling up to a cap. At the
// cap it is emptied and refilled (a memo may forget: the answers are recomputed, never
// wrong), so the memo's memory is bounded.
#include <cstdint>
#include <optional>
#include <vector>

namespace cgt::detail {

class ComparisonMemo {
 public:
  static constexpr int kIdBits = 28;
  /// At most `max_slots` words (a power of two), i.e. 8 * max_slots bytes.
  explicit ComparisonMemo(std::size_t max_slots = std::size_t{1} << 27) : max_slots_(max_slots) {
    slots_.assign(kInitialSlots, 0);
  }

  std::optional<bool> find(std::uint32_t a, std::uint32_t b) const {
    const std::uint64_t key = key_of(a, b);
    for (std::size_t i = index_of(key);; i = (i + 1) & (slots_.size() - 1)) {
      const std::uint64_t s = slots_[i];
      if (s == 0) return std::nullopt;
      if ((s >> 2) == key) return (s & 1) != 0;
    }
  }

  void insert(std::uint32_t a, std::uint32_t b, bool result) {
    if (4 * (count_ + 1) > 3 * slots_.size()) grow();
    place((key_of(a, b) << 2) | 2 | (result ? 1 : 0));
    ++count_;
  }

  std::size_t size() const { return count_; }
  /// Bytes the next insert allocates (the doubled table), 0 when it has room or the
  /// table is at its cap (then it forgets instead of growing).
  std::size_t growth_bytes() const {
    if (4 * (count_ + 1) <= 3 * slots_.size() || slots_.size() >= max_slots_) return 0;
    return 2 * slots_.size() * sizeof(std::uint64_t);
  }
  std::size_t bytes() const { return slots_.size() * sizeof(std::uint64_t); }

 private:
  static constexpr std::size_t kInitialSlots = 1 << 12;

  static std::uint64_t key_of(std::uint32_t a, std::uint32_t b) { return (std::uint64_t{a} << kIdBits) | b; }
  std::size_t index_of(std::uint64_t key) const {
    key *= 0x9E3779B97F4A7C15ULL;  // Fibonacci hashing: the high bits are well mixed
    return static_cast<std::size_t>(key >> 20) & (slots_.size() - 1);
  }
  // Stores a word whose key is absent.
  void place(std::uint64_t word) {
    std::size_t i = index_of(word >> 2);
    while (slots_[i] != 0) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = word;
  }
  void grow() {
    if (slots_.size() >= max_slots_) {  // at the cap: forget everything, keep the memory
      std::fill(slots_.begin(), slots_.end(), 0);
      count_ = 0;
      return;
    }
    std::vector<std::uint64_t> old(slots_.size() * 2, 0);
    old.swap(slots_);
    for (std::uint64_t w : old)
      if (w != 0) place(w);
  }

  std::vector<std::uint64_t> slots_;
  std::size_t count_ = 0;
  std::size_t max_slots_;
};

}  // namespace cgt::detail
