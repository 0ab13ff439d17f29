#include "engine.hpp"

#include <fmt/format.h>

#include <string>

#include "cgt/core/error.hpp"

namespace cgt::python {

void InterruptSink::update(std::string_view, std::uint64_t, std::uint64_t, std::string_view) {
  py::gil_scoped_acquire gil;
  if (PyErr_CheckSignals() != 0) {
    // The KeyboardInterrupt is raised again when the computation has unwound.
    PyErr_Clear();
    interrupted_ = true;
    if (run_ != nullptr) run_->cancel();
  }
}

CallControl::CallControl(const CallLimits& limits)
    : run_(std::make_unique<RunControl>(Limits{limits.time_limit, limits.max_memory, limits.threads}, &sink_)) {
  sink_.attach(*run_);
}

Engine::Engine() : registry_(builtin_registry()), session_(registry_, run_), interpreter_(session_) {}

namespace {
std::unique_lock<std::recursive_mutex> lock_with_gil(std::recursive_mutex& mutex) {
  std::unique_lock<std::recursive_mutex> lock(mutex, std::try_to_lock);
  if (!lock.owns_lock()) {
    py::gil_scoped_release released;  // the holder may be waiting for the GIL
    lock.lock();
  }
  return lock;
}
}  // namespace

Engine::Hold::Hold(Engine& engine) : lock_(lock_with_gil(engine.mutex_)), use_(engine.games_) {}

CallLimits limits_from(const py::kwargs& kwargs) {
  CallLimits limits;
  for (const auto& [key, value] : kwargs) {
    const std::string name = py::cast<std::string>(key);
    if (name == "threads") {
      const long threads = py::cast<long>(value);
      if (threads < 0 || threads > 4096) throw DomainError(fmt::format("threads={} is not in 0..4096", threads));
      limits.threads = static_cast<int>(threads);
    } else if (name == "time_limit") {
      limits.time_limit = py::cast<double>(value);
      if (!(limits.time_limit >= 0)) throw DomainError("time_limit must be a number of seconds >= 0");
    } else if (name == "max_memory") {
      const long long bytes = py::cast<long long>(value);
      if (bytes < 0) throw DomainError("max_memory must be a number of bytes >= 0");
      limits.max_memory = static_cast<std::uint64_t>(bytes);
    } else {
      throw DomainError(fmt::format("unexpected keyword argument '{}' (the limits are threads=, time_limit=, max_memory=)", name));
    }
  }
  return limits;
}

}  // namespace cgt::python
