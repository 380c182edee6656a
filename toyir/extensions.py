"""Dialects from outside the package: `--dialect MODULE_OR_FILE.py` and the `toyir.dialects`
entry-point group, for the CLI and the language server alike.

A dialect module defines `OPS`, a sequence of `toyir.OpDef`, and may define `DIALECTS`, names of
dialects it declares (besides those its ops name), e.g.

    OPS = (toyir.OpDef("toy.transpose", (toyir.NOperands(1), Transposed())),)

An installed package announces its dialects in its own metadata:

    [project.entry-points."toyir.dialects"]
    toy = "toy_course.dialect"
"""

from __future__ import annotations

import importlib
import os
import sys
from types import ModuleType

from toyir.registry import OpDef
from toyir.semantics import Semantics

ENTRY_POINT_GROUP = "toyir.dialects"


class DialectError(Exception):
    """A dialect that cannot be loaded; the message says which and why, in one line."""


def load(spec: str) -> ModuleType:
    """The dialect module `spec` names: a path to a `.py` file, or an importable module name."""
    if spec.endswith(".py") or os.sep in spec or (os.altsep and os.altsep in spec):
        from importlib import util  # here: only a dialect given as a file needs it
        if not os.path.isfile(spec):
            raise DialectError(f"cannot load dialect '{spec}': " + ("not a file" if os.path.exists(spec) else "no such file"))
        name = "toyir_dialect_" + "".join(c if c.isalnum() else "_" for c in os.path.abspath(spec))
        module_spec = util.spec_from_file_location(name, spec)
        if module_spec is None or module_spec.loader is None:
            raise DialectError(f"cannot load dialect '{spec}': not a Python file")
        module = util.module_from_spec(module_spec)
        sys.modules[name] = module
        try:
            module_spec.loader.exec_module(module)
        except Exception as e:  # noqa: BLE001  (the user's file may raise anything while it loads)
            raise DialectError(f"cannot load dialect '{spec}': {type(e).__name__}: {e}") from None
        except SystemExit as e:  # sys.exit() in the file: toyir goes on, having verified nothing yet
            raise DialectError(f"cannot load dialect '{spec}': it called sys.exit({e.code!r}) while loading") from None
        return module
    try:
        return importlib.import_module(spec)
    except Exception as e:  # noqa: BLE001
        raise DialectError(f"cannot load dialect '{spec}': {type(e).__name__}: {e}") from None
    except SystemExit as e:
        raise DialectError(f"cannot load dialect '{spec}': it called sys.exit({e.code!r}) while loading") from None


def load_dialect(spec: str) -> tuple[tuple[OpDef, ...], tuple[str, ...]]:
    """The ops and dialect names of the dialect module `spec` (a `.py` file or a module name)."""
    return declarations(load(spec), spec)


def declarations(module: ModuleType, spec: str) -> tuple[tuple[OpDef, ...], tuple[str, ...]]:
    """The ops and dialect names a loaded dialect module declares."""
    ops = getattr(module, "OPS", None)
    if ops is None:
        raise DialectError(f"dialect '{spec}' declares no ops: it must define OPS, a sequence of toyir.OpDef")
    if not isinstance(ops, (list, tuple)) or not all(isinstance(op, OpDef) for op in ops):
        wrong = ops if not isinstance(ops, (list, tuple)) else next(op for op in ops if not isinstance(op, OpDef))
        raise DialectError(f"dialect '{spec}': OPS must be a sequence of toyir.OpDef; it holds {type(wrong).__name__} "
                           f"{_shown(wrong)}" if isinstance(ops, (list, tuple)) else
                           f"dialect '{spec}': OPS must be a sequence of toyir.OpDef, not {type(ops).__name__} "
                           f"{_shown(ops)}")
    dialects = getattr(module, "DIALECTS", ())
    if not isinstance(dialects, (list, tuple)) or not all(isinstance(d, str) for d in dialects):
        raise DialectError(f"dialect '{spec}': DIALECTS must be a sequence of dialect names (strings)")
    return tuple(ops), tuple(dialects)


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def installed() -> list[str]:
    """The module names installed packages announce in the `toyir.dialects` entry-point group."""
    if not _may_announce_dialects():
        return []
    from importlib.metadata import entry_points  # here: it imports email, zipfile and more (~40 ms)

    return [entry.value for entry in entry_points(group=ENTRY_POINT_GROUP)]


def _may_announce_dialects() -> bool:
    """False only when no installed package can name the group: no metadata directory on
    sys.path has an entry_points.txt that mentions it (a sys.path entry that is not a directory,
    a zip, or that is an old-style egg is not looked into and counts as maybe).  Saves
    importlib.metadata at start-up."""
    for entry in sys.path:
        if entry.lower().endswith(".egg"):
            return True
        directory = entry or "."
        try:
            children = os.scandir(directory)
        except NotADirectoryError:
            return True
        except OSError:
            continue
        with children:
            for child in children:
                if child.name.lower().endswith((".dist-info", ".egg-info")):
                    try:
                        with open(os.path.join(child.path, "entry_points.txt"), "rb") as f:
                            if ENTRY_POINT_GROUP.encode() in f.read():
                                return True
                    except OSError:
                        continue
    return False


def with_dialects(semantics: Semantics, specs: list[str], *, include_installed: bool = True) -> Semantics:
    """`semantics` whose registry also declares the ops of each dialect in `specs` (and of the
    installed ones); raises DialectError."""
    every = [*(installed() if include_installed else []), *specs]
    if not every:
        return semantics
    ops: list[OpDef] = []
    names: list[str] = []
    for spec in every:
        found, dialects = declarations(load(spec), spec)
        ops += found
        names += dialects
    try:
        registry = semantics.registry.extended(ops, names)
    except ValueError as e:
        raise DialectError(f"cannot load dialects {', '.join(every)}: {e}") from None
    return semantics._replace(registry=registry)
