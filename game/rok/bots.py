"""RÖK bots, deciding from a seat's view only (never the full state).

``RandomBot`` picks among the actions its seat may take (its view's ``"legal"``).

RÖK is played in real time, so a table scene also needs the bots' *reflexes*: a bot
level is a person of a given speed from the human model (:mod:`game.rok.human`, R25):
a :class:`~game.rok.human.Seeker` says which face-up rune the bot goes for and when,
its time growing with the runes on the table, with look-alike mistakes at easy levels
(R14); :func:`order_choice` picks the order of thefts that leaves the bot the biggest
hoard (R17); ``Reflexes.skill`` is the slide aim handed to
:func:`game.rok.table.aimed_slide` (R24). Throws and slides are physical: they go
through ``table.py``, not through ``"legal"``, which is empty for them.

>>> view = {"seat": 1, "table": [["w3a", 1.0, 2.0, True], ["b2b", -3.0, 0.5, True],
...                              ["b2a", 4.0, 4.0, True]],
...         "balance": ["g1a", "w3b"], "trays": [[], []], "hoards": [[], []], "players": 2}
>>> wanted_by(view, 1)
['w3a', 'b2a', 'b2b']
>>> delay, rune = grab_plan(view, 1, Rng(3), REFLEXES["hard"], first=True)
>>> rune in wanted_by(view, 1), 0.5 <= delay < 5.0
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from game.core import Event, Rng
from game.rok.human import (
    FIRST_GRAB,
    LOOK_ALIKES,
    PEOPLE,
    Perception,
    Seeker,
    face_up,
    look_alike,
    wanted_by,
)
from game.rok.latency import click_arrives, drawn_after, read_at
from game.rok.rules import State
from game.rok.throwing import GrabClaim, resolve_grabs
from game.streams import eyes_rng, tie_lot

__all__ = ["FIRST_GRAB", "LOOK_ALIKES", "face_up", "look_alike", "wanted_by"]


class RandomBot:
    """Chooses uniformly among the texts in ``view["legal"]``."""

    name = "random"

    def choose(self, view: dict[str, Any], rng: Rng) -> str | None:
        """An action text, or ``None`` when this seat has nothing to choose now."""
        legal: list[str] = view["legal"]
        return rng.choice(legal) if legal else None


@dataclass(frozen=True, slots=True)
class Reflexes:
    """How a bot handles the physical game: its eyes and hand, mistakes, thefts, slide aim."""

    eyes: Perception  # how fast it finds and reaches runes (game.rok.human)
    mistake: float  # chance that a grab takes a look-alike rune instead (R14)
    steal: float  # chance to watch for twins of other seats' Balance runes in a throw (R16)
    skill: float  # slide aim, 0 wild .. 1 steady (table.aimed_slide)

    def seeker(self, seat: int, players: int, rng: Rng) -> Seeker:
        """This level's eyes and hand for one grab phase of ``seat``."""
        return Seeker(seat, players, self.eyes, rng, self.steal, self.mistake)

    def slower(self, handicap: float) -> Reflexes:
        """These reflexes with every timed part ``handicap`` times slower (a setup handicap)."""
        return self if handicap == 1.0 else replace(self, eyes=self.eyes.scaled(handicap))


#: The bot levels, weakest first. Easy is slower than a casual adult, Normal an attentive
#: adult, Hard a quick one (game.rok.human.PEOPLE); the easier levels also make more
#: look-alike mistakes (false pairs, R14), spot fewer thefts (R16) and slide shakier (R24).
REFLEXES: dict[str, Reflexes] = {
    "easy": Reflexes(PEOPLE["slow"], mistake=0.12, steal=0.15, skill=0.3),
    "normal": Reflexes(PEOPLE["attentive"], mistake=0.04, steal=0.6, skill=0.6),
    "hard": Reflexes(PEOPLE["quick"], mistake=0.0, steal=1.0, skill=0.85),
}
REFLEXES["random"] = REFLEXES["easy"]  # the arena's baseline grabs like Easy
LEVELS = ("easy", "normal", "hard")
#: The person the benchmark races the bots against (tools/bench_pace.py): an attentive
#: adult who seldom takes a look-alike and often, not always, watches for thefts.
PERSON = Reflexes(PEOPLE["attentive"], mistake=0.02, steal=0.5, skill=0.6)


def reflexes_for(level: str | None) -> Reflexes:
    """The reflexes of a bot level (unknown levels play like "normal")."""
    return REFLEXES.get(level or "", REFLEXES["normal"])


def grab_plan(view: dict[str, Any], seat: int, rng: Rng, reflexes: Reflexes,
              first: bool) -> tuple[float, str] | None:
    """The rune ``seat`` goes for and the seconds it takes to get there, or ``None``: the
    first plan of a fresh :class:`~game.rok.human.Seeker` (``first``: it also has to react
    to the runes coming to rest). A whole grab phase keeps one Seeker per seat."""
    seeker = reflexes.seeker(seat, int(view["players"]), rng)
    seeker.started = not first
    return seeker.next_grab(view, 0.0)


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


class MatchedBot(LevelBot):
    """Plays at the pace measured from the table's humans (game.rok.pace); the table hands it
    those reflexes. Until enough grabs are recorded, and anywhere else, it plays as Normal."""

    name = "matched"


