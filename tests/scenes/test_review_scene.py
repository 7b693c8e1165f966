"""The review screen: made off the frame with a progress bar, kept beside the games (opened
again at once), cancelled on request; Show opens the replay at the decision through the
seat's eyes; reachable from the end screen and from Games played (small budgets: quick)."""

from __future__ import annotations

import pytest

from game.core import GameRecord, Rng
from game.games import load_game
from game.match import Match
from game.review.turns import Budget
from game.rok.bots import bot_game
from game.saves import BOT, SavedGame, Seat
from game.totem.bots import make_bot
from scenes.frame.payloads import ReviewPayload
from scenes.kit import reviewer
from scenes.kit.regions import problems
from scenes.shell.review import ReviewScene
from tests.scenes.conftest import FAST, table_of

SMALL = Budget(iterations=20, samples=4)


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reviewer, "BUDGET", SMALL)


def totem_game(seed: int = 4, moves: int | None = None) -> SavedGame:
    bot, rng = make_bot("normal"), Rng(seed)
    match = Match.new(load_game("totem"), 2, seed)
    while not match.state.is_terminal():
        match.play(bot.choose(match.state.view(match.state.current_player), rng))
    record = match.record
    if moves is not None:
        record = GameRecord("totem", 2, seed, {}, record.actions[:moves])
    seats = (Seat("Léa"), Seat("Robot", BOT, "normal"))
    return SavedGame.start("totem", seed, seats, {}).advanced(record, True)


def rok_game(names: tuple[str, str, str] = ("Léa", "Robot", "Bot")) -> SavedGame:
    played: list[str] = []
    bot_game(["easy", "hard", "normal"], 7, played=played)
    seats = (Seat(names[0]), Seat(names[1], BOT, "hard"), Seat(names[2], BOT, "normal"))
    return SavedGame.start("rok", 7, seats, {}).advanced(
        GameRecord("rok", 3, 7, {}, tuple(played)), True)


def open_review(app, saved: SavedGame) -> ReviewScene:
    app.stack.push(ReviewScene, ReviewPayload(saved))
    app.stack.apply_pending()
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    return scene


def finish(app, scene: ReviewScene, frames: int = 600) -> None:
    for _ in range(frames):
        if scene.reviewer is not None and not scene.reviewer.busy:
            return
        scene.reviewer.job.wait(0.05)  # type: ignore[union-attr]
        app.frame(FAST)
    raise AssertionError("the review never came")


def test_a_review_is_made_off_the_frame_kept_and_opened_again_at_once(bilingual_app) -> None:
    saved = totem_game(moves=14)
    scene = open_review(bilingual_app, saved)
    assert scene.reviewer is not None and scene.reviewer.busy  # nothing kept yet: it works
    assert not scene.still()
    finish(bilingual_app, scene)
    bilingual_app.frame(FAST)
    review = scene.reviewer.review
    assert review is not None and review.decisions
    assert {d.seat for d in review.decisions} == {0}  # the human's decisions only
    assert not problems(scene.regions(), (0, 0, 1280, 800))
    assert not scene.still()  # the new widgets are drawn a few frames before it rests
    for _ in range(3):
        bilingual_app.frame(FAST)
    assert scene.still()
    kept = list((bilingual_app.ctx.library.data_dir / "reviews").glob("*.json"))
    assert len(kept) == 1
    bilingual_app.stack.pop()
    bilingual_app.stack.apply_pending()
    again = open_review(bilingual_app, saved)
    assert again.reviewer is not None and not again.reviewer.busy
    assert again.reviewer.review == review


def test_show_opens_the_replay_at_the_decision_and_draws_the_better_move(
        fast_app, monkeypatch) -> None:
    monkeypatch.setattr(reviewer, "BUDGET", Budget(iterations=100, samples=64))
    scene = open_review(fast_app, totem_game())
    finish(fast_app, scene)
    fast_app.frame(FAST)
    worst = scene.worst()
    assert worst, "a game of Normal moves still gives something away"
    assert all(d.named for d in worst)  # confirmed by new samples
    show = next(b for b in scene._actions if b.get_object_ids()[-1] == "#review_show_0")
    scene._actions[show]()
    fast_app.stack.apply_pending()
    table = table_of(fast_app)
    assert table.watch is not None and table.watch.position == worst[0].index
    assert table.watch.eyes == 0 and table.viewer == 0
    assert not table.session.everything  # the hidden cards stay hidden
    assert table.view["hands"] is None
    better = table.watch.better_move()
    assert better == worst[0].best and better in table.view["legal"]
    marks = table.keys.hint_marks(better)
    assert marks  # the card(s) it plays, and where: ringed on the table
    fast_app.frame(FAST)
    table.update_status()
    assert "Better:" in table.status_line.status[0]
    if len(marks) > 1:  # and an arrow from the card to where it goes
        a, b = marks[0].center, marks[-1].center
        middle = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        assert tuple(fast_app.screen.canvas.get_at(middle))[:3] == fast_app.ctx.palette.accent
    table.watch.seek(worst[0].index + 1)
    assert table.watch.better_move() == ""  # only where it was found


