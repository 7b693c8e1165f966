"""The RÖK table in pymunk, seen from above: throws and slides that produce the core's outcomes.

The only pymunk user in ``game/`` (no pygame). A round table of
``TABLE_RADIUS`` with a rim, the Destiny rune fixed at the centre, runes as
round resin stones. The cloth's friction is Coulomb friction done in C: each
rune is tied to the static body by a :class:`pymunk.PivotJoint` with
``max_bias = 0`` and a capped ``max_force`` (the top-down friction trick of
pymunk's ``tank.py`` example), so a rune slows at a constant rate and stops for
good, and stepping stays cheap. Runes have an infinite moment (contacts do not
spin them); a thrown rune's spin is cosmetic, kept proportional to its speed.

Time runs in fixed steps (``DT``, ``SUBSTEPS`` per 1/60 s frame). Every
``TICK`` steps Python looks at the moving runes: clamps their speed (so nothing
tunnels through the rim), lets a fast rune tumble (a seeded chance to flip its
face while it moves fast, R02), marks a rune that left the table, and checks
whether everything rests. Noise comes from the core's :class:`~game.core.Rng`,
so the same inputs give the same outcome within one pymunk version.

Two ways to use it:

- pure functions: :func:`throw` / :func:`throw_state` run a whole throw to rest
  and return a :class:`ThrowOutcome` (``.to_action()`` is the core's ``throw``);
  :func:`slide` / :func:`slide_for` return a :class:`SlideOutcome`.
- live: a scene builds a :class:`Table`, calls :meth:`Table.launch` or
  :meth:`Table.push`, then :meth:`Table.step` with each frame's time and reads
  :meth:`Table.runes`; when :meth:`Table.at_rest`, it asks for the outcome. The
  fixed steps make the live run end exactly as the pure function does.
  A table built with ``listen=True`` also reports what a player would hear, as plain
  data: :meth:`Table.take_contacts` (each new contact's impulse, place and kind: stone,
  rim, or a tumbling stone hitting the cloth) and :meth:`Table.sliding`. Listening only
  reads the solver's results (pymunk's post-solve callback), so the outcome is the same.

>>> outcome = throw({0: ["w3a", "b1b"], 1: ["g2a"]}, players=2, seed=4)
>>> sorted(outcome.landings), outcome.off
(['b1b', 'g2a', 'w3a'], ())
>>> str(outcome.to_action()).startswith("throw b1b:")
True
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

import pymunk

from game.core import Rng
from game.rok.actions import OFF, TOUCH, Landing, Slide, SlideResult, Throw, units
from game.rok.components import (
    CONTACT_DISTANCE,
    PLAY_RADIUS,
    RUNE_RADIUS,
    TABLE_RADIUS,
    distance,
    overlapping,
    seat_angle,
    seat_edge,
)

FRAME = 1 / 60
SUBSTEPS = 2
DT = FRAME / SUBSTEPS
TICK = 8
"""Steps between Python's looks at the runes (tumbling, speed clamp, rest, leaving)."""

RUNE_MASS = 1.0
RUNE_MOMENT = math.inf
CLOTH_DECELERATION = 0.1 * 981.0
"""How fast the cloth slows a sliding rune: μ·g in cm/s², μ = 0.1 for resin on felt."""
SPIN_PER_SPEED = 0.1
"""Typical cosmetic spin of a thrown rune, in radians per unit travelled."""
MAX_SPEED = 200.0
"""Speed clamp: a rune moves under 2 units per step, less than its width and the rim's."""
RIM_WIDTH = 4.0
RIM_SEGMENTS = 24
REST_SPEED = 0.05
FAST_SPEED = 40.0
"""Above this speed a thrown rune tumbles and may land on either face."""
TUMBLE_LENGTH = 5.0
"""Travel per even chance of a flip while tumbling."""
THROW_SPREAD = 0.14
"""Standard deviation of a thrown rune's direction (radians)."""
SPEED_SPREAD = 0.12
MAX_TIME = 20.0
CLOTH_KNOCK = 0.25
"""A tumbling or landing stone's knock on the cloth: this share of its momentum (an impulse
on the scale of the stones' collisions, which pymunk measures in the plane)."""

