"""Every text method answers as the command line does with --json: an answer whose to_dict()
is the same object for a hand it can answer, the same message (as a HandError) for one it
cannot."""

import json

import pytest

import hands
import hupai

RULE_SETS = [[], ["joker=7z"], ["eyes=258", "seven_pairs=false"]]


def plain(answer):
    """An answer as the command line's JSON: to_dict() of an answer, or of each in a list."""
    if isinstance(answer, list):
        return [a.to_dict() for a in answer]
    return answer.to_dict()


def compare(cli_answers, lines, method, key=None):
    for line, expected in zip(lines, cli_answers):
        if "error" in expected and "line" in expected:
            with pytest.raises(hupai.HandError) as raised:
                method(line)
            assert str(raised.value) == expected["error"], line
        else:
            got = plain(method(line))
            assert got == (expected if key is None else expected[key]), line
            # The same keys in the same order, down to the nested objects.
            assert json.dumps(got) == json.dumps(expected if key is None else expected[key])


def rule_args(rules):
    return [arg for rule in rules for arg in ("--rule", rule)]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_check(cli, rules):
    lines = hands.mahjong_hands(3000, seed=1, jokers=True)
    checker = hupai.Checker(rules)
    compare(cli(["batch", "--mode", "check", *rule_args(rules)], lines), lines, checker.check)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_is_complete(cli, rules):
    lines = hands.mahjong_hands(3000, seed=2, jokers=True)
    checker = hupai.Checker(rules)
    for line, expected in zip(lines, cli(["batch", *rule_args(rules)], lines)):
        if "error" in expected:
            with pytest.raises(hupai.HandError, match=None):
                checker.is_complete(line)
        else:
            assert checker.is_complete(line) == expected["win"], line


@pytest.mark.parametrize("rules", RULE_SETS)
def test_waits(cli, rules):
    lines = hands.mahjong_hands(3000, seed=3, jokers=True)
    checker = hupai.Checker(rules)
    compare(cli(["batch", "--mode", "waits", *rule_args(rules)], lines), lines, checker.waits,
            "waits")


@pytest.mark.parametrize("rules", RULE_SETS)
def test_decompositions(cli, rules):
    lines = hands.mahjong_hands(3000, seed=4, jokers=True)
    checker = hupai.Checker(rules)
    answers = cli(["batch", "--mode", "explain", *rule_args(rules)], lines)
    found = 0
    for line, expected in zip(lines, answers):
        if "error" not in expected:
            found += 1
            assert plain(checker.decompositions(line)) == expected["decompositions"], line
        elif expected["error"].startswith("the hand is not complete"):
            # The command line refuses to explain such a hand; the module answers no decompositions.
            assert checker.decompositions(line) == [], line
        else:
            with pytest.raises(hupai.HandError) as raised:
                checker.decompositions(line)
            assert str(raised.value) == expected["error"], line
    assert found > 200


@pytest.mark.parametrize("rules", [[], ["min_huxi=10"]])
def test_paohuzi_check(cli, rules):
    lines = hands.paohuzi_hands(3000, seed=5)
    checker = hupai.PaohuziChecker(rules)
    answers = cli(["phz", "batch", "--mode", "check", *rule_args(rules)], lines)
    assert sum(a.get("complete", False) for a in answers) > 300
    compare(answers, lines, checker.check)


def test_table_file_answers_as_built_in(cli, table_dir):
    lines = hands.mahjong_hands(1000, seed=6)
    checker = hupai.Checker(tables=table_dir / "mahjong.bin")
    compare(cli(["batch", "--mode", "check"], lines), lines, checker.check)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_shanten(cli, rules):
    lines = hands.mahjong_hands(3000, seed=7, jokers=True)
    checker = hupai.Checker(rules)
    answers = cli(["batch", "--mode", "shanten", *rule_args(rules)], lines)
    assert sum(a.get("shanten") == 0 for a in answers) > 200
    compare(answers, lines, checker.shanten)


# Tiles seen elsewhere (some hands hold more of a kind than they leave, which both refuse
# alike), under each rule set; the joker kind's hands are the slow ones, so they come once.
EFFICIENCY_CASES = [([], None), ([], "1m9m5p5p7z"), ([], "111m 05s"), (RULE_SETS[1], None),
                    (RULE_SETS[2], "1m9m5p5p7z")]


@pytest.mark.parametrize("rules, visible", EFFICIENCY_CASES)
def test_efficiency(cli, rules, visible):
    lines = hands.mahjong_hands(2000, seed=8, jokers=True)
    checker = hupai.Checker(rules)
    seen = [] if visible is None else ["--visible", visible]
    answers = cli(["batch", "--mode", "efficiency", *seen, *rule_args(rules)], lines)
    assert sum("tiles" in a for a in answers) > 300
    assert sum("discards" in a for a in answers) > 300
    compare(answers, lines, lambda hand: checker.efficiency(hand, visible))
