"""Stable error codes (`TOYIR-E0xx`) and what `toyir-verify --explain CODE` prints for each.

Each diagnostic is given its code where it is made (a trait declares the code of what it
reports; the parser's errors are syntax errors); the codes never change meaning.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true
if TYPE_CHECKING:
    from collections.abc import Iterable
    from typing import Any



# The codes, as the places that make diagnostics give them.
INCOMPATIBLE_SHAPES = "TOYIR-E001"
RESULT_SHAPE = "TOYIR-E002"
OPERAND_COUNT = "TOYIR-E003"
RESULT_COUNT = "TOYIR-E004"
TYPE_KIND = "TOYIR-E005"
VECTOR_WITH_TENSOR = "TOYIR-E006"
ELEMENT_TYPE = "TOYIR-E007"
ATTRIBUTE = "TOYIR-E008"
DIALECT_RULE = "TOYIR-E009"
SYNTAX = "TOYIR-E010"
NESTING = "TOYIR-E011"
NOT_UTF8 = "TOYIR-E012"
MATRIX_PRODUCT = "TOYIR-E013"
UNDECLARED = "TOYIR-E020"
REDEFINITION = "TOYIR-E021"
TYPE_MISMATCH = "TOYIR-E022"
DOMINANCE = "TOYIR-E023"
COUNTS = "TOYIR-E024"
UNREGISTERED = "TOYIR-E030"
FUNCTION = "TOYIR-E040"
STRUCTURE = "TOYIR-E041"
SPLIT_MARKER = "TOYIR-E050"
EXPECTATION = "TOYIR-E051"
IRDL = "TOYIR-E060"
IRDL_FILE = "TOYIR-E061"
TRAIT_FAILED = "TOYIR-E090"

# (code, title, explanation, minimal example)
CODES = [
    ("E001", "operands that do not broadcast",
     "Shapes are compared from their last dim.  Each pair of dims must be equal, or one of them 1 "
     "(it stretches), or `?` (known at run time).  Two static dims that differ, neither of them 1, "
     "cannot broadcast: InferDim, the rule that decides each pair of dims, rejects (>1, >1) unless they are equal.",
     '%r = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>'),
    ("E002", "a result that is not the broadcast shape",
     "The result must have the rank the operands broadcast to, and each static result dim must be "
     "the inferred one; a `?` result dim is always fine, but where the operands leave a dim `?`, "
     "the result may not claim a static size.  Results never broadcast: an inferred 1 is not a 4.",
     '%r = "test.broadcastable"(%a) : (tensor<2xi32>) -> tensor<4xi32>'),
    ("E003", "the wrong number of operands",
     "Each op declares how many operands it takes.",
     '%r = "test.broadcastable"() : () -> tensor<4xi32>'),
    ("E004", "not exactly one result",
     "Broadcasting ops have exactly one result.", '"test.broadcastable"(%a) : (tensor<4xi32>) -> ()'),
    ("E005", "an operand or result of the wrong kind of type",
     "Broadcasting happens between shaped types: tensors (and, under the default --semantics=spec, vectors).",
     '%r = "test.broadcastable"(%a) : (i32) -> tensor<4xi32>'),
    ("E006", "vectors mixed with tensors",
     "The operands and result of one op are all tensors or all vectors.",
     '%r = "test.broadcastable"(%a) : (vector<4xf32>) -> tensor<4xf32>'),
    ("E007", "element types that do not fit the op",
     "OpenVINO, ONNX and ncnn ops keep one element type; ONNX comparisons give i1, And/Or/Xor take i1.",
     '%r = "onnx.Add"(%a, %b) : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>'),
    ("E008", "a missing or invalid attribute",
     "The op reads this attribute; its value must be one the op knows.",
     '%r = "ov.add"(%a, %b) {auto_broadcast = "explicit"} : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>'),
    ("E013", "matrices that do not multiply",
     "ONNX Gemm multiplies A (M, K) by B (K, N), each transposed first if transA or transB is 1: both "
     "must have rank 2 and the same K.  This is a matrix product, not broadcasting; only C broadcasts, "
     "to (M, N).",
     '%r = "onnx.Gemm"(%a, %b) : (tensor<2x3xf32>, tensor<5x4xf32>) -> tensor<2x4xf32>'),
    ("E011", "nesting too deep",
     "Types, attributes and modules nest at most 100 levels.", "complex<complex<...>> 101 times"),
    ("E012", "bytes that are not UTF-8", "Files are read as UTF-8 text.", "a Latin-1 é"),
    ("E020", "a value used but never defined",
     "Inside a function, every value is an argument or the result of an op above its use.",
     'func.func @f() {\n  "t.sink"(%x) : (i32) -> ()\n  return\n}'),
    ("E021", "a name defined twice",
     "Each value name, and each function name in a module, is defined once.",
     '%r = "t.a"() : () -> i32\n%r = "t.b"() : () -> i32'),
    ("E022", "a value used with another type",
     "Every use of a value repeats the type it was defined (or, at the top level, first used) with.",
     '"t.a"(%x) : (i32) -> ()\n"t.b"(%x) : (f32) -> ()'),
    ("E023", "a value used before its definition",
     "In a function, an op may only use values defined above it.", ""),
    ("E024", "names and types that do not add up",
     "An op binds as many names as it has results, and lists as many operand types as operands.",
     '%r = "test.broadcastable"(%a, %b) : (tensor<4xi32>) -> tensor<4xi32>'),
    ("E030", "an op no dialect declares",
     "toyir knows test, ov, onnx, ncnn and func ops; --allow-unregistered-dialect accepts others unchecked.",
     '"toy.frobnicate"() : () -> ()'),
    ("E040",
     "a function that does not fit its signature",
     "A function body starts with its arguments (named in the signature, or in ^bb0 for a signature "
     "of types) and ends with a return of the function's result types.",
     "func.func @f(%a: i32) -> i32 {\n  return\n}"),
    ("E050", "a line that almost splits the file",
     "With --split-input-file, `// -----` cuts the file; `// ----` does not, and is probably a typo.", "// ----"),
    ("E009", "a rule of a dialect declared outside toyir",
     "The op's dialect (loaded with --dialect) declares this rule; its message says what it wants.", ""),
    ("E041", "ops, blocks and regions in the wrong places",
     "A terminator ends its block; a block of a registered op's region ends with a terminator; an op "
     "with successors ends its block and names blocks of its own region; some ops stand only inside "
     "certain others.", '"func.return"() : () -> ()'),
    ("E051", "a --verify-diagnostics expectation not met",
     "An `expected-error` annotation that no diagnostic matched, or a diagnostic no annotation expected.",
     '"t.a"() : () -> ()  // expected-error {{nothing}}'),
    ("E060", "an op that does not meet its IRDL definition",
     "The op's dialect is declared in IRDL (--irdl-file): its operands, results, attributes and regions "
     "must be as many as the definition lists, optional and variadic ones counted as its segment sizes "
     "say, each meeting its constraint; a constraint met once (`%t` for two operands) is met again only by "
     "the same type.  The words are mlir-opt's.", ""),
    ("E061", "an IRDL file mlir-opt would not load",
     "An IRDL file (--irdl-file) is IR too: each value is defined once and before its uses, each symbol "
     "once in its table, a base name starts with '!' (a type) or '#' (an attribute), a `parametric` names "
     "a type or attribute the file defines, and no `any_of` has an alternative that matches anything.", ""),
    ("E090", "a rule that failed to run",
     "A trait raised an exception, or returned what is neither a diagnostic nor None (a string, True), "
     "instead of returning a diagnostic: a bug in the trait (toyir's, or a dialect's loaded with "
     "--dialect), reported at the op it was checking, with what it raised or returned.", ""),
    ("E010", "a syntax error",
     "The text is not MLIR's generic op syntax (the grammar is grammar/toyir.lark); the caret points "
     "where what was expected belongs.", '%r = "test.broadcastable"(%a) : (tensor<4xi32) -> tensor<4xi32>'),
]


def dialect_codes(ops: Iterable[Any] = ()) -> dict[str, tuple[str, str, str]]:
    """The codes the traits of `ops` (OpDefs: a registry) name and explain (`Trait.title`,
    `explanation`, `example`): a dialect's own, by code, each its title, paragraph and example."""
    found: dict[str, tuple[str, str, str]] = {}
    for op in ops:
        for trait in op.checks:
            code = trait.code
            if code and not code.startswith("TOYIR-") and code not in found and (trait.title or trait.explanation):
                found[code] = (trait.title or code, trait.explanation, trait.example)
    return found


