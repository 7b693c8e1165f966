"""How long a person takes to find and grab runes at the RÖK table: the model the bots, the
benchmark and the drive script share (R25: bots grab after a reaction time set by their level).

Grabbing in RÖK is a visual search followed by an aimed mouse click. Each part is timed from
published measurements of people; a bot level is a person of a given speed (:data:`PEOPLE`),
and no level is faster, in any part, than the fast end of the range its source gives
(:data:`RANGES`, checked by ``tests/game/rok/test_human.py``): Hard is a quick person, not a
machine. ``tools/bench_pace.py`` races each level against the attentive adult.

========== ============================== ======================= ===========================
part       source                         the source's figure     quick / attentive / casual
========== ============================== ======================= ===========================
reaction   Woods et al. 2015, Front. Hum. simple visual RT 213 ms 0.19 / 0.23 / 0.27 s
           Neurosci. 9:131 (1,469         (231 on plain PCs),
           adults); Galton: < 190 ms      +0.55 ms a year of age
look       Rayner 1998, Psychol. Bull.    visual-search fixations 0.18 / 0.24 / 0.275 s
           124:372–422                    180–275 ms
compare    Sternberg 1966, Science        37.9 ms per item held   0.038 / 0.045 / 0.055 s
           153:652–654; Cavanagh 1972,    (digits); slower for
           Psychol. Rev. 79:525–530       less familiar shapes
span       Alvarez & Cavanagh 2004,       1.6 (shaded cubes) to   3 / 3 / 2 stones
           Psychol. Sci. 15:106–111       4.4 (colours) objects
subset     Friedman-Hill & Wolfe 1995,    selecting a colour      0.20 / 0.25 / 0.30 s
           J. Exp. Psychol. HPP 21:531    subset: 200–300 ms
choose     Hick 1952, Q. J. Exp. Psychol. about 150 ms per bit    0.15 / 0.16 / 0.18 s/bit
           4:11–26; Hyman 1953, J. Exp.
           Psychol. 45:188–196
press      Card, Moran & Newell 1980,     a key or button press   0.08 / 0.10 / 0.12 s
           CACM 23:396–410 (KLM)          0.08 (best typist) to
                                          0.20 s; 0.1 s a press
throughput MacKenzie & Soukoreff 2003     mouse pointing 2.6–4.9  4.9 / 4.0 / 3.3 bits/s
           (CHI EA 760–761); Soukoreff &  bits/s (Card, English &
           MacKenzie 2004, IJHCS 61:751   Burr's 10 was a slope)
========== ============================== ======================= ===========================

Easy is a ``slow`` person: the casual adult 1.3 times slower in every timed part.

How the parts combine:

- **Reacting** (``reaction``): noticing that the runes came to rest, or that the stone one was
  going for was taken, and starting to look.
- **One's own targets first, guided by colour.** Someone holding a Balance rune looks for its
  twin (R11); a rune in one's tray calls for its twin. These are *known* targets: attention
  goes to the stones of their colour only (Guided Search: Wolfe 1994, Psychon. Bull. Rev.
  1:202–238; subset search: Egeth, Virzi & Garbart 1984, J. Exp. Psychol. HPP 10:32–39), at
  the cost of selecting that subset (``subset``), then stone by stone (``look`` each).
  Target present, the search stops half way on average; absent, it goes through the whole
  subset. Every stone looked at, here and below, is compared with every rune held in mind
  (``compare`` each): these targets and, for a player watching for thefts (R16), the twins
  of the other Balance runes.
- **Then pairs nobody named.** A person picks a stone and looks for its twin among the stones
  of the same colour (a twin shares a *conjunction* of colour and sign, searched item by item:
  Treisman & Gelade 1980, Cogn. Psychol. 12:97–136). A stone is also recognised as the twin of
  one of the last ``span`` stones seen. So the first grab of a pair always follows at least
  two stones identified. Within one look over the table no stone is picked twice; a pair
  missed is found on a later look, at most ``PASSES`` of them.
- **Going on to a stone already found** (the second of a pair) costs a choice reaction,
  Hick–Hyman: ``choose · log2(n + 1)`` for ``n`` known options.
- **The click** (Fitts' law, Shannon form, MacKenzie 1992, Hum.-Comput. Interact. 7:91–139):
  ``press + log2(D/W + 1) / throughput`` from where the pointer rests to the stone, ``W`` the
  stone's click target as the table draws it (:data:`TARGET_WIDTH`).
- **Floors**: no grab comes sooner than :data:`FIRST_GRAB` after the runes rest (a reaction,
  one fixation, a press and a one-bit move), and one seat's two grabs are never closer than
  :data:`MIN_GAP` (one fixation on the next stone, a press and a one-bit move), each part at
  the fast end of its range: 0.65 s and 0.46 s.
- **Spread**: every time above is drawn **log-normal** around its mean (the mean kept).
  Response times are positive and right-skewed; the log-normal is what a chain of
  multiplicative stages produces (Ulrich & Miller 1993, J. Math. Psychol. 37:513–525) and needs
  one parameter per person; an ex-Gaussian fits as well but needs two per stage, which no
  source here gives for our stages. ``spread`` (σ 0.2–0.3) is assumed.

What the screen and the hand add (a frame's display latency, a mouse's input latency) is not
part of the person: :mod:`game.rok.latency` adds it to everyone's clicks alike.

Everything is drawn from the seat's own seeded :class:`~game.core.Rng`, from its view only.

>>> seeker = Seeker(0, 2, PEOPLE["attentive"], Rng(4))
>>> view = {"seat": 0, "players": 2, "balance": ["w3a", "b1a"], "trays": [[], []],
...         "hoards": [[], []], "table": [["w3b", 1.0, 2.0, True], ["g5a", -3.0, 0.5, True],
...                   ["g5b", 4.0, 4.0, True], ["b2a", 0.0, -6.0, True]]}
>>> when, rune = seeker.next_grab(view, 0.0)
>>> rune, FIRST_GRAB <= when < 6.0
('w3b', True)
"""

