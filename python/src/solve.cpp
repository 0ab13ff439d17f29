// cgt.solve and cgt.Position: strong solutions (Gamesman's values win/lose/tie/draw with
// remoteness; Garcia et al.) and outcome search, the same calls as `cgt solve`,
// `cgt query` and `cgt outcome`. The GIL is released while they run; Ctrl-C cancels.
#include <pybind11/stl.h>

#include <fmt/format.h>

#include <filesystem>
#include <memory>
#include <optional>
#include <random>
#include <string>

#include "bindings.hpp"
#include "cgt/catalogue/registry.hpp"
#include "cgt/core/error.hpp"
#include "cgt/solve/database.hpp"
#include "cgt/solve/tier_files.hpp"
#include "position.hpp"

namespace cgt::python {
namespace {

/// A database the result made for itself (no database= given): a file, or the directory
/// of a solve by tiers; removed with the result.
class OwnedFile {
 public:
  OwnedFile() {
    std::random_device seed;
    path_ = (std::filesystem::temp_directory_path() / fmt::format("cgt-{:016x}.db", std::uint64_t{seed()} << 32 | seed())).string();
  }
  ~OwnedFile() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  OwnedFile(const OwnedFile&) = delete;
  OwnedFile& operator=(const OwnedFile&) = delete;
  const std::string& path() const noexcept { return path_; }

