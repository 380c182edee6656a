"""`ov`: OpenVINO's elementwise ops and Broadcast (seeds/openvino-broadcast_rules.md).

Operands and results share one element type.
"""

from toyir.convention_traits import AutoBroadcast, BroadcastTo
from toyir.registry import OpDef
from toyir.traits import SameElementType

ELEMENTWISE = ("add", "subtract", "multiply", "divide", "maximum", "minimum", "power")

OPS = tuple(
    OpDef(f"ov.{name}", (SameElementType(), AutoBroadcast()),
          'A and B broadcast by auto_broadcast = "none" | "numpy" (default) | "pdpd" (with axis, default -1)')
    for name in ELEMENTWISE
) + (
    OpDef("ov.broadcast", (SameElementType(), BroadcastTo()),
          'the data broadcast to target_shape = array<i64: ...>, mode = "numpy" (default) | "bidirectional"'),
)
