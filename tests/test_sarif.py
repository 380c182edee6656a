"""`--diagnostics-format=sarif` validates against SARIF 2.1.0's schema; `json` is versioned, with end
positions, and carries every kind of diagnostic."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is in the test extra: pip install -e '.[test]'")

SCHEMA = json.loads((Path(__file__).parent / "data" / "sarif" / "sarif-2.1.0-rtm.5.json").read_text())
BAD = ('%r = "test.broadcastable"(%a, %b) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>\n'
       '%r = "onnx.Add"(%c, %d) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>\n')


def toyir_verify(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", *args], input=stdin,
                          capture_output=True)


def test_sarif_validates_and_has_one_run_rules_regions_and_related_locations(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text(BAD)
    run = toyir_verify("--diagnostics-format=sarif", str(bad), str(tmp_path / "missing.mlir"))
    assert run.returncode == 2
    log = json.loads(run.stderr)
    jsonschema.validate(log, SCHEMA)
    (only,) = log["runs"]
    assert only["tool"]["driver"]["name"] == "toyir-verify"
    rules = [r["id"] for r in only["tool"]["driver"]["rules"]]
    assert rules == ["TOYIR-E001", "TOYIR-E021"]
    first, second = only["results"]
    assert first["ruleId"] == "TOYIR-E001" and rules[first["ruleIndex"]] == "TOYIR-E001"
    region = first["locations"][0]["physicalLocation"]["region"]
    assert (region["startLine"], region["startColumn"], region["endLine"], region["endColumn"]) == (1, 6, 1, 26)
    assert region["snippet"]["text"] == '"test.broadcastable"'  # the region's text, as SARIF defines it
    assert first["relatedLocations"][0]["message"]["text"].startswith("the operands' shapes")
    assert second["relatedLocations"][0]["message"]["text"] == "previously defined here"
    assert only["invocations"][0]["executionSuccessful"] is False
    assert "missing.mlir" in only["invocations"][0]["toolExecutionNotifications"][0]["message"]["text"]


def test_sarif_for_a_clean_run_is_an_empty_valid_log(tmp_path):
    good = tmp_path / "good.mlir"
    good.write_text(BAD.splitlines()[0].replace("tensor<2xi32>", "tensor<1xi32>") + "\n")
    run = toyir_verify("--diagnostics-format=sarif", str(good))
    assert run.returncode == 0
    log = json.loads(run.stderr)
    jsonschema.validate(log, SCHEMA)
    assert log["runs"][0]["results"] == [] and log["runs"][0]["invocations"][0]["executionSuccessful"]


def records(run: subprocess.CompletedProcess) -> list[dict]:
    return [json.loads(line) for line in run.stderr.decode().splitlines()]


@pytest.mark.skipif(sys.platform != "linux", reason="a file name of any bytes: Linux's file systems take one")
def test_sarif_names_a_file_whose_name_is_not_utf8_by_its_bytes(tmp_path):
    # Its diagnostics, and a missing file's notification: each a result, never an internal error.
    bad = tmp_path.as_posix().encode() + b"/bad\xff.mlir"
    Path(bad.decode("utf-8", "surrogateescape")).write_text(BAD)
    missing = tmp_path.as_posix().encode() + b"/missing\xff.mlir"
    result = subprocess.run([sys.executable, "-c", "from toyir.cli import run; run()", "--diagnostics-format=sarif",
                             bad, missing], capture_output=True)
    assert result.returncode == 2
    log = json.loads(result.stderr)
    jsonschema.validate(log, SCHEMA)
    uris = [a["location"]["uri"] for a in log["runs"][0]["artifacts"]]
    assert any(uri.endswith("/bad%FF.mlir") for uri in uris) and log["runs"][0]["results"]


def test_json_is_versioned_with_end_positions():
    (record,) = records(toyir_verify("--diagnostics-format=json", "-", stdin=BAD.splitlines()[0].encode()))
    assert record["version"] == 1
    assert (record["line"], record["column"], record["endLine"], record["endColumn"]) == (1, 6, 1, 26)
    (note,) = record["notes"]
    assert "\n" not in note["message"] and "operand #0  3" in note["detail"] and note["explanatory"] is True


def test_json_carries_every_kind_of_diagnostic(tmp_path):
    (bad_utf8,) = records(toyir_verify("--diagnostics-format=json", "-", stdin=b'"t.a"() : () -> ()\n\xff\n'))
    assert bad_utf8["code"] == "TOYIR-E012" and bad_utf8["line"] == 2
    (unreadable,) = records(toyir_verify("--diagnostics-format=json", str(tmp_path / "missing.mlir")))
    assert unreadable["code"] == "TOYIR-IO" and unreadable["line"] is None and "missing.mlir" in unreadable["message"]
    annotated = b'// expected-error @+1 {{no such message}}\n' + BAD.splitlines()[0].encode() + b"\n"
    run = toyir_verify("--diagnostics-format=json", "--verify-diagnostics", "-", stdin=annotated)
    assert run.returncode == 1
    found = records(run)  # every line is a JSON record, none is text
    assert found and all(r["version"] == 1 for r in found)


# An error at its op's location in the course's own source (issue 40, item 6).
AT_TOY = ('%r = "test.broadcastable"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32> '
          'loc("prog.toy":3:5)\n')


def test_json_notes_name_their_file_where_the_error_is_in_another(tmp_path):
    source = tmp_path / "ir.mlir"
    source.write_text(AT_TOY)
    (record,) = records(toyir_verify("--diagnostics-format=json", str(source)))
    assert (record["file"], record["line"], record["column"]) == ("prog.toy", 3, 5)
    (note,) = record["notes"]
    assert (note["file"], note["line"], note["column"]) == (str(source), 1, 6)  # the op, in the .mlir


def test_sarif_reports_where_text_and_json_do_and_the_op_as_related(tmp_path):
    source = tmp_path / "ir.mlir"
    source.write_text(AT_TOY)
    log = json.loads(toyir_verify("--diagnostics-format=sarif", str(source)).stderr)
    jsonschema.validate(log, SCHEMA)
    (run,) = log["runs"]
    (result,) = run["results"]
    (primary,) = result["locations"]
    assert primary["physicalLocation"]["artifactLocation"]["uri"] == "prog.toy"
    assert primary["physicalLocation"]["region"] == {"startLine": 3, "startColumn": 5}
    op = [r for r in result["relatedLocations"] if r["message"]["text"] == "the op"]
    assert op and op[0]["physicalLocation"]["region"]["snippet"]["text"] == '"test.broadcastable"'
    assert sorted(r["id"] for r in result["relatedLocations"]) == list(range(len(result["relatedLocations"])))


def test_sarif_rules_have_short_names_and_titles(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text(BAD)
    rules = json.loads(toyir_verify("--diagnostics-format=sarif", str(bad)).stderr)["runs"][0]["tool"]["driver"]["rules"]
    for rule in rules:
        assert rule["name"].isalnum() and rule["name"][0].isupper() and len(rule["name"]) <= 60, rule["name"]
        assert len(rule["shortDescription"]["text"]) <= 80 and len(rule["fullDescription"]["text"]) > 80
    assert rules[0]["name"] == "OperandsThatDoNotBroadcast"
