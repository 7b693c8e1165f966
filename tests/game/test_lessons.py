"""The guided first games' scripts: every scripted move is legal where it stands (the core
plays each lesson through), the learner's steps come on the learner's turns, and where a
record stands in its lesson is read from the record alone."""

from __future__ import annotations

import pytest

from game.core import Rng
from game.lessons import Step, allowed, follow
from game.lessons import check as play_through
from game.pook.lesson import LESSON as POOK
from game.rok.lesson import LESSON as ROK
from game.totem.lesson import LESSON as TOTEM

LESSONS = {"pook": POOK, "totem": TOTEM, "rok": ROK}


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
