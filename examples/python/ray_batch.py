"""Millions of mahjong hands checked on a Ray cluster: a Ray Dataset of count rows, each batch
answered by `hupai.Checker.is_complete_counts`, the answers written out as Parquet files.

    python examples/python/ray_batch.py --hands 1000000 --out /tmp/answers
    RAY_ADDRESS=ray://head:10001 python examples/python/ray_batch.py --hands 100000000 --out s3://...

Without an address (no --address, no RAY_ADDRESS) Ray starts a local cluster on this machine;
with one, the same script runs on that cluster: the checker is pickled to the workers as its
rules and rebuilt there, and the count rows are generated on the workers from their row ids,
so nothing large travels from this process.
"""

import argparse
import os
import tempfile

import numpy as np
import ray

import hupai

KINDS = 34
HONORS = 27


def mix(x):
    """splitmix64: a well-spread 64-bit hash of each entry."""
    x = x + np.uint64(0x9E3779B97F4A7C15)
    x = (x ^ (x >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    x = (x ^ (x >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    return x ^ (x >> np.uint64(31))


def counts_for(ids, seed=0):
    """The count rows of the given row ids: a function of (id, seed) alone, so that any worker
    generates the same row for the same id. A quarter are fourteen tiles drawn from the wall;
    the others are four sequences and an honor pair, a third of them with one tile moved to
    another honor (complete, then mostly not)."""
    ids = np.asarray(ids, np.uint64)
    base = ids * np.uint64(256) + np.uint64(seed) * np.uint64(1 << 56)

    def draw(j, n):
        return (mix(base + np.uint64(j)) % np.uint64(n)).astype(np.int64)

    rows = np.zeros((len(ids), KINDS), np.uint8)
    r = np.arange(len(ids))
    pair = HONORS + draw(1, 7)
    rows[r, pair] += 2
    starts = []
    for g in range(4):
        s = draw(2 + g, 21)
        start = s // 7 * 9 + s % 7
        starts.append(start)
        for d in range(3):
            rows[r, start + d] += 1
    moved = draw(6, 3) == 0
    taken = np.choose(draw(7, 4), starts) + draw(8, 3)
    rows[r[moved], taken[moved]] -= 1
    rows[r[moved], (HONORS + (pair - HONORS + 1 + draw(9, 6)) % 7)[moved]] += 1
    wall = np.flatnonzero(draw(0, 4) == 0)
    if len(wall):
        keys = mix(base[wall, None] + np.uint64(16) + np.arange(136, dtype=np.uint64))
        kinds = np.argsort(keys, axis=1)[:, :14] // 4
        rows[wall] = 0
        np.add.at(rows, (np.repeat(wall, 14), kinds.ravel()), 1)
    return rows


def generate(batch, seed):
    """A batch of row ids becomes the same ids with their count rows."""
    return {"id": batch["id"], "counts": counts_for(batch["id"], seed)}


def classify(batch, checker):
    """A batch of count rows answered; one thread per task, since Ray runs the tasks in parallel."""
    return {"id": batch["id"], "complete": checker.is_complete_counts(batch["counts"], threads=1)}


def run(hands, out, rules=None, seed=0, batch_size=65_536):
    """Checks `hands` generated hands on the current Ray cluster and writes Parquet files of
    (id, complete) into `out`."""
    checker = hupai.Checker(rules)
    ctx = ray.data.DataContext.get_current()
    ctx.enable_progress_bars = False
    blocks = max(1, hands // batch_size)
    (
        ray.data.range(hands, override_num_blocks=blocks)
        .map_batches(generate, batch_format="numpy", batch_size=batch_size, fn_kwargs={"seed": seed})
        .map_batches(classify, batch_format="numpy", batch_size=batch_size,
                     fn_kwargs={"checker": checker})
        .write_parquet(out)
    )


def read_answers(out, hands):
    """The answers written by `run`, in row-id order."""
    import pyarrow.parquet as pq

    table = pq.read_table(out)
    complete = np.zeros(hands, bool)
    complete[table.column("id").to_numpy()] = table.column("complete").to_numpy()
    assert len(table) == hands
    return complete


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=1_000_000)
    parser.add_argument("--out", help="where to write the Parquet files (default: a temporary folder)")
    parser.add_argument("--address", help="a Ray cluster (default: RAY_ADDRESS, else a local one)")
    parser.add_argument("--rule", action="append", default=[], help="a rule option KEY=VALUE")
    args = parser.parse_args()
    ray.init(address=args.address or os.environ.get("RAY_ADDRESS"))
    out = args.out or tempfile.mkdtemp(prefix="hupai-ray-")
    run(args.hands, out, args.rule)
    answers = read_answers(out, args.hands) if "://" not in out else None
    if answers is not None:
        print(f"{args.hands} hands, {answers.sum()} complete; answers in {out}")
    else:
        print(f"{args.hands} hands; answers in {out}")


if __name__ == "__main__":
    main()
