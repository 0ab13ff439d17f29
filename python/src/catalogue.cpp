// The catalogue as functions of the module: `cgt.domineering(4, 4)` is the term
// `domineering(4, 4)` of the registry, `cgt.games()` lists what `cgt games --json`
// lists. A game with canonical forms gives its cgt.Game; the others (Connect-Four,
// Quixo, ...) a cgt.Position to solve or search.
#include <pybind11/stl.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <limits>
#include <string>

#include "bindings.hpp"
#include "cgt/catalogue/expression.hpp"
#include "cgt/core/error.hpp"
#include "convert.hpp"
#include "position.hpp"

namespace cgt::python {
namespace {

bool is_limit_keyword(const std::string& key) { return key == "threads" || key == "time_limit" || key == "max_memory"; }

TermValue term_value(const py::handle& object, const std::string& game) {
  TermValue v;
  if (py::isinstance<py::bool_>(object)) {
    v.data = object.cast<bool>();
  } else if (py::isinstance<py::int_>(object)) {
    const py::int_ n = py::reinterpret_borrow<py::int_>(object);
    if (n < py::int_(std::numeric_limits<std::int64_t>::min()) || n > py::int_(std::numeric_limits<std::int64_t>::max()))
      throw DomainError(fmt::format("{}: the integer {} does not fit in 64 bits", game, py::str(object).cast<std::string>()));
    v.data = object.cast<std::int64_t>();
  } else if (py::isinstance<py::str>(object)) {
    v.data = object.cast<std::string>();
  } else if (py::isinstance<py::list>(object) || py::isinstance<py::tuple>(object) || py::isinstance<py::set>(object) ||
             py::isinstance<py::frozenset>(object)) {
    // A Python tuple is a term's tuple (coordinates such as (4, 2)); a set is a set.
    TermValue::List list;
    list.open = py::isinstance<py::tuple>(object) ? '(' : py::isinstance<py::list>(object) ? '[' : '{';
    for (const py::handle item : object) list.items.push_back(term_value(item, game));
    v.data = std::move(list);
  } else {
    throw DomainError(fmt::format("{}: an argument must be an int, a str, a bool, a list, a tuple or a set, not {}", game,
                                  py::str(py::type::of(object).attr("__name__")).cast<std::string>()));
  }
  return v;
}

/// The term `name(args..., key = value...)` and the call's limits from the keywords.
std::pair<Term, CallLimits> term_of(const std::string& name, const py::args& args, const py::kwargs& kwargs) {
  Term term;
  term.name = name;
  term.has_parentheses = !args.empty() || !kwargs.empty();
  for (const py::handle a : args) term.positional.push_back(term_value(a, name));
  py::kwargs limits;
  for (const auto& [key, value] : kwargs) {
    const std::string k = py::cast<std::string>(key);
    if (is_limit_keyword(k)) limits[key] = value;
    else term.named.emplace_back(k, term_value(value, name));
  }
  return {std::move(term), limits_from(limits)};
}

py::dict entry_dict(const GameEntry& e) {
  py::list signatures;
  for (const Signature& sig : e.signatures) {
    py::list params;
    for (const Parameter& p : sig) {
      py::dict d;
      d["name"] = p.name;
      d["type"] = to_string(p.kind);
      d["doc"] = p.doc;
      if (p.default_value) d["default"] = to_string(*p.default_value);
      if (p.kind == ParameterKind::Integer && p.min <= p.max) d["min"] = p.min, d["max"] = p.max;
      if (p.kind == ParameterKind::Choice) d["choices"] = p.choices;
      params.append(d);
    }
    signatures.append(params);
  }
  py::list commands;
  for (const auto& [c, how] : e.engines) commands.append(to_string(c));
  py::dict d;
  d["name"] = e.name;
  d["parameters"] = signatures;
  d["example"] = e.example;
  d["description"] = e.description;
  d["commands"] = commands;
  return d;
}

}  // namespace

void bind_catalogue(py::module_& m, const EnginePtr& engine) {
  bind_position(m, engine);
  m.def(
      "games",
      [engine] {
        py::list out;
        for (const GameEntry& e : engine->registry().entries()) out.append(entry_dict(e));
        return out;
      },
      "Every game of the catalogue, as `cgt games --json` lists them: name, parameters, example, description, commands.");
  for (const GameEntry& e : engine->registry().entries()) {
    const std::string name = e.name;
    std::vector<std::string> commands;
    for (const auto& [c, how] : e.engines) commands.emplace_back(to_string(c));
    const std::string doc = fmt::format("{}\n\nExample: cgt.{}. Commands: {}. Keyword limits: threads=, time_limit=, max_memory=.",
                                        e.description, e.example, fmt::join(commands, ", "));
    m.def(
        name.c_str(),
        [engine, name](const py::args& args, const py::kwargs& kwargs) -> py::object {
          auto [term, limits] = term_of(name, args, kwargs);
          const GameEntry& entry = engine->registry().at(term.name);
          entry.arguments(term);  // bad arguments fail here, for every kind of game
          if (!entry.serves(Command::Value)) return py::cast(PyPosition{std::move(term)});
          const Engine::Hold hold(*engine);
          CallControl control(limits);
          const Session::RunScope scope(engine->session(), control.run());
          return py::cast(PyGame{control.guard([&] {
            return Engine::released([&] {
              return entry.loopy_value ? lang::Value(loopy_value_of(term, engine->session()))
                                       : lang::Value(value_of(term, engine->session()));
            });
          })});
        },
        doc.c_str());
  }
}

}  // namespace cgt::python
