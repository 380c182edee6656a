"""The verifier: checks a parsed module and returns every diagnostic it earns, in file order.

Regions come in two kinds, as in MLIR:

* the top level and `module` bodies are graph regions: a value may be used above its
  definition, and a value defined nowhere is an external input, typed by its first use;
* a `func.func` body is one block with strict SSA: its values are the function's arguments and
  what the ops above a use define; anything else is an error, in mlir-opt's words.

In both, a name is defined once and every use agrees with its definition's type.  Per op, in
this order (a failure skips the later steps for that op, which would only repeat it): its
operands (counts, definitions, types), the op's declaration, then its declared traits, whose
verdict is remembered per (name, types, attributes).  Functions add their own checks: the entry
block against the signature, the terminator, `return` against the result types, and unique
names per module.  `Semantics.first_error_per_region` reproduces where mlir-opt stops.
"""

from __future__ import annotations

from collections import namedtuple
from collections.abc import Iterable

from toyir.diagnostics import Diagnostic, Note, error
from toyir.ir import MAX_NESTING, RETURN_OP, BlockArgument, Function, Item, Module, Operation, Type
from toyir.semantics import SPEC, Semantics
from toyir.suggestions import op_suggestion
from toyir.traits import op_error


def verify(module: Module | Iterable[Item], semantics: Semantics = SPEC, *,
           allow_unregistered: bool = False) -> list[Diagnostic]:
    """Every diagnostic of `module`, or of its top-level items given one by one (a stream is
    read once, and each function can be let go as soon as it is checked)."""
    checker = _Checker(semantics, allow_unregistered)
    checker.region(module.body if isinstance(module, Module) else module)
    diagnostics = checker.diagnostics
    if semantics.first_error_per_region and checker.value_errors:
        # mlir-opt finds these while parsing, and a file that does not parse is not verified.
        diagnostics = checker.value_errors
    return sorted(diagnostics, key=lambda d: d.offset)


_UNKNOWN = object()
_MAX_VERDICTS = 100_000


def _shifted(diagnostic: Diagnostic, delta: int) -> Diagnostic:
    """`diagnostic` moved by `delta` characters, its notes with it."""
    notes = tuple(n if n.offset is None else n._replace(offset=n.offset + delta) for n in diagnostic.notes)
    return diagnostic._replace(offset=diagnostic.offset + delta, notes=notes)

# A value's definition: `types` (None: the defining op's own result count was wrong), `offset` of
# the name, `position` of the defining op in its block (-1 for a block argument), `op_offset`.
_Definition = namedtuple("_Definition", "types offset position op_offset")


class _Block:
    """The values of one block as its ops are checked."""

    __slots__ = ("definitions", "strict", "externals", "undeclared")

    def __init__(self, definitions: dict[str, _Definition], strict: bool) -> None:
        self.definitions = definitions
        self.strict = strict  # a function body; otherwise a graph region, where undefined values are external
        self.externals: dict[tuple[str, int], tuple[Type, int]] = {}  # -> the first use's type and offset
        self.undeclared: set[str] = set()  # names already reported


