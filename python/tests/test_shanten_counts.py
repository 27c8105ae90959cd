"""`shanten_counts`: every row answered with the least shanten `shanten` gives the row's text
(`SHANTEN_NONE` where it gives None), and the rows refused that are no hand for a shanten.
test_counts.py checks its layouts and bad arguments beside `is_complete_counts`'s."""

import numpy as np
import pytest

import hands
import hupai
from rng import Rng


def wall_rows(rng, n, size):
    """`n` count rows of `size` tiles drawn from the 136-tile wall: mostly far from waiting."""
    rows = np.zeros((n, hands.KINDS), np.uint8)
    wall = np.repeat(np.arange(hands.KINDS), 4)
    for row in rows:
        np.add.at(row, rng.sample(wall, size), 1)
    return rows


def take_tiles(rng, rows, taken):
    """`rows` less `taken[i]` tiles from row i, chosen at random among its tiles."""
    out = rows.copy()
    for row, n in zip(out, taken):
        for _ in range(n):
            row[rng.choice(np.flatnonzero(row))] -= 1
    return out


@pytest.fixture(scope="module")
def rows():
    """3,000 rows of 14 tiles and 3,000 of 13: near complete (built from groups, some moved)
    and drawn from the wall."""
    rng = Rng(11)
    near = hands.count_rows(4000, seed=12)
    fourteen = np.concatenate([near[:2000], wall_rows(rng, 1000, 14)])
    thirteen = np.concatenate([take_tiles(rng, near[2000:], np.ones(2000, int)),
                               wall_rows(rng, 1000, 13)])
    return np.concatenate([fourteen, thirteen])


def by_text(checker, rows, jokers):
    """Each row's least shanten as `shanten` answers its text."""
    least = [checker.shanten(hands.counts_text(r, int(j))).least for r, j in zip(rows, jokers)]
    return np.array([hupai.SHANTEN_NONE if s is None else s for s in least], np.int8)


@pytest.mark.parametrize("rules", [None, {"seven_pairs": "false", "thirteen_orphans": "false"},
                                   {"eyes": "258"}])
def test_rows_match_shanten(rows, rules):
    checker = hupai.Checker(rules)
    got = checker.shanten_counts(rows)
    assert got.dtype == np.int8 and got.shape == (len(rows),)
    assert np.array_equal(got, by_text(checker, rows, np.zeros(len(rows))))
    assert set(np.unique(got)) >= {-1, 0, 1, 2, 3}


def test_jokers_per_row_and_threads(rows):
    checker = hupai.Checker({"joker": "7z"})
    rng = Rng(13)
    # A joker for each tile taken away keeps each row's size.
    jokers = hands.belows(rng, 3, len(rows)).astype(np.uint8)
    taken = take_tiles(rng, rows, jokers)
    expected = by_text(checker, taken, jokers)
    for threads in (None, 1, 3):
        assert np.array_equal(checker.shanten_counts(taken, jokers, threads=threads), expected)
    assert np.array_equal(checker.shanten_counts(taken[jokers == 1], 1), expected[jokers == 1])
    assert np.array_equal(checker.shanten_counts(taken[jokers == 2], np.uint8(2)),
                          expected[jokers == 2])


def test_none_is_127():
    assert hupai.SHANTEN_NONE == 127


def test_rows_of_no_shanten_size_are_named(rows):
    checker = hupai.Checker()
    # Twelve tiles: neither 3n+1 nor 3n+2.
    twelve = rows.copy()
    twelve[3999, np.flatnonzero(twelve[3999])[0]] -= 1
    with pytest.raises(hupai.HandError, match="^row 3999: .*3n\\+2"):
        checker.shanten_counts(twelve)
    with pytest.raises(hupai.HandError, match="^row 0: more than 17"):
        checker.shanten_counts(rows[3000:3001], 9)
    no_jokers = hupai.Checker({"max_jokers": "0"})
    with pytest.raises(hupai.HandError, match="^row 1: .*max_jokers=0"):
        no_jokers.shanten_counts(rows[3000:3002], np.uint8([0, 1]))


def test_three_player_rows_match_shanten_and_2m_to_8m_is_named(rows):
    three = hupai.Checker({"three_player": "true"})
    # The rows without 2m..8m, answered as their text is.
    kept = rows[(rows[:, 1:8] == 0).all(axis=1)]
    assert len(kept) > 100
    assert np.array_equal(three.shanten_counts(kept), by_text(three, kept, np.zeros(len(kept))))
    with pytest.raises(hupai.HandError, match="^row 0: [2-8]m is not in a three-player game"):
        three.shanten_counts(rows[(rows[:, 1:8] > 0).any(axis=1)][:1])
