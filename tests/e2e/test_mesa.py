"""The oval table in Chromium (issue 29) at 390×844, 390×664 and 1280×800: a practice
level-4 hand, a «Sigue la acción» question with six seats (the most the generator deals),
a lesson's worked example and the pot calculator with ten seats. Seats read by their
angle around the table's centre run clockwise in the page's (the hand's) order, from the
button; no two seats overlap; the chips in front lie between their seat and the centre;
the pot is in the middle; no sideways scroll; axe clean."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urlencode

import pytest
from helpers.practice_pages import axe_clean, sized_page
from helpers.workshop import item_path

from academy.drills.workshop_set import DrillSet
from academy.engine.hands import Variant
from academy.practice import PracticeSet

pytest.importorskip("playwright.sync_api")

SIZES = {"390×844": (390, 844), "390×664": (390, 664), "1280×800": (1280, 800)}
NAMES = ["Ana", "Beto", "Carla", "Dani", "Elena", "Fede", "Gabi", "Hugo", "Inés", "Juan"]
HANDS = ["Ah Ad", "As Ac", "Kh Kd", "Ks Qc", "Qh Qd", "Jh Js", "Th Td", "8h 8d", "7h 7d", "6h 6d"]
TEN = {"variante": "holdem", "mesa": "Kc Jd 9s 5h 2c", "boton": "Carla"}
for number, (player, hole) in enumerate(zip(NAMES, HANDS, strict=True), 1):
    TEN |= {f"nombre{number}": player, f"mano{number}": hole, f"fichas{number}": str(100 * number)}
ACTION = DrillSet.from_query({"semilla": "1", "ejercicios": "accion:3", "por_paso": "2"})
LIMITS = DrillSet.from_query({"semilla": "3", "ejercicios": "limites:1-3", "por_paso": "5"})

PAGES = {
    "practice": (f"/practica/{PracticeSet().code}/4/0/", 4),
    "accion": (item_path(ACTION, next(iter(ACTION.items()))), 6),
    "example": ("/lecciones/all-in-botes-laterales/", None),
    "calculator": ("/herramientas/botes/?" + urlencode(TEN), 10),
    # «Calcula el límite», step 2's second: the blinds, a raise, a call, a fold, four seats.
    "limites": (item_path(LIMITS, list(LIMITS.items())[6]), 4),
}

GEOMETRY = """() => {
  const mesa = document.querySelector('[data-mesa]');
  const ring = mesa.querySelector('.mesa-ring').getBoundingClientRect();
  const cx = ring.left + ring.width / 2, cy = ring.top + ring.height / 2;
  const mid = (r) => [r.left + r.width / 2, r.top + r.height / 2];
  const angle = ([x, y]) => (Math.atan2(x - cx, cy - y) * 180 / Math.PI + 360) % 360;
  const seats = [...mesa.querySelectorAll('[data-asiento]')].map((el) => {
    const r = el.getBoundingClientRect();
    return {name: el.dataset.asiento, box: [r.left, r.top, r.right, r.bottom],
            at: mid(r), button: el.hasAttribute('data-boton')};
  });
  const fronts = [...mesa.querySelectorAll('[data-delante]')].map((el) => {
    const seat = el.closest('[data-asiento]');
    return {name: el.dataset.delante, seat: seat.dataset.asiento,
            at: mid(el.getBoundingClientRect()), from: mid(seat.getBoundingClientRect())};
  });
  const pot = mesa.querySelector('[data-bote]');
  return {centre: [cx, cy], size: [ring.width, ring.height],
          angles: seats.map((s) => angle(s.at)), seats, fronts,
          frontAngles: fronts.map((f) => [angle(f.at), angle(f.from)]),
          pot: pot ? mid(pot.getBoundingClientRect()) : null,
          scroll: document.scrollingElement.scrollWidth};
}"""


def _overlap(a: list[float], b: list[float]) -> float:
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return max(width, 0) * max(height, 0)


@pytest.mark.browser
@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("kind", list(PAGES))
def test_the_table_is_a_clockwise_oval(
    browser: Any, live_server: str, kind: str, size: str
) -> None:
    width, height = SIZES[size]
    path, seats = PAGES[kind]
    with sized_page(browser, width, height) as page:
        page.goto(live_server + path)
        page.locator("[data-mesa]").first.scroll_into_view_if_needed()
        g = page.evaluate(GEOMETRY)
        where = f"{kind} at {size}"
        assert g["scroll"] <= width, where
        if seats is not None:
            assert len(g["seats"]) == seats, where
        assert g["seats"][0]["button"], f"{where}: the button's seat is read first"
        assert sum(s["button"] for s in g["seats"]) == 1, where
        angles = g["angles"]
        steps = [(b - a) % 360 for a, b in zip(angles, [*angles[1:], angles[0]], strict=True)]
        assert all(0 < s < 180 for s in steps) and round(sum(steps)) == 360, (where, angles)
        boxes = [s["box"] for s in g["seats"]]
        for i, a in enumerate(boxes):
            for j, b in enumerate(boxes[i + 1 :], i + 1):
                assert _overlap(a, b) <= 1, (where, g["seats"][i]["name"], g["seats"][j]["name"])
        cx, cy = g["centre"]
        for front, (at, seat_at) in zip(g["fronts"], g["frontAngles"], strict=True):
            assert front["name"] == front["seat"], where
            chips = ((front["at"][0] - cx) ** 2 + (front["at"][1] - cy) ** 2) ** 0.5
            seat = ((front["from"][0] - cx) ** 2 + (front["from"][1] - cy) ** 2) ** 0.5
            turn = min((at - seat_at) % 360, (seat_at - at) % 360)
            assert chips < seat and turn < 60, (where, front, turn)
        assert g["pot"] is not None, where
        rx, ry = g["size"][0] / 2, g["size"][1] / 2
        assert abs(g["pot"][0] - cx) < rx * 0.3 and abs(g["pot"][1] - cy) < ry * 0.45, where
        if size == "390×664" or kind == "calculator":
            axe_clean(page, where)


CROWDING = """() => [...document.querySelectorAll('[data-mesa]')].flatMap((mesa) => {
  const box = (e) => e.getBoundingClientRect();
  const meet = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)) > 1;
  const felt = box(mesa), middle = [...mesa.querySelectorAll('.felt-middle > *')].map(box);
  return [...mesa.querySelectorAll('[data-asiento]')].flatMap((seat) => {
    const s = box(seat), name = seat.dataset.asiento, found = [];
    if (s.top < felt.top - 1 || s.bottom > felt.bottom + 1) found.push(`${name} out of the felt`);
    if (middle.some((m) => meet(s, m))) found.push(`${name} over the board or the pot`);
    return found;
  });
})"""


def _crowded_pages() -> list[tuple[str, str]]:
    pages = []
    for kind in ("cinco", "botes"):
        for variant in (Variant.HOLDEM, Variant.OMAHA):
            drill_set = DrillSet(((kind, 1), (kind, 2), (kind, 3)), seed=2026, variant=variant)
            pages += [(item.id, item_path(drill_set, item)) for item in drill_set.items()]
    practice = PracticeSet()
    pages += [(s.id, f"/practica/{practice.code}/{s.level}/{s.index}/") for s in practice.slots()]
    return pages


@pytest.mark.browser
@pytest.mark.parametrize("size", ["390×844", "1280×800", "320×700"])
def test_no_seat_covers_the_board_or_leaves_the_felt(
    browser: Any, live_server: str, size: str
) -> None:
    """Every item of «Elige las cinco» and «Reparte los botes» (steps 1-3, Hold'em and
    Omaha) and every hand of the default practice set: no seat over the board or the pot
    (a seat over a card to tap took the tap), none out of the felt's box (over the page
    around it). At 320 px five or six seats covered the board on 15 of these 80 pages."""
    with sized_page(browser, *{**SIZES, "320×700": (320, 700)}[size]) as page:
        problems = []
        for slot, path in _crowded_pages():
            page.goto(live_server + path)
            problems += [f"{slot}: {p}" for p in page.evaluate(CROWDING)]
        assert problems == [], f"{size}: {problems}"


SPOKEN = """() => [...document.querySelector('[data-mesa]').querySelectorAll('[data-asiento]')]
  .map((seat) => {
    const said = [];
    const walk = (n) => {
      if (n.nodeType === Node.TEXT_NODE) said.push(n.textContent);
      else if (n.nodeType === Node.ELEMENT_NODE && n.getAttribute('aria-hidden') !== 'true') {
        n.childNodes.forEach(walk);
      }
    };
    walk(seat);
    return [seat.dataset.asiento, said.join(' ').replace(/\\s+/g, ' ').replace(/ ,/g, ',').trim()];
  })"""


@pytest.mark.browser
@pytest.mark.parametrize("kind", list(PAGES))
def test_a_screen_reader_reads_the_seats_clockwise_from_the_button(
    browser: Any, live_server: str, kind: str
) -> None:
    """What a screen reader says of each seat (its text without the aria-hidden marks),
    in the order it reads them: from the button, clockwise (the seats' angles, checked
    above), each seat from its name: «Ana, botón, 1200 detrás, 100 delante…» where the
    page shows stacks, «Ana, botón, puso 200 fichas…» at a showdown."""
    with sized_page(browser, 390, 844) as page:
        page.goto(live_server + PAGES[kind][0])
        said = page.evaluate(SPOKEN)
    first_name, first = said[0]
    assert first.startswith(f"{first_name}, botón,"), (kind, first)
    assert sum(", botón," in text for _, text in said) == 1, (kind, said)
    figure = r"\d(?:[\d.]| (?=\d))*"  # 1.200, 12 070 (a narrow space between thousands)
    chips = rf"{figure} detrás(, se retiró)?(, le toca hablar)?(, {figure} delante)?"
    if kind == "limites":  # the learner's chips behind; the others' chips in front only
        chips = rf"({figure} detrás(, le toca hablar)?)?(, )?(all-in, )?({figure} delante)?"
        assert any("detrás, le toca hablar" in text for _, text in said), said
    elif kind != "accion":
        chips = rf"puso {figure} fichas"
    marks = r"(, botón)?(, ciega (pequeña|grande|del botón))?(, all-in)?"
    for name, text in said:
        assert re.match(rf"{re.escape(name)}{marks}, {chips}", text), (kind, text)
    if kind == "accion":
        assert any(re.search(rf"\d detrás, {figure} delante", text) for _, text in said), said


HEADER = """() => {
  const links = [...document.querySelectorAll('.site-header nav a')]
    .map((a) => a.getBoundingClientRect());
  return {tops: links.map((r) => Math.round(r.top)), heights: links.map((r) => r.height),
          widths: links.map((r) => r.width),
          header: document.querySelector('.site-header').getBoundingClientRect().height,
          scroll: document.scrollingElement.scrollWidth};
}"""


@pytest.mark.browser
@pytest.mark.parametrize("width", [360, 320])
def test_a_narrow_phone_keeps_the_header_on_two_lines(
    browser: Any, live_server: str, width: int
) -> None:
    """At 360 and 320 px the header's five links share one line under the site's name
    (at 360 «Glosario» went to a third line), each a 24 px target at least."""
    with sized_page(browser, width, 640) as page:
        page.goto(live_server + "/")
        h = page.evaluate(HEADER)
        with sized_page(browser, 390, 640) as wide:
            wide.goto(live_server + "/")
            at_390 = wide.evaluate(HEADER)["header"]
    assert len(set(h["tops"])) == 1, h
    assert min(h["heights"]) >= 24 and min(h["widths"]) >= 24, h
    assert h["header"] <= at_390 + 1 and h["scroll"] <= width, h


@pytest.mark.browser
def test_a_360_px_phone_fits_ten_seats_and_keeps_seats_off_the_board(
    browser: Any, live_server: str
) -> None:
    """At 360×740: the pot calculator's ten seats with no sideways scroll and no two seats
    over each other; on every crowded page (five seats and more among them) no seat over
    the board or the pot, none out of the felt."""
    with sized_page(browser, 360, 740) as page:
        page.goto(live_server + PAGES["calculator"][0])
        page.locator("[data-mesa]").first.scroll_into_view_if_needed()
        g = page.evaluate(GEOMETRY)
        assert g["scroll"] <= 360 and len(g["seats"]) == 10
        boxes = [s["box"] for s in g["seats"]]
        for i, a in enumerate(boxes):
            for b in boxes[i + 1 :]:
                assert _overlap(a, b) <= 1, g["seats"]
        assert page.evaluate(CROWDING) == []
        problems = []
        for slot, path in _crowded_pages():
            page.goto(live_server + path)
            problems += [f"{slot}: {p}" for p in page.evaluate(CROWDING)]
            if page.evaluate("document.scrollingElement.scrollWidth") > 360:
                problems.append(f"{slot}: sideways scroll")
        assert problems == []


# What a seat covers in the middle: a board card, a pot's figure, the chips in front added
# up or the street's name (the ink: a line's text, not its box).
UNDER_A_SEAT = """() => [...document.querySelectorAll('[data-mesa]')].flatMap((mesa) => {
  const box = (e) => e.getBoundingClientRect();
  const ink = (e) => {
    const r = document.createRange();
    r.selectNodeContents(e);
    return r.getBoundingClientRect();
  };
  const area = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const cards = [...mesa.querySelectorAll('.board .card')].map((c) => [c.innerText, box(c)]);
  const pots = [...mesa.querySelectorAll('.pot strong, .pot-front, .board-label')];
  const middle = cards.concat(pots.map((p) => [p.innerText, ink(p)]));
  return [...mesa.querySelectorAll('[data-asiento]')].flatMap((seat) => middle
    .filter(([, m]) => area(box(seat), m) > 4)
    .map(([text]) => `${seat.dataset.asiento} over ${text.replace(/\\s+/g, '')}`)
    .concat([...seat.querySelectorAll('.card')]
      .filter((c) => box(c).right > box(seat).right + .5 || box(c).left < box(seat).left - .5)
      .map((c) => `${seat.dataset.asiento}'s ${c.innerText.replace(/\\s+/g, '')} past its box`)));
})"""


# Chips in front against chips in front (one stack hiding another's) and against every text
# line on the felt: the street's name and the pot line (a pot's figure read short).
CHIPS_CLASH = """() => [...document.querySelectorAll('[data-mesa]')].flatMap((mesa) => {
  const box = (e) => e.getBoundingClientRect();
  // A pot's ink, line by line: its text and figure, not the words kept for screen readers.
  const ink = (e) => [...e.childNodes].filter((n) => !n.classList?.contains('vh')).flatMap((n) => {
    const r = document.createRange();
    r.selectNodeContents(n);
    return [...r.getClientRects()];
  });
  const area = (a, b) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left))
    * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));
  const fronts = [...mesa.querySelectorAll('[data-delante]')];
  const pots = [...mesa.querySelectorAll('.board-label, .pot, .pot-front')];
  const badges = [...mesa.querySelectorAll('.seat-state')];
  return fronts.flatMap((f, i) => fronts.slice(i + 1)
    .filter((g) => area(box(f), box(g)) > 4)
    .map((g) => `${f.dataset.delante}'s chips over ${g.dataset.delante}'s`)
    .concat(badges.filter((b) => area(box(f), box(b)) > 4)
      .map(() => `${f.dataset.delante}'s chips under «Le toca»`))
    .concat(pots.filter((p) => ink(p).some((line) => area(box(f), line) > 4))
      .map((p) => `${f.dataset.delante}'s chips over ${p.innerText.replace(/\\s+/g, ' ')}`)));
})"""


def _action_pages() -> list[tuple[str, str]]:
    pages = []
    for variant in (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK):
        for step in (1, 2, 3):
            drill_set = DrillSet((("accion", step),), 15, 31, variant)
            pages += [(item.id, item_path(drill_set, item)) for item in drill_set.items()]
    return pages


@pytest.mark.browser
@pytest.mark.parametrize("width", [390, 360])
def test_no_seat_covers_a_board_card_or_the_pot_in_sigue_la_accion(
    browser: Any, live_server: str, width: int
) -> None:
    """Every question of 15 hands a step of «Sigue la acción» (steps 1-3, the three
    variants, seed 31: the review's sets) on a 390 and a 360 px phone: no seat over a
    board card or the pot's figures. With five or six seats the side seats covered the
    board's end cards (11 of 105 screens at 390 px, 24 at 360 px in the review). No card
    of a seat past the seat's box (at 360 px Omaha's fourth card hung out of a side seat).
    """
    with sized_page(browser, width, 844) as page:
        problems = []
        for item, path in _action_pages():
            page.goto(live_server + path)
            problems += [f"{item}: {p}" for p in page.evaluate(UNDER_A_SEAT)]
        assert problems == [], f"{width} px: {problems}"


@pytest.mark.browser
@pytest.mark.parametrize(("width", "height"), [(390, 844), (390, 664), (360, 740), (1280, 800)])
def test_no_chips_cover_other_chips_or_a_felt_text_line_in_sigue_la_accion(
    browser: Any, live_server: str, width: int, height: int
) -> None:
    """The same questions on a 390 and a 360 px phone and at 1280 px: no player's chips in
    front over another's, nor over a text line on the felt: the pot line or the street's
    name (Carla's 2300, a top seat's of five, hid the «F» of «Final de la mano» on phones:
    oa2-15-31/accion/2/14). The review found the two top seats of five
    with their stacks one over the other on phones (Carla's 50 under Dani's 125:
    ha2-15-31/accion/2/10) and Dani's 420 over the «0» of «Bote lateral: 280» at 1280 px
    (oa3-15-31/accion/3/4). No chips under a «Le toca» badge (Ana's 10, the button blind,
    half under it: sa3-15-31/accion/3/6)."""
    with sized_page(browser, width, height) as page:
        problems = []
        for item, path in _action_pages():
            page.goto(live_server + path)
            problems += [f"{item}: {p}" for p in page.evaluate(CHIPS_CLASH)]
        assert problems == [], f"{width} px: {problems}"


# Where the question and the first box of «Calcula el límite» end, and the table's seats.
LIMIT_FIT = """() => {
  const bottom = (e) => e.getBoundingClientRect().bottom;
  const box = document.querySelector('form input:not([type=hidden])');
  return {question: bottom(document.querySelector('#pregunta')), box: bottom(box),
          seats: document.querySelectorAll('[data-mesa] [data-asiento]').length,
          toAct: [...document.querySelectorAll('[data-asiento][aria-current]')]
            .map((s) => s.dataset.asiento),
          scroll: document.scrollingElement.scrollWidth};
}"""


@pytest.mark.browser
def test_calcula_el_limite_draws_the_table_and_keeps_the_question_on_the_first_screen(
    browser: Any, live_server: str
) -> None:
    """Every situation of «Calcula el límite» (steps 1-3, five each) on a 390×664 phone:
    a table with every player of the story, «Tú» the one to act; the question and its
    first box on the first screen; no seat over another, over the pot or out of the felt;
    no chips over other chips or the pot line; no sideways scroll. Before, the drill drew
    no table at all (the review: «lim-h3: 0 tables»)."""
    with sized_page(browser, 390, 664) as page:
        problems = []
        for item in LIMITS.items():
            page.goto(live_server + item_path(LIMITS, item))
            fit = page.evaluate(LIMIT_FIT)
            players = {s.name for s in item.table.seats}
            if fit["seats"] != len(players) or fit["toAct"] != ["Tú"]:
                problems.append(f"{item.id}: {fit}")
            if fit["question"] > 664 or fit["box"] > 664 or fit["scroll"] > 390:
                problems.append(f"{item.id}: off the first screen {fit}")
            boxes = page.eval_on_selector_all(
                "[data-asiento]",
                "(els) => els.map((e) => { const r = e.getBoundingClientRect();"
                " return [r.left, r.top, r.right, r.bottom]; })",
            )
            if any(_overlap(a, b) > 1 for i, a in enumerate(boxes) for b in boxes[i + 1 :]):
                problems.append(f"{item.id}: seats over each other")
            problems += [f"{item.id}: {p}" for p in page.evaluate(CROWDING)]
            problems += [f"{item.id}: {p}" for p in page.evaluate(UNDER_A_SEAT)]
            problems += [f"{item.id}: {p}" for p in page.evaluate(CHIPS_CLASH)]
        assert problems == []
