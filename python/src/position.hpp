// cgt.Position: a position of a catalogue game given by its term, for the commands that
// do not need a canonical form (solve, outcome).
#pragma once

#include "cgt/catalogue/term.hpp"
#include "engine.hpp"

namespace cgt::python {

struct PyPosition {
  Term term;
};

void bind_position(py::module_& m, const EnginePtr& engine);

/// The term of a Python argument: a cgt.Position, or the text of a term.
Term term_argument(const py::handle& object);

}  // namespace cgt::python
