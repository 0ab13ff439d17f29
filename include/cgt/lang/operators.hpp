#pragma once
/// \file
/// The operators of the expression language on values, as CGSuite applies them
/// (Siegel, CGT; CGSuite's `+ - * / :` and relations): disjunctive sums and differences
/// of games (short or loopy), exact rational arithmetic on numbers, Norton multiples
/// `n * G`, ordinal sums `G : H`, and the order relations of games.
///
/// Errors: cgt::DomainError when an operator does not apply to the operands' types (the
/// message names both), cgt::LimitError past the limits of loopy comparisons.

#include <string>

#include "cgt/lang/value.hpp"

namespace cgt::lang {

/// `a op b` for op one of + - * / % ^ : and CGSuite's named infix operators
/// (NimSum, NimProduct, OrdinalSum, ConwayProduct, NortonProduct, ...).
Value apply_binary(const std::string& op, const Value& a, const Value& b);
/// `op a` for op one of - + (unary) and +- (a switch).
Value apply_unary(const std::string& op, const Value& a);
/// `a op b` for op one of == != <= >= < > <> <| |> (confused-with: `<>`). Games are
/// compared in the partial order of games: `<` and `>` are false for confused games.
bool apply_relation(const std::string& op, const Value& a, const Value& b);
/// `a <=> b`: 0 when a = b, -1 when a < b, 1 when a > b and * when they are confused
/// (CGSuite's compare operator).
Value apply_compare(const Value& a, const Value& b);

}  // namespace cgt::lang
