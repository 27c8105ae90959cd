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
    def check(self, hand: str) -> Check:
        """The hand checked; to_dict() is the object of `hupai check --json`."""
    def waits(self, hand: str) -> List[Wait]:
        """One Wait per tile the hand waits on, in tile order; to_dict() of each is one of
        the "waits" of `hupai waits --json`."""
    def decompositions(self, hand: str) -> List[Decomposition]:
        """Every decomposition; to_dict() of each is one of the "decompositions" of `hupai
        explain --json`. Empty when there is none."""
    def shanten(self, hand: str) -> Shanten:
        """The hand's shanten; to_dict() is the object of `hupai shanten --json`."""
    def efficiency(self, hand: str, visible: Optional[str] = None) -> Efficiency:
        """The hand's efficiency; to_dict() is the object of `hupai efficiency --json`.
        `visible` is mpsz tiles seen elsewhere."""
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
    def check(self, hand: str) -> PaohuziCheck:
        """The hand checked; to_dict() is the object of `hupai phz check --json`."""
    def __reduce__(self) -> Any: ...

# The answers: immutable, compared by value (==), neither hashable nor picklable; each attribute
# is built when it is read, and to_dict() gives the command line's JSON object, key for key and
# in its order.

class Check:
    """A mahjong hand checked (`Checker.check`)."""

    @property
    def hand(self) -> str:
        """The hand as read, in the notation's own order."""
    @property
    def win(self) -> bool:
        """Whether the hand is complete in any form the rules allow."""
    @property
    def forms(self) -> List[str]:
        """The forms it is complete in ("standard", "seven_pairs", ...); empty if none."""
    @property
    def decomposition(self) -> Optional[Decomposition]:
        """One standard-form decomposition; None unless complete in the standard form.
        Searched for when read, by the checker that checked the hand."""
    def to_dict(self) -> Dict[str, Any]:
        """The object of `hupai check --json`: hand, win, forms, decomposition."""

class Decomposition:
    """A standard-form decomposition, or a knitted straight's (its knitted tiles, then the rest)."""

    @property
    def pair(self) -> Group:
        """The pair."""
    @property
    def groups(self) -> List[Group]:
        """The concealed groups: each suit's in ascending order, suits in m, p, s, z order."""
    @property
    def melds(self) -> List[str]:
        """The hand's melds, as the notation writes them ("[777z]")."""
    @property
    def knitted(self) -> Optional[Knitted]:
        """A knitted straight's knitted tiles; None for a standard decomposition."""
    def to_dict(self) -> Dict[str, Any]:
        """A decomposition of `hupai explain --json`: (knitted,) pair, groups, melds."""

class Group:
    """A concealed group or the pair, with the tiles jokers stand for."""

    @property
    def kind(self) -> str:
        """"sequence", "triplet" or "pair"."""
    @property
    def tiles(self) -> List[str]:
        """Its tiles in ascending order, those jokers stand for included."""
    @property
    def jokers(self) -> List[str]:
        """The tiles jokers stand for, one per joker."""
    def to_dict(self) -> Dict[str, Any]:
        """{"kind", "tiles", "jokers"}."""

class Knitted:
    """The nine knitted tiles of a knitted straight (组合龙)."""

    @property
    def tiles(self) -> List[str]:
        """The nine tiles, in index order, those jokers stand for included."""
    @property
    def jokers(self) -> List[str]:
        """The knitted tiles jokers stand for, one per joker."""
    def to_dict(self) -> Dict[str, Any]:
        """{"tiles", "jokers"}."""

class Wait:
    """A tile a hand waits on (`Checker.waits`)."""

    @property
    def tile(self) -> str:
        """The tile ("5m")."""
    @property
    def forms(self) -> List[str]:
        """The forms it completes the hand in."""
    @property
    def dead(self) -> bool:
        """Whether the hand already holds its four copies."""
    def to_dict(self) -> Dict[str, Any]:
        """{"tile", "forms", "dead"}, as in `hupai waits --json`."""

