#pragma once
// The games of the hash-table solver by their database names: tictactoe, mnk(m,n,k),
// connect4(WxH,k=K). f is called with the game object.
#include <fmt/format.h>

#include <cstdio>
#include <string>

#include "cgt/core/error.hpp"
#include "cgt/games/connect_four.hpp"
#include "cgt/games/mnk.hpp"

namespace cgt::cli {

inline std::string mnk_name(int m, int n, int k) { return fmt::format("mnk({},{},{})", m, n, k); }
inline std::string connect4_name(int w, int h, int k) { return fmt::format("connect4({}x{},k={})", w, h, k); }

template <class F>
decltype(auto) with_hash_game(const std::string& name, F&& f) {
  int a = 0, b = 0, c = 0;
  char end = 0;
  if (name == "tictactoe") return f(MnkGame(3, 3, 3));
  if (std::sscanf(name.c_str(), "mnk(%d,%d,%d%c", &a, &b, &c, &end) == 4 && end == ')' && name == mnk_name(a, b, c))
    return f(MnkGame(a, b, c));
  if (std::sscanf(name.c_str(), "connect4(%dx%d,k=%d%c", &a, &b, &c, &end) == 4 && end == ')' &&
      name == connect4_name(a, b, c))
    return f(ConnectFour(a, b, c));
  throw ParseError(fmt::format("'{}' is not a game of the hash-table solver (tictactoe, mnk(m,n,k), connect4(WxH,k=K))",
                               name));
}

}  // namespace cgt::cli
