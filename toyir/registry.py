"""Op declarations: each op is declared once, by name, with its traits."""

from __future__ import annotations

from _thread import RLock  # threading's own; importing threading would cost start-up ~1 ms
from collections.abc import Callable, Iterable, Mapping

from toyir.ir import Operation, Type
from toyir.records import Node
from toyir.traits import Marker, SymbolUser, Trait


def _expand(traits: Iterable[Trait]) -> tuple[Trait, ...]:
    """The traits with what each requires placed before it, each trait once."""
    ordered: list[Trait] = []
    for trait in traits:
        for needed in (*_expand(trait.requires), trait):
            if needed not in ordered:
                ordered.append(needed)
    return tuple(ordered)


def _check_declaration(name: object, traits: object, summary: object, infer: object) -> None:
    """An OpDef's arguments are what it needs, or a TypeError saying which is not: a dialect
    file's mistake is reported where it is made, not as a failure of toyir's when an op is met."""
    if not isinstance(name, str) or "." not in name:
        raise TypeError(f"OpDef's name must be an op's name as a string, 'dialect.op', not {name!r}")
    if not isinstance(traits, (tuple, list)):
        raise TypeError(f"OpDef {name!r}: traits must be a tuple of traits, not {type(traits).__name__}")
    for trait in traits:
        if isinstance(trait, type) and issubclass(trait, Trait):
            raise TypeError(f"OpDef {name!r}: {trait.__name__} is a trait class; give an instance, {trait.__name__}()")
        if not isinstance(trait, Trait):
            raise TypeError(f"OpDef {name!r}: {trait!r} is not a trait (a toyir.Trait instance)")
    if not isinstance(summary, str):
        raise TypeError(f"OpDef {name!r}: summary must be a string, not {type(summary).__name__}")
    if infer is not None and not callable(infer):
        raise TypeError(f"OpDef {name!r}: infer must be a function of the op, not {type(infer).__name__}")


class OpDef(Node):
    """An op's declaration: its name and traits; `checks` is the traits with what they require,
    `runs` those of them verified on the op itself (markers left out), `uses` those that check
    its symbol references once its symbol table is read (`SymbolUser`), `parsed` those MLIR's
    parser checks as it makes the op (`Trait.parse_time`: its properties), before the others,
    `exits` those checked once the ops in its regions are (`Trait.after_regions`)."""

    __slots__ = ("name", "traits", "summary", "infer", "checks", "runs", "parsed", "exits", "uses", "cacheable",
                 "_kinds")

    def __init__(self, name: str, traits: tuple[Trait, ...], summary: str = "",
                 infer: Callable[[Operation], tuple[Type, ...] | None] | None = None) -> None:
        _check_declaration(name, traits, summary, infer)
        self.name = name
        self.traits = tuple(traits)
        self.summary = summary
        # The op's result types given its operands (MLIR's InferTypeOpInterface, the Toy
        # tutorial's ShapeInference): None here means its traits' `infer` says the shape.
        self.infer = infer
        self.checks = _expand(traits)
        self.runs = tuple(t for t in self.checks if not isinstance(t, Marker) and not t.parse_time and not t.after_regions)
        self.parsed = tuple(t for t in self.checks if t.parse_time)  # what MLIR's parser checks, as it makes the op
        self.exits = tuple(t for t in self.checks if t.after_regions)  # what MLIR checks once the regions are verified
        self.uses = tuple(t for t in self.checks if isinstance(t, SymbolUser))
        # Whether every verdict depends only on the op's name, types, attributes and properties.
        self.cacheable = all(t.cacheable for t in self.checks)
        self._kinds = frozenset(kind for t in self.checks for kind in type(t).__mro__)  # `has`, asked per op

    @property
    def dialect(self) -> str:
        return self.name.partition(".")[0]

    def has(self, trait_class: type) -> bool:
        """Whether the op is declared with a trait of this class (or one it requires)."""
        return trait_class in self._kinds


class Registry:
    """The ops toyir knows, by name, and the dialects they belong to.

    A dialect may be given as a loader (`loaders`: its name, and a function returning its ops),
    declared the first time one of its ops is looked up, as MLIR's context loads a registered
    dialect when the parser first meets its namespace: a file that names none of its ops never
    imports it (nor its conventions), which is start-up time.
    """

    def __init__(self, ops: Iterable[OpDef] = (), dialects: Iterable[str] = (),
                 open_dialects: Iterable[str] = (),
                 loaders: Mapping[str, Callable[[], Iterable[OpDef]]] | None = None,
                 text_checks: Iterable[Callable[..., None]] = ()) -> None:
        self._ops: dict[str, OpDef] = {}
        self._loaders = dict(loaders or {})
        self._dialects: set[str] = set(dialects) | set(open_dialects) | set(self._loaders)
        self._open: frozenset[str] = frozenset(open_dialects)  # dialects that accept ops they do not declare
        # Checks of a chunk's text before it is read, each `check(source, start, end)` raising
        # DiagnosticError: what MLIR checks as it reads (an IRDL type's parameters, say).
        self.text_checks = tuple(text_checks)
        for op in ops:
            self.declare(op)

    def declare(self, op: OpDef) -> None:
        if op.name in self._ops:
            raise ValueError(f"op '{op.name}' is declared twice")
        self._ops[op.name] = op
        self._dialects.add(op.dialect)

    def extended(self, ops: Iterable[OpDef], dialects: Iterable[str] = ()) -> Registry:
        """A new registry: these ops (and dialects) besides this registry's; this one is unchanged."""
        return Registry([*self, *ops], [*self._dialects - self._open, *dialects], self._open,
                        text_checks=self.text_checks)

    def overlaid(self, ops: Iterable[OpDef], dialects: Iterable[str] = (),
                 text_checks: tuple[Callable[..., None], ...] = ()) -> Registry:
        """A new registry: these ops (and dialects) besides this registry's, each in place of one
        of the same name; this one is unchanged (its dialects still load when first named: look
        up an op of one first to replace it)."""
        ops = list(ops)
        replaced = {op.name for op in ops}
        return Registry([*(op for op in self._ops.values() if op.name not in replaced), *ops],
                        [*self._dialects - self._open - set(self._loaders), *dialects], self._open,
                        self._loaders, (*self.text_checks, *text_checks))

    def lookup(self, name: str) -> OpDef | None:
        found = self._ops.get(name)
        if found is None and self._loaders:
            self._load(name.partition(".")[0])
            found = self._ops.get(name)
        return found

    def _load(self, dialect: str) -> None:
        with _LOADING:  # the language server checks documents in threads
            loader = self._loaders.get(dialect)
            if loader is None:
                return
            for op in loader():
                if op.dialect != dialect:
                    raise ValueError(f"dialect '{dialect}' is loaded on demand, but declares '{op.name}'")
                self.declare(op)
            del self._loaders[dialect]  # only now: another thread that finds it gone finds its ops

    def has_dialect(self, dialect: str) -> bool:
        return dialect in self._dialects

    def allows_unknown_ops(self, dialect: str) -> bool:
        return dialect in self._open

    def __iter__(self):
        for dialect in list(self._loaders):
            self._load(dialect)
        return iter(list(self._ops.values()))


# Re-entrant: a dialect's loader may look up another deferred dialect's ops (say, to build on them).
_LOADING = RLock()
