"""`--infer-shapes`: a module retyped with the result types its ops' traits infer.

Each op's result takes the shape its traits infer from its operands (a static dim the file wrote
where the inference leaves `?` is kept: it is more specific); later uses of that value, a
function's result types, and the results of the calls of that function follow, so the retyped
module verifies again.  Values are followed by name through the top level and into nested
regions, up to an isolated op (a function), whose body has names of its own.  A value passed
to a call keeps its type: the callee's argument types, which its other callers share, do not
change.  So does a function's result where a call's result is such a value, and then what the
function returns.  A module's functions are retyped callees first, in one pass; a function a
call reaches again before it is retyped (a cycle of calls, recursion) keeps its results.
"""

from __future__ import annotations

from collections.abc import Iterator

from toyir.dialects.func import CallMatchesCallee, called, function_type, module_functions
from toyir.ir import (Block, FunctionType, Module, Operation, Region, SymbolRefAttr, Type, TypeAttr, is_shaped, walk,
                      with_shape)
from toyir.records import record
from toyir.registry import Registry
from toyir.shapes import Shape
from toyir.traits import IsolatedFromAbove, SymbolTable
from toyir.traits.base import first_failure


def infer_result_types(op: Operation, registry: Registry) -> tuple[Type, ...] | None:
    """The result types `op`'s declaration infers (its `infer` hook, else its traits' shape);
    None for an op its own traits reject: inference is for a verified op, and a wrong one keeps
    the types it was written with."""
    definition = registry.lookup(op.name)
    if definition is not None and first_failure(op, definition.runs) is not None:
        return None
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
    retyped = Module(_copied(module.body), module.aliases, module.resources)
    scopes, tables = _scopes(retyped.body, registry)
    order, pinned = _callees_first(scopes, tables, registry)
    kept = _kept(scopes, registry, pinned)
    _ops(retyped.body, registry, {}, tables[id(retyped.body)], kept, kept[0], _Plan(tables, order))
    return retyped


def _copied(ops: tuple[Operation, ...]) -> tuple[Operation, ...]:
    """`ops` as new ops, regions and blocks: what retyping assigns anew (an op's operand and
    result types, its properties) is its own, and the rest (types, attributes, uses, arguments:
    values, or nodes nothing here changes) is shared.  `copy.deepcopy` of the module copied all
    of it, 80% of `--infer-shapes`'s time (100k ops: 6.6 s)."""
    return tuple(Operation(op.name, op.results, op.operands, op.attributes, op.operand_types, op.result_types,
                           op.offset, op.start, op.types_offset, op.successors, op.properties,
                           tuple(Region(tuple(Block(block.label, block.arguments, _copied(block.ops), block.offset)
                                              for block in region.blocks), region.offset)
                                 for region in op.regions), op.location)
                 for op in ops)


# A scope of names: the top level (key 0) or an isolated op's blocks (key: the op's `id`), with
# its ops and the functions its calls see (its nearest symbol table's, `module_functions`).
_Scope = tuple[int, tuple[Operation, ...], dict[str, Operation]]
# The functions of each symbol table (a module, the top level), by the `id` of its ops.
_Tables = dict[int, dict[str, Operation]]
# The values that keep their types, by scope key.
_Kept = dict[int, set[str]]
# A value's type as retyped so far, by its name and number (`%p#1`; 0 for `%r`).
_Refined = dict[tuple[str, int], Type]
# What the pass over the module reads: each module's functions, and their order (`_callees_first`).
_Plan = record("_Plan", "tables order")


def _scopes(body: tuple[Operation, ...], registry: Registry) -> tuple[list[_Scope], _Tables]:
    """Every scope and every module of `body`, the top level's first."""
    top = module_functions(body)
    scopes: list[_Scope] = [(0, body, top)]
    tables: _Tables = {id(body): top}
    _nested(body, registry, top, scopes, tables)
    return scopes, tables


