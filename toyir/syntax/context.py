"""What the readers of one chunk share: the aliases it has defined so far, its resources, and
how often its ops' type lists repeat.

MLIR defines `#name = attribute` and `!name = type` once, before their uses, except that a
location alias (`loc(#loc3)`) may be used before the `#loc3 = loc(...)` that closes the chunk:
such a location is kept as its alias name until the chunk is read, then resolved.
"""

from __future__ import annotations

from toyir import ir
from toyir.ir import AttrValue, Location, Type
from toyir.trial import Trial


class ParseContext:
    __slots__ = ("types", "attributes", "definitions", "resources", "type_lists", "measured", "deferred", "distinct",
                 "read_types", "read_lists", "read_dicts", "unfinished")

    def __init__(self) -> None:
        self.types: dict[str, Type] = {}  # `!name` -> the type
        self.attributes: dict[str, AttrValue | Location] = {}  # `#name` -> the attribute or location
        self.definitions: list[tuple[str, object]] = []  # (name, value) in the order written, for printing
        self.resources = ""  # the `{-# ... #-}` block, as written
        # whether the fast path still keeps each new type list of an op (toyir.trial)
        self.type_lists = Trial()
        # id of each alias's value (kept alive by the tables above) -> how deep it nests and how
        # many types and attributes it holds written out: an alias's is measured once
        self.measured: dict[int, tuple[int, int]] = {}
        # each `loc(#alias)` of an op, argument, function or module, with the offset of its `#`,
        # resolved, or an error, once the chunk is read: kept where a whole chunk is read by the
        # grammar or the reader (None: not kept; the fast path's reading asks the text instead:
        # toyir.reading.check_location_aliases)
        self.deferred: list[tuple[str, int]] | None = None
        self.distinct: dict[int, AttrValue] = {}  # each `distinct[id]<...>`'s id -> the value it first named
        # the text of each shaped or dialect type the reader read token by token (one naming an
        # alias, `tensor<64x64xf16, #blocked>`, or spaced) -> the type, and how many alias values
        # it holds: what it reads as in this chunk, whose aliases are defined once
        self.read_types: dict[str, tuple[Type, int]] = {}
        # the text of each type list (or result type) of an op that names an alias -> its types,
        # as the fast path read it in this chunk
        self.read_lists: dict[str, tuple[Type, ...]] = {}
        # the text of each attribute dictionary of an op that names an alias -> its entries (name,
        # value, offset from the `{`), as the fast path read it in this chunk
        self.read_dicts: dict[str, tuple] = {}
        # the ops of a top-level module's body the fast path had read whole when it stopped in
        # the module (GiveUp, or an error): mlir-opt's parser, which reads in order, went
        # through them first
        self.unfinished: tuple[ir.Operation, ...] = ()

    def reset(self) -> None:
        """Forget all of it: what a reading that gave up on the chunk left behind."""
        self.__init__()  # type: ignore[misc]

    def location(self, value: Location | str | None) -> Location | None:
        """`value` with an alias name resolved; None where there is nothing to resolve it to."""
        if isinstance(value, str):
            found = self.attributes.get(value)
            return found if isinstance(found, Location) else None
        return value


def resolve_locations(ops: tuple[ir.Operation, ...], context: ParseContext) -> None:
    """Replace each `loc(#alias)` kept as its name by the location the chunk defined for it.

    An alias the chunk never defined stays a name (mlir-opt would reject it; toyir reports at
    the op's own text instead)."""
    if not context.attributes:
        return
    for op in ir.walk(ops):
        if isinstance(op.location, str):
            op.location = context.location(op.location) or op.location
        for region in op.regions:
            for block in region.blocks:
                for argument in block.arguments:
                    if isinstance(argument.location, str):
                        argument.location = context.location(argument.location) or argument.location
