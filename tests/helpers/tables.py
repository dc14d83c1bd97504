"""Showdown specs for the engine's tests, written the way the JSON contract takes them."""

from __future__ import annotations

from typing import Any

BOARD = "Kc Jd 9s 5h 2c"


def player(name: str, contributed: int, hole: str = "", **extra: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"name": name, "contributed": contributed}
    if hole:
        out["hole"] = hole
    return out | extra


def table(*players: dict[str, Any], board: str = BOARD, **extra: Any) -> dict[str, Any]:
    return {"variant": "holdem", "board": board, "players": list(players)} | extra


def pots(result: dict[str, Any]) -> list[tuple[str, int, list[str], list[str], dict[str, int]]]:
    return [
        (p["name"], p["amount"], p["eligible"], p["winners"], p["shares"]) for p in result["pots"]
    ]


SEED_TABLE = table(
    player("A", 50, "Kh Kd"),
    player("B", 120, "Jc Jh"),
    player("C", 200, "9c 9d"),
)
