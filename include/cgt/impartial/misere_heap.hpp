#pragma once
/// \file
/// The misère side of heap games: misère canonical forms of single heaps, their misère
/// Grundy values and genera (Winning Ways ch. 13; Plambeck and Siegel 2008 for why the
/// canonical forms soon grow out of reach: use a small max_heap, about 20 to 30).

#include <cstdint>
#include <vector>

#include "cgt/core/run_control.hpp"
#include "cgt/impartial/heap_rule.hpp"
#include "cgt/impartial/misere_game.hpp"

namespace cgt {

/// Misère canonical forms of the heaps 0..max_heap: form(n) has the options
/// form(a) + form(b) + … for every move from n to heaps a, b, …. One memo table (owned
/// by the call) serves all heaps. Time and memory grow with the canonical forms, which
/// explode for wild games; `run` is polled throughout (its time and memory limits and
/// cancellation apply; no other bound on the work).
std::vector<MisereGame> misere_heap_forms(const HeapRule& rule, std::uint64_t max_heap,
                                          RunControl& run = unlimited_run());

/// Misère Grundy values G-(n), n = 0..max_heap (heap n is a misère P-position iff 0).
/// Example: Kayles (0.77) gives 1,0,2,3,0,1,3,2,1,0,2,4,0,1,2,5,1,6,3,2,0 for 0..20.
std::vector<std::uint64_t> misere_grundy_values(const HeapRule& rule, std::uint64_t max_heap,
                                                RunControl& run = unlimited_run());

/// Genera of the heaps 0..max_heap, printed as CGSuite prints them (to_string(Genus)):
/// Dawson's Kayles (0.07) gives 0,0,1,1,2,0,3,1,1,0,3^1431,3,2^0520,… for 0..12.
std::vector<Genus> misere_heap_genera(const HeapRule& rule, std::uint64_t max_heap,
                                      RunControl& run = unlimited_run());

}  // namespace cgt
