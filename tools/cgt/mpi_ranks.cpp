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
  std::vector<std::vector<std::uint64_t>> exchange(const std::vector<std::vector<std::uint64_t>>& to) override {
    std::vector<int> send_counts(size_), recv_counts(size_), send_at(size_), recv_at(size_);
    std::vector<std::uint64_t> sent;
    for (int r = 0; r < size_; ++r) {
      if (to[r].size() > kPiece) throw LimitError("an exchange between ranks of more than 2^28 items");
      send_counts[r] = static_cast<int>(to[r].size());
      send_at[r] = static_cast<int>(sent.size());
      sent.insert(sent.end(), to[r].begin(), to[r].end());
    }
    MPI_Alltoall(send_counts.data(), 1, MPI_INT, recv_counts.data(), 1, MPI_INT, MPI_COMM_WORLD);
    std::uint64_t total = 0;
    for (int r = 0; r < size_; ++r) recv_at[r] = static_cast<int>(total), total += static_cast<std::uint64_t>(recv_counts[r]);
    std::vector<std::uint64_t> received(total);
    MPI_Alltoallv(sent.data(), send_counts.data(), send_at.data(), MPI_UINT64_T, received.data(), recv_counts.data(),
                  recv_at.data(), MPI_UINT64_T, MPI_COMM_WORLD);
    std::vector<std::vector<std::uint64_t>> from(size_);
    for (int r = 0; r < size_; ++r)
      from[r].assign(received.begin() + recv_at[r], received.begin() + recv_at[r] + recv_counts[r]);
    return from;
  }
  std::vector<std::uint16_t> gather_cells(const std::vector<std::uint16_t>& part, const std::vector<std::uint64_t>& bounds) override {
    if (rank_ != 0) {
      for (std::uint64_t at = 0; at < part.size(); at += kPiece)
        MPI_Send(part.data() + at, count(part.size() - at), MPI_UINT16_T, 0, 0, MPI_COMM_WORLD);
      return {};
    }
    std::vector<std::uint16_t> whole(bounds.back());
    std::copy(part.begin(), part.end(), whole.begin() + static_cast<std::ptrdiff_t>(bounds[0]));
    for (int r = 1; r < size_; ++r)
      for (std::uint64_t at = bounds[r]; at < bounds[r + 1]; at += kPiece)
        MPI_Recv(whole.data() + at, count(bounds[r + 1] - at), MPI_UINT16_T, r, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    return whole;
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
