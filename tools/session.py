"""A scripted session through the whole app: every screen, and a whole game of each.

Shared by ``make bench ONLY=memory`` (tools/bench_memory.py), which measures it, and the
soak (tools/soak.py), which repeats it between bursts of random input. The script is a
generator advanced once per frame, as in ``scenes/app/smoke.py``; it drives the app only
through posted input events (the :class:`~scenes.app.smoke.Probe`).

Timed moments (a :class:`Stopwatch`): ``rules_open`` (a click on Rules until the first
frame that shows them, for each game's tab and each page turn too) and ``lang_switch``
(picking a language until the frame after, with whatever lies under the settings screen
rebuilt as well).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING

import pygame

from scenes.app.smoke import Probe, SmokeFailure
from scenes.frame.catalogue import GAMES

if TYPE_CHECKING:
    from scenes.app.loop import App

Frames = Iterator[None]


class Stopwatch:
    """Wall-clock spans by name, in milliseconds (started and stopped between frames)."""

    def __init__(self) -> None:
        self.spans: dict[str, list[float]] = {}
        self._started: dict[str, float] = {}

    def start(self, name: str) -> None:
        self._started[name] = time.perf_counter()

    def stop(self, name: str) -> None:
        elapsed = 1000 * (time.perf_counter() - self._started.pop(name))
        self.spans.setdefault(name, []).append(elapsed)

    def worst(self, name: str) -> float:
        return max(self.spans.get(name, [0.0]))


def timed(probe: Probe, watch: Stopwatch, name: str, click: str,
          shown: Callable[[], bool]) -> Frames:
    """Click the widget ``click`` and time until ``shown()`` holds after a drawn frame."""
    yield from probe.click(click, settle=False)
    watch.start(name)
    yield  # the frame that takes the click (and draws its outcome)
    yield from probe.until(shown, name)
    watch.stop(name)
    yield from probe.wait()


def switch_language(probe: Probe, watch: Stopwatch, language: str) -> Frames:
    """On the settings screen: open the language menu and pick ``language`` (timed)."""
    yield from probe.click("#language")
    label = {"fr": "Français", "en": "English"}[language]
    yield from probe.click_at(probe.find_text(label).rect.center, settle=False)
    watch.start("lang_switch")
    yield
    yield from probe.until(lambda: probe.app.ctx.tr.language == language, "the language")
    watch.stop("lang_switch")
    yield from probe.wait()


def rules_tour(probe: Probe, watch: Stopwatch, opener: str = "#pause_rules",
               back: str = "PauseOverlay") -> Frames:
    """From the pause overlay (or the menu's ``opener``): open the rules (timed), show each
    game's tab and turn every page of it (each timed: a page is drawn when it is first
    shown), leave."""
    from scenes.frame.rules_sections import section_ids

    yield from timed(probe, watch, "rules_open", opener,
                     lambda: probe.top_name() == "RulesScene")
    for info in GAMES:
        rules = probe.app.stack.top
        yield from timed(probe, watch, "rules_open", f"#rules_{info.id}",
                         lambda rules=rules, game=info.id: rules.game == game
                         and rules.section == section_ids(game)[0])
        for section in section_ids(info.id)[1:]:
            while rules.section != section:  # (at larger text a section spans sheets)
                before = (rules.section, rules.sheet)
                yield from timed(probe, watch, "rules_open", "#rules_next",
                                 lambda rules=rules, before=before:
                                 (rules.section, rules.sheet) != before)
                if rules.section not in (before[0], section):
                    raise SmokeFailure(f"Next went from {before[0]} to {rules.section}, "
                                       f"not {section}")
    yield from probe.key(pygame.K_ESCAPE)
    probe.expect_top(back)


def settings_tour(probe: Probe, watch: Stopwatch, opener: str = "#pause_settings",
                  back: str = "PauseOverlay") -> Frames:
    """From the pause overlay (or the menu's ``opener``): the settings, both palettes, both
    languages, back."""
    yield from probe.click(opener)
    probe.expect_top("SettingsScene")
    yield from probe.click("#colourblind")
    yield from probe.click("#colourblind")
    yield from switch_language(probe, watch, "fr")
    yield from switch_language(probe, watch, "en")
    yield from probe.key(pygame.K_ESCAPE)
    probe.expect_top(back)


def shell_tour(probe: Probe, watch: Stopwatch) -> Frames:
    """Menu, each game's setup at every player count, Esc ("Quit Tablée?": stay), then the
    rules and settings from the menu."""
    yield from probe.wait(2)
    probe.expect_top("MenuScene")
    for info in GAMES:
        yield from probe.click(f"#tile_{info.id}")
        probe.expect_top("SetupScene")
        for players in range(info.min_players, info.max_players + 1):
            yield from probe.click(f"#players_{players}")
        yield from probe.key(pygame.K_ESCAPE)
        probe.expect_top("MenuScene")
    yield from probe.key(pygame.K_ESCAPE)
    probe.expect_top("PauseOverlay")  # "Quit Tablée?"
    yield from probe.click("#pause_resume")  # Stay
    probe.expect_top("MenuScene")
    yield from rules_tour(probe, watch, "#tile_rules_pook", "MenuScene")
    yield from settings_tour(probe, watch, "#menu_settings", "MenuScene")


def game_tour(probe: Probe, watch: Stopwatch, game: str, rng: random.Random) -> Frames:
    """Start ``game`` from its tile (a human and the default bots, the most seats), pause in
    it for the rules and settings, play it to the end with seeded choices, back to the menu."""
    info = next(i for i in GAMES if i.id == game)
    yield from probe.click(f"#tile_{game}")
    yield from probe.click(f"#players_{info.max_players}")
    yield from probe.click("#start")
    table = probe.app.stack.top
    yield from probe.until(lambda: table.my_turn and not table.board.moving, "our turn",
                           frames=3000)
    yield from probe.key(pygame.K_ESCAPE)
    probe.expect_top("PauseOverlay")
    yield from rules_tour(probe, watch)
    yield from settings_tour(probe, watch)
    yield from probe.click("#pause_resume")
    yield from probe.play_table(lambda options: choose(options, rng), max_frames=60_000)
    probe.expect_top("EndOverlay")
    yield from probe.click("#end_menu")
    probe.expect_top("MenuScene")


def choose(options: list[str], rng: random.Random) -> str:
    """A seeded pick among a human's gestures. In RÖK, grabbing at random makes false pairs
    that go back to the bag (R14) and the game could last for ever: half the time, ``done``."""
    if "done" in options and rng.random() < 0.5:
        return "done"
    return rng.choice(options)


def whole_session(app: App, watch: Stopwatch, seed: int = 1) -> Frames:
    """The shell tour, then a whole game of each, then Quit."""
    probe, rng = Probe(app), random.Random(seed)
    yield from shell_tour(probe, watch)
    for info in GAMES:
        yield from game_tour(probe, watch, info.id, rng)
    yield from probe.click("#menu_quit", settle=False)
    yield from probe.until(lambda: not app.running, "Quit to stop the app")
