"""The fast path: the common shapes of lines, read with a few regexes, into the same AST.

Most files are plain op lines inside plain functions.  This module reads such lines with one
compiled regex each, decodes each distinct type text once (types repeat), and builds exactly the
AST `toyir.syntax.parser` would, offsets included.  Anything else (attributes, odd spacing, any error)
makes it give up, and the caller parses the chunk with the grammar of record instead: the
grammar alone decides what is an error and reports it.  tests/test_fastparse.py checks on
generated files that both paths build equal modules.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from toyir import ir


class GiveUp(Exception):
    """This text is not in the fast path's subset; parse it with the grammar."""


# ---------------------------------------------------------------- types

_FLOATS = r"f16|f32|f64|f80|f128|bf16|tf32|f8E[0-9A-Z]+|f6E[0-9A-Z]+|f4E[0-9A-Z]+"  # the grammar's FLOAT_TYPE
_ELEMENT = rf"(?:[su]?i[0-9]+|{_FLOATS}|index|complex<[^<>]*>)"
_TENSOR = re.compile(rf"tensor<(\*x|(?:(?:[0-9]+|\?)x)*)({_ELEMENT})>")
_VECTOR = re.compile(rf"vector<((?:(?:[0-9]+|\[[0-9]+\])x)*)({_ELEMENT})>")
_INTEGER = re.compile(r"([su]?)i([0-9]+)")
_FLOAT = re.compile(_FLOATS)
_COMPLEX = re.compile(rf"complex<({_ELEMENT})>")

_TYPES: dict[str, ir.Type] = {}


def decode_type(text: str) -> ir.Type:
    """The type `text` spells, exactly as the grammar would build it; `GiveUp` if unsure."""
    known = _TYPES.get(text)
    if known is None:
        known = _TYPES[text] = _decode(text)
    return known


def _decode(text: str) -> ir.Type:
    match = _TENSOR.fullmatch(text)
    if match:
        dims, element = match.groups()
        shape = None if dims == "*x" else tuple(None if d == "?" else _size(d) for d in dims.split("x")[:-1])
        return ir.TensorType(shape, _element(element))
    match = _VECTOR.fullmatch(text)
    if match:
        dims, element = match.groups()
        parts = dims.split("x")[:-1]
        shape = tuple(_size(d.strip("[]")) for d in parts)
        if 0 in shape:
            raise GiveUp  # an error: the grammar reports it
        scalable = tuple(d.startswith("[") for d in parts)
        return ir.VectorType(shape, _element(element), scalable if any(scalable) else ())
    return _element(text)


def _size(digits: str) -> int:
    size = int(digits)
    if size > ir.INT64_MAX:
        raise GiveUp
    return size


def _element(text: str) -> ir.ElementType:
    match = _INTEGER.fullmatch(text)
    if match:
        return ir.IntegerType(int(match.group(2)), match.group(1))
    if _FLOAT.fullmatch(text):
        return ir.FloatType(text)
    if text == "index":
        return ir.IndexType()
    match = _COMPLEX.fullmatch(text)
    if match:
        return ir.ComplexType(_element(match.group(1)))
    raise GiveUp


_TYPE_LISTS: dict[str, tuple[ir.Type, ...]] = {}


def _type_list(text: str) -> tuple[ir.Type, ...]:
    """`(t0, t1)` or `()`, spaced `, ` in this path; decoded once per distinct text."""
    known = _TYPE_LISTS.get(text)
    if known is None:
        inner = text[1:-1]
        known = _TYPE_LISTS[text] = tuple(decode_type(t) for t in inner.split(", ")) if inner else ()
    return known


# ---------------------------------------------------------------- lines

_NAME = r"%(?:[0-9]+|[A-Za-z$._-][\w$.-]*)"  # the grammar's VALUE_ID
_IS_NAME = re.compile(_NAME).fullmatch
_COMMENT = r"[ \t]*(?://[^\n]*)?"
_OP = re.compile(
    rf"[ \t]*(?:((?:{_NAME}(?::[0-9]+)?)(?:, {_NAME}(?::[0-9]+)?)*) = )?"  # results
    r'"([A-Za-z0-9$._-]*)"\(([^()"]*)\) : '                                # name, operands
    rf"(\([^()]*\)) -> (\([^()]*\)|[^ ()/]+){_COMMENT}")                  # types
