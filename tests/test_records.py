"""`record` behaves as `collections.namedtuple` does, in everything toyir's values use."""

from __future__ import annotations

import pickle
from collections import namedtuple

import pytest

from toyir.records import record

SHAPES = [("", ()), ("name", ()), ("width signedness", ("",)), ("shape element encoding", (None,)),
          ("shape element layout memory_space", (None, None)),
          ("severity offset message notes span detail location code", ((), 1, "", None, ""))]


def calls(size: int) -> list[tuple[tuple, dict]]:
    """Arguments to try on a class of `size` fields: right, short, long, by keyword, wrong keyword."""
    return [(tuple(range(size)), {}), (tuple(range(max(size - 1, 0))), {}), (tuple(range(size + 1)), {}),
            ((), {f"f{i}": i for i in range(size)}), (tuple(range(size)), {"bogus": 1}),
            ((0,), {"f0": 1})]


def outcome(function, *args, **keywords):
    try:
        return "ok", function(*args, **keywords)
    except (TypeError, ValueError) as e:
        return type(e).__name__, str(e)


@pytest.mark.parametrize(("fields", "defaults"), SHAPES)
def test_record_is_namedtuple(fields, defaults):
    names = " ".join(f"f{i}" for i in range(len(fields.split())))
    ours, theirs = record("T", names, defaults=defaults), namedtuple("T", names, defaults=defaults)
    assert ours._fields == theirs._fields and ours._field_defaults == theirs._field_defaults
    assert ours.__match_args__ == theirs.__match_args__
    for args, keywords in calls(len(ours._fields)):
        got, expected = outcome(ours, *args, **keywords), outcome(theirs, *args, **keywords)
        assert got[0] == expected[0] and (tuple(got[1]) == tuple(expected[1]) if got[0] == "ok" else got == expected), \
            (args, keywords)
        assert got[0] != "ok" or repr(got[1]) == repr(expected[1])
    value = ours(*range(len(ours._fields)))
    assert type(value)._replace is not None and hash(value) == hash(tuple(value)) and value == tuple(value)
    for name in ours._fields:
        assert getattr(value, name) == getattr(theirs(*range(len(ours._fields))), name)
        assert value._replace(**{name: "x"}) == theirs(*value)._replace(**{name: "x"})
    assert outcome(value._replace, bogus=1) == outcome(theirs(*value)._replace, bogus=1)
    made = ours._make(iter(range(len(ours._fields))))  # in C, from all the fields
    assert type(made) is ours and tuple(made) == tuple(theirs._make(range(len(ours._fields))))


Plain = record("Plain", "a b c")


class Subclass(record("Subclass", "a b", defaults=(2,))):
    __slots__ = ()


def test_records_pickle_and_a_subclass_keeps_its_class():
    assert pickle.loads(pickle.dumps(Plain(1, 2, 3))) == Plain(1, 2, 3) and Plain.__module__ == __name__
    value = Subclass(1)
    assert type(value._replace(a=3)) is Subclass and type(pickle.loads(pickle.dumps(value))) is Subclass
    assert repr(value) == "Subclass(a=1, b=2)" and not hasattr(value, "__dict__")


def test_values_are_equal_only_within_their_class():
    from toyir.ir import IndexType, IntegerType, UnitAttr

    i32 = IntegerType(32)
    for a, b, equal in [(i32, i32, True), (i32, IntegerType(32), True), (i32, IntegerType(64), False),
                        (i32, IntegerType(32, "s"), False), (IndexType(), UnitAttr(), False), (i32, (32, ""), False)]:
        assert (a == b, a != b, b == a, b != a) == (equal, not equal, equal, not equal), (a, b)


def test_every_record_toyir_defines_is_where_its_module_says():
    # pickle finds a class by its module and name: the halves verified in two processes send
    # records back.  A module compiled by mypyc must name itself (`record(..., module=...)`).
    import importlib
    import pkgutil
    import sys

    import toyir

    names = [info.name for info in pkgutil.walk_packages(toyir.__path__, "toyir.")
             if info.name != "toyir.lsp"]  # needs python-lsp-jsonrpc, an optional extra; it defines no record
    assert "toyir.verifier" in names
    misplaced = []
    for name in names:
        for value in vars(importlib.import_module(name)).values():
            if isinstance(value, type) and issubclass(value, tuple) and hasattr(value, "_fields"):
                home = sys.modules.get(value.__module__)
                if getattr(home, value.__qualname__, None) is not value:
                    misplaced.append(f"{name}: {value.__qualname__} says {value.__module__}")
    assert misplaced == []
