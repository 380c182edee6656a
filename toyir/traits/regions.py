"""Where ops stand and what their regions hold: isolation, terminators, parents, blocks."""

from __future__ import annotations

from toyir.diagnostics import Diagnostic, Note, error
from toyir.explanations import STRUCTURE
from toyir.ir import DenseArrayAttr, Operation, StringAttr, Type
from toyir.traits.base import Marker, Trait, op_error

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from collections.abc import Mapping



class IsolatedFromAbove(Marker):
    """The op's regions use no value defined outside it (MLIR's `IsolatedFromAbove`): the
    verifier resolves their names in a scope of their own, so a use from outside is undeclared."""

    __slots__ = ()
    code = STRUCTURE
    cacheable = False


class NoTerminator(Marker):
    """The op's single-block regions need not end with a terminator (MLIR's `NoTerminator`)."""

    __slots__ = ()
    code = STRUCTURE


class GraphRegions(Marker):
    """The op's regions are graph regions (MLIR's `HasOnlyGraphRegion`): values may be used
    above their definition, and blocks impose no order."""

    __slots__ = ()
    code = STRUCTURE


class SymbolTable(Marker):
    """The symbols (`sym_name`) defined directly in the op's region are unique; the verifier
    checks it as it reads the region, and reports `redefinition of symbol named '...'`.  Once
    the region is read, the references of the symbol users in it are checked (`SymbolUser`)."""

    __slots__ = ()
    code = STRUCTURE


class SymbolUser(Trait):
    """The op refers to symbols (MLIR's `SymbolUserOpInterface`): `verify` checks the op itself,
    `verify_uses` what it refers to, once the nearest symbol table around it (the top level is
    one) has been read whole, since a symbol may be defined after its use.  As in MLIR, that is
    part of the symbol table's own verification: mlir-opt checks a table's users only when
    nothing in the table failed, and stops at the first that fails (`--semantics=mlir`); the
    seed's semantics reports every user that fails."""

    __slots__ = ()

    def verify(self, op: Operation) -> Diagnostic | None:
        return None

    def verify_uses(self, op: Operation, symbols: Mapping[str, Operation]) -> Diagnostic | None:
        """What `op`'s references earn; `symbols` maps each symbol of the table (`ir.symbol_key`)
        to the op that defines it first there.  At a top level read as a stream, each such op
        stands there without its regions (a function's body is let go once checked)."""
        raise NotImplementedError


class Terminator(Trait):
    """The op ends its block (MLIR's `IsTerminator`)."""

    __slots__ = ()
    code = STRUCTURE
    cacheable = False

    def verify(self, op: Operation) -> Diagnostic | None:
        block = op.parent
        if block is not None and block.ops[-1] is not op:
            return op_error(op, "must be the last operation in the parent block")
        return None


class NSuccessors(Trait):
    """Exactly `n` successors (MLIR's `OneSuccessor`, `NSuccessors<n>`)."""

    __slots__ = ("n",)
    code = STRUCTURE

    def __init__(self, n: int) -> None:
        self.n = n

    def verify(self, op: Operation) -> Diagnostic | None:
        found = len(op.successors)
        if found == self.n:
            return None
        return op_error(op, f"requires {self.n} successor{'s' if self.n != 1 else ''} but found {found}")


class BranchOperands(Trait):
    """MLIR's `BranchOpInterface`: the operands an op passes to each successor (`segments`: for
    each successor, the index of its segment of `operandSegmentSizes`; none: all operands, to
    its one successor) match the target block's arguments, in count and type.  In its words,
    which name no op."""

    __slots__ = ("segments",)
    code = STRUCTURE
    cacheable = False  # (the target blocks' arguments)

    def __init__(self, *segments: int) -> None:
        self.segments = segments

    def verify(self, op: Operation) -> Diagnostic | None:
        region = op.parent.parent if op.parent is not None else None
        if region is None:
            return None
        last_region, blocks = _LAST_REGION
        if last_region is not region:  # (a function's branches are checked one after another)
            blocks = {block.label: block for block in region.blocks}
            _set_last_region(region, blocks)
        for number, (successor, operands) in enumerate(zip(op.successors, self._operands(op))):
            block = blocks.get(successor.label)
            if block is None:
                continue  # (the reference is the verifier's to judge)
            if len(operands) != len(block.arguments):
                return error(op.offset, f"branch has {len(operands)} operands for successor #{number}, but target "
                                        f"block has {len(block.arguments)}", code=STRUCTURE)
            for i, (given, argument) in enumerate(zip(operands, block.arguments)):
                if given != argument.type:
                    return error(op.offset, f"type mismatch for bb argument #{i} of successor #{number}",
                                 code=STRUCTURE)
        return None

    def _operands(self, op: Operation) -> list[tuple[Type, ...]]:
        types = op.operand_types
        if not self.segments:
            return [types]
        sizes = op.attribute("operandSegmentSizes")  # (AttrSizedOperandSegments checked them first)
        if not isinstance(sizes, DenseArrayAttr) or len(sizes.values) <= max(self.segments):
            return []
        starts = [0]
        for size in sizes.values:
            starts.append(starts[-1] + int(size))
        return [types[starts[segment]:starts[segment + 1]] for segment in self.segments]


