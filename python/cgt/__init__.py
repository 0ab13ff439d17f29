"""cgt: combinatorial game theory and game solving, exact, on a C++ engine.

Values in CGSuite's notation (``cgt.Game("{3||2+*|1+*}")``), the catalogue of games as
functions (``cgt.domineering(4, 4)``, ``cgt.games()``), heap games with certified
periods (``cgt.heap("0.07")``) and strong solutions (``cgt.solve("tic_tac_toe")``).
The module is a thin layer: every call is the library's, as the ``cgt`` command line
makes it.
"""
from ._cgt import *  # noqa: F401,F403  (the catalogue's games are functions of _cgt)
from ._cgt import (  # noqa: F401
    Game,
    Heap,
    LimitError,
    Position,
    QueryResult,
    SolveResult,
    Thermograph,
    evaluate,
    games,
    heap,
    solve,
)

__version__ = "0.1.0"
