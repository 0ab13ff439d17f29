"""Test set-up: the module under test is build/python/cgt (PYTHONPATH set by CTest)."""
import os
import pathlib

import pytest
from hypothesis import settings

# The property tests draw the same examples on every run (a fixed seed), so CI is
# reproducible; HYPOTHESIS_PROFILE=explore draws new ones, to look for counterexamples.
settings.register_profile("ci", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def repo():
    return REPO


@pytest.fixture(scope="session")
def build_dir():
    return pathlib.Path(os.environ.get("CGT_BUILD_DIR", REPO / "build"))
