"""Times the Python module: `is_complete_counts` over a (10,000,000, 34) array on two threads,
`shanten_counts` on one, and one call at a time on text `is_complete`, `check` and `shanten`,
beside the PyPI `mahjong` package's `is_agari` and `xiangting`'s
`calculate_replacement_number` on the same hands (every answer of both checked equal first).
Each ratio is printed with its aim and whether the aim is met.

    python python/bench.py [--hands 10000000] [--threads 2] [--compare 50000]

The hands are those of examples/python/ray_batch.py: three quarters built complete (a third of
them with one tile moved), a quarter drawn from the wall.
"""

import argparse
import pathlib
import sys
import time

import numpy as np

import hupai

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1] / "examples" / "python"))
from ray_batch import counts_for  # noqa: E402

SUITS = "mpsz"


def text(row):
    return "".join(
        "".join(str(r + 1) * int(row[s * 9 + r]) for r in range(9 if s < 3 else 7)) + SUITS[s]
        for s in range(4)
        if row[s * 9 : s * 9 + 9].any()
    )


def best(f, repeat=3):
    """The best of `repeat` timings of `f()`, in seconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        f()
        times.append(time.perf_counter() - start)
    return min(times)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=10_000_000)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--compare", type=int, default=50_000)
    args = parser.parse_args()

    chunk = 1_000_000
    rows = np.concatenate([counts_for(np.arange(i, min(i + chunk, args.hands)))
                           for i in range(0, args.hands, chunk)])
    checker = hupai.Checker()

    batch = best(lambda: checker.is_complete_counts(rows, threads=args.threads))
    answers = checker.is_complete_counts(rows, threads=args.threads)
    print(f"is_complete_counts: {args.hands:,} hands on {args.threads} threads in {batch:.3f} s: "
          f"{args.hands / batch / 1e6:.1f} million hands/s ({batch / args.hands * 1e9:.1f} ns/hand)")

    # One thread: shanten_counts's aim is per row, and is_complete_counts beside it on the same
    # rows says how busy the machine was.
    one = rows[: min(args.hands, 1_000_000)]
    shanten_rows = best(lambda: checker.shanten_counts(one, threads=1))
    complete_rows = best(lambda: checker.is_complete_counts(one, threads=1))
    per_row = shanten_rows / len(one) * 1e9
    print(f"shanten_counts: {len(one):,} hands on 1 thread in {shanten_rows:.3f} s "
          f"({per_row:.1f} ns/hand; is_complete_counts on 1 thread: "
          f"{complete_rows / len(one) * 1e9:.1f} ns/hand)")

    subset = rows[: args.compare]
    texts = [text(r) for r in subset]
    assert [checker.is_complete(t) for t in texts] == list(answers[: args.compare])
    is_complete = per_call(checker.is_complete, texts)
    check = per_call(checker.check, texts)
    assert [checker.check(t).win for t in texts] == list(answers[: args.compare])
    shanten = per_call(checker.shanten, texts)
    least = [checker.shanten(t).least for t in texts]
    assert list(checker.shanten_counts(subset)) == least
    print(f"is_complete(str): {is_complete * 1e6:.3f} us per call ({len(texts):,} calls)")
    print(f"check(str): {check * 1e6:.3f} us per call")
    print(f"shanten(str): {shanten * 1e6:.3f} us per call")

    from mahjong.agari import Agari

    agari = Agari()
    tiles = subset.tolist()
    assert [agari.is_agari(t) for t in tiles] == list(answers[: args.compare])
    theirs = best(lambda: [agari.is_agari(t) for t in tiles], repeat=1) / len(tiles)
    print(f"mahjong {version('mahjong')} Agari().is_agari: {theirs * 1e6:.2f} us per hand "
          f"({len(tiles):,} hands, same answers)")
    print(f"speedup per hand: {theirs / (batch / args.hands):,.0f}x against is_complete_counts, "
          f"{theirs / is_complete:,.0f}x against is_complete(str)")

    aims = [("shanten_counts ns/hand", per_row, 30)]
    try:
        import xiangting
    except ImportError:
        print("xiangting is not installed: shanten(str) is not compared")
    else:
        four = xiangting.PlayerCount.FOUR
        replacement = xiangting.calculate_replacement_number
        assert [replacement(t, four) - 1 for t in tiles] == least
        ours = best(lambda: [replacement(t, four) for t in tiles]) / len(tiles)
        print(f"xiangting {version('xiangting')} calculate_replacement_number: "
              f"{ours * 1e6:.3f} us per hand (same answers, less one)")
        aims.append(("shanten(str) / xiangting", shanten / ours, 0.6))
    aims.append(("is_complete(str) / is_agari", is_complete / theirs, 0.7))
    aims.append(("check(str) / is_complete(str)", check / is_complete, 3))
    for name, value, aim in aims:
        print(f"{name}: {value:.2f} (aim at most {aim}: {'met' if value <= aim else 'NOT met'})")


def per_call(method, texts):
    """The best time of one call of `method` over `texts`, in seconds."""
    return best(lambda: [method(t) for t in texts]) / len(texts)


def version(package):
    from importlib.metadata import version as of

    return of(package)


if __name__ == "__main__":
    main()
