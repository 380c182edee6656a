"""The transform dialect's library of named sequences, as mlir-opt 22 verifies it (toyir.dialects.
upstream loads these ops), for `--semantics=mlir`: `transform.named_sequence`, and the ops that
call one, `transform.include` and `transform.foreach_match`.  Every other transform op passes
unchecked, as any op mlir-opt registers that toyir does not declare (the rules of
toyir.dialects.mlir_opt_rules aside).

In mlir-opt's order and words: a module that says `transform.with_named_sequence` first has
every named sequence and `include` in it verified alone, before anything else in it, in the
order MLIR's walk meets them (an op's nested ops before it), and reports only the first that
fails (`library_error`, the transform dialect's verifier of that attribute); then each op as
any op: a sequence's attributes, signature and body (`verifyNamedSequenceOp`), `include`'s
memory effects, which it takes from its callee's argument annotations (`{transform.readonly}`,
`{transform.consumed}`), `foreach_match`'s pairs of matchers and actions; and once the symbol
table around them is read whole (`SymbolUser`), what each call names.  Only what is sure is
claimed: where a sequence reads an argument it marks `readonly` with an op not known to only
read it (MLIR's consumption analysis), where an operand is of a type not known to be a
transform handle, or where a module holds a call or a function of another dialect, nothing
further is said.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from toyir.diagnostics import Diagnostic, Note, error
from toyir.dialects.func import entry_block_error, function_type
from toyir.explanations import FUNCTION, STRUCTURE
from toyir.ir import (MLIR_OPT_DIALECTS, ArrayAttr, DenseArrayAttr, DictAttr, OpaqueType, Operation, StringAttr,
                      SymbolRefAttr, Type, format_symbol, referenced, symbol_key)
from toyir.registry import OpDef
from toyir.traits import (AttrSizedOperandSegments, NResults, NSuccessors, OperandOf, RequiredAttr, Symbol, SymbolUser,
                          Trait, TypeConstraint, ValuesOf, ZeroRegions, op_error)
from toyir.traits.base import first_failure

_SEQUENCE = "transform.named_sequence"
# The types of transform handles and parameters, as their text begins
_HANDLES = ("!transform.any_op", "!transform.op<", "!transform.any_value", "!transform.param<", "!transform.any_param")
# Ops that only read a handle they are given (mlir-opt 22 asked: a `readonly` argument passed to
# each is no error), so a sequence whose `readonly` arguments go only to them consumes none
_READERS = frozenset(("transform.structured.match", "transform.get_parent_op", "transform.apply_cse",
                      "transform.apply_patterns", "transform.debug.emit_remark_at", "transform.num_associations",
                      "transform.annotate", "transform.merge_handles", "transform.split_handle", "transform.cast",
                      "transform.yield"))
# Ops that consume a handle they are given (mlir-opt 22 asked: a `readonly` argument passed to
# each is its error): their first operand (`foreach_match`'s root: its others are not known)
_CONSUMERS = frozenset(("transform.structured.tile_using_for", "transform.structured.tile_using_forall",
                        "transform.structured.pad", "transform.foreach_match",
                        "transform.structured.vectorize_children_and_apply_patterns",
                        "transform.structured.fuse_into_containing_op", "transform.bufferization.one_shot_bufferize",
                        "transform.loop.unroll"))
_UNSURE = object()  # a check whose verdict is not known here


def _handles(types: tuple[Type, ...]) -> bool:
    return all(str(t).startswith(_HANDLES) for t in types)


def _family(t: Type) -> str:
    """The transform interface a handle's type implements (MLIR's `implementSameTransformInterface`)."""
    text = str(t)
    return "op" if text.startswith(_HANDLES[:2]) else "value" if text.startswith(_HANDLES[2]) else "param"


def _alike(given: tuple[Type, ...], wanted: tuple[Type, ...]) -> bool:
    return len(given) == len(wanted) and _handles(wanted) and all(_family(a) == _family(b) for a, b in zip(given, wanted))


def _annotations(sequence: Operation) -> list[tuple[bool, bool]] | None:
    """Each argument's annotations (consumed, readonly), as `arg_attrs` gives them; None if the
    signature or the annotations are not of a shape read here."""
    signature = function_type(sequence)
    if signature is None:
        return None
    annotations = sequence.attribute("arg_attrs")
    if annotations is None:
        return [(False, False)] * len(signature.inputs)
    if not isinstance(annotations, ArrayAttr) or len(annotations.elements) != len(signature.inputs) or \
            not all(isinstance(d, DictAttr) for d in annotations.elements):
        return None
    found = []
    for dictionary in annotations.elements:
        names = {entry.name for entry in dictionary.entries}  # type: ignore[union-attr]
        found.append(("transform.consumed" in names, "transform.readonly" in names))
    return found


def _consumed(sequence: Operation, index: int) -> bool | None:
    """Whether the body of `sequence` consumes its argument #`index` (MLIR's consumption
    analysis): an op of its one block that is known to consume it (`_CONSUMERS`, its first
    operand), none if every op that uses it only reads it (`_READERS`, match ops); None where
    that is not known."""
    if len(sequence.regions) != 1 or len(sequence.regions[0].blocks) != 1:
        return None
    block = sequence.regions[0].blocks[0]
    if index >= len(block.arguments):
        return None
    name = block.arguments[index].name
    known = True
    for op in block.ops:
        if op.regions and any(r.blocks for r in op.regions) and op.name != "transform.apply_patterns":
            known = False  # (a use inside a region: not looked for)
        uses = [i for i, use in enumerate(op.operands) if use.name == name]
        if not uses:
            continue
        if op.name in _CONSUMERS and uses[0] == 0:
            return True
        if not (op.name in _READERS or op.name.startswith("transform.match.")):
            known = False
    return False if known else None


def consume_annotations(sequence: Operation, called: bool) -> Diagnostic | None | object:
    """mlir-opt's check of a sequence's annotations (`verifyFunctionLikeConsumeAnnotations`):
    none both readonly and consumed; each given where the sequence is external or `called`; none
    readonly that its body consumes.  Its error, at the sequence; None; or `_UNSURE`."""
    annotations = _annotations(sequence)
    if annotations is None:
        return _UNSURE
    external = not sequence.regions or not sequence.regions[0].blocks
    for index, (consumed, readonly) in enumerate(annotations):
        if consumed and readonly:
            return error(sequence.offset, f"argument #{index} cannot be both readonly and consumed", code=FUNCTION)
        if (external or called) and not consumed and not readonly:
            return error(sequence.offset, "must provide consumed/readonly status for arguments of external or "
                                          "called ops", code=FUNCTION)
        if not external and readonly and not consumed:
            in_body = _consumed(sequence, index)
            if in_body is None:
                return _UNSURE
            if in_body:
                return error(sequence.offset, f"argument #{index} is consumed in the body but is not marked as such",
                             code=FUNCTION)
    return None


def _table_ops(op: Operation) -> tuple[Operation, ...] | None:
    """The ops of the symbol table around `op` (a module), if it is known whole: not at the top
    level, which is read as a stream, nor inside an op that mlir-opt may take for a table."""
    parent = op.parent_op
    while parent is not None and parent.name != "builtin.module":
        if parent.dialect != "transform":
            return None
        parent = parent.parent_op
    if parent is None or len(parent.regions) != 1 or len(parent.regions[0].blocks) != 1:
        return None
    return parent.regions[0].blocks[0].ops


def _named(ops: tuple[Operation, ...] | Mapping[str, Operation], reference: object) -> Operation | None:
    """The named sequence `reference` (a flat symbol reference) names among `ops` (a table's
    ops, or its symbols by name), or None."""
    if not isinstance(reference, SymbolRefAttr) or len(reference.names) != 1:
        return None
    key = referenced(reference.names[0])
    if isinstance(ops, Mapping):
        found = ops.get(key)
    else:  # (the first that names it, as a symbol table keeps it)
        found = next((o for o in ops if isinstance(name := o.attribute("sym_name"), StringAttr)
                      and symbol_key(name) == key), None)
    return found if found is not None and found.name == _SEQUENCE else None


def _early_verifies(sequence: Operation) -> bool:
    """Whether mlir-opt's early check of a callee (`verifyNamedSequenceOp`, as `include` takes its
    effects) surely passes: a body of one block ending with a `transform.yield` of the results'
    types, annotations that pass."""
    signature = function_type(sequence)
    if signature is None or len(sequence.regions) != 1 or len(sequence.regions[0].blocks) != 1:
        return False
    ops = sequence.regions[0].blocks[0].ops
    if not ops or ops[-1].name != "transform.yield" or ops[-1].operand_types != signature.results:
        return False
    return consume_annotations(sequence, called=False) is None


class SequenceSignature(Trait):
    """A named sequence as MLIR's FunctionOpInterface checks it: as many argument attributes as
    arguments (results alike), and a body's entry block of the signature's argument types."""

    __slots__ = ()
    code = FUNCTION
    cacheable = False  # (it looks at the body)

    def verify(self, op: Operation) -> Diagnostic | None:
        signature = function_type(op)
        if signature is None:
            return None  # (a `function_type` of another kind: not judged here)
        for name, kind, wanted in (("arg_attrs", "argument", signature.inputs), ("res_attrs", "result", signature.results)):
            given = op.attribute(name)
            if isinstance(given, ArrayAttr) and len(given.elements) != len(wanted):
                return op_error(op, f"expects {kind} attribute array to have the same number of elements as the number "
                                    f"of function {kind}s, got {len(given.elements)}, but expected {len(wanted)}")
        if op.regions and op.regions[0].blocks:
            return entry_block_error(op, op.regions[0].blocks[0].arguments, signature.inputs)
        return None


class SequenceBody(Trait):
    """`transform.named_sequence`'s verifier (`verifyNamedSequenceOp`): its symbol table says
    `transform.with_named_sequence`, it stands in no transform op, its body ends with a
    `transform.yield` of its results' types, and its arguments' annotations are right."""

    __slots__ = ()
    code = STRUCTURE
    cacheable = False  # (it looks at its parent and its body)

    def verify(self, op: Operation) -> Diagnostic | None:
        # (a module that does not say it; at the top level, where mlir-opt's implicit module says
        # nothing, an op is also one read in a piece of a module's body, toyir.parallel: a module
        # that does not say it is not cut into pieces, and the top level is taken to say it)
        parent = op.parent_op
        while parent is not None and parent.name != "builtin.module":
            if parent.dialect == "transform":
                return error(op.offset, "cannot be defined inside another transform op",
                             Note("ancestor transform op", parent.offset), code=STRUCTURE)
            if parent.dialect not in ("transform", "builtin"):
                return None  # (what another op around it is to mlir-opt: not judged here)
            parent = parent.parent_op
        if parent is not None and all(a.name != "transform.with_named_sequence" for a in parent.attributes):
            return error(op.offset, "expects the parent symbol table to have the 'transform.with_named_sequence' "
                                    "attribute", code=STRUCTURE)
        signature = function_type(op)
        if not op.regions or not op.regions[0].blocks:
            found = consume_annotations(op, called=False)
            return found if isinstance(found, Diagnostic) else None
        ops = op.regions[0].blocks[0].ops
        if not ops:
            return error(op.offset, "expected a non-empty body block", code=STRUCTURE)
        terminator = ops[-1]
        if terminator.name != "transform.yield":
            return error(op.offset, "expected 'transform.yield' as terminator", Note("terminator", terminator.offset),
                         code=STRUCTURE)
        if signature is None:
            return None
        if len(terminator.operand_types) != len(signature.results):
            return error(terminator.offset, "expected terminator to have as many operands as the parent op has results",
                         code=STRUCTURE)
        for i, (given, wanted) in enumerate(zip(terminator.operand_types, signature.results)):
            if given != wanted:
                return error(terminator.offset, f"the type of the terminator operand #{i} must match the type of the "
                                                f"corresponding parent op result ('{given}' vs '{wanted}')", code=STRUCTURE)
        found = consume_annotations(op, called=False)
        return found if isinstance(found, Diagnostic) else None


class IncludeEffects(Trait):
    """`transform.include` takes the memory effects on its operands from its callee's argument
    annotations: an operand whose argument has none has no effect, which the op's interface
    rejects ("TransformOpInterface requires memory effects on operands to be specified")."""

    __slots__ = ()
    code = FUNCTION
    cacheable = False  # (it looks at the callee)

    def verify(self, op: Operation) -> Diagnostic | None:
        if not _handles(op.operand_types) or not _handles(op.result_types):
            return None
        table = _table_ops(op)
        callee = None if table is None else _named(table, op.attribute("target"))
        if callee is None or not _early_verifies(callee):
            return None  # (mlir-opt gives each operand a read then: its other checks follow)
        annotations = _annotations(callee)
        if annotations is None or len(annotations) < len(op.operand_types):
            return None
        for index in range(len(op.operand_types)):
            if annotations[index] == (False, False):
                return error(op.offset, "TransformOpInterface requires memory effects on operands to be specified",
                             Note(f"no effects specified for operand #{index}", op.offset), code=FUNCTION)
        return None


class IncludeTarget(SymbolUser):
    """`transform.include`'s `target` names a named sequence of the table around it, which
    annotates each of its arguments (it is called)."""

    __slots__ = ()
    code = FUNCTION

    def verify_uses(self, op: Operation, symbols: Mapping[str, Operation]) -> Diagnostic | None:
        target = op.attribute("target")
        if not isinstance(target, SymbolRefAttr) or len(target.names) != 1 or not _handles(op.operand_types):
            return None
        callee = _named(symbols, target)
        if callee is None:
            return op_error(op, "does not reference a named transform sequence")
        signature = function_type(callee)
        if signature is None:
            return None
        if len(signature.inputs) != len(op.operand_types):
            return error(op.offset, "incorrect number of operands for callee", code=FUNCTION)
        for i, (wanted, given) in enumerate(zip(signature.inputs, op.operand_types)):
            if wanted != given:
                return op_error(op, f"operand type mismatch: expected operand type '{wanted}', but provided "
                                    f"'{given}' for operand number {i}")
        if len(signature.results) != len(op.result_types):
            return error(op.offset, "incorrect number of results for callee", code=FUNCTION)
        if not _alike(op.result_types, signature.results):
            return None  # (mlir-opt's words for a result of another interface: not given here)
        found = consume_annotations(callee, called=True)
        return found if isinstance(found, Diagnostic) else None


class MatchActionPairs(Trait):
    """`transform.foreach_match`'s own verifier: as many matchers as actions, at least one."""

    __slots__ = ()
    code = STRUCTURE

    def verify(self, op: Operation) -> Diagnostic | None:
        matchers, actions = op.attribute("matchers"), op.attribute("actions")
        if not isinstance(matchers, ArrayAttr) or not isinstance(actions, ArrayAttr):
            return None
        if len(matchers.elements) != len(actions.elements):
            return op_error(op, "expected the same number of matchers and actions")
        if not matchers.elements:
            return op_error(op, "expected at least one match/action pair")
        return None


