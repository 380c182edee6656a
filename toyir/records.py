"""Two kinds of record, cheap to define and to build (a frozen dataclass costs ~1 ms to define).

* Values (types, attribute values): `typing.NamedTuple` classes given `VALUE_EQUALITY`, so that
  two values are equal only if they are of one class (plain tuples would make `IndexType()`
  equal to `UnitAttr()`).  Immutable and hashable.
* Nodes (ops, uses, traits...): subclasses of `Node` that list their fields in `__slots__` and
  write their own `__init__`; `Node` compares and shows them field by field (the fields named in
  `_compared`, where a class leaves some out, such as the link to its parent).
"""

from __future__ import annotations


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
