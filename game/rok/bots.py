"""RÖK bots, deciding from a seat's view only (never the full state).

``RandomBot`` picks among the actions its seat may take (its view's ``"legal"``).

RÖK is played in real time, so a table scene also needs the bots' *reflexes*:
:func:`grab_plan` says which face-up rune a bot seat goes for and how long it
takes to reach it (a seeded reaction time, R25), with look-alike mistakes at
easy levels (R14); :func:`order_choice` picks the order of thefts that leaves
the bot the biggest hoard (R17); ``Reflexes.skill`` is the slide aim handed to
:func:`game.rok.table.aimed_slide` (R24). Throws and slides are physical: they
go through ``table.py``, not through ``"legal"``, which is empty for them.

>>> view = {"seat": 1, "table": [["w3a", 1.0, 2.0, True], ["b2b", -3.0, 0.5, True],
...                              ["b2a", 4.0, 4.0, True]],
...         "balance": ["g1a", "w3b"], "trays": [[], []], "players": 2}
>>> wanted_by(view, 1)
['w3a', 'b2a', 'b2b']
>>> delay, rune = grab_plan(view, 1, Rng(3), REFLEXES["hard"], first=True)
>>> rune, 0.1 < delay < 2.0
('w3a', True)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from game.core import Event, Rng
from game.rok.components import seat_edge, twin
from game.rok.rules import State


class RandomBot:
    """Chooses uniformly among the texts in ``view["legal"]``."""

    name = "random"

    def choose(self, view: dict[str, Any], rng: Rng) -> str | None:
        """An action text, or ``None`` when this seat has nothing to choose now."""
        legal: list[str] = view["legal"]
        return rng.choice(legal) if legal else None


@dataclass(frozen=True, slots=True)
class Reflexes:
    """How a bot handles the physical game: reaction times, mistakes, thefts and slide aim."""

    first: float  # mean seconds from the runes coming to rest to its first grab
    next: float  # mean seconds between two of its grabs
    spread: float  # relative standard deviation of those times
    mistake: float  # chance that a grab takes a look-alike rune instead (R14)
    steal: float  # chance to spot a twin of another seat's Balance rune worth stealing (R16)
    skill: float  # slide aim, 0 wild .. 1 steady (table.aimed_slide)


#: The bot levels, weakest first: slower, more look-alike mistakes (false pairs, R14), fewer
#: thefts spotted (R16), a shakier slide (R24) at the easier ones.
REFLEXES: dict[str, Reflexes] = {
    "easy": Reflexes(first=1.5, next=0.9, spread=0.35, mistake=0.12, steal=0.15, skill=0.3),
    "normal": Reflexes(first=1.0, next=0.6, spread=0.25, mistake=0.04, steal=0.6, skill=0.6),
    "hard": Reflexes(first=0.6, next=0.35, spread=0.2, mistake=0.0, steal=1.0, skill=0.85),
}
REFLEXES["random"] = REFLEXES["easy"]  # the arena's baseline grabs like Easy
LEVELS = ("easy", "normal", "hard")

#: Signs that are easy to mix up at a glance (sign numbers 1–8, components.SIGNS).
LOOK_ALIKES = {"1": "4", "4": "1", "3": "8", "8": "5", "5": "3", "2": "6", "6": "2", "7": "7"}
MIN_DELAY = 0.25


def reflexes_for(level: str | None) -> Reflexes:
    """The reflexes of a bot level (unknown levels play like "normal")."""
    return REFLEXES.get(level or "", REFLEXES["normal"])


def face_up(view: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Face-up runes on the table in a view, with their places."""
    return {str(r): (float(x), float(y)) for r, x, y, *_ in view["table"]}


def wanted_by(view: dict[str, Any], seat: int, steal: bool = True) -> list[str]:
    """Face-up runes worth grabbing for ``seat``, best first, nearest first among equals.

    First the twin of its own Balance rune (R11), then the twin of a rune in its
    tray, then (if ``steal``: the bot spotted them) twins of other seats' Balance
    runes (theft, R16), then runes whose twin also lies face up. Singles and runes
    whose twin sits in another tray (a split pair, R15) are left alone.
    """
    up = face_up(view)
    balances: list[str | None] = view["balance"]
    own = balances[seat]
    mine = set(view["trays"][seat])
    others = {b for s, b in enumerate(balances) if b and s != seat}
    ex, ey = seat_edge(seat, int(view["players"]))
    ranked = []
    for rune, (x, y) in up.items():
        mate = twin(rune)
        if mate == own:
            rank = 0
        elif mate in mine:
            rank = 1
        elif mate in others and steal:
            rank = 2
        elif mate in up:
            rank = 3
        else:
            continue
        ranked.append((rank, math.hypot(x - ex, y - ey), rune))
    return [rune for *_, rune in sorted(ranked)]


def look_alike(rune: str, up: dict[str, tuple[float, float]], rng: Rng) -> str | None:
    """A face-up rune a hasty player could take for ``rune``: same sign in another colour,
    or a similar sign in the same colour."""
    sign = rune[1]
    similar = [r for r in sorted(up) if r != rune and r != twin(rune)
               and (r[1] == sign or (r[0] == rune[0] and r[1] == LOOK_ALIKES[sign]))]
    return rng.choice(similar) if similar else None


