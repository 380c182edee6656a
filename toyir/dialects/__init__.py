"""The dialects toyir declares (DIALECT.md §2), gathered into the default registry."""

from toyir.dialects import func, test
from toyir.registry import Registry

DEFAULT_REGISTRY = Registry(test.OPS + func.OPS, func.DIALECTS)
