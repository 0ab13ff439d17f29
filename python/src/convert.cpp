#include "convert.hpp"

#include <pybind11/stl.h>

#include <string>

#include "cgt/core/error.hpp"
#include "cgt/lang/value.hpp"
#include "thermograph_object.hpp"

namespace cgt::python {

bool is_game_value(const lang::Value& v) {
  return v.is_game() || v.is_loopy() || v.is<GameForm>() || v.is<MisereGame>();
}

namespace {

mpz_class to_mpz(const py::handle& integer) {
  // Through the decimal string: exact for any size (CPython's int is unbounded).
  return mpz_class(py::str(integer).cast<std::string>());
}

py::object to_python_integer(const mpz_class& z) {
  if (z.fits_slong_p()) return py::int_(z.get_si());
  return py::reinterpret_steal<py::object>(PyLong_FromString(z.get_str().c_str(), nullptr, 10));
}

py::object fraction_type() { return py::module_::import("fractions").attr("Fraction"); }

}  // namespace

py::object to_python_number(const mpq_class& q) {
  if (q.get_den() == 1) return to_python_integer(q.get_num());
  return fraction_type()(to_python_integer(q.get_num()), to_python_integer(q.get_den()));
}

std::optional<lang::Value> to_value(const py::handle& object) {
  if (py::isinstance<PyGame>(object)) return object.cast<const PyGame&>().value;
  if (py::isinstance<py::bool_>(object)) return lang::Value(object.cast<bool>());
  if (py::isinstance<py::int_>(object)) return lang::Value(mpq_class(to_mpz(object)));
  if (py::isinstance(object, fraction_type())) {
    mpq_class q(to_mpz(object.attr("numerator")), to_mpz(object.attr("denominator")));
    q.canonicalize();
    return lang::Value(q);
  }
  if (py::isinstance<py::str>(object)) return lang::Value(object.cast<std::string>());
  if (py::isinstance<py::list>(object) || py::isinstance<py::tuple>(object)) {
    std::vector<lang::Value> items;
    for (const py::handle item : object) {
      std::optional<lang::Value> v = to_value(item);
      if (!v) return std::nullopt;
      items.push_back(std::move(*v));
    }
    return lang::Value::list(std::move(items));
  }
  return std::nullopt;
}

lang::Value to_value_or_throw(const py::handle& object, const char* what) {
  std::optional<lang::Value> v = to_value(object);
  if (!v)
    throw DomainError(std::string(what) + " must be a cgt.Game, an int, a fractions.Fraction, a bool, a str or a list of these, not " +
                      py::str(py::type::of(object).attr("__name__")).cast<std::string>());
  return std::move(*v);
}

py::object to_python(const lang::Value& v, bool numbers_as_games) {
  if (v.is_number()) {
    if (numbers_as_games) return py::cast(PyGame{v});
    return to_python_number(*v.get<mpq_class>());
  }
  if (is_game_value(v)) return py::cast(PyGame{v});
  if (v.is_nothing()) return py::none();
  if (const bool* b = v.get<bool>()) return py::bool_(*b);
  if (const OutcomeClass* o = v.get<OutcomeClass>()) return py::str(std::string(to_string(*o)));
  if (const lang::Player* p = v.get<lang::Player>()) return py::str(*p == lang::Player::Left ? "Left" : "Right");
  if (const std::string* s = v.get<std::string>()) return py::str(*s);
  if (const lang::Collection* c = v.collection()) {
    py::list out;
    for (const lang::Value& item : c->items) out.append(to_python(item, numbers_as_games));
    return out;
  }
  if (const Thermograph* t = v.get<Thermograph>()) return py::cast(PyThermograph{*t});
  return py::str(lang::to_string(v));  // trajectories, printed values, functions: CGSuite's text
}

}  // namespace cgt::python
