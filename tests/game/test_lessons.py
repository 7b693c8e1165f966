"""The guided first games' scripts: every scripted move is legal where it stands (the core
plays each lesson through), the learner's steps come on the learner's turns, and where a
record stands in its lesson is read from the record alone."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.games import load_game
from game.lessons import Lesson, Step, allowed, check, follow
from game.match import Match
from game.pook.lesson import LESSON as POOK
from game.rok.lesson import LESSON as ROK
from game.totem.lesson import LESSON as TOTEM

LESSONS = {"pook": POOK, "totem": TOTEM, "rok": ROK}


def play_through(lesson: Lesson, rng: Rng | None = None) -> Match:
    """``lesson`` played through its game's core (:func:`game.lessons.check`)."""
    return check(load_game(lesson.game), lesson, rng)


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_a_lesson_plays_through_the_core_to_the_end(game):
    for seed in range(3):  # the free part, played at random, ends every time
        match = play_through(LESSONS[game], Rng(seed))
        assert match.state.is_terminal()


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_step_names_a_rule_and_the_learner_acts_on_its_own_turns(game):
    lesson = LESSONS[game]
    rules = {"pook": "P", "totem": "T", "rok": "R"}[game]
    assert all(step.rule.startswith(rules) for step in lesson.steps)
    assert sum(1 for step in lesson.steps if step.free) == 1
    play_through(lesson)  # raises if a learner step came on another seat's turn
    assert sum(1 for step in lesson.steps if step.do) >= 6


def test_P12_a_wrong_move_is_not_allowed_at_a_learner_step():
    first = next(step for step in POOK.steps if step.do)
    assert allowed(first, "play K1a W E4") and not allowed(first, "play K1a B E4")
    assert allowed(Step("free", free=True), "anything legal")


def test_where_a_record_stands_in_its_lesson():
    steps = POOK.steps
    assert follow(POOK, ()) == 0  # the notes before the first move are shown first
    match = play_through(POOK)
    actions = match.record.actions
    acting = [i for i, step in enumerate(steps) if step.acts]
    for count in range(1, 8):
        index = follow(POOK, actions[:count])
        assert steps[index].note or steps[index].acts
        assert index <= acting[count] and all(steps[i].note for i in range(index, acting[count]))
    free = next(i for i, step in enumerate(steps) if step.free)
    assert follow(POOK, actions) == free


# --- what the coach says is checked against the core ----------------------------------


def lesson_until(lesson, acting, *steps):
    """``lesson``'s first ``acting`` scripted moves, then ``steps``: a script to check."""
    moves = []
    for step in lesson.steps:
        if len(moves) == acting:
            break
        if step.acts:
            moves.append(Step(step.say, step.rule, do=step.do, bot=step.bot))
    return Lesson(lesson.game, lesson.players, lesson.seed, (*moves, *steps))


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_claim_of_every_note_holds_where_it_is_read(game):
    lesson = LESSONS[game]
    assert sum(len(step.claims) for step in lesson.steps) >= 20
    play_through(lesson)  # raises naming the step and the claim the core contradicts


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_every_step_that_speaks_of_the_position_names_its_claims(game):
    """Only greetings, general advice and the closing words (computed from the end
    position) make no claim; every other step that speaks says what the core checks."""
    general = {"welcome", "faces", "limits", "free", "scoring", "last_turn", "end"}
    for step in LESSONS[game].steps:
        if step.silent or step.say in general:
            continue
        assert step.claims, f"{game} {step.say} says something of the position unchecked"


def test_T10_a_note_saying_nothing_can_attack_fails_when_the_core_lists_an_attack():
    """The old Totem note "Nothing to attack with now: discard red 1", where yellow 12
    could beat the revealed blue 9 (its Shield spent): the core contradicts it."""
    old = ("setup R11 B6 Y8 B2", "robot setup B9 G11 B10 G3", "attack G13 2", "attack G9 1",
           "robot attack Y13 2", "attack R3+B8 3", "attack Y3 4", "robot defend R6 2")
    steps = tuple(Step("robot", "T06", bot=text[6:]) if text.startswith("robot ")
                  else Step("move", "T06", do=(text,)) for text in old)
    wrong = Lesson("totem", 2, 14, (*steps, Step("discard", "T10", claims=(("none", "attack"),))))
    with pytest.raises(ValueError, match="attack Y12 1"):
        play_through(wrong)
    right = Lesson("totem", 2, 14, (*steps, Step("discard", "T13", claims=(
        ("legal", "attack Y12 1"), ("refused", "attack R1 1", "T13")))))
    play_through(right)


def test_P12_the_viking_note_names_the_bourse_that_counts_not_the_piggy():
    """F4 (the Viking's cell): the Piggy on E5 is in neither its row nor its column; the
    robot's Bourse on F5 is what lets a level 1 go there."""
    wrong = lesson_until(POOK, 4, Step("viking", "P12", claims=(("bourses", "F4", ("E5",)),)))
    with pytest.raises(ValueError, match=r"\['F5'\]"):
        play_through(wrong)
    viking = next(step for step in POOK.steps if step.say == "viking")
    assert ("bourses", "F4", ("F5",)) in viking.claims


def test_a_claim_the_core_refuses_under_another_rule_fails():
    claim = ("refused", "swap E5", "P15")
    wrong = lesson_until(POOK, 11, Step("swap_back", "P16", claims=(claim,)))
    with pytest.raises(ValueError, match="P16, not P15"):
        play_through(wrong)


def test_R14_the_check_notes_wait_for_the_check_as_the_table_shows_it():
    check = {step.say: step for step in ROK.steps}
    assert check["check"].at == "grabbing_ends" and check["replaced"].at == "balance_replaced"
    assert all(step.note for step in (check["check"], check["replaced"]))


@pytest.mark.parametrize("game", sorted(LESSONS))
def test_silent_steps_are_a_robots_moves_only(game):
    for step in LESSONS[game].steps:
        if step.silent:
            assert step.bot and not step.point and not step.claims
