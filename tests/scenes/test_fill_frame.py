"""The table's frame laid out for the window's canvas: the log's column at the canvas's right
edge, Take back and Hint under it, the felt under the whole canvas, a resize placing them
anew; the results, the curtain and the network's panels in the middle; and a lesson's log
that keeps six lines at 150 % text beside the coach."""

from __future__ import annotations

import pygame
import pytest

from game.saves import BOT, HUMAN
from scenes.app.loop import App, AppOptions
from scenes.app.navigation import table_scene
from scenes.app.smoke import Probe
from scenes.frame.payloads import LessonPayload
from scenes.games.pook.scene import PookScene
from scenes.games.rok.scene import RokScene
from scenes.games.totem.scene import TotemScene
from scenes.table.away import AwayOverlay, AwayPayload
from scenes.table.end_overlay import EndOverlay, EndPayload
from scenes.table.seat_lost import SeatLostOverlay, SeatLostPayload
from tests.scenes.conftest import FAST, start_table, table_of

LOW, LARGE = (1334, 688), (1888, 1000)  # a 1366×768 laptop's window; a 1920×1080 screen's
CANVAS = {LOW: (1551, 800), LARGE: (1888, 1000)}
TABLES = {"pook": PookScene, "totem": TotemScene, "rok": RokScene}


def open_app(tmp_path, window, language="en"):
    return App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                          fps=0, fixed_dt=FAST, window_size=window))


@pytest.fixture(params=[LOW, LARGE], ids=lambda size: f"{size[0]}x{size[1]}")
def sized(request, tmp_path):
    app = open_app(tmp_path, request.param)
    yield app
    if app.stack.scenes:
        app.close()


