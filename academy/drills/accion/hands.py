"""«Sigue la acción»: the hands, dealt from a seed and played out by a seeded policy.

A hand is planned (table, stacks, cards), then played against the engine's own referee
(:class:`academy.engine.hand_replay.Table`), which checks every action and gives, before
each one, who acts, the call, the raise range and the pot. The players act as players
do: each reads the strength of his cards (:mod:`academy.engine.strength`) and weighs it
against the price (bets of half the pot to the pot, opens of 2-3 big blinds, raises of
2.5-3 times; weak hands fold to big bets, a player deep in the pot does not fold to a
small one, a big all-in or a river bet is called with a hand; in Omaha two pair or less
without a big draw does not call off a stack; the preflop raiser often bets the flop, and
in a raised pot with several players a hand or a draw bets). The cards are dealt
independently from a shuffled deck. The item is the hand's spec, the engine's answer
(every step, the pot after each street, the settlement) and a handful of questions on
chosen steps.

Steps: (1) no limit, 3-4 players, nobody all-in; (2) pot limit and fixed limit (hold'em
alternates), raises and re-raises, 2-5 players (one hand in five heads-up); (3) 4-6
players with all-ins, a commission with a cap, five recipes in turn, built up: a short
all-in that does not reopen the betting, the hand's one all-in, with one side pot; two
short all-ins that add up to a full raise and reopen it (at most three pots); a split pot
kept on purpose for the odd chip (the board plays, or equal fives: a deal whose best
hands tie); side pots with an uncalled bet returned (or three pots and more); and side
pots. The split pot, the side pots and (Omaha, Short Deck) every other hand of the
uncalled bet come from medium stacks that get their chips in after the flop (a bet, a
raise, an all-in with a made hand or a big draw once the pot is a third of the stack);
the other uncalled-bet hands from short stacks that push and call. In the first two the
players before the opener may fold (who opens varies). No deal gives two
players the same ranks (A-K and A-K): split pots come from the board or equal fives. Hold'em's
hand 5 of every ten is fixed limit, its all-in adding less than half a bet (it does not
reopen). Omaha is pot limit; Short Deck has antes and a button blind. A hand is played
again (new stacks, cards and choices) until it shows its recipe. Item ``index`` depends
only on ``(seed, step, index, variant)``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.betting import Street, Structure
from ...engine.cards import Card, full_deck
from ...engine.deck import MASK64, MAX_SEED, Rng
from ...engine.evaluate import Category
from ...engine.hand_replay import Action, HandSpec, Move, Replay, Seat, Step, Table
from ...engine.hands import Variant, value_of
from ...engine.omaha import omaha_value
from ...engine.pots import pot_layers, uncalled
from ...engine.rake import parse_rake
from ...engine.spec import PlayerSpec
from ...engine.strength import TOP_PAIR, Draw, Reading, preflop_strength, read

KIND = "accion"
STEPS = (1, 2, 3)
VARIANTS = (Variant.HOLDEM, Variant.OMAHA, Variant.SHORTDECK)
NAMES = ("Ana", "Beto", "Carla", "Dani", "Elena", "Fede")
BLINDS = ((5, 10), (10, 20), (25, 50), (50, 100))
ANTES = (5, 10, 25)  # Short Deck: the ante; the button blind is one ante more
MAX_COUNT = 50
MAX_ATTEMPTS = 200
RAKE_PERCENT = 5  # step 3: 5 % of the pots, capped at 1-3 big blinds a hand
_SALT = 8  # the other drills use 5-7, practice levels 1-4
_VARIANT_SALT = {Variant.HOLDEM: 1, Variant.OMAHA: 2, Variant.SHORTDECK: 3}
HOLE = {Variant.HOLDEM: 2, Variant.OMAHA: 4, Variant.SHORTDECK: 2}


# -- the plan of a hand --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Plan:
    variant: Variant
    structure: Structure
    blinds: tuple[int, int]
    ante: int
    button_blind: int
    button: int
    stacks: tuple[int, ...]
    small_bet: int | None
    big_bet: int | None
    rake_cap: int | None
    recipe: int
    script: tuple[tuple[str, int], ...]  # preflop, in order: ("fold"|"raise"|"all_in", total)
    opener: int = 0  # the seat that makes the script's first raise (after its folds)
    middle: bool = False  # step 3: medium stacks, whose all-ins come after the flop

    @property
    def n(self) -> int:
        return len(self.stacks)

    @property
    def min_bet(self) -> int:
        return max(self.blinds[1], self.button_blind)


def item_seed(step: int, seed: int, index: int, variant: Variant) -> int:
    """Item ``index``'s own seed, mixed as the other drills mix theirs."""
    word = Rng(seed).next64()
    salt = ((_SALT * 4 + step) * 4 + _VARIANT_SALT[variant]) * 0x9E3779B97F4A7C15
    salt += index * 0xD1B54A32D192ED03
    return (word ^ salt) & MASK64 & MAX_SEED


