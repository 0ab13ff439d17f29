#pragma once
/// \file
/// Typed parameters of a catalogue game and the binding of a parsed term to them.
///
/// A game declares one or more signatures (Domineering: `(rows, columns)` or
/// `(board)`); binding picks the first signature the term's arguments fit, checks
/// types and limits, fills defaults, and yields `Arguments` looked up by name.
/// Errors: cgt::ParseError for a wrong type, count or unknown name (naming the column),
/// cgt::LimitError for an integer outside the parameter's limits.

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cgt/catalogue/term.hpp"

namespace cgt {

/// Choice: one of a few words, written bare (`directions = diagonal`) or quoted.
/// Coordinates: a pair of integers `(row, col)`; CoordinatesSet: a list or set of them
/// (`{(4,2),(4,4)}`), bound sorted without repeats, as CGSuite makes a Set of it.
/// GameTerm: a position of another game of the catalogue, written as its term
/// (`impartial(clobber("xo.ox"))`).
enum class ParameterKind : std::uint8_t {
  Integer, String, Boolean, IntegerList, Choice, Coordinates, CoordinatesSet, GameTerm
};

/// "integer", "string", "boolean", "integer list", "choice", "coordinates",
/// "set of coordinates" or "game term".
const char* to_string(ParameterKind kind);

struct Parameter {
  std::string name;
  ParameterKind kind = ParameterKind::Integer;
  std::string doc;                        ///< one line, for `cgt games`
  std::optional<TermValue> default_value; ///< none: required
  std::int64_t min = 0, max = 0;          ///< integer limits (inclusive); min > max: none
  std::vector<std::string> choices = {};  ///< the words of a choice parameter
};

/// Shorthands for declaring parameters.
Parameter integer_parameter(std::string name, std::string doc, std::int64_t min, std::int64_t max,
                            std::optional<std::int64_t> default_value = std::nullopt);
Parameter string_parameter(std::string name, std::string doc, std::optional<std::string> default_value = std::nullopt);
Parameter boolean_parameter(std::string name, std::string doc, bool default_value);
Parameter integer_list_parameter(std::string name, std::string doc);
Parameter coordinates_parameter(std::string name, std::string doc);
Parameter coordinates_set_parameter(std::string name, std::string doc);
Parameter game_term_parameter(std::string name, std::string doc);
/// One of `choices` (non-empty), `default_value` among them.
Parameter choice_parameter(std::string name, std::string doc, std::vector<std::string> choices,
                           std::string default_value);

using Signature = std::vector<Parameter>;

/// The arguments of a term bound to one signature of its game.
class Arguments {
 public:
  /// Throws cgt::Error when `name` is not a parameter of the bound signature or has
  /// another kind (a programming error in a registration).
  std::int64_t integer(std::string_view name) const;
  int small_integer(std::string_view name) const;  ///< integer() narrowed; limits keep it in range
  const std::string& string(std::string_view name) const;
  bool boolean(std::string_view name) const;
  std::vector<std::int64_t> integers(std::string_view name) const;
  /// A coordinates parameter as (row, col).
  std::pair<std::int64_t, std::int64_t> coordinates(std::string_view name) const;
  /// A set-of-coordinates parameter, sorted, without repeats.
  std::vector<std::pair<std::int64_t, std::int64_t>> coordinates_set(std::string_view name) const;
  /// The word chosen for a choice parameter.
  const std::string& choice(std::string_view name) const;
  /// A game-term parameter as the term written (not yet bound to its game).
  Term game_term(std::string_view name) const;
  bool has(std::string_view name) const;

  /// Index of the signature bound (in the order declared).
  std::size_t signature() const noexcept { return signature_; }
  /// The term in normal form: every parameter of the signature, positional, defaults
  /// filled in (`connect4(6, 5, 4)`); the same for every spelling of one position.
  const Term& normal_term() const noexcept { return normal_; }

 private:
  friend Arguments bind_arguments(const Term& term, std::span<const Signature> signatures);
  friend struct GameEntry;
  const TermValue& find(std::string_view name) const;
  std::size_t signature_ = 0;
  std::vector<std::pair<std::string, TermValue>> values_;
  Term normal_;
};

/// Binds `term` (whose name is the game's) to the first signature it fits.
Arguments bind_arguments(const Term& term, std::span<const Signature> signatures);

/// "(rows, columns) or (board)": the signatures as a person reads them.
std::string describe(std::span<const Signature> signatures);

}  // namespace cgt
