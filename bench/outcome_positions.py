#!/usr/bin/env python3
"""Times `cgt outcome` on the positions issue #16 names, drawn by random play.

  strips   linear Clobber strips from random play of (xo)^30 (MOVES_LO..MOVES_HI moves)
  clobber6 6x6 Clobber positions, 10 to 25 random moves from the checkerboard
  sums     sums of 3 Domineering or Amazons components of 4x4 to 5x5, walls of '#'

Usage: bench/outcome_positions.py CGT KIND SEED COUNT [--moves LO HI] [--game amazons]
                                   [--time-limit S] [--threads T] [--runs N] [--alone]
Prints one line per position (seconds, outcome, nodes) and the counts over 1 s and over
10 s. The positions depend only on SEED, so two builds can be compared on the same ones.
With --runs N each position is run N times and its line gives the median seconds and
the range: on two threads a search's time varies from run to run (the threads share
bounds as they find them), by ten times on some of the Amazons sums. Node counts on one
thread (--threads 1) do not vary. With --alone (sums only) each sum's line is followed by
one for each component searched alone: how much of the sum's cost is one component's.
"""
import argparse
import json
import random
import statistics
import subprocess
import time


def clobber_moves(cells, rows, cols):
    out = []
    for r in range(rows):
        for c in range(cols):
            stone = cells[r][c]
            if stone not in 'xo':
                continue
            for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols and cells[rr][cc] in 'xo' and cells[rr][cc] != stone:
                    out.append((r, c, rr, cc))
    return out


def random_clobber(rng, start, moves):
    cells = [list(row) for row in start]
    for _ in range(moves):
        options = clobber_moves(cells, len(cells), len(cells[0]))
        if not options:
            break
        r, c, rr, cc = rng.choice(options)
        cells[rr][cc], cells[r][c] = cells[r][c], '.'
    return [''.join(row) for row in cells]


def strips(rng, count, lo, hi):
    for _ in range(count):
        row = random_clobber(rng, ['xo' * 30], rng.randint(lo, hi))[0].strip('.')
        yield f'clobber("{row}")'


def clobber6(rng, count):
    board = [''.join('xo'[(r + c) % 2] for c in range(6)) for r in range(6)]
    for _ in range(count):
        yield 'clobber("{}")'.format('|'.join(random_clobber(rng, board, rng.randint(10, 25))))


def term(game, rows):
    """The game's term for a board given by its rows."""
    return '{}("{}")'.format(game, '|'.join(rows))


def sums(rng, count, game):
    """Yields each sum with its components, as terms."""
    for _ in range(count):
        parts = []
        for _ in range(3):
            rows, cols = rng.randint(4, 5), rng.randint(4, 5)
            cells = [['.'] * cols for _ in range(rows)]
            if game == 'domineering':
                for r in range(rows):
                    for c in range(cols):
                        if rng.random() < 0.2:
                            cells[r][c] = '#'
            else:  # one amazon a side and 2 to 6 burnt squares
                spots = rng.sample([(r, c) for r in range(rows) for c in range(cols)], 2 + rng.randint(2, 6))
                for (r, c), mark in zip(spots, 'xo' + '#' * 6):
                    cells[r][c] = mark
            parts.append(cells)
        height = max(len(p) for p in parts)
        lines = ['#'.join(''.join(p[r]) if r < len(p) else '#' * len(p[0]) for p in parts) for r in range(height)]
        yield term(game, lines), [term(game, (''.join(row) for row in p)) for p in parts]


def timed(command, term, runs):
    """The median seconds of `runs` runs of `command` on `term`, and its report line."""
    times, answers = [], []
    for _ in range(runs):
        start = time.monotonic()
        run = subprocess.run(command + [term], capture_output=True, text=True)
        times.append(time.monotonic() - start)
        answers.append(json.loads(run.stdout) if run.returncode == 0 else {'outcome': 'limit', 'nodes': '-'})
    seconds = statistics.median(times)
    answer = answers[sorted(range(len(times)), key=times.__getitem__)[(len(times) - 1) // 2]]
    spread = f'  ({min(times):.2f}-{max(times):.2f})' if runs > 1 else ''
    return seconds, f'{seconds:7.2f} s  {answer["outcome"]:5}  {answer["nodes"]:>9}  {term}{spread}'


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('cgt')
    parser.add_argument('kind', choices=['strips', 'clobber6', 'sums'])
    parser.add_argument('seed', type=int)
    parser.add_argument('count', type=int)
    parser.add_argument('--moves', type=int, nargs=2, default=[1, 5])
    parser.add_argument('--game', default='domineering', choices=['domineering', 'amazons'])
    parser.add_argument('--time-limit', type=float, default=60)
    parser.add_argument('--threads', type=int, help="passed to cgt (cgt's default: every core)")
    parser.add_argument('--runs', type=int, default=1, help='runs of each position (the median is counted)')
    parser.add_argument('--alone', action='store_true', help="also time each sum's components alone")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error('--runs must be at least 1')
    if args.alone and args.kind != 'sums':
        parser.error('--alone is for sums')
    rng = random.Random(args.seed)
    terms = {'strips': lambda: ((t, []) for t in strips(rng, args.count, *args.moves)),
             'clobber6': lambda: ((t, []) for t in clobber6(rng, args.count)),
             'sums': lambda: sums(rng, args.count, args.game)}[args.kind]()
    command = [args.cgt, 'outcome', '--json', '--quiet', '--time-limit', str(args.time_limit)]
    if args.threads is not None:
        command += ['--threads', str(args.threads)]
    over, over10 = 0, 0
    for term, parts in terms:
        seconds, line = timed(command, term, args.runs)
        over += seconds > 1
        over10 += seconds > 10
        print(line)
        for part in parts if args.alone else []:
            print('    alone' + timed(command, part, args.runs)[1])
    runs = f' (the median of {args.runs} runs)' if args.runs > 1 else ''
    print(f'{over} of {args.count} over 1 s, {over10} over 10 s{runs}')


if __name__ == '__main__':
    main()
