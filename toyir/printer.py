"""Printing a module back as text that toyir and mlir-opt 22 both read again.

Ops print in MLIR's generic form, `%r = "d.op"(%a)[^bb1] <{props}> ({ regions }) {attrs} :
(T) -> U loc(...)`, regions indented one level per nesting.  A `func.func` or `builtin.module`
that the custom syntax can say (only the properties it has words for, one block) keeps that
syntax, as mlir-opt prints them.  Value names, aliases and locations are kept as written; the
alias definitions come first and the `{-# ... #-}` resources last, as in the input.
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Callable
from fractions import Fraction

from toyir.ir import (FUNC_OP, MODULE_OP, ArrayAttr, Attribute, Block, BoolAttr, DictAttr, DistinctAttr, FloatAttr, FloatType,
                      FunctionType, IntegerAttr, IntegerType, Module, OpaqueAttr, OpaqueType, Operation, Region,
                      StringAttr, TypeAttr, UnitAttr, Use, format_symbol, quote, unquote)
from toyir.ir import MLIR_OPT_DIALECTS  # (the dialects whose types mlir-opt prints itself)

INDENT = "  "


def print_module(module: Module) -> str:
    lines = [f"{name} = {value}" for name, value in module.aliases]
    lines += _free_definitions(module.body)
    for op in module.body:
        _op(op, 0, lines)
    if module.resources:
        lines.append(module.resources)
    return "".join(line + "\n" for line in lines)


def _free_definitions(body: tuple[Operation, ...]) -> list[str]:
    """Definitions of the values the top level uses and never defines (`%a` in the seed's
    examples, which toyir reads as given from outside): mlir-opt rejects such a use ("use of
    undeclared SSA value name"), so each is defined first, as a value from outside the IR is in
    MLIR, by an `unrealized_conversion_cast` of nothing to its type at its first use.  A result
    group some of whose types no use gives is said in a comment instead."""
    defined: set[str] = set()
    used: dict[str, dict[int | None, object]] = {}

    def walk(ops: tuple[Operation, ...]) -> None:
        for op in ops:
            defined.update(group.name for group in op.results)
            for use, type_ in zip(op.operands, op.operand_types):
                used.setdefault(use.name, {}).setdefault(use.index, type_)
            if op.name not in (FUNC_OP, MODULE_OP):  # isolated: their names are their own
                for region in op.regions:
                    for block in region.blocks:
                        defined.update(argument.name for argument in block.arguments)
                        walk(block.ops)
    walk(body)
    free = [(name, types) for name, types in used.items() if name not in defined]
    if not free:
        return []
    # The comments first, then the definitions (no comment above them): what toyir reads back
    # of this prints the same.
    said, defined_here = [], []
    for name, types in free:
        if set(types) == {None}:
            defined_here.append(f'{name} = "builtin.unrealized_conversion_cast"() : () -> {types[None]}')
        elif None not in types and set(types) == set(range(len(types))):
            listed = ", ".join(str(types[i]) for i in range(len(types)))
            defined_here.append(f'{name}:{len(types)} = "builtin.unrealized_conversion_cast"() : () -> ({listed})')
        else:
            said.append(f"// {name} is used but defined nowhere, and not every result's type is known: "
                        f"mlir-opt will say 'use of undeclared SSA value name'")
    return said + defined_here


def print_op(op: Operation) -> str:
    """One op and its regions, as `print_module` prints it."""
    lines: list[str] = []
    _op(op, 0, lines)
    return "\n".join(lines)


def _op(op: Operation, depth: int, lines: list[str]) -> None:
    pad = INDENT * depth
    location = "" if op.location is None else f" {op.location if not isinstance(op.location, str) else f'loc({op.location})'}"
    if op.name == FUNC_OP and _custom_function(op):
        _function(op, depth, lines, location)
        return
    if op.name == MODULE_OP and _custom_module(op):
        name = op.attribute("sym_name")
        header = "module" + (f" {_symbol(name)}" if name is not None else "") + _attributes(op, {"sym_name"})
        lines.append(f"{pad}{header} {{")
        for nested in op.regions[0].blocks[0].ops if op.regions[0].blocks else ():
            _op(nested, depth + 1, lines)
        lines.append(f"{pad}}}{location}")
        return
    if not op.regions:
        lines.append(f"{pad}{op}{location}")
        return
    # the head and tail apart, never found in `str(op)`: a string property may hold ` ({...})`
    lines.append(f"{pad}{op.generic_head()} ({{")
    for i, region in enumerate(op.regions):
        if i:
            lines.append(f"{pad}}}, {{")
        _region(region, depth + 1, lines)
    lines.append(f"{pad}}}){op.generic_tail()}{location}")


def _region(region: Region, depth: int, lines: list[str]) -> None:
    for i, block in enumerate(region.blocks):
        if block.label is not None:
            lines.append(INDENT * (depth - 1) + block.header())
        elif block.arguments or i or not block.ops:  # an empty entry block shows it is there
            lines.append(INDENT * (depth - 1) + _labelled(block, i).header())
        for op in block.ops:
            _op(op, depth, lines)


def _labelled(block: Block, index: int) -> Block:
    return Block(f"^bb{index}", block.arguments, (), block.offset)


# ---------------------------------------------------------------- the custom forms

_FUNCTION_PROPERTIES = {"function_type", "sym_name", "sym_visibility"}


def _custom_function(op: Operation) -> bool:
    if {p.name for p in op.properties} - _FUNCTION_PROPERTIES or op.successors or op.operands or op.results \
            or not _inherent_once(op, _FUNCTION_PROPERTIES):
        return False
    signature, name = op.attribute("function_type"), op.attribute("sym_name")
    if not (isinstance(signature, TypeAttr) and isinstance(signature.type, FunctionType)
            and isinstance(name, StringAttr)):
        return False
    if not op.regions:
        return True
    if len(op.regions) != 1 or len(op.regions[0].blocks) > 1:
        return False
    blocks = op.regions[0].blocks
    return not blocks or len(blocks[0].arguments) == len(signature.type.inputs)


def _function(op: Operation, depth: int, lines: list[str], location: str) -> None:
    pad = INDENT * depth
    signature = op.attribute("function_type").type  # type: ignore[union-attr]
    visibility = op.attribute("sym_visibility")
    blocks = op.regions[0].blocks if op.regions else ()
    labelled = bool(blocks) and blocks[0].label is not None  # written `^bb0(%a: T):`, printed so again
    arguments = ", ".join(map(str, blocks[0].arguments if blocks and not labelled else signature.inputs))
    text = f"func.func {'' if visibility is None else str(visibility)[1:-1] + ' '}" \
           f"{_symbol(op.attribute('sym_name'))}({arguments})"
    if len(signature.results) == 1 and not isinstance(signature.results[0], FunctionType):
        text += f" -> {signature.results[0]}"
    elif signature.results:
        text += f" -> ({', '.join(map(str, signature.results))})"
    text += _attributes(op, _FUNCTION_PROPERTIES)
    if not blocks:
        lines.append(pad + text + location)
        return
    lines.append(pad + text + " {")
    if labelled:
        lines.append(pad + blocks[0].header())
    for nested in blocks[0].ops:
        _op(nested, depth + 1, lines)
    lines.append(f"{pad}}}{location}")


def _custom_module(op: Operation) -> bool:
    return (len(op.regions) == 1 and len(op.regions[0].blocks) <= 1 and not op.operands and not op.results
            and not op.successors and {p.name for p in op.properties} <= {"sym_name"}
            and isinstance(op.attribute("sym_name"), (StringAttr, type(None))) and _inherent_once(op, {"sym_name"})
            and not any(b.arguments for b in op.regions[0].blocks))


def _symbol(name: object) -> str:
    return format_symbol(str(name)[1:-1])


def _inherent_once(op: Operation, names: set[str]) -> bool:
    """Whether the custom form can say `op`'s inherent attributes among `names`: written as
    properties, or in the attribute dictionary of an op without properties (where MLIR takes
    them from), not both."""
    return not (op.properties and names & {a.name for a in op.attributes})


def _attributes(op: Operation, inherent: set[str]) -> str:
    """The ` attributes {...}` of a custom form, but for the `inherent` ones it says otherwise."""
    rest = [a for a in op.attributes if a.name not in inherent]
    return f" attributes {{{', '.join(map(str, rest))}}}" if rest else ""


# ------------------------------------------------------------------ as mlir-opt prints in a diagnostic


def _opaque_text(value: OpaqueType | OpaqueAttr) -> str:
    return dialect_symbol_text(value.text)


def mlir_type_text(type_: object) -> str:
    """A type as mlir-opt prints it in a diagnostic: each dialect type or attribute in it (an
    element type, an encoding) as `dialect_symbol_text` prints it."""
    text = str(type_)
    if "!" not in text and "#" not in text:
        return text
    pieces, at = [], 0
    for found in _SYMBOL_START.finditer(text):
        if found.start() < at:
            continue  # (inside a symbol printed already)
        end = _symbol_end(text, found.end())
        pieces += [text[at:found.start()], dialect_symbol_text(text[found.start():end])]
        at = end
    return "".join(pieces) + text[at:]


def dialect_symbol_text(text: str) -> str:
    """A dialect's type or attribute (`!d.name<body>`, `#d<body>`) as mlir-opt prints it: a
    dialect it does not register (kept as an opaque one) in the pretty form where the part after
    the dialect's name is simple enough (`!firref<i32>` is `!firref.i32`), else in `<...>`; a
    quantized type with its scales as MLIR prints a double; any other as written."""
    sigil, name_and_body = text[:1], text[1:]
    found = _DIALECT_NAME.match(name_and_body)
    if found is None:
        return text
    dialect = found.group()
    if dialect == "quant":
        return _quant_text(text)
    if dialect in MLIR_OPT_DIALECTS:
        return text
    data = name_and_body[len(dialect):]
    if data[:1] == ".":
        data = data[1:]
    elif data[:1] == "<" and data[-1:] == ">":
        data = data[1:-1]
    else:
        return text
    pretty = _PRETTY.fullmatch(data)
    if pretty is not None and (not pretty.group(1) or pretty.group(1)[-1] == ">"):
        return f"{sigil}{dialect}.{data}"
    return f"{sigil}{dialect}<{data}>"


_SYMBOL_START = re.compile(r"[!#][A-Za-z_][A-Za-z0-9_$.-]*+")  # (a name as the grammar's BANG_ID and HASH_ID)
_DIALECT_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_$]*+")
# MLIR's test of a symbol's data for its pretty form: a letter, identifier characters, and
# then nothing or something in `<...>` (isDialectSymbolSimpleEnoughForPrettyForm)
_PRETTY = re.compile(r"[A-Za-z][A-Za-z0-9._]*+(<.*)?+", re.DOTALL)


def _symbol_end(text: str, at: int) -> int:
    """Where the dialect symbol whose name ends at `at` ends: after its `<...>`, if any (its
    strings skipped, `->` no bracket)."""
    if text[at:at + 1] != "<":
        return at
    depth, pos = 0, at
    while pos < len(text):
        char = text[pos]
        if char == '"':
            pos += 1
            while pos < len(text) and text[pos] != '"':
                pos += 2 if text[pos] == "\\" else 1
        elif char == "<":
            depth += 1
        elif char == ">" and text[pos - 1] != "-":
            depth -= 1
            if depth == 0:
                return pos + 1
        pos += 1
    return len(text)


def _quant_text(text: str) -> str:
    """A `!quant.uniform<...>` type as the quant dialect prints it (its storage range only
    where not the default, `, ` after the types, scales as MLIR prints a double, a zero point
    of 0 left out, a per-axis list joined by `,`); any other quant type as written."""
    found = _UNIFORM.fullmatch(text)
    if found is None:
        return text
    storage, low, high, expressed, axis, params = found.groups()
    signed, width = storage[0] == "i", int(storage[1:])
    if low is not None:
        default = (-(2 ** (width - 1)), 2 ** (width - 1) - 1) if signed else (0, 2 ** width - 1)
        if (int(low), int(high)) != default:
            storage += f"<{int(low)}:{int(high)}>"
    if axis is None:
        if params[0] == "{":
            return text
        return f"!quant.uniform<{storage}:{expressed}, {_quant_params(params)}>"
    if params[0] != "{" or "{" in params[1:]:
        return text
    listed = ",".join(_quant_params(param.strip()) for param in params[1:-1].split(","))
    return f"!quant.uniform<{storage}:{expressed}:{int(axis)}, {{{listed}}}>"


def _quant_params(text: str) -> str:
    scale, _, zero = text.partition(":")
    printed = float_text(scale, "f64")
    return printed if not zero or int(zero) == 0 else f"{printed}:{int(zero)}"


# (each quantifier possessive: a type in a message is the user's text, read once, in linear time)
_QUANT_PARAM = r"[0-9]++\.[0-9]*+(?:[eE][-+]?+[0-9]++)?+(?:\s*+:\s*+-?+[0-9]++)?+"
_UNIFORM = re.compile(rf"!quant\.uniform<\s*+([iu][0-9]++)(?:<\s*+(-?+[0-9]++)\s*+:\s*+(-?+[0-9]++)\s*+>)?+\s*+:\s*+"
                      rf"(f16|bf16|f32|f64)\s*+(?::\s*+([0-9]++)\s*+)?+,\s*+"
                      rf"({_QUANT_PARAM}|\{{\s*+{_QUANT_PARAM}(?:\s*+,\s*+{_QUANT_PARAM})*+\s*+\}})\s*+>")


def mlir_text(value: object, in_array: bool = False,
              opaque: Callable[[OpaqueType | OpaqueAttr], str] = _opaque_text) -> str:
    """An attribute (a type is a TypeAttr) as mlir-opt prints it in a diagnostic: an untyped
    integer is an i64 one, `1 : i1` is `true`, a float has six digits after its point and an
    exponent (where that reads back the same), a string MLIR's escapes, a dictionary is sorted
    by name; in an array, an integer's i64 and a float's f64 are left out, as MLIR leaves them.
    `opaque` prints a dialect's type or attribute (as written, by default)."""
    if isinstance(value, TypeAttr):
        return opaque(value.type) if isinstance(value.type, OpaqueType) else str(value.type)
    if isinstance(value, (OpaqueType, OpaqueAttr)):
        return opaque(value)
    if isinstance(value, BoolAttr):
        return "true" if value.value else "false"
    if isinstance(value, IntegerAttr):
        if value.type == IntegerType(1):
            return "true" if value.value else "false"
        if value.type is None or value.type == IntegerType(64):
            return str(value.value) if in_array else f"{value.value} : i64"
        return f"{value.value} : {value.type}"
    if isinstance(value, FloatAttr):
        if in_array and (value.type is None or value.type == FloatType("f64")):
            return _float_text(value.text)
        return f"{_float_text(value.text, value.type)} : {value.type or 'f64'}"
    if isinstance(value, StringAttr):
        text = quote(unquote(value.value))
        return text if value.type is None else f"{text} : {value.type}"
    if isinstance(value, DictAttr):
        return "{" + ", ".join(_entry_text(a, opaque) for a in sorted_entries(value.entries)) + "}"
    if isinstance(value, ArrayAttr):
        return "[" + ", ".join(mlir_text(element, True, opaque) for element in value.elements) + "]"
    if isinstance(value, DistinctAttr):
        return f"distinct[{value.id}]<{'' if isinstance(value.value, UnitAttr) else mlir_text(value.value, False, opaque)}>"
    return str(value)


def sorted_entries(entries: tuple[Attribute, ...]) -> list[Attribute]:
    """A dictionary's entries as MLIR keeps them: sorted by name."""
    return sorted(entries, key=lambda a: unquote(a.name) if a.name.startswith('"') else a.name)


def _entry_text(attribute: Attribute, opaque: Callable[[OpaqueType | OpaqueAttr], str]) -> str:
    if isinstance(attribute.value, UnitAttr):
        return attribute.name
    return f"{attribute.name} = {mlir_text(attribute.value, opaque=opaque)}"


def _float_text(text: str, type_: object = None) -> str:
    return text if text.startswith(("0x", "-0x")) else float_text(text, str(type_ or "f64"))


def float_text(text: str, type_name: str) -> str:
    """The float literal `text` of the type `type_name` as MLIR prints it (printFloatValue): six
    significant digits and an exponent (`1.500000e+00`) where that reads back as the same
    value of the type, else as many digits as the type's precision asks
    (`0.016700960000000001`, `2.4278106895874612E-4`), else its bits in hexadecimal.  A type
    whose format is not known here: as Python prints the double."""
    semantics = _FORMATS.get(type_name)
    if semantics is None:
        double = float(text)
        scientific = f"{double:.6e}"
        return scientific if float(scientific) == double else repr(double)
    sign = "-" if text.startswith("-") else ""  # (of a zero too: `-0.0` is no `0.0`)
    exact = _literal_value(text, type_name)
    value = _rounded(exact, semantics)
    if value is not None:
        short = _decimal_text(value, 6, 0, False)
        if _rounded(Fraction(short), semantics) == value:
            return sign + short
        natural = _decimal_text(value, 0, 3, True, semantics[0])
        if "." in natural:
            return sign + natural
    # (a literal beyond the type's range is its infinity to APFloat)
    magnitude = float(value) if value is not None else math.inf
    return _hex_text(-magnitude if sign else magnitude, type_name)


def _literal_value(text: str, type_name: str) -> Fraction:
    """The magnitude a float literal writes, exactly: read as a double where that is as exact
    (an f64, which Python rounds as APFloat does) or where the literal is too long or its
    exponent too large to be read digit by digit in bounded time (`1e999999999`)."""
    mantissa, _, power = text.lower().partition("e")
    if type_name == "f64" or len(mantissa) > 64 or len(power.lstrip("+-")) > 3:
        value = abs(float(text))
        return Fraction(value) if value != math.inf else Fraction(2) ** 1024
    return abs(Fraction(text))


# A float type's precision in bits (its hidden one counted), least exponent, greatest exponent
_FORMATS = {"f64": (53, -1022, 1023), "f32": (24, -126, 127), "f16": (11, -14, 15), "bf16": (8, -126, 127)}


def _rounded(exact: Fraction, semantics: tuple[int, int, int]) -> Fraction | None:
    """`exact` (not below 0) rounded to the nearest value of the format (ties to even), as
    APFloat reads a literal; None where it overflows."""
    if exact == 0:
        return exact
    precision, least, greatest = semantics
    exponent = exact.numerator.bit_length() - exact.denominator.bit_length()
    if Fraction(2) ** exponent > exact:
        exponent -= 1
    quantum = Fraction(2) ** (max(exponent, least) - precision + 1)
    value = round(exact / quantum) * quantum
    return None if value >= Fraction(2) ** (greatest + 1) else value


def _decimal_text(value: Fraction, precision: int, max_padding: int, truncate_zero: bool, bits: int = 0) -> str:
    """APFloat's toString of `value` (not below 0): `precision` significant digits (0: enough for `bits` of
    precision), rounded half up on the exact decimal expansion; an exponent where more than
    `max_padding` zeros would pad it; `truncate_zero` false: zeros up to the precision, `e`."""
    if value == 0:
        if not max_padding:
            return "0.0E+0" if truncate_zero else "0.0" + "0" * max(precision - 1, 0) + "e+00"
        return "0"
    if not precision:
        precision = 2 + bits * 59 // 196
    # the exact decimal expansion (a power of two's denominator times its fives), then, as
    # APFloat does before it writes digits, tens it does not need cut off (not rounded)
    twos = value.denominator.bit_length() - 1
    significand, exponent = value.numerator * 5 ** twos, -twos
    needed = (precision * 196 + 58) // 59
    if significand.bit_length() > needed:
        removable = (significand.bit_length() - needed) * 59 // 196
        significand //= 10 ** removable
        exponent += removable
    digits = str(significand)
    stripped = digits.rstrip("0")
    exponent += len(digits) - len(stripped)
    digits = stripped
    if len(digits) > precision:  # rounded on the first digit dropped (a carry may run through all)
        exponent += len(digits) - precision
        rounded = str(int(digits[:precision]) + (digits[precision] >= "5"))
        digits = rounded.rstrip("0")
        exponent += len(rounded) - len(digits)
    return _formatted(digits, exponent, precision, max_padding, truncate_zero)


def _formatted(digits: str, exponent: int, precision: int, max_padding: int, truncate_zero: bool) -> str:
    """`digits` times ten to `exponent`, as APFloat's toString lays it out."""
    count = len(digits)
    if not max_padding:
        scientific = True
    elif exponent >= 0:  # (no more digits shown than the precision: 765e3 is 765000 only so)
        scientific = exponent > max_padding or count + exponent > precision
    else:
        leading = exponent + count - 1  # the power of the first digit
        scientific = leading < 0 and -leading > max_padding
    if scientific:
        exponent += count - 1
        fraction = "0" if count == 1 and truncate_zero else digits[1:]
        if not truncate_zero and precision > count - 1:
            fraction += "0" * (precision - count + 1)
        power = str(abs(exponent)).rjust(1 if truncate_zero else 2, "0")
        return f"{digits[0]}.{fraction}{'E' if truncate_zero else 'e'}{'-' if exponent < 0 else '+'}{power}"
    if exponent >= 0:
        return digits + "0" * exponent
    whole = exponent + count
    if whole > 0:
        return f"{digits[:whole]}.{digits[whole:]}"
    return "0." + "0" * -whole + digits


def _hex_text(value: float, type_name: str) -> str:
    """A float's bits in hexadecimal, as MLIR prints a value no decimal text says exactly."""
    if type_name == "f64":
        return f"0x{struct.unpack('<Q', struct.pack('<d', value))[0]:016X}"
    if type_name == "f16":
        return f"0x{struct.unpack('<H', struct.pack('<e', value))[0]:04X}"
    bits = struct.unpack("<I", struct.pack("<f", value))[0]
    return f"0x{bits:08X}" if type_name == "f32" else f"0x{bits >> 16:04X}"


def mlir_op_text(op: Operation, isolated: Callable[[Operation], bool]) -> str:
    """`op` on one line as mlir-opt prints it in a diagnostic (`block with no terminator, has
    ...`): generic form, its values named as mlir-opt names them from the nearest op around it
    that is isolated from above (`isolated` says which is), arguments `%argN` and results `%N`,
    attributes as `mlir_text` prints them.  An op with regions, or not inside such an op, keeps
    its own names (`str(op)`)."""
    names = _mlir_names(op, isolated)
    if names is None or op.regions:
        return str(op)

    def use(u: Use) -> str:
        found = names.get((u.name, u.index or 0))
        return found if found is not None else str(u)
    results = ""
    if op.results:
        number = names.get((op.results[0].name, 0), "%?")
        count = sum(r.count for r in op.results)
        results = f"{number.split('#')[0]}{'' if count == 1 else f':{count}'} = "
    successors = ""
    if op.successors:
        successors = "[" + ", ".join(names.get((s.label, -1), s.label) for s in op.successors) + "]"
    properties = f" <{mlir_text(DictAttr(op.properties))}>" if op.properties else ""
    attributes = f" {mlir_text(DictAttr(op.attributes))}" if op.attributes else ""
    return (f'{results}"{op.name}"({", ".join(map(use, op.operands))}){successors}{properties}{attributes} : '
            f"{FunctionType(op.operand_types, op.result_types)}")


def _mlir_names(op: Operation, isolated: Callable[[Operation], bool]) -> dict[tuple[str, int], str] | None:
    """What mlir-opt calls each value (keyed by its name as written and its result number) and
    each block (keyed by its label and -1) that `op` may use: numbered as MLIR's AsmState numbers
    them from the nearest op isolated from above: each region whole, blocks in order (an entry
    block's arguments `%argN`, another's `%N`), each op's results one `%N` (`%N#i`), then the
    regions inside it from where it stopped.  None if no op around `op` is isolated."""
    chain: list[Region] = []
    block = op.parent
    while block is not None and block.parent is not None:
        chain.append(block.parent)
        owner = block.parent.parent
        if owner is None:
            return None
        if isolated(owner):
            break
        block = owner.parent
    else:
        return None
    names: dict[tuple[str, int], str] = {}
    next_value = next_argument = 0
    for region in reversed(chain):
        for index, region_block in enumerate(region.blocks):
            if region_block.label is not None:
                names[(region_block.label, -1)] = f"^bb{index}"
            for argument in region_block.arguments:
                if index == 0:
                    names[(argument.name, 0)] = f"%arg{next_argument}"
                    next_argument += 1
                else:
                    names[(argument.name, 0)] = f"%{next_value}"
                    next_value += 1
            for nested in region_block.ops:
                if not nested.results:
                    continue
                count, first = sum(r.count for r in nested.results), 0
                for group in nested.results:
                    for i in range(group.count):
                        names[(group.name, i)] = f"%{next_value}" if count == 1 else f"%{next_value}#{first + i}"
                    first += group.count
                next_value += 1
    return names
