"""Totem's guided first game: the learner against a robot, on the deal of seed 14.

It shows, in play: the secret setup (T05), an attack on a face-down defender that
succeeds (T12, T15) and a second attack (T16), a Shield that stops the first attack
on it, on both sides (T21), a Sword combination (T20), a Sum that draws (T23), the
robot defending (T08), a discard and its draw (T10), an exchange (T09), an Eye that
reveals a defender (T22) and an attack on a revealed one (T13); then free play to the end
(T25, T26),
with the hand limit (T11) and the last turn explained.
"""

from __future__ import annotations

from game.lessons import Lesson, Step

LESSON = Lesson("totem", 2, 14, (
    Step("welcome", "T03"),
    Step("setup", "T05", do=("setup R11 B6 Y8 B2",), point=("slot", "own", 1)),
    Step("robot_setup", "T05", bot="setup B9 G11 B10 G3"),
    Step("draw", "T06", point=("hand", "G13")),
    Step("first_attack", "T12", do=("attack G13 2",), point=("slot", "enemy", 2)),
    Step("again", "T16"),
    Step("shield", "T21", do=("attack G9 1",), point=("slot", "enemy", 1)),
    Step("robot_attacks_shield", "T21", bot="attack Y13 2", point=("slot", "own", 2)),
    Step("sword", "T20", do=("attack R3+B8 3",), point=("slot", "enemy", 3)),
    Step("sum", "T23", do=("attack Y3 4",), point=("slot", "enemy", 4)),
    Step("robot_defends", "T08", bot="defend R6 2", point=("slot", "enemy", 2)),
    Step("discard", "T10", do=("discard R1",), point=("hand", "R1")),
    Step("robot_defends_again", "T08", bot="defend R10 3", point=("slot", "enemy", 3)),
    Step("eye", "T22", do=("attack G7 2",), point=("slot", "enemy", 2)),
    Step("eye_reveal", "T22", do=("eye 3",), point=("slot", "enemy", 3)),
    Step("revealed", "T13", do=("attack Y12 1",), point=("slot", "enemy", 1)),
    Step("robot_strikes", "T15", bot="attack B13 1", point=("slot", "own", 1)),
    Step("robot_ends", "T16", bot="end"),
    Step("exchange", "T09", do=("exchange G6 4",), point=("slot", "own", 4)),
    Step("limits", "T11"),
    Step("free", "T25", free=True),
    Step("last_turn", "T26"),
))
