"""Practice from the review: Retry opens an ordinary table at the decision, redealt from the
seat's view, and the choice made there comes back judged; Play on opens a practice game
against bots; Pook's review draws what the seat's plays gave away of its Banner."""

from __future__ import annotations

import functools
from dataclasses import replace

import pygame
import pytest

from game.core import GameRecord, Rng
from game.games import load_game
from game.match import Match
from game.practice import is_practice, practice_seat
from game.replay import Replay
from game.review.cache import ReviewCache
from game.review.retried import OnCards
from game.review.turns import Budget
from game.review.whole import SEED, review_game
from game.saves import BOT, SavedGame, Seat
from scenes.app.navigation import table_scene
from scenes.frame.payloads import WatchPayload
from scenes.kit import reviewer
from scenes.kit.regions import problems
from scenes.shell import review_words as words
from scenes.shell.retry import RetryScene
from scenes.shell.review_banner import peak_of, plot_of
from tests.scenes.conftest import FAST, table_of
from tests.scenes.test_layout import cut_buttons
from tests.scenes.test_review_scene import finish, open_review, totem_game

SMALL = Budget(iterations=20, samples=4)
REVIEW_BUDGET = Budget(iterations=100, samples=64)


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reviewer, "BUDGET", REVIEW_BUDGET)
    monkeypatch.setattr("scenes.shell.retry.BUDGET", SMALL)


def press(scene, key: str) -> None:
    button = next(b for b in scene._actions if b.get_object_ids()[-1] == key)
    scene._actions[button]()


@functools.cache
def review_of(record_json: str):
    """The review the screen makes of a game at this module's budget (the same engine,
    budget and seed: made once for the module's tests, kept in each app's cache)."""
    record = GameRecord.from_json(record_json)
    return review_game(load_game(record.game), record, (0,), REVIEW_BUDGET, SEED,
                       lambda done, total: None, lambda: False)


def reviewed(app, saved):
    if saved.record.game == "totem":  # (made once: each test finds it kept, as a player would)
        ReviewCache(app.ctx.library.data_dir / reviewer.REVIEWS).put(
            review_of(saved.record.to_json()))
    scene = open_review(app, saved)
    finish(app, scene)
    app.frame(FAST)
    assert scene.worst(), "a game of Normal moves still gives something away"
    return scene


def pressed_on_the_costliest(app, button: str):
    """A Totem game reviewed, ``button`` pressed on its costliest decision: the game and
    that decision."""
    saved = totem_game()
    review = reviewed(app, saved)
    decision = review.worst()[0]
    press(review, button)
    app.stack.apply_pending()
    return saved, decision


def test_retry_sets_the_table_from_the_seat_s_view_and_judges_the_new_choice(fast_app):
    saved, decision = pressed_on_the_costliest(fast_app, "#review_retry_0")
    fast_app.stack.apply_pending()
    table = table_of(fast_app)
    session = table.session
    assert is_practice(session.saved.record) and session.humans == [0]
    was = Replay(load_game("totem"), saved.record).state_at(decision.index)
    assert session.state.view(0) == was.view(0)
    assert session.state.to_json() != was.to_json()  # the opponent's cards dealt again
    opening = fast_app.ctx.tr("practice.log_start", turn=decision.turn, name="Léa")
    assert table.log.texts == [opening[:1].upper() + opening[1:]]  # not who started the game
    table.telling.replay_log()  # (written again from the record: the same)
    assert table.log.texts == [opening]
    choice = session.state.view(0)["legal"][-1]
    session.play(choice)
    fast_app.stack.apply_pending()
    retry = fast_app.stack.top
    assert isinstance(retry, RetryScene) and retry.chosen == choice
    for _ in range(400):
        if retry.judged is not None:
            break
        retry.worker.wait(0.05)
        fast_app.frame(FAST)
    assert retry.judged is not None and retry.judged.retried == choice
    assert retry.judged.played == decision.played
    fast_app.frame(FAST)
    assert not problems(retry.regions(), (0, 0, 1280, 800))
    play_on = next(b for b in retry._actions if b.get_object_ids()[-1] == "#retry_play_on")
    assert play_on.is_enabled
    press(retry, "#retry_play_on")
    fast_app.stack.apply_pending()
    on = table_of(fast_app).session
    assert is_practice(on.saved.record) and on.record.actions == (choice,)


