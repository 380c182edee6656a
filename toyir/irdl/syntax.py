"""An IRDL file read: grammar/irdl.lark's custom form of MLIR's IRDL dialect, into `Dialect`s
(the generic form is toyir/irdl/generic.py's, into the same, through the checks here).

What mlir-opt checks of an IRDL file before it loads it is checked here, in mlir-opt's words and
at its places, in the order it finds them: first what its parser finds (syntax, a value used
before its definition or never defined, a value defined twice), then its verifier, op by op
(each definition's lists given twice, its name, its statements' own failures, names in two lists;
each dialect's name and its symbols defined twice), then the file's symbol table and symbol uses
(a `base` or `parametric` naming no type or attribute definition).  Each constraint's attribute
(`irdl.is ATTR`) is read by toyir's own grammar (toyir.lark's `attr_value`).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from importlib.resources import files

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedInput

from toyir.diagnostics import Diagnostic, DiagnosticError, Note, error
from toyir.explanations import IRDL_FILE
from toyir.ir import referenced, unquote
from toyir.reading import read_attribute
from toyir.records import Node
from toyir.source import Source
from toyir.syntax import tables
from toyir.syntax.errors import after_previous_token, begins_no_token

# ------------------------------------------------------------------------------ the model


class Slot(Node):
    """One constraint (`%v = irdl.is i32`) or region (`%r = irdl.region`) of a definition.

    `kind`: is, any, any_of, all_of, base, parametric, region.  `args`: the constraint slots it
    refers to (any_of, all_of, parametric, region).  `value`: is's attribute; base's name (a
    string, `"!builtin.integer"`) or symbol (a tuple of names); parametric's symbol; region's
    number of blocks (or None).  `constrained`: a region's `(...)`, even empty, was written."""

    __slots__ = ("kind", "offset", "args", "value", "constrained")

    def __init__(self, kind: str, offset: int, args: tuple[int, ...] = (), value: object = None,
                 constrained: bool = False) -> None:
        self.kind = kind
        self.offset = offset
        self.args = args
        self.value = value
        self.constrained = constrained


class Definition(Node):
    """`irdl.operation`, `irdl.type` or `irdl.attribute` (`kind`) named `name` in `dialect`.

    `slots`: its constraints in the order written (regions apart, in `region_slots`); the
    lists below give, for each operand, result, attribute, parameter and region, its name and
    the index of its slot (operands and results with their variadicity too)."""

    __slots__ = ("kind", "dialect", "name", "offset", "slots", "region_slots", "operands", "results", "attributes",
                 "parameters", "regions")

    def __init__(self, kind: str, dialect: str, name: str, offset: int) -> None:
        self.kind = kind
        self.dialect = dialect
        self.name = name
        self.offset = offset
        self.slots: list[Slot] = []
        self.region_slots: list[Slot] = []
        self.operands: list[tuple[str, str, int]] = []
        self.results: list[tuple[str, str, int]] = []
        self.attributes: list[tuple[str, int]] = []
        self.parameters: list[tuple[str, int]] = []
        self.regions: list[tuple[str, int]] = []

    @property
    def full_name(self) -> str:
        return f"{self.dialect}.{self.name}"


class Dialect(Node):
    __slots__ = ("name", "offset", "definitions")

    def __init__(self, name: str, offset: int) -> None:
        self.name = name
        self.offset = offset
        self.definitions: list[Definition] = []


# ------------------------------------------------------------------------------ reading


def grammar_text() -> str:
    return files("toyir.grammar").joinpath("irdl.lark").read_text(encoding="utf-8")


def make_lark(*, strict: bool = False) -> Lark:
    return Lark(grammar_text(), parser="lalr", lexer="contextual", propagate_positions=False, strict=strict)


@functools.cache
def _lark() -> Lark:
    # the LALR tables from the same trusted per-user cache as toyir.lark's (building them: 0.15 s a run)
    return tables.cached_lark(make_lark, grammar_text())


def read_irdl(source: Source) -> list[Dialect]:
    """The dialects `source` declares; DiagnosticError at the first thing mlir-opt would reject."""
    try:
        tree = _lark().parse(source.text)
    except UnexpectedInput as e:
        raise DiagnosticError(_syntax_error(source, e)) from None
    dialects: list[Dialect] = []
    later: list[Diagnostic] = []  # what mlir-opt's verifier says, once the file is read
    for node in tree.iter_subtrees_topdown():
        if node.data == "dialect":
            dialects.append(_dialect(source, node, later))
    return finished(dialects, later)


