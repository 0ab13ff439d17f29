// A thermograph handed to Python (cgt.Thermograph): CGSuite's text, its mast and
// temperature, and its picture for notebooks.
#pragma once

#include "cgt/partisan/thermograph.hpp"

namespace cgt::python {

struct PyThermograph {
  Thermograph thermograph;
};

}  // namespace cgt::python
