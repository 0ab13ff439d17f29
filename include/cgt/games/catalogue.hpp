#pragma once
/// \file
/// The catalogue of games usable as terms in game expressions (`cgt value`):
///   domineering("..#|...")  domineering(m, n)  hackenbush("lre") (a string from the
///   ground up)  hackenbush("0-1:l 1-2:e") (a graph, vertex 0 the ground)
///   toads_and_frogs("tt..ff")  clobber("xo|ox")  advance_or_eat("BB.|.B.|...")
/// Call once before parsing expressions that use them.

namespace cgt {

void register_catalogue_terms();

}  // namespace cgt