_RUNE, _DESTINY, _RIM = 1, 2, 3


class Contact(NamedTuple):
    """A stone struck something during a step: the collision's impulse (mass × speed units),
    where (table units), and what: ``"stone"`` (another rune or the Destiny rune), ``"rim"``,
    or ``"cloth"`` (a stone landing, or tumbling onto its other face)."""

    impulse: float
    x: float
    y: float
    kind: str


@dataclass(frozen=True, slots=True)
class RuneState:
    """A rune as the scene draws it: centre, angle, face, and whether it still moves."""

    x: float
    y: float
    angle: float
    up: bool
    moving: bool


@dataclass(frozen=True)
class ThrowOutcome:
    """Where the runes of a throw came to rest (rounded to 0.01 units, on the table).

    ``landings``: each thrown rune's ``(x, y, face_up)``; ``moved``: runes that
    were lying there and got knocked aside; ``off``: runes that left the table
    (the rim should prevent it; such a rune is put back at the edge).
    """

    landings: Mapping[str, tuple[float, float, bool]]
    moved: Mapping[str, tuple[float, float]]
    off: tuple[str, ...]
    sim_time: float

    def to_action(self) -> Throw:
        """The core's ``throw`` action for this outcome."""
        landings = [Landing(r, up, x, y) for r, (x, y, up) in self.landings.items()]
        landings += [Landing(r, True, x, y) for r, (x, y) in self.moved.items()]
        return Throw.of(landings)


@dataclass(frozen=True)
class SlideOutcome:
    """Where a slid rune stopped (R24): stop point, distance to the Destiny rune, touch, off."""

    stop: tuple[float, float]
    distance: float
    touched: bool
    off: bool
    sim_time: float

    @property
    def result(self) -> SlideResult:
        """The core's slide result: ``"touch"``, ``"off"`` or the distance."""
        if self.touched:
            return TOUCH
        if self.off:
            return OFF
        return units(max(self.distance, CONTACT_DISTANCE))

    def to_action(self, seat: int) -> Slide:
        return Slide(seat, self.result)


def _on_table(x: float, y: float) -> tuple[float, float]:
    """Round a resting centre to 0.01 units, pulled inside the playing area if needed."""
    reach = distance(x, y)
    limit = PLAY_RADIUS - 0.01
    if reach > limit:
        x, y = x * limit / reach, y * limit / reach
    return units(x), units(y)


