"""The knitted forms' shanten (knitted=true) against PyMahjongGB, the packaged reference MCR
algorithm (ChineseOfficialMahjongHelper), on random and nearly knitted 13-tile hands without
jokers: 组合龙 (KnittedStraightShanten) and 全不靠 (HonorsAndKnittedTilesShanten).

Skipped where PyMahjongGB is not installed; `.ci/run` installs it.
"""

import pytest

import hupai
from hands import kind_name
from rng import Rng

MahjongGB = pytest.importorskip("MahjongGB")

# PyMahjongGB's names: W/T/B for the man, pin and sou suits, F1-F4 for the winds, J1-J3 for
# 中发白 (so 5z 白 is J3 and 7z 中 is J1).
HONORS = ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]

# The six knitted arrangements, as kind indices (1-4-7, 2-5-8 and 3-6-9 over the three suits).
ARRANGEMENTS = [
    [9 * suit + offset + 3 * step for suit, offset in enumerate(order) for step in range(3)]
    for order in [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)]
]


def gb_name(kind):
    """A kind in PyMahjongGB's notation."""
    if kind >= 27:
        return HONORS[kind - 27]
    return "WTB"[kind // 9] + str(kind % 9 + 1)


def text_of(kinds):
    """The mpsz text of a list of kinds."""
    return "".join(kind_name(k) for k in sorted(kinds))


def dealt(rng, near):
    """13 kinds, at most four of each: drawn from the wall, or most of them from an
    arrangement and the honors."""
    counts = [0] * 34
    kinds = []
    pool = list(range(34))
    if near:
        arrangement = ARRANGEMENTS[rng.below(6)]
        pool = arrangement + list(range(27, 34)) if rng.below(2) else arrangement * 3
        pool += [rng.below(34) for _ in range(rng.below(4))]
    while len(kinds) < 13:
        k = pool[rng.below(len(pool))]
        if counts[k] < 4:
            counts[k] += 1
            kinds.append(k)
    return kinds


def test_knitted_shanten_equals_pymahjonggb():
    checker = hupai.Checker({"knitted": True})
    rng = Rng(0x6D63_7221)
    seen = {"knitted_straight": set(), "honors_and_knitted": set()}
    for round in range(3000):
        kinds = dealt(rng, near=round % 3 != 0)
        hand = text_of(kinds)
        forms = checker.shanten(hand).forms
        gb = tuple(gb_name(k) for k in kinds)
        straight, _ = MahjongGB.KnittedStraightShanten(gb)
        honors, _ = MahjongGB.HonorsAndKnittedTilesShanten(gb)
        assert forms["knitted_straight"] == straight, hand
        assert forms["honors_and_knitted"] == honors, hand
        seen["knitted_straight"].add(straight)
        seen["honors_and_knitted"].add(honors)
    # Waiting, near and far hands all came up in both forms.
    for form, values in seen.items():
        assert {0, 1, 2, 3}.issubset(values), (form, values)
