"""toyir in Pyodide (the playground's runtime, issue 42): what differs there from CPython on Linux."""

from __future__ import annotations

import os
import sys

from toyir import cli


# ---------------------------------------------------------------- what toyir needs in Pyodide

def test_regex_annotations_without_re2_say_so_where_they_are(tmp_path, monkeypatch, capsys):
    # Pyodide has no google-re2: an `-re` annotation is a located error that says why, never a
    # backtracking engine in its place, never a traceback.
    monkeypatch.setitem(sys.modules, "re2", None)
    path = tmp_path / "t.mlir"
    path.write_text('// expected-error-re @+1 {{operands {{.*}} shapes}}\n'
                    '%r = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>\n')
    assert cli.main(["--verify-diagnostics", str(path)]) == 1
    err = capsys.readouterr().err
    assert f"{path}:1:4: error: regex annotations are unavailable here: their linear-time engine, RE2 (the " \
           "google-re2 package), is not installed [TOYIR-E051]" in err
    assert "Traceback" not in err


def test_the_grammar_tables_are_built_in_memory_where_os_has_no_geteuid(tmp_path, monkeypatch):
    # Pyodide's os module has no geteuid: no owner to trust, so no cache (it would not outlive
    # the page anyway), and the tables are built as if there were none.
    from toyir.syntax import tables

    monkeypatch.delattr(os, "geteuid")
    built = []
    assert tables.cached_lark(lambda: built.append(1) or "parser", "grammar", str(tmp_path / "cache")) == "parser"
    assert built == [1]
    assert not any(p.is_file() for p in tmp_path.rglob("*"))
