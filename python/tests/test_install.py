"""pip install --no-build-isolation --no-index . into a fresh virtual environment made
with --system-site-packages (every dependency from Debian), then import cgt from it."""
import os
import pathlib
import subprocess
import sys

import pytest


def test_pip_install_into_a_venv(repo, build_dir, tmp_path):
    venv = tmp_path / "venv"
    try:
        subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True,
                       capture_output=True)
    except subprocess.CalledProcessError as e:
        pytest.fail(f"venv: {e.stderr.decode()}")
    python = venv / "bin" / "python"
    env = dict(os.environ, CGT_CMAKE_BUILD_DIR=str(build_dir), PIP_NO_INPUT="1")
    env.pop("PYTHONPATH", None)  # the installed module, not the build tree's
    result = subprocess.run([str(python), "-m", "pip", "install", "--no-build-isolation", "--no-index", "--quiet", str(repo)],
                            env=env, capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 0, result.stderr[-2000:]
    out = subprocess.check_output([str(python), "-c", "import cgt, pathlib; print(cgt.Game('^') + cgt.Game('*'), "
                                   "pathlib.Path(cgt.__file__).parent.name)"], env=env, cwd=tmp_path, text=True)
    assert out.split() == ["^*", "cgt"]
    site = next((venv / "lib").glob("python3*/site-packages/cgt"))
    assert (site / "__init__.pyi").exists() and (site / "py.typed").exists()
