// cgt.heap: Grundy values of heap games (octal and hexadecimal codes, subtraction
// games, Grundy's game, the catalogue's heap games) with certified periods, and their
// misère values and genera: the calls `cgt heap` makes.
#include <pybind11/stl.h>

#include <fmt/format.h>

#include <optional>
#include <tuple>

#include "bindings.hpp"
#include "cgt/catalogue/heap_game.hpp"
#include "cgt/core/error.hpp"
#include "cgt/impartial/heap_analysis.hpp"
#include "cgt/impartial/heap_values.hpp"
#include "cgt/impartial/misere_heap.hpp"

namespace cgt::python {
namespace {


struct PyHeap {
  HeapRule rule;
  std::optional<HeapAnalysis> until_period;  // computed on first use of period/preperiod
};

std::size_t count_argument(long n) {
  if (n < 0 || static_cast<std::size_t>(n) > kMaxHeapValues)
    throw DomainError(fmt::format("n={} is not in 0..{} (the most values cgt computes)", n, kMaxHeapValues));
  return static_cast<std::size_t>(n);
}

const HeapAnalysis& until_period(PyHeap& h) {
  if (!h.until_period) {
    RunControl& run = unlimited_run();
    py::gil_scoped_release released;
    h.until_period = analyze_heap_game_until_period(h.rule, kDefaultPeriodSearch, run, kDefaultSearchWork);
  }
  return *h.until_period;
}

template <class F>
auto with_limits(const py::kwargs& kwargs, F&& f) {
  CallControl control(limits_from(kwargs));
  return control.guard([&] {
    py::gil_scoped_release released;
    return f(control.run());
  });
}

}  // namespace

void bind_heap(py::module_& m, const EnginePtr& engine) {
  py::class_<PyHeap>(m, "Heap", R"doc(
A heap game (Winning Ways ch. 4; Siegel, CGT IV.2): an octal or hexadecimal code
(``0.07``, ``4.07``, ``0.3F``), a subtraction set (``sub:1,3,4``), an all-but set
(``allbut:1,2``), Grundy's game (``grundy``), or a heap game of the catalogue
(``kayles``, ``dawsons_kayles``).)doc")
      .def("__str__", [](const PyHeap& h) { return h.rule.name(); })
      .def_property_readonly(
          "code", [](const PyHeap& h) { return h.rule.code(); },
          "CGSuite's TakeAndBreak code: '0.0330003' for sub:2,3,7, '0.3003330[3]' for allbut:2,3,7, '4!.0' for grundy.")
      .def("__repr__", [](const PyHeap& h) { return fmt::format("Heap('{}')", h.rule.name()); })
      .def(
          "values",
          [](const PyHeap& h, long n, const py::kwargs& kwargs) {
            const std::size_t count = count_argument(n);
            return with_limits(kwargs, [&](RunControl& run) { return analyze_heap_game(h.rule, count, run).values; });
          },
          py::arg("n"), "The Grundy values G(0), ..., G(n-1), exact. Keyword limits: threads=, time_limit=, max_memory=.")
      .def(
          "statistics",
          [](const PyHeap& h, long n, const py::kwargs& kwargs) {
            const std::size_t count = count_argument(n);
            const HeapStatistics s =
                with_limits(kwargs, [&](RunControl& run) { return analyze_heap_game(h.rule, count, run).statistics; });
            py::dict d;
            d["rare_mask"] = s.rare_mask;
            d["rare_count"] = s.rare_count;
            d["last_rare"] = s.last_rare ? py::object(py::int_(*s.last_rare)) : py::object(py::none());
            d["max_value"] = s.max_value;
            d["max_at"] = s.max_at;
            return d;
          },
          py::arg("n"),
          "Flammenkamp's statistics of G(0..n-1): the sparse-space mask (a value v is rare when "
          "popcount(v & mask) is even; 0: none), the rare count and last rare heap, the largest value and "
          "where it first occurs. Keyword limits as for values().")
      .def_property_readonly(
          "period",
          [](PyHeap& h) -> std::optional<std::uint64_t> {
            const HeapAnalysis& a = until_period(h);
            return a.period ? std::optional<std::uint64_t>(a.period->period) : std::nullopt;
          },
          "The period certified by the octal periodicity theorem (Guy and Smith), or None within "
          "2^19 values or 1e10 option visits.")
      .def_property_readonly(
          "preperiod",
          [](PyHeap& h) -> std::optional<std::uint64_t> {
            const HeapAnalysis& a = until_period(h);
            return a.period ? std::optional<std::uint64_t>(a.period->preperiod) : std::nullopt;
          },
          "The preperiod of the certified period, or None.")
      .def_property_readonly(
          "arithmetic_period",
          [](PyHeap& h) -> std::optional<std::tuple<std::uint64_t, std::uint64_t, std::uint64_t>> {
            const HeapAnalysis& a = until_period(h);
            if (!a.arithmetic) return std::nullopt;
            return std::make_tuple(a.arithmetic->period, a.arithmetic->preperiod, a.arithmetic->saltus);
          },
          "(period, preperiod, saltus) when the values grow as G(n + period) = G(n) + saltus from the "
          "preperiod on: apparent over the values computed, not certified; else None.")
      .def(
          "misere_values",
          [](const PyHeap& h, long n, const py::kwargs& kwargs) {
            const std::size_t count = count_argument(n);
            if (count == 0) return std::vector<std::uint64_t>{};
            return with_limits(kwargs, [&](RunControl& run) { return misere_grundy_values(h.rule, count - 1, run); });
          },
          py::arg("n"), "The misère Grundy values G-(0), ..., G-(n-1) (Conway, ONAG ch. 12; Plambeck and Siegel 2008).")
      .def(
          "genus",
          [](const PyHeap& h, long n, const py::kwargs& kwargs) {
            const std::size_t count = count_argument(n);
            std::vector<std::string> out;
            if (count == 0) return out;
            for (const Genus& g : with_limits(kwargs, [&](RunControl& run) { return misere_heap_genera(h.rule, count - 1, run); }))
              out.push_back(to_string(g));
            return out;
          },
          py::arg("n"), "The genera of heaps 0..n-1 as CGSuite prints them (Winning Ways ch. 13).");

  m.def(
      "heap", [engine](const std::string& rule) { return PyHeap{heap_rule_of(rule, engine->registry()), std::nullopt}; },
      py::arg("rule"), "A heap game by code or name: cgt.heap('0.07'), cgt.heap('kayles'). ValueError for a malformed code.");
}

}  // namespace cgt::python
