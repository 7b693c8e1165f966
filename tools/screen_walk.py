"""Every screen of the app, visited at one window size, language and text size, and what is
wrong with each: words cut (a region breaking :func:`scenes.kit.regions.problems`, a button
narrower than its words, a string the screen drew with an ellipsis where its words went on)
and text that did not grow (a widget or a painter that asked for a font smaller than the
text size's).

Used by ``tests/scenes/test_every_size.py`` (which fails on any finding) and by
``make bench ONLY=screens`` (which counts them over 3 sizes × 2 languages × 2 text sizes).
The screens are reached as a player reaches them, through the stack, with the longest real
names at the tables and in the lists, and real saved and finished games.
"""

from __future__ import annotations

import json
import random
import re
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.replay import Replay
from game.saves import BOT, HUMAN, SavedGame, Seat

LONG_NAMES = ("Bérengère-Louise", "Jean-Christophe", "Marie-Madeleine", "Alexandra-Maria",
              "Anne-Charlotte")
"""The longest real names (16 letters at most, the name field's limit): every word of them is
due whole. Freak names (sixteen W's) are the layout tests' (tests/scenes/test_layout.py):
there a table may shorten them, but nothing may overlap."""
WINDOWS = {"1280x720": (1248, 640), "1366x768": (1334, 688), "1920x1080": (1888, 1000)}
"""Each desktop's first window (the usable desktop: scenes.kit.viewport.first_window)."""
ELLIPSIS = "…"
STEP = 0.1  # seconds a frame: animations and bot pauses pass in a few frames


@dataclass
class Findings:
    """What one walk found, screen by screen."""

    screens: list[str] = field(default_factory=list)
    cut: list[tuple[str, str]] = field(default_factory=list)
    not_grown: list[tuple[str, str]] = field(default_factory=list)


def finished_games(app: Any) -> list[SavedGame]:
    """Four unfinished and eight finished games with long names in the app's library; the
    finished ones."""
    from tools.scale_games import play_pool

    library, finished = app.ctx.saves, []
    seats = tuple(Seat(name, HUMAN if i % 2 == 0 else BOT, None if i % 2 == 0 else "hard")
                  for i, name in enumerate(LONG_NAMES[:4]))
    for i in range(12):
        game = ("pook", "totem", "rok")[i % 3]
        record = play_pool(game, 1, i)[0]
        if i < 4:
            record = replace(record, actions=record.actions[:10])
        saved = SavedGame.start(game, record.seed, seats[:record.players], {})
        saved = saved.advanced(record, Replay.of(record).final.is_terminal())
        library.write(saved)
        if i >= 4:
            finished.append(saved)
    menu = app.stack.top
    menu.uncover()  # as when the menu shows again: files written beside it are found
    for _ in range(2000):
        if getattr(menu, "settled", True):
            break
        app.frame(STEP)
    return finished


def ellipsis_templates(folder: Path) -> list[re.Pattern[str]]:
    """The app's own sentences that hold an ellipsis ("%{name} thinks…"), as patterns: a
    drawn string they match is whole, the values put in their places whole too."""
    found: list[re.Pattern[str]] = []

    def walk_values(value: Any) -> Iterator[str]:
        if isinstance(value, dict):
            for inner in value.values():
                yield from walk_values(inner)
        elif isinstance(value, str):
            yield value

    for file in sorted(folder.glob("*.json")):
        for text in walk_values(json.loads(file.read_text(encoding="utf-8"))):
            if ELLIPSIS in text:
                parts = re.split(r"%\{\w+\}", text)
                found.append(re.compile("(.*?)" + "(.+?)".join(re.escape(part) for part in parts)
                                        + "$", re.DOTALL))  # (after words the code put first)
    return found


def cut_short(text: str, templates: list[re.Pattern[str]]) -> bool:
    """Whether ``text`` (drawn) holds an ellipsis that cut words short: one no sentence of
    the app holds there, or one put in a sentence's place with its value cut."""
    if ELLIPSIS not in text:
        return False
    for template in templates:
        match = template.match(text.strip())
        if match is not None:
            return any(ELLIPSIS in value for value in match.groups())
    return True


