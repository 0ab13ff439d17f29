// The state the Python module owns for its lifetime: the catalogue, the game table its
// cgt.Game objects index, a long-lived session (catalogue caches, the expression
// language's variables) and a run control per call, built from the call's keyword
// arguments (threads=, time_limit=, max_memory=). Python code reaches the library only
// through these.
#pragma once

#include <pybind11/pybind11.h>

#include <atomic>
#include <memory>
#include <mutex>
#include <optional>

#include "cgt/catalogue/registry.hpp"
#include "cgt/catalogue/session.hpp"
#include "cgt/core/error.hpp"
#include "cgt/core/run_control.hpp"
#include "cgt/lang/interpreter.hpp"
#include "cgt/partisan/game_table.hpp"

namespace cgt::python {

namespace py = pybind11;

/// The limits of one call, as Python passes them.
struct CallLimits {
  int threads = 0;              ///< 0: all cores
  double time_limit = 0;        ///< seconds; 0: none
  std::uint64_t max_memory = 0; ///< bytes of the main tables; 0: none
};

/// Forwards Ctrl-C to a computation: on each progress report (a few per second) it
/// takes the GIL, lets Python look at its signals, and cancels the run on an interrupt.
class InterruptSink final : public ProgressSink {
 public:
  void attach(RunControl& run) noexcept { run_ = &run; }
  void update(std::string_view phase, std::uint64_t done, std::uint64_t total, std::string_view detail) override;
  bool interrupted() const noexcept { return interrupted_.load(); }

 private:
  RunControl* run_ = nullptr;
  std::atomic<bool> interrupted_{false};
};

/// The run control of one call, with its interrupt watcher.
class CallControl {
 public:
  explicit CallControl(const CallLimits& limits);
  RunControl& run() noexcept { return *run_; }
  /// Runs f; a cancellation caused by Ctrl-C comes back as KeyboardInterrupt.
  template <class F>
  auto guard(F&& f) -> decltype(f()) {
    try {
      return f();
    } catch (const LimitError&) {
      if (sink_.interrupted()) {
        PyErr_SetNone(PyExc_KeyboardInterrupt);
        throw py::error_already_set();
      }
      throw;
    }
  }

 private:
  InterruptSink sink_;
  std::unique_ptr<RunControl> run_;
};

/// The module's engine: made once at import, shared by every object the module hands out.
/// Every cgt.Game is an id into the engine's game table, so every call that touches one
/// holds the engine (Engine::Hold): the table bound to the calling thread, and a lock
/// that keeps two Python threads out of it at once. Long computations run with the GIL
/// released (Engine::released), so other Python threads go on meanwhile.
class Engine {
 public:
  Engine();
  const Registry& registry() const noexcept { return registry_; }
  Session& session() noexcept { return session_; }
  lang::Interpreter& interpreter() noexcept { return interpreter_; }

  /// For one call: the engine's lock and its game table bound to this thread. Taken with
  /// the GIL held; if another thread holds the engine, waits with the GIL released
  /// (that thread may need the GIL to look at Ctrl-C before it lets go). Reentrant.
  class Hold {
   public:
    explicit Hold(Engine& engine);
    Hold(const Hold&) = delete;
    Hold& operator=(const Hold&) = delete;

   private:
    std::unique_lock<std::recursive_mutex> lock_;
    GameTable::Use use_;
  };

  /// f() with the GIL released: f must not touch Python objects.
  template <class F>
  static auto released(F&& f) -> decltype(f()) {
    py::gil_scoped_release released;
    return f();
  }

 private:
  Registry registry_;
  GameTable games_;  // before the session and interpreter, whose values index it
  std::recursive_mutex mutex_;
  RunControl run_;  // unlimited: the default of calls without keyword limits
  Session session_;
  lang::Interpreter interpreter_;
};

using EnginePtr = std::shared_ptr<Engine>;

/// Reads threads=, time_limit=, max_memory= from keyword arguments (others are an error).
CallLimits limits_from(const py::kwargs& kwargs);

}  // namespace cgt::python
