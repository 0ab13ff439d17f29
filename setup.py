"""pip install --no-build-isolation --no-index . : the Python module cgt, built by CMake.

The extension cgt._cgt is the CMake target cgt_python; its build directory is
build/pip (or $CGT_CMAKE_BUILD_DIR, an existing configured build, which is reused as
it is). Every build dependency is Debian's (scripts/bootstrap)."""
import os
import pathlib
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = pathlib.Path(__file__).resolve().parent


class CMakeExtension(Extension):
    def __init__(self, name):
        super().__init__(name, sources=[])


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        given = os.environ.get("CGT_CMAKE_BUILD_DIR")
        build = pathlib.Path(given) if given else ROOT / "build" / "pip"
        if not given:
            subprocess.check_call(["cmake", "-S", str(ROOT), "-B", str(build), "-DCMAKE_BUILD_TYPE=Release",
                                   "-DCGT_BUILD_TESTS=OFF", "-DCGT_BUILD_BENCH=OFF",
                                   f"-DPython_EXECUTABLE={os.path.realpath(sys.executable)}"])
        subprocess.check_call(["cmake", "--build", str(build), "--target", "cgt_python", "-j", str(os.cpu_count() or 2)])
        built = next((build / "python" / "cgt").glob("_cgt*.so"))
        target = pathlib.Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(built, target)


setup(
    packages=["cgt"],
    package_dir={"": "python"},
    package_data={"cgt": ["*.pyi", "py.typed"]},
    ext_modules=[CMakeExtension("cgt._cgt")],
    cmdclass={"build_ext": CMakeBuild},
)
