"""`func` and `builtin`: functions, their terminator, and modules.

Each is declared as any other op, with the traits upstream gives it; the custom forms
(`func.func @f(...) { ... }`, `return`, `module { ... }`) are these ops written another way.
"""

from __future__ import annotations

from operator import attrgetter

from toyir.diagnostics import Diagnostic, error
from toyir.explanations import FUNCTION, RESULT_COUNT
from toyir.ir import (FUNC_OP, MODULE_OP, RETURN_OP, ArrayAttr, DictAttr, FunctionType, Operation, StringAttr,
                      SymbolRefAttr, Type, TypeAttr, format_symbol, referenced, symbol_key, unquote)
from toyir.registry import OpDef
from toyir.traits import (DialectAttributes, GraphRegions, HasParent, IsolatedFromAbove, NoTerminator, OneRegion, SingleBlock, StringAttrs,
                          Symbol, SymbolTable, SymbolUser, Terminator, Trait, ZeroRegions, op_error)

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from collections.abc import Mapping

DIALECTS = ("func", "builtin")


def function_type(op: Operation) -> FunctionType | None:
    value = op.attribute("function_type")
    return value.type if isinstance(value, TypeAttr) and isinstance(value.type, FunctionType) else None


def symbol_name(op: Operation) -> str | None:
    """`@name` for an op whose `sym_name` is a string, as messages name functions."""
    value = op.attribute("sym_name")
    if not isinstance(value, StringAttr):
        return None
    return format_symbol(value.value[1:-1])


_type_of = attrgetter("type")


def entry_block_error(op: Operation, arguments: tuple, inputs: tuple[Type, ...]) -> Diagnostic | None:
    """MLIR's FunctionOpInterface check of a function's body: its entry block's `arguments` take
    the signature's argument types (`inputs`), in mlir-opt's words."""
    if len(arguments) != len(inputs):
        return op_error(op, f"entry block must have {len(inputs)} arguments to match function signature")
    # A reader shares one object per distinct type: the tuples' comparison, in C, settles
    # nearly every signature by identity, without a type's `__eq__` (a call in Python) or a
    # step in Python per argument (a hundred arguments, a hundred steps).
    if tuple(map(_type_of, arguments)) == inputs:
        return None
    for i, (argument, expected) in enumerate(zip(arguments, inputs)):
        if argument.type != expected:
            return op_error(op, f"type of entry block argument #{i}('{argument.type}') must match the type of "
                                f"the corresponding argument in function signature('{expected}')")
    return None


class FunctionSignature(Trait):
    """A `func.func` has a `function_type` and a `sym_name`; a body's entry block takes the
    signature's argument types; a declaration (no body) is private."""

    __slots__ = ()
    cacheable = False
    code = FUNCTION

    def verify(self, op: Operation) -> Diagnostic | None:
        signature = function_type(op)
        if signature is None:
            return op_error(op, "requires attribute 'function_type'")
        if symbol_name(op) is None:
            return op_error(op, "requires attribute 'sym_name'")
        if len(op.regions) > 1:
            return op_error(op, f"requires one region, but found {len(op.regions)}")
        for key, kind, count in (("arg_attrs", "argument", len(signature.inputs)),
                                 ("res_attrs", "result", len(signature.results))):
            given = op.attribute(key)
            if isinstance(given, ArrayAttr):  # one dictionary per argument (result), as ODS says
                if not all(isinstance(e, DictAttr) for e in given.elements):
                    return op_error(op, f"attribute '{key}' failed to satisfy constraint: "
                                        f"Array of dictionary attributes")
                if len(given.elements) != count:
                    return op_error(op, f"expects {kind} attribute array to have the same number of elements as the "
                                        f"number of function {kind}s, got {len(given.elements)}, but expected {count}")
                if any("." not in (unquote(a.name) if a.name[0] == '"' else a.name)
                       for e in given.elements for a in e.entries):
                    return op_error(op, f"{kind}s may only have dialect attributes")
        blocks = op.regions[0].blocks if op.regions else ()
        if not blocks:
            visibility = op.attribute("sym_visibility")
            if visibility is None or visibility == StringAttr('"public"'):
                return op_error(op, "symbol declaration cannot have public visibility")
            return None
        return entry_block_error(op, blocks[0].arguments, signature.inputs)


class ReturnMatchesFunction(Trait):
    """`func.return`'s operands have the enclosing function's result types."""

    __slots__ = ()
    cacheable = False
    code = FUNCTION

    def verify(self, op: Operation) -> Diagnostic | None:
        function = op.parent_op
        signature = None if function is None else function_type(function)
        if function is None or signature is None:
            return None
        results = signature.results
        if len(op.operand_types) != len(results):
            return op_error(op, f"has {len(op.operand_types)} operands, but enclosing function "
                                f"({symbol_name(function)}) returns {len(results)}")
        for i, (actual, expected) in enumerate(zip(op.operand_types, results)):
            if actual != expected:
                return error(op.offset, f"type of return operand {i} ('{actual}') doesn't match function result "
                                        f"type ('{expected}') in function {symbol_name(function)}", code=FUNCTION)
        return None


