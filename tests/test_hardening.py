"""Full disks and killed processes lose nothing and leave nothing behind (issue 39, items 1-3):
real processes, a real file-size limit (RLIMIT_FSIZE, as a full disk fails a write), real signals."""

from __future__ import annotations

import os
import resource
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bench_generate import generate

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's /proc and rlimits")

COMMAND = [sys.executable, "-c", "from toyir.cli import run; run()"]


def limited(size: int):
    def limit():  # a write past `size` bytes fails with EFBIG, as a full disk's does with ENOSPC
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (size, size))
    return limit


def run(*args: str, size: int | None = None, tmpdir: Path | None = None, cpus: set[int] | None = None):
    env = {**os.environ, **({"TMPDIR": str(tmpdir)} if tmpdir else {})}

    def setup():
        if size is not None:
            limited(size)()
        if cpus is not None:
            os.sched_setaffinity(0, cpus)
    return subprocess.run([*COMMAND, *args], capture_output=True, text=True, env=env, preexec_fn=setup)


@pytest.fixture(scope="module")
def with_errors(tmp_path_factory) -> Path:
    """Functions with thousands of errors, large enough for two processes and their spools."""
    path = tmp_path_factory.mktemp("input") / "errors.mlir"
    path.write_text(generate(30000, 600).replace("-> tensor<4xf32>\n", "-> tensor<5xf32>\n"))
    return path


@pytest.mark.parametrize("size", [0, 4096, 200_000])
@pytest.mark.parametrize("cpus", [None, {0}])  # two processes, or one
def test_a_full_temporary_directory_loses_no_diagnostic(with_errors, tmp_path, size, cpus):
    roomy = run(str(with_errors), tmpdir=tmp_path, cpus=cpus)
    assert roomy.returncode == 1 and roomy.stderr.count(": error: ") > 1000
    full = run(str(with_errors), size=size, tmpdir=tmp_path, cpus=cpus)
    assert (full.returncode, full.stdout, full.stderr) == (1, "", roomy.stderr)
    assert list(tmp_path.iterdir()) == []  # no spool is left behind


def test_output_on_a_full_disk_leaves_no_half_written_file(tmp_path):
    source = tmp_path / "ok.mlir"
    source.write_text(generate(3000, 60))
    out = tmp_path / "out" / "ir.mlir"
    out.parent.mkdir()
    out.write_text("an earlier run's output\n")
    full = run(str(source), "-o", str(out), size=10_000)
    assert full.returncode == 2 and full.stderr == f"toyir-verify: cannot write output file '{out}': File too large\n"
    assert list(out.parent.iterdir()) == []  # neither a prefix nor a temporary file; the stale output is gone
    roomy = run(str(source), "-o", str(out))
    assert roomy.returncode == 0 and list(out.parent.iterdir()) == [out]
    assert out.read_text() == run(str(source), "--print-ir").stdout
    assert oct(out.stat().st_mode & 0o777) == oct(0o666 & ~_umask())


def test_output_to_a_device_or_through_a_link_is_written_in_place(tmp_path):
    source = tmp_path / "ok.mlir"
    source.write_text('"t.a"() : () -> ()\n')
    assert run("--allow-unregistered-dialect", str(source), "-o", os.devnull).returncode == 0
    assert Path(os.devnull).exists() and not Path(os.devnull).is_file()
    real, link = tmp_path / "real.mlir", tmp_path / "link.mlir"
    real.write_text("old\n")
    link.symlink_to(real)
    assert run("--allow-unregistered-dialect", str(source), "-o", str(link)).returncode == 0
    assert link.is_symlink() and real.read_text().startswith('"t.a"()')


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def _children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(child) for child in text.split()]


def _ended(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0]
    except OSError:
        return True
    return state in ("Z", "X")  # a zombie has ended (its new parent may be slow to reap it)


@pytest.fixture(scope="module")
def large(tmp_path_factory) -> Path:
    path = tmp_path_factory.mktemp("input") / "large.mlir"
    path.write_text(generate(600_000, 12000))  # seconds of work for each of two processes
    return path


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM, signal.SIGINT])
def test_the_child_ends_when_its_parent_is_stopped(large, how):
    if len(os.sched_getaffinity(0)) < 2:
        pytest.skip("one core: toyir verifies in one process")
    process = subprocess.Popen([*COMMAND, str(large)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 30
        while not _children(process.pid):
            assert process.poll() is None and time.monotonic() < deadline, "no child was forked"
            time.sleep(0.01)
        (child,) = _children(process.pid)
        os.kill(process.pid, how)  # the parent alone, as a timeout or a supervisor signals it
        stopped = time.monotonic()
        process.wait(timeout=30)
        assert time.monotonic() - stopped < 1  # Ctrl-C to the parent alone: it does not wait for the child's half
        deadline = stopped + 1  # the child has seconds of work left
        while not _ended(child):
            assert time.monotonic() < deadline, f"the child still runs after its parent got signal {how}"
            time.sleep(0.01)
    finally:
        process.kill()
        process.wait()