 private:
  std::string path_;
};

struct PySolveResult {
  SolveReport report;
  std::string database;                // where every value was written ("" if none)
  std::shared_ptr<OwnedFile> owned;    // the database's file when the result made it
};

struct PyQuery {
  std::string position;
  std::string value;
  std::uint32_t remoteness;
};

PySolveResult solve(Engine& engine, const Term& term, const std::optional<std::string>& database, const py::kwargs& kwargs) {
  const GameEntry& entry = engine.registry().at(term, Command::Solve);
  const Arguments args = entry.arguments(term);
  PySolveResult result;
  // Query needs a database: without one given, write one that lives as long as the result.
  if (database) {
    result.database = *database;
  } else if (entry.query || entry.query_tiers) {
    result.owned = std::make_shared<OwnedFile>();
    result.database = result.owned->path();
  }
  CallControl control(limits_from(kwargs));
  Session session(engine.registry(), control.run());
  // The GIL is taken back before guard() looks at an interruption.
  SolveRequest request;
  request.database = result.database;
  result.report = control.guard([&] {
    py::gil_scoped_release released;
    return entry.solve(args, session, request);
  });
  return result;
}

PyQuery query(Engine& engine, const PySolveResult& r, const std::string& position) {
  if (r.database.empty()) throw DomainError(fmt::format("{} has no position database to query", r.report.game));
  if (std::filesystem::is_directory(r.database)) {  // the tier files of a solve by tiers
    TierFiles files = TierFiles::open(r.database);
    const Term term = parse_term(files.game());
    const GameEntry& entry = engine.registry().at(term, Command::Query);
    const QueryReport q = entry.query_tiers(entry.arguments(term), files, position);
    return PyQuery{q.position, to_string(q.value), q.remoteness};
  }
  Database db(r.database);
  const Term term = parse_term(db.game());
  const GameEntry& entry = engine.registry().at(term, Command::Query);
  if (!entry.query) throw DomainError(fmt::format("{}: {} is solved by tiers, into a directory", r.database, db.game()));
  const QueryReport q = entry.query(entry.arguments(term), db, position);
  return PyQuery{q.position, to_string(q.value), q.remoteness};
}

}  // namespace

Term term_argument(const py::handle& object) {
  if (py::isinstance<PyPosition>(object)) return object.cast<const PyPosition&>().term;
  if (py::isinstance<py::str>(object)) return parse_term(object.cast<std::string>());
  throw DomainError("expected a cgt.Position or the text of a term such as 'connect4(5, 4)'");
}

void bind_position(py::module_& m, const EnginePtr& engine) {
  py::class_<PyQuery>(m, "QueryResult", "One position's value from a solved game's database.")
      .def_readonly("position", &PyQuery::position, "The position as the game prints it.")
      .def_readonly("value", &PyQuery::value, "'win', 'lose', 'tie' or 'draw' for the player to move.")
      .def_readonly("remoteness", &PyQuery::remoteness, "Plies to the end with perfect play (0 for a draw).")
      .def("__repr__", [](const PyQuery& q) { return fmt::format("QueryResult('{}', {}, remoteness={})", q.position, q.value, q.remoteness); });

  py::class_<PySolveResult>(m, "SolveResult", R"doc(
A strong solution (Gamesman's value model, Garcia et al.): the start's value for the
player to move ('win', 'lose', 'tie', 'draw'), its remoteness (plies to the end with
perfect play), the positions reachable from the start and their values.)doc")
      .def_property_readonly("game", [](const PySolveResult& r) { return r.report.game; }, "The game's normal term.")
      .def_property_readonly("value", [](const PySolveResult& r) { return std::string(to_string(r.report.value)); })
      .def_property_readonly("remoteness", [](const PySolveResult& r) { return r.report.remoteness; })
      .def_property_readonly("positions", [](const PySolveResult& r) { return r.report.positions; },
                             "Positions reachable from the start.")
      .def_property_readonly(
          "counts",
          [](const PySolveResult& r) {
            py::dict d;
            d["win"] = r.report.counts[0], d["lose"] = r.report.counts[1], d["tie"] = r.report.counts[2],
            d["draw"] = r.report.counts[3];
            return d;
          },
          "Reachable positions by value for the player to move.")
      .def_property_readonly("score", [](const PySolveResult& r) { return r.report.score; },
                             "Scoring games: the start's score (None otherwise, or for a draw).")
      .def_property_readonly("seconds", [](const PySolveResult& r) { return r.report.seconds; })
      .def_property_readonly("peak_bytes", [](const PySolveResult& r) { return r.report.peak_bytes; })
      .def_property_readonly("database", [](const PySolveResult& r) { return r.database.empty() ? py::none() : py::cast(r.database); })
      .def(
          "query", [engine](const PySolveResult& r, const std::string& position) { return query(*engine, r, position); },
          py::arg("position"), "The value of one position, as `cgt query` reads it (e.g. 'x..|.o.|...' for tic_tac_toe).")
      .def("__repr__", [](const PySolveResult& r) {
        return fmt::format("SolveResult({}: {}{}, {} positions)", r.report.game, to_string(r.report.value),
                           r.report.value == SolvedValue::Draw ? "" : fmt::format(" in {}", r.report.remoteness),
                           r.report.positions);
      });

  py::class_<PyPosition>(m, "Position", "A position of a catalogue game, by its term, for solve() and outcome().")
      .def(py::init([](const std::string& text) { return PyPosition{parse_term(text)}; }), py::arg("term"))
      .def("__str__", [](const PyPosition& p) { return to_string(p.term); })
      .def("__repr__", [](const PyPosition& p) { return fmt::format("Position('{}')", to_string(p.term)); })
      .def(
          "solve",
          [engine](const PyPosition& p, std::optional<std::string> database, const py::kwargs& kwargs) {
            return solve(*engine, p.term, database, kwargs);
          },
          py::arg("database") = py::none(), "The strong solution (see cgt.solve).")
      .def(
          "outcome",
          [engine](const PyPosition& p, const py::kwargs& kwargs) {
            const GameEntry& entry = engine->registry().at(p.term, Command::Outcome);
            const Arguments args = entry.arguments(p.term);
            CallControl control(limits_from(kwargs));
            Session session(engine->registry(), control.run());
            const OutcomeReport r = control.guard([&] {
              py::gil_scoped_release released;
              return entry.outcome(args, session, OutcomeRequest{});
            });
            return r.text();
          },
          "The outcome class by search: 'L', 'R', 'N' or 'P' (as `cgt outcome`); loopy games also 'D', 'PHat', 'NHat', 'PCheck', 'NCheck'.");

  m.def(
      "solve",
      [engine](const py::object& game, std::optional<std::string> database, const py::kwargs& kwargs) {
        return solve(*engine, term_argument(game), database, kwargs);
      },
      py::arg("game"), py::arg("database") = py::none(), R"doc(
Solves a game strongly, as ``cgt solve`` does: ``cgt.solve("tic_tac_toe")``,
``cgt.solve("connect4(5, 4)")``, ``cgt.solve(cgt.quixo(3))``. Writes every value to
``database`` (a file, or a directory for games solved by tiers) when given;
``result.query(position)`` reads one position back.
Keyword limits: threads=, time_limit= (seconds), max_memory= (bytes). Raises ValueError
for an unknown game or bad arguments, cgt.LimitError past a limit; KeyboardInterrupt
cancels. The GIL is released while solving.)doc");
}

}  // namespace cgt::python
