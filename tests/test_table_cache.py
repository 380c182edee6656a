"""Issue 15 item 4: the LALR table cache loads nothing another user could have written."""

from __future__ import annotations

import os
import pickle
import stat
import subprocess
import sys
import threading

import pytest

from toyir.syntax import parser, tables

TEXT = '"toy.add"(%a, %b) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>\n'


class _Planted:
    """A pickle that records its own execution: loading it is the attack."""

    def __reduce__(self):
        return (os.mkdir, (os.environ["TOYIR_PWNED"],))


def _plant(path, pwned):
    os.environ["TOYIR_PWNED"] = str(pwned)
    path.write_bytes(b"toyir-lark-tables " + tables._key(parser._tables_key()).encode() + b"\n"
                     + pickle.dumps(_Planted()))


def _build(directory):
    return tables.cached_lark(parser.make_lark, parser._tables_key(), str(directory),
                              transformer=parser._AstBuilder())


def _cache(tmp_path):
    directory = tmp_path / "toyir"
    directory.mkdir(mode=0o700)
    return directory, directory / tables.cache_name(parser._tables_key())


def test_the_cache_is_written_private_and_reused(tmp_path):
    directory, file = _cache(tmp_path)
    expected = str(parser.make_lark().parse(TEXT, start="start").body[0])
    assert str(_build(directory).parse(TEXT, start="start").body[0]) == expected
    assert stat.S_IMODE(file.stat().st_mode) == 0o600
    assert str(_build(directory).parse(TEXT, start="start").body[0]) == expected
    file.write_bytes(b"damaged")
    assert str(_build(directory).parse(TEXT, start="start").body[0]) == expected


def test_a_trusted_cache_is_loaded(tmp_path):  # the control: the checks below are what refuse
    directory, file = _cache(tmp_path)
    _plant(file, tmp_path / "pwned")
    os.chmod(file, 0o600)
    assert _build(directory).parse(TEXT, start="start")  # not a parser: rebuilt, after the pickle ran
    assert (tmp_path / "pwned").exists()


@pytest.mark.parametrize("mode", [0o620, 0o602, 0o666])
def test_a_group_or_world_writable_file_is_not_loaded(tmp_path, mode):
    directory, file = _cache(tmp_path)
    _plant(file, tmp_path / "pwned")
    os.chmod(file, mode)
    assert _build(directory).parse(TEXT, start="start")
    assert not (tmp_path / "pwned").exists()


def test_a_world_writable_directory_is_not_used(tmp_path):
    directory, file = _cache(tmp_path)
    _plant(file, tmp_path / "pwned")
    os.chmod(file, 0o600)
    os.chmod(directory, 0o777)
    assert _build(directory).parse(TEXT, start="start")
    assert not (tmp_path / "pwned").exists()


@pytest.mark.skipif(os.geteuid() != 0, reason="chown to another uid needs root")
def test_a_file_planted_by_another_user_is_not_loaded(tmp_path):
    directory, file = _cache(tmp_path)
    _plant(file, tmp_path / "pwned")
    os.chmod(file, 0o600)
    os.chown(file, 12345, 12345)
    assert _build(directory).parse(TEXT, start="start")
    assert not (tmp_path / "pwned").exists()
    os.chown(file, 0, 0)
    os.chown(directory, 12345, 12345)  # nor a directory of theirs
    assert _build(directory).parse(TEXT, start="start")
    assert not (tmp_path / "pwned").exists()


def test_a_symbolic_link_is_not_followed(tmp_path):
    directory, file = _cache(tmp_path)
    elsewhere = tmp_path / "elsewhere.pickle"
    _plant(elsewhere, tmp_path / "pwned")
    os.chmod(elsewhere, 0o600)
    file.symlink_to(elsewhere)
    assert _build(directory).parse(TEXT, start="start")
    assert not (tmp_path / "pwned").exists()
    # nor a directory that is a link
    (tmp_path / "sub").mkdir()
    real, _ = _cache(tmp_path / "sub")
    link = tmp_path / "linked"
    link.symlink_to(real)
    assert _build(link).parse(TEXT, start="start")
    assert list(real.iterdir()) == []


def test_a_fifo_at_the_cache_path_does_not_hang(tmp_path):
    directory, file = _cache(tmp_path)
    os.mkfifo(file, 0o600)
    result = []
    thread = threading.Thread(target=lambda: result.append(_build(directory)), daemon=True)
    thread.start()
    thread.join(timeout=30)
    assert result, "opening the FIFO blocked"
    assert result[0].parse(TEXT, start="start")


def test_no_home_means_no_cache_not_a_tilde_directory(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("HOME", "XDG_CACHE_HOME")}
    assert tables.cache_directory() is not None
    code = ("from toyir.syntax import parser, tables; assert tables.cache_directory() is None;"
            "assert parser._cache_file() is None; import toyir.api")
    subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, check=True, timeout=120)
    samples = os.path.join(os.path.dirname(__file__), "..", "samples", "broadcastable_valid.mlir")
    verify = os.path.join(os.path.dirname(sys.executable), "toyir-verify")
    subprocess.run([verify, os.path.abspath(samples)], cwd=tmp_path, env=env, check=True, timeout=120)
    assert list(tmp_path.iterdir()) == []  # no `./~`
    env["XDG_CACHE_HOME"] = "relative"
    subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, check=True, timeout=120)
