// Conway's tame and restive classes of misère games (ONAG ch. 12; Winning Ways ch. 13),
// read from the phylum each canonical form carries (misere_internal.hpp: Dan Hoey's
// classification, as CGSuite computes it when it builds the game).

#include "misere_internal.hpp"

namespace cgt {

bool MisereGame::is_tame() const { return detail::hereditarily_tame(node_->phylum); }
bool MisereGame::is_generally_tame() const { return detail::generally_tame(node_->phylum); }
bool MisereGame::is_tameable() const { return detail::is_tameable(node_->phylum); }
bool MisereGame::is_restive() const { return node_->phylum == detail::Phylum::HereditarilyRestive; }
bool MisereGame::is_generally_restive() const { return detail::generally_restive(node_->phylum); }
bool MisereGame::is_restless() const { return node_->phylum == detail::Phylum::Restless; }

// Half-tame (WW ch. 13): G is not tame, but G + G is, and is a P-position in both plays.
bool MisereGame::is_half_tame() const {
  if (is_generally_tame()) return false;
  const MisereGame twice = *this + *this;
  return twice.is_generally_tame() && twice.nim_value() == 0 && twice.misere_nim_value() == 0;
}

}  // namespace cgt