class Shanten:
    """How far a hand is from complete (`Checker.shanten`)."""

    @property
    def hand(self) -> str:
        """The hand as read, in the notation's own order."""
    @property
    def least(self) -> Optional[int]:
        """The least shanten over the forms: -1 complete, 0 waiting; None if out of reach."""
    @property
    def forms(self) -> Dict[str, Optional[int]]:
        """Each form's shanten ("standard", "seven_pairs", "thirteen_orphans",
        "knitted_straight", "honors_and_knitted", "seven_pairs_and_triplet"); None where the
        form is off or out of reach."""
    def to_dict(self) -> Dict[str, Any]:
        """The object of `hupai shanten --json`: hand, shanten (`least`), forms."""

class Efficiency:
    """A hand's tile efficiency (`Checker.efficiency`): draws for 3n+1 tiles, discards for 3n+2."""

    @property
    def hand(self) -> str:
        """The hand as read, in the notation's own order."""
    @property
    def shanten(self) -> Optional[int]:
        """The hand's shanten, the least over the forms."""
    @property
    def tiles(self) -> Optional[List[EffectiveTile]]:
        """3n+1 tiles: the kinds whose draw lowers the shanten; None for 3n+2."""
    @property
    def total(self) -> Optional[int]:
        """3n+1 tiles: their copies still unseen, all together; None for 3n+2."""
    @property
    def discards(self) -> Optional[List[Discard]]:
        """3n+2 tiles: every distinct discard, best first; None for 3n+1."""
    def to_dict(self) -> Dict[str, Any]:
        """The object of `hupai efficiency --json`: hand, shanten, then tiles and total
        (3n+1) or discards (3n+2)."""

class EffectiveTile:
    """A kind whose draw lowers the shanten."""

    @property
    def tile(self) -> str:
        """The kind ("2m")."""
    @property
    def remaining(self) -> int:
        """Its copies not in the hand, its melds or the visible tiles."""
    def to_dict(self) -> Dict[str, Any]:
        """{"tile", "remaining"}."""

class Discard:
    """A discard of a 3n+2 hand and what the hand it leaves draws to."""

    @property
    def tile(self) -> str:
        """The tile discarded."""
    @property
    def shanten(self) -> Optional[int]:
        """The shanten of the hand it leaves."""
    @property
    def tiles(self) -> List[EffectiveTile]:
        """The kinds whose draw lowers that hand's shanten."""
    @property
    def total(self) -> int:
        """Their copies still unseen, all together."""
    def to_dict(self) -> Dict[str, Any]:
        """{"tile", "shanten", "tiles", "total"}."""

class PaohuziCheck:
    """A Paohuzi hand checked (`PaohuziChecker.check`)."""

    @property
    def hand(self) -> str:
        """The hand as read, in Chinese numerals."""
    @property
    def complete(self) -> bool:
        """Whether every card is in a group, with the one pair the hand size asks for."""
    @property
    def huxi(self) -> Optional[int]:
        """The best score (胡息, or card points) over the decompositions; None if not complete."""
    @property
    def win(self) -> bool:
        """Complete, and the score reaches the rules' min_huxi."""
    @property
    def groups(self) -> List[PaohuziGroup]:
        """The groups of a best decomposition: exposed, set aside, then the hand's own."""
    @property
    def reds(self) -> int:
        """Red cards (二七十贰柒拾), held and exposed."""
    @property
    def bigs(self) -> int:
        """Big cards (壹..拾), held and exposed."""
    @property
    def smalls(self) -> int:
        """Small cards (一..十), held and exposed."""
    @property
    def names(self) -> List[str]:
        """The named hands (名堂) that hold, in Chinese."""
    def to_dict(self) -> Dict[str, Any]:
        """The object of `hupai phz check --json`."""

class PaohuziGroup:
    """A group of a Paohuzi hand's best decomposition and what it scores."""

    @property
    def group(self) -> str:
        """The group in Chinese numerals, its cards as its 王 make them."""
    @property
    def ascii(self) -> str:
        """The group in ASCII ("123x")."""
    @property
    def kind(self) -> str:
        """Its kind's ASCII name ("run", "kan", "peng", ...)."""
    @property
    def huxi(self) -> int:
        """What it scores under the rules' scoring."""
    @property
    def wang(self) -> List[str]:
        """The cards its 王 stand for, one per 王."""
    def to_dict(self) -> Dict[str, Any]:
        """{"group", "ascii", "kind", "huxi", "wang"}."""
