"""How long a person takes to find and grab runes at the RÖK table: the model the bots, the
benchmark and the drive script share (R25: bots grab after a reaction time set by their level).

Grabbing in RÖK is a visual search followed by an aimed mouse click. Each part is timed from
published measurements of people; a bot level is a person of a given speed (:data:`PEOPLE`),
and no level is faster, in any part, than the fast end of the range its source gives
(:data:`RANGES`, checked by ``tests/game/rok/test_human.py``): Hard is a quick person, not a
machine. ``tools/bench_pace.py`` races each level against the attentive adult.

Each figure below is the source's own, with where it is printed; "assumed" marks a value no
source gives (the model needs one), "not found" a figure an earlier version cited that a check
of the source did not find (and what is used instead). Checked against public copies of the
sources for this version: Woods et al., MacKenzie & Soukoreff and Sternberg (their abstracts)
and Card, Moran & Newell's operator table (a secondary copy). The other rows stand as cited
before: where they are printed was not seen by this check.

========== ================================ ============================ =====================
part       source, where printed            the source's figure          quick / attentive /
                                                                         casual
========== ================================ ============================ =====================
reaction   Woods et al. 2015, Front. Hum.   simple visual RT 213 ms      0.19 / 0.213 / 0.27 s
           Neurosci. 9:131, abstract        corrected for hardware       (casual: assumed)
           (1,469 adults 18-65)             delays (231 ms as measured),
                                            +0.55 ms a year of age;
                                            Galton's young subjects
                                            < 190 ms (same abstract)
look       Rayner 1998, Psychol. Bull.      fixations in visual search   0.18 / 0.24 / 0.275 s
           124:372-422, Table 1             180-275 ms as cited before:  (assumed within it)
                                            not seen by this check
compare    Sternberg 1966, Science          25-30 symbols a second       0.033 / 0.045 / 0.055
           153:652-654, abstract (p. 652);  (33-40 ms each) scanning     s/item (attentive and
           Cavanagh 1972, Psychol. Rev.     digits held in mind; 37.9 ms casual: assumed)
           79:525-530                       (Fig. 1) not seen by this
                                            check; slower for less
                                            familiar shapes (Cavanagh)
span       Alvarez & Cavanagh 2004,         1.6 (shaded cubes) to 4.4    4 / 3 / 2 stones
           Psychol. Sci. 15:106-111         (colours) objects
subset     Friedman-Hill & Wolfe 1995,      selecting a colour subset:   0.20 / 0.25 / 0.30 s
           J. Exp. Psychol. HPP 21:531      200-300 ms
choose     Hick 1952, Q. J. Exp. Psychol.   about 150 ms per bit         0.15 / 0.16 / 0.18
           4:11-26; Hyman 1953, J. Exp.                                  s/bit (slower ends
           Psychol. 45:188-196                                           assumed)
throughput MacKenzie & Soukoreff 2003, CHI  mouse, ISO 9241-9 pointing   4.32 / 4.32 / 2.65
           EA 760-761, abstract             and clicking: 2.65 bits/s,   bits/s
           (Card, English & Burr's data     4.32 with a nominal
           of 1978 analysed again)          adjustment for grasping the
                                            mouse; 4.9 bits/s not found
========== ================================ ============================ =====================

The throughput's figure is for a hand already on the mouse (4.32: the time to grasp it taken
out) at the quick and attentive paces, no faster figure having been found; a casual player's
hand comes from elsewhere (2.65, the time to grasp it included). ISO 9241-9's pointing time
ends with the click, so the throughput already holds the press: the model adds none (Card,
Moran & Newell's keystroke K, CACM 23:396-410, pp. 398-400, runs from 0.08 s for the best
typist to 1.20 s for the worst; counted on top of the throughput it was counted twice). Woods
et al.'s 213 ms has their equipment's delays taken out; the delays of a laptop's screen and
mouse are added once, for everyone alike, by :mod:`game.rok.latency`.

Easy is a ``slow`` person: the casual adult 1.3 times slower in every timed part.

How the parts combine:

- **Reacting** (``reaction``): noticing that the runes came to rest, or that the stone one was
  going for was taken, and starting to look.
- **One's own targets first, guided by colour.** Someone holding a Balance rune looks for its
  twin (R11); a rune in one's tray calls for its twin. These are *known* targets: attention
  goes to the stones of their colour only (Guided Search: Wolfe 1994, Psychon. Bull. Rev.
  1:202-238; subset search: Egeth, Virzi & Garbart 1984, J. Exp. Psychol. HPP 10:32-39), at
  the cost of selecting that subset (``subset``), then stone by stone (``look`` each).
  Target present, the search stops half way on average; absent, it goes through the whole
  subset. Every stone looked at, here and below, is compared with every rune held in mind
  (``compare`` each): these targets and, for a player watching for thefts (R16), the twins
  of the other Balance runes.
- **Then pairs nobody named.** A person picks a stone and looks for its twin among the stones
  of the same colour (a twin shares a *conjunction* of colour and sign, searched item by item:
  Treisman & Gelade 1980, Cogn. Psychol. 12:97-136). A stone is also recognised as the twin of
  one of the last ``span`` stones seen. So the first grab of a pair always follows at least
  two stones identified. Within one look over the table no stone is picked twice; a pair
  missed is found on a later look, at most ``PASSES`` of them.
- **Going on to a stone already found** (the second of a pair) costs a choice reaction,
  Hick-Hyman: ``choose · log2(n + 1)`` for ``n`` known options.
- **The click** (Fitts' law, Shannon form, MacKenzie 1992, Hum.-Comput. Interact. 7:91-139):
  ``log2(D/W + 1) / throughput`` from where the pointer rests to the stone, the click
  included, ``W`` the stone's click target as the table draws it (:data:`TARGET_WIDTH`).
- **Floors**: no grab comes sooner than :data:`FIRST_GRAB` after the runes rest (a reaction,
  one fixation and a one-bit move), and one seat's two grabs are never closer than
  :data:`MIN_GAP` (one fixation on the next stone and a one-bit move), each part at the fast
  end of its range: 0.60 s and 0.41 s.
- **Spread**: every time above is drawn **log-normal** around its mean (the mean kept).
  Response times are positive and right-skewed; the log-normal is what a chain of
  multiplicative stages produces (Ulrich & Miller 1993, J. Math. Psychol. 37:513-525) and needs
  one parameter per person; an ex-Gaussian fits as well but needs two per stage, which no
  source here gives for our stages. ``spread`` (σ 0.2-0.3) is assumed.

What the screen and the hand add (a frame's display latency, a mouse's input latency) is not
part of the person: :mod:`game.rok.latency` adds it to everyone's clicks alike.

Of these parts, a player's own grabs tell two apart (:mod:`game.rok.pace`): how fast they
*see* (the first grab after the runes rest: reaction, looking, comparing) and how fast their
*hand* goes (the gap from a pair's first rune to its twin: a one-option choice and a click).
:meth:`Perception.paced` is a person at those two paces.

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
    "reaction": HumanRange(0.19, 0.30, "s", "Woods et al. 2015, abstract: 213 ms corrected, "
                           "Galton < 190 ms (slow end assumed)"),
    "look": HumanRange(0.18, 0.275, "s", "Rayner 1998, Table 1 (not seen by the check)"),
    "compare": HumanRange(0.033, 0.060, "s/item", "Sternberg 1966, abstract: 25-30 symbols/s "
                          "(slow end assumed)"),
    "span": HumanRange(4.4, 1.6, "objects", "Alvarez & Cavanagh 2004, Fig. 2"),
    "subset": HumanRange(0.20, 0.30, "s", "Friedman-Hill & Wolfe 1995"),
    "choose": HumanRange(0.15, 0.20, "s/bit", "Hick 1952; Hyman 1953 (slow end assumed)"),
    "throughput": HumanRange(4.32, 2.65, "bits/s", "MacKenzie & Soukoreff 2003, abstract"),
}

#: The shortest move that counts: one bit of Fitts' difficulty at the fastest throughput.
_ONE_BIT = 1 / RANGES["throughput"].fast
#: No grab comes sooner after the runes rest (R25): a reaction, one fixation and a one-bit
#: move (its click included), each at the fast end of its range (0.60 s).
FIRST_GRAB = round(RANGES["reaction"].fast + RANGES["look"].fast + _ONE_BIT, 2)
#: One seat's two grabs are never closer (R25): the eye must land on the next stone (one
#: fixation), then a one-bit move and its click, each at the fast end of its range (0.41 s).
MIN_GAP = round(RANGES["look"].fast + _ONE_BIT, 2)


@dataclass(frozen=True, slots=True)
class Perception:
    """How fast one person sees and points (seconds unless said; see the module's table)."""

    reaction: float  # simple reaction time to a visual signal
    look: float  # one fixation: identify one stone's colour and sign
    compare: float  # per rune held in mind, for each stone looked at (Sternberg)
    span: int  # the last stones seen that a twin is recognised against (memory)
    subset: float  # selecting the stones of one colour to search among (guided search)
    choose: float  # Hick–Hyman seconds per bit, choosing among known targets
    throughput: float  # Fitts' law bits per second of pointing and clicking (ISO 9241-9)
    spread: float  # log-normal spread of every time drawn

    def scaled(self, factor: float) -> Perception:
        """The same person, ``factor`` times slower in every timed part."""
        return self.paced(factor, factor)

    def paced(self, seeing: float, hand: float) -> Perception:
        """The same person ``seeing`` times slower to react and search (reaction, look,
        compare, subset) and ``hand`` times slower to choose a found stone and click it."""
        return Perception(self.reaction * seeing, self.look * seeing, self.compare * seeing,
                          self.span, self.subset * seeing, self.choose * hand,
                          self.throughput / hand, self.spread)

    def no_faster_than(self, fastest: Perception) -> Perception:
        """This person with every part at least as slow as ``fastest``'s (a measured player's
        pace, say, never quicker than the quick end of the cited ranges)."""
        return Perception(max(self.reaction, fastest.reaction), max(self.look, fastest.look),
                          max(self.compare, fastest.compare), min(self.span, fastest.span),
                          max(self.subset, fastest.subset), max(self.choose, fastest.choose),
                          min(self.throughput, fastest.throughput), self.spread)


#: People from slowest to quickest. ``attentive``: an adult paying attention, at the means of
#: the studies above; ``casual``: an adult at ease, at their slow ends; ``quick``: a practised,
#: fast player, at their fast ends; ``slow``: slower than a casual adult (the Easy bots).
PEOPLE: dict[str, Perception] = {
    "casual": Perception(reaction=0.27, look=0.275, compare=0.055, span=2, subset=0.30,
                         choose=0.18, throughput=2.65, spread=0.3),
    "attentive": Perception(reaction=0.213, look=0.24, compare=0.045, span=3, subset=0.25,
                            choose=0.16, throughput=4.32, spread=0.25),
    "quick": Perception(reaction=0.19, look=0.18, compare=0.033, span=4, subset=0.20,
                        choose=0.15, throughput=4.32, spread=0.2),
}
PEOPLE["slow"] = PEOPLE["casual"].scaled(1.3)


def reach_bits(start: tuple[float, float], place: tuple[float, float]) -> float:
    """Fitts' index of difficulty (Shannon form) of a move from ``start`` onto a stone at
    ``place``: ``log2(D/W + 1)`` bits."""
    return math.log2(math.dist(start, place) / TARGET_WIDTH + 1)


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
        """Fitts' law: moving the pointer from where it rests onto a stone and clicking it
        (ISO 9241-9's throughput holds the click)."""
        return self.vary(reach_bits(self.hand, place) / self.eyes.throughput)

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
