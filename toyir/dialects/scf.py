"""scf's `for`, `if` and `yield`, declared as MLIR 22 declares them, for `--semantics=mlir`: the checks
mlir-opt's verifier makes, in their order and words (toyir.dialects.upstream lists them with
arith's, cf's and linalg's).

An `scf.for` is checked twice, as mlir-opt checks it: its own traits before the ops of its body
(operand counts and types, one block, the bounds of one type, as many results as initial
values), and what relates its body to it once the body is verified (the loop's interface: its
initial values, the block's arguments and what `scf.yield` yields, in count and type; the
region branch's counts; the induction variable's type), so that an op of the body that fails
is reported first.  An `scf.if` likewise: its condition and regions first, then what each
region's `scf.yield` gives its results.
"""

from __future__ import annotations

from toyir.diagnostics import Diagnostic
from toyir.ir import IndexType, IntegerType, Operation, Type
from toyir.registry import OpDef
from toyir.traits import (AfterRegions, AllTypesMatch, AtLeastNOperands, HasParent, I1, NOperands, NRegions,
                          NSuccessors, OneRegion, OperandOf, ReturnLike, SingleBlock, SingleBlockImplicitTerminator,
                          Terminator, Trait, TypeConstraint, ZeroRegions, ZeroResults, op_error)
from toyir.explanations import STRUCTURE, TYPE_KIND

SignlessIntegerOrIndex = TypeConstraint(
    "signless integer or index", lambda t: type(t) is IndexType or (type(t) is IntegerType and not t.signedness))


def _body(op: Operation) -> tuple[tuple[Type, ...], tuple[Type, ...] | None] | None:
    """The types of the loop body's block arguments, and of what its `scf.yield` yields (None
    if it ends with no `scf.yield`); None if the body is not one block for the checks below to
    look at."""
    if not op.regions or len(op.regions[0].blocks) != 1:
        return None
    block = op.regions[0].blocks[0]
    last = block.ops[-1] if block.ops else None
    yielded = last.operand_types if last is not None and last.name == "scf.yield" else None
    return tuple(a.type for a in block.arguments), yielded


class ForResults(Trait):
    """`ForOp::verify`: as many results as initial values (`scf.for`'s operands past the three bounds)."""

    __slots__ = ()
    code = STRUCTURE

    def verify(self, op: Operation) -> Diagnostic | None:
        if len(op.operand_types) - 3 == len(op.result_types):
            return None
        return op_error(op, "mismatch in number of loop-carried values and defined values")


class _BodyCheck(Trait):
    """A check of what relates an op's body to it, once the body is verified (a region trait)."""

    __slots__ = ()
    code = TYPE_KIND
    cacheable = False
    after_regions = True


class LoopCarried(_BodyCheck):
    """MLIR's `LoopLikeOpInterface` checks, on a loop whose body is verified: its initial values,
    the body's iteration arguments (after the induction variable), what it yields and the loop's
    results, in count and type, in mlir-opt's words.  A yield of nothing is the region branch's
    to judge (`BranchCounts`)."""

    __slots__ = ()

    def verify(self, op: Operation) -> Diagnostic | None:
        body = _body(op)
        if body is None:
            return None
        arguments, yielded = body
        inits, iters, results = op.operand_types[3:], arguments[1:], op.result_types
        if not arguments:  # (no induction variable: mlir-opt counts the iteration arguments as -1, unsigned)
            return op_error(op, f"different number of inits and region iter_args: {len(inits)} != {2**64 - 1}")
        if len(inits) != len(iters):
            return op_error(op, f"different number of inits and region iter_args: {len(inits)} != {len(iters)}")
        if yielded and len(iters) != len(yielded):
            return op_error(op, f"different number of region iter_args and yielded values: {len(iters)} != "
                                f"{len(yielded)}")
        for i, (init, iterated) in enumerate(zip(inits, iters)):
            if init != iterated:
                return op_error(op, f"{i}-th init and {i}-th region iter_arg have different type: '{init}' != "
                                    f"'{iterated}'")
            if yielded and iterated != yielded[i]:
                return op_error(op, f"{i}-th region iter_arg and {i}-th yielded value have different type: "
                                    f"'{iterated}' != '{yielded[i]}'")
        for i, (iterated, result) in enumerate(zip(iters, results)):
            if iterated != result:
                return op_error(op, f"{i}-th region iter_arg and {i}-th loop result have different type: "
                                    f"'{iterated}' != '{result}'")
        return None


