"""The parser: grammar/toyir.lark run by Lark's LALR parser, with the AST built as it reduces.

The AST builder is handed to Lark as its transformer, so no parse tree is ever built: each
grammar rule is reduced straight into an `ir` node, its offset taken from its tokens.  Every
Lark exception becomes a located `DiagnosticError` (see `syntax_errors`).
"""

from __future__ import annotations

import functools
import os
import sys
from importlib.resources import files

import lark
from lark import Lark, Token, Transformer
from lark.exceptions import UnexpectedInput
from lark.utils import TextSlice

from toyir import ir
from toyir.diagnostics import DiagnosticError, error
from toyir.shapes import Shape
from toyir.source import Source
from toyir.syntax import tables
from toyir.syntax.errors import syntax_error



def grammar_text() -> str:
    """The grammar of record, read from the installed package (`grammar/` in a checkout)."""
    return files("toyir.grammar").joinpath("toyir.lark").read_text(encoding="utf-8")


def make_lark(*, strict: bool = False, cache: str | bool = False) -> Lark:
    """A Lark LALR parser for toyir.  `strict` (tests) fails on any conflict or terminal collision.

    `cache` is a file where Lark keeps its LALR tables between runs; it rebuilds them whenever
    the grammar no longer matches the hash stored with them.
    """
    return Lark(grammar_text(), parser="lalr", lexer="contextual", transformer=_AstBuilder(),
                maybe_placeholders=True, strict=strict, cache=cache)


def _cache_file() -> str | None:
    """Where the LALR tables are cached (see toyir/syntax/tables.py), or None for no cache."""
    directory = tables.cache_directory()
    return None if directory is None else os.path.join(directory, tables.cache_name(grammar_text()))


@functools.cache
def _lark() -> Lark:
    # Not Lark's `cache=`: it loads a pickle without checking who wrote it (tables.py does).
    return tables.cached_lark(make_lark, grammar_text(), transformer=_AstBuilder())


def parse(source: Source, start: int = 0, end: int | None = None) -> ir.Module:
    """Parse `source.text[start:end]` (one `// -----` chunk, or all of it) into a module.

    Offsets in the result are offsets into the whole `source.text`.  Raises `DiagnosticError`.
    """
    text = source.text if start == 0 and end is None else TextSlice(source.text, start, len(source.text) if end is None else end)
    try:
        return _lark().parse(text)  # type: ignore[return-value]  # the AST builder's `start` makes a Module
    except UnexpectedInput as e:
        raise DiagnosticError(syntax_error(source, e, start, end)) from None


class _TypeList:
    """`(t0, t1)` on its way into an op, with the offset of its `(`."""

    __slots__ = ("types", "offset")

    def __init__(self, types: tuple, offset: int) -> None:
        self.types = types
        self.offset = offset


class _Scalable(int):
    """A `[n]` vector dim on its way to the `VectorType` that records it as scalable."""


_UNRANKED = object()


def _at(token: Token) -> int:
    return token.start_pos or 0  # Lark's tokens always have it; its types say Optional


def _dim(token: Token) -> int:
    # mlir-opt's word for both cases is "invalid dimension"; toyir says why.
    size = int(token)
    if size < 0:
        raise DiagnosticError(error(_at(token), "invalid dimension", detail=f" '{token}': a size cannot be "
                                                                            f"negative (write '?' for a dynamic size)"))
    if size > ir.INT64_MAX:
        raise DiagnosticError(error(_at(token), "invalid dimension", detail=f" '{token}': larger than the "
                                                                            f"int64 maximum {ir.INT64_MAX}"))
    return size


def _nesting(value: object) -> int:
    """How deeply `value` nests types and attributes, counted up to ir.MAX_NESTING + 1, iteratively."""
    deepest, stack = 0, [(value, 1)]
    while stack and deepest <= ir.MAX_NESTING:
        value, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(value, ir.ComplexType):
            stack.append((value.element, depth + 1))
        elif isinstance(value, ir.ArrayAttr):
            stack.extend((e, depth + 1) for e in value.elements)
        elif isinstance(value, ir.DictAttr):
            stack.extend((e.value, depth + 1) for e in value.entries)
    return deepest


def _check_nesting(inner: object, opener: Token) -> None:
    if _nesting(inner) >= ir.MAX_NESTING:
        raise DiagnosticError(error(_at(opener), "nesting too deep",
                                    detail=f": types and attributes nest at most {ir.MAX_NESTING} levels"))


