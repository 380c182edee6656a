"""Op declarations: each op is declared once, by name, with its traits."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from toyir.traits import Trait


def _expand(traits: Iterable[Trait]) -> tuple[Trait, ...]:
    """The traits with what each requires placed before it, each trait once."""
    ordered: list[Trait] = []
    for trait in traits:
        for needed in (*_expand(trait.requires), trait):
            if needed not in ordered:
                ordered.append(needed)
    return tuple(ordered)


@dataclass(frozen=True)
class OpDef:
    name: str
    traits: tuple[Trait, ...]
    summary: str = ""
    checks: tuple[Trait, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "checks", _expand(self.traits))

    @property
    def dialect(self) -> str:
        return self.name.partition(".")[0]


class Registry:
    """The ops toyir knows, by name, and the dialects they belong to."""

    def __init__(self, ops: Iterable[OpDef] = (), dialects: Iterable[str] = (),
                 open_dialects: Iterable[str] = ()) -> None:
        self._ops: dict[str, OpDef] = {}
        self._dialects: set[str] = set(dialects) | set(open_dialects)
        self._open: frozenset[str] = frozenset(open_dialects)  # dialects that accept ops they do not declare
        for op in ops:
            self.declare(op)

    def declare(self, op: OpDef) -> None:
        if op.name in self._ops:
            raise ValueError(f"op '{op.name}' is declared twice")
        self._ops[op.name] = op
        self._dialects.add(op.dialect)

    def lookup(self, name: str) -> OpDef | None:
        return self._ops.get(name)

    def has_dialect(self, dialect: str) -> bool:
        return dialect in self._dialects

    def allows_unknown_ops(self, dialect: str) -> bool:
        return dialect in self._open

    def __iter__(self):
        return iter(self._ops.values())
