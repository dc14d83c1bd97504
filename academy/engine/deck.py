"""Seeded deals with a generator of our own, so a seed gives the same deal everywhere.

The generator is xoshiro256** seeded through SplitMix64: plain 64-bit integer
arithmetic, no dependence on ``random`` (whose shuffle may change between versions).

>>> [str(c) for c in Rng(42).shuffled(full_deck())[:3]] == [
...     str(c) for c in shuffled_deck(42)[:3]]
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from .cards import Card, full_deck
from .errors import PokerError

T = TypeVar("T")

MASK64 = (1 << 64) - 1
MAX_SEED = (1 << 63) - 1


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & MASK64


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
        s = self._s
        result = (_rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = _rotl(s[3], 45)
        return result

    def below(self, n: int) -> int:
        """A uniform integer in ``0..n-1`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise PokerError("el intervalo debe tener al menos un valor")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A Fisher-Yates shuffle of a copy of ``items``."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


def shuffled_deck(seed: int, short: bool = False) -> list[Card]:
    """The 52-card (or 36-card Short Deck) deck shuffled by ``seed``."""
    return Rng(seed).shuffled(full_deck(short))
