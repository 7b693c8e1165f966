"""How long a person takes to find and grab runes at the RÖK table: the model the bots and
the benchmark share (R25: bots grab after a reaction time set by their level).

Grabbing in RÖK is a visual search followed by a pointing movement. Each part is timed
from published measurements of people; a bot level is a person of a given speed
(:data:`PEOPLE`), and ``tools/bench_pace.py`` races bots against the attentive adult.

- **Simple reaction** (``Perception.reaction``): noticing that the runes came to rest
  (or that the stone one was going for was taken) and starting to look. Adults react
  to a visual signal in about 0.2–0.3 s (Luce 1986, *Response Times*, OUP; Woods et al.
  2015, *Front. Hum. Neurosci.* 9:131, with slower times as people age).
- **Looking at one stone** (``Perception.look``): a carved sign on a small stone is not
  read in peripheral vision, and a twin shares a *conjunction* of features (colour and
  sign), which is searched item by item: Treisman & Gelade 1980 (*Cogn. Psychol.*
  12:97–136) measured serial slopes for conjunctions, target-absent searches taking about
  twice the present ones (the searcher goes through every item); Wolfe 1998 (*Psychol.
  Sci.* 9:33–39) puts hard searches at 20–60 ms per item *before* eye movements are
  needed. Items this small need a fixation each: fixations in visual search last
  180–275 ms (Rayner 1998, *Psychol. Bull.* 124:372–422).
- **Guided search** (Wolfe 1994, *Psychon. Bull. Rev.* 1:202–238; Guided Search 6.0,
  Wolfe 2021, *Psychon. Bull. Rev.* 28:1060–1092): attention goes only to items sharing a
  feature with what is sought (subset search, Egeth, Virzi & Garbart 1984, *J. Exp.
  Psychol. Hum. Percept. Perform.* 10:32–39). So a person picks a stone and looks for
  its twin among the stones of the same colour only: target present, they stop half
  way on average; absent, they look at all of them. More stones on the table mean more
  picks and longer checks: the time to the first pair grows with the face-up runes.
- **What one keeps in mind**: each stone looked at is compared with the runes one is
  watching for (one's Balance twin, the twin of a rune in one's tray, the others'
  Balance twins when one watches for thefts), each comparison adding
  ``Perception.compare`` (memory scanning, ≈ 38 ms per item held: Sternberg 1966,
  *Science* 153:652–654); a stone is also recognised as the twin of one of the last
  ``Perception.span`` stones seen (visual working memory holds about 3–4 objects: Luck &
  Vogel 1997, *Nature* 390:279–281). Within one look over the table no stone is picked
  twice; a pair missed is found on a later look, at most ``PASSES`` of them.
- **Choosing the next grab** (``Perception.choose``): after a grab, going on to a stone
  one already found costs a choice reaction, Hick–Hyman: ``choose · log2(n + 1)`` for
  ``n`` known options, about 0.15 s per bit (Hick 1952, *Q. J. Exp. Psychol.* 4:11–26;
  Hyman 1953, *J. Exp. Psychol.* 45:188–196).
- **Reaching the stone** (``Perception.reach_base`` + ``reach`` per bit): Fitts' law,
  ``a + b · log2(D/W + 1)`` with ``b`` ≈ 0.1 s/bit for a mouse (Card, English & Burr
  1978, *Ergonomics* 21:601–613; MacKenzie 1992, *Hum.-Comput. Interact.* 7:91–139).
- **Trial-to-trial spread** (``Perception.spread``): response times are right-skewed;
  each time above is drawn log-normal around its mean (Luce 1986).

No grab comes sooner than :data:`FIRST_GRAB` (0.5 s) after the runes come to rest:
with a reaction, one fixation and a movement nobody is faster. Everything is drawn
from the seat's own seeded :class:`~game.core.Rng`, from its view only.

>>> seeker = Seeker(0, 2, PEOPLE["attentive"], Rng(4))
>>> view = {"seat": 0, "players": 2, "balance": ["w3a", "b1a"], "trays": [[], []],
...         "hoards": [[], []], "table": [["w3b", 1.0, 2.0, True], ["g5a", -3.0, 0.5, True],
...                   ["g5b", 4.0, 4.0, True], ["b2a", 0.0, -6.0, True]]}
>>> when, rune = seeker.next_grab(view, 0.0)
>>> rune in ("w3b", "g5a", "g5b"), FIRST_GRAB <= when < 6.0
(True, True)
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from game.core import Rng
from game.rok.components import RUNE_RADIUS, seat_edge, twin

FIRST_GRAB = 0.5  # no grab is made sooner than this after the runes come to rest (R25)
PASSES = 3  # a person looks the table over at most this many times before giving up
HAND_INSET = 4.0  # a resting hand (the pointer) waits this far inside the seat's edge

#: Signs that are easy to mix up at a glance (sign numbers 1–8, components.SIGNS).
LOOK_ALIKES = {"1": "4", "4": "1", "3": "8", "8": "5", "5": "3", "2": "6", "6": "2", "7": "7"}


@dataclass(frozen=True, slots=True)
class Perception:
    """How fast one person sees and points (seconds; see the module docstring)."""

    reaction: float  # simple reaction time to a visual signal
    look: float  # one fixation: identify one stone's colour and sign
    compare: float  # per rune held in mind, for each stone looked at (Sternberg)
    span: int  # the last stones seen that a twin is recognised against (memory)
    choose: float  # Hick–Hyman seconds per bit, choosing among known targets
    reach_base: float  # Fitts' law intercept for one mouse movement
    reach: float  # Fitts' law seconds per bit of difficulty
    spread: float  # log-normal spread of every time drawn

    def scaled(self, factor: float) -> Perception:
        """The same person, ``factor`` times slower in every timed part."""
        return Perception(self.reaction * factor, self.look * factor, self.compare * factor,
                          self.span, self.choose * factor, self.reach_base * factor,
                          self.reach * factor, self.spread)


#: People from slowest to quickest. ``attentive``: a young adult paying attention, at the
#: means of the studies above; ``casual``: an adult at ease (slower reactions and fixations,
#: one stone less in mind); ``quick``: a practised, fast player (the faster end of the
#: ranges); ``slow``: slower than a casual adult (the Easy bots).
PEOPLE: dict[str, Perception] = {
    "casual": Perception(reaction=0.30, look=0.30, compare=0.045, span=3, choose=0.18,
                         reach_base=0.12, reach=0.12, spread=0.3),
    "attentive": Perception(reaction=0.25, look=0.24, compare=0.038, span=4, choose=0.15,
                            reach_base=0.10, reach=0.10, spread=0.25),
    "quick": Perception(reaction=0.20, look=0.17, compare=0.028, span=4, choose=0.12,
                        reach_base=0.08, reach=0.08, spread=0.2),
}
PEOPLE["slow"] = PEOPLE["casual"].scaled(1.3)


def face_up(view: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Face-up runes on the table in a view, with their places."""
    return {str(r): (float(x), float(y)) for r, x, y, *_ in view["table"]}


