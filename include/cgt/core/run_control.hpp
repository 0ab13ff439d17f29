#pragma once
/// \file
/// Progress reporting and resource limits for long computations.
///
/// Long-running library functions take a `RunControl&` and call `checkpoint()` at
/// coarse intervals (never in the innermost loop). The library never prints: a
/// `ProgressSink` supplied by the caller (the CLI's one writes to stderr) decides.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <mutex>
#include <string_view>

namespace cgt {

/// Receives progress notes: `done` units of `total` (0 = unknown total) in `phase`,
/// with an optional short `detail` about the state (e.g. "1583 rare (mask 494)").
class ProgressSink {
 public:
  virtual ~ProgressSink() = default;
  virtual void update(std::string_view phase, std::uint64_t done, std::uint64_t total,
                      std::string_view detail) = 0;
  /// Called once when the computation ends (to clear a status line).
  virtual void finish() {}
};

/// Limits on a computation. Zero means "no limit".
struct Limits {
  double max_seconds = 0;         ///< wall-clock seconds since the RunControl was made
  /// Bytes: both the computation's own estimate of its tables and the whole process's
  /// resident memory (read every 10 ms at checkpoints) must stay below it.
  std::uint64_t max_bytes = 0;
  int threads = 0;                ///< threads a parallel step may use (0: all cores)
  double report_seconds = 0.25;   ///< least seconds between two progress reports (0: every checkpoint)
};

/// The run context of one computation: its thread count, limits, progress sink and
/// cancellation. The caller owns it and passes it down (`RunControl&`); nothing in the
/// library keeps a global one, so two computations with different contexts can run in
/// one process at once. Only value types whose operators cannot take an argument
/// (games' `+`, `<=`) answer to the run a caller scoped on its own thread (RunScope). Parallel steps size their OpenMP teams from
/// threads() (`num_threads(run.threads())`); results never depend on the count.
class RunControl {
 public:
  explicit RunControl(Limits limits = {}, ProgressSink* sink = nullptr) noexcept;
  RunControl(const RunControl&) = delete;
  RunControl& operator=(const RunControl&) = delete;

  /// Reports progress (at most every Limits::report_seconds) and enforces the
  /// limits and cancellation. `bytes` is the caller's current estimate of its table
  /// memory; with a memory limit, the process's resident memory is also read (at most
  /// every 10 ms), so maps, caches and big numbers count too. Throws cgt::LimitError
  /// naming the limit when one is exceeded, or "cancelled" after cancel(). Thread-safe.
  void checkpoint(std::string_view phase, std::uint64_t done, std::uint64_t total,
                  std::uint64_t bytes = 0, std::string_view detail = {});

  /// Whether progress reports go anywhere: a computation can skip building a
  /// checkpoint's `detail` text when they do not.
  bool reports_progress() const noexcept { return sink_ != nullptr; }

  /// Throws cgt::LimitError if `bytes` exceeds the memory limit.
  void check_memory(std::uint64_t bytes) const;

  /// Before a large allocation (a table doubling, a new array): throws cgt::LimitError,
  /// naming `what` and the bytes, when the process's resident memory plus `extra_bytes`
  /// would pass the memory limit. Checking before growing keeps a run within the limit
  /// where a check after it would find a table already doubled. Reads the resident
  /// memory (a few µs); a no-op without a memory limit.
  void check_growth(std::string_view what, std::uint64_t extra_bytes) const;

  /// Asks the computation to stop: its next checkpoint() throws cgt::LimitError
  /// ("cancelled"). Thread-safe (e.g. from a UI thread or a signal-watching thread).
  /// A no-op on unlimited_run(), which nobody owns.
  void cancel() noexcept;
  bool cancelled() const noexcept { return cancelled_.load(std::memory_order_relaxed); }

  /// Threads a parallel step may use: Limits::threads, or all cores
  /// (omp_get_max_threads()) when that is 0. Always at least 1.
  int threads() const noexcept;

  /// Seconds since construction.
  double elapsed_seconds() const noexcept;

  const Limits& limits() const noexcept { return limits_; }

  /// Tells the sink the computation is over.
  void finish() noexcept;

 private:
  struct Inert {};
  void check_resident_memory(std::string_view phase, std::chrono::steady_clock::time_point now);
  explicit RunControl(Inert) noexcept;
  friend RunControl& unlimited_run();

  Limits limits_;
  ProgressSink* sink_;
  bool inert_ = false;  // unlimited_run(): cancel() ignored, so it never changes
  std::atomic<bool> cancelled_{false};
  std::atomic<std::int64_t> last_resident_check_ns_{0};  // since start_
  std::chrono::steady_clock::time_point start_;
  std::chrono::steady_clock::time_point last_report_;
  std::mutex report_mutex_;  // checkpoints may come from several threads
};

/// A RunControl with no limits, no reporting and all cores, for callers that need none
/// (the default argument of many library functions). It is one shared object but holds
/// no mutable state: checkpoint() on it only reads (no sink, no limits) and cancel() is
/// ignored, so sharing it between unrelated computations and threads is safe. A caller
/// that wants limits, a thread count or cancellation makes its own RunControl.
RunControl& unlimited_run();

/// For its lifetime, scoped_run() on the calling thread is `run`: the operators of value
/// types that cannot take a RunControl (misère canonical forms' sums, printing, genus:
/// cgt/impartial/misere_game.hpp) answer to it. GameTable::Watch opens one, so one watch
/// bounds partisan and misère work alike. Scopes nest; `run` must outlive the scope.
class RunScope {
 public:
  explicit RunScope(RunControl& run) noexcept;
  ~RunScope();
  RunScope(const RunScope&) = delete;
  RunScope& operator=(const RunScope&) = delete;

 private:
  RunControl* previous_;
};

/// The run of the calling thread's innermost live RunScope, else unlimited_run(). O(1).
RunControl& scoped_run() noexcept;

/// The resident memory of this process in bytes (Linux: /proc/self/statm), or 0 where
/// it cannot be read. A few microseconds.
std::uint64_t resident_memory_bytes() noexcept;

}  // namespace cgt