BOTS: dict[str, type[RandomBot]] = {
    "random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot,
    "matched": MatchedBot,
}



def race(state: State, reflexes: Sequence[Reflexes | None], rngs: Sequence[Rng],
         log: list[Event] | None = None, seed: int = 0,
         clicks: list[tuple[int, float]] | None = None,
         played: list[str] | None = None) -> float:
    """Play out one grab phase between bot seats on the table's clock, no wall clock.

    Each seat with ``reflexes`` searches the table with its own Seeker (from its own view,
    with its generator for this throw, ``rngs[seat]``) and clicks the rune it found; the
    clicks pass through the same pipeline as at the table (:mod:`game.rok.latency`: the
    display and input latencies, read once a frame), and clicks read in the same frame are
    ordered by a seeded lot (R25). A seat whose rune went meanwhile sees it go one frame and
    a display latency later and searches again; grabbing ends (``done``, R13) when no seat
    finds anything more. ``seed`` seeds the lots. Returns the round time of the last grab
    read; the events go to ``log``, and ``(seat, decided)`` of every click that became a
    grab to ``clicks`` (when the seat decided it, before the pipeline: the person's pace),
    and the actions' texts to ``played``.
    """
    events: list[Event] = [] if log is None else log
    clock = seen = 0.0  # the last stamp, and when the seats saw the table as it is
    players = state.players
    seekers = {seat: level.seeker(seat, players, rngs[seat])
               for seat, level in enumerate(reflexes) if level is not None}
    plans: dict[int, tuple[float, str, float]] = {}  # seat -> (read at, rune, decided)
    stuck: set[int] = set()  # seats that found nothing on the table as it is
    while state.phase == "grab":
        up = set(state.grabbable())
        for seat, seeker in seekers.items():
            plan = plans.get(seat)
            if plan is not None and plan[1] not in up:
                del plans[seat]  # it saw the rune go: think again
            if seat not in plans and seat not in stuck:
                found = seeker.next_grab(state.view(seat), seen)
                if found is None:
                    stuck.add(seat)
                else:
                    plans[seat] = (read_at(click_arrives(found[0])), found[1], found[0])
        if not plans:
            events += state.play("done")
            if played is not None:
                played.append("done")
            break
        clock = min(stamp for stamp, *_ in plans.values())
        due = [GrabClaim(stamp, seat, rune, tie_lot(seed, state.throw_no, seat, rune))
               for seat, (stamp, rune, _) in plans.items() if stamp == clock]
        decided = {claim.seat: plans.pop(claim.seat)[2] for claim in due}
        for grab in resolve_grabs(due):
            if state.phase != "grab":
                break  # the grab before it left no pair to make (R13)
            events += state.play(grab)
            if played is not None:
                played.append(str(grab))
            if clicks is not None:
                clicks.append((grab.seat, decided[grab.seat]))
        seen = drawn_after(clock)
        stuck.clear()  # the table changed: everyone may see something new
    return clock


def bot_slide(state: State, seat: int, reflexes: Reflexes, rng: Rng) -> str:
    """The seat's slide (R24), aimed with its level's skill on the physical table."""
    from game.rok.table import aimed_slide, slide  # pymunk only where slides happen

    lying = {r: (x, y, up) for r, (x, y, up) in state.table.items()}
    start, velocity = aimed_slide(seat, state.players, reflexes.skill, rng)
    return str(slide(start, velocity, lying).to_action(seat))


Slider = Callable[[State, int, Reflexes, Rng], str]
"""Makes a seat's slide (R24): the state, the seat, its reflexes and its generator."""


def bot_game(levels: Sequence[str | Reflexes], seed: int, rngs: Sequence[Rng] | None = None,
             log: list[Event] | None = None, played: list[str] | None = None,
             slider: Slider = bot_slide) -> State:
    """A whole seeded game between bot seats of ``levels`` (one per seat: a level's name, or
    reflexes of one's own), returned over.

    Throws are sampled (``random_action``: faces by coin, places across the table),
    grabs race from the bots' plans (:func:`race`), slides go through the physical
    table, thefts are ordered by :func:`order_choice`. The same levels and seed give
    the same game. Its events go to ``log``, its actions' texts (grabs with their times,
    as a table records them) to ``played``. ``slider`` makes the slides (a caller that must
    not depend on pymunk's build, such as the golden playthroughs, samples them instead).
    """
    from game.rok import new_game, random_action

    state: State = new_game(len(levels), seed)
    table_rng = Rng(seed).fork(0x7AB1E)
    if rngs is None:
        rngs = [Rng(seed).fork(seat + 1) for seat in range(len(levels))]
    reflexes = [level if isinstance(level, Reflexes) else reflexes_for(level)
                for level in levels]
    events: list[Event] = [] if log is None else log
    texts: list[str] = [] if played is None else played
    while not state.is_terminal():
        phase, seat = state.phase, state.current_player
        assert seat is not None
        if phase == "grab":
            race(state, reflexes, [eyes_rng(seed, s, state.throw_no) for s in range(
                len(levels))], events, seed, played=texts)
            continue
        if phase == "throw":
            action = str(random_action(state, table_rng))
        elif phase == "slide":
            action = slider(state, seat, reflexes[seat], rngs[seat])
        else:
            chosen = order_choice(state.view(seat))
            assert chosen is not None
            action = chosen
        events += state.play(action)
        texts.append(action)
    return state