from __future__ import annotations

import math
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from game.core import Rng
from game.rok.components import seat_edge, twin

PASSES = 3  # a person looks the table over at most this many times before giving up
HAND_INSET = 4.0  # a resting hand (the pointer) waits this far inside the seat's edge
#: The click target's diameter in table units: a stone is drawn 18 px across its radius and
#: a click 2 px outside it still counts, at 8.625 px a unit (scenes.games.rok.layout; a scene test
#: keeps the two in step).
TARGET_WIDTH = 4.64

#: Signs that are easy to mix up at a glance (sign numbers 1–8, components.SIGNS).
LOOK_ALIKES = {"1": "4", "4": "1", "3": "8", "8": "5", "5": "3", "2": "6", "6": "2", "7": "7"}


@dataclass(frozen=True, slots=True)
class HumanRange:
    """What a source measured of people for one part of the model: ``fast`` is the quickest
    end (for ``throughput`` and ``span`` the highest value, elsewhere the lowest)."""

    fast: float
    slow: float
    unit: str
    source: str


#: The cited ranges (see the module's table). No level may be faster than ``fast``.
RANGES: dict[str, HumanRange] = {
    "reaction": HumanRange(0.19, 0.30, "s", "Woods et al. 2015; Galton via Woods et al."),
    "look": HumanRange(0.18, 0.275, "s", "Rayner 1998"),
    "compare": HumanRange(0.038, 0.060, "s/item", "Sternberg 1966 (slow end assumed)"),
    "span": HumanRange(4.4, 1.6, "objects", "Alvarez & Cavanagh 2004"),
    "subset": HumanRange(0.20, 0.30, "s", "Friedman-Hill & Wolfe 1995"),
    "choose": HumanRange(0.15, 0.20, "s/bit", "Hick 1952; Hyman 1953"),
    "press": HumanRange(0.08, 0.20, "s", "Card, Moran & Newell 1980"),
    "throughput": HumanRange(4.9, 2.6, "bits/s", "MacKenzie & Soukoreff 2003, 2004"),
}

