"""`is_complete_counts`: every row answered as `is_complete` answers the row's text, whatever
the array's layout, and every bad argument refused."""

import numpy as np
import pytest

import hands
import hupai


@pytest.fixture(scope="module")
def rows():
    return hands.count_rows(20_000, seed=7)


def one_by_one(checker, rows, jokers):
    return np.array([checker.is_complete(hands.counts_text(r, int(j))) for r, j in zip(rows, jokers)])


def test_rows_match_is_complete(rows):
    checker = hupai.Checker()
    got = checker.is_complete_counts(rows)
    assert got.dtype == np.bool_ and got.shape == (len(rows),)
    assert np.array_equal(got, one_by_one(checker, rows, np.zeros(len(rows))))
    assert 0.1 < got.mean() < 0.9


def test_jokers_per_row_and_threads(rows):
    checker = hupai.Checker({"joker": "7z"})
    rng = np.random.default_rng(8)
    # A joker for a tile taken away keeps the size at fourteen.
    jokers = rng.integers(0, 3, len(rows)).astype(np.uint8)
    taken = rows.copy()
    for i, n in enumerate(jokers):
        for _ in range(n):
            taken[i, rng.choice(np.flatnonzero(taken[i]))] -= 1
    expected = one_by_one(checker, taken, jokers)
    for threads in (None, 1, 3):
        assert np.array_equal(checker.is_complete_counts(taken, jokers, threads=threads), expected)
    assert np.array_equal(checker.is_complete_counts(taken[jokers == 1], 1),
                          expected[jokers == 1])
    assert np.array_equal(checker.is_complete_counts(taken[jokers == 2], np.uint8(2)),
                          expected[jokers == 2])


def test_any_layout(rows):
    checker = hupai.Checker()
    expected = checker.is_complete_counts(rows)
    fortran = np.asfortranarray(rows)
    assert np.array_equal(checker.is_complete_counts(fortran), expected)
    assert np.array_equal(checker.is_complete_counts(rows[::3]), expected[::3])
    wide = np.zeros((len(rows), 40), np.uint8)
    wide[:, 3:37] = rows
    assert np.array_equal(checker.is_complete_counts(wide[:, 3:37]), expected)
    assert np.array_equal(checker.is_complete_counts(rows[5]), expected[5:6])
    assert checker.is_complete_counts(rows[:0]).shape == (0,)


def test_read_in_place(rows):
    checker = hupai.Checker()
    before = rows.copy()
    checker.is_complete_counts(rows)
    assert np.array_equal(rows, before) and rows.flags.writeable


def test_bad_arrays(rows):
    checker = hupai.Checker()
    with pytest.raises(TypeError, match="uint8"):
        checker.is_complete_counts(rows.astype(np.int64))
    with pytest.raises(TypeError):
        checker.is_complete_counts(rows.tolist())
    with pytest.raises(ValueError, match="shape"):
        checker.is_complete_counts(rows[:, :33])
    with pytest.raises(ValueError, match="shape"):
        checker.is_complete_counts(rows.reshape(-1, 17, 68)[:, :, :34])
    with pytest.raises(ValueError, match="entries"):
        checker.is_complete_counts(rows, np.zeros(3, np.uint8))
    with pytest.raises(TypeError, match="jokers"):
        checker.is_complete_counts(rows, np.zeros(len(rows), np.int32))
    with pytest.raises(ValueError, match="jokers"):
        checker.is_complete_counts(rows, 256)
    with pytest.raises(ValueError, match="jokers"):
        checker.is_complete_counts(rows, -1)
    with pytest.raises(ValueError, match="threads"):
        checker.is_complete_counts(rows, threads=0)
    with pytest.raises(ValueError, match="threads"):
        checker.is_complete_counts(rows, threads=1_000_000)
    with pytest.raises(OverflowError):
        checker.is_complete_counts(rows, threads=-1)


def test_bad_row_is_named(rows):
    checker = hupai.Checker()
    bad = rows.copy()
    bad[12_345, 3] = 5
    bad[17_000, 3] = 9
    with pytest.raises(hupai.HandError, match="^row 12345: "):
        checker.is_complete_counts(bad)
    bad = rows.copy()
    bad[777, :] = 0
    with pytest.raises(hupai.HandError, match="^row 777: "):
        checker.is_complete_counts(bad)
