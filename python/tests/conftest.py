"""Test set-up: the module under test is build/python/cgt (PYTHONPATH set by CTest)."""
import os
import pathlib

import pytest

REPO = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="session")
def repo():
    return REPO


@pytest.fixture(scope="session")
def build_dir():
    return pathlib.Path(os.environ.get("CGT_BUILD_DIR", REPO / "build"))