def resize(app, size):
    app.screen.resize(size)
    pygame.event.post(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    app.frame(FAST)


def foot_widget(app, game):
    """Take back (RÖK: the note saying why there is none) as the table built it."""
    return Probe(app).find("#no_take_back" if game == "rok" else "#take_back")


def assert_column_at_the_right_edge(app, table, game):
    canvas = app.ctx.canvas
    log = table.log_rect
    assert canvas.right - 16 <= log.right < canvas.right  # at the edge, a margin from it
    assert log.top <= 16 and log.bottom >= canvas.bottom - 130  # the column's height
    take_back, hint = table.taking_back.foot
    assert take_back.top >= log.bottom and canvas.contains(take_back)
    assert take_back.left == log.left and hint.right <= log.right and canvas.contains(hint)
    assert pygame.Rect(foot_widget(app, game).rect) == take_back
    assert table.play_area().right < log.left
    assert table.static is not None and table.static.get_size() == canvas.size  # felt all over


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_tables_log_column_stands_at_the_canvas_right_edge(sized, game):
    table = start_table(sized, TABLES[game], game, (HUMAN, BOT))
    sized.frame(FAST)
    assert sized.ctx.canvas.size == CANVAS[sized.screen.windowed[0]]
    assert_column_at_the_right_edge(sized, table, game)


@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_resize_lays_the_log_column_out_for_the_new_canvas(tmp_path, game):
    app = open_app(tmp_path, LOW)
    try:
        table = start_table(app, TABLES[game], game, (HUMAN, BOT))
        app.frame(FAST)
        before = table.log_rect.copy(), table.taking_back.foot[0].copy()
        resize(app, LARGE)
        assert app.ctx.canvas.size == LARGE
        assert table.log_rect.left > before[0].left and table.log_rect.bottom > before[0].bottom
        assert table.taking_back.foot[0].top > before[1].top
        assert_column_at_the_right_edge(app, table, game)
        resize(app, LOW)  # and back again
        assert (table.log_rect, table.taking_back.foot[0]) == before
    finally:
        app.close()


def results(app):
    app.stack.push(EndOverlay, EndPayload(
        "Léa wins!", "She laid her last card.", ("Name", "Points"),
        (("Léa", "12"), ("Robot", "9")), winners=(0,)))
    app.stack.apply_pending()
    app.frame(FAST)
    overlay = app.stack.top
    assert isinstance(overlay, EndOverlay)
    return overlay


def assert_results_in_the_middle(app, table, overlay):
    canvas, panel = app.ctx.canvas, overlay.panel
    assert abs(panel.centerx - table.play_area().centerx) <= 1  # in the middle of the table...
    assert abs(panel.centery - canvas.centery) <= 1
    assert panel.right <= table.log_rect.left  # ...beside the log, which still scrolls
    for object_id in ("#end_again", "#end_look", "#end_menu"):
        assert panel.contains(pygame.Rect(Probe(app).find(object_id).rect))


def test_the_results_stand_in_the_middle_of_the_table_beside_the_log(tmp_path):
    app = open_app(tmp_path, LOW)
    try:
        table = start_table(app, TotemScene, "totem", (HUMAN, BOT))
        overlay = results(app)
        assert_results_in_the_middle(app, table, overlay)
        resize(app, LARGE)
        assert_results_in_the_middle(app, table, overlay)
        overlay.toggle()  # looking at the table: the buttons in a dock at the log's foot
        app.stack.apply_pending()
        app.frame(FAST)
        dock = overlay.dock()
        assert dock.bottom == table.log_rect.bottom and dock.right == table.log_rect.right
    finally:
        app.close()


def test_the_curtain_is_in_the_middle_of_the_canvas(sized):
    start_table(sized, TotemScene, "totem", (HUMAN, HUMAN))
    sized.frame(FAST)
    curtain, canvas = sized.stack.top, sized.ctx.canvas
    assert type(curtain).__name__ == "CurtainScene"
    ready = pygame.Rect(Probe(sized).find("#curtain_ready").rect)
    assert abs(ready.centerx - canvas.centerx) <= 1
    for text in curtain.texts:
        assert abs(text.centerx - canvas.centerx) <= 1
    middle = (curtain.texts[0].top + ready.bottom) // 2
    assert abs(middle - canvas.centery) < 40  # (the whole of it, not its top corner)


def test_the_networks_panels_are_in_the_middle_of_the_canvas(sized):
    start_table(sized, TotemScene, "totem", (HUMAN, BOT))
    canvas = sized.ctx.canvas
    sized.stack.push(AwayOverlay, AwayPayload(1, "Léa", (200, 60, 60), ("easy", "normal"),
                                              "easy", lambda: [1], lambda seat, level: None))
    sized.stack.apply_pending()
    sized.frame(FAST)
    away = sized.stack.top
    assert isinstance(away, AwayOverlay) and away.panel.center == canvas.center
    for object_id in ("#away_bot", "#away_wait", "#away_level_easy"):
        assert away.panel.contains(pygame.Rect(Probe(sized).find(object_id).rect))
    sized.stack.pop()
    sized.stack.push(SeatLostOverlay, SeatLostPayload("closed", lambda: None))
    sized.stack.apply_pending()
    sized.frame(FAST)
    lost = sized.stack.top
    assert isinstance(lost, SeatLostOverlay) and lost.panel.center == canvas.center
    assert lost.panel.contains(pygame.Rect(Probe(sized).find("#lost_leave").rect))


@pytest.mark.parametrize("window", [LOW, (1280, 800)], ids=["1334x688", "1280x800"])
@pytest.mark.parametrize("game", sorted(TABLES))
def test_a_lessons_log_keeps_six_lines_beside_the_coach_at_150(tmp_path, game, window):
    """At 150 % text in French the coach's panel once took the column, leaving the log a
    line or two; it now leaves the log six, and stands in the column at the canvas's edge."""
    app = open_app(tmp_path, window, "fr")
    try:
        app.ctx.change_settings(text_scale=150)
        app.stack.push(table_scene(game), LessonPayload(game, "Zoé"))
        app.stack.apply_pending()
        app.frame(FAST)
        table, canvas = table_of(app), app.ctx.canvas
        coach, log = table.coach, table.log_rect
        assert table.log.visible_rows >= 6
        assert coach.rect.left == log.left and coach.rect.width == log.width
        assert canvas.right - 16 <= log.right < canvas.right
        assert coach.rect.top <= 16 and coach.rect.bottom < log.top
        take_back = table.taking_back.foot[0]
        assert take_back.top >= log.bottom and canvas.contains(table.taking_back.foot[1])
        assert pygame.Rect(Probe(app).find("#coach_next").rect).bottom <= coach.rect.bottom
    finally:
        app.close()


@pytest.mark.parametrize("game", ["pook", "totem"])
def test_a_wider_canvas_widens_the_column_so_a_lessons_words_keep_their_size(
        tmp_path, game, monkeypatch):
    """On a 1366×768 laptop at 150 % text in French every step of these lessons is set in
    the 150 % font: the log column takes some of the canvas's spare width (at 1280 wide the
    longest steps are set a size smaller to fit above the log's six lines)."""
    from scenes.kit.assets import Assets

    used = []
    font_wrapping = Assets.font_wrapping

    def spied(self, size, text, box, bold=False):
        font = font_wrapping(self, size, text, box, bold)
        used.append(font)
        return font

    monkeypatch.setattr(Assets, "font_wrapping", spied)
    app = open_app(tmp_path, LOW, "fr")
    try:
        app.ctx.change_settings(text_scale=150)
        app.stack.push(table_scene(game), LessonPayload(game, "Zoé"))
        app.stack.apply_pending()
        app.frame(FAST)
        coach, full = table_of(app).coach, app.ctx.assets.font(17).get_height()
        assert table_of(app).log.visible_rows >= 6
        for index, step in enumerate(coach.lesson.steps):
            if step.say and not step.silent:
                coach.index, coach.live, coach.told, coach.rendered = index, False, False, None
                used.clear()
                coach.panel()
                assert [font.get_height() for font in used] == [full], step.say
    finally:
        app.close()