_FUNC = re.compile(
    r"[ \t]*func\.func (?:(private|public|nested) )?(@[A-Za-z_][\w$.]*)\(([^()]*)\)"
    rf"(?: -> (\([^()]*\)|[^ (){{/]+))?( \{{)?{_COMMENT}")
_RETURN = re.compile(
    rf"[ \t]*return(?: ((?:{_NAME}(?:#[0-9]+)?)(?:, {_NAME}(?:#[0-9]+)?)*) : ([^ /][^/]*?))?{_COMMENT}")
_BLOCK = re.compile(rf"[ \t]*(\^[\w$.-]+)\(([^()]*)\):{_COMMENT}")
_MODULE = re.compile(rf"[ \t]*(module|builtin\.module)(?: (@[A-Za-z_][\w$.]*))? \{{{_COMMENT}")
_CLOSE = re.compile(rf"[ \t]*\}}{_COMMENT}")
_ARG = re.compile(rf"({_NAME}): (.+)")


class _OpenFunction:
    """A `func.func` whose body is being read."""

    __slots__ = ("header", "entry_block", "returned")

    def __init__(self, header: tuple) -> None:
        self.header = header
        self.entry_block: ir.EntryBlock | None = None
        self.returned = False  # `return` ends a body: only its closing brace may follow


def parse_fast(text: str, start: int = 0, end: int | None = None) -> ir.Module:
    """The module in `text[start:end]`, built as the grammar would build it; `GiveUp` otherwise."""
    return ir.Module(tuple(iter_items(text, start, end)))


def iter_items(text: str, start: int = 0, end: int | None = None) -> Iterator[ir.Item]:
    """The top-level items of `text[start:end]`, each as soon as it is complete.

    A caller can verify a function and let it go before the next is read, so a large file is
    never held as one tree.  `GiveUp` may come at any point: then nothing read so far counts.
    """
    end = len(text) if end is None else end
    bodies: list[list] = [[]]  # items of the enclosing bodies, innermost last
    frames: list = []  # per open brace: a ModuleOp's (name, offset), or an _OpenFunction
    op_match = _OP.fullmatch
    position = start
    while position < end:
        newline = text.find("\n", position, end)
        line_end = end if newline == -1 else newline
        line = text[position:line_end]
        stripped = line.lstrip(" \t")
        first = stripped[:1]
        if not stripped or stripped.startswith("//"):
            position = line_end + 1
            continue
        function = frames[-1] if frames and isinstance(frames[-1], _OpenFunction) else None
        if line.endswith("\r") or (function is not None and function.returned and first != "}"):
            raise GiveUp
        if first in '%"':
            match = op_match(line)
            if match is None:
                raise GiveUp
            bodies[-1].append(_operation(match, position))
        elif first == "}":
            if _CLOSE.fullmatch(line) is None or not frames:
                raise GiveUp
            frame, body = frames.pop(), tuple(bodies.pop())
            if isinstance(frame, _OpenFunction):
                bodies[-1].append(_function(frame.header, frame.entry_block, body))
            else:
                bodies[-1].append(ir.ModuleOp(frame[0], (), body, frame[1]))
        elif stripped.startswith("return"):
            match = _RETURN.fullmatch(line)
            if match is None or function is None:
                raise GiveUp
            bodies[-1].append(_return(match, position))
            function.returned = True
        elif stripped.startswith("func.func"):
            match = _FUNC.fullmatch(line)
            if match is None or function is not None:
                raise GiveUp
            header = _header(match, position)
            if match.group(5):
                frames.append(_OpenFunction(header))
                bodies.append([])
            else:
                bodies[-1].append(_function(header, None, None))
        elif first == "^":
            match = _BLOCK.fullmatch(line)
            if match is None or function is None or bodies[-1] or function.entry_block is not None:
                raise GiveUp
            function.entry_block = _entry_block(match, position)
        elif stripped.startswith(("module", "builtin.module")):
            match = _MODULE.fullmatch(line)
            if match is None or function is not None:
                raise GiveUp
            frames.append((match.group(2), position + match.start(1)))
            bodies.append([])
        else:
            raise GiveUp
        position = line_end + 1
        if bodies[0]:
            yield from bodies[0]
            bodies[0].clear()
    if frames:
        raise GiveUp


