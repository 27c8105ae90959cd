"""The one random generator of the Python tests: the twin of `tests/support/rng.rs`, the
generator of every Rust test, held to the same first values (test_rng.py).

xorshift64 on Python ints kept to 64 bits: the same stream from the same seed on every run and
every platform, and never changed by an upgrade of Python or numpy. Everything else here is
built on `below`.
"""

MASK = (1 << 64) - 1


class Rng:
    """xorshift64 from a non-zero seed."""

    def __init__(self, seed):
        if seed & MASK == 0:
            raise ValueError("xorshift64 needs a non-zero seed")
        self.state = seed & MASK

    def next(self):
        """The next 64 bits."""
        x = self.state
        x ^= (x << 13) & MASK
        x ^= x >> 7
        x ^= (x << 17) & MASK
        self.state = x
        return x

    def below(self, n):
        """A number below `n` (above 0)."""
        return self.next() % n

    def chance(self, percent):
        """True `percent` times in a hundred."""
        return self.below(100) < percent

    def choice(self, items):
        """One of `items` (a sequence)."""
        return items[self.below(len(items))]

    def shuffle(self, items):
        """Shuffles the list `items` in place as the Rust twin does: from the last place down,
        each swapped with a place at or below it."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def sample(self, items, k):
        """`k` of `items` at distinct places, in the order drawn."""
        pool = list(items)
        for i in range(k):
            j = i + self.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:k]