class MatchersAndActions(SymbolUser):
    """`transform.foreach_match`'s matchers and actions each name a named sequence of the table
    around it, which annotates each of its arguments (it is called); then the operands, the
    matcher's arguments and results and the action's arguments agree, which is left to mlir-opt
    but where they are surely alike."""

    __slots__ = ()
    code = FUNCTION

    def verify_uses(self, op: Operation, symbols: Mapping[str, Operation]) -> Diagnostic | None:
        matchers, actions = op.attribute("matchers"), op.attribute("actions")
        if not isinstance(matchers, ArrayAttr) or not isinstance(actions, ArrayAttr) or \
                not _handles(op.operand_types) or not _handles(op.result_types):
            return None
        for matcher, action in zip(matchers.elements, actions.elements):
            found = []
            for reference, role in ((matcher, "matcher"), (action, "action")):
                if not isinstance(reference, SymbolRefAttr) or len(reference.names) != 1:
                    return None
                sequence = _named(symbols, reference)
                if sequence is None:
                    return error(op.offset, f"unresolved {role} symbol {reference}", code=FUNCTION)
                found.append(sequence)
            for sequence in found:
                checked = consume_annotations(sequence, called=True)
                if checked is not None:
                    return checked if isinstance(checked, Diagnostic) else None
            flowing = self.flows(op, *found)
            if flowing is not None:
                return flowing if isinstance(flowing, Diagnostic) else None  # (unsure: not given here)
        return None

    @staticmethod
    def flows(op: Operation, matcher: Operation, action: Operation) -> Diagnostic | None | object:
        """mlir-opt's error for what flows through a pair: the operands into the matcher (none
        consumed there), its results into the action, the action's into the op's, each of the
        same transform interface; None, or `_UNSURE` (a type not known to be a handle's)."""
        matching, acting = function_type(matcher), function_type(action)
        annotations = _annotations(matcher)
        m, a = _symbol(matcher), _symbol(action)
        if matching is None or acting is None or annotations is None or m is None or a is None:
            return _UNSURE
        declared = Note("symbol declaration", matcher.offset)
        if len(op.operand_types) != len(matching.inputs):
            return error(op.offset, f"the number of operands ({len(op.operand_types)}) doesn't match the number of "
                                    f"matcher arguments ({len(matching.inputs)}) for {m}", declared, code=FUNCTION)
        for i, (operand, argument) in enumerate(zip(op.operand_types, matching.inputs)):
            if annotations[i][0]:
                return op_error(op, f"does not expect matcher symbol to consume its operand #{i}", "", declared)
            if not _handles((argument,)):
                return _UNSURE
            if _family(operand) != _family(argument):
                return error(op.offset, f"mismatching type interfaces for operand and matcher argument #{i} of "
                                        f"matcher {m}", declared, code=FUNCTION)
        if len(matching.results) != len(acting.inputs):
            return error(op.offset, f"mismatching number of matcher results and action arguments between {m} "
                                    f"({len(matching.results)}) and {a} ({len(acting.inputs)})", code=FUNCTION)
        for i, (result, argument) in enumerate(zip(matching.results, acting.inputs)):
            if not _handles((result, argument)):
                return _UNSURE
            if _family(result) != _family(argument):  # (mlir-opt's words, with no blank before "of")
                return error(op.offset, f"mismatching type interfaces for matcher result and action argument #{i}of "
                                        f"matcher {m} and action {a}", code=FUNCTION)
        extra = op.result_types[1:]
        if len(acting.results) != len(extra):
            return error(op.offset, f"the number of action results ({len(acting.results)}) for {a} doesn't match the "
                                    f"number of extra op results ({len(extra)})", Note("symbol declaration", action.offset),
                         code=FUNCTION)
        for i, (result, wanted) in enumerate(zip(extra, acting.results)):
            if not _handles((wanted,)):
                return _UNSURE
            if _family(result) != _family(wanted):
                return error(op.offset, f"mismatching type interfaces for action result #{i} of action {a} and op "
                                        "result", Note("symbol declaration", action.offset), code=FUNCTION)
        return None


