#include "command.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <charconv>
#include <chrono>
#include <string>
#include <cstdio>
#include <iostream>

#include "cgt/core/error.hpp"

namespace cgt::cli {
namespace {

// One status line on stderr, rewritten in place: the phase, how far it is, its rate
// since the phase began and, with a known total, the time left at that rate.
class TerminalProgress final : public ProgressSink {
 public:
  void update(std::string_view phase, std::uint64_t done, std::uint64_t total, std::string_view detail) override {
    const auto now = std::chrono::steady_clock::now();
    if (phase != phase_ || done < phase_start_done_) {
      phase_.assign(phase);
      phase_start_ = now;
      phase_start_done_ = done;
    }
    std::string line = fmt::format("{}: {}", phase, done);
    if (total > 0) line += fmt::format(" / {} ({:.1f}%)", total, 100.0 * static_cast<double>(done) / static_cast<double>(total));
    const double seconds = std::chrono::duration<double>(now - phase_start_).count();
    if (seconds >= 1 && done > phase_start_done_) {
      const double rate = static_cast<double>(done - phase_start_done_) / seconds;
      line += fmt::format(", {:.0f}/s", rate);
      if (total > done) line += fmt::format(", about {:.0f} s left", static_cast<double>(total - done) / rate);
    }
    if (!detail.empty()) line += fmt::format(", {}", detail);
    std::fprintf(stderr, "\r%s\033[K", line.c_str());
    std::fflush(stderr);
    shown_ = true;
  }
  void finish() override {
    if (shown_) std::fprintf(stderr, "\r\033[K");
    shown_ = false;
  }

 private:
  bool shown_ = false;
  std::string phase_;
  std::chrono::steady_clock::time_point phase_start_;
  std::uint64_t phase_start_done_ = 0;
};

std::uint64_t parse_bytes(const std::string& text) {
  std::uint64_t value = 0;
  const char* begin = text.data();
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(begin, end, value);
  if (ptr == begin || ec != std::errc())
    throw ParseError(fmt::format("--max-memory '{}': expected a size such as 512M or 2G", text));
  std::uint64_t unit = 1;
  const std::string suffix(ptr, end);
  if (suffix == "K" || suffix == "k") unit = 1ull << 10;
  else if (suffix == "M" || suffix == "m") unit = 1ull << 20;
  else if (suffix == "G" || suffix == "g") unit = 1ull << 30;
  else if (!suffix.empty())
    throw ParseError(fmt::format("--max-memory '{}': unknown unit '{}' (use K, M or G)", text, suffix));
  if (value > (~std::uint64_t{0}) / unit) throw LimitError(fmt::format("--max-memory '{}' is too large", text));
  return value * unit;
}

}  // namespace

namespace {
// Without --max-memory, computations stop at three quarters of the machine's memory
// with a clear error instead of being killed by the system.
std::uint64_t default_memory_limit() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page <= 0) return 0;
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page) / 4 * 3;
}
}  // namespace

std::unique_ptr<RunControl> CommonOptions::make_run(std::optional<int> threads_override) {
  Limits limits;
  limits.threads = threads_override.value_or(threads);
  limits.max_seconds = time_limit;
  limits.max_bytes = max_memory.empty() ? default_memory_limit() : parse_bytes(max_memory);
  if (!quiet && isatty(STDERR_FILENO)) sink_ = std::make_unique<TerminalProgress>();
  return std::make_unique<RunControl>(limits, sink_.get());
}

std::string expression_from_extras(const CLI::App& command, const std::string& given) {
  const std::vector<std::string> left = command.remaining();
  if (left.empty()) return given;
  // A long option name the command does not have is a mistake, not an expression.
  if (!given.empty() || left.size() > 1 || left[0].starts_with("--")) throw CLI::ExtrasError(left);
  return left[0];
}

void add_common_options(CLI::App& command, CommonOptions& options) {
  command.add_flag("--json", options.json, "Print one JSON object on stdout");
  command.add_flag("-q,--quiet", options.quiet, "No progress output on stderr");
  command.add_option("--threads", options.threads, "Threads to use (0: all cores)")
      ->check(CLI::Range(0, 1024));
  command.add_option("--time-limit", options.time_limit, "Stop with an error after this many seconds")
      ->check(CLI::NonNegativeNumber);
  command.add_option("--max-memory", options.max_memory,
                     "Stop with an error when the process would hold more than this (resident memory, "
                     "e.g. 2G; default: 3/4 of the machine's memory)");
}

void print_json(const Json& object) { std::cout << object.dump() << '\n'; }

std::uint64_t parse_unsigned(const std::string& text, const std::string& what, std::uint64_t max) {
  std::uint64_t value = 0;
  const char* begin = text.data();
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(begin, end, value);
  if (ec == std::errc::result_out_of_range || (ec == std::errc() && ptr == end && value > max))
    throw LimitError(fmt::format("{} '{}' is too large (the limit is {})", what, text, max));
  if (ptr != end || ptr == begin)
    throw ParseError(fmt::format("{} '{}' is not a non-negative integer", what, text));
  return value;
}

}  // namespace cgt::cli
