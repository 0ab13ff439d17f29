#pragma once
// The games the dense solver handles, by the name databases carry ("quixo(4)", "teeko"):
// one place that turns a name into a game object for solve --db, query and play.
#include <fmt/format.h>

#include <string>

#include "cgt/core/error.hpp"
#include "cgt/games/quixo.hpp"
#include "cgt/games/teeko.hpp"

namespace cgt::cli {

/// Calls f(game) with the dense game named `name`; throws cgt::ParseError for other names.
template <class F>
decltype(auto) with_dense_game(const std::string& name, F&& f) {
  if (name == "quixo(3)") return f(Quixo(3));
  if (name == "quixo(4)") return f(Quixo(4));
  if (name == "teeko") return f(Teeko());
  throw ParseError(fmt::format("'{}' is not a game with a dense solver (quixo(3), quixo(4), teeko)", name));
}

}  // namespace cgt::cli
