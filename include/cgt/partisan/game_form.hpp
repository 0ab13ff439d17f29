#pragma once
/// \file
/// Explicit game forms (Siegel, CGT, II.1; ONAG ch. 7): games as written, before
/// canonicalisation. CGSuite writes them '{-1|1}'; `'{*|*}'` is a form equal to 0 whose
/// options are * and *. The compounds that depend on the form and not only on the
/// value (conjunctive, selective and ordinal sums, ordinal and Conway products) are
/// defined here on forms; their canonical forms come from `canonical()`.
///
/// A `GameForm` is immutable and cheap to copy: a shared pointer to a node. Compound
/// nodes compute their options on demand (the rules of CGSuite's CompoundGame); forms
/// built from canonical games, compounds and canonical forms are interned and memoised
/// in the current game table (src/partisan/table_memo.hpp), so a form that holds a
/// `Game` (via `of`) belongs, like the Game, to the table current when it was built.
/// Like the table, use forms from one thread at a time.

#include <memory>
#include <vector>

#include "cgt/partisan/game.hpp"

namespace cgt {

class GameForm {
 public:
  struct Node;  // internal (src/partisan/game_form.cpp)

  /// A canonical game as a form: its options are its canonical options (a number's
  /// canonical options too: 1/2 is {0|1}). O(1).
  static GameForm of(Game canonical);
  /// The form {left | right}, kept as given (no option is removed). O(options).
  static GameForm node(std::vector<GameForm> left, std::vector<GameForm> right);

  /// The options as the form has them (for a compound, computed from its parts).
  std::vector<GameForm> left_options() const;
  std::vector<GameForm> right_options() const;

  /// The canonical form (Siegel, CGT, II.2). Memoised per node in the game table.
  /// O(number of distinct subforms) canonicalisations, recursing as deep as the form.
  /// Throws cgt::LimitError past the game table's limits.
  Game canonical() const;

  /// The negative form: options negated and exchanged (ONAG ch. 1). O(1).
  GameForm operator-() const;
  /// The disjunctive sum: a move in one component (ONAG ch. 1). O(1); its canonical form
  /// is the sum of the canonical forms.
  friend GameForm operator+(const GameForm& a, const GameForm& b);

  /// The node itself (identity of interned forms). Internal use.
  const std::shared_ptr<const Node>& node_ptr() const noexcept { return node_; }

 private:
  explicit GameForm(std::shared_ptr<const Node> node) : node_(std::move(node)) {}
  friend struct GameFormAccess;
  std::shared_ptr<const Node> node_;
};

/// Conjunctive sum G ∧ H (Winning Ways ch. 9; ONAG ch. 14): a move is a move in every
/// component, the sum ends as soon as one component does. O(1); canonical() then
/// visits the pairs of subforms. Not invariant under equality of forms.
GameForm conjunctive_sum(const GameForm& g, const GameForm& h);

/// Selective sum (Winning Ways ch. 9; ONAG ch. 14) as CGSuite defines SelectiveSum: the
/// mover plays in one component or in both; the position left is then the disjunctive
/// (one component) or conjunctive (both) sum of the components (in Winning Ways the
/// compound stays selective). O(1).
GameForm selective_sum(const GameForm& g, const GameForm& h);

/// Ordinal sum G:H (ONAG; Siegel, CGT, ch. II; CGSuite's G:H): a move in G, which annuls
/// H, or a move in H, which leaves G:H'. Depends on the form of G. O(1).
GameForm ordinal_sum(const GameForm& g, const GameForm& h);

/// Ordinal product G×H (CGSuite's OrdinalProduct): a player's options are
/// (G×H^L) : X for X an option of G for that player, and (G×H^R) : Y for Y an option
/// of -G for that player. O(1).
GameForm ordinal_product(const GameForm& g, const GameForm& h);

/// Conway's product G·H on forms (ONAG ch. 0 and 8; CGSuite's ConwayProduct, which is
/// also what CGSuite's `n * G` means for an integer n and a form G): Left's options are
/// G^L·H + G·H^L - G^L·H^L and G^R·H + G·H^R - G^R·H^R, Right's the mixed ones. On two
/// canonical games (of) it is cgt::conway_product (products.hpp). O(1).
GameForm conway_product(const GameForm& g, const GameForm& h);

}  // namespace cgt