class Spy:
    """Fonts asked for smaller than the text size's, and strings drawn, while it is on."""

    def __init__(self) -> None:
        self.shrunk: set[str] = set()
        self.drawn: list[str] = []
        self._undo: list[Callable[[], None]] = []

    def __enter__(self) -> Spy:
        from scenes.kit.assets import Assets
        from scenes.kit.safetext import GuardedFont
        from scenes.kit.textsize import scaled_size

        fit_size, wrapping, render = Assets.fit_size, Assets.font_wrapping, GuardedFont.render
        label = Assets.label
        spy = self

        def caller() -> str:
            frame = sys._getframe(2)
            while frame.f_back is not None and frame.f_code.co_filename.endswith("assets.py"):
                frame = frame.f_back
            return f"{Path(frame.f_code.co_filename).stem}.{frame.f_code.co_name}"

        def spied_fit(self: Any, size: int, *args: Any, **kwargs: Any) -> int:
            chosen = fit_size(self, size, *args, **kwargs)
            if chosen < scaled_size(size, self.text_scale):
                spy.shrunk.add(caller())
            return chosen

        def spied_wrapping(self: Any, size: int, *args: Any, **kwargs: Any) -> Any:
            font = wrapping(self, size, *args, **kwargs)
            if font.get_height() < self.font(size).get_height():
                spy.shrunk.add(caller())
            return font

        def labelled(self: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(text, str) and text.strip():
                spy.drawn.append(text)
            return label(self, text, *args, **kwargs)

        def noting(font: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
            if isinstance(text, str) and text.strip():
                spy.drawn.append(text)
            return render(font, text, *args, **kwargs)

        Assets.fit_size, Assets.font_wrapping = spied_fit, spied_wrapping  # type: ignore[method-assign]
        GuardedFont.render = noting  # type: ignore[method-assign]
        Assets.label = labelled  # type: ignore[method-assign]

        def undo() -> None:
            Assets.fit_size, Assets.font_wrapping = fit_size, wrapping  # type: ignore[method-assign]
            Assets.label = label  # type: ignore[method-assign]
            GuardedFont.render = render  # type: ignore[method-assign]

        self._undo.append(undo)
        return self

    def __exit__(self, *_: object) -> None:
        for undo in self._undo:
            undo()


def descendants(container: Any) -> Iterator[Any]:
    from pygame_gui.core import UIContainer

    for element in container.elements:
        yield element
        if isinstance(element, UIContainer):
            yield from descendants(element)


def cut_buttons(app: Any) -> list[str]:
    """Buttons whose words are wider than they are (pygame_gui cuts them silently)."""
    from pygame_gui.elements import UIButton

    root = app.stack.top.root
    found = []
    for e in (descendants(root) if root else []):
        width = e.get_abs_rect().width if isinstance(e, UIButton) else 0
        if width > 0 and e.visible and e.text and e.font.size(e.text)[0] + 8 > width:
            found.append(f"button {e.get_object_ids()[-1]} {e.text!r}")
    return found


def shrunk_widgets(app: Any) -> list[str]:
    """Buttons and labels set in a font smaller than their theme's (scaled to the text)."""
    from pygame_gui.elements import UIButton, UILabel

    root, found = app.stack.top.root, []
    for e in (descendants(root) if root else []):
        if isinstance(e, UIButton | UILabel) and e.visible and e.text:
            themed = int(e.ui_theme.get_font_info(e.combined_element_ids)["size"])
            if e.font.get_point_size() < themed:
                found.append(f"widget {e.get_object_ids()[-1]} {e.text!r}")
    return found


class Walk:
    """One app, one size, one language, one text size: every screen looked at."""

    def __init__(self, app: Any, reviews: tuple[str, ...]) -> None:
        self.app = app
        self.ellipses = ellipsis_templates(Path(app.ctx.assets.path("i18n")))
        self.reviews = reviews  # the games whose review is looked at (each takes seconds)
        self.findings = Findings()

    def look(self, what: str) -> None:
        """The top screen now: its regions, buttons, drawn words and fonts."""
        from scenes.kit.regions import problems

        app = self.app
        with Spy() as spy:  # (laid out anew: what screens keep drawn is drawn again)
            app.stack.relayout()
            app.frame(STEP)
            app.frame(STEP)
        top = app.stack.top
        self.findings.screens.append(what)
        regions = top.regions() if hasattr(top, "regions") else []
        canvas = tuple(app.ctx.canvas)
        self.findings.cut += [(what, problem) for problem in problems(regions, canvas)]
        self.findings.cut += [(what, cut) for cut in cut_buttons(app)]
        self.findings.cut += [(what, f"drawn cut: {text!r}") for text in set(spy.drawn)
                              if cut_short(text, self.ellipses)]
        self.findings.not_grown += [(what, w) for w in shrunk_widgets(app)]
        row_font = getattr(top, "row_font", None)  # the keys list: its rows' font
        if row_font is not None and row_font.get_height() < app.ctx.assets.font(
                18, bold=True).get_height():
            self.findings.not_grown.append((what, "the keys' rows"))
        self.findings.not_grown += [(what, f"painter {name}") for name in sorted(spy.shrunk)]

    def push(self, factory: Any, payload: Any = None) -> None:
        self.app.stack.push(factory, payload)
        self.app.stack.apply_pending()

    def pop(self) -> None:
        self.app.stack.pop()
        self.app.stack.apply_pending()

    def visit(self, what: str, factory: Any, payload: Any = None) -> None:
        self.push(factory, payload)
        self.look(what)
        self.pop()

    def deal_mistakes(self, finished: list[SavedGame]) -> None:
        """A deck holding a named decision of each finished Pook and Totem game (its rows and
        their words, whatever the reviews named)."""
        from game.review.deck import Deck, DeckStore
        from game.review.turns import Decision
        from scenes.kit.reviewer import DECK

        deck = Deck()
        for saved in finished:
            deck.add(saved.record.game, saved.name, [Decision(
                0, 0, 1, "end", "end", 0.2, 0.5, checked=(0.2, 0.5, 0.01))], now=0.0)
        DeckStore(self.app.ctx.library.data_dir / DECK).save(deck)

    def shell(self) -> None:
        from game.evening.trophies import standings
        from scenes.app.navigation import screen_class
        from scenes.frame.catalogue import GAMES
        from scenes.frame.payloads import (
            EveningPayload,
            PausePayload,
            ReviewPayload,
            RulesPayload,
            StatsPayload,
            TrophiesPayload,
        )

        app = self.app
        finished = finished_games(app)
        self.look("menu")
        for screen in ("settings", "history", "saved_games"):
            self.visit(screen, screen_class(screen))
        self.visit("evening", screen_class("evening"), EveningPayload(LONG_NAMES[0], "pook"))
        self.push(screen_class("trophies"), TrophiesPayload(
            LONG_NAMES[0], tuple(standings(finished, LONG_NAMES[0]))))
        for page in range(len(self.app.stack.top.pages)):  # every trophy's card, page by page
            self.look(f"trophies, page {page + 1}")
            self.app.stack.top.turn(1)
        self.pop()
        for saved in finished[:3]:  # one of each game
            self.visit(f"game stats {saved.record.game}", screen_class("game_stats"),
                       StatsPayload(saved))
            if saved.record.game not in self.reviews:
                continue
            self.push(screen_class("review"), ReviewPayload(saved))
            for _ in range(2000):  # the review is worked out off the frame
                reviewer = self.app.stack.top.reviewer
                if reviewer is None or not reviewer.busy:
                    break
                time.sleep(0.05)
                self.app.frame(STEP)
            self.look(f"review {saved.record.game}")
            review = self.app.stack.top
            if saved.record.game != "rok":  # the side panel's other faces
                review.toggle_method()
                self.look(f"review {saved.record.game}: how it is estimated")
                review.toggle_method()
            if review.banner_curve() is not None:
                review.toggle_banner()
                self.look(f"review {saved.record.game}: the Banner curve")
            self.pop()
        self.visit("mistakes, none yet", screen_class("mistakes"))
        self.deal_mistakes(finished)
        self.visit("mistakes", screen_class("mistakes"))
        for saved in finished[:3]:
            self.watched_to_the_end(saved)
        for info in GAMES:
            self.push(screen_class("setup"), info.id)
            app.stack.top.set_players(info.max_players)
            self.look(f"setup {info.id}")
            self.pop()
            self.visit(f"rules {info.id}", screen_class("rules"), RulesPayload(info.id))
        self.visit("pause", screen_class("pause"), PausePayload(None, False))
        app.stack.top.help_key()  # the menu's keys
        app.stack.apply_pending()
        self.look("menu keys")
        self.pop()
        self.visit("drill", screen_class("drill"), LONG_NAMES[0])

    def watched_to_the_end(self, saved: SavedGame) -> None:
        """A finished game watched again from its last move: its table, then its results."""
        from scenes.app.navigation import table_scene
        from scenes.frame.payloads import WatchPayload

        app, game = self.app, saved.record.game
        self.push(table_scene(game), WatchPayload(saved, Replay.of(saved.record)))
        table = app.stack.top
        table.watch.seek(table.watch.end)
        for _ in range(60):
            app.frame(STEP)
            if type(app.stack.top).__name__ == "EndOverlay":
                break
        self.look(f"{game} results")
        app.stack.reset(table_scene(game), WatchPayload(saved, Replay.of(saved.record)))
        app.stack.apply_pending()
        self.look(f"{game} watched again")

    def tables(self) -> None:
        from scenes.app.navigation import screen_class, table_scene
        from scenes.frame.catalogue import GameSetup
        from scenes.frame.payloads import LessonPayload, PausePayload

        app = self.app
        for game, players in (("pook", 4), ("rok", 5), ("totem", 2)):
            seats = tuple(Seat(LONG_NAMES[i], HUMAN if i == 0 else BOT,
                               None if i == 0 else "random") for i in range(players))
            app.stack.reset(table_scene(game), GameSetup(game, seats, 5, {}))
            app.stack.apply_pending()
            table, rng = app.stack.top, random.Random(players)
            for _ in range(600):  # a few turns in: cards on the table
                if table.session.record.actions and len(table.session.record.actions) > 6 \
                        and table.my_turn and not table.board.moving:
                    break
                if app.stack.top is table and table.my_turn and not table.board.moving \
                        and table.legal:
                    table.act(rng.choice(table.legal))
                app.frame(STEP)
            self.look(f"{game} table")
            table.help_key()
            app.stack.apply_pending()
            self.look(f"{game} keys")
            self.pop()
            self.visit(f"{game} pause", screen_class("pause"), PausePayload(game, True))
            app.stack.reset(table_scene(game), LessonPayload(game, LONG_NAMES[1]))
            app.stack.apply_pending()
            for _ in range(30):
                app.frame(STEP)
            self.look(f"{game} lesson")
        app.stack.reset(screen_class("menu"))
        app.stack.apply_pending()


def walk(window: tuple[int, int], language: str, text_scale: int, folder: Path,
         reviews: tuple[str, ...] = ("pook", "rok", "totem")) -> Findings:
    """Every screen at ``window`` (a window size), in ``language``, at ``text_scale`` %
    (the review of the games in ``reviews`` only: each is worked out anew, for seconds)."""
    from scenes.app.loop import App, AppOptions
    from scenes.kit.settings import Settings, SettingsStore

    config = folder / "config"
    SettingsStore(config).save(Settings().with_changes(text_scale=text_scale))
    app = App(AppOptions(language=language, config_dir=config, data_dir=folder / "data",
                         fps=0, fixed_dt=STEP, window_size=window, seed=7))
    try:
        walker = Walk(app, reviews)
        walker.shell()
        walker.tables()
        return walker.findings
    finally:
        app.close()