def test_cancel_stops_the_review_and_keeps_nothing(fast_app) -> None:
    scene = open_review(fast_app, totem_game())
    assert scene.reviewer is not None and scene.reviewer.busy
    work = scene.reviewer
    scene.cancel()
    fast_app.stack.apply_pending()
    assert not isinstance(fast_app.stack.top, ReviewScene)
    assert work.stop.is_set()
    assert not list((fast_app.ctx.library.data_dir / "reviews").glob("*.json"))


def test_rok_review_lists_throws_and_missed_pairs(bilingual_app) -> None:
    scene = open_review(bilingual_app, rok_game())
    finish(bilingual_app, scene)
    bilingual_app.frame(FAST)
    assert scene.throws() and scene.median() is not None
    assert not problems(scene.regions(), (0, 0, 1280, 800))
    if scene.missed():
        miss = scene.missed()[0]
        scene.show(miss["index"], 0)
        bilingual_app.stack.apply_pending()
        assert table_of(bilingual_app).watch.position == miss["index"]


def test_rok_review_writes_each_pair_and_long_name_whole(sized_app) -> None:
    """With the longest real names, at larger text on the smallest canvas: every throw is on
    a page with all its contested pairs, who took each written whole (a row's pairs go on in
    lines below, the row as tall as they are, rather than cut or left out), the throws'
    words whole in a column as wide as the widest; nothing overlaps."""
    from tools.screen_walk import LONG_NAMES, Spy

    scene = open_review(sized_app, rok_game(LONG_NAMES[:3]))
    finish(sized_app, scene)
    rows, throws = scene.rok().rows, scene.throws()
    assert [k for page in range(len(rows.pages)) for k in rows.page_of(page)] == \
        list(range(len(throws)))
    for page in range(len(rows.pages)):
        with Spy() as spy:
            scene.turn_page(page - scene.page)
            sized_app.frame(FAST)
        assert [text for text in spy.drawn if "…" in text] == []
        for k in rows.page_of(page):
            assert scene.rok().throw_words(throws[k]) in spy.drawn
            for entry in throws[k]["pairs"]:
                assert scene.rok().taker_words(entry) in spy.drawn
        assert not problems(scene.regions(), sized_app.ctx.canvas)


def test_nobody_to_review_says_so(fast_app) -> None:
    saved = totem_game(moves=6)
    saved = SavedGame.start("totem", 4, (Seat("A", BOT, "easy"), Seat("B", BOT, "easy")),
                            {}).advanced(saved.record, True)
    scene = open_review(fast_app, saved)
    assert scene.reviewer is not None and not scene.reviewer.busy
    assert any(r.name == "message" for r in scene.regions())


def test_the_end_screen_offers_the_review_when_someone_played_by_hand(bilingual_app) -> None:
    from scenes.table.end_overlay import EndOverlay, EndPayload

    saved = totem_game(moves=8)
    payload = EndPayload("Léa wins!", "All defenders beaten", ("Player",), (("Léa",),),
                         review=saved)
    bilingual_app.stack.push(EndOverlay, payload)
    bilingual_app.stack.apply_pending()
    overlay = bilingual_app.stack.top
    ids = [r.name for r in overlay.regions() if r.kind == "widget"]
    assert ids == ["#end_again", "#end_look", "#end_menu", "#end_review"]
    assert not problems(overlay.regions(), (0, 0, 1280, 800))  # (over a table: test_layout)
    overlay.review()
    bilingual_app.stack.apply_pending()
    assert isinstance(bilingual_app.stack.top, ReviewScene)
    bilingual_app.stack.top.reviewer.close()


def test_games_played_opens_a_row_s_review(fast_app) -> None:
    from scenes.shell.history import HistoryScene

    saved = totem_game(moves=8)
    fast_app.ctx.saves.write(saved)
    fast_app.stack.push(HistoryScene)
    fast_app.stack.apply_pending()
    history = fast_app.stack.top
    assert not problems(history.regions(), (0, 0, 1280, 800))
    history.review(history.shown[0])
    fast_app.stack.apply_pending()
    scene = fast_app.stack.top
    assert isinstance(scene, ReviewScene) and scene.saved.record == saved.record
    finish(fast_app, scene)
