"""What toyir knows of the ops mlir-opt 22 registers and toyir does not declare, for
`--semantics=mlir`: such an op passes unchecked but for these rules, each recorded by probing
mlir-opt, in the order mlir-opt's verifier meets them (before the ops in the op's regions):

* its operand segments, where `operandSegmentSizes` sizes them, and the attributes it requires,
  the first missing in the order it asks for them (toyir.dialects.mlir_opt_required, written by
  scripts/mlir_opt_required.py), where it asks for them before anything else;
* a function's body (MLIR's FunctionOpInterface, with a builtin `function_type`): its entry
  block takes the signature's argument types, as a `func.func`'s; a symbol's visibility is one
  of MLIR's three;
* the transform dialect's `apply_patterns` holds only pattern descriptors
  (`transform.apply_patterns.*`); its named sequences and what calls them are declared
  (toyir.dialects.transform);
* the properties MLIR's parser converts as it makes some of llvm's and transform's ops
  (`property_error`: of a kind of attribute, or an integer of an enum's type and cases), before
  any op is verified.

Declaring such an op (toyir.dialects.upstream) would make toyir check all of it; these rules
leave the rest of it to mlir-opt, as unchecked as before.
"""

from __future__ import annotations

import re
from functools import lru_cache

from toyir.diagnostics import Diagnostic, error
from toyir.dialects.func import entry_block_error, function_type
from toyir.dialects.mlir_opt_ops import OPS
from toyir.dialects.mlir_opt_required import REQUIRED, SEGMENTS
from toyir.explanations import ATTRIBUTE
from toyir.ir import (MLIR_OPT_DIALECTS, ComplexType, FloatAttr, IndexType, IntegerAttr, MemRefType, NoneType, OpaqueType,
                      Operation, StringAttr, TensorType, TupleType, Type, TypeAttr)
from toyir.traits import (AttrSizedOperandSegments, AttrSizedSegments, DialectEnumProperty, I32EnumProperty,
                          I64EnumProperty, Symbol, Trait, op_error)
from toyir.traits.base import first_failure

# The functions of a builtin `function_type` among them (FunctionOpInterface)
FUNCTION_LIKE = frozenset(("async.func", "emitc.func", "ml_program.func", "ml_program.subgraph", "pdl_interp.func"))
# Symbols among them whose `sym_visibility` mlir-opt checks (llvm.mlir.global's it does not)
SYMBOLS = frozenset(("acc.global_ctor", "acc.global_dtor", "emitc.class", "emitc.func", "llvm.func", "memref.global",
                     "omp.critical.declare"))


def applies(name: str) -> bool:
    """Whether any of these rules looks at an op named `name`."""
    return name in REQUIRED or name in SEGMENTS or name in FUNCTION_LIKE or name in SYMBOLS or name in _RULES


def first_error(op: Operation) -> Diagnostic | None:
    """mlir-opt's first error of these rules for `op`, an op it registers that toyir does not
    declare; None if they find none."""
    segments = SEGMENTS.get(op.name)
    found = None if segments is None else _segments(segments).verify(op)
    if found is None:
        found = _required_missing(op)
    if found is None and op.name in FUNCTION_LIKE and op.regions and op.regions[0].blocks:
        signature = function_type(op)
        if signature is not None:
            found = entry_block_error(op, op.regions[0].blocks[0].arguments, signature.inputs)
    if found is None and op.name in SYMBOLS and isinstance(op.attribute("sym_name"), StringAttr) and \
            isinstance(op.attribute("sym_visibility"), StringAttr):
        found = _SYMBOL.verify(op)  # (a visibility of another word; one of another kind is the parser's)
    rule = _RULES.get(op.name)
    return found if found is not None or rule is None else rule(op)


@lru_cache(maxsize=None)  # (one trait a count of segments, not one an op)
def _segments(count: int) -> AttrSizedSegments:
    return AttrSizedOperandSegments(count)