class _Checker:
    def __init__(self, semantics: Semantics, allow_unregistered: bool) -> None:
        self.registry = semantics.registry
        # mlir-opt's verifier stops a region at its first failing op, and only reaches the
        # functions and modules in it (isolated from above) when the rest of it verified.
        self.first_only = semantics.first_error_per_region
        self.allow_unregistered = allow_unregistered
        self.closed_known_dialects = semantics.closed_known_dialects
        self.diagnostics: list[Diagnostic] = []
        self.value_errors: list[Diagnostic] = []  # those mlir-opt reports as it parses: names, types, counts

    def report(self, diagnostic: Diagnostic) -> bool:
        """Record `diagnostic`; True, so that a check can say it failed in the same breath."""
        self.diagnostics.append(diagnostic)
        return True

    def report_value_error(self, diagnostic: Diagnostic) -> bool:
        self.value_errors.append(diagnostic)
        return self.report(diagnostic)

    # ---------------------------------------------------------------- regions

    def region(self, items: Iterable[Item], depth: int = 0) -> None:
        """A graph region: the top level or a module body, with its own symbols and values."""
        ops: list[Operation] = []
        symbols: dict[str, int] = {}  # name -> offset of its first function
        isolated: list[Diagnostic] = []  # what functions and modules earn, checked as they come
        for item in items:
            if isinstance(item, Operation):
                ops.append(item)
                continue
            if isinstance(item, Function):
                first = symbols.setdefault(item.name, item.offset)
                if first != item.offset:
                    self.report(error(item.offset, f"redefinition of symbol named '{item.name[1:]}'",
                                      Note("see existing symbol definition here", first)))
            outer, self.diagnostics = self.diagnostics, isolated
            if isinstance(item, Function):
                self.function(item)
            elif depth >= MAX_NESTING:  # checking a module recurses into it
                self.report(error(item.offset, "nesting too deep",
                                  detail=f": modules nest at most {MAX_NESTING} levels"))
            else:
                self.region(item.body, depth + 1)
            self.diagnostics = outer
        usable = self.values(ops, _Block({}, strict=False))
        for op, ok in zip(ops, usable):
            if op.name == RETURN_OP:
                failed = self.report(op_error(op, "expects parent op 'func.func'"))
            else:
                failed = ok and self.op(op)
            if failed and self.first_only:
                return  # mlir-opt never reaches the functions and modules: drop what they earned
        self.diagnostics += isolated

    def function(self, fn: Function) -> None:
        if fn.ops is None:
            if fn.visibility != "private":
                self.report(error(fn.offset, "'func.func' op symbol declaration cannot have public visibility"))
            return
        arguments, failed = self.entry_arguments(fn)
        usable = self.values(fn.ops, _Block(self.argument_definitions(arguments), strict=True))
        if failed and self.first_only:
            return
        for op, ok in zip(fn.ops, usable):
            if op.name != RETURN_OP and ok and self.op(op) and self.first_only:
                return
        self.terminator(fn, usable[-1] if usable else False)

    def entry_arguments(self, fn: Function) -> tuple[tuple[BlockArgument, ...], bool]:
        """The body's arguments, and whether the entry block failed its check against the signature."""
        block = fn.entry_block
        if fn.arguments is not None:
            if block is None:
                return fn.arguments, False
            self.report_value_error(error(block.offset, "invalid block name in region with named arguments"))
            # The body may use either set of names: accept both rather than cascade into undeclared ones.
            named = {a.name for a in fn.arguments}
            return fn.arguments + tuple(a for a in block.arguments if a.name not in named), True
        arguments = block.arguments if block is not None else ()
        if len(arguments) != len(fn.argument_types):
            return arguments, self.report(error(
                fn.offset, f"'func.func' op entry block must have {len(fn.argument_types)} arguments to match "
                           f"function signature"))
        for i, (argument, expected) in enumerate(zip(arguments, fn.argument_types)):
            if argument.type != expected:
                return arguments, self.report(error(
                    fn.offset, f"'func.func' op type of entry block argument #{i}('{argument.type}') must match the "
                               f"type of the corresponding argument in function signature('{expected}')"))
        return arguments, False

    def argument_definitions(self, arguments: tuple[BlockArgument, ...]) -> dict[str, _Definition]:
        definitions: dict[str, _Definition] = {}
        for argument in arguments:
            previous = definitions.get(argument.name)
            if previous is not None:
                self.report_value_error(error(argument.offset, f"redefinition of SSA value '{argument.name}'",
                                  Note("previously defined here", previous.offset)))
                continue
            definitions[argument.name] = _Definition((argument.type,), argument.offset, -1, argument.offset)
        return definitions

    def terminator(self, fn: Function, usable: bool) -> None:
        """The body ends with its only `return`, which gives the function's result types."""
        ops = fn.ops or ()
        for op in ops[:-1]:
            if op.name == RETURN_OP:
                self.report(op_error(op, "must be the last operation in the parent block"))
        if not ops:
            self.report(error(fn.offset, "empty block: expect at least a terminator"))
            return
        last = ops[-1]
        if last.name != RETURN_OP:
            self.report(error(last.offset, f"block with no terminator, has {last}"))
            return
        if not usable:
            return
        if len(last.operand_types) != len(fn.result_types):
            self.report(op_error(last, f"has {len(last.operand_types)} operands, but enclosing function "
                                       f"({fn.name}) returns {len(fn.result_types)}"))
            return
        for i, (actual, expected) in enumerate(zip(last.operand_types, fn.result_types)):
            if actual != expected:
                self.report(error(last.offset, f"type of return operand {i} ('{actual}') doesn't match function "
                                               f"result type ('{expected}') in function {fn.name}"))
                return

    # ---------------------------------------------------------------- values

    def values(self, ops: list[Operation] | tuple[Operation, ...], block: _Block) -> list[bool]:
        """Check definitions and uses in one block; say for each op whether its operands are sound.

        An op with an unsound operand is checked no further: its own types are in doubt.
        """
        for position, op in enumerate(ops):
            self.define(op, position, block.definitions)
        return [self.operands(op, position, block) for position, op in enumerate(ops)]

    def operands(self, op: Operation, position: int, block: _Block) -> bool:
        """Check each operand of `op` against its definition; False if any is in error."""
        uses, types = op.operands, op.operand_types
        if len(uses) != len(types):
            self.report_value_error(error(op.types_offset, f"expected {len(uses)} operand types "
                                                           f"but had {len(types)}"))
            return False
        definitions = block.definitions
        ok = True
        for number, use in enumerate(uses):
            use_type = types[number]
            index = use.index or 0
            definition = definitions.get(use.name)
            if definition is not None and definition.position < position and definition.types is not None \
                    and index < len(definition.types) and definition.types[index] is use_type:
                continue  # the common case, decided at once (types are shared, so `is` settles it)
            if definition is None:
                if block.strict:
                    if use.name not in block.undeclared:
                        block.undeclared.add(use.name)
                        self.report_value_error(error(use.offset, "use of undeclared SSA value name"))
                    ok = False
                    continue
                prior_type, prior_offset = block.externals.setdefault((use.name, index), (use_type, use.offset))
            else:
                if block.strict and definition.position >= position:
                    # Not a parse error in mlir-opt: its verifier checks dominance.
                    self.report(error(op.offset, f"operand #{number} does not dominate this use",
                                      Note("operand defined here (op in the same block)", definition.op_offset)))
                    ok = False
                    continue
                if definition.types is None:
                    continue
                if index >= len(definition.types):
                    self.report_value_error(error(use.offset, "reference to invalid result number"))
                    ok = False
                    continue
                prior_type, prior_offset = definition.types[index], definition.offset
            if prior_type != use_type:
                self.report_value_error(error(
                    use.offset, f"use of value '{use}' expects different type than prior uses: "
                                f"'{use_type}' vs '{prior_type}'", Note("prior use here", prior_offset)))
                ok = False
        return ok

    def define(self, op: Operation, position: int, definitions: dict[str, _Definition]) -> None:
        results = op.results
        if len(results) == 1 and results[0].count == len(op.result_types) and results[0].name not in definitions:
            group = results[0]  # the common case: `%0 = ...`, a new name
            definitions[group.name] = _Definition(op.result_types, group.offset, position, op.offset)
            return
        bound = sum(group.count for group in op.results)
        types: tuple[Type, ...] | None = op.result_types
        if op.results and bound != len(op.result_types):
            self.report_value_error(error(op.start, f"operation defines {len(op.result_types)} results "
                                        f"but was provided {bound} to bind"))
            types = None
        first = 0
        for group in op.results:
            previous = definitions.get(group.name)
            if previous is not None:
                self.report_value_error(error(group.offset, f"redefinition of SSA value '{group.name}'",
                                  Note("previously defined here", previous.offset)))
            else:
                group_types = None if types is None else types[first:first + group.count]
                definitions[group.name] = _Definition(group_types, group.offset, position, op.offset)
            first += group.count

    # ---------------------------------------------------------------- ops

    def op(self, op: Operation) -> bool:
        """Check `op` against its declaration; True if it failed."""
        attributes = tuple((a.name, a.value) for a in op.attributes) if op.attributes else ()
        key = (op.name, op.operand_types, op.result_types, attributes, self.allow_unregistered,
               self.closed_known_dialects)
        verdicts = self.registry.verdicts
        verdict = verdicts.get(key, _UNKNOWN)
        if verdict is _UNKNOWN:
            # A verdict depends on the op's name, types and attributes only: files repeat them.
            # It is kept relative to the op, and a long-lived process (the LSP) keeps a bounded memo.
            if len(verdicts) >= _MAX_VERDICTS:
                verdicts.clear()
            verdict = self.check_declared(op)
            verdicts[key] = verdict = None if verdict is None else _shifted(verdict, -op.offset)
        return verdict is not None and self.report(_shifted(verdict, op.offset))

    def check_declared(self, op: Operation) -> Diagnostic | None:
        definition = self.registry.lookup(op.name)
        if definition is None:
            known = self.registry.has_dialect(op.dialect)
            allowed = (self.registry.allows_unknown_ops(op.dialect)
                       or (self.allow_unregistered and not (known and self.closed_known_dialects)))
            return None if allowed else self.unregistered(op)
        for trait in definition.checks:
            diagnostic = trait.verify(op)
            if diagnostic is not None:
                return diagnostic
        return None

    def unregistered(self, op: Operation) -> Diagnostic:
        # mlir-opt's two messages, kept word for word so that ported expectations match.
        if self.registry.has_dialect(op.dialect):
            return error(op.offset, f"unregistered operation '{op.name}' found in dialect ('{op.dialect}') "
                                    f"that does not allow unknown operations",
                         detail=op_suggestion(op.name, (d.name for d in self.registry)))
        return error(op.offset, "operation being parsed with an unregistered dialect. If this is intended, "
                                "please use -allow-unregistered-dialect with the MLIR tool used",
                     detail=op_suggestion(op.name, (d.name for d in self.registry)))