class _AstBuilder(Transformer):
    """One short method per grammar rule; children arrive already built, literals filtered out."""

    # ---------------------------------------------------------------- structure

    def start(self, items: list) -> ir.Module:
        return ir.Module(tuple(items))

    def module_op(self, children: list) -> ir.ModuleOp:
        keyword, name, attributes, *body = children
        return ir.ModuleOp(None if name is None else str(name), attributes.entries if attributes else (),
                           tuple(body), keyword.start_pos)

    def func_op(self, children: list) -> ir.Function:
        keyword, visibility, name, (arguments, argument_types), results, attributes, body = children
        entry_block, ops = body if body is not None else (None, None)
        return ir.Function(str(name), visibility, arguments,
                           argument_types, results or (), attributes.entries if attributes else (),
                           entry_block, ops, keyword.start_pos)

    def visibility(self, children: list) -> str:
        return str(children[0])

    def func_args(self, children: list) -> tuple[tuple[ir.BlockArgument, ...] | None, tuple[ir.Type, ...]]:
        if children and isinstance(children[0], ir.BlockArgument):
            return tuple(children), tuple(a.type for a in children)
        return (None if children else ()), tuple(children)

    def named_arg(self, children: list) -> ir.BlockArgument:
        name, type_ = children
        return ir.BlockArgument(str(name), type_, name.start_pos)

    def func_body(self, children: list) -> tuple[ir.EntryBlock | None, tuple[ir.Operation, ...]]:
        entry_block, *ops, terminator = children
        return entry_block, tuple(ops) if terminator is None else (*ops, terminator)

    def block_header(self, children: list) -> ir.EntryBlock:
        name, *arguments = children
        return ir.EntryBlock(str(name), tuple(a for a in arguments if a is not None), name.start_pos)

    def return_op(self, children: list) -> ir.Operation:
        keyword, operands, *types = children
        return ir.Operation(
            name=ir.RETURN_OP, results=(), operands=operands or (), attributes=(),
            operand_types=tuple(t for t in types if t is not None), result_types=(),
            offset=keyword.start_pos, start=keyword.start_pos, types_offset=keyword.start_pos)

    # ---------------------------------------------------------------- operations

    def op(self, children: list) -> ir.Operation:
        results, name, operands, attributes, (operand_types, types_offset, result_types) = children
        results = results or ()
        return ir.Operation(
            name=name[1:-1], results=results, operands=operands or (),
            attributes=attributes.entries if attributes else (),
            operand_types=operand_types, result_types=result_types, offset=name.start_pos,
            start=results[0].offset if results else name.start_pos, types_offset=types_offset)

    def op_results(self, groups: list) -> tuple[ir.ResultGroup, ...]:
        return tuple(groups)

    def op_result(self, children: list) -> ir.ResultGroup:
        name, count = children
        if count is not None and int(count) < 1:
            raise DiagnosticError(error(_at(count), f"invalid result group size '{count}': "
                                                         f"expected a positive number of results"))
        return ir.ResultGroup(str(name), 1 if count is None else int(count), name.start_pos)

    def operand_list(self, uses: list) -> tuple[ir.Use, ...]:
        return tuple(uses)

    def operand(self, children: list) -> ir.Use:
        name, number = children
        return ir.Use(str(name), None if number is None else int(number[1:]), name.start_pos)

    def function_type(self, children: list) -> tuple:
        operand_types, result_types = children
        return operand_types.types, operand_types.offset, result_types

    def type_list(self, children: list) -> _TypeList:
        lpar, *types = children
        return _TypeList(tuple(types), lpar.start_pos)

    def result_types(self, children: list) -> tuple[ir.Type, ...]:
        (result,) = children
        return result.types if isinstance(result, _TypeList) else (result,)

    # ---------------------------------------------------------------- types

    def tensor_type(self, children: list) -> ir.TensorType:
        dims, element = children
        return ir.TensorType(None if dims is _UNRANKED else dims, element)

    def ranked_dims(self, dims: list) -> Shape:
        return tuple(None if d is None else _dim(d) for d in dims)

    def unranked_dims(self, _: list) -> object:
        return _UNRANKED

    def dynamic_dim(self, _: list) -> None:
        return None

    def vector_type(self, children: list) -> ir.VectorType:
        keyword, *dims, element = children
        shape = tuple(d if isinstance(d, _Scalable) else _dim(d) for d in dims)
        if 0 in shape:
            raise DiagnosticError(error(_at(keyword), "vector types must have positive constant sizes but got 0"))
        scalable = tuple(isinstance(d, _Scalable) for d in dims)
        return ir.VectorType(tuple(map(int, shape)), element, scalable if any(scalable) else ())

    def scalable_dim(self, children: list) -> _Scalable:
        (size,) = children
        return _Scalable(_dim(size))

    def integer_type(self, children: list) -> ir.IntegerType:
        (token,) = children
        signedness, _, width = token.partition("i")
        return ir.IntegerType(int(width), signedness)

    def float_type(self, children: list) -> ir.FloatType:
        return ir.FloatType(str(children[0]))

    def index_type(self, _: list) -> ir.IndexType:
        return ir.IndexType()

    def complex_type(self, children: list) -> ir.ComplexType:
        keyword, element = children
        _check_nesting(element, keyword)
        return ir.ComplexType(element)

    # ---------------------------------------------------------------- attributes

    def attr_dict(self, children: list) -> ir.DictAttr:
        brace, *values = children
        entries = tuple(e for e in values if e is not None)
        for entry in entries:
            _check_nesting(entry.value, brace)
        return ir.DictAttr(entries)

    def attr_entry(self, children: list) -> ir.Attribute:
        name, value = children
        return ir.Attribute(str(name), ir.UnitAttr() if value is None else value, name.start_pos)

    def string_attr(self, children: list) -> ir.StringAttr:
        return ir.StringAttr(str(children[0]))

    def integer_attr(self, children: list) -> ir.IntegerAttr:
        value, type_ = children
        return ir.IntegerAttr(int(value), type_)

    def float_attr(self, children: list) -> ir.FloatAttr:
        text, type_ = children
        return ir.FloatAttr(str(text), type_)

    def bool_attr(self, children: list) -> ir.BoolAttr:
        return ir.BoolAttr(children[0] == "true")

    def array_attr(self, children: list) -> ir.ArrayAttr:
        bracket, *values = children
        elements = tuple(e for e in values if e is not None)
        for element in elements:
            _check_nesting(element, bracket)
        return ir.ArrayAttr(elements)

    def dense_array_attr(self, children: list) -> ir.DenseArrayAttr:
        element, *values = children
        return ir.DenseArrayAttr(element, tuple(int(v) for v in values if v is not None))

    def type_attr(self, children: list) -> ir.TypeAttr:
        return ir.TypeAttr(children[0])
