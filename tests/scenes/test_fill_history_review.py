"""Games played, a game's statistics, the review and the drill laid out for the window's
canvas: a row says who won and the ranking first, whole at 150 % in French with 16-letter
names, its actions small icons (tooltips, keys); a taller window lists more rows; a practice
game's statistics say why it has no rating; the Banner curve's sentence and the drill's
result grow with the text."""

from __future__ import annotations

import pygame
import pytest

from game.games import load_game
from game.practice import practice_record
from game.rok.drill import model_times, percentiles
from game.saves import BOT, HUMAN, SavedGame, Seat
from scenes.app.loop import App, AppOptions
from scenes.frame.payloads import StatsPayload
from scenes.kit import reviewer
from scenes.kit.regions import problems
from scenes.kit.textlayout import wrap
from scenes.shell.game_stats import GameStatsScene
from scenes.shell.history import HistoryScene
from scenes.table.outcomes import result_title
from tests.scenes.conftest import FAST, table_of
from tests.scenes.test_evening_screens import games
from tests.scenes.test_practice_screens import SMALL, pook_game, press
from tests.scenes.test_review_scene import finish, open_review, totem_game
from tools.scale_games import play_pool
from tools.screen_walk import cut_buttons, shrunk_widgets


def app_at(tmp_path, window, language="en", scale=100):
    app = App(AppOptions(language=language, config_dir=tmp_path, data_dir=tmp_path / "data",
                         fps=0, fixed_dt=FAST, window_size=window))
    if scale != 100:
        app.ctx.change_settings(text_scale=scale)
    return app


def history(app):
    for game in games():
        app.ctx.saves.write(game)
    app.stack.push(HistoryScene)
    app.stack.apply_pending()
    app.frame(FAST)
    return app.stack.top


def key(scene, name, unicode=""):
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=name, mod=0, unicode=unicode))


def test_a_row_says_who_won_and_the_ranking_first_whole_at_150_in_french(tmp_path):
    """1366×768's window (its canvas 1551×800), French, 150 %: five seats with 16-letter
    names; each row's first line is the end screen's title, then every seat's place, whole
    name and number, in the text size asked for, inside the row."""
    app = app_at(tmp_path, (1334, 688), "fr", 150)
    try:
        scene = history(app)
        tr, assets = app.ctx.tr, app.ctx.assets
        assert {row.game for row in scene.shown} == {"rok", "totem"}
        for index, entry in enumerate(scene.shown):
            rect = scene.row_rect(index)
            lines = scene.row_texts(rect, entry)
            names = [seat.name for seat in entry.seats]
            assert lines[0][0] == "result"
            assert lines[0][1] == result_title(tr, entry.game, entry.ending, names)
            ranking = [line for line in lines if line[0].startswith("ranking_")]
            assert lines[1:1 + len(ranking)] == ranking  # right under who won
            said = " ".join(text for _, text, *_ in ranking)
            assert "…" not in said and "…" not in lines[0][1]
            for seat, number in zip(entry.seats, entry.ending.get("scores") or
                                    entry.ending["defenders"], strict=True):
                assert f"{seat.name}" in said and f" {number}" in said
            assert all(font.get_height() == assets.font(17).get_height()
                       for _, _, font, *_ in ranking)  # not shrunk to fit
            for _, text, font, _, (x, y) in lines:
                assert rect.contains(pygame.Rect(x, y, *font.size(text))), text
        assert not problems(scene.regions(), app.ctx.canvas)
    finally:
        app.close()


