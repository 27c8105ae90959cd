"""The answers as typed objects: their attributes, what to_dict() holds, equality, repr and
immutability. That to_dict() is the command line's object, hand by hand, is test_parity's."""

import gc

import pytest

import hupai

CLASSES = ["Check", "Decomposition", "Group", "Knitted", "Wait", "Shanten", "Efficiency",
           "EffectiveTile", "Discard", "PaohuziCheck", "PaohuziGroup"]


def test_classes_are_the_modules():
    for name in CLASSES:
        cls = getattr(hupai, name)
        assert cls.__module__ == "hupai" and cls.__name__ == name
        # Answers come from the checkers only.
        with pytest.raises(TypeError):
            cls()


def test_check():
    checker = hupai.Checker()
    won = checker.check("1112345678999m5m")
    assert type(won) is hupai.Check
    assert (won.hand, won.win, won.forms) == ("11123455678999m", True, ["standard"])
    d = won.decomposition
    assert type(d) is hupai.Decomposition and d.knitted is None
    assert d.pair.kind == "pair" and d.pair.tiles == ["5m", "5m"] and d.pair.jokers == []
    assert [g.kind for g in d.groups] == ["triplet", "sequence", "sequence", "triplet"]
    assert [g.tiles for g in d.groups][1] == ["2m", "3m", "4m"]
    assert d.melds == []
    assert list(won.to_dict()) == ["hand", "win", "forms", "decomposition"]
    assert won.to_dict()["decomposition"] == d.to_dict()
    assert list(d.to_dict()) == ["pair", "groups", "melds"]
    assert d.to_dict()["pair"] == {"kind": "pair", "tiles": ["5m", "5m"], "jokers": []}

    lost = checker.check("1112345678999m1p")
    assert (lost.win, lost.forms, lost.decomposition) == (False, [], None)
    assert lost.to_dict() == {"hand": "1112345678999m1p", "win": False, "forms": [],
                              "decomposition": None}
    assert repr(won) == ("hupai.Check(hand='11123455678999m', win=True, forms=['standard'], "
                         "decomposition=hupai.Decomposition('55m 111m 234m 678m 999m'))")
    # The hand as the notation writes it, melds and jokers included.
    melded = hupai.Checker({"joker": "7z"}).check("13m456p789s11z7z[555z]")
    assert melded.hand == "13m456p789s117z[555z]"
    assert melded.decomposition.melds == ["[555z]"]
    [joker_group] = [g for g in melded.decomposition.groups if g.jokers]
    assert (joker_group.tiles, joker_group.jokers) == (["1m", "2m", "3m"], ["2m"])
    assert repr(joker_group) == "hupai.Group('123m(*=2m)')"
    seven = checker.check("1133557799m1133p")
    assert (seven.forms, seven.decomposition) == (["seven_pairs"], None)


def test_check_keeps_its_checker(table_dir):
    # The decomposition is searched for when read, by the checker that checked the hand: the
    # answer keeps it alive, even a table file's with no other reference left.
    check = hupai.Checker(tables=table_dir / "mahjong.bin").check("1112345678999m5m")
    gc.collect()
    assert check.decomposition == hupai.Checker().check("1112345678999m5m").decomposition
    assert check == hupai.Checker().check("1112345678999m5m")
    assert check.to_dict() == hupai.Checker().check("1112345678999m5m").to_dict()


def test_decompositions():
    checker = hupai.Checker()
    all = checker.decompositions("111222333m456p11z")
    assert len(all) == 2 and all[0] != all[1]
    assert [[g.kind for g in d.groups] for d in all] == [
        ["triplet", "triplet", "triplet", "sequence"], ["sequence", "sequence", "sequence",
                                                        "sequence"]]
    assert checker.decompositions("1112345678999m1p") == []
    [knitted] = hupai.Checker({"knitted": True}).decompositions("14m258p369s45699s*")
    assert knitted.knitted.tiles == ["1m", "4m", "7m", "2p", "5p", "8p", "3s", "6s", "9s"]
    assert knitted.knitted.jokers == ["7m"]
    assert list(knitted.to_dict()) == ["knitted", "pair", "groups", "melds"]
    assert knitted.to_dict()["knitted"] == knitted.knitted.to_dict()
    assert list(knitted.knitted.to_dict()) == ["tiles", "jokers"]
    assert repr(knitted) == "hupai.Decomposition('knitted 147m258p369s(*=7m) 99s 456s')"