def codes(ops: Iterable[Any] = ()) -> list[tuple[str, str]]:
    """Every code and its title, in code order: what `--explain` with no code lists (with the
    codes `ops`'s traits explain after TOYIR's)."""
    return sorted((f"TOYIR-{code}", title) for code, title, *_ in CODES) + sorted(
        (code, title) for code, (title, _, _) in dialect_codes(ops).items())


def explain(code: str, ops: Iterable[Any] = ()) -> str | None:
    """What `--explain CODE` prints: a title, a paragraph, a minimal example; None if unknown.
    A code of a dialect's own is looked for among the traits of `ops` (a registry)."""
    wanted = code.upper().removeprefix("TOYIR-")
    for known, title, paragraph, example in CODES:
        if known == wanted:
            return _explained(f"TOYIR-{known}", title, paragraph, example)
    for known, (title, paragraph, example) in dialect_codes(ops).items():
        if known.upper() == code.upper():
            return _explained(known, title, paragraph, example)
    return None


def _explained(code: str, title: str, paragraph: str, example: str) -> str:
    text = f"{code}: {title}\n\n{paragraph}\n" if paragraph else f"{code}: {title}\n"
    return text + ("\nFor example:\n\n    " + example.replace("\n", "\n    ") + "\n" if example else "")