# The region whose blocks were last looked up by label, and them: a region of many blocks and
# branches is indexed once, not once a branch (one tuple, swapped whole: threads see either).
_LAST_REGION: tuple = (None, {})


def _set_last_region(region: object, blocks: dict) -> None:
    global _LAST_REGION
    _LAST_REGION = (region, blocks)


class HasParent(Trait):
    """The op stands directly in a region of an op named one of `parents` (MLIR's `HasParent`,
    `ParentOneOf`)."""

    __slots__ = ("parents",)
    code = STRUCTURE
    cacheable = False

    def __init__(self, *parents: str) -> None:
        self.parents = parents

    def verify(self, op: Operation) -> Diagnostic | None:
        parent = op.parent_op
        if parent is not None and parent.name in self.parents:
            return None
        if len(self.parents) == 1:
            return op_error(op, f"expects parent op '{self.parents[0]}'")
        return op_error(op, f"expects parent op to be one of '{', '.join(self.parents)}'")



class ReturnLike(Marker):
    """The op returns control to its parent op with its operands (MLIR's `ReturnLike`)."""

    __slots__ = ()
    code = STRUCTURE


def ParentOneOf(*parents: str) -> HasParent:  # noqa: N802  (named as MLIR names the trait)
    """The op stands directly in a region of one of `parents`."""
    return HasParent(*parents)


class SingleBlock(Trait):
    """Each region has at most one block, and (unless the op is NoTerminator) a block has ops."""

    __slots__ = ("terminator_optional",)
    code = STRUCTURE

    def __init__(self, terminator_optional: bool = False) -> None:
        self.terminator_optional = terminator_optional

    def verify(self, op: Operation) -> Diagnostic | None:
        for i, region in enumerate(op.regions):
            if not region.blocks:
                continue
            if len(region.blocks) != 1:
                return op_error(op, f"expects region #{i} to have 0 or 1 blocks")
            if not self.terminator_optional and not region.blocks[0].ops:
                return op_error(op, "expects a non-empty block")
        return None


class SingleBlockImplicitTerminator(Trait):
    """SingleBlock, each region ending with the op `terminator` (which custom syntax may leave out)."""

    __slots__ = ("terminator",)
    code = STRUCTURE
    requires: tuple[Trait, ...] = (SingleBlock(),)

    def __init__(self, terminator: str) -> None:
        self.terminator = terminator

    def verify(self, op: Operation) -> Diagnostic | None:
        for region in op.regions:
            if not region.blocks or not region.blocks[0].ops:
                continue
            last = region.blocks[0].ops[-1]
            if last.name != self.terminator:
                return op_error(op, f"expects regions to end with '{self.terminator}', found '{last.name}'", "",
                                Note(f"in custom textual format, the absence of terminator implies "
                                     f"'{self.terminator}'"))
        return None


_VISIBILITIES = ('"public"', '"private"', '"nested"')


class Symbol(Trait):
    """The op defines a symbol: a string `sym_name`, and `sym_visibility` public, private or
    nested if given.  (That it stands in a symbol table the verifier checks: it knows the parent's
    declaration.)"""

    __slots__ = ()
    code = STRUCTURE

    def verify(self, op: Operation) -> Diagnostic | None:
        if not isinstance(op.attribute("sym_name"), StringAttr):
            return op_error(op, "requires attribute 'sym_name'")
        visibility = op.attribute("sym_visibility")
        if visibility is not None and not (isinstance(visibility, StringAttr) and visibility.value in _VISIBILITIES):
            return op_error(op, 'visibility expected to be one of ["public", "private", "nested"], '
                                f"but got {visibility}")
        return None


class AfterRegions(Trait):
    """`trait`, checked once the op's regions are verified (it is one of MLIR's region traits)."""

    __slots__ = ("trait",)
    cacheable = False
    after_regions = True

    def __init__(self, trait: Trait) -> None:
        self.trait = trait

    @property
    def code(self) -> str:  # type: ignore[override]
        return self.trait.code

    def verify(self, op: Operation) -> Diagnostic | None:
        return self.trait.verify(op)
