#include "mpi_ranks.hpp"

#include <algorithm>
#include <cstdlib>
#include <string_view>

#include "cgt/core/error.hpp"

#ifdef CGT_WITH_MPI
#include <mpi.h>
#endif

namespace cgt::cli {

bool launched_by_mpi() noexcept {
  return std::getenv("OMPI_COMM_WORLD_SIZE") != nullptr || std::getenv("PMI_SIZE") != nullptr ||
         std::getenv("PMIX_RANK") != nullptr;
}

#ifdef CGT_WITH_MPI

namespace {

// MPI counts are ints: large tiers go in pieces of at most 2^28 items.
constexpr std::uint64_t kPiece = std::uint64_t{1} << 28;

class WorldRanks final : public Ranks {
 public:
  WorldRanks(int& argc, char**& argv) {
    int provided = 0;
    // Only the main thread calls MPI; OpenMP threads work between the calls.
    MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
  }
  ~WorldRanks() override { MPI_Finalize(); }

  int rank() const noexcept override { return rank_; }
  int size() const noexcept override { return size_; }

  void or_words(std::vector<std::uint64_t>& words) override {
    for (std::uint64_t at = 0; at < words.size(); at += kPiece)
      MPI_Allreduce(MPI_IN_PLACE, words.data() + at, count(words.size() - at), MPI_UINT64_T, MPI_BOR, MPI_COMM_WORLD);
  }
  void share_cells(std::vector<std::uint16_t>& cells, const std::vector<std::uint64_t>& bounds) override {
    for (int r = 0; r < size_; ++r)
      for (std::uint64_t at = bounds[r]; at < bounds[r + 1]; at += kPiece)
        MPI_Bcast(cells.data() + at, count(bounds[r + 1] - at), MPI_UINT16_T, r, MPI_COMM_WORLD);
  }
  void sum(std::vector<std::uint64_t>& values) override {
    MPI_Allreduce(MPI_IN_PLACE, values.data(), count(values.size()), MPI_UINT64_T, MPI_SUM, MPI_COMM_WORLD);
  }
  bool any(bool flag) override {
    int v = flag ? 1 : 0;
    MPI_Allreduce(MPI_IN_PLACE, &v, 1, MPI_INT, MPI_LOR, MPI_COMM_WORLD);
    return v != 0;
  }

 private:
  static int count(std::uint64_t left) { return static_cast<int>(std::min(left, kPiece)); }
  int rank_ = 0, size_ = 1;
};

}  // namespace

std::unique_ptr<Ranks> start_mpi(int& argc, char**& argv) {
  if (!launched_by_mpi()) return nullptr;
  return std::make_unique<WorldRanks>(argc, argv);
}

void abort_ranks(const Ranks* ranks, int status) noexcept {
  if (ranks != nullptr && ranks->size() > 1) MPI_Abort(MPI_COMM_WORLD, status);
}

#else

std::unique_ptr<Ranks> start_mpi(int&, char**&) {
  const char* size = std::getenv("OMPI_COMM_WORLD_SIZE");
  if (launched_by_mpi() && (size == nullptr || std::string_view(size) != "1"))
    throw Error("launched by mpirun, but this cgt was built without Open MPI (install libopenmpi-dev and rebuild)");
  return nullptr;
}

void abort_ranks(const Ranks*, int) noexcept {}

#endif

}  // namespace cgt::cli
