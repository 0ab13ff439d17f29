#pragma once
// The ranks of an Open MPI launch (`mpirun -np K cgt solve TERM`), as cgt::Ranks for the
// tiered solver (cgt/solve/ranks.hpp). Built only when CMake finds MPI (CGT_WITH_MPI);
// without it, a launch by mpirun is refused so K copies never each solve alone.
#include <memory>

#include "cgt/solve/ranks.hpp"

namespace cgt::cli {

/// Whether Open MPI (or another PMI launcher) started this process: its environment
/// names a world size.
bool launched_by_mpi() noexcept;

/// Initialises MPI when the process was launched by mpirun and returns its ranks (MPI
/// is finalised when they are destroyed); nullptr otherwise. Throws cgt::Error when
/// launched by mpirun but built without MPI.
std::unique_ptr<Ranks> start_mpi(int& argc, char**& argv);

/// Ends every rank with `status` after one rank failed (a collective would wait for it
/// forever otherwise). Does nothing in one process.
void abort_ranks(const Ranks* ranks, int status) noexcept;

}  // namespace cgt::cli
