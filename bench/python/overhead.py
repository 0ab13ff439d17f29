"""The Python module's overhead (issue: under 20 us per cgt.Game("^") + cgt.Game("*")
round trip; a loop of 10,000 small sums within 3x the same loop in C++).

    PYTHONPATH=build/python /usr/bin/python3 bench/python/overhead.py build

Both loops sum the same 10,000 different pairs of random games born by day 3 (built
first, not timed), each in a fresh process, so every sum is computed, not remembered;
a second Python pass over the same pairs, all remembered, shows the module's own cost."""
import random
import subprocess
import sys
import time
import timeit

import cgt

BUILD = sys.argv[1] if len(sys.argv) > 1 else "build"
DAY2 = ["0", "*", "1", "-1", "1/2", "-1/2", "2", "-2", "^", "v", "*2", "^*", "v*", "{1|-1}", "{1|0}", "{0|-1}",
        "{1|*}", "{*|-1}", "{1|0,*}", "{0,*|-1}", "{1/2|0}", "{0|-1/2}"]


def random_game(rng):
    left = rng.sample(DAY2, rng.randint(0, 3))
    right = rng.sample(DAY2, rng.randint(0, 3))
    return "{" + ",".join(left) + "|" + ",".join(right) + "}"


def distinct_pairs(rng, count):
    """`count` different pairs (as texts), so that no sum is a repeat of an earlier one."""
    seen, pairs = set(), []
    while len(pairs) < count:
        pair = (random_game(rng), random_game(rng))
        if pair not in seen:
            seen.add(pair)
            pairs.append(pair)
    return pairs


def main():
    rng = random.Random(20261123)
    pairs = distinct_pairs(rng, 10_000)
    # Round trip: parse two games and add them (the expression language each time).
    n = 20_000
    seconds = timeit.timeit('cgt.Game("^") + cgt.Game("*")', globals={"cgt": cgt}, number=n)
    print(f"round trip cgt.Game('^') + cgt.Game('*'): {seconds / n * 1e6:.2f} us")

    games = [(cgt.Game(a), cgt.Game(b)) for a, b in pairs]
    start = time.perf_counter()
    sums = [a + b for a, b in games]
    python_seconds = time.perf_counter() - start
    distinct = len({str(s) for s in sums})
    start = time.perf_counter()
    [a + b for a, b in games]
    remembered = time.perf_counter() - start

    text = "".join(f"{a}\t{b}\n" for a, b in pairs)
    out = subprocess.run([f"{BUILD}/bench/python_small_sums"], input=text, capture_output=True, text=True, check=True)
    cpp_seconds, cpp_distinct = out.stdout.split()
    assert int(cpp_distinct) == distinct, (cpp_distinct, distinct)
    print(f"10,000 small sums: Python {python_seconds * 1e3:.2f} ms, C++ {float(cpp_seconds) * 1e3:.2f} ms, "
          f"ratio {python_seconds / float(cpp_seconds):.2f} ({distinct} distinct values)")
    print(f"the same 10,000 sums again (remembered by the game table: Python's own cost): {remembered * 1e3:.2f} ms")


if __name__ == "__main__":
    main()
