#include "cgt/solve/ranks.hpp"

namespace cgt {

namespace {

// Alone, every rank's part is already this process's.
class OneRank final : public Ranks {
 public:
  int rank() const noexcept override { return 0; }
  int size() const noexcept override { return 1; }
  void or_words(std::vector<std::uint64_t>&) override {}
  void share_cells(std::vector<std::uint16_t>&, const std::vector<std::uint64_t>&) override {}
  void sum(std::vector<std::uint64_t>&) override {}
  bool any(bool flag) override { return flag; }
  std::vector<std::vector<std::uint64_t>> exchange(const std::vector<std::vector<std::uint64_t>>& to) override { return to; }
  std::vector<std::uint16_t> gather_cells(const std::vector<std::uint16_t>& part, const std::vector<std::uint64_t>&) override {
    return part;
  }
};

}  // namespace

Ranks& one_rank() {
  static OneRank alone;  // stateless: safe to share between solves and threads
  return alone;
}

}  // namespace cgt
