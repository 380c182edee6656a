"""The Python API, for programs that embed toyir (a teaching compiler, an autograder).

    import toyir
    module = toyir.parse(text, filename="model.mlir")      # raises toyir.ParseError
    for diagnostic in toyir.verify(module, semantics="mlir"):
        print(toyir.render(text, diagnostic, filename="model.mlir"), end="")

    for found in toyir.diagnose(text, "model.mlir", teaching_notes=False):
        print(found.line, found.column, found.code, found.message)

A new op is declared in a few lines, with existing traits or new ones (see README):

    registry = toyir.DEFAULT_REGISTRY.extended([toyir.OpDef("tc.add", (toyir.Broadcastable(),))])
    toyir.verify(module, registry=registry)

IR is built in code with `toyir.ModuleBuilder` (toyir.builder), printed with `toyir.print_ir`
(generic form, read again by toyir and mlir-opt), and retyped with `toyir.infer_shapes`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from toyir.diagnostics import Diagnostic, DiagnosticError, where, without_teaching_notes
from toyir.driver import check_chunks
from toyir.inference import infer_module
from toyir.ir import Module, Type
from toyir.printer import print_module
from toyir.reading import parse_source, read_type
from toyir.registry import Registry
from toyir.rendering import render as _render
from toyir.semantics import BY_NAME, Semantics
from toyir import shapes
from toyir.shapes import Dim, Shape
from toyir.source import Source
from toyir.traits.base import with_teaching_notes
from toyir.verifier import verify as _verify

ParseError = DiagnosticError  # a syntax error; `.diagnostic` says where and what


def parse(text: str, filename: str = "<string>") -> Module:
    """The module `text` holds; raises `ParseError` on a syntax error."""
    return parse_source(Source.from_text(_name(filename), _text(text)))


# What a wrong argument gets at a prompt: a TypeError or ValueError naming it, not Python's
# internals from deep inside (a bare KeyError, 'bytes' object has no attribute ...).

def _text(text: object, argument: str = "text") -> str:
    if isinstance(text, (bytes, bytearray)):
        raise TypeError(f"{argument} must be a str, not bytes: decode it first, {argument}.decode('utf-8')")
    if not isinstance(text, str):
        raise TypeError(f"{argument} must be a str (the IR's text), not {type(text).__name__}")
    return text


def _name(filename: object) -> str:
    if not isinstance(filename, str):
        raise TypeError(f"filename must be a str, not {type(filename).__name__}")
    return filename


def _semantics(semantics: Semantics | str, registry: Registry | None) -> Semantics:
    if isinstance(semantics, str):
        if semantics not in BY_NAME:
            raise ValueError(f"semantics must be one of {', '.join(map(repr, BY_NAME))} (or a toyir.Semantics), "
                             f"not {semantics!r}")
        chosen = BY_NAME[semantics]
    elif isinstance(semantics, Semantics):
        chosen = semantics
    else:
        raise TypeError(f"semantics must be 'spec', 'mlir' or a toyir.Semantics, not {type(semantics).__name__}")
    if registry is not None and not isinstance(registry, Registry):
        raise TypeError(f"registry must be a toyir.Registry (DEFAULT_REGISTRY.extended(...)), not "
                        f"{type(registry).__name__}")
    return chosen if registry is None else chosen._replace(registry=registry)


def verify(module: Module, semantics: Semantics | str = "spec", *, registry: Registry | None = None,
           allow_unregistered: bool = False, teaching_notes: bool = True) -> list[Diagnostic]:
    """Every diagnostic of `module`, in file order: `semantics` "spec" (the seeds) or "mlir"
    (mlir-opt 22); `registry` replaces the declared ops (for ops of your own).  A module built
    in code has no text: its diagnostics are best read at their ops' locations (`diagnose`
    prints the module and reports in that text, or at the locations)."""
    found = with_teaching_notes(teaching_notes, lambda: _verify(module, _semantics(semantics, registry),
                                                                allow_unregistered=allow_unregistered))
    return found if teaching_notes else [without_teaching_notes(d) for d in found]


def check(text: str, filename: str = "<string>", *, semantics: Semantics | str = "spec",
          registry: Registry | None = None, split_marker: str | None = None,
          allow_unregistered: bool = False, teaching_notes: bool = True) -> list[Diagnostic]:
    """Parse and verify `text` as `toyir-verify` would: every diagnostic, syntax errors included,
    as values (`Diagnostic`: an offset into `text`, for code that filters or renders them);
    `diagnose` gives the same with each one's file, line and column worked out."""
    chunks = check_chunks(Source.from_text(_name(filename), _text(text)), split_marker=split_marker,
                          allow_unregistered=allow_unregistered, semantics=_semantics(semantics, registry),
                          teaching_notes=teaching_notes)
    found = [d for chunk in chunks for d in chunk.diagnostics]
    return found if teaching_notes else [without_teaching_notes(d) for d in found]