def test_play_on_opens_a_practice_game_against_bots(fast_app):
    saved, decision = pressed_on_the_costliest(fast_app, "#review_play_on_0")
    session = table_of(fast_app).session
    assert is_practice(session.saved.record)
    assert session.humans == [0] and session.is_bot(1)
    was = Replay(load_game("totem"), saved.record).state_at(decision.index)
    assert session.state.view(0) == was.view(0)


def pook_game(seed: int = 3) -> SavedGame:
    spec, rng = load_game("pook"), Rng(seed)
    bot = spec.bots["normal"]()
    match = Match.new(spec, 3, seed)
    while not match.state.is_terminal():
        answer = bot.choose(match.state.view(match.state.current_player), rng)
        match.play(answer)
    seats = (Seat("Léa"), Seat("Robot", BOT, "normal"), Seat("Bot", BOT, "normal"))
    return SavedGame.start("pook", seed, seats, {}).advanced(
        GameRecord("pook", 3, seed, {}, match.record.actions), True)


def test_the_pook_review_draws_what_the_plays_gave_away(bilingual_app, monkeypatch):
    monkeypatch.setattr(reviewer, "BUDGET", SMALL)
    scene = open_review(bilingual_app, pook_game())
    finish(bilingual_app, scene)
    bilingual_app.frame(FAST)
    assert not problems(scene.regions(), (0, 0, 1280, 800))
    press(scene, "#review_banner")
    bilingual_app.frame(FAST)
    regions = {r.name: r for r in scene.regions()}
    assert {"banner_title", "banner_shares", "banner_curve", "banner_turns"} <= set(regions)
    assert regions["banner_curve"].box[2] >= bilingual_app.ctx.canvas.width // 2  # large
    assert not problems(scene.regions(), (0, 0, 1280, 800))
    curve = scene.banner_curve()
    assert len(curve.rivals) == 2 and f"#review_reader_{curve.reader}" in {
        b.get_object_ids()[-1] for b in scene._actions}
    other = next(r for r in curve.rivals if r != curve.reader)
    press(scene, f"#review_reader_{other}")  # the other rival's reading, in the chart's place
    assert scene.banner_curve().reader == other
    bilingual_app.frame(FAST)
    assert not problems(scene.regions(), (0, 0, 1280, 800))
    assert scene.banner_curve().costliest is not None  # its peak opens that turn's replay
    press(scene, "#review_peak")
    bilingual_app.stack.apply_pending()
    assert bilingual_app.stack.top is not scene and bilingual_app.stack.top.watch is not None
    bilingual_app.stack.pop()
    bilingual_app.stack.apply_pending()
    curve = scene.banner_curve()  # the peak's coin itself answers a click
    _, points = plot_of(scene.places.chart, curve, scene.banner_title(curve),
                        bilingual_app.ctx.assets)
    peak = peak_of(curve, points)
    assert scene.handle_input(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=peak, button=1))
    bilingual_app.stack.apply_pending()
    assert bilingual_app.stack.top.watch is not None
    bilingual_app.ctx.change_settings(text_scale=150)  # its words grow, still in its panel
    bilingual_app.frame(FAST)
    assert bilingual_app.ctx.assets.font(13).size("100 %")[0] > 40 - 4  # (the old room)
    assert not problems(scene.regions(), (0, 0, 1280, 800))


