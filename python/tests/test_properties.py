"""Hypothesis: the group and order laws of games (Siegel, CGT II.1-II.2) on random short
games built from options, through the Python operators."""
import re

from hypothesis import assume, given, settings, strategies as st

import cgt

LEAVES = ["0", "*", "1", "-1", "1/2", "^", "v", "*2", "{1|-1}", "-1/2"]


def game_text(depth):
    leaf = st.sampled_from(LEAVES)
    if depth == 0:
        return leaf
    sub = game_text(depth - 1)
    node = st.tuples(st.lists(sub, max_size=2), st.lists(sub, max_size=2)).map(
        lambda lr: "{" + ",".join(lr[0]) + "|" + ",".join(lr[1]) + "}")
    return st.one_of(leaf, node)


games = game_text(2).map(cgt.Game)


@settings(max_examples=150, deadline=None)
@given(games)
def test_inverse(g):
    assert g + (-g) == 0
    assert -(-g) == g


@settings(max_examples=150, deadline=None)
@given(games, games)
def test_sum_then_difference(g, h):
    assert (g + h) - h == g
    assert g + h == h + g


@settings(max_examples=150, deadline=None)
@given(games)
def test_order_consistent_with_outcome(g):
    expected = {"L": (True, False, False), "R": (False, True, False), "P": (False, False, True), "N": (False, False, False)}
    assert (g > 0, g < 0, g == 0) == expected[g.outcome]
    assert g.confused_with(0) == (g.outcome == "N")


# CGSuite prints x + *k as `1*2`, which its grammar (and cgt's, which follows it) reads
# as the product 1*2 = 2: those printed forms are ambiguous, and are left out here.
AMBIGUOUS_STAR = re.compile(r"\d\*\d")


@settings(max_examples=100, deadline=None)
@given(games)
def test_printed_form_parses_back(g):
    assume(not AMBIGUOUS_STAR.search(str(g)))
    assert cgt.Game(str(g)) == g
    assert hash(cgt.Game(str(g))) == hash(g)
