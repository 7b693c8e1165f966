"""The game log scrolls through the whole game — wheel, scrollbar, dragging the text, Page
Up/Down — follows new lines unless scrolled up, and then offers a marker back down."""

import random

import pygame

from game.saves import BOT, HUMAN, Seat
from scenes.frame.catalogue import GameSetup
from scenes.games.totem.scene import TotemScene
from scenes.kit.regions import problems
from scenes.table.end_overlay import EndOverlay
from scenes.table.log_panel import LOG_RECT, MARGIN, LogPanel
from tests.scenes.conftest import FAST, lift_curtain, table_of


def panel(app, lines=100):
    log = LogPanel(LOG_RECT, app.ctx.assets, app.ctx.palette, app.ctx.tr)
    for i in range(lines):
        log.add(f"Line {i}")
    return log


def event(kind, **data):
    return pygame.event.Event(kind, data)


def inside():
    return (LOG_RECT.centerx, LOG_RECT.centery)


def first_shown(log):
    return log.rows[log.shown()[0]][0]


def test_it_follows_the_newest_lines_until_scrolled_up(app):
    log = panel(app)
    assert log.offset == 0 and log.rows[log.shown()[-1]][0] == "Line 99"
    assert not log.handle(event(pygame.MOUSEWHEEL, x=0, y=1))  # the pointer is elsewhere
    log.handle(event(pygame.MOUSEMOTION, pos=inside(), rel=(0, 0), buttons=(0, 0, 0)))
    assert log.handle(event(pygame.MOUSEWHEEL, x=0, y=2))
    assert log.offset == 6 and log.marker() is not None
    reading = first_shown(log)
    log.add("Line 100")
    log.add("Line 101")
    assert first_shown(log) == reading  # the view stays where the player reads
    assert log.unseen == 2
    log.handle(event(pygame.MOUSEWHEEL, x=0, y=-5))  # all the way down: following again
    assert log.offset == 0 and log.unseen == 0 and log.marker() is None
    log.add("Line 102")
    assert log.rows[log.shown()[-1]][0] == "Line 102"


def test_the_marker_says_how_many_lines_came_and_jumps_back_down(app):
    log = panel(app)
    log.scroll_to(40)
    assert log.marker() is not None and app.ctx.tr("table.log_latest")
    for i in range(3):
        log.add(f"News {i}")
    assert app.ctx.tr("table.log_new", count=3) == "3 new lines"
    assert app.ctx.tr("table.log_new", count=1) == "1 new line"
    marker = log.marker_rect()
    assert LOG_RECT.contains(marker)
    assert log.handle(event(pygame.MOUSEBUTTONDOWN, pos=marker.center, button=1))
    assert log.offset == 0 and log.unseen == 0


def test_the_scrollbar_reaches_the_first_line_of_the_game(app):
    log = panel(app, 300)
    thumb = log.thumb().move(LOG_RECT.topleft)
    log.handle(event(pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1))
    log.handle(event(pygame.MOUSEMOTION, pos=(thumb.centerx, LOG_RECT.top), rel=(0, 0),
                     buttons=(1, 0, 0)))
    log.handle(event(pygame.MOUSEBUTTONUP, pos=(thumb.centerx, LOG_RECT.top), button=1))
    assert first_shown(log) == "Line 0" and log.offset == log.max_offset
    track = log.track().move(LOG_RECT.topleft)  # a click low on the track jumps there
    log.handle(event(pygame.MOUSEBUTTONDOWN, pos=(track.centerx, track.bottom - 2), button=1))
    log.handle(event(pygame.MOUSEBUTTONUP, pos=(track.centerx, track.bottom - 2), button=1))
    assert log.offset == 0


def test_dragging_the_text_down_shows_earlier_lines(app):
    log = panel(app)
    start = inside()
    log.handle(event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    log.handle(event(pygame.MOUSEMOTION, pos=(start[0], start[1] + 5 * log.step), rel=(0, 0),
                     buttons=(1, 0, 0)))
    assert log.offset == 5
    log.handle(event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    log.handle(event(pygame.MOUSEMOTION, pos=(start[0], start[1] + 300), rel=(0, 0),
                     buttons=(0, 0, 0)))
    assert log.offset == 5  # released: moving no longer scrolls
    log.handle(event(pygame.KEYDOWN, key=pygame.K_PAGEUP, mod=0, unicode=""))
    assert log.offset == 5 + log.visible_rows - 2


def test_a_long_game_keeps_every_line_and_draws_only_what_shows(app):
    log = panel(app, 2000)
    assert len(log.rows) == 2000 and len(log.shown()) == log.visible_rows
    background = app.ctx.assets.background((1280, 800), app.ctx.palette)
    log.scroll_to(10_000)
    assert first_shown(log) == "Line 0"
    surface = log.render(background, "Game log")
    assert surface.get_size() == LOG_RECT.size
    assert len(log.rendered) <= log.visible_rows


def test_a_whole_game_scrolls_back_to_its_first_line_at_the_table_and_at_the_end(fast_app):
    seats = (Seat("Ana", HUMAN, None), Seat("Bot", BOT, "random"))
    fast_app.stack.push(TotemScene, GameSetup("totem", seats, 4, {}))
    fast_app.stack.apply_pending()
    lift_curtain(fast_app)
    table, rng = table_of(fast_app), random.Random(4)
    checked = False
    for _ in range(6000):
        if isinstance(fast_app.stack.top, EndOverlay):
            break
        if not checked and len(table.log.rows) > table.log.visible_rows + 5:
            table.log.scroll_to(3)  # scrolled up mid-game: the marker covers nothing
            fast_app.frame(FAST)
            assert table.log.marker_rect() is not None
            assert problems(table.regions(), (0, 0, 1280, 800)) == []
            checked = True
        if table.my_turn and not table.board.moving and table.legal:
            table.act(rng.choice(table.legal))
        fast_app.frame(FAST)
    assert isinstance(fast_app.stack.top, EndOverlay) and checked
    log = table.log
    assert len(log.rows) > log.visible_rows  # the game did not fit
    first = table.log.texts[0]
    fast_app.dispatch(event(pygame.MOUSEMOTION, pos=inside(), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(len(log.rows)):  # over the end screen, the log still scrolls
        fast_app.dispatch(event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                precise_x=0.0, precise_y=1.0, touch=False))
    fast_app.frame(FAST)
    assert log.rows[log.shown()[0]][0] == first
    assert not table.log_dirty  # and it was drawn again


def test_wrapped_rows_stay_inside_the_panel_with_their_indent(app):
    log = panel(app, 0)
    log.add("Les 24 cartes Faction sont posées. Totaux\u00a0: Chevalier 4, Mage 6, Orc 6, "
            "Viking 6. Ana (Mage + Viking)\u00a0: 12; Bob (Orc + Viking)\u00a0: 12; Cléo "
            "(Chevalier + Orc)\u00a0: 10.")
    assert len(log.rows) > 3 and all(row.startswith("   ") for row, _ in log.rows[1:])
    assert all(log.font.size(row)[0] <= LOG_RECT.width - 2 * MARGIN for row, _ in log.rows)