def _free_edge_spot(where: tuple[float, float],
                    taken: Sequence[tuple[float, float]]) -> tuple[float, float]:
    """The place on the table's edge nearest to ``where`` that overlaps no rune in ``taken``."""
    start = math.atan2(where[1], where[0])
    step = 0.2 / (PLAY_RADIUS - 0.01)  # 0.2 units along the edge
    for k in range(1, round(2 * math.pi / step) + 2):
        angle = start + (k // 2) * step * (1 if k % 2 else -1)
        spot = _on_table(PLAY_RADIUS * math.cos(angle), PLAY_RADIUS * math.sin(angle))
        if not any(overlapping(spot, other) for other in taken):
            return spot
    return _on_table(*where)  # a full edge needs over 100 runes; RÖK has 48


class Table:
    """A live table: add or launch runes, step it, read where they are.

    ``lying`` are runes already on the table (rune → ``(x, y, face_up)``);
    ``rim`` keeps runes on the table (slides run without it, so a rune can
    leave); ``seed`` feeds the throw spread and the tumbling.
    """

    def __init__(self, lying: Mapping[str, tuple[float, float, bool]] | None = None, *,
                 rim: bool = True, seed: int = 0, listen: bool = False) -> None:
        self.rng = Rng(seed)
        self.time = 0.0
        self.steps = 0
        self._carry = 0.0
        self._resting = False
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 0.0)
        self.space.iterations = 8
        self.space.sleep_time_threshold = 0.25
        self.space.idle_speed_threshold = 1.0
        self.bodies: dict[str, pymunk.Body] = {}
        self._names: dict[pymunk.Body, str] = {}
        self.faces: dict[str, bool] = {}
        self.start: dict[str, tuple[float, float]] = {}
        self.tumbling: set[str] = set()
        self.moving: list[str] = []
        self.spin: dict[str, float] = {}
        self.touched: set[str] = set()
        self.off: set[str] = set()
        self.listening = listen
        self.contacts: list[Contact] = []
        destiny = pymunk.Circle(self.space.static_body, RUNE_RADIUS)
        destiny.collision_type = _DESTINY
        destiny.friction = 0.4
        destiny.elasticity = 0.5
        self.space.add(destiny)
        if rim:
            self._add_rim()
        self.space.on_collision(_RUNE, _DESTINY, begin=self._touch)
        if listen:
            self.space.on_collision(_RUNE, None, post_solve=self._heard)
        for rune in sorted(lying or {}):
            x, y, up = (lying or {})[rune]
            self.add(rune, x, y, up)
            self.bodies[rune].sleep()

    def _add_rim(self) -> None:
        reach = TABLE_RADIUS + RIM_WIDTH
        corners = [(reach * math.cos(2 * math.pi * i / RIM_SEGMENTS),
                    reach * math.sin(2 * math.pi * i / RIM_SEGMENTS))
                   for i in range(RIM_SEGMENTS + 1)]
        walls = []
        for a, b in itertools.pairwise(corners):
            wall = pymunk.Segment(self.space.static_body, a, b, RIM_WIDTH)
            wall.friction = 0.3
            wall.elasticity = 0.35
            wall.collision_type = _RIM
            walls.append(wall)
        self.space.add(*walls)

    def _touch(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
        body = arbiter.shapes[0].body
        if body is not None:
            self.touched.add(self._names[body])

    def _heard(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
        """Post-solve, listening: a contact's first step carries its collision impulse."""
        if not arbiter.is_first_contact:
            return  # a resting or rolling contact: heard once, when it began
        a, b = arbiter.shapes
        kind = b.collision_type
        if a.body is None or b.body is None:
            return
        if kind == _RUNE and self._names[a.body] > self._names[b.body]:
            return  # (two runes: the wildcard sees the pair both ways round)
        x, y = a.body.position
        self.contacts.append(Contact(arbiter.total_impulse.length, x, y,
                                     "rim" if kind == _RIM else "stone"))

    def take_contacts(self) -> list[Contact]:
        """The contacts since the last call (listening tables; an empty list otherwise)."""
        heard, self.contacts = self.contacts, []
        return heard

    def sliding(self) -> list[tuple[float, float, float]]:
        """``(speed, x, y)`` of each stone sliding on the cloth (moving, no longer tumbling)."""
        out = []
        for rune in self.moving:
            body = self.bodies[rune]
            if rune in self.tumbling or rune in self.off or body.is_sleeping:
                continue
            speed = body.velocity.length
            if speed > REST_SPEED:
                x, y = body.position
                out.append((speed, x, y))
        return out

    # --- building ------------------------------------------------------------------------------

    def add(self, rune: str, x: float, y: float, up: bool = True,
            velocity: tuple[float, float] = (0.0, 0.0)) -> None:
        """Put a rune on the table (moving, if ``velocity`` is given)."""
        body = pymunk.Body(RUNE_MASS, RUNE_MOMENT)
        body.position = (x, y)
        body.velocity = velocity
        shape = pymunk.Circle(body, RUNE_RADIUS)
        shape.collision_type = _RUNE
        shape.friction = 0.4
        shape.elasticity = 0.5
        cloth = pymunk.PivotJoint(self.space.static_body, body, (0.0, 0.0), (0.0, 0.0))
        cloth.max_bias = 0.0
        cloth.max_force = CLOTH_DECELERATION * RUNE_MASS
        self.space.add(body, shape, cloth)
        self.bodies[rune] = body
        self._names[body] = rune
        self.faces[rune] = up
        self.start[rune] = (x, y)
        self._resting = False

    def launch(self, runes: Sequence[str], seat: int, players: int,
               strength: float = 1.0) -> None:
        """A seat's handful leaves its edge toward the centre, spread by the seeded noise (R08).

        ``strength`` 1.0 sends a rune about to the centre; faces start at random
        and tumble while the runes move fast.
        """
        angle = seat_angle(seat, players)
        inward = (-math.cos(angle), -math.sin(angle))
        across = (-inward[1], inward[0])
        cx, cy = seat_edge(seat, players, inset=RUNE_RADIUS + 2.5)
        speed = math.sqrt(2 * CLOTH_DECELERATION * distance(cx, cy)) * strength
        spacing = 2 * RUNE_RADIUS + 0.6
        for i, rune in enumerate(runes):
            offset = (i - (len(runes) - 1) / 2) * spacing
            heading = math.atan2(inward[1], inward[0]) + self.rng.gauss(0.0, THROW_SPREAD)
            v = min(MAX_SPEED, speed * (1 + self.rng.gauss(0.0, SPEED_SPREAD)))
            self.add(rune, cx + across[0] * offset, cy + across[1] * offset,
                     up=self.rng.below(2) == 0,
                     velocity=(v * math.cos(heading), v * math.sin(heading)),
                     )
            self.spin[rune] = self.rng.gauss(0.0, SPIN_PER_SPEED)
            self.tumbling.add(rune)
            self.moving.append(rune)
            if self.listening:  # the stone lands on the cloth as it leaves the hand
                x, y = self.bodies[rune].position
                self.contacts.append(Contact(CLOTH_KNOCK * RUNE_MASS * v, x, y, "cloth"))

    def push(self, rune: str, start: tuple[float, float], velocity: tuple[float, float]) -> None:
        """Slide a rune from ``start`` (R24); it does not tumble."""
        vx, vy = velocity
        speed = math.hypot(vx, vy)
        if speed > MAX_SPEED:
            vx, vy = vx * MAX_SPEED / speed, vy * MAX_SPEED / speed
        self.add(rune, start[0], start[1], True, (vx, vy))
        self.moving.append(rune)

    # --- running -------------------------------------------------------------------------------

    def step(self, dt: float) -> None:
        """Advance by ``dt`` seconds of frame time, in whole fixed steps (the rest carries over)."""
        self._carry += dt
        while self._carry >= DT * 0.999:
            self._carry -= DT
            self.advance()

    def advance(self) -> None:
        """One fixed step of ``DT``."""
        self.space.step(DT)
        self.steps += 1
        self.time = self.steps * DT
        if self.steps % TICK == 0:
            self._tick()

    def run(self, max_time: float = MAX_TIME) -> None:
        """Step until every rune rests (or ``max_time`` passes)."""
        limit = round(max_time / DT)
        while not self._resting and self.steps < limit:
            self.advance()

    def _tick(self) -> None:
        span = TICK * DT
        resting = True
        for rune in self.moving:
            body = self.bodies[rune]
            if rune in self.off or self._left_table(rune, body):
                continue
            vx, vy = body.velocity
            speed = math.hypot(vx, vy)
            if speed > MAX_SPEED:
                body.velocity = (vx * MAX_SPEED / speed, vy * MAX_SPEED / speed)
            if rune in self.tumbling:
                if speed < FAST_SPEED:
                    self.tumbling.discard(rune)
                elif self.rng.random() < min(0.5, 0.5 * speed * span / TUMBLE_LENGTH):
                    self.faces[rune] = not self.faces[rune]
                    if self.listening:
                        x, y = body.position
                        self.contacts.append(Contact(CLOTH_KNOCK * RUNE_MASS * speed, x, y,
                                                     "cloth"))
            if rune in self.spin:
                body.angular_velocity = self.spin[rune] * speed
            if speed > REST_SPEED:
                resting = False
        if resting:
            resting = all(self._stopped(rune, body) for rune, body in self.bodies.items())
        self._resting = resting

    def _stopped(self, rune: str, body: pymunk.Body) -> bool:
        """Whether a rune rests; one that left the table is taken off it and counts as stopped."""
        if rune in self.off or body.is_sleeping or self._left_table(rune, body):
            return True
        return body.velocity.length <= REST_SPEED

    def _left_table(self, rune: str, body: pymunk.Body) -> bool:
        """Take a rune whose centre passed the table's edge off the table (R24)."""
        x, y = body.position
        if distance(x, y) <= TABLE_RADIUS:
            return False
        self.off.add(rune)
        self.space.remove(*body.shapes, *body.constraints, body)
        return True

    def at_rest(self) -> bool:
        """Whether every rune on the table has stopped (as of the last look, every ``TICK``)."""
        return self._resting

    def runes(self) -> dict[str, RuneState]:
        """Every rune's place, angle and face, for drawing."""
        states = {}
        for rune, body in self.bodies.items():
            x, y = body.position
            moving = not body.is_sleeping and body.velocity.length > REST_SPEED
            states[rune] = RuneState(x, y, body.angle, self.faces[rune], moving)
        return states

    # --- outcomes ------------------------------------------------------------------------------

    def throw_outcome(self, thrown: Sequence[str]) -> ThrowOutcome:
        """The outcome of the runes ``thrown`` (the others count as lying runes knocked aside).

        A rune that left the table (the rim should prevent it) is put back on the edge at the
        free place nearest to where it left, so the outcome never stacks runes (R08).
        """
        spots = {rune: _on_table(*body.position) for rune, body in self.bodies.items()
                 if rune not in self.off}
        for rune in sorted(self.off):
            spots[rune] = _free_edge_spot(self.bodies[rune].position, list(spots.values()))
        landings = {}
        moved = {}
        for rune in self.bodies:
            spot = spots[rune]
            if rune in thrown:
                landings[rune] = (*spot, self.faces[rune])
            elif spot != _on_table(*self.start[rune]):
                moved[rune] = spot
        return ThrowOutcome(landings, moved, tuple(sorted(self.off)), self.time)

    def slide_outcome(self, rune: str) -> SlideOutcome:
        x, y = self.bodies[rune].position
        return SlideOutcome((x, y), distance(x, y), rune in self.touched, rune in self.off,
                            self.time)


def throw(hands: Mapping[int, Sequence[str]], players: int, seed: int,
          strength: float | Sequence[float] = 1.0,
          lying: Mapping[str, tuple[float, float, bool]] | None = None) -> ThrowOutcome:
    """All seats throw together (R08) and the table runs until every rune rests.

    ``hands`` maps seats to their runes; ``strength`` is one number or one per
    seat; ``lying`` are the runes already on the table.
    """
    table = Table(lying, seed=seed)
    for seat in sorted(hands):
        power = strength if isinstance(strength, int | float) else strength[seat]
        table.launch(hands[seat], seat, players, power)
    table.run()
    return table.throw_outcome([r for seat in hands for r in hands[seat]])


def throw_state(state: Any, seed: int, strength: float | Sequence[float] = 1.0) -> ThrowOutcome:
    """:func:`throw` for a RÖK ``State`` waiting for its throw: its hands and its lying runes."""
    lying = {r: spot for r, spot in state.table.items()}
    return throw(dict(enumerate(state.hands)), state.players, seed, strength, lying)


def slide(start: tuple[float, float], velocity: tuple[float, float],
          lying: Mapping[str, tuple[float, float, bool]] | None = None) -> SlideOutcome:
    """Slide one rune from ``start`` and run until it stops or leaves the table (R24)."""
    table = Table(lying, rim=False)
    table.push("slider", start, velocity)
    table.run()
    return table.slide_outcome("slider")


def aimed_slide(seat: int, players: int, skill: float, rng: Rng,
                aim: float = CONTACT_DISTANCE + 1.5) -> tuple[tuple[float, float],
                                                               tuple[float, float]]:
    """Start and velocity of a slide from a seat's edge aiming to stop ``aim`` from the centre.

    ``skill`` in 0..1 scales the aim's error (0 wild, 1 steady); bots use it.
    """
    sx, sy = seat_edge(seat, players, inset=RUNE_RADIUS + 1.0)
    error = 1.0 - max(0.0, min(1.0, skill))
    heading = math.atan2(-sy, -sx) + rng.gauss(0.0, 0.01 + 0.05 * error)
    travel = max(0.0, distance(sx, sy) - aim)
    speed = math.sqrt(2 * CLOTH_DECELERATION * travel) * (1 + rng.gauss(0.0, 0.01 + 0.1 * error))
    return (sx, sy), (speed * math.cos(heading), speed * math.sin(heading))


def slide_for(seat: int, players: int, skill: float, seed: int) -> SlideOutcome:
    """A seat's aimed slide toward the Destiny rune, simulated (R17, R23)."""
    start, velocity = aimed_slide(seat, players, skill, Rng(seed))
    return slide(start, velocity)
