"""What the editor tests share: the package's paths and the `uiflow` binary under test."""

import os
import pathlib
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def uiflow_binary():
    """The debug build (`swift build --product uiflow`), or $UIFLOW_BIN."""
    return pathlib.Path(os.environ.get("UIFLOW_BIN", ROOT / ".build" / "debug" / "uiflow")).resolve()


@pytest.fixture(scope="session")
def uiflow():
    binary = uiflow_binary()
    if not os.access(binary, os.X_OK):
        pytest.fail(f"{binary} is missing: build it first with `swift build --product uiflow` (or set UIFLOW_BIN)")
    return binary


def render_json(binary, path):
    """The parser's view of a flow file: `uiflow render -f json`."""
    result = subprocess.run(
        [str(binary), "render", "-f", "json", "--allow-errors", str(path)],
        capture_output=True, text=True, timeout=60, check=False,
    )
    if result.returncode != 0:
        raise AssertionError(f"uiflow render -f json {path} failed ({result.returncode}): {result.stderr}")
    import json

    return json.loads(result.stdout)
