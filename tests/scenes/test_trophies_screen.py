"""All trophies: every trophy in cards over as many pages as it takes, the earned ones dated,
the others with how to earn them and how far the person got; whole at every text size, in
both languages, opened from Ratings and trophies."""

from __future__ import annotations

import pygame

from game.evening.trophies import KEYS, standings
from game.saves import BOT, Seat
from scenes.frame.payloads import TrophiesPayload
from scenes.kit.regions import problems
from scenes.shell.trophies_scene import TrophiesScene
from tests.game.evening.seeded import saved, turn_game
from tests.scenes.conftest import FAST, indexed
from tests.scenes.test_evening_screens import evening_counted
from tests.scenes.test_layout import cut_buttons

SCREEN = (0, 0, 1280, 800)


def some_games():
    record = turn_game("totem", ("normal", "easy"), 6)  # seat 0 wins, losing no defender
    return [saved(record, (Seat("Léa"), Seat("Robot", BOT, "easy")), day) for day in (1, 2)]


def opened(app, games) -> TrophiesScene:
    app.stack.push(TrophiesScene, TrophiesPayload("Léa", tuple(standings(games, "Léa"))))
    app.stack.apply_pending()
    app.frame(FAST)
    return app.stack.top


def cards(scene) -> list[str]:
    return sorted(r.name.removeprefix("trophy_") for r in scene.regions()
                  if r.kind == "panel" and r.name.startswith("trophy_"))


def test_every_trophy_is_on_a_page_whole(sized_app):
    app = sized_app
    scene = opened(app, some_games())
    seen: set[str] = set()
    for page in range(len(scene.pages)):
        assert scene.page == page
        assert not problems(scene.regions(), SCREEN), page
        seen |= set(cards(scene))
        scene.handle_input(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0,
                                              unicode=""))
    assert seen == set(KEYS) and cut_buttons(app) == []
    first = scene.order()[0]
    assert first.earned is not None  # the earned ones first


def test_a_locked_count_says_how_far_and_an_earned_one_when(app):
    scene = opened(app, some_games())
    tr = app.ctx.tr
    listed = {s.key: s for s in scene.standings}
    wins = listed["wins_totem"]
    assert wins.earned is None and wins.done == 2
    words = [" ".join(rows) for rows, _ in scene.card_lines(wins, 360)]
    assert words[-1] == tr("evening.trophies_screen.progress", done="2", goal="20")
    flawless = [" ".join(rows) for rows, _ in scene.card_lines(listed["totem_flawless"], 360)]
    assert "2026-11-01" in flawless[-1]
    locked = [" ".join(rows) for rows, _ in scene.card_lines(listed["first_win_hard"], 360)]
    assert locked[-1] == tr("evening.trophies_screen.locked")


def test_ratings_and_trophies_opens_every_trophy(app):
    for game in some_games():
        app.ctx.saves.write(game)
    indexed(app)
    scene = evening_counted(app, "Léa", "totem")
    button = next(b for b in scene._actions if b.get_object_ids()[-1] == "#evening_trophies")
    assert button.is_enabled
    scene._actions[button]()
    app.stack.apply_pending()
    assert isinstance(app.stack.top, TrophiesScene) and len(app.stack.top.standings) == len(KEYS)