_USE_LISTS: dict[str, tuple[tuple[str, int | None, int], ...]] = {}


def _uses(text: str, offset: int) -> tuple[ir.Use, ...]:
    """`%a, %p#1` at `offset`; in this path, operand lists are spaced `, ` only.

    Each distinct list is split once: (name, result number, offset within the list) per use.
    """
    if not text:
        return ()
    layout = _USE_LISTS.get(text)
    if layout is None:
        layout_list, relative = [], 0
        for part in text.split(", "):
            name, _, number = part.partition("#")
            if not _IS_NAME(name) or (number and not number.isdigit()):
                raise GiveUp
            layout_list.append((name, int(number) if number else None, relative))
            relative += len(part) + 2
        layout = _USE_LISTS[text] = tuple(layout_list)
    Use = ir.Use
    return tuple([Use(name, number, offset + relative) for name, number, relative in layout])


def _results(text: str, offset: int) -> tuple[ir.ResultGroup, ...]:
    if ":" not in text and ", " not in text:
        return (ir.ResultGroup(text, 1, offset),)  # the common case: `%0 = ...`
    groups = []
    for part in text.split(", "):
        name, _, count = part.partition(":")
        if count and int(count) < 1:
            raise GiveUp
        groups.append(ir.ResultGroup(name, int(count) if count else 1, offset))
        offset += len(part) + 2
    return tuple(groups)


def _result_types(text: str) -> tuple[ir.Type, ...]:
    return _type_list(text) if text.startswith("(") else (decode_type(text),)


def _operation(match: re.Match, base: int) -> ir.Operation:
    results_text, name, operands_text, operand_types, result_text = match.groups()
    results = _results(results_text, base + match.start(1)) if results_text else ()
    name_offset = base + match.start(2) - 1
    return ir.Operation(
        name=name, results=results, operands=_uses(operands_text, base + match.start(3)), attributes=(),
        operand_types=_type_list(operand_types), result_types=_result_types(result_text), offset=name_offset,
        start=results[0].offset if results else name_offset, types_offset=base + match.start(4))


def _return(match: re.Match, base: int) -> ir.Operation:
    operands_text, types_text = match.groups()
    offset = base + len(match.group(0)) - len(match.group(0).lstrip(" \t"))
    uses = _uses(operands_text, base + match.start(1)) if operands_text else ()
    types = tuple(decode_type(t) for t in types_text.split(", ")) if types_text else ()
    return ir.Operation(name=ir.RETURN_OP, results=(), operands=uses, attributes=(), operand_types=types,
                        result_types=(), offset=offset, start=offset, types_offset=offset)


def _arguments(text: str, offset: int) -> tuple[tuple[ir.BlockArgument, ...] | None, tuple[ir.Type, ...]]:
    if not text:
        return (), ()
    parts = text.split(", ")
    if not parts[0].startswith("%"):
        return None, tuple(decode_type(p) for p in parts)
    arguments = []
    for part in parts:
        match = _ARG.fullmatch(part)
        if match is None:
            raise GiveUp
        arguments.append(ir.BlockArgument(match.group(1), decode_type(match.group(2)), offset))
        offset += len(part) + 2
    return tuple(arguments), tuple(a.type for a in arguments)


def _header(match: re.Match, base: int) -> tuple:
    visibility, name, arguments_text, results_text, _ = match.groups()
    arguments, argument_types = _arguments(arguments_text, base + match.start(3))
    results = () if results_text is None else _result_types(results_text)
    keyword = base + match.group(0).index("func.func")
    return name, visibility, arguments, argument_types, results, keyword


def _entry_block(match: re.Match, base: int) -> ir.EntryBlock:
    name, arguments_text = match.groups()
    arguments, _ = _arguments(arguments_text, base + match.start(2))
    if arguments is None:
        raise GiveUp
    return ir.EntryBlock(name, arguments, base + match.start(1))


def _function(header: tuple, entry_block: ir.EntryBlock | None, ops: tuple | None) -> ir.Function:
    name, visibility, arguments, argument_types, results, offset = header
    return ir.Function(name, visibility, arguments, argument_types, results, (), entry_block, ops, offset)
