"""The seeds' other broadcasting conventions, as pure functions over shapes (DIALECT.md §3).

Every convention decides each pair of dims with the seed's `infer_dim` table (`toyir.shapes`),
which is how `?` and unranked shapes enter conventions whose own documents never mention them.
What differs is which dims meet: right-aligned (NumPy), from an axis (PDPD), one way only
(unidirectional), or by ncnn's placement rules.  A function returns the inferred result shape
or raises `ConventionError`, whose message speaks of the operands as the seed does (A, B).
"""

from __future__ import annotations

from toyir.shapes import BroadcastError, Shape, format_shape, infer_dim, infer_shape


class ConventionError(ValueError):
    """The operands break the convention; the message says where, in the seed's terms."""


def _quote(shape: Shape) -> str:
    return f"'{format_shape(shape)}'"


# ---------------------------------------------------------------- OpenVINO AutoBroadcast: none


def infer_none(a: Shape, b: Shape) -> Shape:
    """`auto_broadcast = "none"`: same rank, and each pair of dims equal; a `?` meets anything."""
    if len(a) != len(b):
        raise ConventionError(f"without broadcasting, ranks must match: A {_quote(a)} has rank {len(a)}, "
                              f"B {_quote(b)} has rank {len(b)}")
    for i, (dim_a, dim_b) in enumerate(zip(a, b)):
        if dim_a is not None and dim_b is not None and dim_a != dim_b:
            raise ConventionError(f"without broadcasting, dims must be equal: dim {i} is {dim_a} in A "
                                  f"and {dim_b} in B")
    return tuple(infer_dim(dim_a, dim_b) for dim_a, dim_b in zip(a, b))


# ---------------------------------------------------------------- OpenVINO AutoBroadcast: numpy, ONNX multidirectional


def infer_numpy(a: Shape, b: Shape) -> Shape:
    """`auto_broadcast = "numpy"`: right-aligned, the seed's InferShape."""
    try:
        return infer_shape(a, b)
    except BroadcastError as e:
        raise ConventionError(f"dim {len(a) - 1 - e.axis} of A is {e.dims[0]} and dim {len(b) - 1 - e.axis} "
                              f"of B is {e.dims[1]}: they differ and neither is 1") from None


# ---------------------------------------------------------------- OpenVINO AutoBroadcast: pdpd


def infer_pdpd(a: Shape, b: Shape, axis: int = -1) -> Shape:
    """`auto_broadcast = "pdpd"`: B, less its trailing 1s, sits inside A from dim `axis` on.

    `axis = -1` means rank(A) - rank(B), counted before B's trailing 1s are dropped; B's dims must
    each equal A's or be 1 (or `?`).  The result is A's shape, a `?` refined by B where B knows.
    """
    if len(b) > len(a):
        raise ConventionError(f"with pdpd broadcasting, B {_quote(b)} may not have a higher rank than A {_quote(a)}")
    if axis < -1:
        raise ConventionError(f"with pdpd broadcasting, axis must be -1 or at least 0, but is {axis}")
    start = len(a) - len(b) if axis == -1 else axis
    trimmed = b
    while trimmed and trimmed[-1] == 1:
        trimmed = trimmed[:-1]
    if start + len(trimmed) > len(a):
        raise ConventionError(f"with pdpd broadcasting, B {_quote(b)} (as {_quote(trimmed)} without its trailing 1s) "
                              f"does not fit in A {_quote(a)} from dim {start}")
    result = list(a)
    for i, dim_b in enumerate(trimmed):
        dim_a = a[start + i]
        if dim_b == 1 or dim_b is None:
            continue
        if dim_a is None:
            result[start + i] = dim_b
        elif dim_a != dim_b:
            raise ConventionError(f"with pdpd broadcasting from axis {start}, dim {i} of B is {dim_b} but dim "
                                  f"{start + i} of A is {dim_a}: B's dims must equal A's or be 1")
    return tuple(result)


# ---------------------------------------------------------------- OpenVINO Broadcast (BroadcastTo)


def broadcast_to_numpy(data: Shape, target: Shape) -> Shape:
    """`mode = "numpy"`: data broadcasts one way onto `target_shape`, which is the result."""
    unidirectional(target, data, "target_shape", "data")
    return target


def broadcast_to_bidirectional(data: Shape, target: Shape) -> Shape:
    """`mode = "bidirectional"`: InferShape(data, target_shape); it may differ from target_shape."""
    return infer_numpy(data, target)


# ---------------------------------------------------------------- ONNX unidirectional


