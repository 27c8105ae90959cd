"""Times the Python module: `is_complete_counts` over a (10,000,000, 34) array on two threads,
`is_complete` on text one call at a time, and the PyPI `mahjong` package's `is_agari` on the
same hands for comparison (every answer of both checked equal first).

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

    subset = rows[: args.compare]
    texts = [text(r) for r in subset]
    assert [checker.is_complete(t) for t in texts] == list(answers[: args.compare])
    call = checker.is_complete
    per_call = best(lambda: [call(t) for t in texts]) / len(texts)
    print(f"is_complete(str): {per_call * 1e6:.3f} us per call ({len(texts):,} calls)")

    from mahjong.agari import Agari

    agari = Agari()
    tiles = subset.tolist()
    assert [agari.is_agari(t) for t in tiles] == list(answers[: args.compare])
    theirs = best(lambda: [agari.is_agari(t) for t in tiles], repeat=1) / len(tiles)
    print(f"mahjong {version('mahjong')} Agari().is_agari: {theirs * 1e6:.2f} us per hand "
          f"({len(tiles):,} hands, same answers)")
    print(f"speedup per hand: {theirs / (batch / args.hands):,.0f}x against is_complete_counts, "
          f"{theirs / per_call:,.0f}x against is_complete(str)")


def version(package):
    from importlib.metadata import version as of

    return of(package)


if __name__ == "__main__":
    main()
