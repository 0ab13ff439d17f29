#pragma once
/// \file
/// A guard for recursions that input can deepen. Walks over a game's options recurse
/// once per level of nesting, and a valid game can nest as deep as a user likes
/// (`^.Pow(30000)` is a chain of 30,000 options). Rather than a signal when the thread's
/// stack runs out, such a walk calls check_stack() at each level and gets a LimitError
/// while a reserve of the stack is still free.

#include <string_view>

namespace cgt {

/// Throws cgt::LimitError ("<what> nested too deeply for this thread's stack") when less than a reserve
/// (a quarter of the calling thread's stack, at most 1 MiB) is left below the caller's
/// frame. O(1): the thread's stack bounds are read once per thread (pthread_getattr_np).
/// Where the bounds cannot be read, it never throws.
void check_stack(std::string_view what);

}  // namespace cgt
