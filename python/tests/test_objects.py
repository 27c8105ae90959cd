"""Errors, rules, table files, pickling and sharing a checker between threads."""

import concurrent.futures
import os
import pickle
import threading

import numpy as np
import pytest

import hands
import hupai


def test_error_types():
    assert issubclass(hupai.HandError, ValueError)
    assert issubclass(hupai.RuleError, ValueError)
    assert issubclass(hupai.TableError, OSError)
    checker = hupai.Checker()
    with pytest.raises(hupai.HandError, match="at character 1"):
        checker.check("x")
    with pytest.raises(hupai.HandError, match="concealed tiles"):
        checker.is_complete("123m")
    with pytest.raises(hupai.HandError):
        hupai.PaohuziChecker().check("abc")


def test_rules_as_dict_or_list():
    assert hupai.Checker({"joker": "7z"}).rules == ["joker=7z"]
    assert hupai.Checker(["joker=7z"]).is_complete("123m456p789s11z77z7z")
    assert hupai.Checker({"seven_pairs": False, "max_jokers": 2, "joker": None}).rules == [
        "seven_pairs=false", "max_jokers=2", "joker=none"]
    assert hupai.Checker().is_complete("1133557799m1133p")
    assert not hupai.Checker({"seven_pairs": False}).is_complete("1133557799m1133p")
    assert hupai.PaohuziChecker({"min_huxi": 10}).rules == ["min_huxi=10"]
    for bad in (["colour=red"], {"seven_pairs": "maybe"}, ["seven_pairs"], "joker=7z", 5,
                {"joker": 1.5}, [3]):
        with pytest.raises(hupai.RuleError):
            hupai.Checker(bad)
    with pytest.raises(hupai.RuleError, match="colour"):
        hupai.PaohuziChecker(["colour=red"])
    # A key given twice is refused by name, not settled by the last.
    with pytest.raises(hupai.RuleError, match="`joker` is given twice"):
        hupai.Checker(["joker=7z", "joker=1z"])
    with pytest.raises(hupai.RuleError, match="`min_huxi` is given twice"):
        hupai.PaohuziChecker(["min_huxi=10", "min_huxi=15"])


