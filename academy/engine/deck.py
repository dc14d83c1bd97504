"""Seeded deals with a generator of our own, so a seed gives the same deal everywhere.

The generator is xoshiro256** seeded through SplitMix64: plain 64-bit integer
arithmetic, no dependence on ``random`` (whose shuffle may change between versions).

>>> [str(c) for c in Rng(42).shuffled(full_deck())[:3]] == [
...     str(c) for c in shuffled_deck(42)[:3]]
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from .cards import Card, full_deck
from .errors import PokerError

T = TypeVar("T")

MASK64 = (1 << 64) - 1
MAX_SEED = (1 << 63) - 1


_TWO64 = 1 << 64
# Below ``_UNBIASED[n]``, ``x % n`` of a uniform 64-bit x is uniform in 0..n-1 (a whole
# number of rounds of n); n = 0 stands for the whole 64-bit output.
_UNBIASED = tuple(_TWO64 - _TWO64 % n if n else _TWO64 for n in range(65))


def _draws(state: list[int], bounds: Iterable[int]) -> list[int]:
    """One xoshiro256** output per bound, reduced without bias to ``0..bound-1`` (outputs
    at or above the bound's limit are drawn again); a bound of 0 keeps all 64 bits.
    Advances ``state`` in place. The arithmetic lives here alone, for every draw."""
    s0, s1, s2, s3 = state
    mask = MASK64  # a local: read in every step
    drawn = []
    for bound in bounds:
        limit = _UNBIASED[bound] if bound <= 64 else _TWO64 - _TWO64 % bound
        while True:
            x = (s1 * 5) & mask
            result = (((x << 7) | (x >> 57)) * 9) & mask
            t = (s1 << 17) & mask
            s2 ^= s0
            s3 ^= s1
            s1 ^= s2
            s0 ^= s3
            s2 ^= t
            s3 = ((s3 << 45) | (s3 >> 19)) & mask
            if result < limit:
                break
        drawn.append(result % bound if bound else result)
    state[:] = s0, s1, s2, s3
    return drawn


def _splitmix64(state: int) -> tuple[int, int]:
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def check_seed(seed: object, field: str = "seed") -> int:
    """The seed as an int in 0..2**63-1, or PokerError naming ``field``."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise PokerError("la semilla debe ser un número entero", field=field)
    if not 0 <= seed <= MAX_SEED:
        raise PokerError(f"la semilla debe estar entre 0 y {MAX_SEED}", field=field)
    return seed


class Rng:
    """xoshiro256** generator; ``Rng(seed)`` always yields the same sequence."""

    __slots__ = ("_s",)

    def __init__(self, seed: int) -> None:
        check_seed(seed)
        state = seed
        words = []
        for _ in range(4):
            state, word = _splitmix64(state)
            words.append(word)
        self._s = words

    def next64(self) -> int:
        return _draws(self._s, (0,))[0]

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise PokerError("el intervalo debe tener al menos un valor")
        return _draws(self._s, (n,))[0]

    def shuffle_tail(self, items: list[T], count: int) -> None:
        """``count`` steps of a Fisher-Yates shuffle of ``items`` in place, from the end:
        position ``i`` swaps with a uniform position ``j <= i``, so the last ``count``
        items are a uniform draw from all of them."""
        bounds = range(len(items), len(items) - count, -1)
        for bound, j in zip(bounds, _draws(self._s, bounds), strict=True):
            items[bound - 1], items[j] = items[j], items[bound - 1]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A Fisher-Yates shuffle of a copy of ``items``."""
        out = list(items)
        self.shuffle_tail(out, len(out) - 1)
        return out

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


def shuffled_deck(seed: int, short: bool = False) -> list[Card]:
    """The 52-card (or 36-card Short Deck) deck shuffled by ``seed``."""
    return Rng(seed).shuffled(full_deck(short))