def watched_for(view: dict[str, Any], seat: int, steal: bool) -> set[str]:
    """The runes ``seat`` keeps in mind while looking: the twins of its own Balance rune
    (R11) and of the runes in its tray, and (``steal``) of the other Balance runes (R16)."""
    balances: list[str | None] = view["balance"]
    wanted = {twin(r) for r in view["trays"][seat]}
    for owner, rune in enumerate(balances):
        if rune and (owner == seat or steal):
            wanted.add(twin(rune))
    return wanted


def wanted_by(view: dict[str, Any], seat: int, steal: bool = True) -> list[str]:
    """Face-up runes worth grabbing for ``seat``, best first, nearest first among equals.

    First the twin of its own Balance rune (R11), then the twin of a rune in its
    tray, then (if ``steal``: the seat spotted them) twins of other seats' Balance
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


def look_alike(rune: str, up: Collection[str], rng: Rng) -> str | None:
    """A face-up rune a hasty player could take for ``rune``: same sign in another colour,
    or a similar sign in the same colour."""
    sign = rune[1]
    similar = [r for r in sorted(up) if r != rune and r != twin(rune)
               and (r[1] == sign or (r[0] == rune[0] and r[1] == LOOK_ALIKES[sign]))]
    return rng.choice(similar) if similar else None


class Seeker:
    """One seat's eyes and hand during one grab phase: what it looked at, what it found.

    :meth:`next_grab` says when (on the grab phase's clock) and which rune the seat
    grabs next, from its view; call it again after each of its grabs, and whenever
    the rune it went for is gone. ``steal`` is the chance that this seat watches for
    the other seats' Balance twins this throw (drawn once), ``mistake`` the chance that
    a grab takes a look-alike instead (R14).
    """

    def __init__(self, seat: int, players: int, eyes: Perception, rng: Rng,
                 steal: float = 1.0, mistake: float = 0.0) -> None:
        self.seat = seat
        self.eyes = eyes
        self.rng = rng
        self.steals = rng.random() < steal
        self.mistake = mistake
        self.hand = seat_edge(seat, players, inset=HAND_INSET)
        self.started = False
        self.found: str | None = None  # a wanted stone already located (a pair's second)
        self.target: str | None = None  # what it went for last

    # --- times --------------------------------------------------------------------------------

    def vary(self, mean: float) -> float:
        """A time around ``mean``, log-normal with the person's spread (mean kept)."""
        sigma = self.eyes.spread
        return mean * math.exp(self.rng.gauss(0.0, sigma) - sigma * sigma / 2)

    def reach_time(self, place: tuple[float, float]) -> float:
        """Fitts' law: moving the pointer from where it rests onto a stone."""
        bits = math.log2(math.dist(self.hand, place) / (2 * RUNE_RADIUS) + 1)
        return self.vary(self.eyes.reach_base + self.eyes.reach * bits)

    def look_time(self, watched: int) -> float:
        """One fixation, and comparing what it shows with ``watched`` runes held in mind."""
        return self.vary(self.eyes.look) + self.eyes.compare * watched

    # --- the search ---------------------------------------------------------------------------

    def next_grab(self, view: dict[str, Any], now: float) -> tuple[float, str] | None:
        """``(time, rune)`` of this seat's next grab, or ``None`` when it finds nothing more
        (or nothing is worth grabbing). ``now`` is the grab phase's clock."""
        up = face_up(view)
        worth = set(wanted_by(view, self.seat, steal=self.steals))
        if not worth:
            return None
        clock = now
        mine = {*view["trays"][self.seat], *view["hoards"][self.seat]}
        lost = (self.target is not None and self.target not in up and self.target not in mine
                ) or (self.found is not None and self.found not in up)
        if not self.started or lost:
            clock += self.vary(self.eyes.reaction)  # the runes rest, or another took its stone
        self.started = True
        if self.found in worth:
            rune: str | None = self.found
            self.found = None
            clock += self.vary(self.eyes.choose)  # log2(1 + 1): one known option
        else:
            self.found = None
            rune, clock = self.search(view, up, worth, clock)
        if rune is None:
            return None
        clock += self.reach_time(up[rune])
        self.hand = up[rune]
        self.target = rune
        if self.mistake and self.rng.random() < self.mistake:
            rune = look_alike(rune, up, self.rng) or rune
        return max(clock, FIRST_GRAB), rune

    def search(self, view: dict[str, Any], up: dict[str, tuple[float, float]],
               worth: set[str], clock: float) -> tuple[str | None, float]:
        """Pick stones in a random order and look for each one's twin among the stones of
        its colour. Every stone looked at is checked against the runes watched for, and
        recognised as the twin of one of the last few stones seen (``span``)."""
        watched = watched_for(view, self.seat, self.steals)
        recent: list[str] = []
        for _ in range(PASSES):
            picks = sorted(up)
            self.rng.shuffle(picks)
            for pick in picks:
                mates = [r for r in sorted(up) if r[0] == pick[0] and r != pick]
                self.rng.shuffle(mates)
                for stone in (pick, *mates):
                    clock += self.look_time(len(watched))
                    mate = twin(stone)
                    if stone in worth and (stone in watched or mate in recent):
                        if mate in recent and mate in worth:
                            self.found = mate  # its twin is already located
                        return stone, clock
                    recent = [*[r for r in recent if r != stone], stone][-self.eyes.span:]
        return None, clock