def test_waits():
    waits = hupai.Checker().waits("1112345678999m")
    assert [w.tile for w in waits] == [f"{r}m" for r in range(1, 10)]
    assert all(type(w) is hupai.Wait and w.forms == ["standard"] for w in waits)
    assert [w.dead for w in waits] == [False] * 9
    dead = hupai.Checker().waits("1111m234p567s789s")
    assert [(w.tile, w.forms, w.dead) for w in dead] == [("1m", ["standard"], True)]
    pairs = hupai.Checker().waits("1133557799m113p")
    assert [(w.tile, w.forms) for w in pairs] == [("3p", ["seven_pairs"])]
    assert pairs[0].to_dict() == {"tile": "3p", "forms": ["seven_pairs"], "dead": False}
    assert list(pairs[0].to_dict()) == ["tile", "forms", "dead"]
    assert repr(pairs[0]) == "hupai.Wait(tile='3p', forms=['seven_pairs'], dead=False)"
    assert hupai.Checker().waits("1234m5p789s11z139s") == []


def test_shanten():
    s = hupai.Checker().shanten("123m456p79s12345z")
    assert type(s) is hupai.Shanten
    assert (s.hand, s.least) == ("123m456p79s12345z", 3)
    assert s.forms == {"standard": 3, "seven_pairs": 6, "thirteen_orphans": 6,
                       "knitted_straight": None, "honors_and_knitted": None,
                       "seven_pairs_and_triplet": None}
    assert list(s.forms) == ["standard", "seven_pairs", "thirteen_orphans", "knitted_straight",
                             "honors_and_knitted", "seven_pairs_and_triplet"]
    assert s.to_dict() == {"hand": s.hand, "shanten": 3, "forms": s.forms}
    assert list(s.to_dict()) == ["hand", "shanten", "forms"]
    assert hupai.Checker().shanten("1112345678999m5m").least == -1
    assert hupai.Checker().shanten("1112345678999m").least == 0
    assert repr(hupai.Checker({"knitted": True}).shanten("1112345678999m")) == (
        "hupai.Shanten(hand='1112345678999m', least=0, forms={'standard': 0, "
        "'seven_pairs': 4, 'thirteen_orphans': 10, 'knitted_straight': 5, "
        "'honors_and_knitted': 10, 'seven_pairs_and_triplet': None})")


def test_efficiency():
    checker = hupai.Checker()
    draws = checker.efficiency("1112345678999m")
    assert (draws.shanten, draws.total, draws.discards) == (0, 23, None)
    assert [t.tile for t in draws.tiles] == [f"{r}m" for r in range(1, 10)]
    assert all(type(t) is hupai.EffectiveTile for t in draws.tiles)
    assert [t.remaining for t in draws.tiles] == [1, 3, 3, 3, 3, 3, 3, 3, 1]
    assert list(draws.to_dict()) == ["hand", "shanten", "tiles", "total"]
    assert draws.to_dict()["tiles"][0] == {"tile": "1m", "remaining": 1}
    assert repr(draws.tiles[0]) == "hupai.EffectiveTile(tile='1m', remaining=1)"

    discards = checker.efficiency("1112345678999m5z")
    assert (discards.shanten, discards.tiles, discards.total) == (0, None, None)
    assert list(discards.to_dict()) == ["hand", "shanten", "discards"]
    best = discards.discards[0]
    assert type(best) is hupai.Discard
    assert (best.tile, best.shanten, best.total) == ("5z", 0, 23)
    assert best.tiles == draws.tiles
    assert list(best.to_dict()) == ["tile", "shanten", "tiles", "total"]
    assert best.to_dict()["tiles"] == draws.to_dict()["tiles"]
    assert [(d.tile, d.shanten) for d in discards.discards] == [
        ("5z", 0), ("2m", 0), ("5m", 0), ("8m", 0), ("1m", 1), ("3m", 1), ("4m", 1), ("6m", 1),
        ("7m", 1), ("9m", 1)]
    assert repr(discards).startswith("hupai.Efficiency(hand='1112345678999m5z', shanten=0, "
                                     "discards=[hupai.Discard(tile='5z', shanten=0, tiles=[")


