"""Two kinds of record, cheap to define and to build (a frozen dataclass costs ~1 ms to define).

* Values (types, attribute values, diagnostics): classes based on `record(...)`, a namedtuple
  made without namedtuple's `eval` of generated source (each of those cost start-up ~0.15 ms),
  and, for types and attributes, given `VALUE_EQUALITY`, so that two values are equal only if
  they are of one class (plain tuples would make `IndexType()` equal to `UnitAttr()`).
  Immutable and hashable.
* Nodes (ops, uses, traits...): subclasses of `Node` that list their fields in `__slots__` and
  write their own `__init__`; `Node` compares and shows them field by field (the fields named in
  `_compared`, where a class leaves some out, such as the link to its parent).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs milliseconds at start-up; mypy reads it true (pyproject.toml)
if TYPE_CHECKING:
    from collections import namedtuple as record  # what mypy knows `record` to be
else:
    try:
        from _collections import _tuplegetter  # what namedtuple's fields are: a getter in C
    except ImportError:  # another Python: what collections falls back to
        from operator import itemgetter

        def _tuplegetter(index, doc):
            return property(itemgetter(index), doc=doc)

    import sys
    from types import FunctionType

    _tuple_new = tuple.__new__
    _make = classmethod(_tuple_new)
    # `__new__` for 0 to 8 fields; `record` renames the arguments after the fields.
    _NEW = (lambda _cls: _tuple_new(_cls, ()),
            lambda _cls, a: _tuple_new(_cls, (a,)),
            lambda _cls, a, b: _tuple_new(_cls, (a, b)),
            lambda _cls, a, b, c: _tuple_new(_cls, (a, b, c)),
            lambda _cls, a, b, c, d: _tuple_new(_cls, (a, b, c, d)),
            lambda _cls, a, b, c, d, e: _tuple_new(_cls, (a, b, c, d, e)),
            lambda _cls, a, b, c, d, e, f: _tuple_new(_cls, (a, b, c, d, e, f)),
            lambda _cls, a, b, c, d, e, f, g: _tuple_new(_cls, (a, b, c, d, e, f, g)),
            lambda _cls, a, b, c, d, e, f, g, h: _tuple_new(_cls, (a, b, c, d, e, f, g, h)))

    def record(typename: str, field_names: str, *, defaults: tuple = (), module: str | None = None) -> type:
        """`collections.namedtuple(typename, field_names, defaults=defaults, module=module)`, as toyir uses it
        (fields by position and name, defaults, keyword arguments, `_fields`, `_make`, `_replace`,
        the same repr and pickling), made without compiling generated source: namedtuple's `eval`
        costs start-up ~0.15 ms a class.  `__new__` is a template whose arguments are renamed.
        `_make` is `tuple.__new__`, in C, without namedtuple's count of the fields: a record made
        per op (a decoded type, a wrong op's diagnostic), from all its fields, is made without a
        call in Python (a `Note`: 140 ns, where `__new__` takes 230)."""
        fields = tuple(field_names.replace(",", " ").split())
        template = _NEW[len(fields)]
        code = template.__code__.replace(co_varnames=("_cls", *fields), co_name="__new__",
                                         co_qualname=f"{typename}.__new__")
        __new__ = FunctionType(code, template.__globals__, "__new__", defaults or None)

        def _replace(self, **changes):
            value = _tuple_new(type(self), map(changes.pop, fields, self))
            if changes:
                raise ValueError(f"Got unexpected field names: {list(changes)!r}")
            return value

        def __repr__(self) -> str:
            return f"{type(self).__name__}({', '.join(f'{f}={v!r}' for f, v in zip(fields, self))})"

        namespace = {"__slots__": (), "__new__": __new__, "_make": _make, "_replace": _replace, "__repr__": __repr__,
                     "__getnewargs__": lambda self: tuple(self), "_fields": fields, "__match_args__": fields,
                     "_field_defaults": dict(zip(fields[len(fields) - len(defaults):], defaults))}
        for index, name in enumerate(fields):
            namespace[name] = _tuplegetter(index, f"Alias for field number {index}")
        # As namedtuple: the class belongs to the caller's module, where pickle looks for it.  A
        # module compiled by mypyc has no frame of its own here: it names itself (`module`).
        namespace["__module__"] = module or sys._getframe(1).f_globals.get("__name__", "__main__")
        return type(typename, (tuple,), namespace)


def _value_eq(self, other) -> bool:
    return self is other or (type(other) is type(self) and tuple.__eq__(self, other))


def _value_ne(self, other) -> bool:
    return not _value_eq(self, other)


# For a value class body: `__eq__, __ne__, __hash__ = VALUE_EQUALITY`.  The hash stays the
# tuple's own (computed in C, and verdict memo keys hash many types): values of two classes with
# equal fields merely collide, which `_value_eq` then tells apart.
VALUE_EQUALITY = (_value_eq, _value_ne, tuple.__hash__)


_SLOTS: dict[type, tuple[str, ...]] = {}


class Node:
    __slots__ = ()

    def _fields(self) -> tuple[str, ...]:
        """The fields that make this record what it is: `_compared` where the class names them,
        else every slot of the class and its bases, and the instance's own attributes where a
        class (a user's trait, say) declares no `__slots__`."""
        cls = type(self)
        compared = getattr(cls, "_compared", None)
        if compared:
            return compared  # type: ignore[no-any-return]
        names = _SLOTS.get(cls)
        if names is None:
            names = _SLOTS[cls] = tuple(name for klass in reversed(cls.__mro__)
                                        for name in klass.__dict__.get("__slots__", ()) if name != "__dict__")
        instance = getattr(self, "__dict__", None)
        return names + tuple(sorted(instance)) if instance else names

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and all(getattr(self, f) == getattr(other, f) for f in self._fields())

    def __hash__(self) -> int:
        return hash((type(self).__name__, *(_hashable(getattr(self, f)) for f in self._fields())))

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{f}={getattr(self, f)!r}' for f in self._fields())})"


def _hashable(value: object) -> object:
    """`value`, or its text where it cannot be hashed (a user's trait may hold a list)."""
    try:
        hash(value)
    except TypeError:
        return repr(value)
    return value
