"""Heap games (Winning Ways ch. 4; OEIS) and strong solutions (Gamesman's values)."""
import pytest

import cgt

KAYLES = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2]  # OEIS A002186
DAWSONS = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3]  # OEIS A002187


def test_grundy_values_from_oeis():
    assert cgt.heap("0.77").values(20) == KAYLES
    assert cgt.heap("kayles").values(20) == KAYLES
    assert cgt.heap("0.07").values(20) == DAWSONS


def test_certified_periods():
    # Kayles: period 12 from heap 71 on (Guy and Smith 1956). Dawson's Kayles (0.07): period 34;
    # its last exceptional value is at heap 52 (Dawson's chess, A002187, is 0.07 shifted by one: 51).
    k = cgt.heap("kayles")
    assert (k.period, k.preperiod) == (12, 71)
    d = cgt.heap("0.07")
    assert (d.period, d.preperiod) == (34, 53)
    assert cgt.heap("sub:1,2").period == 3
    # 8.: a heap splits into three without removal; G = 0 0 0 1 1 2 2 ... grows by 1 every 2.
    h = cgt.heap("8.")
    assert h.period is None
    assert h.arithmetic_period == (2, 1, 1)
    assert cgt.heap("0.77").arithmetic_period is None


def test_sparse_space_statistics():
    # Grundy's game: with mask 0xfe its last rare value below 2^21 is at heap 82860, and there
    # are 1274 of them counting heap 0 (literature/impartial.md, after tczajka/octal-games).
    s = cgt.heap("grundy").statistics(100000)
    assert (s["rare_mask"], s["rare_count"], s["last_rare"]) == (0xFE, 1274, 82860)
    values = cgt.heap("grundy").values(100000)
    assert s["max_value"] == max(values) and values.index(s["max_value"]) == s["max_at"]
    # Kayles splits no values into rare and common ones.
    assert cgt.heap("0.77").statistics(200)["rare_mask"] == 0


def test_misere_values_and_genus():
    # ONAG ch. 12 / Winning Ways ch. 13: misère Kayles values 1,0,2,3,0,1,3,2,1,0.
    assert cgt.heap("0.77").misere_values(10) == [1, 0, 2, 3, 0, 1, 3, 2, 1, 0]
    assert cgt.heap("0.07").genus(13)[:12] == ["0", "0", "1", "1", "2", "0", "3", "1", "1", "0", "3^1431", "3"]


def test_malformed_heap_codes():
    with pytest.raises(ValueError):
        cgt.heap("0.G")
    with pytest.raises(ValueError):
        cgt.heap("frob")
    with pytest.raises(ValueError, match="subtraction set"):
        cgt.heap("sub:a")


def test_tic_tac_toe_is_a_draw_by_perfect_play():
    r = cgt.solve("tic_tac_toe")
    assert (r.value, r.remoteness, r.positions) == ("tie", 9, 5478)
    assert sum(r.counts.values()) == 5478
    q = r.query("x..|.o.|...")
    assert q.value == "tie"


def test_solve_positions_and_threads_give_the_same_result():
    one = cgt.solve(cgt.connect4(4, 4), threads=1)
    two = cgt.solve("connect4(4, 4)", threads=2)
    assert (one.value, one.remoteness, one.positions, one.counts) == (two.value, two.remoteness, two.positions, two.counts)
    assert one.value == "tie"  # 4x4 Connect-Four is a draw (John Tromp's tables)


def test_limits_raise_limit_error():
    with pytest.raises(cgt.LimitError, match="time limit"):
        cgt.solve("quixo(4)", time_limit=0.2)
    with pytest.raises(cgt.LimitError):
        cgt.solve("quixo(4)", max_memory=1000)


def test_database_file(tmp_path):
    path = tmp_path / "ttt.db"
    r = cgt.solve("tic_tac_toe", database=str(path))
    assert path.exists() and r.database == str(path)
    assert r.query("...|...|...").value == "tie"


@pytest.mark.parametrize("call", ["cgt.solve('quixo(4)')", "cgt.Game('domineering(5, 6)')",
                                  "cgt.Game('*1636').ordinal_sum(68)"])
def test_ctrl_c_cancels_a_long_call(build_dir, call):
    """A long solve, canonical form or method call (20 s and more) releases the GIL, and Ctrl-C (SIGINT)
    stops it with KeyboardInterrupt."""
    import os
    import signal
    import subprocess
    import sys
    import time

    program = ("import cgt, sys, time\n"
               "print('started', flush=True)\n"
               "begin = time.time()\n"
               "try:\n"
               f"    {call}\n"
               "    print('finished')\n"
               "except KeyboardInterrupt:\n"
               "    print('interrupted after', round(time.time() - begin, 1))\n")
    env = dict(os.environ, PYTHONPATH=str(build_dir / "python"))
    child = subprocess.Popen([sys.executable, "-c", program], stdout=subprocess.PIPE, text=True, env=env)
    assert child.stdout.readline().strip() == "started"
    time.sleep(1.5)
    child.send_signal(signal.SIGINT)
    out, _ = child.communicate(timeout=60)
    assert out.startswith("interrupted after"), out