def _symbol(sequence: Operation) -> str | None:
    """`@name` as mlir-opt prints a reference to `sequence`."""
    name = sequence.attribute("sym_name")
    return None if not isinstance(name, StringAttr) else format_symbol(name.value[1:-1])


class TileSizes(Trait):
    """`structured.tile_using_for`'s verifier: as many scalable flags as sizes (`scalable_sizes`
    and `static_sizes`, each empty where not given), and a loop result for each size not 0."""

    __slots__ = ()
    code = STRUCTURE

    def verify(self, op: Operation) -> Diagnostic | None:
        sizes, scalable = (_array_length(op.attribute(name)) for name in ("static_sizes", "scalable_sizes"))
        if sizes is None or scalable is None:
            return None  # (another kind of value: its own error, not this)
        if sizes != scalable:
            return op_error(op, f"expected same number of sizes ({sizes}) and scalable sizes ({scalable})")
        static = op.attribute("static_sizes")
        loops = sizes - (0 if static is None else list(static.values).count(0))  # type: ignore[union-attr]
        if len(op.result_types) - 1 != loops:
            return op_error(op, f"expected number of loops to tile ({loops}) to match number of `loops` results "
                                f"({len(op.result_types) - 1})")
        return None


class ForallSizes(Trait):
    """`structured.tile_using_forall`'s verifier: its threads given one way at most (static, with
    values for their `?`, or packed), its tile sizes too, and one of the two given."""

    __slots__ = ()
    code = STRUCTURE

    def verify(self, op: Operation) -> Diagnostic | None:
        segments = op.attribute("operandSegmentSizes")
        threads, sizes = (_array_length(op.attribute(name)) for name in ("static_num_threads", "static_tile_sizes"))
        if not isinstance(segments, DenseArrayAttr) or len(segments.values) != 5 or threads is None or sizes is None:
            return None  # (its segments' or its attributes' own error comes first)
        # (the values of a dynamic size stand in for the static ones' `?`: without them, none count)
        packed_threads, packed_sizes = segments.values[3:]
        threads_spec = (threads > 0) + (packed_threads > 0)
        sizes_spec = (sizes > 0) + (packed_sizes > 0)
        if threads_spec > 1:
            return op_error(op, "num_threads and packed_num_threads are mutually exclusive")
        if sizes_spec > 1:
            return op_error(op, "tile_sizes and packed_tile_sizes are mutually exclusive")
        if threads_spec == 0 and sizes_spec == 0:
            return op_error(op, "either (packed_)num_threads or (packed_)tile_sizes must be specified")
        return None


