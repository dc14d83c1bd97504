"""``POST /api/showdown`` through Flask's test client: one spec, a batch, bad input."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient
from helpers import CONTRACT_EXAMPLE


def test_api_settles_one_spec(client: FlaskClient) -> None:
    response = client.post("/api/showdown", json=CONTRACT_EXAMPLE)
    assert response.status_code == 200
    data = response.get_json()
    assert data["pots"][0] == {
        "name": "bote principal",
        "amount": 190,
        "eligible": ["A", "B", "C"],
        "winners": ["A"],
        "shares": {"A": 190},
    }
    assert data["refunds"] == {"C": 80}
    assert data["net"] == {"A": 140, "B": 20, "C": -120, "D": -40}
    assert data["hands"]["A"]["label"] == "trío de reyes"
    assert "trío de reyes" in response.get_data(as_text=True)  # UTF-8, not \\u escapes


def test_api_settles_a_batch(client: FlaskClient) -> None:
    response = client.post("/api/showdown", json=[CONTRACT_EXAMPLE, CONTRACT_EXAMPLE])
    assert response.status_code == 200
    assert len(response.get_json()) == 2


@pytest.mark.parametrize(
    ("body", "content_type", "message"),
    [
        ("{", "application/json", "no es válido"),
        ("[]", "application/json", "vacía"),
        ("3", "application/json", "objeto JSON"),
        ('{"a": NaN}', "application/json", "NaN"),
        ("[" * 5000 + "]" * 5000, "application/json", "anida demasiados niveles"),
        ('[[[[[[[[[[{"a": 1}]]]]]]]]]]', "application/json", "anida demasiados niveles"),
        ('{"variant": "holdem"}', "text/plain", "Content-Type"),
        ("variant=holdem", "application/x-www-form-urlencoded", "Content-Type"),
        (b"\xff\xfe", "application/json", "UTF-8"),
        ('{"board": "Kc Jd 9s 5h 2c", "players": []}', "application/json", "players"),
    ],
)
def test_api_rejects_bad_input(
    client: FlaskClient, body: str | bytes, content_type: str, message: str
) -> None:
    response = client.post("/api/showdown", data=body, content_type=content_type)
    assert response.status_code == 400
    assert message in response.get_json()["error"]


def test_api_rejects_bad_cards_naming_the_field(client: FlaskClient) -> None:
    spec = {
        **CONTRACT_EXAMPLE,
        "players": [
            {**CONTRACT_EXAMPLE["players"][0], "hole": "Kh Zz"},
            *CONTRACT_EXAMPLE["players"][1:],
        ],
    }
    response = client.post("/api/showdown", json=spec)
    assert response.status_code == 400
    assert "players[0].hole" in response.get_json()["error"]


def test_api_limits_batches_and_body_size(client: FlaskClient) -> None:
    response = client.post("/api/showdown", json=[CONTRACT_EXAMPLE] * 51)
    assert response.status_code == 400
    assert "como máximo 50" in response.get_json()["error"]
    big = '{"x": "' + "a" * 70_000 + '"}'
    response = client.post("/api/showdown", data=big, content_type="application/json")
    assert response.status_code == 413
    assert "64 KB" in response.get_json()["error"]


def test_api_errors_are_json(client: FlaskClient) -> None:
    response = client.get("/api/showdown")
    assert response.status_code == 405
    assert "error" in response.get_json()
    response = client.post("/api/nada")
    assert response.status_code == 404
    assert "error" in response.get_json()
