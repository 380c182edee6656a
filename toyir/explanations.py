"""Stable error codes (`TOYIR-E0xx`) and what `toyir-verify --explain CODE` prints for each.

A diagnostic's code follows from its mlir-opt wording (which never changes), so every message
has one code however it is built; `code_of` is the single place that decides.
"""

from __future__ import annotations

import re

# (code, pattern on the message, title, explanation, minimal example)
CODES = [
    ("E001", r"operands don't have broadcast-compatible shapes", "operands that do not broadcast",
     "Shapes are compared from their last dim.  Each pair of dims must be equal, or one of them 1 "
     "(it stretches), or `?` (known at run time).  Two static dims that differ, neither of them 1, "
     "cannot broadcast: InferDim, the rule that decides each pair of dims, rejects (>1, >1) unless they are equal.",
     '%r = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>'),
    ("E002", r"result type '.*' not broadcast compatible", "a result that is not the broadcast shape",
     "The result must have the rank the operands broadcast to, and each static result dim must be "
     "the inferred one; a `?` result dim is always fine, but where the operands leave a dim `?`, "
     "the result may not claim a static size.  Results never broadcast: an inferred 1 is not a 4.",
     '%r = "test.broadcastable"(%a) : (tensor<2xi32>) -> tensor<4xi32>'),
    ("E003", r"expected .* operands?, but found", "the wrong number of operands",
     "Each op declares how many operands it takes.",
     '%r = "test.broadcastable"() : () -> tensor<4xi32>'),
    ("E004", r"requires one result", "not exactly one result",
     "Broadcasting ops have exactly one result.", '"test.broadcastable"(%a) : (tensor<4xi32>) -> ()'),
    ("E005", r"must be (variadic of )?tensor", "an operand or result of the wrong kind of type",
     "Broadcasting happens between shaped types: tensors (and, under the default --semantics=spec, vectors).",
     '%r = "test.broadcastable"(%a) : (i32) -> tensor<4xi32>'),
    ("E006", r"cannot broadcast vector with tensor", "vectors mixed with tensors",
     "The operands and result of one op are all tensors or all vectors.",
     '%r = "test.broadcastable"(%a) : (vector<4xf32>) -> tensor<4xf32>'),
    ("E007", r"element type|1-bit signless integer", "element types that do not fit the op",
     "OpenVINO, ONNX and ncnn ops keep one element type; ONNX comparisons give i1, And/Or/Xor take i1.",
     '%r = "onnx.Add"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>'),
    ("E008", r"attribute '", "a missing or invalid attribute",
     "The op reads this attribute; its value must be one the op knows.",
     '%r = "ov.add"(%a, %b) {auto_broadcast = "explicit"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>'),
    ("E009", r"matrix operands .* cannot be multiplied", "matrices that do not multiply",
     "ONNX Gemm multiplies A (M, K) by B (K, N), each transposed first if transA or transB is 1: both "
     "must have rank 2 and the same K.  This is a matrix product, not broadcasting; only C broadcasts, "
     "to (M, N).",
     '%r = "onnx.Gemm"(%a, %b) : (tensor<2x3xf32>, tensor<5x4xf32>) -> tensor<2x4xf32>'),
    ("E011", r"nesting too deep", "nesting too deep",
     "Types, attributes and modules nest at most 100 levels.", "complex<complex<...>> 101 times"),
    ("E012", r"not valid UTF-8", "bytes that are not UTF-8", "Files are read as UTF-8 text.", "a Latin-1 é"),
    ("E020", r"use of undeclared SSA value name", "a value used but never defined",
     "Inside a function, every value is an argument or the result of an op above its use.",
     'func.func @f() {\n  "t.sink"(%x) : (i32) -> ()\n  return\n}'),
    ("E021", r"redefinition of (SSA value|symbol)", "a name defined twice",
     "Each value name, and each function name in a module, is defined once.",
     '%r = "t.a"() : () -> i32\n%r = "t.b"() : () -> i32'),
    ("E022", r"expects different type than prior uses", "a value used with another type",
     "Every use of a value repeats the type it was defined (or, at the top level, first used) with.",
     '"t.a"(%x) : (i32) -> ()\n"t.b"(%x) : (f32) -> ()'),
    ("E023", r"does not dominate this use", "a value used before its definition",
     "In a function, an op may only use values defined above it.", ""),
    ("E024", r"operation defines|operand types but had|invalid result number", "names and types that do not add up",
     "An op binds as many names as it has results, and lists as many operand types as operands.",
     '%r = "test.broadcastable"(%a, %b) : (tensor<4xi32>) -> tensor<4xi32>'),
    ("E030", r"unregistered (operation|dialect)", "an op no dialect declares",
     "toyir knows test, ov, onnx, ncnn and func ops; --allow-unregistered-dialect accepts others unchecked.",
     '"toy.frobnicate"() : () -> ()'),
    ("E040", r"'func\.(func|return)' op|terminator|block name in region|empty block|return operand",
     "a function that does not fit its signature",
     "A function body starts with its arguments (named in the signature, or in ^bb0 for a signature "
     "of types) and ends with a return of the function's result types.",
     "func.func @f(%a: i32) -> i32 {\n  return\n}"),
    ("E050", r"split marker", "a line that almost splits the file",
     "With --split-input-file, `// -----` cuts the file; `// ----` does not, and is probably a typo.", "// ----"),
    ("E010", r".", "a syntax error",
     "The text is not MLIR's generic op syntax (the grammar is grammar/toyir.lark); the caret points "
     "where what was expected belongs.", '%r = "test.broadcastable"(%a) : (tensor<4xi32) -> tensor<4xi32>'),
]
def code_of(message: str) -> str:
    """The stable code of a diagnostic's (mlir-opt-worded) message, as `TOYIR-E0xx`."""
    # re caches compiled patterns: nothing is compiled at start-up, and little after.
    return "TOYIR-" + next(code for code, pattern, *_ in CODES if re.search(pattern, message))


def explain(code: str) -> str | None:
    """What `--explain CODE` prints: a title, a paragraph, a minimal example; None if unknown."""
    wanted = code.upper().removeprefix("TOYIR-")
    for known, _, title, paragraph, example in CODES:
        if known == wanted:
            text = f"TOYIR-{known}: {title}\n\n{paragraph}\n"
            return text + ("\nFor example:\n\n    " + example.replace("\n", "\n    ") + "\n" if example else "")
    return None
