"""setuptools' build backend, with mypy added to what the build needs when the optional
compiled build is asked for (`TOYIR_COMPILE=1`, see setup.py): pip then installs it in the
isolated build environment, and `TOYIR_COMPILE=1 pip install .` works as it is.

Without `TOYIR_COMPILE=1` this is setuptools' backend unchanged: a pure-Python install."""

from __future__ import annotations

import os

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403  # the backend's hooks, all of them

_COMPILER = ["mypy>=1.10"]


def get_requires_for_build_wheel(config_settings=None):
    return _requires(_setuptools.get_requires_for_build_wheel, config_settings)


def get_requires_for_build_editable(config_settings=None):
    return _requires(_setuptools.get_requires_for_build_editable, config_settings)


def _requires(hook, config_settings) -> list[str]:
    # setuptools runs setup.py to answer; mypy is not installed yet at this stage, so setup.py
    # is run as for the pure build, and mypy is what the compiled build needs besides.
    asked = os.environ.pop("TOYIR_COMPILE", None)
    try:
        return hook(config_settings) + (_COMPILER if asked == "1" else [])
    finally:
        if asked is not None:
            os.environ["TOYIR_COMPILE"] = asked
