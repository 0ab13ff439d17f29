#!/usr/bin/env bash
# `cgt bench` must print the signature committed in bench/signature: a change to any
# engine's answers or node counts must update that file in the same commit.
# Run on one thread: threaded searches (Domineering) visit a varying number of nodes.
set -euo pipefail
cgt="$1"
expected="$(tr -d '[:space:]' < "$2")"
actual="$("$cgt" bench --quiet --threads 1 | awk '/^signature /{print $2}')"
if [ "$actual" != "$expected" ]; then
  echo "bench signature $actual, expected $expected (bench/signature): an engine's results or node counts changed"
  "$cgt" bench --quiet --threads 1
  echo "0 passed, 1 failed"
  exit 1
fi
echo "bench signature $actual"
echo "1 passed, 0 failed"