def finished(dialects: list[Dialect], later: list[Diagnostic]) -> list[Dialect]:
    """`dialects`, read whole, once mlir-opt's verifier would pass them: what it says of the
    ops (`later`), then of the file's symbol table (a dialect defined twice), then of symbol
    uses; DiagnosticError at the first."""
    names: dict[str, int] = {}
    redefined: list[Diagnostic] = []
    for dialect in dialects:
        define(names, dialect.name, dialect.offset, redefined)
    if later or redefined:
        raise DiagnosticError((later + redefined)[0])
    _check_references(dialects)
    return dialects


def _error(offset: int, message: str, *notes: Note, detail: str = "") -> Diagnostic:
    return error(offset, message, *notes, detail=detail, code=IRDL_FILE)


# What mlir-opt says where its parser of IRDL's custom form wants a terminal (by grammar name).
_WANTED = {"ATOM": "attribute value", "VALUE_ID": "SSA operand", "SYMBOL_NAME": "valid '@'-identifier",
           "STRING": "string", "BARE_ID": "identifier", "INT": "integer value", "VARIADICITY": "identifier"}
# What may begin an op of IRDL's (a statement of a definition, a definition, a dialect).
_OP_STARTS = {"VALUE_ID", "OPERANDS", "RESULTS", "PARAMETERS", "ATTRIBUTES", "REGIONS", "OPERATION", "TYPE",
              "ATTRIBUTE", "DIALECT", "MODULE"}
_LITERALS = {"LBRACE": "{", "RBRACE": "}", "LPAREN": "(", "RPAREN": ")", "LANGLE": "<", "RANGLE": ">",
             "COLON": ":", "COMMA": ",", "EQUAL": "=", "SCOPE": "::", "LBRACKET": "[", "RBRACKET": "]"}


def _syntax_error(source: Source, e: UnexpectedInput) -> Diagnostic:
    """A Lark error in an IRDL file, in mlir-opt's words where it has them, at its place: right
    after the previous token (where what is missing belongs)."""
    token = getattr(e, "token", None)
    position = getattr(e, "pos_in_stream", None) or 0
    if token is None or (token.type == "ATOM" and begins_no_token(str(token)[0])):
        # a character no token of MLIR's begins with: mlir-opt's lexer says so, at it
        position = position if token is None else token.start_pos or 0
        return _error(position, "unexpected character", detail=f": {source.text[position:position + 1]!r}")
    if token.type != "$END":
        position = token.start_pos or 0
    else:
        position = len(source.text)
    expected = set(getattr(e, "accepts", None) or getattr(e, "expected", None) or getattr(e, "allowed", None) or ())
    expected -= {"WS", "COMMENT"}
    found = "end of file" if token.type == "$END" else f"'{token}'"
    inside = _open_value(e)
    if inside is not None and source.text[inside:position].strip():
        # in `irdl.is`'s attribute: what toyir's own grammar says of it, read up to here
        try:
            read_attribute(source, inside, position)
        except DiagnosticError as wrong:
            return wrong.diagnostic._replace(code=IRDL_FILE)
    if expected & _OP_STARTS and token.type not in {"BARE_ID", "STRING"} | _OP_STARTS:
        # where an op may begin, anything else (a number, the end of the file) is mlir-opt's
        return _error(after_previous_token(source.text, 0, position), "expected operation name in quotes",
                      detail=f", found {found}")
    closer = next((name for name in ("RPAREN", "RANGLE", "RBRACE", "RBRACKET") if name in expected), None)
    if closer is not None and expected <= {closer, "COMMA"}:
        expected = {closer}  # a list not closed: mlir-opt names what closes it
    words = next((_WANTED[name] for name in ("ATOM", "VALUE_ID", "SYMBOL_NAME", "STRING", "INT") if name in expected),
                 None)
    if words is None and len(expected) == 1:
        name = next(iter(expected))
        words = f"'{_LITERALS[name]}'" if name in _LITERALS else _WANTED.get(name, name.lower().replace("_", "."))
    message = f"expected {words}" if words else "unexpected token in an IRDL file"
    shown = ", ".join(sorted(_LITERALS.get(n, n.lower()) for n in expected)[:8])
    return _error(after_previous_token(source.text, 0, position), message,
                  detail=f", found {found}" + (f" (expected one of: {shown})" if len(expected) > 1 else ""))


