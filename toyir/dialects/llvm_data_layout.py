"""The llvm dialect's `llvm.data_layout` on a module (`"e-m:e-i64:64-f80:128-n8:16:32:64-S128"`),
as mlir-opt 22 checks it: LLVM's data layout string, each `-`-separated specification read as
LLVM reads it, its first error in LLVM's words (`'builtin.module' op invalid data layout
descriptor: ...`).  Written from LLVM's documented grammar and checked against mlir-opt 22's
answers (tests/test_mlir_differential.py).
"""

from __future__ import annotations

from toyir.diagnostics import Diagnostic
from toyir.ir import Operation, StringAttr, unquote
from toyir.traits import op_error


def data_layout_error(op: Operation) -> Diagnostic | None:
    """mlir-opt's error for the `llvm.data_layout` attribute of `op` (a module), or None."""
    value = op.attribute("llvm.data_layout")
    if not isinstance(value, StringAttr):
        return op_error(op, "expected 'llvm.data_layout' to be a string attributes")
    found = layout_error(unquote(value.value))
    return None if found is None else op_error(op, f"invalid data layout descriptor: {found}")


def layout_error(layout: str) -> str | None:
    """LLVM's words for what is wrong with the data layout string `layout`, or None."""
    if not layout:
        return None
    for spec in layout.split("-"):
        if not spec:
            return "empty specification is not allowed"
        found = _spec_error(spec)
        if found is not None:
            return found
    return None


def _format(form: str) -> str:
    return f'malformed specification, must be of the form "{form}"'


def _integer(text: str) -> int | None:
    """A decimal of digits alone, as LLVM's `to_integer` takes it into 32 bits; None if it is not one."""
    if not text or not text.isdigit() or not text.isascii():
        return None
    value = int(text)
    return value if value < 1 << 32 else None


def _address_space(text: str) -> str | None:
    if not text:
        return "address space component cannot be empty"
    value = _integer(text)
    return "address space must be a 24-bit integer" if value is None or value >= 1 << 24 else None


def _size(text: str, name: str = "size") -> str | None:
    if not text:
        return f"{name} component cannot be empty"
    value = _integer(text)
    return f"{name} must be a non-zero 24-bit integer" if value is None or value == 0 or value >= 1 << 24 else None


def _alignment(text: str, name: str, zero: bool = False) -> tuple[str | None, int]:
    """An alignment in bits: its error, or its value in bytes (a zero one, where `zero` allows it, is 1)."""
    if not text:
        return f"{name} alignment component cannot be empty", 0
    value = _integer(text)
    if value is None or value >= 1 << 16:
        return f"{name} alignment must be a 16-bit integer", 0
    if value == 0:
        return (None, 1) if zero else (f"{name} alignment must be non-zero", 0)
    if value % 8 or (value // 8) & (value // 8 - 1):
        return f"{name} alignment must be a power of two times the byte width", 0
    return None, value // 8


def _preferred(components: list[str], at: int, abi: int) -> str | None:
    """The optional preferred alignment at `components[at]`, not less than the ABI's."""
    if len(components) <= at:
        return None
    found, preferred = _alignment(components[at], "preferred")
    if found is None and preferred < abi:
        return "preferred alignment cannot be less than the ABI alignment"
    return found


def _spec_error(spec: str) -> str | None:
    if spec.startswith("ni"):
        if not spec.startswith("ni:"):
            return _format("ni:<address space>[:<address space>]...")
        for part in spec[3:].split(":"):
            found = _address_space(part)
            if found is not None:
                return found
            if int(part) == 0:
                return "address space 0 cannot be non-integral"
        return None
    kind, rest = spec[0], spec[1:]
    if kind in "ifv":
        return _primitive_error(kind, rest.split(":"))
    if kind == "a":
        return _aggregate_error(rest.split(":"))
    if kind == "p":
        return _pointer_error(rest.split(":"))
    if kind == "s":
        return None  # (deprecated: ignored)
    if kind in "eE":
        return "malformed specification, must be just 'e' or 'E'" if rest else None
    if kind == "n":
        return next((found for part in rest.split(":") if (found := _size(part)) is not None), None)
    if kind == "S":
        return _format("S<size>") if not rest else _alignment(rest, "stack natural")[0]
    if kind == "F":
        if not rest:
            return _format("F<type><abi>")
        if rest[0] not in "in":
            return f"unknown function pointer alignment type '{rest[0]}'"
        return _alignment(rest[1:], "ABI")[0]
    if kind in "PAG":
        return _format(f"{kind}<address space>") if not rest else _address_space(rest)
    if kind == "m":
        if not rest.startswith(":") or len(rest) == 1:
            return _format("m:<mangling>")
        return None if rest[1:] in ("e", "l", "o", "m", "w", "x", "a") else "unknown mangling mode"
    return f"unknown specifier '{kind}'"


def _primitive_error(kind: str, components: list[str]) -> str | None:
    if not 2 <= len(components) <= 3:
        return _format(f"{kind}<size>:<abi>[:<pref>]")
    found = _size(components[0])
    if found is not None:
        return found
    found, abi = _alignment(components[1], "ABI")
    if found is not None:
        return found
    if kind == "i" and _integer(components[0]) == 8 and abi != 1:
        return "i8 must be 8-bit aligned"
    return _preferred(components, 2, abi)


def _aggregate_error(components: list[str]) -> str | None:
    if not 2 <= len(components) <= 3:
        return _format("a:<abi>[:<pref>]")
    if components[0] and _integer(components[0]) != 0:
        return "size must be zero"
    found, abi = _alignment(components[1], "ABI", zero=True)
    return found if found is not None else _preferred(components, 2, abi)


def _pointer_error(components: list[str]) -> str | None:
    if not 3 <= len(components) <= 5:
        return _format("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]")
    head = components[0]
    flags = len(head) - len(head.lstrip("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"))
    wrong = next((flag for flag in head[:flags] if flag not in "eu"), None)
    if wrong is not None:
        return f"'{wrong}' is not a valid pointer specification flag"
    space = head[flags:]
    digits = len(space) - len(space.lstrip("0123456789"))
    number = int(space[:digits]) if digits else 0
    if number >= 1 << 24:
        return "address space must be a 24-bit integer"
    name = space[digits:]
    if name:
        if name[0] != "(":
            return "address space must be a 24-bit integer"
        if name[-1] != ")" or len(name) == 2:
            return "Expected `( address space name )`"
        if name[1:-1] in ("P", "G", "A"):
            return "Cannot use predefined address space names P/G/A in data layout"
    if flags and number == 0:
        return "address space 0 cannot be unstable or have external state"
    found = _size(components[1], "pointer size")
    if found is not None:
        return found
    found, abi = _alignment(components[2], "ABI")
    if found is None:
        found = _preferred(components, 3, abi)
    if found is None and len(components) > 4:
        found = _size(components[4], "index size")
        if found is None and int(components[4]) > int(components[1]):
            return "index size cannot be larger than the pointer size"
    return found