class CallMatchesCallee(SymbolUser):
    """`func.call`'s `callee` names a function of the nearest symbol table around it (the top
    level is one), whose signature its operands and results match (mlir-opt's words).  The
    callee is looked for once the table is read whole (`SymbolUser`): it may be defined after
    the call."""

    __slots__ = ("function",)
    code = FUNCTION

    def __init__(self, function: str = FUNC_OP) -> None:
        self.function = function  # the op of the functions it calls (`emitc.func` for emitc's call)

    def verify(self, op: Operation) -> Diagnostic | None:
        callee = op.attribute("callee")
        if callee is None:
            return op_error(op, "requires attribute 'callee'")
        if not isinstance(callee, SymbolRefAttr) or len(callee.names) != 1:  # ODS's FlatSymbolRefAttr
            return op_error(op, "attribute 'callee' failed to satisfy constraint: flat symbol reference attribute")
        return None

    def verify_uses(self, op: Operation, symbols: Mapping[str, Operation]) -> Diagnostic | None:
        callee = op.attribute("callee")
        assert isinstance(callee, SymbolRefAttr)  # `verify` said so, before its uses were checked
        function = called(symbols, callee, self.function)
        signature = None if function is None else function_type(function)
        if signature is None:
            return op_error(op, f"'{referenced(callee.names[0])}' does not reference a valid function")
        if len(op.operand_types) != len(signature.inputs):
            return op_error(op, "incorrect number of operands for callee")
        for i, (given, expected) in enumerate(zip(op.operand_types, signature.inputs)):
            if given != expected:
                return op_error(op, f"operand type mismatch: expected operand type '{expected}', but provided "
                                    f"'{given}' for operand number {i}")
        if len(op.result_types) != len(signature.results):
            return op_error(op, "incorrect number of results for callee")
        for i, (given, expected) in enumerate(zip(op.result_types, signature.results)):
            if given != expected:
                return op_error(op, f"result type mismatch at index {i}",
                                f": expected result type '{expected}', but found '{given}'")
        return None


def called(symbols: Mapping[str, Operation], callee: SymbolRefAttr, function: str = FUNC_OP) -> Operation | None:
    """The function `callee` names among a symbol table's `symbols` (by `symbol_key`, each the
    first of its name), whatever its spelling (`@f`, `@"f"`, `@"\66"`); None if that is no
    function (no op named `function`)."""
    found = symbols.get(referenced(callee.names[0]))
    return found if found is not None and found.name == function else None


def module_functions(ops: tuple[Operation, ...]) -> dict[str, Operation]:
    """The functions among a module's `ops` by the symbol each names (`symbol_key`), each the
    first of its name (`--infer-shapes` reads a module's once)."""
    functions: dict[str, Operation] = {}
    for op in ops:
        name = op.attribute("sym_name") if op.name == FUNC_OP else None
        if isinstance(name, StringAttr):
            functions.setdefault(symbol_key(name), op)
    return functions


class CastResults(Trait):
    """`builtin.unrealized_conversion_cast` casts to something: one result or more (its verifier's words)."""

    __slots__ = ()
    code = RESULT_COUNT

    def verify(self, op: Operation) -> Diagnostic | None:
        return None if op.result_types else op_error(op, "expected at least one result for cast operation")


def module_def(*first: Trait) -> OpDef:
    """`builtin.module`, `first` checked before its own traits (a dialect's attribute on it)."""
    return OpDef(MODULE_OP, (*first, OneRegion(), SingleBlock(terminator_optional=True), IsolatedFromAbove(),
                             NoTerminator(), GraphRegions(), SymbolTable(), StringAttrs("sym_name", "sym_visibility"),
                             DialectAttributes("sym_name", "sym_visibility")),
                 "a module: one block of ops, functions and modules, whose symbols are unique")


OPS = (
    OpDef(FUNC_OP, (IsolatedFromAbove(), FunctionSignature(), Symbol()),
          "a function: `function_type`, `sym_name`, optional `sym_visibility`; one region, or none (a declaration)"),
    OpDef(RETURN_OP, (HasParent(FUNC_OP), Terminator(), ReturnMatchesFunction()),
          "ends a func.func body with the function's result values"),
    module_def(),
    OpDef("func.call", (ZeroRegions(), CallMatchesCallee()), "a call of @callee, with its argument and result types"),
    OpDef("func.call_indirect", (), "a call of a function value"),
    OpDef("func.constant", (), "a function as a value: value = @f"),
    OpDef("builtin.unrealized_conversion_cast", (CastResults(),),
          "a cast between type systems, left by a partial conversion"),
)