def grab_plan(view: dict[str, Any], seat: int, rng: Rng, reflexes: Reflexes,
              first: bool) -> tuple[float, str] | None:
    """The rune ``seat`` goes for next and the seconds it takes to get there, or ``None``.

    ``first``: the bot has not grabbed yet this throw (it still has to take in the
    table). Times are drawn from ``rng``; a theft is spotted with the level's chance
    (``Reflexes.steal``); a mistake swaps in a look-alike rune.
    """
    targets = wanted_by(view, seat, steal=rng.random() < reflexes.steal)
    if not targets:
        return None
    rune = targets[0]
    mean = reflexes.first if first else reflexes.next
    delay = max(MIN_DELAY, mean * (1.0 + rng.gauss(0.0, reflexes.spread)))
    if rng.random() < reflexes.mistake:
        rune = look_alike(rune, face_up(view), rng) or rune
    return delay, rune


def order_choice(view: dict[str, Any]) -> str | None:
    """The order of thefts (R17) that leaves this seat the biggest hoard, from its view.

    The view's unseen runes do not change who steals what, so any determinized
    state gives the same answer. ``None`` when the seat has no order to choose.
    """
    from game.rok.views import determinize

    legal: list[str] = [t for t in view["legal"] if t.startswith("order")]
    if not legal:
        return None
    seat = int(view["seat"])
    state = determinize(view, Rng(0))
    best, best_score = legal[0], -1
    for text in legal:
        trial = state.clone()
        trial.play(text)
        score = trial.scores()[seat]
        if score > best_score:
            best, best_score = text, score
    return best


# --- bots at the table, and a headless race between them ------------------------------------


class LevelBot(RandomBot):
    """A bot level: its :class:`Reflexes` for the physical game, and the best order of
    thefts when it chooses (R17); other choices as :class:`RandomBot`."""

    name = "normal"

    def __init__(self) -> None:
        self.reflexes = reflexes_for(self.name)

    def choose(self, view: dict[str, Any], rng: Rng) -> str | None:
        return order_choice(view) or super().choose(view, rng)


class EasyBot(LevelBot):
    name = "easy"


class NormalBot(LevelBot):
    name = "normal"


class HardBot(LevelBot):
    name = "hard"


BOTS: dict[str, type[RandomBot]] = {
    "random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot,
}


def race(state: State, reflexes: Sequence[Reflexes | None], rngs: Sequence[Rng],
         log: list[Event] | None = None) -> float:
    """Play out one grab phase between bot seats on a clock of their own, no wall clock.

    Each seat with ``reflexes`` plans from its own view (:func:`grab_plan`) and claims
    its rune when its delay is up; the earliest claim is played first (R25), a seat
    whose rune went meanwhile plans again, and grabbing ends (``done``, R13) when no
    seat wants anything more. Returns the seconds the race took; the events go to ``log``.
    """
    events: list[Event] = [] if log is None else log
    clock = 0.0
    plans: dict[int, tuple[float, str]] = {}
    grabbed: set[int] = set()
    players = state.players
    while state.phase == "grab":
        up = set(state.grabbable())
        for seat in range(players):
            plan = plans.get(seat)
            if plan is not None and plan[1] not in up:
                del plans[seat]  # it saw the rune go: think again
            level = reflexes[seat]
            if seat not in plans and level is not None:
                found = grab_plan(state.view(seat), seat, rngs[seat], level,
                                  first=seat not in grabbed)
                if found is not None:
                    plans[seat] = (clock + found[0], found[1])
        if not plans:
            events += state.play("done")
            break
        seat = min(plans, key=lambda s: (plans[s][0], s))
        clock, rune = plans.pop(seat)
        events += state.play(f"grab {seat} {rune}")
        grabbed.add(seat)
    return clock


def bot_slide(state: State, seat: int, reflexes: Reflexes, rng: Rng) -> str:
    """The seat's slide (R24), aimed with its level's skill on the physical table."""
    from game.rok.table import aimed_slide, slide  # pymunk only where slides happen

    lying = {r: (x, y, up) for r, (x, y, up) in state.table.items()}
    start, velocity = aimed_slide(seat, state.players, reflexes.skill, rng)
    return str(slide(start, velocity, lying).to_action(seat))


def bot_game(levels: Sequence[str], seed: int, rngs: Sequence[Rng] | None = None,
             log: list[Event] | None = None) -> State:
    """A whole seeded game between bot seats of ``levels`` (one per seat), returned over.

    Throws are sampled (``random_action``: faces by coin, places across the table),
    grabs race from the bots' plans (:func:`race`), slides go through the physical
    table, thefts are ordered by :func:`order_choice`. The same levels and seed give
    the same game. Its events go to ``log``.
    """
    from game.rok import new_game, random_action

    state: State = new_game(len(levels), seed)
    table_rng = Rng(seed).fork(0x7AB1E)
    if rngs is None:
        rngs = [Rng(seed).fork(seat + 1) for seat in range(len(levels))]
    reflexes = [reflexes_for(level) for level in levels]
    events: list[Event] = [] if log is None else log
    while not state.is_terminal():
        phase, seat = state.phase, state.current_player
        assert seat is not None
        if phase == "throw":
            events += state.play(random_action(state, table_rng))
        elif phase == "grab":
            race(state, reflexes, rngs, events)
        elif phase == "slide":
            events += state.play(bot_slide(state, seat, reflexes[seat], rngs[seat]))
        else:
            text = order_choice(state.view(seat))
            assert text is not None
            events += state.play(text)
    return state
