"""Throws and slides made at another screen, played on this one as they are made.

At a networked RÖK table the host's table decides where runes rest, and every screen is told
each throw's and slide's inputs (:mod:`game.net.gestures`): a laptop's as soon as the host ran
it, one made at the host's screen as it begins (its count). This part plays them here on a
live table of its own, at the same fixed step: the 3-2-1 count before a throw, the flight
(the runes still in hands and the face-down ones drawn as backs, nothing secret being in
them), a slide with its distance and, once it stops, its mark. At rest the stones wait for
the host's move; when it comes, each stone is matched to the rune the host's view puts
there (a lying rune by its name, the others by the nearest place) and eases from where it
came to rest to where the host says (the record is always the host's). A slide's result
stays on screen for a moment before the table goes on.

A part :class:`scenes.games.rok.scene.RokScene` holds as ``mirroring``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game.net.gestures import COUNT_FROM, COUNT_STEP, SLIDER, gesture_table
from scenes.games.rok.moments import SlideMark
from scenes.table.networked import RemoteSession

if TYPE_CHECKING:
    from game.core import Event
    from game.rok.table import RuneState, Table
    from scenes.games.rok.parts import RokTable

SLIDE_SHOWN = 1.4  # a slide's result stays this long before the table goes on


class RokMirroring:
    """A gesture made elsewhere, counted, flown and eased to the host's rest (see the module)."""

    def __init__(self, table: RokTable) -> None:
        self.table = table
        self.gesture: dict[str, Any] | None = None  # the one being played here
        self.played = -1  # the ``seq`` of the last gesture played (each plays once)
        self.landed: dict[str, tuple[float, float]] = {}  # board key -> screen point at rest
        self.hold = 0.0  # a slide's result shows this much longer
        self.pending: Table | None = None  # its table, until the count is over
        self.rested = False  # its stones came to rest here

    @property
    def playing(self) -> bool:
        return self.gesture is not None

    def next_gesture(self) -> dict[str, Any] | None:
        """The gesture to play now, if any: the one the next move to show ends in (every
        earlier move shown), or — nothing waiting — one told of as it began at the view
        shown now."""
        net = self.table.net
        if net is None:
            return None
        session = net.session
        if session.arrived:
            found = session.arrived[0].gesture
        elif isinstance(session, RemoteSession):
            seq = session.mirror.seq
            found = next((g for g in reversed(session.mirror.gestures) if g.get("seq") == seq),
                         None)
        else:
            found = None
        if found is None or not isinstance(found.get("seq"), int) or found["seq"] <= self.played:
            return None
        return found

    def update(self, dt: float) -> bool:
        """One frame; True while a gesture made elsewhere is on screen (the table waits)."""
        table = self.table
        if self.gesture is None:
            found = self.next_gesture()
            if found is None:
                return False
            self.begin(found)
            if self.gesture is None:
                return False
        if table.pace.counting:
            table.pace.update_count(dt)  # (at its end the table's start_throw calls fly)
            return True
        live = table.live
        if live is not None and not self.rested:
            if not table.flight.run(live, dt):
                return True
            self.rested = True
            table.clatter.stop()
        net = table.net
        if net is None or not net.session.arrived:
            return True  # at rest: the host's move is on its way
        if live is not None:
            self.land(live, net.session.arrived[0].events)
        if self.hold > 0:
            self.hold -= dt
            if self.hold > 0:
                return True
        self.gesture = None
        return False

    def begin(self, gesture: dict[str, Any]) -> None:
        """Set ``gesture``'s table up; a throw is counted first. One this code cannot play
        (a newer host's, or a damaged one) is skipped: the move shows at rest."""
        table = self.table
        self.played = int(gesture["seq"])
        try:
            live = gesture_table(gesture, listen=True)
            seat = int(gesture["seat"])
        except (ValueError, KeyError, TypeError, IndexError):
            return
        if not 0 <= seat < int(table.view.get("players", 0)):
            return
        self.gesture, self.hold, self.landed, self.rested = gesture, 0.0, {}, False
        table.wait = 0.0
        if gesture["kind"] == "throw":  # (a new throw: the last slides' marks go)
            table.marks = {}
        table.live_kind, table.live_seat = str(gesture["kind"]), seat
        self.pending = live
        if gesture["kind"] == "throw":
            table.pace.count_left = COUNT_FROM * COUNT_STEP
            table.ctx.audio.play("click")
            table.pace.show_count()
        else:
            self.fly()

    def fly(self) -> None:
        """The count is over: the stones leave (or the slid one goes)."""
        self.table.live, self.pending = self.pending, None
        self.table.sync_buttons()

    def land(self, live: Table, events: Sequence[Event]) -> None:
        """The stones rest and the host's move is here: where each of them is, by the key
        the host's view gives it, for the board to ease from (:meth:`spawn_point`)."""
        table = self.table
        rest = live.runes()
        table.live = None
        if table.live_kind == "slide":
            outcome = live.slide_outcome(SLIDER)
            table.marks[table.live_seat] = SlideMark(outcome.stop, outcome.result)
            self.hold = SLIDE_SHOWN * table.pace.slow_factor
            if outcome.touched or outcome.off:  # a foul: the mark says which
                table.ctx.audio.play("refuse")
            return
        thrown = next((e for e in events if e.kind == "throw"), None)
        if thrown is None:
            return
        data = thrown.data  # (the places a Tableau applies: scenes.games.rok.tableau)
        faces = {**data["up"], **data["moved"]}
        for key, label in matched(rest, faces, data["down"]):
            body = rest[label]
            self.landed[key] = table.places.to_screen(body.x, body.y)
            kind, _, name = key.partition(":")
            if kind == "rune":
                table.angles[name] = body.angle
            else:
                x, y = data["down"][int(name)]
                table.down_angles[(x, y)] = body.angle
        for key, point in self.landed.items():  # a rune lying there before eases from here
            piece = table.board.pieces.get(key)
            if piece is not None:
                piece.start = piece.end = point

    def spawn_point(self, key: str) -> tuple[float, float] | None:
        """Where a stone the host's move puts on the table first shows: where it came to
        rest here (None: not one of the gesture's; each is asked for once)."""
        return self.landed.pop(key, None)


def matched(rest: dict[str, RuneState], faces: dict[str, Sequence[float]],
            down: Sequence[Sequence[float]]) -> list[tuple[str, str]]:
    """Each board key the host's throw names (``rune:NAME`` face up, ``down:I`` face down)
    with the stone of this screen's table that came to rest there: a lying rune by its name,
    the others (labelled, see :mod:`game.net.gestures`) the nearest of the same face."""
    pairs: list[tuple[str, str]] = []
    free = {label for label in rest if label[0] in "#?"}  # (the thrown, the face-down)
    wanted = [(f"rune:{name}", spot, True) for name, spot in faces.items()]
    wanted += [(f"down:{i}", spot, False) for i, spot in enumerate(down)]
    for key, (x, y), up in wanted:
        name = key.partition(":")[2]
        if up and name in rest:
            pairs.append((key, name))
            continue
        near = [label for label in free if rest[label].up == up] or list(free)
        if not near:
            continue
        label = min(near, key=lambda lb: math.hypot(rest[lb].x - x, rest[lb].y - y))
        free.discard(label)
        pairs.append((key, label))
    return pairs
