"""Guided first games at their tables (scenes.table.coaching): each lesson
is played to its end with the mouse and keys as a newcomer would, following the coach; a
move the step does not ask for is refused in the coach's words and changes nothing; a
lesson left half-way continues, coached, from the menu's saved game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pygame
import pytest

from game.games import load_game
from game.lessons import claim_failure, follow, move_of
from game.replay import Replay
from scenes.app.navigation import table_scene
from scenes.app.smoke import Probe
from scenes.frame.payloads import LessonPayload
from scenes.kit.regions import problems
from scenes.shell.menu import MenuScene
from scenes.table.coaching import lesson_of
from scenes.table.end_overlay import EndOverlay
from tests.scenes.conftest import FAST, table_of
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_saves_scene import wait_for_menu_scan

GAMES = ("pook", "totem", "rok")


def start_lesson(app, game, name="Zoé"):
    app.stack.push(table_scene(game), LessonPayload(game, name))
    app.stack.apply_pending()
    return table_of(app)


def learner_gesture(table, text):
    """The first gesture step of ``text`` at the table (None: not offered yet)."""
    if text.startswith("throw"):
        return ("key", "space") if table.my_turn else None
    if text.startswith("slide"):  # a scripted slide: any pull lands where the script says
        text = " ".join(text.split()[:2])
    steps = table.gestures().get(text)
    return steps[0] if steps else None


def play_lesson(app, table, rng, max_frames=6000, on_frame=None):
    """Follow the coach to the end: Next on notes, the asked move by mouse, then (free)
    random moves by mouse, until the results show. Returns the notes read."""
    probe, read = Probe(app), []
    for _ in range(max_frames):
        if isinstance(app.stack.top, EndOverlay):
            return read
        coach = table.coach
        if on_frame:
            on_frame(table)
        if coach.holding:
            read.append(coach.step.say)
            run(app, probe.click("#coach_next"))
            continue
        step = coach.step
        if table.my_turn and not table.board.moving:
            if step.do:
                gesture = learner_gesture(table, step.do[0])
            else:
                gestures = table.gestures()
                gesture = gestures[rng.choice(sorted(gestures))][0] if gestures else None
            if gesture is not None:
                run(app, probe.perform(gesture))
                continue
        app.frame(FAST)
    raise AssertionError(f"the lesson did not end; stuck at {table.coach.step}")


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_is_played_to_its_end_following_the_coach(fast_app, game):
    table = start_lesson(fast_app, game)
    lesson = lesson_of(game)
    assert table.coach is not None and table.session.saved.lesson
    assert table.log_rect.top > table.coach.rect.bottom  # the coach stands above a shorter log
    overlaps, numbers, again = [], [], []
    read_step = None  # the step whose words wait for Next (then: just read)

    def look(table):
        nonlocal read_step
        coach = table.coach
        step = coach.step
        if step is not None and step.point and (step.bot or table.my_turn) \
                and not table.board.moving:  # (a button shows when it may be pressed)
            assert table.lesson.target(step.point) is not None, step
        found = problems(table.regions(), (0, 0, 1280, 800))
        overlaps.extend(p for p in found if "coach" in p)
        number = coach.number()
        if not numbers or numbers[-1] != number:
            numbers.append(number)
        if coach.holding:
            read_step = coach.shown_index
        elif read_step is not None and coach.shown_index == read_step and not coach.finished:
            if not (step is not None and step.at and not coach.reached):  # (RÖK's check
                again.append(lesson.steps[read_step].say)  # is shown on, until its next note)
        else:
            read_step = None

    read = play_lesson(fast_app, table, random.Random(1), on_frame=look)
    look(table)
    notes = [step.say for step in lesson.steps if step.note]
    assert read[-1] == lesson.steps[-1].say  # the closing words were read before the results
    total = sum(1 for step in lesson.steps if not step.silent)
    assert numbers == [(n, total) for n in range(1, total + 1)]  # each step its number, to N of N
    assert again == []  # after Next no step's words show again (a robot's silent end of turn)
    assert set(notes) <= set(read)
    record = table.session.record.actions
    scripted = [s.do[0] if s.do else s.bot for s in lesson.steps if s.acts]
    played = [move_of(text) for text in record[:len(scripted)]]  # RÖK grabs carry their time
    assert played == scripted  # the script, as played by mouse
    assert table.session.is_terminal() and overlaps == []
    end = fast_app.stack.top  # the results say the lesson is finished, under the title
    assert "Lesson finished" in end.payload.subtitle
    assert problems(end.regions(), (0, 0, 1280, 800)) == []


def test_the_closing_words_name_the_result(fast_app):
    table = start_lesson(fast_app, "pook")
    play_lesson(fast_app, table, random.Random(2))
    words = table.coach.words(table.coach.step)
    view = table.session.view(0)
    assert str(view["scores"][0]) in words and str(view["scores"][1]) in words
    assert "%{" not in words and table.end_payload().title in words


@pytest.mark.parametrize("game", GAMES)
def test_a_move_the_step_does_not_ask_for_is_refused_in_the_coachs_words(fast_app, game):
    table = start_lesson(fast_app, game)
    probe = Probe(fast_app)
    for _ in range(600):  # to the first move asked for where another one is legal
        step = table.coach.step
        if table.coach.holding:
            run(fast_app, probe.click("#coach_next"))
            continue
        if step.do and table.my_turn and not table.board.moving:
            others = [t for t in table.view["legal"] if t not in step.do and t != "done"]
            if others:
                break
            run(fast_app, probe.perform(learner_gesture(table, step.do[0])))
            continue
        fast_app.frame(FAST)
    other = others[0]
    before = table.session.state.to_json()
    assert not table.act(other)
    assert table.session.state.to_json() == before
    notice = fast_app.ctx.notices.items[-1]
    assert notice.warning and notice.tag == step.rule
    assert table.coach.words(step) in notice.text


@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_left_half_way_goes_on_coached_from_its_learn_button(fast_app, game):
    table = start_lesson(fast_app, game)
    lesson = lesson_of(game)
    acting = [s for s in lesson.steps if s.acts]

    def far_enough(table):
        if len(table.session.record.actions) >= 3:
            raise StopIteration

    with pytest.raises(StopIteration):
        play_lesson(fast_app, table, random.Random(3), on_frame=far_enough)
    actions = table.session.record.actions
    assert [move_of(a) for a in actions] == [s.do[0] if s.do else s.bot
                                             for s in acting[:len(actions)]]
    assert fast_app.ctx.saver.flush(5)
    fast_app.stack.reset(MenuScene)  # the app closed, opened again
    fast_app.stack.apply_pending()
    wait_for_menu_scan(fast_app)
    run(fast_app, Probe(fast_app).click(f"#tile_learn_{game}"))
    again = table_of(fast_app)
    assert again is not table and again.coach is not None
    assert again.session.saved.name == table.session.saved.name
    assert again.session.record.actions == actions
    assert again.coach.index == follow(lesson, actions)


def test_enter_reads_on_as_next_does(fast_app):
    table = start_lesson(fast_app, "totem")
    assert table.coach.holding and table.coach.index == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    fast_app.frame(FAST)
    assert table.coach.index == 1


@pytest.mark.parametrize(("colourblind", "language", "word"), [
    (False, "en", "red"), (True, "en", "orange"), (False, "fr", "rouge"), (True, "fr", "orange")])
def test_the_totem_lesson_names_the_swords_as_the_palette_draws_them(fast_app, colourblind,
                                                                     language, word):
    fast_app.ctx.change_settings(colourblind=colourblind, language=language)
    table = start_lesson(fast_app, "totem")
    sword = next(step for step in table.coach.lesson.steps if step.say == "sword")
    words = table.coach.words(sword).lower()
    other = {"red", "rouge", "orange"} - {word}
    assert word in words and not any(w in words.split() for w in other), words


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_rok_lesson_names_runes_as_the_table_does(fast_app, language):
    from scenes.kit.pieces.rok_words import rune_name

    fast_app.ctx.change_settings(language=language)
    table = start_lesson(fast_app, "rok")
    raw = json.loads((Path(__file__).parents[2] / "assets" / "i18n" / f"learn.{language}.json")
                     .read_text(encoding="utf-8"))[language]["rok"]
    named = [step for step in table.coach.lesson.steps if "%{rune}" in raw[step.say]]
    assert len(named) >= 6
    for step in table.coach.lesson.steps[:-1]:  # (the last one names the result, at the end)
        words = table.coach.words(step)
        assert "%{" not in words
        if step in named and step.point[0] == "rune":
            assert rune_name(fast_app.ctx.tr, step.point[1]) in words, step.say
    balance = table.coach.lesson.steps[1]
    assert rune_name(fast_app.ctx.tr, table.session.view(0)["balance"][0]) in \
        table.coach.words(balance)


def test_a_hint_in_the_scripted_part_is_the_coachs_step_and_is_not_counted(fast_app):
    table = start_lesson(fast_app, "pook")
    probe = Probe(fast_app)
    while table.coach.holding:
        run(fast_app, probe.click("#coach_next"))
    step = table.coach.step
    assert step.do and table.my_turn
    run(fast_app, probe.click("#hint"))
    assert fast_app.ctx.notices.items[-1].text == table.coach.words(step)
    assert table.session.saved.hints == (0, 0)


def test_a_lesson_left_half_way_is_listed_as_a_lesson(fast_app):
    from scenes.shell.game_rows import describe_entry

    table = start_lesson(fast_app, "rok")
    assert fast_app.ctx.saver.flush(5)
    row = fast_app.ctx.saves.index.latest_unfinished("rok", lesson=True)
    assert row.name == table.session.saved.name
    assert describe_entry(fast_app.ctx.tr, row).startswith("RÖK (lesson) · Zoé, Robot")


# --- the coach keeps step with the table, and says only what the core confirms ----------


def claims_hold(table):
    """Every claim of the step the coach shows holds in the table's game now (a robot's
    step: after its move and the silent moves that close it, whose events it may name)."""
    coach, session = table.coach, table.session
    record = session.record.actions
    moves = Replay.of(session.record).events
    shown = coach.shown_index
    step = coach.lesson.steps[shown]
    events = moves[-1] if record else []
    if coach.told:
        acting = [i for i, s in enumerate(coach.lesson.steps) if s.acts]
        events = [e for move in moves[acting.index(shown):] for e in move]
    return [(claim, why) for claim in step.claims
            if (why := claim_failure(load_game(coach.lesson.game), session.state, events, claim))]


@pytest.mark.parametrize("game", GAMES)
def test_each_step_is_read_in_turn_where_its_claims_hold(fast_app, game):
    """The panel's number goes through every step that speaks, one by one (no step moves
    on by itself), and each step's claims hold in the game as the table shows it: a
    note's and a robot's move's while they wait for Next, a learner's when they may act.
    (To the free part; the test above plays on to the closing words.)"""
    table = start_lesson(fast_app, game)
    lesson = table.coach.lesson
    numbers, checked, wrong = [], set(), []

    def look(table):
        coach = table.coach
        number = coach.number()[0]
        if not numbers or numbers[-1] != number:
            numbers.append(number)
        step = coach.step
        if step is not None and step.free:
            raise StopIteration
        if step is None or coach.shown_index in checked:
            return
        if coach.holding or (step.do and table.my_turn and not table.board.moving):
            checked.add(coach.shown_index)
            wrong.extend((coach.lesson.steps[coach.shown_index].say, *failure)
                         for failure in claims_hold(table))

    with pytest.raises(StopIteration):
        play_lesson(fast_app, table, random.Random(4), on_frame=look)
    free = next(i for i, step in enumerate(lesson.steps) if step.free)
    assert numbers == list(range(1, table.coach.number()[0] + 1))
    assert table.coach.index == free
    speaking = {i for i, step in enumerate(lesson.steps[:free]) if not step.silent}
    assert speaking <= checked and wrong == []


@pytest.mark.parametrize("game", GAMES)
def test_a_robots_scripted_move_waits_for_next_once_shown(fast_app, game):
    table = start_lesson(fast_app, game)
    probe = Probe(fast_app)
    for _ in range(3000):
        coach = table.coach
        if coach.told:
            break
        step = coach.step
        if coach.holding:
            run(fast_app, probe.click("#coach_next"))
        elif step.do and table.my_turn and not table.board.moving:
            run(fast_app, probe.perform(learner_gesture(table, step.do[0])))
        else:
            fast_app.frame(FAST)
    index, actions = coach.index, len(table.session.record.actions)
    for _ in range(60):  # six seconds: the words stay, nobody plays
        fast_app.frame(FAST)
    assert coach.told and coach.holding and coach.index == index
    assert len(table.session.record.actions) == actions
    assert probe.find("#coach_next").visible
    run(fast_app, probe.click("#coach_next"))
    assert not coach.told and coach.index > index


def test_R14_the_check_is_explained_while_the_table_shows_it(fast_app):
    """The check's note holds the check at its first step (grabbing ends), the Balance
    rune's note at the step that replaces it; and no clock shows while the robot's grabs
    are scripted."""
    table = start_lesson(fast_app, "rok")
    seen, clocks = {}, []

    def look(table):
        coach = table.coach
        if coach.free:
            raise StopIteration
        if table.view.get("phase") == "grab" and table.round is not None:
            clocks.append(table.countdown[0])
        if coach.holding and coach.step.say in ("check", "replaced"):
            seen.setdefault(coach.step.say, (table.stepping, table.step_kind))

    with pytest.raises(StopIteration):
        play_lesson(fast_app, table, random.Random(5), on_frame=look)
    assert seen == {"check": (True, "grabbing_ends"), "replaced": (True, "balance_replaced")}
    assert clocks and set(clocks) == {""}


def test_T05_a_setup_card_dropped_on_another_slot_is_refused_at_once_naming_it(fast_app):
    table = start_lesson(fast_app, "totem")
    probe = Probe(fast_app)
    while table.coach.holding:
        run(fast_app, probe.click("#coach_next"))
    assert table.coach.step.say == "setup" and table.my_turn
    geo = table.geo
    assert table.lesson.target(("slot", "own", 1)) == geo.slot_rect(True, 1)
    hand = {key[5:]: piece.centre for key, piece in table.board.pieces.items()}
    start = (round(hand["B6"][0]), round(hand["B6"][1]) + 30)
    run(fast_app, probe.drag(start, geo.slot_rect(True, 1).center))
    notice = fast_app.ctx.notices.items[-1]
    assert notice.warning and notice.tag == "T05"
    assert "Blue 6" in notice.text and "red 11" in notice.text and "slot 1" in notice.text
    assert table.arranged == [None] * 4  # back in the hand
    run(fast_app, probe.perform(table.gestures()["setup R11 B6 Y8 B2"][0]))
    assert table.arranged[0] == "R11"
    assert table.lesson.target(("slot", "own", 1)) == geo.slot_rect(True, 2)  # the ring moves on


def test_T26_the_totem_lesson_ends_counting_the_result_out(fast_app):
    """It ended on "Robot wins!" alone: the closing words now say how the core decided it
    (every defender beaten, or the defenders left and, when equal, their level totals)."""
    table = start_lesson(fast_app, "totem")
    play_lesson(fast_app, table, random.Random(2))
    view = table.session.view(0)
    words = table.coach.words(table.coach.step)
    assert table.end_payload().title in words and "%{" not in words
    reason = view["end_reason"]
    if reason == "all_defenders_beaten":
        assert "defenders are beaten" in words
    else:
        assert f"{view['defenders'][0]} defender" in words
        if reason in ("deck_exhausted_total", "draw"):
            assert str(view["totals"][0]) in words and str(view["totals"][1]) in words


@pytest.mark.parametrize(("language", "scale"), [("en", 100), ("fr", 150)])
@pytest.mark.parametrize("game", GAMES)
def test_a_refusal_or_a_hint_never_hides_what_the_coach_points_at(fast_app, game, language,
                                                                  scale):
    """At every step that asks the learner for a move, a move it does not ask for is refused
    and a hint asked: their notices, as placed over the table (grown for their words at the
    text size), stay clear of the coach's ring (RÖK's refusal lay over the rune to click)."""
    fast_app.ctx.change_settings(language=language, text_scale=scale)
    table = start_lesson(fast_app, game)
    probe, tried, hidden = Probe(fast_app), set(), []
    notices = fast_app.ctx.notices

    def covered(what):
        ring = table.coach.ring()
        for _, _, box in notices.plates(fast_app.ctx.assets, fast_app.ctx.palette,
                                        table.notice_area(), fast_app.ctx.canvas):
            if box.colliderect(ring):
                hidden.append((table.coach.step.say, what, box, ring))

    for _ in range(3000):
        coach, step = table.coach, table.coach.step
        if step is None or step.free:
            break
        if coach.holding:
            run(fast_app, probe.click("#coach_next"))
            continue
        if step.do and table.my_turn and not table.board.moving:
            others = [t for t in table.view["legal"] if t not in step.do and t != "done"]
            if coach.index not in tried and others and coach.ring() is not None:
                tried.add(coach.index)
                assert not table.act(others[0])
                assert notices.items[-1].warning
                covered("refusal")
                run(fast_app, probe.click("#hint"))
                assert notices.items[-1].text == coach.words(step)
                covered("hint")
                notices.dismiss()
            run(fast_app, probe.perform(learner_gesture(table, step.do[0])))
            continue
        fast_app.frame(FAST)
    assert step is not None and step.free  # the scripted part was played through
    assert len(tried) >= 3 and hidden == []
