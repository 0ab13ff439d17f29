// cgt.Thermograph: CGSuite's text of a thermograph, its mast and temperature, and its
// picture (SVG) for notebooks.
#include "bindings.hpp"
#include "cgt/pictures/thermograph_svg.hpp"
#include "convert.hpp"
#include "thermograph_object.hpp"

namespace cgt::python {

void bind_thermograph(py::module_& m) {
  py::class_<PyThermograph>(m, "Thermograph", R"doc(
The thermograph of a short game (Siegel, CGT II.5; Winning Ways ch. 6): its left and
right walls as functions of the temperature t, meeting at the mast. ``str`` is CGSuite's
form ``Thermograph(mast,[left critical temperatures],[left slopes],mast,[...],[...])``;
notebooks show the picture (``_repr_svg_``), drawn in CGSuite's orientation: values
decrease to the right, so Left's wall is on the left.)doc")
      .def("__str__", [](const PyThermograph& t) { return t.thermograph.to_string(); })
      .def("__repr__", [](const PyThermograph& t) { return t.thermograph.to_string(); })
      .def_property_readonly(
          "mast", [](const PyThermograph& t) { return to_python_number(*lang::Value(t.thermograph.mast).get<mpq_class>()); },
          "The mast's value: the mean of the game. int or Fraction.")
      .def_property_readonly(
          "temperature", [](const PyThermograph& t) { return to_python_number(*lang::Value(t.thermograph.temperature).get<mpq_class>()); },
          "Where the walls meet the mast. int or Fraction.")
      .def("_repr_svg_", [](const PyThermograph& t) { return thermograph_svg(t.thermograph); })
      .def(
          "svg", [](const PyThermograph& t) { return thermograph_svg(t.thermograph); },
          "The picture as an SVG document (the same as `cgt value EXPR --svg FILE`).");
}

}  // namespace cgt::python