def _array_length(value: object) -> int | None:
    """The length of a dense array's values, 0 for none given; None for a value of another kind."""
    if value is None:
        return 0
    return len(value.values) if isinstance(value, DenseArrayAttr) else None


_LIBRARY_OPS = (
    OpDef(_SEQUENCE, (RequiredAttr("function_type"), RequiredAttr("sym_name"), SequenceSignature(), Symbol(),
                      SequenceBody())),
    OpDef("transform.include", (ZeroRegions(), NSuccessors(0), RequiredAttr("failure_propagation_mode"),
                                RequiredAttr("target"), IncludeEffects(), IncludeTarget())),
    OpDef("transform.foreach_match", (ZeroRegions(), NSuccessors(0), RequiredAttr("actions"), RequiredAttr("matchers"),
                                      MatchActionPairs(), MatchersAndActions())),
)
_DEFINED = {definition.name: definition for definition in _LIBRARY_OPS}  # (what a library's verifier checks first)


def _may_handle_ops(t: Type) -> bool:
    """Whether `t` may implement TransformHandleTypeInterface (a handle to ops): one of
    transform's, or a type of another of mlir-opt's dialects that may (`!pdl.operation` does);
    no builtin type, no other transform type, no type of a dialect mlir-opt does not register."""
    text = str(t)
    if text.startswith(_HANDLES[:2]):
        return True
    if not isinstance(t, OpaqueType) or text.startswith("!transform."):
        return False
    return t.dialect in MLIR_OPT_DIALECTS


