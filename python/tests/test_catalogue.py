"""The catalogue as functions: values from the literature and CGSuite, positions to solve."""
import pytest

import cgt


def test_games_lists_the_registry(build_dir):
    import json
    import subprocess

    listed = json.loads(subprocess.check_output([str(build_dir / "cgt"), "games", "--json"]))["games"]
    assert [g["name"] for g in cgt.games()] == [g["name"] for g in listed]
    for entry in cgt.games():
        assert hasattr(cgt, entry["name"]), entry["name"]
        assert entry["example"] and entry["description"] and entry["commands"]


def test_partisan_games_give_values():
    # Winning Ways ch. 2: the 2x3 Domineering rectangle (Left plays vertically).
    assert str(cgt.domineering(2, 3)) == str(cgt.Game("domineering(2, 3)"))
    assert str(cgt.domineering(2, 2)) == "+-1" and cgt.domineering(2, 2) == cgt.Game("{1|-1}")
    assert str(cgt.clobber("xox|ox.")) == str(cgt.Game('clobber("xox|ox.")'))
    assert cgt.domineering("..|..") == cgt.domineering(2, 2)


def test_every_example_value_obeys_the_laws():
    for entry in cgt.games():
        if "value" not in entry["commands"]:
            continue
        g = cgt.Game(entry["example"])
        # G - G = 0 holds for short games; loopy ones need not (over - over = over & under).
        if cgt.evaluate(f"({entry['example']}).IsLoopfree"):
            assert g + (-g) == 0, entry["name"]
        assert cgt.Game(str(g)) == g, entry["name"]  # CGSuite's printed form parses back


def test_positions_for_games_without_values():
    p = cgt.connect4(4, 4)
    assert isinstance(p, cgt.Position) and str(p) == "connect4(4, 4)"
    assert isinstance(cgt.tic_tac_toe(), cgt.Position)


def test_bad_arguments_raise_value_error():
    with pytest.raises(ValueError, match="domineering"):
        cgt.domineering(2, "x")
    with pytest.raises(ValueError):
        cgt.domineering(2**70, 2)
    with pytest.raises(ValueError, match="keyword"):
        cgt.Game("1", frobnicate=3)


def test_coordinates_and_sets_as_python_tuples_and_sets():
    # CGSuite's game.heap.Wythoff((10, 3)) and FoxAndGeese({(3,1),...}, (1,5)): tuples are
    # coordinates, sets (or lists) of tuples are sets of squares.
    assert str(cgt.wythoff((10, 3))) == "*8"  # CGSuite's GameHeapTest row
    assert str(cgt.fox_and_geese({(3, 1), (3, 3), (3, 5), (3, 7)}, (1, 5))) == "{4|3||2}"
    assert cgt.fox_and_geese([(3, 7), (3, 1), (3, 3), (3, 5)], (1, 5)) == cgt.fox_and_geese({(3, 1), (3, 3), (3, 5), (3, 7)}, (1, 5))
    assert cgt.heap("sub:2,3,7").code == "0.0330003"
    with pytest.raises(ValueError, match="pair of integers"):
        cgt.wythoff([10, 3])
