#include "cgt/core/stack_guard.hpp"

#include <fmt/format.h>
#include <pthread.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "cgt/core/error.hpp"

namespace cgt {
namespace {

// The lowest address the calling thread's stack may grow down to, plus the reserve that
// must stay free; 0 when the bounds are unknown.
std::uintptr_t stack_floor() {
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
  void* low = nullptr;
  std::size_t size = 0;
  const int rc = pthread_attr_getstack(&attr, &low, &size);
  pthread_attr_destroy(&attr);
  if (rc != 0 || low == nullptr || size == 0) return 0;
  const std::size_t reserve = std::min<std::size_t>(std::size_t{1} << 20, size / 4);
  return reinterpret_cast<std::uintptr_t>(low) + reserve;
}

}  // namespace

void check_stack(std::string_view what) {
  thread_local const std::uintptr_t floor = stack_floor();
  // The frame address, not a local's: sanitizers may keep locals on a separate stack.
  const auto here = reinterpret_cast<std::uintptr_t>(__builtin_frame_address(0));
  if (floor != 0 && here < floor)
    throw LimitError(fmt::format("{} nested too deeply for this thread's stack", what));
}

}  // namespace cgt