class Place(NamedTuple):
    """A note of a `Found`: where (1-based line and column, columns in characters) and what."""

    file: str
    line: int
    column: int
    message: str


class Found(NamedTuple):
    """A diagnostic with its place worked out: what an autograder or an editor wants."""

    file: str
    line: int
    column: int
    severity: str
    code: str
    message: str  # mlir-opt's words and toyir's detail
    notes: tuple[Place, ...]


def diagnose(text: str | Module, filename: str = "<string>", **options) -> list[Found]:
    """`check`, with each diagnostic's file, line, column, code and notes as fields.  A module
    built in code is printed first (`print_ir`) and checked as that text; options as `check`."""
    if isinstance(text, Module):
        text = print_ir(text)
    source = Source.from_text(_name(filename), _text(text, "text (or a Module)"))
    return [found_at(source, d) for d in check(text, filename, **options)]


def found_at(source: Source, diagnostic: Diagnostic) -> Found:
    """`diagnostic`, a diagnostic of `source`, with its place and its notes' worked out."""
    notes = tuple(Place(source.name, *source.line_col(diagnostic.offset if n.offset is None else n.offset), n.message)
                  for n in diagnostic.notes)
    return Found(*where(source, diagnostic), diagnostic.severity, diagnostic.code, diagnostic.text, notes)


def print_ir(module: Module) -> str:
    """`module` in MLIR's generic form (functions and modules in their custom form), as
    `toyir-verify --print-ir` prints it: toyir and mlir-opt 22 read it again."""
    return print_module(module)


def infer_shapes(module: Module, semantics: Semantics | str = "spec", *,
                 registry: Registry | None = None) -> Module:
    """A copy of `module` with each op's result types as its declaration infers them, followed
    through later uses and functions' result types (`toyir-verify --infer-shapes`)."""
    return infer_module(module, _semantics(semantics, registry).registry)


def parse_type(text: str) -> Type:
    """The type `text` spells (`"tensor<2x?xf64>"`); raises `ParseError`."""
    return read_type(Source("<type>", text))


def render(text: str, diagnostic: Diagnostic, filename: str = "<string>", colour: bool = False) -> str:
    """`diagnostic` as mlir-opt prints it: location, message, the source line, a caret, its notes."""
    return _render(Source.from_text(filename, text), diagnostic, colour)


# The shape math of toyir.shapes, with its arguments checked: the verifier calls the unchecked
# functions per op; a prompt or a course's code gets a TypeError or ValueError for a dim that is
# none (a string, a negative size), not a shape made of it.

def _shape(shape: object, argument: str) -> Shape:
    if not isinstance(shape, (tuple, list)):
        raise TypeError(f"{argument} must be a tuple of dims (ints >= 0, None for '?'), not {type(shape).__name__}")
    for dim in shape:
        _dim(dim, argument)
    return tuple(shape)


def _dim(dim: object, argument: str) -> Dim:
    if dim is not None and (isinstance(dim, bool) or not isinstance(dim, int)):
        raise TypeError(f"{argument}: a dim is an int >= 0 or None (for '?'), not {dim!r}")
    if dim is not None and dim < 0:
        raise ValueError(f"{argument}: a dim is an int >= 0 or None (for '?'), not {dim!r}")
    return dim


def infer_dim(dim0: Dim, dim1: Dim) -> Dim:
    """The seed's InferDim (toyir.shapes.infer_dim), its arguments checked."""
    return shapes.infer_dim(_dim(dim0, "dim0"), _dim(dim1, "dim1"))


def infer_shape(shape0: Shape, shape1: Shape, dim_rule: Callable[[Dim, Dim], Dim] = shapes.infer_dim) -> Shape:
    """The seed's InferShape (toyir.shapes.infer_shape), its arguments checked."""
    return shapes.infer_shape(_shape(shape0, "shape0"), _shape(shape1, "shape1"), dim_rule)


def infer_result_shape(shapes_: Iterable[Shape | None],
                       dim_rule: Callable[[Dim, Dim], Dim] = shapes.infer_dim) -> Shape | None:
    """The seed's InferResultShape (toyir.shapes.infer_result_shape), its arguments checked."""
    if isinstance(shapes_, (str, bytes)) or not isinstance(shapes_, Iterable):
        raise TypeError(f"shapes must be an iterable of shapes (tuples of dims, None for unranked), "
                        f"not {type(shapes_).__name__}")
    return shapes.infer_result_shape([None if s is None else _shape(s, f"shapes[{i}]") for i, s in enumerate(shapes_)],
                                     dim_rule)
