import pytest

from academy.engine import Card, PokerError, display_cards, format_cards, full_deck, parse_cards


@pytest.mark.parametrize("card", full_deck())
def test_round_trip_ascii_and_display(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert Card.parse(card.display) == card
    assert Card.parse(str(card).lower()) == card


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Kh", "Kh"),
        ("K♥", "Kh"),
        ("10h", "Th"),
        ("th", "Th"),
        ("TH", "Th"),
        ("a♠", "As"),
        ("Q♡", "Qh"),
        ("9♦️", "9d"),
    ],
)
def test_parse_forms(text: str, expected: str) -> None:
    assert str(Card.parse(text)) == expected


def test_separators_and_lists() -> None:
    assert format_cards(parse_cards("Kh, 10d  2c,As")) == "Kh Td 2c As"
    assert format_cards(parse_cards(["Kh", "10d"])) == "Kh Td"
    assert display_cards(parse_cards("Th Jc")) == "10♥ J♣"
    assert parse_cards("") == ()


def test_spanish_names() -> None:
    assert Card.parse("Qs").name == "reina de picas"
    assert Card.parse("Th").name == "diez de corazones"
    assert Card.parse("2c").name == "dos de tréboles"
    assert Card.parse("Ad").name == "as de diamantes"


def test_bad_rank_names_the_card() -> None:
    with pytest.raises(PokerError, match="«Xh» no es una carta"):
        parse_cards("Kh Xh")


def test_bad_suit_names_the_suit() -> None:
    with pytest.raises(PokerError, match="el palo «x» no existe"):
        parse_cards("Kx")


def test_glued_cards_are_rejected() -> None:
    with pytest.raises(PokerError, match="«KhKd»"):
        parse_cards("KhKd")


def test_one_is_not_a_rank() -> None:
    with pytest.raises(PokerError, match="«1h»"):
        parse_cards("1h")


def test_duplicate_names_the_card() -> None:
    with pytest.raises(PokerError, match="K♥ \\(rey de corazones\\) está repetida"):
        parse_cards("Kh Qs K♥")


def test_field_is_reported() -> None:
    with pytest.raises(PokerError) as info:
        parse_cards("Zz", field="board")
    assert info.value.field == "board"
    assert str(info.value).startswith("board: ")


def test_non_string_items_rejected() -> None:
    with pytest.raises(PokerError, match="cada carta debe ser un texto"):
        parse_cards(["Kh", 5])  # type: ignore[list-item]


def test_too_long_text_rejected() -> None:
    with pytest.raises(PokerError, match="demasiado largo"):
        parse_cards("Kh " * 100)


def test_decks() -> None:
    assert len(full_deck()) == 52 and len(set(full_deck())) == 52
    short = full_deck(short=True)
    assert len(short) == 36
    assert min(c.rank for c in short) == 4  # the six
