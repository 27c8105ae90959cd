"""The Python tests' generator gives the stream of the Rust tests' one (`tests/support/rng.rs`):
its first values from seed 1 are the constants pinned there."""

import re

import pytest

from conftest import ROOT
from rng import Rng


def rust_first_from_seed_1():
    """`FIRST_FROM_SEED_1` as `tests/support/rng.rs` writes it."""
    source = (ROOT / "tests" / "support" / "rng.rs").read_text()
    found = re.search(r"pub const FIRST_FROM_SEED_1: \[u64; 4\] = \[([^\]]*)\];", source)
    assert found, "FIRST_FROM_SEED_1 in tests/support/rng.rs"
    return [int(v.replace("_", "")) for v in found.group(1).split(",") if v.strip()]


def test_first_values_from_seed_1_are_the_rust_generators():
    first = rust_first_from_seed_1()
    assert first == [1082269761, 1152992998833853505, 11177516664432764457,
                     17678023832001937445]
    rng = Rng(1)
    assert [rng.next() for _ in range(4)] == first


def test_draws_stay_in_range_and_shuffles_keep_every_item():
    rng = Rng(0x9E3779B97F4A7C15)
    assert all(0 <= rng.below(7) < 7 for _ in range(1000))
    assert 300 < sum(rng.chance(40) for _ in range(1000)) < 500
    items = list(range(50))
    rng.shuffle(items)
    assert sorted(items) == list(range(50)) and items != list(range(50))
    drawn = rng.sample(range(136), 14)
    assert len(set(drawn)) == 14 and all(0 <= d < 136 for d in drawn)
    assert rng.choice("abc") in "abc"


def test_a_zero_seed_is_refused():
    with pytest.raises(ValueError):
        Rng(0)
