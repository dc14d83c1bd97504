"""The generator's draws against a plain reference implementation of xoshiro256** and of
Fisher-Yates, including the rejection that keeps ``below`` unbiased."""

from __future__ import annotations

import pytest

from academy.engine import Rng
from academy.engine.deck import MASK64, _splitmix64


class Reference:
    """xoshiro256** written out step by step (Blackman and Vigna's reference code)."""

    def __init__(self, seed: int) -> None:
        self.s = []
        for _ in range(4):
            seed, word = _splitmix64(seed)
            self.s.append(word)
        self.rejected = 0

    def next64(self) -> int:
        s = self.s
        result = (((s[1] * 5) << 7 | (s[1] * 5 & MASK64) >> 57) & MASK64) * 9 & MASK64
        t = (s[1] << 17) & MASK64
        s[2] ^= s[0]
        s[3] ^= s[1]
        s[1] ^= s[2]
        s[0] ^= s[3]
        s[2] ^= t
        s[3] = ((s[3] << 45) | (s[3] >> 19)) & MASK64
        return result

    def below(self, n: int) -> int:
        while True:
            x = self.next64()
            if x < 2**64 - 2**64 % n:
                return x % n
            self.rejected += 1

    def shuffled(self, items: list[int]) -> list[int]:
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out


@pytest.mark.parametrize("seed", [0, 1, 42, 2**63 - 1])
def test_stream_and_shuffles_match_the_reference(seed: int) -> None:
    rng, reference = Rng(seed), Reference(seed)
    assert [rng.next64() for _ in range(20)] == [reference.next64() for _ in range(20)]
    for size in (0, 1, 2, 8, 36, 52, 70, 200):
        assert rng.shuffled(range(size)) == reference.shuffled(list(range(size)))
    assert [rng.below(n) for n in range(1, 300)] == [reference.below(n) for n in range(1, 300)]


def test_shuffle_tail_is_the_end_of_a_shuffle() -> None:
    rng, reference = Rng(7), Reference(7)
    items = list(range(52))
    rng.shuffle_tail(items, 13)
    expected = list(range(52))
    for i in range(51, 38, -1):
        j = reference.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected
    assert rng.next64() == reference.next64()  # and the stream goes on alike


def test_huge_bounds_reject_and_stay_in_step() -> None:
    # Above 2**63 about half the outputs fall beyond the last whole round and are drawn again.
    rng, reference = Rng(3), Reference(3)
    bounds = [2**63 + 1, 2**64 - 1, 3 * 2**62 + 5] * 20
    assert [rng.below(n) for n in bounds] == [reference.below(n) for n in bounds]
    assert reference.rejected > 5
    assert rng.next64() == reference.next64()
