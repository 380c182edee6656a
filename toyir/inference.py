"""`--infer-shapes`: a module retyped with the result types its ops' traits infer.

Each op's result takes the shape its traits infer from its operands (a static dim the file wrote
where the inference leaves `?` is kept: it is more specific); later uses of that value, a
function's result types, and the results of the calls of that function follow, so the retyped
module verifies again.  Values are followed by name through the top level and into nested
regions, up to an isolated op (a function), whose body has names of its own.  A value passed
to a call keeps its type: the callee's argument types, which its other callers share, do not
change.  So does a function's result where a call's result is such a value, and then what the
function returns.
"""

from __future__ import annotations

import copy

from toyir.dialects.func import CallMatchesCallee, called, function_type, module_functions
from toyir.ir import FunctionType, Module, Operation, SymbolRefAttr, Type, TypeAttr, is_shaped, with_shape
from toyir.registry import Registry
from toyir.shapes import Shape
from toyir.traits import IsolatedFromAbove, SymbolTable


def infer_result_types(op: Operation, registry: Registry) -> tuple[Type, ...] | None:
    """The result types `op`'s declaration infers (its `infer` hook, else its traits' shape)."""
    definition = registry.lookup(op.name)
    if definition is not None and definition.infer is not None:
        try:
            inferred = definition.infer(op)
        except Exception:  # noqa: BLE001  (a dialect's hook; verifying reports what is wrong)
            return None
        return None if inferred is None or len(inferred) != len(op.result_types) else tuple(inferred)
    found = infer_result_type(op, registry)
    return None if found is None else (found,)


def infer_result_type(op: Operation, registry: Registry) -> Type | None:
    """The result type `op`'s traits infer, in the kind and element type written; None: none."""
    definition = registry.lookup(op.name)
    if definition is None or len(op.result_types) != 1 or not is_shaped(op.result_types[0]):
        return None
    for trait in definition.checks:
        shape = trait.infer(op)
        if shape is not None:
            return with_shape(op.result_types[0], _keep_written(op.result_types[0].shape, shape))  # type: ignore
    return None


def infer_module(module: Module, registry: Registry) -> Module:
    """A retyped copy of `module` (which is left as it is)."""
    retyped = copy.deepcopy(module)
    kept = _kept(retyped.body, registry)
    # A call may stand before its callee: the module is retyped again while a function's result
    # types change (each pass can only make them more specific; a pass per function at most).
    for _ in range(len(_signatures(retyped.body)) + 1):
        before = _signatures(retyped.body)
        _ops(retyped.body, registry, {}, module_functions(retyped.body), kept, kept[0])
        if _signatures(retyped.body) == before:
            break
    return retyped


def _signatures(ops: tuple[Operation, ...]) -> list[FunctionType | None]:
    """Every function's signature, in `ops` and the regions of its ops."""
    found: list[FunctionType | None] = []
    for op in ops:
        if op.attribute("function_type") is not None:
            found.append(function_type(op))
        for region in op.regions:
            for block in region.blocks:
                found += _signatures(block.ops)
    return found


# The values that keep their types, by the ops of the scope (the top level or an isolated op's
# body) that names them: `id` of the op, or 0 for the top level.
_Kept = dict[int, set[str]]


def _kept(body: tuple[Operation, ...], registry: Registry) -> _Kept:
    """In each scope, the values passed to calls, and, in a function some call's result of which
    keeps its type, the values it returns: found again while a function is added (at most once each)."""
    top = module_functions(body)
    scopes = [(0, body, top)] + _isolated(body, registry, top)
    pinned: set[int] = set()  # the functions whose results keep their types
    while True:
        kept: _Kept = {key: _passed(ops, registry, key in pinned) for key, ops, _ in scopes}
        more = set()
        for key, ops, functions in scopes:
            for call, callee in _calls(ops, registry, functions):
                if callee is not None and any(result.name in kept[key] for result in call.results):
                    more.add(id(callee))
        if more <= pinned:
            return kept
        pinned |= more


def _isolated(ops: tuple[Operation, ...], registry: Registry, functions: dict) -> list[tuple]:
    """(id, body ops, the functions its calls see) for each isolated op among `ops` and within."""
    found = []
    for op in ops:
        definition = registry.lookup(op.name)
        isolated = definition is not None and definition.has(IsolatedFromAbove)
        table = definition is not None and definition.has(SymbolTable)
        for region in op.regions:
            for block in region.blocks:
                inner = module_functions(block.ops) if table else functions
                if isolated:
                    found.append((id(op), block.ops, inner))
                found += _isolated(block.ops, registry, inner)
    return found