#: The shortest move that counts: one bit of Fitts' difficulty at the fastest throughput.
_ONE_BIT = 1 / RANGES["throughput"].fast
#: No grab comes sooner after the runes rest (R25): a reaction, one fixation, a press and a
#: one-bit move, each at the fast end of its range (0.65 s).
FIRST_GRAB = round(RANGES["reaction"].fast + RANGES["look"].fast + RANGES["press"].fast
                   + _ONE_BIT, 2)
#: One seat's two grabs are never closer (R25): the eye must land on the next stone (one
#: fixation), then a one-bit move and a press, each at the fast end of its range (0.46 s).
MIN_GAP = round(RANGES["look"].fast + RANGES["press"].fast + _ONE_BIT, 2)


@dataclass(frozen=True, slots=True)
class Perception:
    """How fast one person sees and points (seconds unless said; see the module's table)."""

    reaction: float  # simple reaction time to a visual signal
    look: float  # one fixation: identify one stone's colour and sign
    compare: float  # per rune held in mind, for each stone looked at (Sternberg)
    span: int  # the last stones seen that a twin is recognised against (memory)
    subset: float  # selecting the stones of one colour to search among (guided search)
    choose: float  # Hick–Hyman seconds per bit, choosing among known targets
    press: float  # Fitts' law intercept: the click's press once on the stone
    throughput: float  # Fitts' law bits per second of the pointing movement
    spread: float  # log-normal spread of every time drawn

    def scaled(self, factor: float) -> Perception:
        """The same person, ``factor`` times slower in every timed part."""
        return Perception(self.reaction * factor, self.look * factor, self.compare * factor,
                          self.span, self.subset * factor, self.choose * factor,
                          self.press * factor, self.throughput / factor, self.spread)

    def no_faster_than(self, fastest: Perception) -> Perception:
        """This person with every part at least as slow as ``fastest``'s (a measured player's
        pace, say, never quicker than the quick end of the cited ranges)."""
        return Perception(max(self.reaction, fastest.reaction), max(self.look, fastest.look),
                          max(self.compare, fastest.compare), min(self.span, fastest.span),
                          max(self.subset, fastest.subset), max(self.choose, fastest.choose),
                          max(self.press, fastest.press),
                          min(self.throughput, fastest.throughput), self.spread)


#: People from slowest to quickest. ``attentive``: an adult paying attention, at the means of
#: the studies above; ``casual``: an adult at ease, at their slow ends; ``quick``: a practised,
#: fast player, at their fast ends; ``slow``: slower than a casual adult (the Easy bots).
PEOPLE: dict[str, Perception] = {
    "casual": Perception(reaction=0.27, look=0.275, compare=0.055, span=2, subset=0.30,
                         choose=0.18, press=0.12, throughput=3.3, spread=0.3),
    "attentive": Perception(reaction=0.23, look=0.24, compare=0.045, span=3, subset=0.25,
                            choose=0.16, press=0.10, throughput=4.0, spread=0.25),
    "quick": Perception(reaction=0.19, look=0.18, compare=0.038, span=3, subset=0.20,
                        choose=0.15, press=0.08, throughput=4.9, spread=0.2),
}
PEOPLE["slow"] = PEOPLE["casual"].scaled(1.3)


def face_up(view: dict[str, Any]) -> dict[str, tuple[float, float]]:
    """Face-up runes on the table in a view, with their places."""
    return {str(r): (float(x), float(y)) for r, x, y, *_ in view["table"]}


