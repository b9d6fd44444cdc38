"""Headless Neovim (Debian's package; 0.7.2 on Debian 12) with the configuration docs/editors.md
gives for Neovim 0.7 and later, copied from the page as written, and `uiflow` on the PATH as a
user has it. Each case is a function of nvim/check.lua, run in a Neovim of its own that quits by
itself; a failure says what the case waited for or found instead.

$UIFLOW_NVIM names another Neovim; UIFLOW_SKIP_NEOVIM_TESTS=1 skips these tests (for a machine
where Neovim cannot be installed).
"""

import os
import re
import shutil
import subprocess

import pytest

from conftest import HERE, ROOT

CHECK = HERE / "nvim" / "check.lua"
DOCS = ROOT / "docs" / "editors.md"
MARKER = "<!-- tested: Tests/Editors/test_neovim.py -->"
CASES = re.findall(r"^function cases\.(\w+)\(", CHECK.read_text(encoding="utf-8"), re.MULTILINE)


def documented_configuration():
    """The Lua block right after the marker in docs/editors.md."""
    text = DOCS.read_text(encoding="utf-8")
    assert MARKER in text, f"docs/editors.md has no {MARKER} before the Neovim configuration"
    block = re.search(r"```lua\n(.*?)```", text[text.index(MARKER):], re.DOTALL)
    assert block, "no ```lua block after the marker in docs/editors.md"
    return block.group(1)


@pytest.fixture(scope="module")
def nvim():
    if os.environ.get("UIFLOW_SKIP_NEOVIM_TESTS"):
        pytest.skip("UIFLOW_SKIP_NEOVIM_TESTS is set")
    path = os.environ.get("UIFLOW_NVIM") or shutil.which("nvim")
    if not path:
        pytest.fail("nvim is missing: `scripts/install-deps.sh --editors` installs Debian's neovim "
                    "(or set UIFLOW_NVIM, or UIFLOW_SKIP_NEOVIM_TESTS=1)")
    return path


def test_there_are_cases():
    assert {"diagnostics", "definition", "completion", "rename"} <= set(CASES)


@pytest.mark.parametrize("case", CASES)
def test_neovim(case, nvim, uiflow, tmp_path):
    (tmp_path / "init.lua").write_text(documented_configuration(), encoding="utf-8")
    samples = tmp_path / "Samples"
    shutil.copytree(ROOT / "Samples", samples, ignore=shutil.ignore_patterns("*.svg", "*.md", "spec"))
    result = tmp_path / "result"
    environment = {
        **os.environ,
        "PATH": f"{uiflow.parent}{os.pathsep}{os.environ.get('PATH', '')}",
        "UIFLOW_NVIM_CASE": case,
        "UIFLOW_NVIM_RESULT": str(result),
        "UIFLOW_NVIM_SAMPLES": str(samples),
        # A Neovim of its own: no user configuration, plugins, swap, shada or logs of the machine's.
        **{name: str(tmp_path / name.lower()) for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")},
    }
    command = [nvim, "--headless", "--noplugin", "-n", "-i", "NONE", "-u", str(tmp_path / "init.lua"),
               "-c", f"luafile {CHECK}"]
    try:
        finished = subprocess.run(command, cwd=tmp_path, env=environment, capture_output=True, text=True,
                                  timeout=60, check=False)
    except subprocess.TimeoutExpired as timeout:
        pytest.fail(f"Neovim did not quit within 60 s (case {case}); it printed: {timeout.stderr}")
    said = result.read_text(encoding="utf-8").strip() if result.exists() else "(no result written)"
    logs = "\n".join(path.read_text(errors="replace")[-3000:] for path in tmp_path.glob("xdg_*/**/lsp.log"))
    assert finished.returncode == 0 and said == "ok", (
        f"Neovim case {case}: {said}\nexit status {finished.returncode}\n"
        f"stdout: {finished.stdout[-2000:]}\nstderr: {finished.stderr[-2000:]}\nlsp.log: {logs}")
