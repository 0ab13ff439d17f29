// cgt's errors as Python exceptions: bad input (ParseError, DomainError) is ValueError
// with the one-line message the command line prints; limits are cgt.LimitError.
#include <pybind11/pybind11.h>

#include "bindings.hpp"
#include "cgt/core/error.hpp"

namespace cgt::python {

void bind_errors(py::module_& m) {
  static py::exception<LimitError> limit_error(m, "LimitError", PyExc_RuntimeError);
  limit_error.doc() = "A limit was reached: time_limit=, max_memory=, a size limit, or a cancellation.";
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const LimitError& e) {
      limit_error(e.what());
    } catch (const ParseError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    } catch (const DomainError& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    } catch (const Error& e) {
      PyErr_SetString(PyExc_RuntimeError, e.what());
    }
  });
}

}  // namespace cgt::python