def watched_for(view: dict[str, Any], seat: int, steal: bool) -> list[str]:
    """The runes ``seat`` keeps in mind while looking, first sought first: the twin of its
    own Balance rune (R11), the twins of the runes in its tray, and (``steal``) the twins of
    the other Balance runes (R16)."""
    balances: list[str | None] = view["balance"]
    wanted: list[str] = []
    own = balances[seat]
    if own:
        wanted.append(twin(own))
    wanted += sorted(twin(r) for r in view["trays"][seat])
    if steal:
        wanted += sorted(twin(r) for owner, r in enumerate(balances) if r and owner != seat)
    return list(dict.fromkeys(wanted))


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

    :meth:`next_grab` says when (on the clock of what the seat has seen) and which rune the
    seat clicks next, from its view; call it again after each of its grabs, and whenever the
    rune it went for is gone. ``steal`` is the chance that this seat watches for the other
    seats' Balance twins this throw (drawn once), ``mistake`` the chance that a grab takes a
    look-alike instead (R14).
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
        self.clicked: tuple[float, str] | None = None  # its last planned click: when, which

    # --- times --------------------------------------------------------------------------------

    def vary(self, mean: float) -> float:
        """A time around ``mean``, log-normal with the person's spread (mean kept)."""
        sigma = self.eyes.spread
        return mean * math.exp(self.rng.gauss(0.0, sigma) - sigma * sigma / 2)

    def reach_time(self, place: tuple[float, float]) -> float:
        """Fitts' law: moving the pointer from where it rests onto a stone, and pressing."""
        bits = math.log2(math.dist(self.hand, place) / TARGET_WIDTH + 1)
        return self.vary(self.eyes.press + bits / self.eyes.throughput)

    def look_time(self, held: int) -> float:
        """One fixation, and comparing what it shows with ``held`` runes kept in mind."""
        return self.vary(self.eyes.look) + self.eyes.compare * held

    # --- the search ---------------------------------------------------------------------------

    def next_grab(self, view: dict[str, Any], now: float) -> tuple[float, str] | None:
        """``(time, rune)`` of this seat's next click, or ``None`` when it finds nothing more
        (or nothing is worth grabbing). ``now`` is when it saw the table as ``view`` shows it,
        on the clock of what it has seen (0: the runes came to rest)."""
        up = face_up(view)
        worth = set(wanted_by(view, self.seat, steal=self.steals))
        if not worth:
            return None
        clock = now
        mine = {*view["trays"][self.seat], *view["hoards"][self.seat]}
        grabbed = self.clicked is not None and self.clicked[1] in mine
        lost = (self.target is not None and self.target not in up and not grabbed
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
        floor = self.clicked[0] + MIN_GAP if grabbed and self.clicked else FIRST_GRAB
        self.clicked = (max(clock, floor), rune)
        return self.clicked

    def own_targets(self, view: dict[str, Any], watched: list[str]) -> list[str]:
        """The watched runes this seat searches for by colour before anything else: the twins
        of its own Balance rune and of its tray (the others' Balance twins, watched for thefts,
        are only held in mind while it looks for pairs)."""
        balance = view["balance"][self.seat]
        own = {twin(r) for r in view["trays"][self.seat]} | ({twin(balance)} if balance else set())
        return [r for r in watched if r in own]

    def search(self, view: dict[str, Any], up: dict[str, tuple[float, float]],
               worth: set[str], clock: float) -> tuple[str | None, float]:
        """Known targets first, colour by colour; then pairs, stone by stone (see the module).
        Every stone looked at is also recognised as the twin of one of the last few seen."""
        watched = watched_for(view, self.seat, self.steals)
        recent: list[str] = []

        def look(stone: str, held: int) -> str | None:
            """Look at ``stone``: the rune to grab if it is one (and remember it)."""
            nonlocal clock, recent
            clock += self.look_time(held)
            mate = twin(stone)
            hit = None
            if stone in worth and (stone in watched or mate in recent):
                if mate in recent and mate in worth:
                    self.found = mate  # its twin is already located
                hit = stone
            recent = [*[r for r in recent if r != stone], stone][-self.eyes.span:]
            return hit

        for colour in dict.fromkeys(rune[0] for rune in self.own_targets(view, watched)):
            clock += self.vary(self.eyes.subset)
            subset = sorted(r for r in up if r[0] == colour)
            self.rng.shuffle(subset)
            for stone in subset:
                if (hit := look(stone, len(watched))) is not None:
                    return hit, clock
        for _ in range(PASSES):
            picks = sorted(up)
            self.rng.shuffle(picks)
            for pick in picks:
                mates = [r for r in sorted(up) if r[0] == pick[0] and r != pick]
                self.rng.shuffle(mates)
                for stone in (pick, *mates):
                    if (hit := look(stone, len(watched))) is not None:
                        return hit, clock
        return None, clock