def _open_value(e: UnexpectedInput) -> int | None:
    """Where the attribute of the `irdl.is` the parser is in begins, if it is in one (its
    keyword is on the parser's stack until the attribute is complete)."""
    parser = getattr(e, "interactive_parser", None)
    stack = parser.parser_state.value_stack if parser is not None else ()
    return next((item.end_pos for item in reversed(stack) if isinstance(item, Token) and item.type == "IS"), None)


def _name(token: Token) -> str:
    return referenced(str(token))  # `@x` or `@"x"`, escapes read


def _at(token: Token) -> int:
    return token.start_pos or 0


def _tokens(node: Tree) -> list[Token]:
    return [c for c in node.children if isinstance(c, Token)]


def _trees(node: Tree, data: str | None = None) -> list[Tree]:
    """`node`'s subtrees (those of rule `data`, if given)."""
    return [c for c in node.children if isinstance(c, Tree) and (data is None or c.data == data)]


def _dialect(source: Source, node: Tree, later: list[Diagnostic]) -> Dialect:
    """The dialect `node` declares; what mlir-opt's verifier would say of it (the ops' own
    checks, then its symbol table's) goes to `later`, as parse errors come first."""
    keyword, name = _tokens(node)[:2]
    dialect = Dialect(_name(name), _at(keyword))
    later += dialect_name_failures(dialect)
    definitions: dict[str, int] = {}
    redefined: list[Diagnostic] = []
    for child in _trees(node):
        kind = {"operation": "operation", "type_def": "type", "attribute_def": "attribute"}[str(child.data)]
        keyword, name = _tokens(child)[:2]
        definition = Definition(kind, dialect.name, _name(name), _at(keyword))
        define(definitions, definition.name, _at(keyword), redefined)
        _statements(source, definition, _trees(child), later)
        dialect.definitions.append(definition)
    later += redefined
    return dialect


def dialect_name_failures(dialect: Dialect) -> list[Diagnostic]:
    if "." in dialect.name:
        return [_error(dialect.offset, "'irdl.dialect' op invalid dialect name")]
    return _name_checked(dialect.name, "dialect", dialect.offset)


def define(table: dict[str, int], name: str, offset: int, later: list[Diagnostic]) -> None:
    """`name` defined at `offset` in the symbol table `table` (a redefinition goes to `later`)."""
    if name in table:
        later.append(_error(offset, f"redefinition of symbol named '{name}'",
                            Note("see existing symbol definition here", table[name])))
    else:
        table[name] = offset


def _statements(source: Source, definition: Definition, statements: list[Tree], later: list[Diagnostic]) -> None:
    """`definition`'s constraints and lists; a value used before its definition, never defined,
    or defined twice is a parse error (raised), an op's own failure goes to `later`."""
    values: dict[str, tuple[str, int, int]] = {}  # `%v` -> ("c" or "r", slot index, where defined)
    # where each value's op is (its keyword: `irdl.is`), for a use before it
    defined_later = {str(_tokens(s)[0]): _at(_tokens(_trees(s)[0])[0]) for s in statements if s.data == "constraint"}

    def use(token: Token, want: str, op: int, operand: int) -> int:
        """The slot `token` names, used as operand `operand` of the op at `op`."""
        name = str(token)
        found = values.get(name)
        if found is None:
            if name in defined_later:
                raise DiagnosticError(_error(op, f"operand #{operand} does not dominate this use",
                                             Note("operand defined here (op in the same block)", defined_later[name])))
            raise DiagnosticError(_error(_at(token), "use of undeclared SSA value name"))
        if found[0] != want:
            have, wanted = ("!irdl.region", "!irdl.attribute") if want == "c" else ("!irdl.attribute", "!irdl.region")
            raise DiagnosticError(_error(_at(token), f"use of value '{name}' expects different type than prior "
                                                     f"uses: '{wanted}' vs '{have}'", Note("prior use here", found[2])))
        return found[1]

    def uses(node: Tree | None, op: int) -> tuple[int, ...]:
        return () if node is None else tuple(use(_tokens(u)[0], "c", op, i) for i, u in enumerate(_trees(node)))

    children: list[Diagnostic] = []  # each statement's own failures, in order
    lists: list[tuple[str, int, list[tuple[str, str, int]]]] = []
    for statement in statements:
        kind = str(statement.data)
        if kind == "constraint":
            name_token = _tokens(statement)[0]
            slot = _slot(source, _trees(statement)[0], uses, children)
            name = str(name_token)
            if name in values:
                raise DiagnosticError(_error(_at(name_token), f"redefinition of SSA value '{name}'",
                                             Note("previously defined here", values[name][2])))
            slots = definition.region_slots if slot.kind == "region" else definition.slots
            values[name] = ("r" if slot.kind == "region" else "c", len(slots), _at(name_token))
            slots.append(slot)
            continue
        op = _at(_tokens(statement)[0])
        if kind == "attributes":  # `"name" = %value`, ...
            entries = [(unquote(str(key)), "single", use(value, "c", op, i))
                       for i, (key, _, value) in enumerate(map(_tokens, _trees(statement, "attribute")))]
        else:  # operands, results, parameters, regions: `name: [variadicity] %value`, ...
            entries = []
            for i, named in enumerate(_trees(statement, "named")):
                parts = _tokens(named)
                variadicity = str(parts[2]) if len(parts) == 4 else "single"
                entries.append((str(parts[0]), variadicity, use(parts[-1], "r" if kind == "regions" else "c", op, i)))
        children += list_failures(definition.kind, kind, op, [name for name, _, _ in entries])
        lists.append((kind, op, entries))
    check_definition(definition, lists, children, later)


