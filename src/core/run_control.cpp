#include "cgt/core/run_control.hpp"

#include <fmt/format.h>
#include <omp.h>

#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "cgt/core/error.hpp"

namespace cgt {

RunControl::RunControl(Limits limits, ProgressSink* sink) noexcept
    : limits_(limits), sink_(sink), start_(std::chrono::steady_clock::now()), last_report_(start_) {}

RunControl::RunControl(Inert) noexcept : RunControl() { inert_ = true; }

void RunControl::cancel() noexcept {
  if (!inert_) cancelled_.store(true, std::memory_order_relaxed);
}

int RunControl::threads() const noexcept {
  if (limits_.threads > 0) return limits_.threads;
  return std::max(1, omp_get_max_threads());
}

double RunControl::elapsed_seconds() const noexcept {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

void RunControl::check_memory(std::uint64_t bytes) const {
  if (limits_.max_bytes != 0 && bytes > limits_.max_bytes)
    throw LimitError(fmt::format("memory limit exceeded: the computation needs {} bytes, the limit is {}",
                                 bytes, limits_.max_bytes));
}

void RunControl::check_growth(std::string_view what, std::uint64_t extra_bytes) const {
  if (limits_.max_bytes == 0 || extra_bytes == 0) return;
  const std::uint64_t resident = resident_memory_bytes();
  if (resident + extra_bytes > limits_.max_bytes)
    throw LimitError(fmt::format("memory limit exceeded: {} needs {} more bytes, the process holds {}, the limit is {}",
                                 what, extra_bytes, resident, limits_.max_bytes));
}

namespace {
// "(12 of 40 done)", or "(12 steps done)" when the total is unknown (0).
std::string progress_text(std::uint64_t done, std::uint64_t total) {
  return total == 0 ? fmt::format("({} steps done)", done) : fmt::format("({} of {} done)", done, total);
}
}  // namespace

void RunControl::checkpoint(std::string_view phase, std::uint64_t done, std::uint64_t total,
                            std::uint64_t bytes, std::string_view detail) {
  if (cancelled()) throw LimitError(fmt::format("cancelled during {} {}", phase, progress_text(done, total)));
  check_memory(bytes);
  const auto now = std::chrono::steady_clock::now();
  if (limits_.max_bytes != 0) check_resident_memory(phase, now);
  if (limits_.max_seconds > 0 && std::chrono::duration<double>(now - start_).count() > limits_.max_seconds)
    throw LimitError(fmt::format("time limit of {} s exceeded during {} {}", limits_.max_seconds, phase,
                                 progress_text(done, total)));
  if (sink_ == nullptr) return;
  const std::lock_guard lock(report_mutex_);
  if (std::chrono::duration<double>(now - last_report_).count() >= limits_.report_seconds) {
    last_report_ = now;
    sink_->update(phase, done, total, detail);
  }
}

// The tables' estimate misses maps, caches, GMP numbers and allocator overhead; the
// process's resident memory does not. Read at most every 10 ms (a few µs a read): one
// thread wins the slot, the others go on.
void RunControl::check_resident_memory(std::string_view phase, std::chrono::steady_clock::time_point now) {
  constexpr std::int64_t kEveryNs = 10'000'000;
  const std::int64_t ns = std::chrono::duration_cast<std::chrono::nanoseconds>(now - start_).count();
  std::int64_t last = last_resident_check_ns_.load(std::memory_order_relaxed);
  if (ns - last < kEveryNs || !last_resident_check_ns_.compare_exchange_strong(last, ns)) return;
  const std::uint64_t resident = resident_memory_bytes();
  if (resident > limits_.max_bytes)
    throw LimitError(fmt::format("memory limit exceeded during {}: the process holds {} bytes, the limit is {}", phase,
                                 resident, limits_.max_bytes));
}

std::uint64_t resident_memory_bytes() noexcept {
  std::FILE* f = std::fopen("/proc/self/statm", "r");
  if (f == nullptr) return 0;
  unsigned long long size = 0, resident = 0;
  const int read = std::fscanf(f, "%llu %llu", &size, &resident);
  std::fclose(f);
  if (read != 2) return 0;
  const long page = sysconf(_SC_PAGESIZE);
  return page > 0 ? resident * static_cast<std::uint64_t>(page) : 0;
}

void RunControl::finish() noexcept {
  if (sink_ != nullptr) sink_->finish();
}

RunControl& unlimited_run() {
  static RunControl control{RunControl::Inert{}};  // immutable: see the header
  return control;
}

namespace {
thread_local RunControl* scoped = nullptr;  // per thread, so threads never see each other's runs
}  // namespace

RunScope::RunScope(RunControl& run) noexcept : previous_(scoped) { scoped = &run; }
RunScope::~RunScope() { scoped = previous_; }

RunControl& scoped_run() noexcept { return scoped != nullptr ? *scoped : unlimited_run(); }

}  // namespace cgt
