#pragma once
/// \file
/// The catalogue of games usable as terms in game expressions (`cgt value`):
///   domineering("..#|...")  domineering(m, n)  hackenbush("lre") (a string from the
///   ground up)  hackenbush("0-1:l 1-2:e") (a graph, vertex 0 the ground)
///   toads_and_frogs("tt..ff")  clobber("xo|ox")  advance_or_eat("BB.|.B.|...")
///   amazons("x...|o...")
/// Call once before parsing expressions that use them.

#include <cstddef>
#include <optional>
#include <string_view>

#include "cgt/core/outcome.hpp"
#include "cgt/core/run_control.hpp"

namespace cgt {

/// The terms value their games with a fresh CanonicalReducer under `run` (its threads,
/// limits and cancellation), which must outlive the registration: register again (the
/// default, unlimited_run()) before it dies. A stopgap until the parser takes a run
/// context itself.
void register_catalogue_terms(RunControl& run = unlimited_run());

/// Outcome of one catalogue position given as `name("board")` (or `domineering(m,n)`),
/// by direct search without canonical forms (cgt/partisan/outcome_search.hpp), and the
/// number of positions searched. Throws cgt::ParseError for a malformed term.
struct TermOutcome {
  OutcomeClass outcome;
  std::size_t nodes;
};
/// `fold_budget`: components valued by canonical forms to fold numbers (see
/// OutcomeSearch); nullopt: the game's default (0 for Domineering, Clobber, Amazons,
/// Toads and Frogs; 4096 for Advance or Eat and Hackenbush). Domineering boards up to
/// 8×8 go to DomineeringSolver instead.
TermOutcome outcome_of_term(std::string_view term, RunControl& run = unlimited_run(),
                            std::optional<std::size_t> fold_budget = std::nullopt);

}  // namespace cgt
