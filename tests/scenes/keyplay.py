"""Playing the app by keys only, as a person who cannot use a mouse would.

The helpers post key events and run a frame after each, then look where the focus ring
is (``scene.focus``) — as a person looks at the screen — to decide the next key. They
never call a scene's methods to act: every move is made by Tab, the arrows, Enter, Space,
F and Esc, through the app's one event path.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from scenes.kit.focus import Stop
from tests.scenes.conftest import FAST

TAB, ENTER, ESC = pygame.K_TAB, pygame.K_RETURN, pygame.K_ESCAPE
RIGHT, LEFT = pygame.K_RIGHT, pygame.K_LEFT


def press(app, key: int, mod: int = 0, frames: int = 1, dt: float = FAST) -> None:
    """One key pressed and released, then ``frames`` frames of ``dt`` seconds."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="",
                                         scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="",
                                         scancode=0))
    for _ in range(frames):
        app.frame(dt)


def ring_stop(scene) -> Stop | None:
    """The stop the ring is drawn round (None: no ring); checks the ring is drawn there."""
    zones = scene.key_zones()
    ring = scene.focus.ring(zones)
    if ring is None:
        return None
    stop = scene.focus.current(zones)
    assert stop is not None and pygame.Rect(stop.rect) == ring
    return stop


def focus_on(app, want: Callable[[Stop], bool], what: str = "", dt: float = FAST) -> Stop:
    """Move the ring until it is on a stop ``want`` accepts: on a screen of widgets Tab steps
    widget by widget; at a table Tab goes zone to zone and → stop to stop."""
    scene = app.stack.top
    if ring_stop(scene) is None:
        press(app, TAB, dt=dt)
    seen: set[tuple[str, str]] = set()
    for _ in range(200):
        scene = app.stack.top
        zone = scene.focus.current_zone(scene.key_zones())
        assert zone is not None, f"nothing for the keys on {type(scene).__name__}"
        stop = ring_stop(scene)
        assert stop is not None
        if want(stop):
            return stop
        if (zone.name, stop.key) in seen:
            break
        seen.add((zone.name, stop.key))
        if scene.focus.tab_stops:
            press(app, TAB, dt=dt)
            continue
        at = [s.key for s in zone.stops].index(stop.key)
        press(app, TAB if at == len(zone.stops) - 1 or not zone.arrows else RIGHT, dt=dt)
    raise AssertionError(f"the keys reach no {what or 'wanted stop'} on "
                         f"{type(app.stack.top).__name__} (seen {sorted(seen)})")


def enter_on(app, means: str, frames: int = 1) -> None:
    """Bring the ring to the stop meaning ``means`` and press Enter."""
    focus_on(app, lambda stop: stop.means == means, means)
    press(app, ENTER, frames=frames)


def choose_option(app, name: str, value: str, limit: int = 12) -> None:
    """A drop-down (object id ``name``) set to the option ``value`` with →."""
    focus_on(app, lambda stop: stop.means == f"choose {name}", name)
    for _ in range(limit):
        widget = next(w for w in app.stack.top._changes
                      if w.get_object_ids()[-1] == name)
        if widget.selected_option[1] == value:
            return
        press(app, RIGHT)
    raise AssertionError(f"{name} never offered {value}")


def all_stops(scene) -> list[tuple[str, Stop]]:
    return [(zone.name, stop) for zone in scene.key_zones() for stop in zone.stops]


def key_turn(app, table, rng: random.Random, extra: tuple[int, ...] = ()) -> str | None:
    """One decision by keys: a stop whose Enter plays a legal action, or a pick-up (then,
    among what it offers, the same again; ``extra`` keys, Pook's F, may be pressed while
    holding). Returns the action played (None when nothing was: put down with Esc)."""
    played, held = len(table.session.record.actions), False
    for depth in range(20):
        legal = set(table.legal)
        stops = [s for _, s in all_stops(table)]
        acting = [s for s in stops if s.means in legal]
        picks = [s for s in stops if s.then is not None]
        if depth and extra and rng.random() < 0.35:
            press(app, rng.choice(extra))
            continue
        if picks and (not acting or rng.random() < (0.75 if depth == 0 else 0.1)):
            enter_on(app, rng.choice(picks).means)
            held = True
            continue
        if not acting:
            break
        chosen = rng.choice(acting)
        enter_on(app, chosen.means)
        actions = table.session.record.actions
        assert len(actions) > played, f"Enter on {chosen.means!r} played nothing"
        assert actions[played] == chosen.means, (chosen.means, actions[played:])
        return chosen.means
    if held and any(zone.name == "targets" for zone in table.key_zones()):
        press(app, ESC)  # put down (a second Esc would pause)
    return None


PICKS = ("pick", "target", "pair", "aim")  # stops whose Enter picks up (not arrange: setup)


def reachable(app, table, extra: tuple[int, ...] = (), depth: int = 2) -> set[str]:
    """What the keys reach now: every stop of every zone, visited with Tab and →, and
    under each pick-up (Enter, then the same again, ``extra`` keys pressed too, then Esc
    puts it down) what it offers. Returns the ``means`` of every stop reached."""
    found: set[str] = set()

    def pick_up(path: list[str]) -> None:
        for key in path:
            focus_on(app, lambda stop, key=key: stop.key == key, key)
            press(app, ENTER)

    def visit(level: int, path: list[str]) -> None:
        if ring_stop(table) is None:
            press(app, TAB)
        names = [zone.name for zone in table.key_zones() if zone.stops]
        for _ in names:
            zone = table.focus.current_zone(table.key_zones())
            for _ in range(len(zone.stops)):
                stop = ring_stop(table)
                found.add(stop.means)
                if stop.then is not None and level and stop.means.startswith(PICKS):
                    press(app, ENTER)
                    visit(level - 1, [*path, stop.key])
                    for key in extra:
                        press(app, key)
                        visit(level - 1, [*path, stop.key])
                        press(app, key)
                    press(app, ESC)  # put down: the ring goes back to the first pick-up
                    if path:  # picked up again, back where the walk was
                        pick_up(path)
                        focus_on(app, lambda s, key=stop.key: s.key == key, stop.key)
                    assert ring_stop(table).key == stop.key
                if zone.arrows and len(zone.stops) > 1:
                    press(app, RIGHT)
            press(app, TAB)

    visit(depth, [])
    return found
