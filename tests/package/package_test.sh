#!/usr/bin/env bash
# cgt as a CMake package: install the build into a fresh prefix, configure and build a
# separate project with find_package(cgt), and run it.
#   package_test.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$1 source=$2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/prefix" >/dev/null
test -f "$work/prefix/lib/cmake/cgt/cgtConfig.cmake"
test -f "$work/prefix/include/cgt/partisan/game.hpp"
cmake -S "$source/tests/package/consumer" -B "$work/build" -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/build" -j 2 >/dev/null
out=$("$work/build/consumer")
# ^ + * = ^*; 5 (+) 3 = 6; G(11) of Kayles = 6 (OEIS A002186).
if [ "$out" != "^* 6 6" ]; then
  echo "consumer printed '$out', expected '^* 6 6'" >&2
  exit 1
fi
echo "package ok: $out"