class BranchCounts(_BodyCheck):
    """MLIR's `RegionBranchOpInterface` check of a loop body's `scf.yield`, back to the body: it
    yields as many values as the body takes past the induction variable."""

    __slots__ = ()

    def verify(self, op: Operation) -> Diagnostic | None:
        body = _body(op)
        if body is None or body[1] is None or not body[0]:
            return None
        yielded, needed = len(body[1]), len(body[0]) - 1
        if yielded == needed:
            return None
        return op_error(op, f"along control flow edge from Operation scf.yield to Region #0: region branch point "
                            f"has {yielded} operands, but region successor needs {needed} inputs")


class InductionVariable(_BodyCheck):
    """`ForOp::verifyRegions`: the body's first argument has the bounds' type."""

    __slots__ = ()

    def verify(self, op: Operation) -> Diagnostic | None:
        body = _body(op)
        if body is None or not body[0] or not op.operand_types or body[0][0] == op.operand_types[0]:
            return None
        return op_error(op, "expected induction variable to be same type as bounds and step")


class RegionBlocks(Trait):
    """ODS's region constraints: each region named in `names` with exactly one block
    (`SizedRegion<1>`) or, where `at_most`, none or one (`MaxSizedRegion<1>`)."""

    __slots__ = ("names", "at_most")
    code = STRUCTURE

    def __init__(self, names: tuple[str, ...], at_most: tuple[bool, ...]) -> None:
        self.names = names
        self.at_most = at_most

    def verify(self, op: Operation) -> Diagnostic | None:
        for i, (region, name, at_most) in enumerate(zip(op.regions, self.names, self.at_most)):
            count = len(region.blocks)
            if count == 1 or (at_most and count == 0):
                continue
            wanted = "at most 1 blocks" if at_most else "1 blocks"
            return op_error(op, f"region #{i} ('{name}') failed to verify constraint: region with {wanted}")
        return None


class ElseIfDefining(Trait):
    """`IfOp::verify`: an `scf.if` with results has an else block."""

    __slots__ = ()
    code = STRUCTURE

    def verify(self, op: Operation) -> Diagnostic | None:
        if op.result_types and len(op.regions) == 2 and not op.regions[1].blocks:
            return op_error(op, "must have an else block if defining values")
        return None


class YieldsResults(_BodyCheck):
    """MLIR's `RegionBranchOpInterface` check of the edges from each region's `scf.yield` to the
    op's results: as many values, of their types, region by region."""

    __slots__ = ()

    def verify(self, op: Operation) -> Diagnostic | None:
        results = op.result_types
        for region in op.regions:
            if len(region.blocks) != 1 or not region.blocks[0].ops or region.blocks[0].ops[-1].name != "scf.yield":
                continue
            yielded = region.blocks[0].ops[-1].operand_types
            edge = "along control flow edge from Operation scf.yield to parent"
            if len(yielded) != len(results):
                return op_error(op, f"{edge}: region branch point has {len(yielded)} operands, but region successor "
                                    f"needs {len(results)} inputs")
            for i, (given, result) in enumerate(zip(yielded, results)):
                if given != result:
                    return op_error(op, f"{edge}: successor operand type #{i} '{given}' should match successor input "
                                        f"type #{i} '{result}'")
        return None


PARENTS = ("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")

OPS = (
    OpDef("scf.for", (OneRegion(), NSuccessors(0), AtLeastNOperands(3), SingleBlock(),
                      *(OperandOf(i, SignlessIntegerOrIndex) for i in range(3)),
                      AllTypesMatch(("lowerBound", "operand", 0), ("upperBound", "operand", 1), ("step", "operand", 2)),
                      RegionBlocks(("region",), (False,)), ForResults(), LoopCarried(), BranchCounts(),
                      AfterRegions(SingleBlockImplicitTerminator("scf.yield")),
                      InductionVariable()),
          "scf's for: bounds and a step of one integer type, initial values carried through its body and yielded"),
    OpDef("scf.if", (NRegions(2), NSuccessors(0), NOperands(1), SingleBlock(), OperandOf(0, I1),
                     RegionBlocks(("thenRegion", "elseRegion"), (False, True)), ElseIfDefining(),
                     AfterRegions(SingleBlockImplicitTerminator("scf.yield")), YieldsResults()),
          "scf's if: an i1 picks its then region or its else region, whose yields are its results"),
    OpDef("scf.yield", (ZeroRegions(), ZeroResults(), NSuccessors(0), HasParent(*PARENTS), Terminator(), ReturnLike()),
          "scf's yield: ends a region of scf's, with the values it gives back"),
)