def _required_missing(op: Operation) -> Diagnostic | None:
    """mlir-opt's error for `op` lacking an attribute it requires, the first in the order mlir-opt
    asks for them, in a shape in which it asks for them before anything else (its operands, up
    to three, results, up to two, and regions, none or some, and whether it stands at the top
    level); None otherwise."""
    required = REQUIRED.get(op.name)
    if required is None:
        return None
    chain, shapes = required
    given = {a.name for a in op.properties}.union(a.name for a in op.attributes)
    missing = next((name for name, _ in chain if name not in given), None)
    if missing is None:
        return None
    parent = op.parent_op
    shape = (f"{min(len(op.operand_types), 3)}{min(len(op.result_types), 2)}{min(len(op.regions), 1)}"
             f"{'t' if parent is None or parent.name == 'builtin.module' else 'f'}")
    if shape not in shapes.split():
        return None
    return error(op.offset, f"'{op.name}' op requires attribute '{missing}'", code=ATTRIBUTE)


def _pattern_descriptors(op: Operation) -> Diagnostic | None:
    """`transform.apply_patterns`'s verifier: each op in its body is a pattern descriptor (one of
    mlir-opt's `transform.apply_patterns.*`).  An op there that its dialect does not register
    (`transform.apply_pattern.canonicalization`) is none either: mlir-opt's verifier says so of
    this op, on its way in, before it meets that one."""
    if not op.regions or not op.regions[0].blocks:
        return None
    descriptors = OPS["transform"]
    wrong = False
    for nested in op.regions[0].blocks[0].ops:
        registered = OPS.get(nested.dialect)
        if nested.dialect in MLIR_OPT_DIALECTS and nested.dialect != "transform" and registered is None:
            return None  # (a dialect of mlir-opt's that takes any op: not judged here)
        if not (nested.name.startswith("transform.apply_patterns.") and nested.name[10:] in descriptors):
            wrong = True
    return op_error(op, "expected children ops to implement PatternDescriptorOpInterface") if wrong else None


def _power_of_two(value: object) -> bool | None:
    """Whether `value`, an `i64` integer attribute, is a power of two; None for another value
    (what MLIR's parser or its constraint says of that is not judged here)."""
    if not (isinstance(value, IntegerAttr) and str(value.type) == "i64"):
        return None
    return value.value > 0 and value.value & (value.value - 1) == 0


def _memref_alignment(op: Operation) -> Diagnostic | None:
    """memref's allocations' and globals' `alignment`: ODS's constraint on it."""
    if _power_of_two(op.attribute("alignment")) is False:
        return op_error(op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute "
                            "whose value is positive and whose value is a power of two > 0")
    return None


# Types no LLVM global holds: llvm's own that it does not take, builtin types no LLVM type is
# (a type of a dialect mlir-opt does not register too: it holds none)
_NO_GLOBAL_TYPES = frozenset(("!llvm.void", "!llvm.token", "!llvm.metadata", "!llvm.label"))
_NO_GLOBAL_KINDS = (ComplexType, IndexType, MemRefType, NoneType, TensorType, TupleType)


def _no_global_type(t: Type) -> bool:
    if isinstance(t, OpaqueType):
        return t.text in _NO_GLOBAL_TYPES or t.dialect not in MLIR_OPT_DIALECTS
    return isinstance(t, _NO_GLOBAL_KINDS)


def _llvm_global(op: Operation) -> Diagnostic | None:
    """`llvm.mlir.global`'s verifier, as far as toyir tells what it says: a type no global holds,
    a parent other than a module (a function's, its Symbol trait's words), an alignment that is
    no power of two (said of the op without its name, as LLVM's verifier says it); not judged
    where a check between them may fail first (a `common` global's value, an `appending` one's
    type, a comdat, a string)."""
    parent = op.parent_op
    if parent is not None and parent.name == "func.func":
        return op_error(op, "symbol's parent must have the SymbolTable trait")  # (a trait's, before its verifier)
    type_ = op.attribute("global_type")
    if isinstance(type_, TypeAttr) and _no_global_type(type_.type):
        return op_error(op, "expects type to be a valid element type for an LLVM global")
    if parent is not None and parent.name != "builtin.module":
        if parent.dialect in MLIR_OPT_DIALECTS:
            return None  # (another of mlir-opt's ops: whether it is a symbol table is not known here)
        return op_error(op, "must appear at the module level")  # (an op mlir-opt does not register may be a table)
    linkage, value = str(op.attribute("linkage")), op.attribute("value")
    if "common" in linkage and value is not None or "appending" in linkage and not str(type_).startswith(
            "!llvm.array<") or op.attribute("comdat") is not None or isinstance(value, StringAttr):
        return None  # (a common global's value must be zero, an appending one an array...: not judged here)
    if _power_of_two(op.attribute("alignment")) is False:
        return error(op.offset, "alignment attribute is not a power of 2", code=ATTRIBUTE)
    return None