def list_failures(parent: str, kind: str, op: int, names: list[str]) -> list[Diagnostic]:
    """What mlir-opt says of a list (`kind`: operands, results, ...) itself, at `op`: where it
    stands (in a definition of kind `parent`), and its names."""
    wrong = []
    allowed = _PARENTS[kind]
    if parent not in allowed:
        wrong.append(_error(op, f"'irdl.{kind}' op expects parent op " + (
            f"'irdl.{allowed[0]}'" if len(allowed) == 1 else
            f"to be one of '{', '.join('irdl.' + p for p in allowed)}'")))
    return wrong if kind == "attributes" else wrong + _names_checked(kind, op, names)


def check_definition(definition: Definition, lists: list[tuple[str, int, list[tuple[str, str, int]]]],
                     children: list[Diagnostic], later: list[Diagnostic]) -> None:
    """`definition` given its lists (kind, where, entries: name, variadicity, slot); what
    mlir-opt's verifier says of it goes to `later`, in its order: as it enters the definition
    (a list given twice, then its name), its statements' own failures (`children`), and as it
    leaves (a name in two lists)."""
    seen: dict[str, int] = {}
    for kind, _, entries in lists:
        seen[kind] = seen.get(kind, 0) + 1
        if kind in ("operands", "results"):
            getattr(definition, kind).extend(entries)
        else:
            getattr(definition, kind).extend((name, index) for name, _, index in entries)
    twice = next((kind for kind, count in seen.items() if count > 1), None)
    if twice is not None:  # AtMostOneChildOf, a trait: checked first
        later.append(_error(definition.offset, f"failed to verify AtMostOneChildOf trait: the operation contains at "
                                               f"least two operations of type irdl.{twice}"))
    later += _name_checked(definition.name, definition.kind, definition.offset)
    later += children
    for first, second in (("operands", "results"), ("operands", "regions"), ("results", "regions")):
        names = {entry[0] for entry in getattr(definition, second)}
        shared = next((entry[0] for entry in getattr(definition, first) if entry[0] in names), None)
        if shared is not None:
            later.append(_error(definition.offset, f"'irdl.{definition.kind}' op contains a value named '{shared}' "
                                                   f"for both its {first} and {second}"))
            break


# Where each list may stand (mlir-opt's HasParent / ParentOneOf of the IRDL ops)
_PARENTS = {"operands": ("operation",), "results": ("operation",), "attributes": ("operation",),
            "regions": ("operation",), "parameters": ("attribute", "type")}
_SINGULAR = {"operands": "operand", "results": "result", "parameters": "parameter", "regions": "region"}


def _names_checked(kind: str, op: int, names: list[str]) -> list[Diagnostic]:
    """What mlir-opt says of a list's names: each a valid name (`_name_checked`), none twice."""
    label = _SINGULAR[kind]
    for i, name in enumerate(names):
        wrong = _name_checked(name, f"{label} #{i}", op)
        if wrong:
            return wrong
        if name in names[:i]:
            return [_error(op, f"'irdl.{kind}' op name of {label} #{i} is a duplicate of the name of {label} "
                               f"#{names.index(name)}")]
    return []


def _name_checked(name: str, label: str, offset: int) -> list[Diagnostic]:
    problem = name_problem(name)
    return [] if problem is None else [_error(offset, f"name of {label} {problem}")]


