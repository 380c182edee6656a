"""Building IR in code: modules, functions, blocks, regions and ops, with locations.

    from toyir.builder import ModuleBuilder, location
    from toyir.ir import FloatType, TensorType

    t = TensorType(None, FloatType("f64"))                   # tensor<*xf64>
    module = ModuleBuilder()
    main = module.function("main", [t, t], [t], location=location("prog.toy", 1, 1))
    a, b = main.arguments
    (c,) = main.op("toy.mul", [a, b], [t], location=location("prog.toy", 2, 3))
    main.op("toy.return", [c])
    ir_module = module.build()

Values are named as mlir-opt names them (`%arg0` for arguments, `%0`, `%1`... for results,
numbered per function); `toyir.printer.print_module` prints the result in generic form, which
toyir and mlir-opt read again.  Nothing here checks anything: `toyir.verify` does.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from toyir import ir


def location(file: str, line: int, column: int = 1) -> ir.Location:
    """`loc("file":line:column)`: where a diagnostic about the op is reported (`file` escaped
    as MLIR escapes strings, `ir.quote`)."""
    return ir.Location(f"{ir.quote(file)}:{line}:{column}", file, line, column)


class Value:
    """A value a builder made: an argument or an op's result, with its name and type."""

    __slots__ = ("name", "type", "index")

    def __init__(self, name: str, type: ir.Type, index: int | None = None) -> None:  # noqa: A002
        self.name = name  # with its `%`
        self.type = type
        self.index = index  # the result number, for the second and later results of an op

    def use(self) -> ir.Use:
        return ir.Use(self.name, self.index, 0)

    def __repr__(self) -> str:
        return f"Value({self.name}{'' if self.index is None else f'#{self.index}'}: {self.type})"


# A wrong argument is a TypeError where it is given, naming it (not a failure at `build()` or
# when the module is printed); what the values mean is `toyir.verify`'s to check.

def _string(value: object, argument: str) -> str:
    if not isinstance(value, str):
        raise TypeError(f"{argument} must be a str, not {value!r}")
    return value


def _types(types: object, argument: str) -> tuple[ir.Type, ...]:
    if isinstance(types, (str, bytes)) or not isinstance(types, Iterable):
        raise TypeError(f"{argument} must be a sequence of types (toyir.TensorType(...), ...), not {types!r}")
    types = tuple(types)
    for t in types:
        if not isinstance(t, ir.Type):  # type: ignore[arg-type]  # a union of classes
            raise TypeError(f"{argument} must hold types (toyir.TensorType(...), ...), not {t!r}")
    return types


def _values(values: object, argument: str) -> tuple[Value, ...]:
    if isinstance(values, (str, bytes)) or not isinstance(values, Iterable):
        raise TypeError(f"{argument} must be a sequence of values a builder made, not {values!r}")
    values = tuple(values)
    for v in values:
        if not isinstance(v, Value):
            raise TypeError(f"{argument} must hold values a builder made (an argument, an op's result), not {v!r}")
    return values


def _attributes(values: Mapping[str, ir.AttrValue] | None) -> tuple[ir.Attribute, ...]:
    return tuple(ir.Attribute(ir.format_name(name), value, 0) for name, value in (values or {}).items())


class _Names:
    """Per isolated scope: the next result number."""

    __slots__ = ("next",)

    def __init__(self) -> None:
        self.next = 0