def _nested(ops: tuple[Operation, ...], registry: Registry, functions: dict, scopes: list[_Scope],
            tables: _Tables) -> None:
    for op in ops:
        inner = functions
        for region in op.regions:
            for block in region.blocks:
                if _has(op, SymbolTable, registry):  # a call sees its nearest table's functions (`CallMatchesCallee`)
                    inner = tables[id(block.ops)] = module_functions(block.ops)
                _nested(block.ops, registry, inner, scopes, tables)
        if _isolated(op, registry):  # one scope, all its blocks
            scopes.append((id(op), tuple(nested for region in op.regions for block in region.blocks
                                         for nested in block.ops), inner))


def _callees_first(scopes: list[_Scope], tables: _Tables,
                   registry: Registry) -> tuple[dict[int, list[Operation]], set[int]]:
    """Each module's functions in an order that retypes a callee before its callers (by the
    `id` of the module's ops), and the functions a call reaches before they are retyped (in
    a cycle of calls), whose results keep their types: one pass then retypes every call."""
    calls: dict[int, list[Operation]] = {}  # a function's id -> the functions it calls
    for key, ops, functions in scopes[1:]:
        calls[key] = [callee for _, callee in _calls(ops, registry, functions) if callee is not None]
    order: dict[int, list[Operation]] = {}
    pinned: set[int] = set()
    done: set[int] = set()
    for table, functions in tables.items():
        retyped = order[table] = []
        for root in functions.values():  # in the module's order
            if id(root) in done:
                continue
            # depth first, without recursion (a chain of calls may be long), each function after its callees
            stack, active = [(root, iter(calls.get(id(root), ())))], {id(root)}
            while stack:
                function, callees = stack[-1]
                callee = next(callees, None)
                if callee is None:
                    stack.pop()
                    active.discard(id(function))
                    done.add(id(function))
                    retyped.append(function)
                elif id(callee) in active:
                    pinned.add(id(callee))  # called before it is retyped: a cycle of calls
                elif id(callee) not in done:
                    active.add(id(callee))
                    stack.append((callee, iter(calls.get(id(callee), ()))))
    return order, pinned


def _kept(scopes: list[_Scope], registry: Registry, pinned: set[int]) -> _Kept:
    """In each scope, the values passed to calls, and in a function whose results keep their
    types (`pinned`, and each function a call's kept result comes from), the values it returns.
    A scope is looked at again only when its function joins them: once at most."""
    by_key = {key: (ops, functions) for key, ops, functions in scopes}
    # a function whose returns are more than one keeps its results: they may be retyped apart
    pinned |= {key for key, ops, _ in scopes[1:] if sum(map(_is_return, _walk(ops, registry))) > 1}
    kept: _Kept = {key: _passed(ops, registry, key in pinned) | _used_above(ops) for key, ops, _ in scopes}
    work = list(by_key)
    while work:
        key = work.pop()
        ops, functions = by_key[key]
        for call, callee in _calls(ops, registry, functions):
            if callee is not None and id(callee) not in pinned and any(r.name in kept[key] for r in call.results):
                pinned.add(id(callee))
                if id(callee) in by_key:
                    kept[id(callee)] |= _passed(by_key[id(callee)][0], registry, True)
                    work.append(id(callee))
    return kept


def _used_above(ops: tuple[Operation, ...]) -> set[str]:
    """The values of a block used above their definition (a module's body is a graph region):
    retyped where they are defined, their uses above would not follow."""
    defined: set[str] = set()
    used: set[str] = set()
    for op in ops:
        used.update(use.name for use in op.operands if use.name not in defined)
        defined.update(group.name for group in op.results)
    return used & defined


def _walk(ops: tuple[Operation, ...], registry: Registry) -> Iterator[Operation]:
    """`ops` and the ops in their regions, up to an isolated op (whose body is a scope of its own)."""
    return walk(ops, lambda op: not _isolated(op, registry))


