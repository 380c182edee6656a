"""The LALR tables between runs: a per-user cache that nobody else can have written.

Building the tables from grammar/toyir.lark takes most of a second; the cache turns that into a
load.  The cache is a pickle (Lark's own format), and unpickling runs code, so a file is loaded
only when every one of these holds, checked on open descriptors (no check-then-use race):

* the cache directory (`$XDG_CACHE_HOME/toyir`, else `$HOME/.cache/toyir`; an unset or relative
  base means no cache, never `./~`) is opened without following a symbolic link, is a
  directory, belongs to the current user and is writable by no one else;
* the file is opened relative to that directory's descriptor with `O_NOFOLLOW` (a symbolic link
  is refused) and `O_NONBLOCK` (a FIFO planted there cannot block the open), and is a regular
  file owned by the current user and writable by no one else;
* its first line names the hash of the grammar, Lark's version and Python's.

Anything else, or any error, and the tables are built in memory as if there were no cache; a
fresh cache is written to a private temporary file (mode 0600, `O_EXCL`) and renamed into place.
"""

from __future__ import annotations

import hashlib
import io
import os
import stat
import sys
from collections.abc import Callable

import lark
from lark import Lark

_FLAGS = os.O_NOFOLLOW | os.O_CLOEXEC | getattr(os, "O_NONBLOCK", 0)
_MAX_SIZE = 64 << 20  # far above the real tables (~1 MB); a larger file is not ours


def cache_directory() -> str | None:
    """The directory the cache lives in, or None where there is none to be had."""
    base = os.environ.get("XDG_CACHE_HOME")
    if not base or not os.path.isabs(base):
        home = os.environ.get("HOME")
        if not home or not os.path.isabs(home):
            return None  # no `./~`: without a home there is no cache
        base = os.path.join(home, ".cache")
    return os.path.join(base, "toyir")


def cache_name(grammar: str) -> str:
    return f"parser-{_key(grammar)[:20]}.pickle"


def _key(grammar: str) -> str:
    text = f"{grammar}\0lark {lark.__version__}\0python {sys.version_info[:2]}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _trusted(st: os.stat_result, kind: Callable[[int], bool]) -> bool:
    geteuid = getattr(os, "geteuid", None)  # Pyodide's os has none: no owner to trust, no cache
    return (geteuid is not None and kind(st.st_mode) and st.st_uid == geteuid()
            and not st.st_mode & (stat.S_IWGRP | stat.S_IWOTH))


def _open_directory(directory: str) -> int | None:
    try:
        os.makedirs(os.path.dirname(directory), mode=0o700, exist_ok=True)
        try:
            os.mkdir(directory, 0o700)
        except FileExistsError:
            pass
        fd = os.open(directory, os.O_RDONLY | os.O_DIRECTORY | _FLAGS)
    except OSError:
        return None
    try:
        if _trusted(os.fstat(fd), stat.S_ISDIR):
            return fd
    except OSError:
        pass
    os.close(fd)
    return None


def _read(dir_fd: int, name: str, header: bytes) -> bytes | None:
    """The pickled tables after `header`, if the file passes every check; else None."""
    try:
        fd = os.open(name, os.O_RDONLY | _FLAGS, dir_fd=dir_fd)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not _trusted(st, stat.S_ISREG) or st.st_size > _MAX_SIZE:
            return None
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(_MAX_SIZE + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    if not data.startswith(header):
        return None
    return data[len(header):]


def _write(dir_fd: int, name: str, header: bytes, parser: Lark) -> None:
    temporary = f".{name}.{os.getpid()}.tmp"
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _FLAGS, 0o600, dir_fd=dir_fd)
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(header)
            # Lark's own cache leaves out the options a load supplies (the transformer among them).
            parser.save(f, exclude_options=lark.lark._LOAD_ALLOWED_OPTIONS)
        os.replace(temporary, name, src_dir_fd=dir_fd, dst_dir_fd=dir_fd)
    except Exception:
        try:
            os.unlink(temporary, dir_fd=dir_fd)
        except OSError:
            pass


def cached_lark(build: Callable[[], Lark], grammar: str, directory: str | None = None, **load_options: object) -> Lark:
    """`build()`, or the same parser loaded from a trusted cache of `grammar`'s tables.

    `load_options` are what a load must supply that the cache does not hold (the transformer).
    `directory` defaults to `cache_directory()`.
    """
    directory = cache_directory() if directory is None else directory
    dir_fd = _open_directory(directory) if directory else None
    if dir_fd is None:
        return build()
    try:
        name = cache_name(grammar)
        header = f"toyir-lark-tables {_key(grammar)}\n".encode("ascii")
        data = _read(dir_fd, name, header)
        if data is not None:
            try:
                return Lark.__new__(Lark)._load(io.BytesIO(data), **load_options)
            except Exception:
                pass  # a stale or damaged cache of our own: rebuild and replace it
        parser = build()
        _write(dir_fd, name, header, parser)
        return parser
    finally:
        os.close(dir_fd)