def test_a_drill_times_each_table_to_the_right_click_and_keeps_the_session(bilingual_app):
    """Opened from Léa's RÖK review, the drill keeps her times under her name with each
    table's seed (what the Matched bot's fit deals again), and says so."""
    from game.rok.drill import ROUNDS, DrillLog, make_drill
    from scenes.shell.drill import DrillScene
    from tests.scenes.test_review_scene import rok_game

    app = bilingual_app
    review = open_review(app, rok_game())
    finish(app, review)
    app.frame(FAST)
    press(review, "#review_train")
    app.stack.apply_pending()
    drill = app.stack.top
    assert isinstance(drill, DrillScene) and drill.who == "Léa"
    assert drill.whose() == app.ctx.tr("practice.drill.whose", name="Léa")
    assert "whose" in {r.name for r in drill.regions()}
    assert not problems(drill.regions(), (0, 0, 1280, 800))
    assert cut_buttons(app) == []  # each drill's name whole on its button, in either language
    press(drill, "#drill_twin")
    press(drill, "#drill_size_12")
    press(drill, "#drill_start")
    for round_no in range(ROUNDS):
        table = drill.drill
        assert table is not None and len(table.runes) == 12 and drill.round == round_no + 1
        assert not problems(drill.regions(), (0, 0, 1280, 800))
        for _ in range(3):
            app.frame(FAST)
        wrong = next(drill.at(x, y) for r, x, y in table.runes if not table.right(r))
        drill.click(wrong)
        right = next(drill.at(x, y) for r, x, y in table.runes if table.right(r))
        drill.click(right)
    assert drill.drill is None and drill.done is not None
    assert drill.done.misses == ROUNDS and len(drill.done.times) == ROUNDS
    assert all(t == pytest.approx(3 * FAST) for t in drill.done.times)
    app.frame(FAST)
    assert not problems(drill.regions(), (0, 0, 1280, 800))
    assert {"chart", "chart_legend"} <= {r.name for r in drill.regions()}
    assert DrillLog(app.ctx.library.data_dir).earlier("twin", 12, "Léa") == [drill.done]
    assert [t for t, _, _ in drill.done.tables()] == [make_drill("twin", 12, Rng(seed))
                                                      for seed in drill.done.seeds]


def test_play_on_from_any_moment_of_a_game_watched_again(fast_app):
    """From the watch-again table: the seat whose eyes are chosen plays on from the position
    shown, its view as it was, every other seat a bot of the level chosen; not from the end."""
    saved = pook_game()
    fast_app.stack.push(table_scene("pook"), WatchPayload(saved, Replay.of(saved.record)))
    fast_app.stack.apply_pending()
    scene = table_of(fast_app)
    watcher = scene.watch
    watcher.seek(watcher.end)
    assert not watcher.play_on_button.is_enabled  # (the game is over there)
    watcher.play_on()
    assert table_of(fast_app) is scene
    watcher.seek(10)
    assert watcher.play_on_button.is_enabled
    watcher.set_eyes("2")  # through the eyes of a seat a bot played
    level_menu = next(w for w in scene._changes if "#watch_level" in w.get_object_ids())
    scene._changes[level_menu]("hard")
    press(scene, "#watch_play_on")
    fast_app.stack.apply_pending()
    table = table_of(fast_app)
    assert table is not scene
    session = table.session
    assert is_practice(session.saved.record) and practice_seat(session.saved.record) == 2
    assert session.humans == [2] and session.saved.seats[2].name == "Bot"
    assert [(s.kind, s.level) for s in session.saved.seats[:2]] == [(BOT, "hard"), (BOT, "hard")]
    was = Replay(load_game("pook"), saved.record).state_at(10)
    assert session.state.view(2) == was.view(2) and session.record.actions == ()


def test_the_drill_screen_holds_its_words_at_larger_text(sized_app):
    """At 125 and 150 % text, in both languages: each drill's name whole on its button and
    under the panel's heading, the heading and whose times these are inside the panel."""
    from scenes.shell.drill import DrillScene
    from tests.scenes.test_layout import check

    sized_app.stack.push(DrillScene, "Léa")
    sized_app.stack.apply_pending()
    drill = sized_app.stack.top
    for kind in ("#drill_twin", "#drill_pair"):
        press(drill, kind)
        check(sized_app, f"the drill screen, {kind} chosen")
        shown = {r.name: pygame.Rect(r.box) for r in drill.regions()}
        assert {"panel_title", "whose"} <= set(shown)
        panel = drill.panel
        assert panel.contains(shown["panel_title"]) and panel.contains(shown["whose"])
        first = next(b for b in drill._actions if b.get_object_ids()[-1] == "#drill_pair")
        assert shown["panel_title"].bottom <= first.get_abs_rect().top
    press(drill, "#drill_start")
    while drill.drill is not None:
        check(sized_app, "a drill's table")
        table = drill.drill
        drill.click(next(drill.at(x, y) for r, x, y in table.runes if table.right(r)))
    check(sized_app, "a drill's times on their chart")


