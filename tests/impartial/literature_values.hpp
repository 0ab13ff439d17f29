#pragma once
// Grundy-value prefixes from the literature, for tests. Sources:
//  - Kayles 0.77: OEIS A002186 (offset 0); Winning Ways ch. 4.
//  - Dawson's Chess 0.137: OEIS A002187 (offset 0). Dawson's Kayles 0.07 is the same
//    sequence shifted by one (G(n) = A002187(n-1), n >= 1), as A002187 states.
//  - Grundy's game: OEIS A002188 (offset 0).
//  - Officers 0.6: OEIS A046695 (offset 0; also .601, .61, ... and Couples-are-Forever);
//    the first 20 values are the Officers row of Winning Ways ch. 4.
#include <cstdint>
#include <vector>

namespace cgt::literature {

inline const std::vector<std::uint32_t> kKayles = {  // A002186, n = 0..104
    0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6,
    7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8,
    6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1};

inline const std::vector<std::uint32_t> kDawsonsChess = {  // A002187, n = 0..131
    0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7,
    4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3,
    7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5,
    3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4};

inline const std::vector<std::uint32_t> kGrundysGame = {  // A002188, n = 0..104
    0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1,
    2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2,
    4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3};

inline const std::vector<std::uint32_t> kOfficers = {  // A046695, n = 0..101
    0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2, 1, 3, 2, 1, 0, 2, 1, 4, 5, 1, 4, 5, 1, 2, 0, 1, 2, 3,
    1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 1, 0, 2, 8, 4, 5, 3, 4, 5, 6, 2, 5, 1, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2,
    3, 4, 2, 3, 0, 2, 3, 4, 5, 3, 4, 5, 6, 4, 5, 6, 2, 3, 1, 2, 3, 4, 2, 3, 4, 2, 3, 4, 2, 3, 0, 2, 3, 4};

}  // namespace cgt::literature