def test_a_row_s_actions_are_small_icons_with_tooltips_and_keys(fast_app):
    scene = history(fast_app)
    tr = fast_app.ctx.tr
    slot, row = scene.slots[0], scene.row_rect(0)
    width = sum(button.rect.width for button in slot.values())
    assert width * 4 <= row.width  # (four buttons took about 60 % of a row)
    for name, words in (("watch", "history.watch"), ("review", "review.open"),
                        ("export", "history.export"), ("delete", "saves.delete")):
        assert tr(words) in slot[name].tool_tip_text
        assert row.contains(slot[name].rect)
    for _ in range(40):  # Tab to the first row's words, as a player does
        key(scene, pygame.K_TAB, "\t")
        if scene.focus.current(scene.key_zones()).key == "row:0":
            break
    first = scene.shown[0].name
    key(scene, pygame.K_e, "e")
    assert len(list(fast_app.ctx.export_dir.glob("*.tablee.json"))) == 1
    key(scene, pygame.K_DELETE)
    assert slot["delete"].text == tr("saves.really_delete") and slot["delete"].visible
    assert not slot["watch"].visible  # asking: its words take the icons' place
    assert not problems(scene.regions(), fast_app.ctx.canvas)
    key(scene, pygame.K_DELETE)
    assert first not in [entry.name for entry in fast_app.ctx.saves.scan()]
    for _ in range(40):
        key(scene, pygame.K_TAB, "\t")
        if scene.focus.current(scene.key_zones()).key == "row:0":
            break
    key(scene, pygame.K_w, "w")
    fast_app.stack.apply_pending()
    assert table_of(fast_app).watch is not None


@pytest.mark.parametrize(("window", "language", "scale"), [
    ((1920, 1080), "en", 100), ((1248, 640), "fr", 100), ((1280, 800), "en", 150)])
def test_games_played_fills_the_canvas(tmp_path, window, language, scale):
    """The rows take the width left of the stats, the stats reach the canvas's right
    margin, a taller canvas lists more rows; nothing overlaps or leaves the canvas."""
    small = app_at(tmp_path / "small", (1280, 800), language, scale)
    try:
        per_page_at_800 = history(small).rows_per_page
    finally:
        small.close()
    app = app_at(tmp_path, window, language, scale)
    try:
        scene, canvas = history(app), app.ctx.canvas
        layout = scene.layout
        assert layout.stats.right == canvas.right - 40 and layout.rows_area.left == 40
        assert layout.rows_area.right + 20 == layout.stats.left
        if canvas.height > 800:
            assert scene.rows_per_page > per_page_at_800
        assert scene.title_rect().centerx == canvas.centerx
        assert not problems(scene.regions(), canvas)
    finally:
        app.close()


def practice_game() -> SavedGame:
    from tests.game.test_practice import finished, played

    seats = (Seat("Léa"), Seat("Robot", BOT, "normal"))
    record = practice_record(load_game("totem"), played("totem", 8, 4).state, 0, 3, 4)
    return SavedGame.start("totem", record.seed, seats, record.options).advanced(
        finished(record).record, True)


def test_a_practice_game_s_statistics_say_it_is_unrated(bilingual_app):
    app = bilingual_app
    app.stack.push(GameStatsScene, StatsPayload(practice_game()))
    app.stack.apply_pending()
    app.frame(FAST)
    tr = app.ctx.tr
    lines = dict(app.stack.top.lines())
    assert lines[tr("evening.ratings.rating")] == [tr("evening.ratings.unrated_practice")] * 2
    assert tr("evening.ratings.unrated_practice") in ("Unrated (practice)",
                                                     "Hors classement (entraînement)")
    assert not problems(app.stack.top.regions(), app.ctx.canvas)


def test_game_statistics_are_centred_on_a_large_canvas(tmp_path):
    app = app_at(tmp_path, (1920, 1080), "fr", 150)
    try:
        app.stack.push(GameStatsScene, StatsPayload(games()[0]))
        app.stack.apply_pending()
        app.frame(FAST)
        scene = app.stack.top
        assert scene.panel.centerx == app.ctx.canvas.centerx
        assert scene.panel.bottom == app.ctx.canvas.bottom - 84
        assert not problems(scene.regions(), app.ctx.canvas)
    finally:
        app.close()


