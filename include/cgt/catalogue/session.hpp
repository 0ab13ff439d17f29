#pragma once
/// \file
/// A session: what a caller owns for a series of analyses — its run control (threads,
/// limits, progress, cancellation) and the per-game transposition tables that
/// positions of one game share. Two sessions share nothing, so two analyses with
/// different limits can run side by side (each on its own thread, in that thread's game
/// table: cgt/partisan/game_table.hpp).

#include <map>
#include <memory>
#include <string>
#include <typeindex>
#include <utility>

#include "cgt/core/run_control.hpp"

namespace cgt {

class Registry;

class Session {
 public:
  /// `run` and `registry` must outlive the session.
  Session(const Registry& registry, RunControl& run) noexcept : registry_(registry), run_(&run) {}
  /// A temporary registry would dangle: keep the registry in a variable.
  Session(const Registry&& registry, RunControl& run) = delete;
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;

  const Registry& registry() const noexcept { return registry_; }
  RunControl& run() const noexcept { return *run_; }

  /// For its lifetime, the session's analyses run under another run control (limits,
  /// threads, cancellation of one call), then the previous one is restored. A long-lived
  /// session (a REPL, the Python module) gives each call its own limits this way.
  class RunScope {
   public:
    RunScope(Session& session, RunControl& run) noexcept : session_(session), previous_(session.run_) { session.run_ = &run; }
    ~RunScope() { session_.run_ = previous_; }
    RunScope(const RunScope&) = delete;
    RunScope& operator=(const RunScope&) = delete;

   private:
    Session& session_;
    RunControl* previous_;
  };

  /// The cache object of type T for `key` (made by `make()` on first use): per-game
  /// reducers and searches that positions of the same game share.
  template <class T, class Make>
  T& cache(const std::string& key, Make&& make) {
    auto& slot = caches_[{std::type_index(typeid(T)), key}];
    if (!slot) slot = std::shared_ptr<void>(make().release(), [](void* p) { delete static_cast<T*>(p); });
    return *static_cast<T*>(slot.get());
  }

 private:
  const Registry& registry_;
  RunControl* run_;  // never null
  std::map<std::pair<std::type_index, std::string>, std::shared_ptr<void>> caches_;
};

}  // namespace cgt
