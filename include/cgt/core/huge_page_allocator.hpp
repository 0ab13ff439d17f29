#pragma once
/// \file
/// An allocator for large arrays read and written at random (the tier bitmaps and cells
/// of the solvers): blocks of 2 MiB or more are aligned to 2 MiB and marked for
/// transparent huge pages (madvise MADV_HUGEPAGE) before they are first touched, so a
/// random access into gigabytes misses the TLB far less often (a 2 MiB page covers 512
/// times what a 4 KiB page does). Smaller blocks come from operator new. Where the kernel
/// gives no huge pages the advice is ignored and the memory is ordinary.
///
/// Throws std::bad_alloc when memory cannot be had, as std::allocator does.

#include <sys/mman.h>

#include <cstddef>
#include <cstdlib>
#include <new>
#include <vector>

namespace cgt {

template <class T>
struct HugePageAllocator {
  using value_type = T;
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;

  HugePageAllocator() = default;
  template <class U>
  HugePageAllocator(const HugePageAllocator<U>&) noexcept {}

  T* allocate(std::size_t n) {
    if (n > std::size_t(-1) / sizeof(T)) throw std::bad_alloc();
    const std::size_t bytes = n * sizeof(T);
    if (bytes < kHugePage) return static_cast<T*>(::operator new(bytes));
    const std::size_t rounded = (bytes + kHugePage - 1) / kHugePage * kHugePage;
    void* p = std::aligned_alloc(kHugePage, rounded);
    if (p == nullptr) throw std::bad_alloc();
    ::madvise(p, rounded, MADV_HUGEPAGE);  // advice only: ignoring a refusal is right
    return static_cast<T*>(p);
  }
  void deallocate(T* p, std::size_t n) noexcept {
    if (n * sizeof(T) < kHugePage) ::operator delete(p);
    else std::free(p);
  }
  template <class U>
  bool operator==(const HugePageAllocator<U>&) const noexcept {
    return true;
  }
};

/// A vector whose large buffers live on huge pages.
template <class T>
using HugePageVector = std::vector<T, HugePageAllocator<T>>;

}  // namespace cgt