def name_problem(name: str) -> str | None:
    """What mlir-opt says of a name in IRDL (a dialect's, a definition's, an operand's) that is
    not lowercase letters, digits and single inner underscores, read left to right; None if it is."""
    underscore_allowed = False
    for char in name:
        if char == "_":
            if not underscore_allowed:
                return "should not contain leading or double underscores"
        elif not (char.isascii() and char.isalnum()):
            return "must contain only lowercase letters, digits and underscores"
        elif char.isupper():
            return "should not contain uppercase letters"
        underscore_allowed = char != "_"
    return None


def _slot(source: Source, body: Tree, uses: Callable[[Tree | None, int], tuple[int, ...]],
          later: list[Diagnostic]) -> Slot:
    kind = str(body.data).rstrip("_")
    tokens = _tokens(body)
    offset = _at(tokens[0])
    if kind == "is":
        attribute = list(body.scan_values(lambda v: isinstance(v, Token)))[1:]  # the tokens after `irdl.is`
        return Slot("is", offset, value=_is_value(source, attribute))
    if kind == "any":
        return Slot("any", offset)
    if kind == "c_pred":
        later.append(_error(offset, "'irdl.c_pred' is a C++ predicate, which an IRDL file loaded at run time cannot "
                                    "check", detail=": neither toyir nor mlir-opt --irdl-file evaluates it "
                                                    "(mlir-opt 22 crashes verifying an op whose operand is one)"))
        return Slot("any", offset)
    if kind in ("any_of", "all_of"):
        return Slot(kind, offset, uses(_child(body, "uses"), offset))
    if kind == "base":
        if len(tokens) > 1:  # `irdl.base "!builtin.integer"`
            name = str(tokens[1])[1:-1]
            if not name.startswith(("!", "#")):
                later.append(_error(offset, "'irdl.base' op the base type or attribute name should start with '!' "
                                            "or '#'"))
            return Slot("base", offset, value=name)
        return Slot("base", offset, value=_symbol(_trees(body)[0]))
    if kind == "parametric":
        return Slot("parametric", offset, uses(_child(body, "uses"), offset), value=_symbol(_trees(body)[0]))
    # region: `irdl.region`, `irdl.region(%a, ...)`, `irdl.region with size N`
    blocks = next((int(t) for t in tokens if t.type == "INT"), None)
    constrained = any(t.type == "LPAREN" for t in tokens)
    return Slot("region", offset, uses(_child(body, "uses"), offset), value=blocks, constrained=constrained)


def _is_value(source: Source, tokens: list[Token]) -> object:
    """The attribute `irdl.is` names: all of `tokens`, or, where that is no attribute, all but
    a last `{...}` (the op's own attribute dictionary, which mlir-opt reads after the attribute)."""
    start = _at(tokens[0])
    try:
        return read_attribute(source, start, tokens[-1].end_pos or 0)
    except DiagnosticError:
        depth, cut = 0, None
        for i, token in enumerate(tokens):
            if token.type in ("LANGLE", "LPAREN", "LBRACKET", "LBRACE"):
                if depth == 0:
                    cut = i if token.type == "LBRACE" else None
                depth += 1
            elif token.type in ("RANGLE", "RPAREN", "RBRACKET", "RBRACE"):
                depth -= 1
            elif depth == 0:
                cut = None
        if not cut:
            raise
        return read_attribute(source, start, tokens[cut - 1].end_pos or 0)


def _child(node: Tree, data: str) -> Tree | None:
    return next((c for c in _trees(node) if c.data == data), None)


def _symbol(node: Tree) -> tuple[str, ...]:
    return tuple(_name(t) for t in _tokens(node) if t.type == "SYMBOL_NAME")


def _check_references(dialects: list[Dialect]) -> None:
    """Every `irdl.base @d::@t` and `irdl.parametric @d::@t<...>` names a type or attribute
    definition (mlir-opt's symbol check, after each op's own)."""
    known = {(d.name, definition.name): definition for d in dialects for definition in d.definitions}
    for dialect in dialects:
        for definition in dialect.definitions:
            for slot in definition.slots:
                if slot.kind in ("base", "parametric") and isinstance(slot.value, tuple):
                    target = known.get(slot.value) if len(slot.value) == 2 else None
                    if target is None or target.kind == "operation":
                        name = "::".join("@" + part for part in slot.value)
                        op = "irdl.parametric" if slot.kind == "parametric" else "irdl.base"
                        raise DiagnosticError(_error(slot.offset, f"'{op}' op symbol '{name}' not found"))