def test_a_rok_practice_table_says_from_which_throw_it_plays_on(fast_app):
    """RÖK's log opens with the throw the practice was dealt from (counted as in the game it
    came from), not with who throws first."""
    from scenes.table.play_on import play_on
    from tests.scenes.test_review_scene import rok_game

    saved = rok_game()
    replay = Replay(load_game("rok"), saved.record)
    index = next(i for i, t in enumerate(replay.turns) if t == 3)
    play_on(fast_app.ctx, saved, index, 0, 5)
    fast_app.stack.apply_pending()
    table = table_of(fast_app)
    assert is_practice(table.session.saved.record)
    said = fast_app.ctx.tr("practice.log_start_throw", turn=3, name="Léa")
    assert table.log.texts[0] == said[:1].upper() + said[1:]


def play_a_drill(app):
    """Open the drills for Léa and play one session of correct clicks; the scene."""
    from game.rok.drill import ROUNDS
    from scenes.shell.drill import DrillScene

    app.stack.push(DrillScene, "Léa")
    app.stack.apply_pending()
    drill = app.stack.top
    press(drill, "#drill_start")
    for _ in range(ROUNDS):
        table = drill.drill
        app.frame(FAST)
        drill.click(next(drill.at(x, y) for r, x, y in table.runes if table.right(r)))
    app.frame(FAST)
    assert drill.done is not None
    return drill


def test_a_damaged_drill_log_is_put_aside_and_the_player_told_where(bilingual_app):
    """Five earlier sessions, one byte of the third damaged: the session just played is kept
    with the four still whole, and a notice names the damaged copy's place."""
    from game.rok.drill import LOG_FILE, DrillLog
    from tests.game.rok.test_drill_log import five, spans

    app = bilingual_app
    folder = app.ctx.library.data_dir
    _, kept, raw = five(folder)
    at = raw.index(b"3.25", spans(raw, kept)[2][0])  # (a time of the third: it is lost)
    (folder / LOG_FILE).write_bytes(raw[:at] + b"\xff" + raw[at + 1:])
    drill = play_a_drill(app)
    copy = folder / f"{LOG_FILE}.bak"
    told = app.ctx.tr("practice.drill.log_damaged", count=4, kept_as=str(copy),
                      reason=f"{LOG_FILE}: not UTF-8 text (byte {at})")
    assert [n.text for n in app.ctx.notices.items if n.warning] == [told]
    assert str(copy) in told and copy.read_bytes()[at] == 0xFF
    assert DrillLog(folder).sessions() == [*kept[:2], *kept[3:], drill.done]
    assert not problems(drill.regions(), (0, 0, 1280, 800))


def test_a_folder_in_the_drill_logs_place_is_left_and_the_session_said_unsaved(fast_app):
    from game.rok.drill import LOG_FILE

    (fast_app.ctx.library.data_dir / LOG_FILE).mkdir(parents=True)
    play_a_drill(fast_app)
    texts = [n.text for n in fast_app.ctx.notices.items if n.warning]
    assert texts == [fast_app.ctx.tr("practice.drill.not_saved",
                                     reason=f"{LOG_FILE} was left where it is (a folder)")]
    assert (fast_app.ctx.library.data_dir / LOG_FILE).is_dir()


def judged_try(app, retry: RetryScene, choice: str) -> None:
    """``choice`` played at the retry table, and its judgement come back."""
    table = table_of(app)
    table.session.play(choice)
    app.stack.apply_pending()
    assert app.stack.top is retry
    for _ in range(400):
        if retry.judged is not None:
            return
        retry.worker.wait(0.05)
        app.frame(FAST)
    raise AssertionError("the try was never judged")


def ids(scene) -> set[str]:
    return {b.get_object_ids()[-1] for b in scene._actions}


