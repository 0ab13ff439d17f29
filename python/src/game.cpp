// cgt.Game: a value of CGSuite's expression language that is a game (short, loopy,
// explicit or misère), with Python's operators and CGSuite's properties and methods
// under snake_case names (`g.atomic_weight`, `g.cool(1/4)`, `g.reduced_canonical_form()`).
#include <pybind11/operators.h>
#include <pybind11/stl.h>

#include <cctype>
#include <string>

#include "bindings.hpp"
#include "cgt/core/error.hpp"
#include "cgt/lang/operators.hpp"
#include "cgt/pictures/game_tree_svg.hpp"
#include "convert.hpp"

namespace cgt::python {
namespace {

/// `atomic_weight` -> `AtomicWeight`: CGSuite's name of a snake_case method.
std::string camel_case(const std::string& snake) {
  std::string out;
  bool upper = true;
  for (const char c : snake) {
    if (c == '_') {
      upper = true;
      continue;
    }
    out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    upper = false;
  }
  return out;
}

// CGSuite's text of a value (printing may compute canonical forms of explicit forms).
std::string text(Engine& engine, const PyGame& g) {
  const Engine::Hold hold(engine);
  return Engine::released([&] { return lang::to_string(g.value); });
}

py::object not_implemented() { return py::reinterpret_borrow<py::object>(Py_NotImplemented); }

/// A game from Python's argument: expression text, a number or a game.
PyGame make_game(Engine& engine, const py::object& source, const py::kwargs& kwargs) {
  const Engine::Hold hold(engine);
  lang::Value v;
  if (py::isinstance<py::str>(source)) {
    CallControl control(limits_from(kwargs));
    const Session::RunScope scope(engine.session(), control.run());
    const std::string text = source.cast<std::string>();
    v = control.guard([&] { return Engine::released([&] { return engine.interpreter().evaluate(text); }); });
  } else {
    v = to_value_or_throw(source, "cgt.Game's argument");
  }
  if (!is_game_value(v))
    throw DomainError("'" + lang::to_string(v) + "' is a " + v.type_name() + ", not a game (cgt.evaluate returns any value)");
  return PyGame{std::move(v)};
}

/// f() for a call on games without keyword limits (arithmetic, comparisons, properties,
/// methods): with the GIL released, and stoppable by Ctrl-C through a watch on the
/// engine's table (a few checks a second), as evaluate() is.
template <class F>
auto interruptible(Engine& engine, F&& f) -> decltype(f()) {
  CallControl control(CallLimits{});
  const Session::RunScope scope(engine.session(), control.run());
  const GameTable::Watch watch(control.run());
  return control.guard([&] { return Engine::released(std::forward<F>(f)); });
}

py::object binary(Engine& engine, const char* op, const PyGame& a, const py::object& b, bool reflected) {
  const Engine::Hold hold(engine);
  const std::optional<lang::Value> other = to_value(b);
  if (!other) return not_implemented();
  lang::Value r = interruptible(
      engine, [&] { return reflected ? lang::apply_binary(op, *other, a.value) : lang::apply_binary(op, a.value, *other); });
  return to_python(r, true);
}

py::object relation(Engine& engine, const char* op, const PyGame& a, const py::object& b) {
  const Engine::Hold hold(engine);
  const std::optional<lang::Value> other = to_value(b);
  if (!other) return not_implemented();
  return py::bool_(interruptible(engine, [&] { return lang::apply_relation(op, a.value, *other); }));
}

py::object property(Engine& engine, const PyGame& g, const char* name, bool numbers_as_games = false) {
  const Engine::Hold hold(engine);
  return to_python(interruptible(engine, [&] { return engine.interpreter().call_method(g.value, name, {}); }),
                   numbers_as_games);
}

py::object method(Engine& engine, const PyGame& g, const char* name, const py::args& args) {
  const Engine::Hold hold(engine);
  std::vector<lang::Value> values;
  for (const py::handle a : args) values.push_back(to_value_or_throw(a, "an argument"));
  return to_python(interruptible(engine, [&] { return engine.interpreter().call_method(g.value, name, std::move(values)); }),
                   true);
}

}  // namespace

void bind_game(py::module_& m, const EnginePtr& engine) {
  py::class_<PyGame> game(m, "Game", R"doc(
A combinatorial game's value, as CGSuite holds it: a short game in canonical form (a
number, a nimber, an infinitesimal, a switch, ...), a loopy value (a stopper or
``onside & offside``), an explicit form ``'{...}'`` or a misère form.

``Game(text)`` evaluates CGSuite's expression language exactly as ``cgt value`` does,
catalogue terms included: ``Game("{3||2+*|1+*}")``, ``Game("domineering(4, 4)")``,
``Game("^.Pow(3) + *2")``, ``Game("on & off")``. ``Game(3)`` and ``Game(Fraction(1, 2))``
are numbers. Keyword limits: ``threads=``, ``time_limit=`` (seconds), ``max_memory=``
(bytes). Malformed text raises ValueError with the column; a limit raises cgt.LimitError.

Operators: ``+ - (unary -) *`` (an integer times a game is CGSuite's Norton multiple),
``== != < <= > >=`` in the partial order of games (``<`` and ``>`` are false for
confused games: see ``confused_with``). Integers and fractions.Fraction mix in.
Every CGSuite method is available in snake_case: ``g.reduced_canonical_form()``,
``g.pow(3)``, ``g.is_infinitesimal()``, ``g.follower_count()``.
Theory: Siegel, Combinatorial Game Theory (2013); Winning Ways; ONAG.)doc");
  game.def(py::init([engine](const py::object& source, const py::kwargs& kwargs) {
             return make_game(*engine, source, kwargs);
           }),
           py::arg("source"))
      .def("__str__", [engine](const PyGame& g) { return text(*engine, g); })
      .def("__repr__", [engine](const PyGame& g) { return "Game('" + text(*engine, g) + "')"; })
      .def("__hash__",
           [engine](const PyGame& g) -> py::int_ {
             // Equal values hash equally, and a number hashes as the Python number it equals.
             const Engine::Hold hold(*engine);
             if (g.value.is_number()) return py::int_(py::hash(to_python_number(*g.value.get<mpq_class>())));
             return py::int_(py::hash(py::str(text(*engine, g))));
           })
      .def("__add__", [engine](const PyGame& a, const py::object& b) { return binary(*engine, "+", a, b, false); }, py::is_operator())
      .def("__radd__", [engine](const PyGame& a, const py::object& b) { return binary(*engine, "+", a, b, true); }, py::is_operator())
      .def("__sub__", [engine](const PyGame& a, const py::object& b) { return binary(*engine, "-", a, b, false); }, py::is_operator())
      .def("__rsub__", [engine](const PyGame& a, const py::object& b) { return binary(*engine, "-", a, b, true); }, py::is_operator())
      .def("__mul__", [engine](const PyGame& a, const py::object& b) { return binary(*engine, "*", a, b, false); }, py::is_operator())
      .def("__rmul__", [engine](const PyGame& a, const py::object& b) { return binary(*engine, "*", a, b, true); }, py::is_operator())
      .def("__neg__",
           [engine](const PyGame& a) {
             const Engine::Hold hold(*engine);
             return PyGame{Engine::released([&] { return lang::apply_unary("-", a.value); })};
           })
      .def("__pos__", [](const PyGame& a) { return a; })
      .def("__eq__", [engine](const PyGame& a, const py::object& b) { return relation(*engine, "==", a, b); }, py::is_operator())
      .def("__ne__", [engine](const PyGame& a, const py::object& b) { return relation(*engine, "!=", a, b); }, py::is_operator())
      .def("__lt__", [engine](const PyGame& a, const py::object& b) { return relation(*engine, "<", a, b); }, py::is_operator())
      .def("__le__", [engine](const PyGame& a, const py::object& b) { return relation(*engine, "<=", a, b); }, py::is_operator())
      .def("__gt__", [engine](const PyGame& a, const py::object& b) { return relation(*engine, ">", a, b); }, py::is_operator())
      .def("__ge__", [engine](const PyGame& a, const py::object& b) { return relation(*engine, ">=", a, b); }, py::is_operator())
      .def(
          "confused_with",
          [engine](const PyGame& a, const py::object& b) {
            const Engine::Hold hold(*engine);
            const lang::Value other = to_value_or_throw(b, "the other game");
            return Engine::released([&] { return lang::apply_relation("<>", a.value, other); });
          },
          "True when the games are incomparable (G <> H, G || H): neither is <= the other.")
      .def_property_readonly(
          "left_stop", [engine](const PyGame& g) { return property(*engine, g, "LeftStop"); },
          "Left's stop: the number reached when Left moves first and both play to end on the best number (Winning Ways ch. 3). int or Fraction.")
      .def_property_readonly(
          "right_stop", [engine](const PyGame& g) { return property(*engine, g, "RightStop"); },
          "Right's stop (Winning Ways ch. 3). int or Fraction.")
      .def_property_readonly(
          "mean", [engine](const PyGame& g) { return property(*engine, g, "Mean"); },
          "The mean value: the mast of the thermograph (Siegel, CGT II.5). int or Fraction.")
      .def_property_readonly(
          "temperature", [engine](const PyGame& g) { return property(*engine, g, "Temperature"); },
          "The temperature: where the thermograph's walls meet the mast (-1 for integers, negative for numbers). int or Fraction.")
      .def_property_readonly(
          "outcome", [engine](const PyGame& g) { return property(*engine, g, "OutcomeClass"); },
          "The outcome class: 'L', 'R', 'N' or 'P' (loopy values also 'D' and CGSuite's hatted classes).")
      .def_property_readonly(
          "birthday", [engine](const PyGame& g) { return property(*engine, g, "Birthday"); },
          "The day the canonical form is born (0 for 0; 1 for *, 1, -1).")
      .def_property_readonly(
          "atomic_weight", [engine](const PyGame& g) { return property(*engine, g, "AtomicWeight"); },
          "The atomic weight of an all-small game (Winning Ways ch. 8; Siegel, CGT II.7). ValueError when not atomic.")
      .def_property_readonly(
          "left_options", [engine](const PyGame& g) { return property(*engine, g, "LeftOptions", true); },
          "Left's options of the canonical form, as games.")
      .def_property_readonly(
          "right_options", [engine](const PyGame& g) { return property(*engine, g, "RightOptions", true); },
          "Right's options of the canonical form, as games.")
      .def_property_readonly(
          "thermograph", [engine](const PyGame& g) { return property(*engine, g, "Thermograph"); },
          "The thermograph (Siegel, CGT II.5): cgt.Thermograph, drawn in notebooks.")
      .def_property_readonly(
          "is_number",
          [engine](const PyGame& g) {
            const Engine::Hold hold(*engine);
            return g.value.is_number();
          },
          "True for a (dyadic) number.")
      .def(
          "cool", [engine](const PyGame& g, const py::object& t) { return method(*engine, g, "Cool", py::make_tuple(t)); },
          py::arg("t"), "G cooled by t (Siegel, CGT II.5; Winning Ways ch. 6).")
      .def(
          "heat", [engine](const PyGame& g, const py::object& t) { return method(*engine, g, "Heat", py::make_tuple(t)); },
          py::arg("t"), "G heated by t: the integral of G (Siegel, CGT II.6).")
      .def(
          "overheat",
          [engine](const PyGame& g, const py::object& s, const py::object& t) {
            return method(*engine, g, "Overheat", py::make_tuple(s, t));
          },
          py::arg("s"), py::arg("t"), "G overheated from s to t (Berlekamp; Siegel, CGT II.6).")
      .def(
          "canonical", [engine](const PyGame& g) { return property(*engine, g, "CanonicalForm", true); },
          "The canonical form (of an explicit form; a canonical game is its own).")
      .def(
          "_repr_svg_",
          [engine](const PyGame& g) -> py::object {
            if (!g.value.is_game()) return py::none();  // loopy and misère values: text only
            const Engine::Hold hold(*engine);
            return py::str(Engine::released([&] { return game_tree_svg(g.value.as_game()); }));
          })
      .def(
          "tree_svg",
          [engine](const PyGame& g, std::size_t max_nodes) {
            const Engine::Hold hold(*engine);
            const Game game = g.value.as_game("a short game");
            return Engine::released([&] { return game_tree_svg(game, max_nodes); });
          },
          py::arg("max_nodes") = 120,
          "The game tree of the canonical form as an SVG document (as `cgt value EXPR --tree FILE`).")
      .def("__getattr__", [engine](const py::object& self, const std::string& name) -> py::object {
        const PyGame& g = self.cast<const PyGame&>();
        const Engine::Hold hold(*engine);
        const std::string cgsuite = camel_case(name);
        if (name.empty() || name[0] == '_' || !engine->interpreter().has_method(g.value, cgsuite))
          throw py::attribute_error("cgt.Game (a " + g.value.type_name() + ") has no attribute '" + name + "'");
        return py::cpp_function([engine, value = g.value, cgsuite](const py::args& args) {
          return method(*engine, PyGame{value}, cgsuite.c_str(), args);
        });
      });

  m.def(
      "evaluate",
      [engine](const std::string& text, const py::kwargs& kwargs) {
        const Engine::Hold hold(*engine);
        CallControl control(limits_from(kwargs));
        const Session::RunScope scope(engine->session(), control.run());
        return to_python(
            control.guard([&] { return Engine::released([&] { return engine->interpreter().evaluate(text); }); }));
      },
      py::arg("text"), R"doc(
Evaluates CGSuite's expression language as ``cgt value`` does and returns the value as
Python holds it: a cgt.Game, an int or Fraction, a bool, a list, a str (outcome classes
'L'/'R'/'N'/'P'). Variables persist between calls (``evaluate("g := {1|*}")``).
Keyword limits: threads=, time_limit= (seconds), max_memory= (bytes).)doc");
}

}  // namespace cgt::python
