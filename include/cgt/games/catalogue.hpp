#pragma once
/// \file
/// The catalogue of games usable as terms in game expressions (`cgt value`):
///   domineering("..#|...")  domineering(m, n)  hackenbush("lre") (a string from the
///   ground up)  hackenbush("0-1:l 1-2:e") (a graph, vertex 0 the ground)
///   toads_and_frogs("tt..ff")  clobber("xo|ox")  advance_or_eat("BB.|.B.|...")
///   amazons("x...|o...")
/// Call once before parsing expressions that use them.

#include <cstddef>
#include <string_view>

#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"

namespace cgt {

void register_catalogue_terms();

/// Outcome of one catalogue position given as `name("board")` (or `domineering(m,n)`),
/// by direct search without canonical forms (cgt/partisan/outcome_search.hpp), and the
/// number of positions searched. Throws cgt::ParseError for a malformed term.
struct TermOutcome {
  OutcomeClass outcome;
  std::size_t nodes;
};
TermOutcome outcome_of_term(std::string_view term, RunControl& run = unlimited_run());

}  // namespace cgt
