"""Seeded hands for the tests: mahjong hands as text and as count rows, Paohuzi hands as text.

Random hands alone are almost never complete, so complete hands are built from groups and
then some of them disturbed, which puts every answer (complete, waiting, neither, an error)
among the hands compared.
"""

import numpy as np

from rng import Rng

SUITS = "mpsz"
KINDS = 34


def kind_name(kind):
    """The mpsz name of a kind index: 0 is 1m, 33 is 7z."""
    return f"{kind % 9 + 1}{SUITS[kind // 9]}"


def groups():
    """Every triplet and every sequence, as lists of kind indices."""
    triplets = [[k] * 3 for k in range(KINDS)]
    sequences = [[s * 9 + r, s * 9 + r + 1, s * 9 + r + 2] for s in range(3) for r in range(7)]
    return triplets + sequences


def text(concealed, melds=(), jokers=0):
    """A hand's mpsz text: the concealed kinds suit by suit, jokers as `*`, melds in brackets."""
    out = []
    for s, suit in enumerate(SUITS):
        ranks = sorted(k % 9 + 1 for k in concealed if k // 9 == s)
        if ranks:
            out.append("".join(map(str, ranks)) + suit)
    out.append("*" * jokers)
    for meld in melds:
        out.append("[" + "".join(str(k % 9 + 1) for k in meld) + SUITS[meld[0] // 9] + "]")
    return "".join(out)


def complete_tiles(rng):
    """Fourteen kinds making four groups and a pair (counts may exceed four)."""
    all_groups = groups()
    tiles = [rng.below(KINDS)] * 2
    for _ in range(4):
        tiles += rng.choice(all_groups)
    return tiles


def mahjong_hands(n, seed, jokers=False):
    """`n` hand texts of every sort: complete, disturbed, waiting (13 tiles), random, melded,
    seven pairs, and a few that cannot be read or checked."""
    rng = Rng(seed)
    all_groups = groups()
    wall = [k for k in range(KINDS) for _ in range(4)]
    hands = []
    for i in range(n):
        sort = i % 8
        if sort == 0:
            tiles = rng.sample(wall, 14)
        elif sort == 1:
            tiles = rng.sample(wall, 13)
        elif sort == 6:
            tiles = [k for k in rng.sample(range(KINDS), 7) for _ in range(2)]
        else:
            tiles = complete_tiles(rng)
            if sort in (3, 4):
                tiles.pop(rng.below(len(tiles)))
            if sort == 4:
                tiles.append(rng.below(KINDS))
            if sort == 5:
                tiles.pop(rng.below(len(tiles)))
        melds = []
        if sort == 7 and len(tiles) >= 5:
            meld = rng.choice(all_groups)
            tiles = tiles[: len(tiles) - 3]
            melds.append(meld)
        joker_count = 0
        if jokers and rng.chance(40):
            joker_count = 1 + rng.below(2)
            for _ in range(joker_count):
                if len(tiles) > 1:
                    tiles.pop(rng.below(len(tiles)))
        hands.append(text(tiles, melds, joker_count))
    hands += ["", "xyz", "123m456p789s11z99z", "1111m1m123p456p789s", "[124m]123m", "5555555m"]
    return hands


def belows(rng, n, size):
    """`size` numbers below `n` from `rng`, as an array."""
    return np.array([rng.below(n) for _ in range(size)], np.int64)


def count_rows(n, seed):
    """`n` count rows of fourteen tiles, about a third of them complete, none above four."""
    rng = Rng(seed)
    table = np.zeros((len(groups()), KINDS), np.uint8)
    for i, g in enumerate(groups()):
        for k in g:
            table[i, k] += 1
    pairs = np.eye(KINDS, dtype=np.uint8) * 2
    rows = np.empty((0, KINDS), np.uint8)
    while len(rows) < n:
        m = (n - len(rows)) * 2
        batch = pairs[belows(rng, KINDS, m)]
        for _ in range(4):
            batch = batch + table[belows(rng, len(table), m)]
        # Two rows in three: one tile moved to another kind.
        moved = belows(rng, 3, m) < 2
        src = np.array([rng.choice(np.flatnonzero(r)) for r in batch[moved]], dtype=np.int64)
        dst = belows(rng, KINDS, len(src))
        idx = np.flatnonzero(moved)
        batch[idx, src] -= 1
        batch[idx, dst] += 1
        rows = np.concatenate([rows, batch[batch.max(axis=1) <= 4]])
    return np.ascontiguousarray(rows[:n])


def counts_text(row, jokers=0):
    """The text of a count row."""
    return text([k for k in range(KINDS) for _ in range(int(row[k]))], jokers=jokers)


SMALL = "一二三四五六七八九十"
BIG = "壹贰叁肆伍陆柒捌玖拾"


def paohuzi_hands(n, seed):
    """`n` Paohuzi hand texts: runs, triples and a pair built up, some disturbed, some random,
    some with an exposed 碰, and a few that cannot be read."""
    rng = Rng(seed)
    cards = [c for c in SMALL + BIG for _ in range(4)]
    runs = [s[i : i + 3] for s in (SMALL, BIG) for i in range(8)] + ["二七十", "贰柒拾", "一五十"]
    hands = []
    for i in range(n):
        sort = i % 4
        if sort == 0:
            hand = "".join(rng.sample(cards, rng.choice([3, 6, 9, 11, 14, 17, 20, 21])))
        else:
            parts = [rng.choice(runs) if rng.chance(70) else rng.choice(SMALL + BIG) * 3
                     for _ in range(1 + rng.below(6))]
            if rng.chance(50):
                parts.append(rng.choice(SMALL + BIG) * 2)
            hand = "".join(parts)
            if sort == 2:
                hand = hand[1:] + rng.choice(SMALL + BIG)
            if sort == 3:
                hand += "[碰:" + rng.choice(SMALL + BIG) * 3 + "]"
        hands.append(hand)
    return hands + ["", "abc", "一二", "[碰:一二三]"]
