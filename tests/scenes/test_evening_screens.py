"""Games played's evening: a row clicked opens its game's statistics (the core's figures,
each seat's rating); Ratings and trophies plots the people's ratings with the bots' levels
across and lists a player's trophies — whole and apart at every text size, in both
languages, with five 16-letter names."""

from __future__ import annotations

import functools

import pygame
import pytest

from game.evening.ratings import outcome_of, rate_all, shipped_bot_ratings
from game.evening.statistics import game_statistics
from game.evening.trophies import standings
from game.games import replayed
from game.listing import row_of
from game.saves import BOT, Seat
from scenes.frame.payloads import EveningPayload
from scenes.kit.regions import problems
from scenes.shell.evening_scene import EveningScene, pools
from scenes.shell.game_stats import GameStatsScene
from scenes.shell.history import HistoryScene
from tests.game.evening.seeded import rok_game, saved, turn_game
from tests.scenes.conftest import FAST, indexed
from tests.scenes.test_layout import cut_buttons

LONG = ("Maximilien-Aimé", "Bérengère-Louise", "Jean-Christophe", "Marie-Antoinette",
        "Anne-Guillemette")
SCREEN = (0, 0, 1280, 800)


@functools.cache
def five_seat_rok():
    return rok_game(["easy", "normal", "hard", "easy", "normal"], 3)


@functools.cache
def totem_record():
    return turn_game("totem", ("normal", "easy"), 6)


def games():
    """A five-seat RÖK evening played three times (long names), and Totem against Easy."""
    seats = [Seat(name) for name in LONG[:4]] + [Seat("Robot", BOT, "hard")]
    found = [saved(five_seat_rok(), seats, day) for day in (1, 2, 3)]
    found += [saved(totem_record(), (Seat(LONG[0]), Seat("Robot", BOT, "easy")), day)
              for day in (4, 5)]
    return found


def write(app):
    for game in games():
        app.ctx.saves.write(game)
    indexed(app)


def open_history(app):
    app.stack.push(HistoryScene)
    app.stack.apply_pending()
    return app.stack.top


def click(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    app.frame(FAST)
    app.stack.apply_pending()


def test_a_row_clicked_shows_its_games_statistics_and_ratings(sized_app):
    app = sized_app
    write(app)
    history = open_history(app)
    assert cut_buttons(app) == []  # Ratings and trophies beside the path's field, whole
    rok_row = next(i for i, row in enumerate(history.shown) if row.game == "rok")
    rect = history.row_rect(rok_row)
    history.handle_input(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                            pos=(rect.left + 80, rect.centery)))
    app.stack.apply_pending()
    scene = app.stack.top
    assert isinstance(scene, GameStatsScene)
    played = scene.saved
    stats = game_statistics(played.record)
    assert scene.stats == stats and scene.result and played.name == history.shown[rok_row].name
    lines = dict(scene.lines())
    tr = app.ctx.tr
    assert lines[tr("evening.stats.rok.pairs")] == [str(s["pairs"]) for s in stats.seats]
    table = rate_all([outcome_of(row_of(g, replayed(g.record))) for g in games()],
                     shipped_bot_ratings())
    lea = table.changes[played.name][0]
    rating = lines[tr("evening.ratings.rating")]
    assert rating[0].startswith(tr.number(lea.before)) and tr.number(lea.after) in rating[0]
    hard = table.shown("rok", shipped_bot_ratings().get("rok", "hard"))
    assert rating[4] == tr.number(hard)
    assert not problems(scene.regions(), SCREEN)
    drawn = {r.name for r in scene.regions()}
    assert {f"seat_{i}" for i in range(5)} <= drawn  # every name, and every row: none left off
    assert {f"label_{r}" for r in range(len(scene.lines()))} <= drawn


def test_a_row_s_buttons_do_not_open_the_statistics(app):
    write(app)
    history = open_history(app)
    watch = history.slots[0]["delete"].rect
    click(app, watch.center)
    assert isinstance(app.stack.top, HistoryScene)