class BlockBuilder:
    """Ops appended to one block, in order."""

    def __init__(self, names: _Names, label: str | None = None, arguments: Sequence[Value] = ()) -> None:
        self._names = names
        self.label = label
        self.arguments = tuple(arguments)
        self.ops: list[ir.Operation] = []

    def op(self, name: str, operands: Iterable[Value] = (), result_types: Sequence[ir.Type] = (), *,
           attributes: Mapping[str, ir.AttrValue] | None = None,
           properties: Mapping[str, ir.AttrValue] | None = None,
           regions: Sequence[RegionBuilder] = (), location: ir.Location | None = None) -> tuple[Value, ...]:
        """Append `"name"(operands) ... : (T) -> (U)`; its results, to use as later operands."""
        name = _string(name, "name")
        operands = _values(operands, "operands")
        result_types = _types(result_types, "result_types")
        results: tuple[ir.ResultGroup, ...] = ()
        values: tuple[Value, ...] = ()
        if result_types:
            group = f"%{self._names.next}"
            self._names.next += 1
            results = (ir.ResultGroup(group, len(result_types), 0),)
            values = tuple(Value(group, t, None if len(result_types) == 1 else i) for i, t in enumerate(result_types))
        self._append(ir.Operation(ir.quote(name)[1:-1], results, tuple(v.use() for v in operands),
                                  _attributes(attributes), tuple(v.type for v in operands), tuple(result_types),
                                  0, 0, 0, properties=_attributes(properties),
                                  regions=tuple(r.build() for r in regions), location=location))
        return values

    def _append(self, op: ir.Operation) -> None:
        self.ops.append(op)

    def build(self) -> ir.Block:
        arguments = tuple(ir.BlockArgument(v.name, v.type, 0) for v in self.arguments)
        return ir.Block(self.label, arguments, tuple(self.ops), 0)


class RegionBuilder:
    """A region of an op being built: its blocks (the first is the entry block)."""

    def __init__(self, isolated: bool = False, names: _Names | None = None) -> None:
        self._names = _Names() if isolated or names is None else names
        self.blocks: list[BlockBuilder] = []

    def block(self, argument_types: Sequence[ir.Type] = ()) -> BlockBuilder:
        """A new block; the entry block is unlabelled unless it has arguments."""
        index = len(self.blocks)
        arguments = [Value(f"%arg{i}" if index == 0 else f"%bb{index}_{i}", t) for i, t in enumerate(argument_types)]
        label = None if index == 0 and not arguments else f"^bb{index}"
        block = BlockBuilder(self._names, label, arguments)
        self.blocks.append(block)
        return block

    def build(self) -> ir.Region:
        return ir.Region(tuple(b.build() for b in self.blocks), 0)


class FunctionBuilder(BlockBuilder):
    """A function (`func.func`, or another function op such as `toy.func`) with one block."""

    def __init__(self, op_name: str, name: str, inputs: Sequence[ir.Type], results: Sequence[ir.Type],
                 visibility: str | None, location: ir.Location | None) -> None:
        names = _Names()
        super().__init__(names, "^bb0" if inputs else None, [Value(f"%arg{i}", t) for i, t in enumerate(inputs)])
        self.op_name = op_name
        self.name = name
        self.signature = ir.FunctionType(tuple(inputs), tuple(results))
        self.visibility = visibility
        self.location = location

    def build_function(self) -> ir.Operation:
        properties: dict[str, ir.AttrValue] = {"function_type": ir.TypeAttr(self.signature),
                                               "sym_name": ir.StringAttr(ir.quote(self.name))}
        if self.visibility is not None:
            properties["sym_visibility"] = ir.StringAttr(ir.quote(self.visibility))
        region = ir.Region((self.build(),), 0)
        return ir.Operation(self.op_name, (), (), (), (), (), 0, 0, 0, properties=_attributes(properties),
                            regions=(region,), location=self.location)


class ModuleBuilder(BlockBuilder):
    """The top level: functions and ops, in the order they are made."""

    def __init__(self) -> None:
        super().__init__(_Names())
        self._items: list[FunctionBuilder | ir.Operation] = []

    def function(self, name: str, inputs: Sequence[ir.Type] = (), results: Sequence[ir.Type] = (), *,
                 op_name: str = ir.FUNC_OP, visibility: str | None = None,
                 location: ir.Location | None = None) -> FunctionBuilder:
        """A new function at the top level; append its ops to what this returns."""
        function = FunctionBuilder(_string(op_name, "op_name"), _string(name, "name"), _types(inputs, "inputs"),
                                   _types(results, "results"), visibility, location)
        self._items.append(function)
        return function

    def _append(self, op: ir.Operation) -> None:
        self._items.append(op)  # among the functions, in the order they are made

    def build(self) -> ir.Module:  # type: ignore[override]
        return ir.Module(tuple(i.build_function() if isinstance(i, FunctionBuilder) else i for i in self._items))
