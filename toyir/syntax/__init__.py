"""The readers of toyir's syntax: everything that turns text into the op AST, and nothing else.

* `parser`: grammar/toyir.lark (the syntax of record) run by Lark's LALR parser;
* `fastparse`: a proven subset of the grammar for the common shapes of lines, which hands
  anything else to `parser`;
* `errors`: Lark's exceptions turned into located diagnostics in mlir-opt's words;
* `splitting`: `--split-input-file`'s chunks.
"""
