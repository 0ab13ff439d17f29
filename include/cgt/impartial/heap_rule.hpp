#pragma once
/// \file
/// Rules of impartial heap games: octal and hexadecimal take-and-break codes,
/// finite and all-but subtraction sets, and Grundy's game.
///
/// Code d0.d1d2...dt (Winning Ways ch. 4; Siegel, CGT, IV.2): digit d_k says what
/// may be left after removing k tokens from a heap: bit 1 = nothing (only when the
/// heap had exactly k), bit 2 = one nonempty heap, bit 4 = two nonempty heaps,
/// bit 8 = three nonempty heaps (hexadecimal digits 8..F). d0 may only use bits 4
/// and 8 (splitting without removing); bits 1 and 2 at k = 0 would be a pass.
/// A subtraction set S is the code with digit 3 at every k in S. An all-but set S
/// lets a move remove any positive number of tokens except those in S. Grundy's
/// game splits a heap into two unequal nonempty heaps.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cgt {

/// One heap game rule. Immutable value type; cheap to copy.
class HeapRule {
 public:
  enum class Kind { Code, AllBut, Grundy };

  /// Parses a rule as users type it:
  ///  - an octal/hexadecimal code: `0.07`, `4.07`, `0.3F` (digits 0-9, A-F, a-f);
  ///  - `sub:1,3,4` (subtraction set), `allbut:1,2` (all-but subtraction set);
  ///  - CGSuite's repeating codes `0.[3]` (Nim), `0.03[3]`: digits 0 and 3, the digit in
  ///    brackets repeated forever (read as the all-but rule they are);
  ///  - `grundy` or CGSuite's `4!.0` (Grundy's game). Named games (Kayles, Officers, ...) are catalogue
  ///    entries (cgt/catalogue/registry.hpp).
  /// Throws cgt::ParseError naming the offending character and its position;
  /// cgt::LimitError for a code or set element past the size limits below.
  static HeapRule parse(std::string_view text);

  /// Code from its digits d0..dt (each 0..15). Validates as parse() does.
  static HeapRule from_digits(std::vector<std::uint8_t> digits);
  static HeapRule subtraction(std::vector<std::uint64_t> set);
  /// Splittles (Winning Ways ch. 4; CGSuite's Splittles): remove a number in `set`,
  /// leaving the rest as one heap or split into two: digit 7 at each k in the set
  /// ({1, 2} is Kayles, 0.77). Throws as subtraction() does.
  static HeapRule splittles(std::vector<std::uint64_t> set);
  static HeapRule all_but(std::vector<std::uint64_t> excluded);
  static HeapRule grundys_game();

  /// Largest code length / subtraction-set element accepted.
  static constexpr std::size_t kMaxDigits = 1u << 20;

  Kind kind() const noexcept { return kind_; }
  /// The rule in normal form, e.g. "0.07", "sub:1,3,4", "allbut:1,2", "grundy".
  const std::string& name() const noexcept { return name_; }

  /// The rule as CGSuite's TakeAndBreak code (HeapRuleset.Code): "0.77", "0.0330003" for
  /// the subtraction set {2, 3, 7}, "0.3003330[3]" for all but {2, 3, 7} (the bracketed
  /// digit repeats forever), "4!.0" for Grundy's game. Digits above 9 print as A-F.
  std::string code() const;

  /// Digits d0..dt of a code (empty for AllBut and Grundy). t = digits().size()-1
  /// is the index of the last nonzero digit (0 for the code with no moves).
  std::span<const std::uint8_t> digits() const noexcept { return digits_; }
  /// t, the largest number of tokens a move may remove (codes only).
  std::size_t last_digit_index() const noexcept { return digits_.empty() ? 0 : digits_.size() - 1; }
  /// The most heaps one move can leave: 1 (no splitting), 2 or 3 (hexadecimal bit 8).
  int max_heaps_left() const noexcept { return max_heaps_; }
  /// True when some digit has bit 8 (three-heap splits).
  bool splits_into_three() const noexcept { return max_heaps_ == 3; }
  /// Excluded removals of an all-but rule, sorted ascending.
  std::span<const std::uint64_t> excluded() const noexcept { return excluded_; }

  /// True when the octal periodicity theorem (Guy–Smith, extended to three-heap
  /// splits) applies: finite codes. False for all-but rules and Grundy's game.
  bool has_periodicity_theorem() const noexcept { return kind_ == Kind::Code; }

  /// Calls f(std::span<const std::uint64_t> heaps) once per move from a heap of n
  /// tokens, with the nonempty heaps the move leaves (0 to 3 of them, ascending).
  /// Moves leaving the same heaps through different k are reported once per k.
  /// O(number of moves); for all-but rules O(n).
  template <class F>
  void for_each_option(std::uint64_t n, F&& f) const;

 private:
  HeapRule() = default;
  void finish_code();
  // The code with `digit` at every removal in `set` (positive, at most kMaxDigits); sorts
  // `set` and drops its repeats.
  static HeapRule from_removals(std::vector<std::uint64_t>& set, std::uint8_t digit);
  static HeapRule repeating_code(std::string_view text);

  Kind kind_ = Kind::Code;
  std::string name_;
  std::vector<std::uint8_t> digits_;
  std::vector<std::uint64_t> excluded_;
  int max_heaps_ = 1;
};

template <class F>
void HeapRule::for_each_option(std::uint64_t n, F&& f) const {
  std::uint64_t heaps[3];
  if (kind_ == Kind::Grundy) {
    for (std::uint64_t a = 1; 2 * a < n; ++a) {
      heaps[0] = a;
      heaps[1] = n - a;
      f(std::span<const std::uint64_t>(heaps, 2));
    }
    return;
  }
  if (kind_ == Kind::AllBut) {
    std::size_t next_excluded = 0;
    for (std::uint64_t k = 1; k <= n; ++k) {
      while (next_excluded < excluded_.size() && excluded_[next_excluded] < k) ++next_excluded;
      if (next_excluded < excluded_.size() && excluded_[next_excluded] == k) continue;
      heaps[0] = n - k;
      f(std::span<const std::uint64_t>(heaps, n == k ? 0 : 1));
    }
    return;
  }
  for (std::uint64_t k = 0; k < digits_.size() && k <= n; ++k) {
    const unsigned d = digits_[k];
    const std::uint64_t m = n - k;
    if ((d & 1) && m == 0) f(std::span<const std::uint64_t>(heaps, 0));
    if ((d & 2) && m >= 1) {
      heaps[0] = m;
      f(std::span<const std::uint64_t>(heaps, 1));
    }
    if (d & 4) {
      for (std::uint64_t a = 1; 2 * a <= m; ++a) {
        heaps[0] = a;
        heaps[1] = m - a;
        f(std::span<const std::uint64_t>(heaps, 2));
      }
    }
    if (d & 8) {
      for (std::uint64_t a = 1; 3 * a <= m; ++a)
        for (std::uint64_t b = a; a + 2 * b <= m; ++b) {
          heaps[0] = a;
          heaps[1] = b;
          heaps[2] = m - a - b;
          f(std::span<const std::uint64_t>(heaps, 3));
        }
    }
  }
}

}  // namespace cgt