def _isolated(op: Operation, registry: Registry) -> bool:
    return _has(op, IsolatedFromAbove, registry)


def _has(op: Operation, trait: type, registry: Registry) -> bool:
    definition = registry.lookup(op.name)
    return definition is not None and definition.has(trait)


def _is_return(op: Operation) -> bool:
    """Whether `op` returns from its function (`func.return`, or a dialect's `.return`)."""
    return op.name.endswith(".return")


def _is_call(op: Operation, registry: Registry) -> bool:
    return _has(op, CallMatchesCallee, registry)


def _passed(ops: tuple[Operation, ...], registry: Registry, returned: bool) -> set[str]:
    """The names of the values calls take (and returns too, if `returned`) in a scope."""
    return {use.name for op in _walk(ops, registry)
            if _is_call(op, registry) or (returned and _is_return(op)) for use in op.operands}


def _calls(ops: tuple[Operation, ...], registry: Registry,
           functions: dict) -> Iterator[tuple[Operation, Operation | None]]:
    """Each call in a scope, with its callee (or None)."""
    for op in _walk(ops, registry):
        if _is_call(op, registry):
            callee = op.attribute("callee")
            yield op, called(functions, callee) if isinstance(callee, SymbolRefAttr) else None


def _keep_written(written: Shape | None, inferred: Shape) -> Shape:
    if written is None or len(written) != len(inferred):
        return inferred
    return tuple(w if i is None else i for i, w in zip(inferred, written))


def _ops(ops: tuple[Operation, ...], registry: Registry, refined: _Refined,
         functions: dict[str, Operation], kept: _Kept, here: set[str], plan: _Plan) -> None:
    """Retype `ops` in place; `functions` are the enclosing module's (`module_functions`), and
    the values named in `here`, this scope's of `kept`, keep their types.  A module's
    functions go first, callees before callers (`plan.order`); as isolated ops, they share no
    names with the ops around them, which follow in order."""
    first = plan.order.get(id(ops), [])
    ahead = {id(function) for function in first}
    for op in (*first, *(op for op in ops if id(op) not in ahead)):
        _op(op, registry, refined, functions, kept, here, plan)


def _op(op: Operation, registry: Registry, refined: _Refined, functions: dict[str, Operation],
        kept: _Kept, here: set[str], plan: _Plan) -> None:
    """Retype `op` in place: its uses as refined above, its result as its traits infer (or as
    its callee returns), then the ops of its regions."""
    op.operand_types = tuple(refined.get((use.name, use.index or 0), t) for use, t in zip(op.operands, op.operand_types))
    definition = registry.lookup(op.name)
    inferred = _returned(op, functions) if definition is not None and definition.has(CallMatchesCallee) \
        else infer_result_types(op, registry)
    if inferred is not None and not any(result.name in here for result in op.results):
        op.result_types = inferred
    if sum(group.count for group in op.results) == len(op.result_types):  # else the verifier said so
        types = iter(op.result_types)
        for group in op.results:  # `%r`, `%p:2` (used as `%p#0`, `%p#1`)
            for number in range(group.count):
                refined[(group.name, number)] = next(types)
    isolated = _isolated(op, registry)
    for region in op.regions:
        inner = {} if isolated else refined
        for block in region.blocks:
            _ops(block.ops, registry, inner, plan.tables.get(id(block.ops), functions), kept,
                 kept[id(op)] if isolated else here, plan)
    if op.regions and isolated and op.attribute("function_type") is not None:
        _function_results(op)


def _returned(call: Operation, functions: dict[str, Operation]) -> tuple[Type, ...] | None:
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
            or not blocks[-1].ops or not _is_return(blocks[-1].ops[-1]):
        return
    returned = blocks[-1].ops[-1].operand_types
    updated = TypeAttr(FunctionType(signature.type.inputs, returned))
    op.properties = tuple(p if p.name != "function_type" else type(p)(p.name, updated, p.offset)
                          for p in op.properties)
