"""Shared fixtures: the `hupai` command line whose answers the module must match.

The binary is the one the build produced (HUPAI_BIN, or target/release/hupai under
CARGO_TARGET_DIR or the repository), run in batch mode so that thousands of hands cost one
process each.
"""

import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def cli_path():
    if "HUPAI_BIN" in os.environ:
        return pathlib.Path(os.environ["HUPAI_BIN"])
    target = pathlib.Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
    return target / "release" / "hupai"


@pytest.fixture(scope="session")
def cli():
    """Runs `hupai ARGS` over lines and returns one parsed JSON object per line."""
    path = cli_path()
    if not path.exists():
        pytest.fail(f"{path}: build it first (cargo build --release -p hupai-cli) or set HUPAI_BIN")

    def run(args, lines):
        done = subprocess.run(
            [str(path), *args],
            input="".join(line + "\n" for line in lines),
            capture_output=True,
            text=True,
        )
        assert done.returncode in (0, 1), done.stderr
        out = [json.loads(line) for line in done.stdout.splitlines()]
        assert len(out) == len(lines)
        return out

    run.path = path
    return run


@pytest.fixture(scope="session")
def table_dir(cli, tmp_path_factory):
    """A folder with the table files of the default mahjong rules and of `eyes=258`."""
    out = tmp_path_factory.mktemp("tables")
    for rules in ([], ["--rule", "eyes=258"]):
        subprocess.run([str(cli.path), "tables", "build", "--out", str(out), *rules], check=True,
                       capture_output=True)
    return out