def _emitc_value(op: Operation) -> Diagnostic | None:
    """emitc's constant's and variable's verifier: its value no string, and of its result's type
    (a variable's, its lvalue's), unless an `#emitc.opaque`; judged for a number and a result of
    a builtin type (or an lvalue of one) only."""
    value = op.attribute("value")
    if len(op.result_types) != 1:
        return None
    result = op.result_types[0]
    if isinstance(value, StringAttr) and op.name == "emitc.constant":
        return op_error(op, "string attributes are not supported, use #emitc.opaque instead")
    if not isinstance(value, (IntegerAttr, FloatAttr)):
        return None
    if op.name == "emitc.variable":
        text = str(result)
        if not (isinstance(result, OpaqueType) and text.startswith("!emitc.lvalue<") and _BUILTIN_NUMBER.fullmatch(
                text[len("!emitc.lvalue<"):-1])):
            return None
        result_text = text[len("!emitc.lvalue<"):-1]
    elif isinstance(result, OpaqueType):
        return None  # (a dialect's type: emitc's `size_t` takes an `index`, say; not judged here)
    else:
        result_text = _mlir_type_text(result)
    # (a number of no type: an integer's is i64, a float's f64)
    given = _mlir_type_text(value.type) if value.type is not None else "i64" if isinstance(value, IntegerAttr) else "f64"
    if given == result_text:
        return None
    return op_error(op, f"requires attribute to either be an #emitc.opaque attribute or it's type ('{given}') to "
                        f"match the op's result type ('{result_text}')")


_BUILTIN_NUMBER = re.compile(r"[su]?i[0-9]+|f16|bf16|f32|f64|index")


def _mlir_type_text(t: Type) -> str:
    from toyir.printer import mlir_type_text  # (an error's, not every file's, cost)

    return mlir_type_text(t)


_SYMBOL = Symbol()
_RULES = {"emitc.constant": _emitc_value, "emitc.variable": _emitc_value,
          "transform.apply_patterns": _pattern_descriptors, "llvm.mlir.global": _llvm_global,
          "memref.alloc": _memref_alignment, "memref.alloca": _memref_alignment, "memref.global": _memref_alignment}


# What some properties must be for MLIR's parser to convert them (recorded from mlir-opt 22), as
# the traits of a declared op's properties say it: an attribute of a kind (one of llvm's own
# namespace its parser judges itself), or an enum's integer of its width among its cases.
def _llvm(name: str, kind: str) -> DialectEnumProperty:
    return DialectEnumProperty(name, kind, "", malformed=lambda text: text.startswith("#llvm."))


_VISIBILITY = (I64EnumProperty("unnamed_addr", range(3)), I64EnumProperty("visibility_", range(3)))
_ORDERING = (I64EnumProperty("ordering", (0, 1, 2, 4, 5, 6, 7)),)
_PROPERTIES: dict[str, tuple[Trait, ...]] = {
    "llvm.func": (_llvm("CConv", "#llvm.cconv"), _llvm("linkage", "#llvm.linkage"), *_VISIBILITY),
    "llvm.mlir.global": (_llvm("linkage", "#llvm.linkage"), *_VISIBILITY),
    "llvm.load": _ORDERING, "llvm.store": _ORDERING,
    "transform.apply_patterns.vector.lower_transpose": (I32EnumProperty("lowering_strategy", range(4)),),
    "transform.apply_patterns.vector.lower_multi_reduction": (I32EnumProperty("lowering_strategy", range(2)),),
}


def property_error(op: Operation) -> Diagnostic | None:
    """mlir-opt's parser's error for the first of `op`'s properties it cannot convert, if any."""
    traits = _PROPERTIES.get(op.name)
    return None if traits is None else first_failure(op, traits)
