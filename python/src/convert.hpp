// Values of the expression language to and from Python objects. Numbers become int or
// fractions.Fraction (exact, any size); games become cgt.Game; CGSuite's lists and sets
// become lists; outcome classes and players their names ("L", "Left").
#pragma once

#include <pybind11/pybind11.h>

#include <optional>

#include "cgt/lang/value.hpp"

namespace cgt::python {

namespace py = pybind11;

/// A game handed to Python: a short game or number, a loopy value, an explicit form or
/// a misère form, as the expression language holds it.
struct PyGame {
  lang::Value value;
};

/// True when the value is one a cgt.Game holds.
bool is_game_value(const lang::Value& v);

/// A Python object as a value: cgt.Game, bool, int, fractions.Fraction, str, list or
/// tuple of these. nullopt when it is none of them (operators then return NotImplemented).
std::optional<lang::Value> to_value(const py::handle& object);
/// As to_value, but throws ValueError naming `what` when the object has no value.
lang::Value to_value_or_throw(const py::handle& object, const char* what);

/// A value as a Python object. Numbers are int/Fraction unless `numbers_as_games`
/// (elements of option lists, results of cool or heat), when they are cgt.Game.
py::object to_python(const lang::Value& v, bool numbers_as_games = false);

/// An exact rational as int or fractions.Fraction.
py::object to_python_number(const mpq_class& q);

}  // namespace cgt::python
