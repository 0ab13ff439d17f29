#pragma once
/// \file
/// Progress reporting and resource limits for long computations.
///
/// Long-running library functions take a `RunControl&` and call `checkpoint()` at
/// coarse intervals (never in the innermost loop). The library never prints: a
/// `ProgressSink` supplied by the caller (the CLI's one writes to stderr) decides.

#include <chrono>
#include <cstdint>
#include <mutex>
#include <string_view>

namespace cgt {

/// Receives progress notes: `done` units of `total` (0 = unknown total) in `phase`.
class ProgressSink {
 public:
  virtual ~ProgressSink() = default;
  virtual void update(std::string_view phase, std::uint64_t done, std::uint64_t total) = 0;
  /// Called once when the computation ends (to clear a status line).
  virtual void finish() {}
};

/// Limits on a computation. Zero means "no limit".
struct Limits {
  double max_seconds = 0;         ///< wall-clock seconds since the RunControl was made
  std::uint64_t max_bytes = 0;    ///< bytes of the computation's main tables
};

/// What a long computation is given: where to report progress, and its limits.
class RunControl {
 public:
  explicit RunControl(Limits limits = {}, ProgressSink* sink = nullptr) noexcept;

  /// Reports progress (throttled to a few updates per second) and enforces the
  /// limits. `bytes` is the caller's current estimate of its table memory.
  /// Throws cgt::LimitError naming the limit when one is exceeded. Thread-safe.
  void checkpoint(std::string_view phase, std::uint64_t done, std::uint64_t total,
                  std::uint64_t bytes = 0);

  /// Throws cgt::LimitError if `bytes` exceeds the memory limit.
  void check_memory(std::uint64_t bytes) const;

  /// Seconds since construction.
  double elapsed_seconds() const noexcept;

  const Limits& limits() const noexcept { return limits_; }

  /// Tells the sink the computation is over.
  void finish() noexcept;

 private:
  Limits limits_;
  ProgressSink* sink_;
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_report_;
  std::mutex report_mutex_;  // checkpoints may come from several threads
};

/// A RunControl with no limits and no reporting, for callers that need none.
RunControl& unlimited_run();

/// The RunControl of the current thread's computation, for code reached without one in
/// its signature (game terms evaluated inside an expression): unlimited_run() unless a
/// ScopedRunControl is alive.
RunControl& ambient_run();

/// Makes `control` the ambient RunControl of this thread for its lifetime.
class ScopedRunControl {
 public:
  explicit ScopedRunControl(RunControl& control) noexcept;
  ~ScopedRunControl();
  ScopedRunControl(const ScopedRunControl&) = delete;
  ScopedRunControl& operator=(const ScopedRunControl&) = delete;

 private:
  RunControl* previous_;
};

}  // namespace cgt