def test_paohuzi_check():
    checker = hupai.PaohuziChecker({"preset": "yongzhou"})
    c = checker.check("一三王 贰柒拾 壹贰叁 玖玖玖 七八九 伍陆柒 五六王")
    assert type(c) is hupai.PaohuziCheck
    assert (c.hand, c.complete, c.huxi, c.win) == ("一三五六七八九壹贰贰叁伍陆柒柒玖玖玖拾王王", True,
                                                    21, True)
    assert (c.reds, c.bigs, c.smalls, c.names) == (6, 12, 7, [])
    assert list(c.to_dict()) == ["hand", "complete", "huxi", "win", "groups", "reds", "bigs",
                                 "smalls", "names"]
    d = c.to_dict()
    assert (d["complete"], d["huxi"], d["win"], d["reds"], d["bigs"], d["smalls"],
            d["names"]) == (c.complete, c.huxi, c.win, c.reds, c.bigs, c.smalls, c.names)
    assert d["groups"] == [g.to_dict() for g in c.groups]
    assert all(type(g) is hupai.PaohuziGroup for g in c.groups)
    with_wang = [g for g in c.groups if g.wang]
    assert [(g.group, g.wang) for g in with_wang] == [("一二三", ["二"]), ("四五六", ["四"])]
    assert [(g.ascii, g.kind) for g in c.groups][:2] == [("(kan:999d)", "kan"), ("123x", "run")]
    assert sum(g.huxi for g in c.groups) == c.huxi
    g = with_wang[0]
    assert list(g.to_dict()) == ["group", "ascii", "kind", "huxi", "wang"]
    assert repr(g) == (f"hupai.PaohuziGroup(group={g.group!r}, ascii={g.ascii!r}, "
                       f"kind={g.kind!r}, huxi={g.huxi}, wang={g.wang!r})")
    lost = hupai.PaohuziChecker().check("一二三壹贰叁")
    assert (lost.complete, lost.huxi, lost.win, lost.names) == (True, 9, False, [])
    assert (lost.reds, lost.bigs, lost.smalls) == (2, 3, 3)
    assert [(g.group, g.ascii, g.kind, g.huxi) for g in lost.groups] == [
        ("一二三", "123x", "run", 3), ("壹贰叁", "123d", "run", 6)]
    black = hupai.PaohuziChecker().check("三四五 四五六 八八八 九九九 叁肆伍 肆伍陆 捌捌捌")
    assert (black.reds, black.names, black.to_dict()["names"]) == (0, ["乌胡"], ["乌胡"])


def test_equality_immutability_pickling():
    checker = hupai.Checker()
    assert checker.check("1112345678999m5m") == checker.check("5m1112345678999m")
    assert checker.check("1112345678999m5m") != checker.check("1112345678999m6m")
    assert checker.shanten("123m456p79s12345z") == checker.shanten("123m456p79s12345z")
    assert checker.waits("1112345678999m") == checker.waits("1112345678999m")
    assert checker.check("1112345678999m5m") != checker.shanten("1112345678999m5m")
    answer = checker.check("1112345678999m5m")
    with pytest.raises(AttributeError):
        answer.win = False
    # Compared by value, so not hashable.
    with pytest.raises(TypeError):
        hash(answer)
