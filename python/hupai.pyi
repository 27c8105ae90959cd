"""Mahjong and Paohuzi hands decided by precomputed lookup tables."""

import os
import pathlib
from typing import Any, Dict, List, Mapping, Optional, Sequence, Union

import numpy as np
import numpy.typing as npt

__version__: str

SHANTEN_NONE: int
"""127: the shanten `Checker.shanten_counts` gives a row that no form reaches."""

_Rules = Union[None, Mapping[str, Union[str, int, bool, None]], Sequence[str]]
# The arguments of the count methods: rows of 34 uint8 counts, and their jokers.
_Counts = npt.NDArray[np.uint8]
_Jokers = Union[int, npt.NDArray[np.uint8]]

class HandError(ValueError):
    """A hand that cannot be read, or cannot be checked under the rules."""

class RuleError(ValueError):
    """A rule option that is unknown or has a value the rule does not take."""

class TableError(OSError):
    """A table file that cannot be read, is not valid, or holds another rule set's tables."""

class Checker:
    """Decides mahjong hands under one rule set, over the built-in tables or a table file's."""

    def __init__(
        self,
        rules: _Rules = None,
        tables: Union[None, str, "os.PathLike[str]"] = None,
    ) -> None: ...
    @property
    def rules(self) -> List[str]:
        """The rule options, as "KEY=VALUE" strings."""
    @property
    def tables(self) -> Optional[pathlib.Path]:
        """The table file's absolute path, or None for the built-in tables."""
    def is_complete(self, hand: str) -> bool:
        """Whether the hand (mpsz notation) is complete in any form the rules allow."""
    def check(self, hand: str) -> Dict[str, Any]:
        """The fields of `hupai check --json`: hand, win, forms, decomposition."""
    def waits(self, hand: str) -> List[Dict[str, Any]]:
        """The "waits" of `hupai waits --json`: one dict (tile, forms, dead) per tile."""
    def decompositions(self, hand: str) -> List[Dict[str, Any]]:
        """The "decompositions" of `hupai explain --json`; empty when there is none."""
    def shanten(self, hand: str) -> Dict[str, Any]:
        """The fields of `hupai shanten --json`: hand, shanten, forms (None: off or out of reach)."""
    def efficiency(self, hand: str, visible: Optional[str] = None) -> Dict[str, Any]:
        """The fields of `hupai efficiency --json`: hand, shanten, and tiles and total (3n+1
        tiles) or discards, best first (3n+2); `visible` is mpsz tiles seen elsewhere."""
    def is_complete_counts(
        self, counts: _Counts, jokers: _Jokers = 0, threads: Optional[int] = None
    ) -> npt.NDArray[np.bool_]:
        """Whether each (34,) row of uint8 counts, with its jokers, is complete."""
    def shanten_counts(
        self, counts: _Counts, jokers: _Jokers = 0, threads: Optional[int] = None
    ) -> npt.NDArray[np.int8]:
        """The least shanten over the forms of each (34,) row of uint8 counts, with its
        jokers: -1 complete, 0 waiting, SHANTEN_NONE (127) when no form is reached."""
    def __reduce__(self) -> Any: ...

class PaohuziChecker:
    """Decides Paohuzi hands under one rule set."""

    def __init__(self, rules: _Rules = None) -> None: ...
    @property
    def rules(self) -> List[str]:
        """The rule options, as "KEY=VALUE" strings."""
    def check(self, hand: str) -> Dict[str, Any]:
        """The fields of `hupai phz check --json`."""
    def __reduce__(self) -> Any: ...
