import pytest

from academy.engine import PokerError, Rng, format_cards, full_deck, shuffled_deck

# Golden deals: a seed must give these exact cards on every Python version and platform.
GOLDEN = {
    0: "8s Jd 2d Jh Ac 4s Qh 3s 5s 9h Ah Td",
    1: "8d 3h 4h 9s 3c Ad Qc 3d 9h 4s 2s Td",
    42: "8h 6s Tc 9c 5c Kc Kh 5s 2s 8c Jh Kd",
    2**63 - 1: "9h 8h Th 4d Td 7c 2c 7s 5h 3s 8c Ah",
}
GOLDEN_SHORT = {7: "Kc Qs Ac Jc 6c 8h Kd Th 7d 9c 7c 7h"}


@pytest.mark.parametrize(("seed", "expected"), GOLDEN.items())
def test_golden_deals(seed: int, expected: str) -> None:
    assert format_cards(shuffled_deck(seed)[:12]) == expected


@pytest.mark.parametrize(("seed", "expected"), GOLDEN_SHORT.items())
def test_golden_short_deck(seed: int, expected: str) -> None:
    assert format_cards(shuffled_deck(seed, short=True)[:12]) == expected


def test_golden_raw_numbers() -> None:
    rng = Rng(42)
    assert [rng.next64() for _ in range(3)] == [
        1546998764402558742,
        6990951692964543102,
        12544586762248559009,
    ]


def test_shuffle_is_a_permutation() -> None:
    for seed in range(50):
        deck = shuffled_deck(seed)
        assert sorted(deck) == sorted(full_deck())


def test_different_seeds_differ() -> None:
    assert shuffled_deck(1) != shuffled_deck(2)


def test_below_is_roughly_uniform() -> None:
    rng = Rng(3)
    counts = [0] * 6
    for _ in range(60_000):
        counts[rng.below(6)] += 1
    assert all(9_400 < n < 10_600 for n in counts)


@pytest.mark.parametrize("seed", [-1, 2**63, 1.5, "3", True, None])
def test_bad_seeds(seed: object) -> None:
    with pytest.raises(PokerError, match="semilla"):
        Rng(seed)  # type: ignore[arg-type]


def test_splitmix64_matches_the_reference_vector() -> None:
    # Published outputs of SplitMix64 seeded with 1234567 (Vigna's reference code).
    from academy.engine.deck import _splitmix64

    state, out = 1234567, []
    for _ in range(5):
        state, value = _splitmix64(state)
        out.append(value)
    assert out == [
        6457827717110365317,
        3203168211198807973,
        9817491932198370423,
        4593380528125082431,
        16408922859458223821,
    ]
