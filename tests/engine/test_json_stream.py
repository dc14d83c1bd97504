"""The streamed reading of a JSON list gives what reading the whole document gives: the
same items, or the same Spanish error, however the bytes are cut into chunks."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from academy.engine.errors import PokerError
from academy.engine.json_input import parse_json
from academy.engine.json_stream import read_items

LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**12), 10**12),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=12),
)
VALUES = st.recursive(
    LEAVES,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


def chunked(raw: bytes, cuts: list[int]) -> list[bytes]:
    points = sorted({0, len(raw), *(c % (len(raw) + 1) for c in cuts)})
    return [raw[a:b] for a, b in zip(points, points[1:], strict=False)]


def outcome(read: object) -> object:
    try:
        return ("ok", read() if callable(read) else read)  # type: ignore[operator]
    except PokerError as error:
        return ("error", str(error))


def streamed(chunks: list[bytes]) -> object:
    is_list, items = read_items(chunks)
    values = list(items)
    return values if is_list else values[0]


# Each property runs twice: a small sample in the fast tier, the full sweep in the slow one
# (the fast tier's 2 s limit, tests/fast_limit.py).
LISTS = {
    "items": st.lists(VALUES, max_size=6),
    "indent": st.sampled_from([None, 0, 2]),
    "cuts": st.lists(st.integers(0, 10_000), max_size=8),
    "bom": st.booleans(),
}
BROKEN = {
    "items": st.lists(VALUES, min_size=1, max_size=4),
    "position": st.integers(0, 10_000),
    "junk": st.sampled_from([b",", b"]", b"[", b"x", b"}", b'"', b"\n", b"1", b"\xff", b"\\"]),
    "remove": st.booleans(),
    "cuts": st.lists(st.integers(0, 10_000), max_size=6),
}


def reads_the_same(items: list[object], indent: int | None, cuts: list[int], bom: bool) -> None:
    raw = (b"\xef\xbb\xbf" if bom else b"") + json.dumps(items, indent=indent).encode("utf-8")
    assert streamed(chunked(raw, cuts)) == parse_json(raw)


@settings(max_examples=50, deadline=None)
@given(**LISTS)
def test_a_list_reads_the_same_in_any_chunks(
    items: list[object], indent: int | None, cuts: list[int], bom: bool
) -> None:
    reads_the_same(items, indent, cuts, bom)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(**LISTS)
def test_a_list_reads_the_same_in_any_chunks_sweep(
    items: list[object], indent: int | None, cuts: list[int], bom: bool
) -> None:
    reads_the_same(items, indent, cuts, bom)


@settings(max_examples=80, deadline=None)
@given(**BROKEN)
def test_a_broken_list_fails_with_the_same_message(
    items: list[object], position: int, junk: bytes, remove: bool, cuts: list[int]
) -> None:
    fails_the_same(items, position, junk, remove, cuts)


@pytest.mark.slow
@settings(max_examples=500, deadline=None)
@given(**BROKEN)
def test_a_broken_list_fails_with_the_same_message_sweep(
    items: list[object], position: int, junk: bytes, remove: bool, cuts: list[int]
) -> None:
    fails_the_same(items, position, junk, remove, cuts)


def fails_the_same(
    items: list[object], position: int, junk: bytes, remove: bool, cuts: list[int]
) -> None:
    raw = json.dumps(items, indent=1).encode("utf-8")
    at = position % (len(raw) + 1)
    raw = raw[:at] + (b"" if remove else junk) + raw[at + (1 if remove else 0) :]
    whole = outcome(lambda: parse_json(raw))
    if whole[0] == "ok" and not isinstance(whole[1], list):
        return  # no longer a list: read whole, as parse_json reads it
    assert outcome(lambda: streamed(chunked(raw, cuts))) == whole


@pytest.mark.parametrize(
    "raw",
    [b"[]", b" [ ] ", b"[1]", b"[1,2]", b"[[1],[2,[3]]]", b'["a\\u00e9", {"k": null}]'],
)
def test_small_lists(raw: bytes) -> None:
    for size in (1, 2, 3, len(raw)):
        chunks = [raw[i : i + size] for i in range(0, len(raw), size)]
        assert streamed(chunks) == parse_json(raw)


def test_an_item_over_the_limit_is_refused() -> None:
    raw = b'["' + b"a" * 5000 + b'"]'
    with pytest.raises(PokerError, match="pasa de 1000 bytes"):
        list(read_items([raw[i : i + 100] for i in range(0, len(raw), 100)], max_item=1000)[1])


def test_a_single_value_over_the_limit_is_refused_as_before() -> None:
    with pytest.raises(PokerError, match=r"la entrada es demasiado grande \(máximo 1 MB\)"):
        read_items([b"x" * 600_000, b"x" * 600_000])
