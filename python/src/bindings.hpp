// The parts of the module, each binding one family of the library's calls.
#pragma once

#include <pybind11/pybind11.h>

#include "engine.hpp"

namespace cgt::python {

void bind_errors(py::module_& m);
void bind_game(py::module_& m, const EnginePtr& engine);
void bind_thermograph(py::module_& m);
void bind_catalogue(py::module_& m, const EnginePtr& engine);
void bind_heap(py::module_& m, const EnginePtr& engine);
/// cgt.Position, cgt.solve and their results (solve.cpp); called by bind_catalogue.
void bind_position(py::module_& m, const EnginePtr& engine);

}  // namespace cgt::python
