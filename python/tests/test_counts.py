"""`is_complete_counts`: every row answered as `is_complete` answers the row's text; it and
`shanten_counts`, which takes the same arguments, answer whatever the array's layout and refuse
every bad argument alike."""

import numpy as np
import pytest

import hands
import hupai
from rng import Rng


# The methods that answer count rows, all taking (counts, jokers, threads).
COUNT_METHODS = ["is_complete_counts", "shanten_counts"]


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
    rng = Rng(8)
    # A joker for a tile taken away keeps the size at fourteen.
    jokers = hands.belows(rng, 3, len(rows)).astype(np.uint8)
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


@pytest.mark.parametrize("method", COUNT_METHODS)
def test_any_layout(rows, method):
    answer = getattr(hupai.Checker(), method)
    expected = answer(rows)
    fortran = np.asfortranarray(rows)
    assert np.array_equal(answer(fortran), expected)
    assert np.array_equal(answer(rows[::3]), expected[::3])
    wide = np.zeros((len(rows), 40), np.uint8)
    wide[:, 3:37] = rows
    assert np.array_equal(answer(wide[:, 3:37]), expected)
    assert np.array_equal(answer(rows[5]), expected[5:6])
    assert answer(rows[:0]).shape == (0,)


def test_read_in_place(rows):
    checker = hupai.Checker()
    before = rows.copy()
    checker.is_complete_counts(rows)
    assert np.array_equal(rows, before) and rows.flags.writeable


@pytest.mark.parametrize("method", COUNT_METHODS)
def test_bad_arrays(rows, method):
    answer = getattr(hupai.Checker(), method)
    with pytest.raises(TypeError, match="uint8"):
        answer(rows.astype(np.int64))
    with pytest.raises(TypeError):
        answer(rows.tolist())
    with pytest.raises(ValueError, match="shape"):
        answer(rows[:, :33])
    with pytest.raises(ValueError, match="shape"):
        answer(rows.reshape(-1, 17, 68)[:, :, :34])
    with pytest.raises(ValueError, match="entries"):
        answer(rows, np.zeros(3, np.uint8))
    with pytest.raises(TypeError, match="jokers"):
        answer(rows, np.zeros(len(rows), np.int32))
    with pytest.raises(ValueError, match="jokers"):
        answer(rows, 256)
    with pytest.raises(ValueError, match="jokers"):
        answer(rows, -1)
    with pytest.raises(ValueError, match="threads"):
        answer(rows, threads=0)
    with pytest.raises(ValueError, match="threads"):
        answer(rows, threads=1_000_000)
    with pytest.raises(OverflowError):
        answer(rows, threads=-1)


@pytest.mark.parametrize("method", COUNT_METHODS)
def test_bad_row_is_named(rows, method):
    answer = getattr(hupai.Checker(), method)
    bad = rows.copy()
    bad[12_345, 3] = 5
    bad[17_000, 3] = 9
    with pytest.raises(hupai.HandError, match="^row 12345: "):
        answer(bad)
    bad = rows.copy()
    bad[777, :] = 0
    with pytest.raises(hupai.HandError, match="^row 777: "):
        answer(bad)


@pytest.mark.parametrize("method", COUNT_METHODS)
def test_rows_written_during_the_call_give_answers_or_a_hand_error(rows, method):
    # Another Python thread may write the array while the GIL is released: each row is then
    # answered as it was at some moment, or refused with a HandError naming it, never a panic.
    import threading
    import time

    array = np.ascontiguousarray(np.tile(rows, (10, 1)))
    checker = hupai.Checker()
    stop = threading.Event()

    def writer():
        rng = Rng(12)
        while not stop.is_set():
            column = rng.below(34)
            array[:, column] = rng.below(6)
            array[:, column] = 1

    thread = threading.Thread(target=writer)
    thread.start()
    answered = refused = 0
    try:
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline:
            try:
                got = getattr(checker, method)(array, threads=2)
            except hupai.HandError as e:
                assert str(e).startswith("row "), e
                refused += 1
            else:
                assert got.shape == (len(array),)
                answered += 1
    finally:
        stop.set()
        thread.join()
    assert answered + refused > 0