def unidirectional(a: Shape, b: Shape, name_a: str = "A", name_b: str = "B") -> Shape:
    """B broadcasts to A: rank(B) <= rank(A), right-aligned, each B dim equal to A's or 1.

    The result is A's shape, where a `?` meeting a static B dim other than 1 becomes that dim.
    """
    if len(b) > len(a):
        raise ConventionError(f"{name_b} {_quote(b)} may not broadcast to {name_a} {_quote(a)} of a lower rank: "
                              f"broadcasting goes one way, {name_b} to {name_a}")
    result = list(a)
    offset = len(a) - len(b)
    for i, dim_b in enumerate(b):
        dim_a = a[offset + i]
        if dim_b == 1 or dim_b is None or dim_a == dim_b:
            continue
        if dim_a is None:
            result[offset + i] = dim_b
        else:
            raise ConventionError(f"dim {i} of {name_b} is {dim_b} but dim {offset + i} of {name_a} is {dim_a}: "
                                  f"{name_b} may not grow {name_a}, so its dims must equal {name_a}'s or be 1")
    return tuple(result)


def gemm(a: Shape, b: Shape, trans_a: bool, trans_b: bool) -> Shape:
    """ONNX Gemm's output shape (M, N) from A (M, K) and B (K, N), either transposed first."""
    if len(a) != 2 or len(b) != 2:
        raise ConventionError(f"Gemm multiplies matrices: A {_quote(a)} and B {_quote(b)} must both have rank 2")
    m, k_a = (a[1], a[0]) if trans_a else a
    k_b, n = (b[1], b[0]) if trans_b else b
    if k_a is not None and k_b is not None and k_a != k_b:
        raise ConventionError(f"Gemm's inner dims differ: K is {k_a} in A{' (transposed)' if trans_a else ''} "
                              f"and {k_b} in B{' (transposed)' if trans_b else ''}")
    return (m, n)


# ---------------------------------------------------------------- ncnn BinaryOp


NCNN_MAX_RANK = 4
_NCNN_AXES = {1: "w", 2: "wh", 3: "whc", 4: "whdc"}  # ncnn's names of a blob's dims, innermost first


def ncnn_axis(rank: int, dim: int) -> str:
    """ncnn's name (w, h, d or c) of IR dim `dim` of a shape of rank `rank`."""
    return _NCNN_AXES[rank][rank - 1 - dim]


def ncnn_order(shape: Shape) -> str:
    """A shape in ncnn's innermost-first notation: IR `4x3x2` is ncnn `[2,3,4]`."""
    return "[" + ",".join("?" if d is None else str(d) for d in reversed(shape)) + "]"


def infer_ncnn(a: Shape, b: Shape) -> tuple[Shape, str]:
    """ncnn BinaryOp's result shape, and the name of the rule that placed the lower-rank operand.

    IR shapes are outermost-first; ncnn writes them innermost-first (`[w,h,d,c]`).  The operand of
    higher rank (A on equal ranks) is H, the other L, of rank k:
    k = rank(H): "explicit" (per dim, equal or either 1);  k = 0: "scalar";
    k = 1: L on H's outermost dim if it equals it ("inner-axis", preferred), else on H's
    innermost dim ("outer-axis", kept by ncnn for compatibility);  k >= 2: L on H's outermost
    k dims ("inner-axis").  Placed dims must be equal or either 1; the result takes the larger.
    """
    for name, shape in (("A", a), ("B", b)):
        if len(shape) > NCNN_MAX_RANK:
            raise ConventionError(f"ncnn blobs have at most {NCNN_MAX_RANK} dims, but {name} {_quote(shape)} "
                                  f"has {len(shape)}")
    high, low, low_name = (b, a, "A") if len(b) > len(a) else (a, b, "B")
    high_name = "B" if low_name == "A" else "A"
    if len(low) == len(high):
        rule, start = "explicit", 0
    elif not low:
        return high, "scalar"
    elif len(low) == 1 and not (low[0] is not None and high[0] is not None and low[0] != high[0]):
        rule, start = "inner-axis", 0
    elif len(low) == 1:
        rule, start = "outer-axis", len(high) - 1
    else:
        rule, start = "inner-axis", 0
    result = list(high)
    for i, dim_low in enumerate(low):
        dim = start + i
        try:
            result[dim] = infer_dim(high[dim], dim_low)
        except BroadcastError:
            raise ConventionError(
                f"with the {rule} rule, {low_name} {ncnn_order(low)} sits on {high_name} {ncnn_order(high)} "
                f"(ncnn order) so that {ncnn_axis(len(high), dim)} is {high[dim]} in {high_name} and {dim_low} in "
                f"{low_name}: they differ and neither is 1") from None
    return tuple(result), rule