def _structure(step: int, variant: Variant, index: int) -> Structure:
    if variant is Variant.OMAHA:
        return Structure.pot_limit
    if step == 1:
        return Structure.no_limit
    if step == 2:
        if variant is Variant.SHORTDECK:
            return Structure.pot_limit
        return Structure.pot_limit if index % 2 == 0 else Structure.fixed_limit
    if variant is Variant.HOLDEM and index % 10 == 5:
        return Structure.fixed_limit  # an all-in of less than half a bet that does not reopen
    return Structure.pot_limit if index % 3 == 2 else Structure.no_limit


def _players(rng: Rng, step: int, index: int) -> int:
    if step == 1:
        return 3 + rng.below(2)
    if step == 2:
        return 2 if index % 5 == 4 else 3 + rng.below(3)
    return 4 + rng.below(3)


def _plan(rng: Rng, step: int, variant: Variant, index: int) -> Plan:
    structure = _structure(step, variant, index)
    n = _players(rng, step, index)
    recipe = index % 5
    if variant is Variant.SHORTDECK:
        ante = rng.choice(ANTES)
        blinds, button_blind = (0, 0), ante
    else:
        blinds = rng.choice(BLINDS)
        button_blind = 0
        ante = blinds[0] // 5 if step == 3 and recipe in (3, 4) else 0
    big = max(blinds[1], button_blind)
    button = rng.below(n)
    small_bet = big_bet = None
    if structure is Structure.fixed_limit:
        small_bet, big_bet = big, 2 * big
    if step < 3:
        # Deep enough that nobody is all-in: the policy keeps every raise below the stack.
        stacks = tuple(big * (60 + rng.below(140)) for _ in range(n))
        return Plan(variant, structure, blinds, ante, button_blind, button, stacks,
                    small_bet, big_bet, None, recipe, ())  # fmt: skip
    stacks_list = [big * (40 + rng.below(110)) + _odd(rng, big) for _ in range(n)]
    # Short stacks push and call all-in: with two or more of them beside deep ones, side
    # pots and uncalled bets come from play (step 3's recipe 3).
    # Medium stacks (recipes 2 and 4, and in Omaha and Short Deck every other hand of
    # recipe 3) see the flop and get their chips in on the flop or the turn, with a made
    # hand or a big draw, once the pot is a third of the stack. (Hold'em's recipe 3 with
    # medium stacks fits one play in 30: 44 ms a hand, measured; it keeps short stacks.)
    holdem = variant is Variant.HOLDEM
    middle = recipe in (2, 4) or (recipe == 3 and index % 10 == 8 and not holdem)
    shorts = 1 if recipe in (0, 1) else n - 2 if recipe == 3 else 2 + rng.below(2)
    for seat in rng.shuffled(range(n))[:shorts]:
        depth = (MEDIUM[0] + rng.below(MEDIUM[1] - MEDIUM[0]) if middle
                 else 6 + rng.below(22) if recipe in (0, 1) else 4 + rng.below(10))  # fmt: skip
        stacks_list[seat] = big * depth + _odd(rng, big)
    script: tuple[tuple[str, int], ...] = ()
    first = (button + 1) % n if button_blind else (button + 3) % n
    if recipe in (0, 1):
        # Who opens varies: the players before the opener fold (hands they fold, see
        # _promising), leaving the opener, the short all-ins and at least one more.
        folds = rng.below(n - 2 - recipe)
        script = (("fold", 0),) * folds
        first = (first + folds) % n
    if recipe == 0 and structure is Structure.fixed_limit:
        # Fixed limit: the opener raises one bet; the next player's all-in adds less than
        # half a bet, which neither counts as a raise nor reopens (Robert's Rules).
        raise_to = 2 * big
        first_short = 1 + rng.below(max(1, (big - 1) // 2))
        stacks_list[first] = max(stacks_list[first], 40 * big)
        second = (first + 1) % n
        stacks_list[second] = ante + raise_to + first_short
        script += (("raise", raise_to), ("all_in", raise_to + first_short))
    elif recipe in (0, 1):
        unit = max(big // 2, 1)
        raise_to = 3 * big
        full = raise_to - big  # the opener's raise: a full one
        first_short = unit * (1 + rng.below(3))  # less than the full 4 units
        stacks_list[first] = max(stacks_list[first], 40 * big)
        second = (first + 1) % n
        stacks_list[second] = ante + raise_to + first_short
        script += (("raise", raise_to), ("all_in", raise_to + first_short))
        if recipe == 1:
            low = max(1, (full - first_short + unit - 1) // unit)
            second_short = unit * (low + rng.below(max(1, 4 - low)))
            second_short = min(second_short, full - 1)
            third = (first + 2) % n
            stacks_list[third] = ante + raise_to + first_short + second_short
            script += (("all_in", raise_to + first_short + second_short),)
    rake_cap = big * (1 + rng.below(3))
    return Plan(variant, structure, blinds, ante, button_blind, button, tuple(stacks_list),
                small_bet, big_bet, rake_cap, recipe, script, first, middle)  # fmt: skip


def _odd(rng: Rng, big: int) -> int:
    """Some stacks end in odd chips, so pots and shares do not always divide evenly."""
    return rng.below(max(big // 2, 1)) if rng.below(3) == 0 else 0


# -- the cards -----------------------------------------------------------------------


SPLIT_DEALS = 400  # step 3's split pot: deals looked at for two best hands that tie
TIE_PLAYS = 4  # the plays of one deal whose best hands tie (the players choose anew)
OPENER_DEALS = 50  # step 3: deals looked at for starting hands that suit the recipe
SEATINGS = 6  # step 3: the seatings of one deal's hands looked at before dealing again
CALLER = 0.62  # the preflop strength a deep player calls a raise and an all-in with
OPEN = 0.5  # the preflop strength a player opens with (raises first in)
PLAYABLE = 0.3  # the preflop strength a player sees the flop with (calls, limps)
SEES_FLOP = 0.45  # the preflop strength a player calls an open raise with, most often


_DECKS = {variant: full_deck(short=variant is Variant.SHORTDECK) for variant in VARIANTS}


def _deal(rng: Rng, plan: Plan) -> tuple[list[list[Card]], list[Card]]:
    """Every player's cards and the board, dealt from a shuffled deck; a deal that gives
    two players the same ranks (A-K and A-K) is dealt again, so a split pot comes from the
    board or equal fives, not from twin hands."""
    hole = HOLE[plan.variant]
    need = 5 + plan.n * hole
    while True:
        deck = list(_DECKS[plan.variant])
        rng.shuffle_tail(deck, need)
        dealt = deck[len(deck) - need :]
        holes = [dealt[5 + k * hole : 5 + (k + 1) * hole] for k in range(plan.n)]
        ranks = {tuple(sorted(c.rank for c in h)) for h in holes}
        if len(ranks) == plan.n:
            return holes, dealt[:5]


def _suited(rng: Rng, plan: Plan) -> tuple[list[list[Card]], list[Card]]:
    """Step 3: a deal whose starting hands suit the recipe (:func:`_promising`). The cards
    are dealt as any hand's; when they do not suit a scripted opening (recipes 0 and 1),
    the same hands are seated again in a new random order (up to :data:`SEATINGS` times)
    before the cards are dealt anew: who holds which hand is drawn again, the hands stay
    uniformly random. (For the side pots, seating again made more plays miss: measured.)"""
    for _ in range(OPENER_DEALS):
        holes, board = _deal(rng, plan)
        strengths = [preflop_strength(hole, plan.variant) for hole in holes]
        order = list(range(plan.n))
        for _ in range(SEATINGS if plan.script else 1):
            if _promising(plan, [strengths[k] for k in order]):
                return [holes[k] for k in order], board
            order = rng.shuffled(order)
    return holes, board


def _promising(plan: Plan, strengths: list[float]) -> bool:
    """Whether a deal suits step 3's recipe, read from the starting hands' ``strengths``
    alone (seat by seat): the script's opener holds a hand worth opening; for two short
    all-ins (recipe 1) a deep player behind holds one he calls with; for side pots
    (recipes 3 and 4) two short stacks hold hands they push with and a deep player one he
    calls with; with medium stacks, one (recipe 3: two) holds a hand that sees the flop
    and a deep player one he opens with. The action then comes from ordinary play."""
    if plan.script and strengths[plan.opener] < OPEN:
        return False
    folds = sum(kind == "fold" for kind, _ in plan.script)
    scripted = {(plan.opener - folds + k) % plan.n for k in range(len(plan.script))}
    if any(strengths[(plan.opener - 1 - k) % plan.n] >= OPEN for k in range(folds)):
        return False  # a scripted fold folds a hand a player folds
    if plan.recipe == 2:
        return True
    big = plan.min_bet
    if plan.middle:  # a medium stack sees the flop against a deep one who opens
        medium = [k for k, stack in enumerate(plan.stacks) if stack < MEDIUM[1] * big]
        seeing = sum(strengths[k] >= SEES_FLOP for k in medium)  # recipe 3: two all-ins
        everyone = sum(strength >= SEES_FLOP for strength in strengths)  # three see a flop
        opens = any(strengths[k] >= OPEN for k in range(plan.n) if k not in medium)
        return seeing >= (2 if plan.recipe == 3 else 1) and everyone >= 3 and opens
    pushers = callers = 0
    for k, stack in enumerate(plan.stacks):
        if k in scripted:
            continue
        if stack <= PUSH_STACK * big:
            pushers += strengths[k] >= 0.2 + 0.015 * stack / big
        else:
            callers += strengths[k] >= CALLER
    return callers >= 1 and (plan.recipe < 2 or pushers >= 2)


def _deal_a_tie(rng: Rng, plan: Plan) -> tuple[list[list[Card]], list[Card]]:
    """A deal whose two (or more) best hands tie, not because they hold the same ranks:
    the board plays, or equal fives (the same straight, kickers that do not play), and two
    of them are hands a player sees the flop with. The cards are dealt as any hand's;
    deals without such a tie are passed over."""
    variant = plan.variant
    for _ in range(SPLIT_DEALS):
        holes, board = _deal(rng, plan)
        # Only hands a player sees the flop with are read (the others fold early).
        seen = [h for h in holes if preflop_strength(h, variant) >= PLAYABLE]
        if len(seen) < 2:
            continue
        values = [value_of((*h, *board), variant) if variant is not Variant.OMAHA
                  else omaha_value(h, board) for h in seen]  # fmt: skip
        if values.count(max(values)) > 1:  # _deal gives no two players the same ranks
            return holes, board
    return holes, board


# -- the policy ----------------------------------------------------------------------


PUSH_STACK = 20  # step 3: a stack of this many big blinds or fewer pushes all-in
MEDIUM = (12, 30)  # step 3, middle plans: medium stacks, in big blinds (from, below)
BIG_DRAWS = (Draw.flush, Draw.combo, Draw.open_ended)


def _choose(
    rng: Rng, table: Table, step: Step, plan: Plan, step_no: int, reading: Reading,
    calm: bool = False, aggressor: str | None = None,
) -> Move:  # fmt: skip
    """What a player does with this hand at this price: ``reading`` (the engine's
    :mod:`strength`) against the pot odds, moved a little by the player's day. Strong
    hands bet and raise (half the pot to the pot, raises of 2.5-3 times), weak ones fold
    to big bets, a player deep in the pot does not fold to a small bet, a big all-in or a
    river bet is called only with a hand; facing a sizable bet with two players already in,
    a hand under top pair (Omaha: one pair) without a big draw folds. In step 3 short
    stacks push before the flop, medium ones after it (:func:`_gets_it_in`). Step 1's three
    or four players play short-handed: wider opens and blind defence, more flop bets.
    ``calm``: no bet
    or raise (fixed limit after an all-in of less than a bet in the round, where rooms —
    and PokerKit, the oracle — read the rules differently). ``aggressor``: the last to
    raise before the flop, who bets the flop more often (a continuation bet)."""
    i = table.seat_of(step.to_act)
    name = step.to_act
    seat = table.spec.seats[i]
    behind = table.chips_behind(i)
    all_in_to = table.in_front(i) + behind
    deep = step_no < 3
    big = plan.min_bet
    strength = reading.strength + (rng.below(17) - 8) / 100
    roll = rng.below(100)
    can = step.min_raise_to is not None and not calm
    if deep and can and step.min_raise_to is not None and step.min_raise_to >= all_in_to:
        can = False  # steps 1-2: nobody goes all-in
    push = can and step.max_raise_to == all_in_to  # all-in is a legal raise
    preflop = step.street is Street.preflop
    # A medium stack plays the preflop as a deep one (opens, calls), and pushes after it.
    short = not deep and behind <= PUSH_STACK * big and not (preflop and plan.middle)
    call, pot = step.to_call, step.pot
    rivals = len(table.spec.seats) - sum(table.folded) - 1
    if call == 0:
        if not can:
            return Move(name, Action.check, None)
        if preflop:  # the big blind's (or button blind's) option
            if strength >= 0.75 and roll < 70:
                return _raise(rng, table, step, name, all_in_to, deep, plan)
            return Move(name, Action.check, None)
        if short and push and strength >= 0.5 and behind <= 2 * pot:
            return Move(name, Action.all_in, None)
        if plan.middle and _gets_it_in(push, strength, reading, behind, pot) and roll < 75:
            return Move(name, Action.all_in, None)  # a made hand or a big draw, pot-committed
        if strength >= 0.7:
            bet_at = 80
        elif strength >= 0.5:
            bet_at = 50
        elif reading.draw is not Draw.none:
            bet_at = 35
        elif step_no == 1 and strength >= 0.34:
            bet_at = 30  # step 1: a pair of the hole cards bets the pot nobody has bet
        else:
            bet_at = 12 if rivals == 1 else 4
        if name == aggressor and step.street is Street.flop:
            cbet = (40 if rivals >= 2 else 60) + (20 if step_no == 1 else 0)
            bet_at = max(bet_at, cbet)  # the continuation bet (step 1: more often)
        elif aggressor and rivals >= 2 and (reading.draw is not Draw.none or strength >= 0.5):
            bet_at += 10  # several players in a raised pot: a hand or a draw bets
        if roll < bet_at:
            return _raise(rng, table, step, name, all_in_to, deep, plan)
        return Move(name, Action.check, None)
    if deep and call >= behind:
        return Move(name, Action.fold, None)
    price = call / (pot + call)
    put = seat.stack - behind
    committed = 4 * put >= seat.stack and 6 * call <= pot
    stack_call = call >= behind / 3 or (call >= 10 * big and 4 * call >= seat.stack)
    shove = 0.2 + 0.015 * behind / big  # the shorter the stack, the wider it pushes
    # Step 1's three or four players open wider than a full ring: fewer hands to get past,
    # so a raise first in is the norm and a limped, checked-down hand the rare one.
    opens = OPEN - 0.1 if step_no == 1 else OPEN
    if preflop:
        if table.current <= big:  # nobody has raised yet
            if short and can and strength >= shove:
                return _push(name, step, push, table.current)
            if can and strength >= opens and roll < 85:
                return _raise(rng, table, step, name, all_in_to, deep, plan)
            if strength >= PLAYABLE or (price <= 0.2 and strength >= 0.15) or committed:
                return _call(name, call, behind)
            return Move(name, Action.fold, None)
        if short and can and strength >= shove + 0.15 and roll < 80:
            return _push(name, step, push, table.current)  # a short stack pushes over a raise
        need = 0.3 + 0.6 * price
        if step_no == 1 and table.in_front(i) > 0:
            need -= 0.1  # step 1's blinds, already in, defend a short-handed open wider
        if not deep and 8 * call <= behind:
            need -= 0.08  # a short stack's all-in costs a deep stack little: called wider
        raise_at = 0.82
    else:
        need = price + (0.12 if step.street is Street.river else 0.05)
        if step.street is Street.river:
            need = max(need, 0.3)  # a pair at least, or a good bluff-catcher
        raise_at = 0.8
    # Several players already in for the bet (a bet and a call, a raise and an all-in):
    # one of them likely holds more, and an all-in player cannot be bluffed out, so a
    # call there needs a real hand (a pair under top pair or nothing folds to it).
    floor = big if preflop else 0  # preflop: in for more than a blind
    inside = [j for j in range(len(table.spec.seats))
              if j != i and not table.folded[j] and table.in_front(j) > floor]  # fmt: skip
    if len(inside) >= 2 and 4 * call >= pot:
        pushed = any(table.chips_behind(j) == 0 for j in inside)
        if preflop:
            need = max(need + 0.1, 0.62) if pushed else need
        else:
            need += 0.1 + 0.05 * len(inside) + (0.05 if pushed else 0.0)
            if plan.variant is Variant.OMAHA and _thin_in_omaha(reading):
                need += 0.15  # one pair or two into several Omaha hands: somebody has more
            if _under_top_pair(reading, plan.variant):
                need = 2.0  # a bet and a call (or an all-in) ahead: this hand is beaten
    if stack_call:
        need = max(need, 0.78 if preflop else need + 0.1)
        if not preflop and plan.variant is Variant.OMAHA and _thin_in_omaha(reading):
            need = 2.0  # two pair or less without a big draw: weak in PLO, not worth a stack
        if preflop and short:
            need = min(need, shove + 0.25)  # a short stack calls with a bit more than it pushes
    if plan.structure is Structure.fixed_limit:
        raise_at -= 0.1  # a raise costs one bet: limit players raise more hands
    elif plan.middle and not preflop and _gets_it_in(push, strength, reading, behind, pot + call):
        if roll < 60 and (strength >= raise_at - 0.1 or reading.draw in (Draw.combo, Draw.flush)):
            return Move(name, Action.all_in, None)  # raises all-in: the stack is 3 pots or less
    if (
        can
        and strength >= raise_at
        and roll < (70 if plan.structure is Structure.fixed_limit else 55)
    ):
        if short and push:
            return Move(name, Action.all_in, None)
        return _raise(rng, table, step, name, all_in_to, deep, plan)
    if committed or strength >= need:
        return _call(name, call, behind)
    return Move(name, Action.fold, None)


def _gets_it_in(push: bool, strength: float, reading: Reading, behind: int, pot: int) -> bool:
    """Step 3 after the flop: a stack of three pots or less goes all-in with a made hand
    (top pair or better) or a big draw rather than bet part of it."""
    if not push or 3 * pot < behind:
        return False
    return strength >= 0.6 or reading.draw in BIG_DRAWS


def _under_top_pair(reading: Reading, variant: Variant) -> bool:
    """A hand that does not call a sizable bet with two players already in for it: no
    big draw, and under top pair (second pair, an underpair, the board's pair, nothing;
    in Omaha, one pair or less)."""
    if reading.draw in BIG_DRAWS:
        return False
    if variant is Variant.OMAHA:
        return reading.category in (Category.HIGH_CARD, Category.PAIR)
    return reading.strength < TOP_PAIR


def _thin_in_omaha(reading: Reading) -> bool:
    """Two pair or less, without a flush draw or a straight draw of eight outs: in Omaha,
    where four cards each make big hands, not a hand to call off a stack with."""
    weak = reading.category in (Category.HIGH_CARD, Category.PAIR, Category.TWO_PAIR)
    return weak and reading.draw not in (Draw.flush, Draw.combo, Draw.open_ended)


def _push(name: str, step: Step, push: bool, current: int) -> Move:
    """A short stack's push: all-in, or (pot limit, where the stack is more than the
    pot) a raise of the pot, up to four times the bet."""
    if push:
        return Move(name, Action.all_in, None)
    assert step.max_raise_to is not None and step.min_raise_to is not None
    return Move(name, Action.raise_, max(step.min_raise_to, min(step.max_raise_to, 4 * current)))


def _call(name: str, call: int, behind: int) -> Move:
    return Move(name, Action.all_in if call >= behind else Action.call, None)


def _raise(
    rng: Rng, table: Table, step: Step, name: str, all_in_to: int, deep: bool, plan: Plan
) -> Move:
    """A bet of half the pot to the pot, an open of 2-3 big blinds, a raise of 2.5-3
    times the bet; fixed limit: the one amount. Too close to the stack: all-in (step 3)
    or a call (steps 1-2, where nobody goes all-in). Too close to the caller's stack (a
    tenth of the wager or less left to him): his whole stack (steps 1-2: two thirds)."""
    low, high = step.min_raise_to, step.max_raise_to
    assert low is not None and high is not None
    most = high  # the rules' maximum, before steps 1-2 keep it under the others' stacks
    unit = max(plan.min_bet // 2, 1)
    current = table.current
    passive = Move(name, Action.call if step.to_call else Action.check, None)
    if deep:  # steps 1-2: no wager that would put anybody all-in
        covers = [table.in_front(j) + table.chips_behind(j) for j in range(len(table.spec.seats))
                  if not table.folded[j] and table.chips_behind(j) > 0]  # fmt: skip
        high = min(high, min(covers) - unit)
        if high < low:
            return passive
    pot_raise = high == most and (current == 0 or high <= 4 * current)
    if plan.structure is Structure.pot_limit and pot_raise and rng.below(100) < 30:
        return Move(name, Action.bet if current == 0 else Action.raise_, high)  # «pot!»
    if current == 0:
        target = step.pot * rng.choice((50, 60, 66, 75, 100)) // 100
    elif step.street is Street.preflop and current <= plan.min_bet:
        target = plan.min_bet * rng.choice((20, 25, 25, 30, 30)) // 10
    else:
        target = current * rng.choice((25, 25, 30, 30, 35)) // 10
    wanted = (target + unit // 2) // unit * unit
    target = max(low, min(high, wanted))
    cut = deep and high < most and target < wanted  # cut down by a short stack
    if cut and (5 * target < 2 * step.pot if current == 0 else target < 2 * current):
        return passive  # steps 1-2: a wager cut down by a short stack would look odd
    wager = Action.bet if current == 0 else Action.raise_
    # The player who would call (the biggest stack still in with chips, up to the
    # bettor's own): a wager leaving him a tenth of it or less behind puts him all-in
    # instead (steps 1-2, where nobody goes all-in: a smaller wager, leaving him more).
    i = table.seat_of(name)
    covering = [table.in_front(j) + table.chips_behind(j) for j in range(len(table.spec.seats))
                if j != i and not table.folded[j] and table.chips_behind(j) > 0]  # fmt: skip
    effective = min(max(covering, default=0), all_in_to)
    fixed = plan.structure is Structure.fixed_limit  # the one amount
    if not fixed and 0 < effective - target and 10 * (effective - target) <= target:
        if deep:
            target = 2 * effective // 3 // unit * unit
            if target < low or target < 2 * current:
                return passive
        elif effective <= high:
            target = effective
    if target >= all_in_to or (not deep and 3 * (all_in_to - target) < target):
        if deep:  # steps 1-2: rather than all-in, the player just stays
            return passive
        return Move(name, Action.all_in, None) if high >= all_in_to else Move(name, wager, high)
    return Move(name, wager, target)


def _spec(plan: Plan, holes: list[list[Card]], board: list[Card]) -> HandSpec:
    rake = None
    rake_json: dict[str, object] | None = None
    if plan.rake_cap is not None:
        # The common room's rule: a hand that ends before the flop pays no commission.
        rake_json = {"percent": RAKE_PERCENT, "cap": plan.rake_cap, "no_flop_no_drop": True}
        rake = parse_rake(rake_json)
    seats = tuple(Seat(NAMES[k], plan.stacks[k], tuple(holes[k])) for k in range(plan.n))
    return HandSpec(
        plan.variant, plan.structure, plan.blinds[0], plan.blinds[1], plan.ante,
        plan.button_blind, plan.button, seats, tuple(board), (), plan.small_bet,
        plan.big_bet, 4, rake, rake_json,
    )  # fmt: skip


Readings = dict[tuple[str, int], Reading]


def _play(
    rng: Rng, spec: HandSpec, plan: Plan, step_no: int, early: bool = False,
    readings: Readings | None = None,
) -> tuple[Replay, list[Move]] | None:  # fmt: skip
    """The hand played out; ``early``: None as soon as a street's end shows the hand
    cannot fit its step 3 recipe (:func:`_doomed`), to deal again sooner. ``readings``:
    the players' readings of these cards, kept between plays of one deal."""
    table = Table(spec)
    moves: list[Move] = []
    script = list(plan.script)
    calm, street = False, Street.preflop
    readings = {} if readings is None else readings
    aggressor: str | None = None
    while (step := table.step()) is not None:
        if step.street is not street:
            if early and _doomed(table, plan, street):
                return None
            calm, street = False, step.street
        if script and step.street is Street.preflop:
            kind, total = script.pop(0)
            if kind == "all_in":
                move = Move(step.to_act, Action.all_in, None)
            elif kind == "fold":
                move = Move(step.to_act, Action.fold, None)
            else:
                move = Move(step.to_act, Action.raise_, total)
        else:
            key = (step.to_act, table.board_dealt)
            if key not in readings:
                hole = spec.seats[table.seat_of(step.to_act)].hole
                readings[key] = read(hole, spec.board[: table.board_dealt], spec.variant)
            move = _choose(rng, table, step, plan, step_no, readings[key], calm, aggressor)
        before = table.current
        if step.street is Street.preflop and (move.action is Action.raise_ or (
            move.action is Action.all_in and step.max_raise_to is not None
            and table.in_front(table.seat_of(move.player)) + table.chips_behind(
                table.seat_of(move.player)) > table.current)):  # fmt: skip
            aggressor = move.player
        table.act(move)
        moves.append(move)
        if spec.structure is Structure.fixed_limit and move.action is Action.all_in:
            unit = spec.small_bet if street in (Street.preflop, Street.flop) else spec.big_bet
            calm = calm or 0 < table.current - before < (unit or 0)
    return table.result(), moves


def _doomed(table: Table, plan: Plan, street: Street) -> bool:
    """At the end of ``street``: the side pots (recipes 3 and 4) have fewer than three
    players left to make them (the split pot, fewer than two); after the preflop, no
    medium stack is left to go all-in later, or the short all-in that closes the raising,
    alone and with two players left beside it (recipe 0), or the short all-ins that
    reopen it (recipe 1), did not happen."""
    n = len(table.spec.seats)
    live = [j for j in range(n) if not table.folded[j]]
    if plan.recipe >= 2:
        if len(live) < (2 if plan.recipe == 2 else 3):
            return True
        big = plan.min_bet
        return (street is Street.preflop and plan.middle
                and not any(plan.stacks[j] < MEDIUM[1] * big for j in live))  # fmt: skip
    if street is not Street.preflop:  # recipe 0's side pot needs two players beside it
        return plan.recipe == 0 and len(live) < 3
    if plan.recipe == 1:
        return not any(s.short_all_in == "reopened" for s in table.steps)
    all_in = sum(1 for j in live if table.chips_behind(j) == 0)
    closed = any(s.short_all_in == "closed" for s in table.steps)
    return not closed or all_in != 1 or len(live) < 3


# -- what a hand shows ---------------------------------------------------------------


def scenarios(replay: Replay, showdown: dict[str, object] | None) -> list[str]:
    """The codes of what the hand shows (the item's ``scenarios``)."""
    found: list[str] = []
    spec = replay.spec
    if len(spec.seats) == 2:
        found.append("heads_up")
    if spec.ante:
        found.append("antes")
    if spec.button_blind:
        found.append("button_blind")
    if any(s.short_all_in == "closed" for s in replay.steps):
        found.append("short_all_in_closed")
    if any(s.short_all_in == "reopened" for s in replay.steps):
        found.append("short_all_ins_reopen")
    if spec.structure is Structure.fixed_limit and _cap_reached(replay):
        found.append("cap_reached")
    if any(replay.contributed[s.name] == s.stack for s in spec.seats):
        found.append("all_in")
    if showdown is None:
        found.append("no_showdown")
        return found
    pots = pots_of(showdown)
    if len(pots) > 1:
        found.append("side_pots")
    if showdown.get("refunds"):
        found.append("uncalled_bet")
    if "rake" in showdown:
        found.append("rake")
    if any(len(p["winners"]) > 1 for p in pots):  # type: ignore[arg-type]
        found.append("split_pot")
    if any(odd_chips(p) for p in pots):
        found.append("odd_chip")
    return found


def _cap_reached(replay: Replay) -> bool:
    return any(
        s.min_raise_to is None and s.to_call > 0 and s.short_all_in is None for s in replay.steps
    )


def pots_of(showdown: dict[str, object]) -> list[dict[str, object]]:
    pots = showdown["pots"]
    assert isinstance(pots, list)
    return pots


def odd_chips(pot: dict[str, object]) -> list[str]:
    """Who received an odd chip of a split pot (the larger shares)."""
    shares = pot["shares"]
    assert isinstance(shares, dict)
    if len(shares) < 2:
        return []
    low = min(shares.values())
    return [name for name, share in shares.items() if share > low]


def _fits(step: int, recipe: int, replay: Replay, moves: list[Move]) -> bool:
    """Whether a played hand shows what its recipe asks (cheap checks first; the
    showdown is settled only for the recipes about its pots)."""
    if step < 3:
        if recipe == 2 and step == 2:
            return _most_raises(replay, moves) >= 2
        if step == 1 and _most_raises(replay, moves) < 1:
            return False  # step 1: somebody bets or raises (limped and checked down is rare)
        return recipe == 4 or (replay.board_dealt == 5 and replay.steps[-1].street is Street.river)
    spec = replay.spec
    if not any(replay.contributed[s.name] == s.stack for s in spec.seats):
        return False
    if len(replay.live) < 2:  # step 3 asks about the pots at the showdown
        return False
    if recipe == 0:  # the step's first hand: one all-in and one side pot
        if not any(s.short_all_in == "closed" for s in replay.steps):
            return False
        if sum(replay.contributed[s.name] == s.stack for s in spec.seats) != 1:
            return False
    if recipe == 1 and not any(s.short_all_in == "reopened" for s in replay.steps):
        return False
    if recipe > 2:  # side pots need live players in for different amounts (no settling)
        levels = sorted((replay.contributed[s.name] for s in spec.seats), reverse=True)
        if len({min(replay.contributed[name], levels[1]) for name in replay.live}) < 2:
            return False
    if recipe == 2:
        showdown = replay.showdown()
        assert showdown is not None
        return any(len(p["winners"]) > 1 for p in pots_of(showdown))  # type: ignore[arg-type]
    # The pots as the settlement makes them, without reading the hands (cheaper).
    refunds, matched = uncalled(replay.contributed)
    players = [PlayerSpec(s.name, s.hole, replay.contributed[s.name], s.name not in replay.live)
               for s in spec.seats]  # fmt: skip
    pots = len(pot_layers(players, matched))
    if recipe == 0:
        return pots == 2
    if recipe == 1:  # two or three pots: four and more come later (recipe 3)
        return pots <= 3
    if recipe == 3:
        return bool(refunds) and pots > 1 or pots > 2
    return pots > 1


def _most_raises(replay: Replay, moves: list[Move]) -> int:
    """The most bets and raises made in one betting round."""
    per_street: dict[Street, int] = {}
    for step, move in zip(replay.steps, moves, strict=True):
        if move.action in (Action.bet, Action.raise_):
            per_street[step.street] = per_street.get(step.street, 0) + 1
    return max(per_street.values(), default=0)


# -- the item ------------------------------------------------------------------------


def deal(seed: int, step: int, index: int, variant: Variant) -> tuple[Replay, list[Move]]:
    """Item ``index`` of ``step``: the hand played out (retried until it shows its recipe)."""
    rng = Rng(item_seed(step, seed, index, variant))
    recipe = index % 5
    last: tuple[Replay, list[Move]] | None = None
    for _ in range(MAX_ATTEMPTS):
        plan = _plan(rng, step, variant, index)
        plays = 1
        if step == 3 and recipe == 2:
            holes, board = _deal_a_tie(rng, plan)
            plays = TIE_PLAYS  # such a deal is rare: the same cards, the players choose anew
        else:
            holes, board = _suited(rng, plan) if step == 3 else _deal(rng, plan)
        spec = _spec(plan, holes, board)
        readings: Readings = {}
        for _ in range(plays):
            played = _play(rng, spec, plan, step, step == 3, readings)
            if played is None:
                continue
            last = played
            if _fits(step, recipe, *last):
                return last
    if last is None:  # every play stopped early: the last deal played out in full
        last = _play(rng, spec, plan, step)
        assert last is not None
    return last


def hand_json(replay: Replay, moves: list[Move]) -> dict[str, object]:
    """The spec of a played hand as JSON (``actions`` in the order played)."""
    spec = replay.spec
    out: dict[str, object] = {
        "variant": spec.variant.value,
        "structure": spec.structure.value,
        "blinds": [spec.small_blind, spec.big_blind],
        "ante": spec.ante,
    }
    if spec.button_blind:
        out["button_blind"] = spec.button_blind
    out["button"] = spec.seats[spec.button].name
    out["players"] = [
        {"name": s.name, "stack": s.stack, "hole": " ".join(str(c) for c in s.hole)}
        for s in spec.seats
    ]
    out["board"] = " ".join(str(c) for c in spec.board)
    actions: list[dict[str, object]] = []
    for move in moves:
        entry: dict[str, object] = {"player": move.player, "action": move.action.value}
        if move.to is not None:
            entry["to"] = move.to
        actions.append(entry)
    out["actions"] = actions
    if spec.structure is Structure.fixed_limit:
        out["small_bet"], out["big_bet"] = spec.small_bet, spec.big_bet
        out["cap"] = spec.cap
    if spec.rake_json is not None:
        out["rake"] = dict(spec.rake_json)
    return out