def test_the_banner_curve_s_words_grow_at_150(fast_app, monkeypatch):
    """Pook's review, its Banner curve shown at 150 %: the curve takes the chart's place, its
    shares and turns in the grown font, and the sentence naming the play that gave away the
    most, in the side panel, in the grown font too (it once fell back to its 100 % size)."""
    from scenes.shell.review_banner import banner_words

    monkeypatch.setattr(reviewer, "BUDGET", SMALL)
    fast_app.ctx.change_settings(text_scale=150)
    scene = open_review(fast_app, pook_game())
    finish(fast_app, scene)
    fast_app.frame(FAST)
    press(scene, "#review_banner")
    fast_app.frame(FAST)
    found = {r.name: pygame.Rect(r.box) for r in scene.regions()}
    sentence = banner_words(fast_app.ctx.tr, scene.banner_curve(), scene.names)[1]
    grown = fast_app.ctx.assets.font(16)
    box = found["side_5"]  # (three lines of summary, a gap, the title, then the sentence)
    assert box.height == len(wrap(sentence, grown, box.width)) * grown.get_linesize()
    assert found["chart"].contains(found["banner_curve"]) and found["side"].contains(box)
    small = fast_app.ctx.assets.font(13)
    assert found["banner_turns"].height >= small.get_height() > 13  # (grown)
    assert not problems(scene.regions(), fast_app.ctx.canvas)


def rok_pool_game() -> SavedGame:
    """A RÖK game of more throws with pairs than a page of the review lists."""
    record = play_pool("rok", 1, 2)[0]
    seats = tuple(Seat(name, HUMAN if i == 0 else BOT, None if i == 0 else "hard")
                  for i, name in enumerate(("Léa", "Tom", "Ana", "Bo", "Cy")[:record.players]))
    return SavedGame.start("rok", record.seed, seats, {}).advanced(record, True)


@pytest.mark.parametrize(("game", "buttons"), [
    ("totem", {"#review_show_0", "#review_retry_0", "#review_play_on_0"}),
    ("pook", {"#review_banner"}),
    ("rok", {"#review_train", "#review_previous", "#review_next"})])
def test_the_review_s_buttons_grow_with_their_words_at_150_in_french(tmp_path, monkeypatch,
                                                                       game, buttons):
    """1366×768's window (its canvas 1551×800), French, 150 %: a costly decision's Show,
    Retry and Play on, Pook's switch, RÖK's Train your eye, Previous and Next are as large
    as their grown words (they were set smaller, to fit their boxes at 100 %), and overlap
    nothing."""
    monkeypatch.setattr(reviewer, "BUDGET", SMALL)
    app = app_at(tmp_path, (1334, 688), "fr", 150)
    try:
        saved = {"totem": totem_game, "pook": pook_game, "rok": rok_pool_game}[game]()
        scene = open_review(app, saved)
        finish(app, scene)
        app.frame(FAST)
        shown = [b for b in scene._actions if b.visible]
        assert buttons <= {b.get_object_ids()[-1] for b in shown}
        assert shrunk_widgets(app) == [] and cut_buttons(app) == []
        rects = [b.rect for b in shown]
        assert not any(a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:])
        assert not problems(scene.regions(), app.ctx.canvas)
    finally:
        app.close()


@pytest.mark.parametrize("window", [(1280, 800), (1920, 1080)])
def test_the_drill_s_result_grows_at_150(tmp_path, window):
    """The drill's result under its chart (the session's median against the model's) in the
    grown font: the chart gives it the room."""
    from scenes.shell.drill import DrillScene

    app = app_at(tmp_path, window, "fr", 150)
    try:
        app.stack.push(DrillScene, "Léa")
        app.stack.apply_pending()
        drill = app.stack.top
        press(drill, "#drill_start")
        while drill.drill is not None:
            table = drill.drill
            drill.click(next(drill.at(x, y) for r, x, y in table.runes if table.right(r)))
        app.frame(FAST)
        found = {r.name: pygame.Rect(r.box) for r in drill.regions()}
        grown, done = app.ctx.assets.font(16), drill.done
        tr = app.ctx.tr
        model = percentiles(model_times(done.kind, done.size))
        words = tr("practice.drill.result", median=tr.decimal(done.median, 2),
                   model=tr.decimal(model[1], 2), count=done.misses)
        box = found["result"]
        assert box.height == len(wrap(words, grown, box.width)) * grown.get_linesize()
        assert drill.panel.contains(box) and found["chart"].bottom < box.top
        assert drill.panel.right == app.ctx.canvas.right - 40
        assert not problems(drill.regions(), app.ctx.canvas)
    finally:
        app.close()
