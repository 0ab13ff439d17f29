#pragma once
/// \file
/// Misère impartial games in canonical form (Conway, ONAG ch. 12; Siegel, CGT V.3;
/// genus: Winning Ways ch. 13), computed and printed as CGSuite's MisereCanonicalGame.
///
/// A game is simplified by the Grundy–Smith rule: G = H when every option of H is an
/// option of G and every other option of G has H as an option, with the proviso that
/// for H = 0 some option of G must be a misère P-position. Conway: a game none of whose
/// positions simplifies is canonical, and two games are equal in misère play iff their
/// canonical forms are identical.
///
/// Values are immutable shared trees (no global table): copying is cheap, two games
/// compare by structure, and each operation keeps its memo tables for its own duration.
///
/// Canonical forms of misère sums grow very fast, so every operation below that builds
/// games (sums, printing, genus, links, …) has a work budget of about 40 million steps
/// (steps of sums, reductions and part searches; a couple of seconds) and throws
/// cgt::LimitError ("misere canonical form too large to compute") past it, and answers
/// to the calling thread's scoped run (cgt::RunScope, opened by GameTable::Watch: its
/// time and memory limits and cancellation). Heap forms (misere_heap.hpp) are bounded by
/// their caller's RunControl instead.

#include <compare>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/core/outcome.hpp"

namespace cgt {

namespace detail {
struct MisereNode;
}

/// The genus g^(γ0 γ1 γ2 …) of a misère game G (Winning Ways ch. 13): g is the normal
/// Grundy value of G and γk the misère Grundy value of G + *2 + … + *2 (k copies of *2).
/// Only a prefix of γ is stored; `kind` says how the sequence continues (it has
/// eventual period 2).
struct Genus {
  /// Tame: nim heaps and tame games (γ0 = 1 - g for g < 2, then g, g⊕2, g, …);
  /// Restive: γ continues from γ0 (or g when γ0 >= 4) as x, x⊕2, …; Wild: `sup`
  /// repeats its last two digits.
  enum class Kind { Tame, Restive, Wild };
  std::uint64_t base = 0;           ///< g, the normal-play Grundy value
  std::vector<std::uint64_t> sup;   ///< printed superscript (empty for a nim heap)
  Kind kind = Kind::Tame;

  /// γk: the misère Grundy value of G plus k copies of *2. O(1).
  std::uint64_t misere_value(std::size_t k) const;
  /// The normal-play Grundy value of G plus k copies of *2: g ⊕ 2·(k mod 2).
  std::uint64_t normal_value(std::size_t k) const { return base ^ ((k & 1) ? 2u : 0u); }

  friend bool operator==(const Genus&, const Genus&) = default;
};

/// As CGSuite prints a genus: "1", "0^0", "2^1420", "6^(1,9,10,8)" (the superscript in
/// parentheses, comma-separated, when a digit is 10 or more).
std::string to_string(const Genus& genus);

/// A misère impartial game in canonical form. Default-constructed: 0.
class MisereGame {
 public:
  MisereGame();

  /// *[n], the nim heap of size n. O(n) (O(n²) the first time inside a call).
  /// Throws cgt::LimitError for n > 4096.
  static MisereGame nim_heap(std::uint64_t n);
  /// The canonical form of the game whose options are `options`.
  static MisereGame from_options(const std::vector<MisereGame>& options);

  /// Canonical options in CGSuite's deterministic order (key: birthday, number of
  /// options, normal and misère Grundy values of the even part, then its options
  /// lexicographically, even before odd).
  const std::vector<MisereGame>& options() const;

  std::uint64_t birthday() const;
  /// Normal-play Grundy value G+ (mex of the options').
  std::uint64_t nim_value() const;
  /// Misère Grundy value G- (1 for 0, else the mex of the options'); 0 iff P.
  std::uint64_t misere_nim_value() const;
  /// N or P in misère play.
  OutcomeClass misere_outcome() const;
  /// Even or odd in Conway's sense (odd: G = E + *1 with E even). *1 is odd.
  bool is_even() const;
  bool is_nim_heap() const;