def test_table_files(table_dir, tmp_path):
    with pytest.raises(hupai.TableError, match="No such file"):
        hupai.Checker(tables=tmp_path / "missing.bin")
    with pytest.raises(hupai.TableError):
        hupai.Checker(tables=tmp_path)
    corrupt = tmp_path / "corrupt.bin"
    data = bytearray((table_dir / "mahjong.bin").read_bytes())
    data[len(data) // 2] ^= 0xFF
    corrupt.write_bytes(bytes(data))
    with pytest.raises(hupai.TableError):
        hupai.Checker(tables=corrupt)
    (tmp_path / "short.bin").write_bytes(bytes(data[:100]))
    with pytest.raises(hupai.TableError, match="truncated") as refused:
        hupai.Checker(tables=tmp_path / "short.bin")
    # Every refusal names the file, whatever is wrong with it.
    assert str(tmp_path / "short.bin") in str(refused.value)
    with pytest.raises(hupai.TableError) as refused:
        hupai.Checker(tables=corrupt)
    assert str(corrupt) in str(refused.value)
    with pytest.raises(hupai.TableError):
        hupai.Checker(tables=table_dir / "mahjong-eyes-258.bin")
    assert hupai.Checker({"eyes": "258"}, tables=table_dir / "mahjong-eyes-258.bin").is_complete(
        "123m456p789s22m555z")


def test_pickle(table_dir):
    for checker in (hupai.Checker(), hupai.Checker({"joker": "7z"}),
                    hupai.Checker({"eyes": "258"}, tables=table_dir / "mahjong-eyes-258.bin")):
        copy = pickle.loads(pickle.dumps(checker))
        assert type(copy) is hupai.Checker
        assert copy.rules == checker.rules and copy.tables == checker.tables
        assert repr(copy) == repr(checker)
        for hand in hands.mahjong_hands(200, seed=9):
            try:
                expected = checker.check(hand)
            except hupai.HandError:
                continue
            assert copy.check(hand) == expected
    # A relative path is kept absolute, so that the copy finds the file from anywhere.
    here = os.getcwd()
    try:
        os.chdir(table_dir)
        relative = hupai.Checker({"eyes": "258"}, tables="mahjong-eyes-258.bin")
        assert relative.tables == table_dir / "mahjong-eyes-258.bin"
        pickled = pickle.dumps(relative)
    finally:
        os.chdir(here)
    os.chdir(table_dir.parent)
    try:
        assert pickle.loads(pickled).is_complete("123m456p789s22m555z")
    finally:
        os.chdir(here)
    phz = pickle.loads(pickle.dumps(hupai.PaohuziChecker({"min_huxi": 10})))
    assert phz.rules == ["min_huxi=10"]
    assert phz.check("一二三壹贰叁").win is False


def test_one_checker_many_threads():
    checker = hupai.Checker()
    rows = hands.count_rows(40_000, seed=10)
    texts = [hands.counts_text(r) for r in rows[:4000]]
    expected = checker.is_complete_counts(rows)

    def work(i):
        if i % 2:
            return np.array_equal(checker.is_complete_counts(rows, threads=2), expected)
        part = slice(i * 250, i * 250 + 250)
        return [checker.is_complete(t) for t in texts[part]] == list(expected[part])

    with concurrent.futures.ThreadPoolExecutor(8) as pool:
        assert all(pool.map(work, range(16)))


def test_batch_lets_other_threads_run():
    checker = hupai.Checker()
    rows = np.tile(hands.count_rows(10_000, seed=11), (300, 1))
    count = [0]
    done = threading.Event()

    def spin():
        while not done.is_set():
            count[0] += 1

    spinner = threading.Thread(target=spin)
    spinner.start()
    try:
        before = count[0]
        checker.is_complete_counts(rows, threads=1)
        during = count[0] - before
    finally:
        done.set()
        spinner.join()
    # Holding the GIL for the whole call would leave the spinner no turn at all.
    assert during > 10_000


def test_shanten_and_efficiency_errors_and_visible():
    checker = hupai.Checker()
    assert checker.shanten("19m19p19s1234567z").forms["thirteen_orphans"] == 0
    assert checker.shanten("123m456p789s12z[555z]").forms["seven_pairs"] is None
    assert hupai.Checker({"seven_pairs": False}).shanten("1122m3344p5566s77z").forms == {
        "standard": 3, "seven_pairs": None, "thirteen_orphans": 10,
        "knitted_straight": None, "honors_and_knitted": None, "seven_pairs_and_triplet": None}
    assert hupai.Checker({"preset": "mcr"}).check("147m258p369s12345z").win
    taiwan = hupai.Checker({"preset": "taiwan"})
    assert taiwan.check("1133557799m1133p555z").forms == ["seven_pairs_and_triplet"]
    assert taiwan.shanten("1133557799m1133p55z").forms["seven_pairs_and_triplet"] == 0
    assert hupai.Checker({"tiles": 16}).check("111222333m456p789s11z").win
    five = taiwan.decompositions("111222333m456p789s11z")
    assert [len(d.groups) for d in five] == [5, 5]
    with pytest.raises(hupai.HandError, match="n \\+ melds <= 4"):
        checker.check("111222333m456p789s11z")
    with pytest.raises(hupai.RuleError, match="riichi"):
        hupai.Checker({"preset": "guobiao"})
    mcr = hupai.Checker({"knitted": True})
    assert mcr.check("147m258p369s12345z").forms == ["honors_and_knitted"]
    assert mcr.shanten("147m258p369s1234z").forms["honors_and_knitted"] == 0
    [knitted] = mcr.decompositions("14m258p369s45699s*")
    assert knitted.knitted.jokers == ["7m"]
    assert knitted.pair.tiles == ["9s", "9s"]
    for method in (checker.shanten, checker.efficiency):
        with pytest.raises(hupai.HandError, match="shanten takes 3n\\+1 or 3n\\+2"):
            method("123m456p789s")
        with pytest.raises(hupai.HandError, match="at character 4"):
            method("123x")
    waiting = "1112345678999m"
    assert checker.efficiency(waiting) == checker.efficiency(waiting, None)
    assert checker.efficiency(waiting) == checker.efficiency(waiting, visible="")
    seen = checker.efficiency(waiting, visible="9m 2m2m")
    assert seen.total == 20
    assert seen.tiles[1].to_dict() == {"tile": "2m", "remaining": 1}
    assert (seen.tiles[8].tile, seen.tiles[8].remaining) == ("9m", 0)
    for visible, says in [("1m1x", "visible: at character 4: unexpected character `x`"),
                          ("11111m", "visible: at character 5: a fifth 1m"),
                          ("*", "a joker is no kind of tile"),
                          ("12", "digits without a suit letter")]:
        with pytest.raises(hupai.HandError) as raised:
            checker.efficiency(waiting, visible)
        assert says in str(raised.value)
    with pytest.raises(hupai.HandError, match="2 visible 9m and 3 in the hand"):
        checker.efficiency(waiting, "99m")
    with pytest.raises(TypeError):
        checker.efficiency(waiting, ["9m"])
    best = checker.efficiency("1112345678999m5z").discards[0]
    assert (best.tile, best.shanten, best.total) == ("5z", 0, 23)


def test_three_player():
    three = hupai.Checker({"three_player": True})
    assert three.rules == ["three_player=true"]
    # Four 1m and 1z held: three-player play cannot draw 2m or 3m for a sequence.
    assert three.shanten("1111m111122233z").least == 2
    assert hupai.Checker().shanten("1111m111122233z").least == 1
    waiting = "1m456p789s11z222z*"
    assert [w.tile for w in three.waits(waiting)] == ["1m", "1z"]
    assert [w.tile for w in hupai.Checker().waits(waiting)] == ["1m", "2m", "3m", "1z"]
    tiles = [t.tile for t in three.efficiency("1111m111122233z").tiles]
    assert "9m" in tiles and not set(tiles) & {f"{r}m" for r in range(2, 9)}
    for method, hand in [(three.check, "123m456p789s11z222z"), (three.waits, "19m456p789s11z22z5m"),
                         (three.shanten, "456p789s11z222z[777m]")]:
        with pytest.raises(hupai.HandError, match="[257]m is not in a three-player game"):
            method(hand)
    with pytest.raises(hupai.HandError, match="4m is not in a three-player game"):
        three.efficiency("19m456p789s11z22z3p", visible="4m")