def _passed(ops: tuple[Operation, ...], registry: Registry, returned: bool) -> set[str]:
    """The names of the values calls take (and a `return` too, if `returned`), among `ops` and
    in their regions up to an isolated op."""
    names: set[str] = set()
    for op in ops:
        definition = registry.lookup(op.name)
        # a return as `_function_results` finds it
        if definition is not None and definition.has(CallMatchesCallee) or (returned and op.name.endswith(".return")):
            names.update(use.name for use in op.operands)
        if definition is None or not definition.has(IsolatedFromAbove):
            for region in op.regions:
                for block in region.blocks:
                    names |= _passed(block.ops, registry, returned)
    return names


def _calls(ops: tuple[Operation, ...], registry: Registry, functions: dict):
    """Each call among `ops` (and in their regions up to an isolated op), with its callee (or None)."""
    for op in ops:
        definition = registry.lookup(op.name)
        if definition is not None and definition.has(CallMatchesCallee):
            callee = op.attribute("callee")
            yield op, called(functions, callee) if isinstance(callee, SymbolRefAttr) else None
        if definition is None or not definition.has(IsolatedFromAbove):
            for region in op.regions:
                for block in region.blocks:
                    yield from _calls(block.ops, registry, functions)


def _keep_written(written: Shape | None, inferred: Shape) -> Shape:
    if written is None or len(written) != len(inferred):
        return inferred
    return tuple(w if i is None else i for i, w in zip(inferred, written))


def _ops(ops: tuple[Operation, ...], registry: Registry, refined: dict[str, Type],
         functions: dict[str, tuple[int, Operation]], kept: _Kept, here: set[str]) -> None:
    """Retype `ops` in place; `functions` are the enclosing module's (`module_functions`), and
    the values named in `here`, this scope's of `kept`, keep their types."""
    for op in ops:
        _op(op, registry, refined, functions, kept, here)


def _op(op: Operation, registry: Registry, refined: dict[str, Type], functions: dict[str, tuple[int, Operation]],
        kept: _Kept, here: set[str]) -> None:
    """Retype `op` in place: its uses as refined above, its result as its traits infer (or as
    its callee returns), then the ops of its regions."""
    op.operand_types = tuple(refined.get(use.name, t) if not use.index else t
                             for use, t in zip(op.operands, op.operand_types))
    definition = registry.lookup(op.name)
    inferred = _returned(op, functions) if definition is not None and definition.has(CallMatchesCallee) \
        else infer_result_types(op, registry)
    if inferred is not None and not any(result.name in here for result in op.results):
        op.result_types = inferred
    if len(op.results) == 1 and len(op.result_types) == 1:
        refined[op.results[0].name] = op.result_types[0]
    isolated = definition is not None and definition.has(IsolatedFromAbove)
    table = definition is not None and definition.has(SymbolTable)
    for region in op.regions:
        inner = {} if isolated else refined
        for block in region.blocks:
            _ops(block.ops, registry, inner, module_functions(block.ops) if table else functions, kept,
                 kept[id(op)] if isolated else here)
    if op.regions and isolated and op.attribute("function_type") is not None:
        _function_results(op)


def _returned(call: Operation, functions: dict[str, tuple[int, Operation]]) -> tuple[Type, ...] | None:
    """The result types of the function `call` calls, if it names one, of as many results."""
    callee = call.attribute("callee")
    function = called(functions, callee) if isinstance(callee, SymbolRefAttr) else None
    signature = None if function is None else function_type(function)
    return None if signature is None or len(signature.results) != len(call.result_types) else signature.results


def _function_results(op: Operation) -> None:
    """A function's result types follow what its `return` gives, once inferred."""
    signature = op.attribute("function_type")
    blocks = op.regions[0].blocks if op.regions else ()
    if not (isinstance(signature, TypeAttr) and isinstance(signature.type, FunctionType)) or not blocks \
            or not blocks[-1].ops or not blocks[-1].ops[-1].name.endswith(".return"):
        return
    returned = blocks[-1].ops[-1].operand_types
    updated = TypeAttr(FunctionType(signature.type.inputs, returned))
    op.properties = tuple(p if p.name != "function_type" else type(p)(p.name, updated, p.offset)
                          for p in op.properties)