  /// The genus (Winning Ways ch. 13), as CGSuite computes it from the games' phyla.
  Genus genus() const;
  /// Conway's mate: 0 and *1 swapped, else {mate of each option}.
  MisereGame mate() const;
  /// Some T with G + T and H + T both P exists iff neither of G, H is an option of
  /// the other (ONAG Thm 76). O(options).
  bool is_linked_to(const MisereGame& h) const;
  /// Such a T, built as CGSuite does. Throws cgt::DomainError ("Those misere games are
  /// not linked: G, H") when there is none.
  MisereGame link(const MisereGame& h) const;
  /// A T with G + T a P-position and H + T an N-position (CGSuite's Distinguisher).
  /// Throws cgt::DomainError when G = H.
  MisereGame distinguisher(const MisereGame& h) const;
  /// The X with X + H = G (unique by cancellation), when H is a part of G. Throws
  /// cgt::DomainError ("Those misere games are not subtractable: G, H") otherwise.
  MisereGame misere_minus(const MisereGame& h) const;

  /// Conway's tame and restive classes (ONAG ch. 12; Winning Ways ch. 13), as CGSuite
  /// classifies games (Dan Hoey's phyla): G is *tame* (hereditarily) when it has a
  /// nim heap's genus (0^1, 1^0, g^g) or 0^0 / 1^1 and every option is tame;
  /// *generally tame* also admits non-tame options reversible through tame ones;
  /// *tameable* games fix the genus of any sum with tame games. *Restive* games have
  /// G+ in {0, 1} and G- >= 2 with tame options (hereditarily; generally: through
  /// reversible options); *restless* ones G- in {0, 1} and G+ >= 2. O(1): the class is
  /// computed with the canonical form.
  bool is_tame() const;
  bool is_generally_tame() const;
  bool is_tameable() const;
  bool is_restive() const;
  bool is_generally_restive() const;
  bool is_restless() const;
  /// Not generally tame, and G + G is generally tame with genus 0^0 (WW ch. 13).
  bool is_half_tame() const;
  /// G is a part of {G} (ONAG: extraverted, equivalently divine).
  bool is_extraverted() const;
  /// G is a part of each of its options: by the extraversion-introversion theorem
  /// only 0 and *1 (ONAG ch. 12).
  bool is_introverted() const;
  /// Prime (ONAG ch. 12): not 0 or *1, and the even part has no even parts but 0
  /// and itself.
  bool is_prime() const;
  /// The nonzero even proper parts of G's even part: for each pair X + Y of it found
  /// by Siegel's algorithm (as CGSuite orders them), X then Y (once when X = Y).
  std::vector<MisereGame> parts() const;
  /// Every way to write G as a sum of even primes in CGSuite's deterministic order
  /// (nondecreasing), plus *1 when G is odd: 0 has the one empty partition, a prime
  /// only itself. Mostly unique (ONAG ch. 12), but not always: *[[*4+*2]] has two.
  std::vector<std::vector<MisereGame>> partitions() const;

  /// Disjunctive sum, canonical.
  friend MisereGame operator+(const MisereGame& g, const MisereGame& h);
  /// Identity of canonical forms.
  friend bool operator==(const MisereGame& g, const MisereGame& h);
  /// The deterministic total order above (CGSuite's DeterministicOrdering).
  friend std::strong_ordering operator<=>(const MisereGame& g, const MisereGame& h);
  /// Structural hash (equal games, equal hashes).
  std::uint64_t hash() const;

  explicit MisereGame(std::shared_ptr<const detail::MisereNode> node);
  const detail::MisereNode* node() const { return node_.get(); }
  const std::shared_ptr<const detail::MisereNode>& shared_node() const { return node_; }

 private:
  std::shared_ptr<const detail::MisereNode> node_;
};

/// CGSuite's printed form in Conway's shorthand: "*[0]", "*[2#]", "*[2[2]]",
/// "*[(2#1)2##]", "*[2[##-2]0]": a nim heap is its size; "X#" is {X}; a list of
/// options is written from last to first, parenthesised when nested; a subscript
/// "[k]" or "[-k]" means plus or minus *k and "[1]" plus *1. Digits >= 10 print as
/// "&10;" as in CGSuite's plain text.
std::string to_string(const MisereGame& g);

/// Parses CGSuite's misère input: a sum of terms `*[items]` (or parenthesised sums),
/// where an item is an integer (a nim heap), a list `[items]` (the game with those
/// options) or a term; `*[x]` with one item is that item, `*[a,b,…]` the game with
/// options a, b, …, `*[]` is 0. Example: "*[[2],1] + *[2]". Throws cgt::ParseError.
MisereGame parse_misere_game(std::string_view text);

}  // namespace cgt
