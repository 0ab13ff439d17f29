// The Python module `cgt` (its compiled part `cgt._cgt`): thin bindings over the
// library's calls, the same ones the command line makes. No game theory lives here.
#include <pybind11/pybind11.h>

#include <memory>

#include "bindings.hpp"
#include "engine.hpp"

PYBIND11_MODULE(_cgt, m) {
  namespace py = pybind11;
  using namespace cgt::python;
  m.doc() = "cgt: combinatorial game theory and game solving, exact (C++ engine).";
  auto engine = std::make_shared<Engine>();
  bind_errors(m);
  bind_thermograph(m);
  bind_game(m, engine);
  bind_catalogue(m, engine);
  bind_heap(m, engine);
}
