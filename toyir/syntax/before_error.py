"""What mlir-opt's parser reports before an error further on: a value used with another type
than its definition or an earlier use, a value defined twice.

MLIR checks an op's values as it parses the op: each operand's type against what its name
stood for so far (a definition, or an earlier use of a name not yet defined), each result's
name against the names already defined.  So such an error comes before any error further on
in the chunk, a syntax error say, which stops toyir's grammar before its verifier has
anything to check.  Where the grammar stops at an error, the chunk's text before the error's
line is read by the grammar again, to its end: the parser then holds what it built of the
ops it completed, in their order, and those are checked here as MLIR's parser checks them.

Only a text of at most `MAX_BEFORE` characters is read again (the grammar reads some two
lines a millisecond): before an error further on, the grammar's error stands.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from toyir import ir
from toyir.diagnostics import Diagnostic, Note, error
from toyir.explanations import COUNTS, REDEFINITION, TYPE_MISMATCH
from toyir.printer import mlir_type_text
from toyir.source import Source
from toyir.syntax.parser import built_before

MAX_BEFORE = 64 * 1024

def _isolated(name: str) -> bool:
    """Whether the op `name`'s regions see no value from outside them (`IsolatedFromAbove`):
    each begins a scope of names of its own, as a function in its custom form does.  Taken of
    any dialect's `*.func` and `*.module` (`llvm.func`, `gpu.module`; an unregistered one's
    regions do see them in MLIR): a scope too many hides an error, never makes one up."""
    return name.rpartition(".")[2] in ("func", "module")


def value_error_before(source: Source, start: int, offset: int) -> Diagnostic | None:
    """The first value error mlir-opt's parser reports in the chunk at `start` before the line
    of `offset` (where an error of the grammar's is), or None."""
    cut = max(source.text.rfind("\n", start, offset) + 1, start)
    if cut == start or cut - start > MAX_BEFORE:
        return None
    names = _Names()
    try:
        names.walk(built_before(source, start, cut))
    except _Found as found:
        return found.diagnostic
    except RecursionError:
        return None  # regions nested deeper than Python's stack: the error found stands
    return None


class _Found(Exception):
    def __init__(self, diagnostic: Diagnostic) -> None:
        self.diagnostic = diagnostic


class _Names:
    """The names of values as MLIR's parser keeps them: per isolated scope, each (name, result
    number) with its type, where it was met, and whether it is defined or only used so far;
    a region's definitions are forgotten where it ends."""

    def __init__(self) -> None:
        self.frames: list[dict[tuple[str, int], tuple[Any, int, bool]]] = [{}]
        self.regions: list[list[tuple[str, int]]] = [[]]  # what each open region defined

    # ------------------------------------------------------------ the parser's stack

    def walk(self, values: list) -> None:
        """The parser's stack, first to last: the constructs still open (their tokens and the
        parts built), each complete op in it checked as it comes."""
        isolated = pending = False
        signature: tuple = ()
        previous: object = None
        for value in values:
            if isinstance(value, Token):
                if value.type in ("FUNC", "MODULE", "BUILTIN_MODULE"):
                    pending, isolated = True, True
                elif value.type == "LBRACE" and (pending or (isinstance(previous, Token) and
                                                             previous.type in ("LPAR", "COMMA"))):
                    self.open(isolated)
                    self.arguments(signature, True)
                    pending = isolated = False
                    signature = ()
            elif isinstance(value, tuple):
                if value and isinstance(value[0], tuple) and value[0] and isinstance(value[0][0], ir.BlockArgument):
                    signature = value[0]  # a function's header: its arguments, defined with its body
                elif value and all(isinstance(v, ir.BlockArgument) for v in value):
                    self.arguments(value, False)  # the open block's label
                elif value and isinstance(value[0], ir.Operation):
                    self.ops(value)  # a custom function's entry block, complete: a labelled block follows
                elif len(value) == 3 and isinstance(value[0], str) and value[0][:1] == "^":
                    self.arguments(value[1], False)  # the open block's label, its arguments
                elif len(value) == 6 and isinstance(value[1], str):
                    isolated = _isolated(value[1])  # an op's head: its regions follow
            elif isinstance(value, ir.Module):
                self.ops(value.body)
            else:
                self.parts(value)
            previous = value

    def parts(self, value: object) -> None:
        """A part the parser built: an op, a block, or a list of them (a tree of Lark's)."""
        if isinstance(value, ir.Operation):
            self.op(value)
        elif isinstance(value, ir.Block):
            self.block(value)
        else:
            for child in getattr(value, "children", ()):
                self.parts(child)

    # ------------------------------------------------------------ what MLIR's parser checks

    def ops(self, ops: tuple) -> None:
        for op in ops:
            self.op(op)

    def op(self, op: ir.Operation) -> None:
        """A complete op: its regions (MLIR parses them before the op's types), then its
        operands against their names, then its results defined."""
        isolated = _isolated(op.name)
        for region in op.regions:
            self.open(isolated)
            for block in region.blocks:
                self.block(block)
            self.close(isolated)
        for use, type_ in zip(op.operands, op.operand_types):
            self.use(use, type_)
        bound = sum(group.count for group in op.results)
        if op.results and bound != len(op.result_types):
            # (checked before any name is bound: `%0:4294967295` binds none)
            raise _Found(error(op.start, f"operation defines {len(op.result_types)} results but was provided "
                                         f"{bound} to bind" if op.result_types else
                               "cannot name an operation with no results", code=COUNTS))
        types = iter(op.result_types)
        for group in op.results:
            for number in range(group.count):
                self.define(group.name, number, next(types), group.offset, False)

    def block(self, block: ir.Block) -> None:
        self.arguments(block.arguments, block.label is None)
        self.ops(block.ops)

    def arguments(self, arguments: tuple, signature: bool) -> None:
        for argument in arguments:
            self.define(argument.name, 0, argument.type, argument.offset, signature)

    def open(self, isolated: bool) -> None:
        if isolated:
            self.frames.append({})
        self.regions.append([])

    def close(self, isolated: bool) -> None:
        frame = self.frames[-1]
        for key in self.regions.pop():
            frame.pop(key, None)
        if isolated:
            self.frames.pop()

    def use(self, use: ir.Use, type_: Any) -> None:
        key = (use.name, use.index or 0)
        frame = self.frames[-1]
        known = frame.get(key)
        if known is None:
            frame[key] = (type_, use.offset, False)  # a name defined further on (or never)
        elif known[0] != type_:
            raise _Found(error(use.offset, f"use of value '{use.name}' expects different type than prior uses: "
                                           f"'{mlir_type_text(type_)}' vs '{mlir_type_text(known[0])}'", Note("prior use here", known[1]),
                               code=TYPE_MISMATCH))

    def define(self, name: str, number: int, type_: Any, offset: int, signature: bool) -> None:
        key = (name, number)
        frame = self.frames[-1]
        known = frame.get(key)
        if known is not None and known[2]:
            raise _Found(
                error(offset, f"region entry argument '{name}' is already in use",
                      Note("previously referenced here", known[1]), code=REDEFINITION) if signature else
                error(offset, f"redefinition of SSA value '{name}'", Note("previously defined here", known[1]),
                      code=REDEFINITION))
        if known is not None and known[0] != type_:
            raise _Found(error(offset, f"definition of SSA value '{name}#{number}' has type '{type_}'",
                               Note(f"previously used here with type '{known[0]}'", known[1]), code=TYPE_MISMATCH))
        frame[key] = (type_, offset, True)
        self.regions[-1].append(key)
