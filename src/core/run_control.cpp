#include "cgt/core/run_control.hpp"

#include <fmt/format.h>
#include <omp.h>

#include <algorithm>

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

void RunControl::checkpoint(std::string_view phase, std::uint64_t done, std::uint64_t total,
                            std::uint64_t bytes) {
  if (cancelled()) throw LimitError(fmt::format("cancelled during {} ({} of {} done)", phase, done, total));
  check_memory(bytes);
  const auto now = std::chrono::steady_clock::now();
  if (limits_.max_seconds > 0 && std::chrono::duration<double>(now - start_).count() > limits_.max_seconds)
    throw LimitError(fmt::format("time limit of {} s exceeded during {} ({} of {} done)", limits_.max_seconds,
                                 phase, done, total));
  if (sink_ == nullptr) return;
  const std::lock_guard lock(report_mutex_);
  if (now - last_report_ > std::chrono::milliseconds(250)) {
    last_report_ = now;
    sink_->update(phase, done, total);
  }
}

void RunControl::finish() noexcept {
  if (sink_ != nullptr) sink_->finish();
}

RunControl& unlimited_run() {
  static RunControl control{RunControl::Inert{}};  // immutable: see the header
  return control;
}

}  // namespace cgt