_OP_HANDLE = TypeConstraint("TransformHandleTypeInterface instance", _may_handle_ops)
OPS = (*_LIBRARY_OPS,
       OpDef("transform.structured.tile_using_for", (
           ZeroRegions(), NSuccessors(0), OperandOf(0, _OP_HANDLE), ValuesOf(_OP_HANDLE, results=True, stop=1),
           ValuesOf(_OP_HANDLE, results=True, variadic=True, first=1), TileSizes())),
       OpDef("transform.structured.tile_using_forall", (
           ZeroRegions(), NResults(2), NSuccessors(0), AttrSizedOperandSegments(5), OperandOf(0, _OP_HANDLE),
           ValuesOf(_OP_HANDLE, results=True), ForallSizes())))


def library_error(module: Operation) -> Diagnostic | None:
    """The transform dialect's verifier of a module's `transform.with_named_sequence`, as mlir-opt
    runs it on entering the module: each named sequence and `include` in it (its calls and
    callables) verified alone, in the order MLIR's walk meets them (an op's nested ops first),
    before anything else; its error, that of the first that fails (only that one: the module
    then fails).  None where none fails, or where the module holds a call or a function of
    another dialect, which mlir-opt verifies there too (not judged here)."""
    for op in _post_order(module):
        definition = _DEFINED.get(op.name)
        if op.name == _SEQUENCE and op.parent_op is not module:  # (its Symbol trait's check, before its own)
            parent = op.parent_op
            if parent is None or parent.dialect != "transform":
                return None  # (inside an op of another dialect: what that is to mlir-opt is not judged here)
            return op_error(op, "symbol's parent must have the SymbolTable trait", code=STRUCTURE)
        if definition is not None and op.name != "transform.foreach_match":
            found = first_failure(op, definition.runs)
            if found is not None:
                return found
        elif op.name.endswith((".func", ".call")) or "call" in op.name.rpartition(".")[2]:
            return None
    return _recursion(module)


def _recursion(module: Operation) -> Diagnostic | None:
    """mlir-opt's error for a named sequence that includes itself (its call graph's cycle of one
    sequence; a longer cycle, whose first sequence is MLIR's walk's, is not judged here)."""
    for op in module.regions[0].blocks[0].ops if module.regions and module.regions[0].blocks else ():
        if op.name != _SEQUENCE or not isinstance(name := op.attribute("sym_name"), StringAttr):
            continue
        key = symbol_key(name)
        for nested in _post_order(op):
            target = nested.attribute("target") if nested.name == "transform.include" else None
            if isinstance(target, SymbolRefAttr) and len(target.names) == 1 and referenced(target.names[0]) == key:
                return error(op.offset, "recursion not allowed in named sequences", code=FUNCTION)
    return None


def _post_order(op: Operation) -> Iterator[Operation]:
    """The ops inside `op`, each after the ops inside it (MLIR's `walk`)."""
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                yield from _post_order(nested)
                yield nested
