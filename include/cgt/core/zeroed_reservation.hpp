#pragma once
/// \file
/// Address space reserved once for an array that grows in place (the Amazons solver's
/// transposition and killer tables, which double as a search grows). `capacity`
/// elements are mapped at construction, unbacked (MAP_NORESERVE), 2 MiB aligned and
/// marked for transparent huge pages; they read as zero until written, and only the pages
/// touched take memory. A table doubled in place here touches each of its pages once,
/// where one doubled into a new array touches the old array's pages and the new one's
/// again: on the issue #16 Amazons sums, seed 1's term 4 (one thread, the same nodes)
/// took 1.16-1.28 s in place against 1.34-1.65 s copied, the virtual machine's first
/// touch of a page being dear.
///
/// T must be trivially copyable, with all-zero bytes a valid value. Throws
/// std::bad_alloc when the address space cannot be had.

#include <sys/mman.h>

#include <cstddef>
#include <cstdint>
#include <new>
#include <type_traits>
#include <utility>

namespace cgt {

template <class T>
class ZeroedReservation {
  static_assert(std::is_trivially_copyable_v<T>);

 public:
  explicit ZeroedReservation(std::size_t capacity) : capacity_(capacity) {
    if (capacity > (std::size_t(-1) - 2 * kHugePage) / sizeof(T)) throw std::bad_alloc();
    length_ = capacity * sizeof(T) + kHugePage;  // room to align the start to a huge page
    mapped_ = ::mmap(nullptr, length_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (mapped_ == MAP_FAILED) throw std::bad_alloc();
    const auto start = (reinterpret_cast<std::uintptr_t>(mapped_) + kHugePage - 1) / kHugePage * kHugePage;
    data_ = reinterpret_cast<T*>(start);
    ::madvise(data_, capacity * sizeof(T), MADV_HUGEPAGE);  // advice only: ignoring a refusal is right
  }
  ~ZeroedReservation() {
    if (mapped_ != nullptr) ::munmap(mapped_, length_);
  }
  ZeroedReservation(ZeroedReservation&& other) noexcept
      : mapped_(std::exchange(other.mapped_, nullptr)),
        length_(other.length_),
        data_(other.data_),
        capacity_(other.capacity_) {}
  ZeroedReservation& operator=(ZeroedReservation other) noexcept {
    std::swap(mapped_, other.mapped_);
    std::swap(length_, other.length_);
    std::swap(data_, other.data_);
    std::swap(capacity_, other.capacity_);
    return *this;
  }

  std::size_t capacity() const noexcept { return capacity_; }
  T* data() const noexcept { return data_; }
  T& operator[](std::size_t i) const noexcept { return data_[i]; }

 private:
  static constexpr std::size_t kHugePage = std::size_t{2} << 20;
  void* mapped_ = nullptr;
  std::size_t length_ = 0;
  T* data_ = nullptr;
  std::size_t capacity_ = 0;
};

}  // namespace cgt