def test_a_row_is_reached_by_tab_and_enter_opens_its_statistics(app):
    """The keys reach what a click does: Tab steps onto a row's words (its ring there), Enter
    opens that game's statistics."""
    write(app)
    history = open_history(app)
    row_stops = [stop for stop in history.key_zones()[0].stops if stop.key.startswith("row:")]
    assert len(row_stops) == len(history.shown)
    first = history.row_words_rect(0)
    assert not first.colliderect(history.slots[0]["watch"].rect)
    stops = history.key_zones()[0].stops
    at = next(i for i, stop in enumerate(stops) if stop.key == "row:0")
    assert stops[at + 1].rect == history.slots[0]["watch"].rect  # a row, then its buttons
    for _ in range(40):  # Tab by Tab from the top, as a player does
        history.key_input(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                             unicode="\t"))
        if history.focus.current(history.key_zones()).key == "row:0":
            break
    assert history.focus.current(history.key_zones()).key == "row:0"
    history.key_input(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    app.stack.apply_pending()
    scene = app.stack.top
    assert isinstance(scene, GameStatsScene) and scene.saved.name == history.shown[0].name


def evening_counted(app, player: str, game: str) -> EveningScene:
    """Ratings and trophies for ``player`` at ``game``, its trophies counted (on a thread)."""
    app.stack.push(EveningScene, EveningPayload(player, game))
    app.stack.apply_pending()
    scene = app.stack.top
    for _ in range(600):
        if scene.still():
            break
        scene.counted.wait(0.05)
        app.frame(FAST)
    return scene


@pytest.mark.parametrize("game", ["rok", "totem"])
def test_ratings_and_trophies_plot_the_chosen_person_and_the_offered_levels(sized_app, game):
    app = sized_app
    write(app)
    scene = evening_counted(app, LONG[0], game)
    assert scene.still()
    assert cut_buttons(app) == []  # the games' and the back buttons' words whole
    regions = {r.name: r for r in scene.regions()}
    assert [n for n in regions if n.startswith("legend_")] == [f"legend_{LONG[0]}"]
    levels = [n for n in regions if n.startswith("level_")]
    assert len(levels) == 3  # Easy, Normal and Hard: the levels the setup offers
    assert {"axis_rating", "axis_games", "first_game"} <= set(regions)
    assert any(n.startswith("trophy_") for n in regions)
    assert not problems(scene.regions(), SCREEN)
    lines, count, _ = scene.series()
    expected = rate_all([outcome_of(row_of(g, replayed(g.record))) for g in games()],
                        shipped_bot_ratings()).history
    assert lines[0].name == LONG[0] and lines[0].bold
    assert [v for _, v in lines[0].points[1:]] == [v for _, v in expected[(LONG[0], game)]]
    assert count == (3 if game == "rok" else 2)
    tr = app.ctx.tr
    settled = expected[(LONG[0], game)][-1][1]
    assert scene.legend_words(lines[0]) == tr(
        "evening.ratings.legend", name=LONG[0], count=count,
        rating=tr("evening.ratings.unsettled", rating=tr.number(settled)))  # (a few games)


def test_pook_for_two_and_pook_at_a_table_are_two_pools_of_ratings(app):
    app.stack.push(EveningScene, EveningPayload(LONG[0], "pook"))
    app.stack.apply_pending()
    scene = app.stack.top
    assert list(scene.buttons) == pools() and pools().index("pook-2") + 1 == pools().index("pook")
    assert set(pools()) == {"totem", "pook-2", "pook", "rok"}
    tr = app.ctx.tr
    assert scene.pool_words("pook-2") == tr("evening.ratings.pool_duel",
                                            game=tr("games.pook.name"))
    scene.show_game("pook-2")
    assert scene.game == "pook-2" and [level.rating for level in scene.levels()] == sorted(
        scene.ratings.shown("pook-2", scene.ratings.bots.get("pook-2", level))
        for level in ("easy", "normal", "hard"))


def test_the_plot_s_ratings_axis_covers_every_point_and_level():
    from scenes.shell.rating_plot import Level, Series, span

    low, high = span([Series("a", (0, 0, 0), ((0, 1500), (1, 1733)))], [Level(1211, "Easy")])
    assert low < 1211 and high >= 1733 and low % 100 == 0


def test_a_person_renamed_keeps_every_game(app):
    """Rename: the person's name in a field, OK (or Enter); their ratings and games are the
    same under the new name, and the plot says so; a name taken is refused in words."""
    write(app)
    app.stack.push(EveningScene, EveningPayload(LONG[0], "totem"))
    app.stack.apply_pending()
    scene = app.stack.top
    before = scene.ratings.history[(LONG[0], "totem")]
    press = {b.get_object_ids()[-1]: action for b, action in scene._actions.items()}
    press["#evening_rename"]()
    scene.typed_name(LONG[1])  # someone else's name: refused, nothing changed
    scene.rename()
    assert scene.player == LONG[0] and scene.renaming == LONG[1]
    assert app.ctx.notices.items[-1].text == app.ctx.tr("evening.people.name_taken",
                                                        name=LONG[1])
    scene.typed_name("Max")
    scene.rename()
    assert scene.player == "Max" and scene.renaming is None
    assert scene.ratings.history[("Max", "totem")] == before
    assert (LONG[0], "totem") not in scene.ratings.people
    assert "Max" in scene.names and LONG[0] not in scene.names
    assert not problems(scene.regions(), SCREEN)
    for _ in range(600):  # the trophies are counted again, on their thread
        if isinstance(scene.found.get("Max"), list):
            break
        scene.counted.wait(0.05)
        app.frame(FAST)
    earned = [s.key for s in scene.found["Max"] if s.earned is not None]
    assert earned and earned == [s.key for s in standings(
        [g for g in games() if LONG[0] in [seat.name for seat in g.seats]], LONG[0])
        if s.earned is not None]  # (the same trophies under the new name)