def test_the_better_move_is_found_before_it_is_shown(fast_app):
    """The review's sentence hides the better move; a try that is not better gets a hint and
    a way to the answer, a second such try the answer; back at the review it is named."""
    saved = totem_game()
    review = reviewed(fast_app, saved)
    decision = review.worst()[0]
    tr = fast_app.ctx.tr
    better = words.move_words(tr, "totem", "instead", decision.words_best, review.names,
                              fast_app.ctx.palette.power_words)
    assert better not in review.costly_words(decision)
    press(review, "#review_retry_0")
    fast_app.stack.apply_pending()
    retry = next(s for s in fast_app.stack._scenes if isinstance(s, RetryScene))
    judged_try(fast_app, retry, decision.played)  # the same move again: a miss
    assert retry.judged.grade == "same" and not retry.answer_shown
    hint = tr(f"practice.hint.totem.{decision.words_best[0]}")
    lines = retry.graded_lines(retry.judged)
    assert lines[-1] == tr("practice.hint_line", hint=hint) and better not in " ".join(lines)
    assert "#retry_answer" in ids(retry)
    press(retry, "#retry_again")  # a second deal, the same move again: the answer
    fast_app.stack.apply_pending()
    judged_try(fast_app, retry, decision.played)
    assert retry.answer_shown and better in retry.graded_lines(retry.judged)[-1]
    assert "#retry_answer" not in ids(retry)
    retry.back()
    fast_app.stack.apply_pending()
    assert fast_app.stack.top is review and better in review.costly_words(decision)


def test_the_answer_can_be_asked_for_after_one_miss(fast_app):
    saved = totem_game()
    review = reviewed(fast_app, saved)
    decision = review.worst()[0]
    press(review, "#review_retry_0")
    fast_app.stack.apply_pending()
    retry = next(s for s in fast_app.stack._scenes if isinstance(s, RetryScene))
    judged_try(fast_app, retry, decision.played)
    press(retry, "#retry_answer")
    assert retry.answer_shown
    fast_app.frame(FAST)
    assert not problems(retry.regions(), (0, 0, 1280, 800))


def retried_at_150(app) -> RetryScene:
    """At 150 %, the Totem review's costliest decision retried with the move made then
    (graded: a miss)."""
    app.ctx.change_settings(text_scale=150)
    review = reviewed(app, totem_game())
    decision = review.worst()[0]
    press(review, "#review_retry_0")
    app.stack.apply_pending()
    retry = next(s for s in app.stack._scenes if isinstance(s, RetryScene))
    judged_try(app, retry, decision.played)
    return retry


def test_a_graded_try_s_words_and_bars_never_overlap_at_150(bilingual_app):
    """After a miss, at 150 %: the try's grade and its hint over the bars, all whole, the
    bars inside the panel (the bars once stood at a fixed height, under three lines)."""
    app = bilingual_app
    retry = retried_at_150(app)
    app.frame(FAST)
    regions = {r.name: r for r in retry.regions()}
    assert {"line_0", "line_1", "line_2", "bar_label_0", "bar_2"} <= set(regions)
    assert not problems(retry.regions(), (0, 0, 1280, 800))
    lowest = max(pygame.Rect(regions[f"line_{k}"].box).bottom for k in range(3))
    assert pygame.Rect(regions["bar_0"].box).top > lowest
    assert retry.panel().contains(pygame.Rect(regions["bar_2"].box))


def test_with_these_cards_is_said_whole_over_the_bars_at_150(bilingual_app):
    """A try whose table's own cards give another verdict than every deal the seat could not
    tell apart says so ("with these cards"), under the grade and the answer, whole at
    150 %, the bars still below every line and inside the panel."""
    app = bilingual_app
    retry = retried_at_150(app)
    retry.judged = replace(retry.judged, cards=OnCards(0.6, 0.2, 0.6, "worse"))
    retry.show_answer()
    app.frame(FAST)
    tr = app.ctx.tr
    said = tr("practice.cards.worse", now=words.percent(0.2), then=words.percent(0.6))
    lines = retry.graded_lines(retry.judged)
    assert lines[-1] == said and len(lines) == 3
    regions = {r.name: r for r in retry.regions()}
    assert not problems(retry.regions(), (0, 0, 1280, 800))
    lowest = max(pygame.Rect(regions[f"line_{k}"].box).bottom for k in range(4))
    assert pygame.Rect(regions["bar_0"].box).top > lowest
    assert retry.panel().contains(pygame.Rect(regions["bar_2"].box))
