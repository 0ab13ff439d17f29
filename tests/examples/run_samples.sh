#!/usr/bin/env bash
# Runs a contest example on every samples/*.in of its folder and compares with *.out.
# usage: run_samples.sh BINARY EXAMPLE_DIR
set -u
binary=$1 dir=$2 failed=0 count=0
for input in "$dir"/samples/*.in; do
  expected=${input%.in}.out
  count=$((count + 1))
  if ! diff -u "$expected" <("$binary" < "$input"); then
    echo "FAIL: $input"
    failed=$((failed + 1))
  fi
done
[ "$count" -gt 0 ] || { echo "no samples in $dir/samples"; exit 1; }
echo "$((count - failed)) of $count samples passed"
[ "$failed" -eq 0 ]
