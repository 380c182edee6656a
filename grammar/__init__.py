"""The grammar of record, `toyir.lark`, installed as the resource package `toyir.grammar`."""
