"""``tablee --smoke``: a scripted walk through the app with posted input events.

The script is a generator advanced once per frame; it posts the events a
player would cause (mouse moves, presses, releases, keys, typed text) and
checks what the app shows. Any surprise raises :class:`SmokeFailure`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING

import pygame
from pygame_gui.core import UIElement

from scenes.frame.catalogue import GAMES

if TYPE_CHECKING:
    from scenes.app.loop import App
    from scenes.games.rok.scene import RokScene
    from scenes.table.base import TableScene
    from scenes.table.hooks import Gesture

Frames = Iterator[None]
SETTLE_FRAMES = 6


class SmokeFailure(AssertionError):
    pass


class Probe:
    """Finds widgets by object id or text and acts on them the way a mouse or keyboard would."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.screens: list[str] = []  # the screens it found on top, in order (the report's)
        self.checks = 0  # how many things it checked

    def elements(self) -> list[UIElement]:
        sprites = self.app.ctx.ui.get_sprite_group().sprites()
        return [e for e in sprites if isinstance(e, UIElement) and getattr(e, "visible", True)]

    def find(self, object_id: str) -> UIElement:
        for element in self.elements():
            if object_id in element.get_object_ids():
                return element
        raise SmokeFailure(f"no visible widget {object_id!r} on {self.top_name()}")

    def find_text(self, text: str) -> UIElement:
        for element in self.elements():
            if getattr(element, "text", None) == text:
                return element
        raise SmokeFailure(f"no visible widget showing {text!r} on {self.top_name()}")

    def top_name(self) -> str:
        top = self.app.stack.top
        return type(top).__name__ if top else "nothing"

    def expect_top(self, name: str) -> None:
        self.checks += 1
        if self.top_name() != name:
            raise SmokeFailure(f"expected {name} on top, found {self.top_name()}")
        if not self.screens or self.screens[-1] != name:
            self.screens.append(name)

    def check(self, condition: bool, message: str) -> None:
        self.checks += 1
        if not condition:
            raise SmokeFailure(message)

    def table(self) -> TableScene:
        """The game's table on top (its module is loaded by then, with the game)."""
        from scenes.table.base import TableScene

        top = self.app.stack.top
        if not isinstance(top, TableScene) or top.session is None:
            raise SmokeFailure(f"expected a game table, found {self.top_name()}")
        return top

    def wait(self, frames: int = SETTLE_FRAMES) -> Frames:
        for _ in range(frames):
            yield

    def until(self, condition: Callable[[], object], what: str, frames: int = 120) -> Frames:
        """Let frames pass until ``condition()`` holds (at most ``frames`` of them)."""
        for _ in range(frames):
            if condition():
                return
            yield
        raise SmokeFailure(f"waited {frames} frames for {what}")

    def window_pos(self, pos: tuple[int, int]) -> tuple[int, int]:
        """Where canvas point ``pos`` is in the window, whatever its size (events carry window
        pixels, as SDL's do; the app maps them back)."""
        return self.app.screen.viewport.to_window(pos)

    def move(self, pos: tuple[int, int], buttons: tuple[int, int, int] = (0, 0, 0)) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=self.window_pos(pos),
                                             rel=(0, 0), buttons=buttons))

    def press(self, kind: int, pos: tuple[int, int], button: int = 1) -> None:
        pygame.event.post(pygame.event.Event(kind, pos=self.window_pos(pos), button=button))

    def click_at(self, pos: tuple[int, int], button: int = 1, settle: bool = True) -> Frames:
        """A click at canvas point ``pos`` (scripts speak canvas units at any window size)."""
        self.move(pos)
        yield
        self.press(pygame.MOUSEBUTTONDOWN, pos, button)
        yield
        self.press(pygame.MOUSEBUTTONUP, pos, button)
        if settle:
            yield from self.wait()

    def click(self, object_id: str, settle: bool = True) -> Frames:
        yield from self.click_at(self.find(object_id).rect.center, settle=settle)

    def click_text(self, text: str) -> Frames:
        yield from self.click_at(self.find_text(text).rect.center)

    def key(self, key: int) -> Frames:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
        yield from self.wait()

    def type_text(self, text: str) -> Frames:
        for char in text:
            pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=char))
        yield from self.wait()

    def drag(self, start: tuple[int, int], end: tuple[int, int], steps: int = 6) -> Frames:
        """Press at ``start``, move in ``steps``, release at ``end`` (canvas units)."""
        self.move(start)
        yield
        self.press(pygame.MOUSEBUTTONDOWN, start)
        yield
        for i in range(1, steps + 1):
            self.move((start[0] + (end[0] - start[0]) * i // steps,
                       start[1] + (end[1] - start[1]) * i // steps), buttons=(1, 0, 0))
            yield
        self.press(pygame.MOUSEBUTTONUP, end)
        yield from self.wait()

    def perform(self, step: Gesture) -> Frames:
        """One gesture step from a table scene's ``gestures()``: ``("click", pos)``,
        ``("drag", start, end)`` or ``("key", name)`` (a key by its pygame name)."""
        if step[0] == "click":
            yield from self.click_at(step[1])
        elif step[0] == "key":
            yield from self.key(pygame.key.key_code(step[1]))
        else:
            yield from self.drag(step[1], step[2])

    def play_table(self, choose: Callable[[list[str]], str], max_frames: int = 30_000,
                   answers: Mapping[str, Callable[[], Frames]] | None = None) -> Frames:
        """Play the table on top to its end as people would: pass the laptop, lift curtains,
        perform the gestures of the action ``choose(sorted action texts)`` picks, wait for
        bots; ``answers`` answer other screens that come over the table, by name."""
        chosen: str | None = None
        played = -1
        for _ in range(max_frames):
            top = self.app.stack.top
            name = type(top).__name__
            if name == "EndOverlay":
                return
            if name == "CurtainScene":
                yield from self.click("#curtain_ready")
                continue
            if answers is not None and name in answers:
                yield from answers[name]()
                continue
            table = self.table()
            session = table.session
            assert session is not None
            if table.hand_over.seat is not None:  # the mover passes the laptop
                yield from self.click("#handover")
                continue
            if getattr(getattr(table, "pace", None), "awaiting_space", False):  # RÖK: Space
                yield from self.key(pygame.K_SPACE)
                continue
            if not table.my_turn or table.board.moving:
                yield
                continue
            gestures = table.gestures()
            if not gestures and getattr(getattr(table, "netplay", None), "too_soon", False):
                yield  # RÖK at a networked table: grabbing opened a moment ago (R26)
                continue
            if not gestures:
                raise SmokeFailure(f"{name}: the human's turn offers no gesture")
            if chosen not in gestures or len(session.record.actions) != played:
                chosen = choose(sorted(gestures))
                played = len(session.record.actions)
            yield from self.perform(gestures[chosen][0])
        raise SmokeFailure(f"the game did not end within {max_frames} frames")


def shell_script(app: App, probe: Probe | None = None) -> Frames:
    """Menu → setup → settings (language, palette) → Esc (stay) → rules → quit."""
    probe = probe or Probe(app)
    ctx = app.ctx
    yield from probe.wait(2)
    probe.expect_top("MenuScene")
    probe.check(ctx.tr.language == "en", "smoke runs start in English")

    for info in GAMES:
        yield from probe.click(f"#tile_{info.id}")
        probe.expect_top("SetupScene")
        yield from probe.click(f"#players_{info.max_players}")
        probe.find(f"#name_{info.max_players - 1}")
        yield from probe.key(pygame.K_ESCAPE)
        probe.expect_top("MenuScene")

    yield from probe.click("#tile_pook")
    yield from probe.click("#name_0")
    yield from probe.key(pygame.K_END)
    for _ in range(12):
        yield from probe.key(pygame.K_BACKSPACE)
    yield from probe.type_text("Zoé")
    setup = app.stack.top
    probe.check(getattr(setup, "names", [None])[0] == "Zoé",
                f"typed name not taken: {getattr(setup, 'names', None)}")
    yield from probe.click("#back")
    probe.expect_top("MenuScene")

    yield from probe.click("#menu_settings")
    probe.expect_top("SettingsScene")
    yield from probe.click("#colourblind")
    probe.check(ctx.settings.colourblind, "colour-blind palette did not switch on")
    yield from probe.click("#language")
    yield from probe.click_text("Français")
    probe.check(ctx.tr.language == "fr", "language did not switch to French")
    probe.find_text("Retour")
    yield from probe.click("#back")
    probe.expect_top("MenuScene")
    probe.find_text("Réglages")

    yield from probe.key(pygame.K_ESCAPE)  # on the menu: "Quit Tablée?"
    probe.expect_top("PauseOverlay")
    yield from probe.click("#pause_resume")  # stay
    probe.expect_top("MenuScene")
    yield from probe.click("#tile_rules_pook")
    probe.expect_top("RulesScene")
    yield from probe.click("#rules_totem")
    yield from probe.key(pygame.K_ESCAPE)
    probe.expect_top("MenuScene")
    yield from probe.click("#menu_settings")
    probe.expect_top("SettingsScene")
    yield from probe.click("#language")
    yield from probe.click_text("English")
    probe.check(ctx.tr.language == "en", "language did not switch back to English")
    yield from probe.key(pygame.K_ESCAPE)
    probe.expect_top("MenuScene")
    probe.find_text("Settings")

    yield from probe.click("#tile_totem")
    yield from probe.click("#start")
    probe.expect_top("TotemScene")
    table = probe.table()
    session = table.session
    assert session is not None
    for _ in range(3):  # setup, then two moves of ours, by mouse
        played = len(session.record.actions)
        yield from probe.until(lambda: table.my_turn and not table.board.moving, "our turn",
                               frames=1200)
        gestures = table.gestures()
        choice = sorted(gestures)[0]
        while len(session.record.actions) == played:
            yield from probe.perform(table.gestures()[choice][0])
    yield from probe.key(pygame.K_ESCAPE)
    probe.expect_top("PauseOverlay")
    yield from probe.click("#pause_quit")
    probe.expect_top("MenuScene")

    yield from probe.click("#tile_rok")  # the physics table (pymunk) throws and settles
    yield from probe.click("#start")
    probe.expect_top("RokScene")
    from scenes.games.rok.scene import RokScene

    rok = app.stack.top
    assert isinstance(rok, RokScene)
    yield from rok_first_throw(probe, rok)
    yield from probe.key(pygame.K_ESCAPE)
    yield from probe.click("#pause_quit")
    probe.expect_top("MenuScene")

    yield from probe.click("#menu_history")  # the ratings: openskill (compiled) at work
    probe.expect_top("HistoryScene")
    yield from probe.click("#evening")
    probe.expect_top("EveningScene")
    from game.evening.ratings import Rating, win_chances

    even = win_chances([Rating(), Rating()])
    probe.check(abs(even[0] - 0.5) < 1e-9 and abs(sum(even) - 1) < 1e-9,
                f"openskill's prediction between equals: {even}")
    yield from probe.click("#back")
    yield from probe.click("#back")
    probe.expect_top("MenuScene")

    audio = ctx.audio  # loaded on its thread (the files: bundled too) unless no device is there
    probe.check(audio.wait(10) or audio.no_device, f"no sound was loaded: {audio.failure}")

    yield from probe.click("#menu_quit", settle=False)
    yield from probe.until(lambda: not app.running, "Quit to stop the app")


def rok_first_throw(probe: Probe, rok: RokScene) -> Frames:
    """Signal the first throw if it is ours (a bot first player throws by itself), then wait
    until the runes settle and the core has the outcome. A throw without pairs goes straight
    back to the ``throw`` phase (R13), so the phase cannot tell: the record can."""
    def thrown() -> bool:
        return rok.session is not None and bool(rok.session.record.actions)

    yield from probe.until(lambda: rok.my_turn or rok.live is not None or thrown(), "the throw")
    if rok.my_turn and rok.live is None and not thrown():
        yield from probe.key(pygame.K_SPACE)
    yield from probe.until(thrown, "the runes to settle", frames=1200)
