"""IRDL written for ops declared in Python (`toyir-verify --dialect FILE.py --emit-irdl`): what
IRDL can say of each op's traits, as mlir-opt 22 loads it, and a comment for what it cannot.

IRDL says how many operands, results and regions an op has and what each operand's and
result's type is; MLIR's verifier then holds an op to exactly that.  So an op whose counts
its traits leave open gets a `variadic` operand (or result) of any type, and one whose regions
they leave open gets none.  What IRDL cannot say (shapes that broadcast, a terminator, an
attribute's meaning, a type's element) is a comment naming the trait: toyir checks it, mlir-opt
with this file does not (and an op that must end a block is no terminator to it).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from toyir.dialects.func import FunctionSignature
from toyir.irdl.syntax import name_problem
from toyir.registry import OpDef
from toyir.traits import (AnyMemRef, AnyRankedTensor, AnyShaped, AnyTensor, AnyType, AnyVector, AtLeastNOperands,
                          AtLeastNResults, NOperands, NRegions, NResults, OneResult, OperandCountIn,
                          SingleBlock, SingleBlockImplicitTerminator, Symbol, TensorOrVector, Tensors, Terminator,
                          Trait,
                          ValuesOf, VariadicOperands, ZeroOperands, ZeroResults)

# ODS's type constraints as IRDL's base names (MLIR's ranked and unranked kinds are two bases)
_TENSOR = ("!builtin.tensor", "!builtin.unranked_tensor")
_MEMREF = ("!builtin.memref", "!builtin.unranked_memref")
_BASES = {
    id(AnyType): (), id(AnyTensor): _TENSOR, id(AnyRankedTensor): ("!builtin.tensor",),
    id(AnyVector): ("!builtin.vector",), id(AnyMemRef): _MEMREF,
    id(AnyShaped): (*_TENSOR, "!builtin.vector", *_MEMREF),
}


# What the count traits say: which list, and (how many single ones, then a variadic one?)
_COUNTS: dict[type, tuple[str, Callable[[Any], tuple[int, bool]]]] = {
    NOperands: ("operands", lambda t: (t.n, False)), ZeroOperands: ("operands", lambda t: (0, False)),
    AtLeastNOperands: ("operands", lambda t: (t.n, True)),
    OneResult: ("results", lambda t: (1, False)), NResults: ("results", lambda t: (t.n, False)),
    ZeroResults: ("results", lambda t: (0, False)), AtLeastNResults: ("results", lambda t: (t.n, True)),
}


class _Op:
    """What the traits of one op say in IRDL: counts, constraints, regions, attributes, and
    the traits it does not say."""

    def __init__(self, op: OpDef) -> None:
        self.op = op
        self.operands: tuple[int, bool] | None = None  # (single ones, then one variadic?)
        self.results: tuple[int, bool] | None = None
        self.operand_bases: tuple[str, ...] | None = None  # None: any type
        self.result_bases: tuple[str, ...] | None = None
        self.regions: int | None = None
        self.attributes: dict[str, str] = {}  # name -> base name
        self.unsaid: list[str] = []
        for trait in op.checks:
            if not self._says(trait):
                self.unsaid.append(_described(trait))

    def _says(self, trait: Trait) -> bool:
        """Take in what `trait` says in IRDL; False if IRDL cannot say it (all of it)."""
        kind = type(trait)
        if kind in _COUNTS:
            which, count = _COUNTS[kind]
            setattr(self, which, count(trait))
        elif kind is VariadicOperands:
            self.operands = self.operands or (0, True)
        elif kind is NRegions:
            self.regions = trait.n  # type: ignore[attr-defined]
        elif kind in (FunctionSignature, SingleBlock, SingleBlockImplicitTerminator):
            self.regions = 1 if self.regions is None else self.regions
            if kind is FunctionSignature:
                self.attributes.update(function_type="#builtin.type", sym_name="#builtin.string")
            return False  # one region is said; its one block, its terminator, the signature's types are not
        elif kind is Symbol:
            self.attributes["sym_name"] = "#builtin.string"
            return False  # sym_visibility's values are not said
        elif kind is Tensors or kind is TensorOrVector:
            self.operand_bases = self.result_bases = _TENSOR if kind is Tensors else (*_TENSOR, "!builtin.vector")
            if kind is Tensors and trait.variadic and self.operands is None:  # type: ignore[attr-defined]
                self.operands = (0, True)
            return kind is Tensors
        elif kind is ValuesOf:
            known: tuple[str, ...] | None = _BASES.get(id(trait.constraint))  # type: ignore[attr-defined]
            described = trait.constraint.description  # type: ignore[attr-defined]
            bases: tuple[str, ...] = known if known is not None else (
                _TENSOR if described.startswith("tensor of ") else ())  # `tensor_of(f64)`: the kind, not the element
            if trait.results:  # type: ignore[attr-defined]
                self.result_bases = bases or None
                if trait.variadic and self.results is None:  # type: ignore[attr-defined]
                    self.results = (0, True)
            else:
                self.operand_bases = bases or None
                if trait.variadic and self.operands is None:  # type: ignore[attr-defined]
                    self.operands = (0, True)
            return known is not None
        elif kind is OperandCountIn:
            counts = sorted(trait.counts)  # type: ignore[attr-defined]
            self.operands = (counts[0], counts[-1] > counts[0])
            return len(counts) == 1
        else:
            return False
        return True

    def lines(self) -> list[str]:
        name = self.op.name.partition(".")[2]
        out = [f"  irdl.operation @{_symbol(name)} {{"]
        for unsaid in self.unsaid:
            out.append(f"    // not in IRDL (toyir checks it): {unsaid}")
        values: dict[tuple[str, ...] | None, str] = {}
        body: list[str] = []

        def constraint(bases: tuple[str, ...] | None) -> str:
            if bases in values:
                return values[bases]
            value = f"%{len(values)}"
            values[bases] = value
            if not bases:
                body.append(f"    {value} = irdl.any")
            elif len(bases) == 1:
                body.append(f'    {value} = irdl.base "{bases[0]}"')
            else:
                del values[bases]  # named after its alternatives, which come first
                parts = [constraint((base,)) for base in bases]
                value = values[bases] = f"%{len(values)}"
                body.append(f"    {value} = irdl.any_of({', '.join(parts)})")
            return value

        for label, count, bases in (("operands", self.operands, self.operand_bases),
                                    ("results", self.results, self.result_bases)):
            if count is None:
                count = (0, True)  # the traits leave it open: any number, as toyir takes it
                if label == "operands":
                    out.append("    // operands: their number is not declared, so any number is taken")
                else:
                    out.append("    // results: their number is not declared, so any number is taken")
            singles, variadic = count
            entries = [f"{label[:-1]}{i}: {constraint(bases)}" for i in range(singles)]
            if variadic:
                entries.append(f"{label}: variadic {constraint(bases)}")
            if entries:
                body.append(f"    irdl.{label}({', '.join(entries)})")
        if self.attributes:
            named = ", ".join(f'"{key}" = {constraint((base,))}' for key, base in self.attributes.items())
            body.append(f"    irdl.attributes {{{named}}}")
        if self.regions:
            for i in range(self.regions):
                body.append(f"    %region{i} = irdl.region")
            body.append(f"    irdl.regions({', '.join(f'region{i}: %region{i}' for i in range(self.regions))})")
        # constraints first, as they were made; then the lists that use them
        made = [line for line in body if line.lstrip().startswith("%")]
        used = [line for line in body if not line.lstrip().startswith("%")]
        return out + made + used + ["  }"]


# What mlir-opt makes of an op whose trait IRDL cannot say, where it is more than not checking it.
_CONSEQUENCES = {
    Terminator: "IRDL makes no op a terminator: to mlir-opt --irdl-file a block that ends in this op is "
                "'block with no terminator'",
}


def _described(trait: Trait) -> str:
    """A trait as a comment: its class, its fields, and its docstring's first sentence (and
    what mlir-opt then does, where it matters)."""
    kind = type(trait)
    if kind in _CONSEQUENCES:
        return f"{kind.__name__}: {_CONSEQUENCES[kind]}"
    doc = " ".join((kind.__doc__ or "").split())
    first = re.split(r"(?<=[.;:])\s", doc, maxsplit=1)[0].rstrip(".;:") if doc else ""
    fields = ", ".join(f"{getattr(trait, s)!r}" for s in getattr(kind, "__slots__", ()) if hasattr(trait, s)
                       and not callable(getattr(trait, s)))
    shown = f"{kind.__name__}({fields})" if fields else kind.__name__
    return f"{shown}: {first}" if first else shown


_BARE = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")


def _symbol(name: str) -> str:
    return name if _BARE.fullmatch(name) else '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def emit_irdl(ops: Iterable[OpDef], dialects: Iterable[str] | None = None) -> str:
    """The IRDL of `ops` (those of `dialects`, if given), one `irdl.dialect` per dialect, in the
    order the ops come; mlir-opt 22 loads it (`--irdl-file`)."""
    wanted = None if dialects is None else set(dialects)
    by_dialect: dict[str, list[OpDef]] = {}
    for op in ops:
        if wanted is None or op.dialect in wanted:
            by_dialect.setdefault(op.dialect, []).append(op)
    lines = ["// IRDL written by toyir-verify --emit-irdl: what IRDL can say of each op's traits;",
             "// a comment names each trait it cannot say, which toyir checks and mlir-opt --irdl-file does not."]
    for dialect, declared in by_dialect.items():
        problem = name_problem(dialect)
        if problem is not None:
            lines.append(f"// dialect '{dialect}' is not written: an IRDL name {problem}")
            continue
        lines.append(f"irdl.dialect @{_symbol(dialect)} {{")
        for op in declared:
            problem = name_problem(op.name.partition(".")[2])
            if problem is None:
                lines += _Op(op).lines()
            else:
                lines.append(f"  // '{op.name}' is not written: an IRDL name {problem}")
        lines.append("}")
    return "\n".join(lines) + "\n"
