"""Games played tells the results as the end screen does: who won and the
numbers that decided it (a Totem game decided on level totals shows its totals, T26);
lessons are listed, marked, kept out of the stats and shown apart by their filter."""

from __future__ import annotations

from game.replay import Replay
from game.saves import BOT, SavedGame, Seat
from game.stats import Finished, player_stats
from scenes.app.smoke import Probe
from scenes.shell.history import HistoryScene
from scenes.table.outcomes import result_title
from tests.game.test_replay import random_record
from tests.scenes.conftest import FAST
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_layout import check


def totem_decided_on_totals() -> SavedGame:
    """Seed 43: both keep 2 defenders; totals 20 against 25 decide (T26)."""
    record = random_record("totem", 2, 43)
    final = Replay.of(record).final
    assert final.end_reason == "deck_exhausted_total" and final.scores() == [2, 2]
    seats = (Seat("Léa"), Seat("Robot", BOT, "normal"))
    return SavedGame.start("totem", 43, seats, {}).advanced(record, True)


def history_of(app, *games):
    for saved in games:
        app.ctx.saves.write(saved)
    app.stack.push(HistoryScene)
    app.stack.apply_pending()
    app.frame(FAST)
    return app.stack.top


def test_T26_a_game_decided_on_totals_is_listed_with_its_totals(fast_app):
    saved = totem_decided_on_totals()
    history = history_of(fast_app, saved)
    [entry] = history.shown
    lines = {name: text for name, text, *_ in history.row_texts(history.row_rect(0), entry)}
    view = Replay.of(saved.record).final.view(0)
    assert entry.ending["totals"] == [20, 25]  # the index keeps what decided the game
    assert lines["result"] == result_title(fast_app.ctx.tr, "totem", view, ["Léa", "Robot"])
    assert lines["result"] == "Robot wins!"  # as the end screen's title says it
    assert lines["ranking_0"] == "Totals: 1. Robot (Bot — normal) 25 · 2. Léa 20"
    assert "Defenders" not in " ".join(lines.values())  # not the equal counts that did not


def test_a_finished_lesson_is_marked_kept_out_of_the_stats_and_shown_apart(fast_app):
    real = totem_decided_on_totals()
    lesson = SavedGame.start("totem", 43, real.seats, {}, lesson=True).advanced(real.record,
                                                                                True)
    history = history_of(fast_app, real, lesson)
    assert len(history.shown) == 2
    rows = {e.lesson: {n: t for n, t, *_ in history.row_texts(history.row_rect(i), e)}
            for i, e in enumerate(history.shown)}
    assert rows[True]["detail"].startswith("Totem (lesson)")
    assert "lesson" not in rows[False]["detail"]
    assert history.stats.total.played == 1  # the lesson is not counted (by SQL)
    winners = tuple(Replay.of(real.record).final.winners())
    records = [Finished("totem", real.seats, winners, False),
               Finished("totem", real.seats, winners, True)]
    assert history.stats == player_stats(records)["Léa"]  # as the records count them
    run(fast_app, Probe(fast_app).click("#filter_lessons"))
    assert [e.lesson for e in history.shown] == [True]
    run(fast_app, Probe(fast_app).click("#filter_all"))
    assert len(history.shown) == 2


def test_a_practice_game_is_marked_on_its_row_whole_at_larger_text(sized_app):
    """A practice game (started from a redealt position) says "Practice" first on its
    row's last line, whole even at 150 % text with long names; the ordinary game beside it
    does not."""
    from game.games import load_game
    from game.practice import practice_record
    from tests.game.test_practice import finished, played

    tr, long = sized_app.ctx.tr, ("W" * 16, "M" * 16)
    seats = (Seat(long[0]), Seat(long[1], BOT, "normal"))
    record = practice_record(load_game("totem"), played("totem", 8, 4).state, 0, 3, 4)
    practice = SavedGame.start("totem", record.seed, seats, record.options).advanced(
        finished(record).record, True)
    history = history_of(sized_app, totem_decided_on_totals(), practice)
    rows = {e.practice: {n: t for n, t, *_ in history.row_texts(history.row_rect(i), e)}
            for i, e in enumerate(history.shown)}
    mark = tr("practice.practice")
    assert mark in ("Practice", "Entraînement")
    game = tr("games.totem.name")
    assert rows[True]["detail"].startswith(f"{game} · {mark}") and "…" not in rows[True]["detail"]
    assert mark not in rows[False]["detail"]
    check(sized_app, "Games played with a practice game")
