"""Totem's guided first game: the learner against a robot, on the deal of seed 14.

It shows, in play: the secret setup (T05), an attack on a face-down defender that
succeeds (T12, T15) and a second attack (T16), a Shield that stops the first attack
on it, on both sides (T21), a Sword combination (T20), a Sum that draws (T23), the
robot defending (T08), an attack on a revealed defender (T13) that empties the hand, so
the learner draws instead of attacking again (T17), an Eye that reveals a defender
(T22), a discard when nothing can attack (T10), an exchange (T09); then free play to
the end (T25, T26), with the hand limit (T11) and the last turn explained.

Each step's ``claims`` are what its words say of the position (``game.lessons``): the
notes never say a move is impossible that the core allows.
"""

from __future__ import annotations

from game.core import ClaimCheck
from game.lessons import Lesson, Step

LESSON = Lesson("totem", 2, 14, (
    Step("welcome", "T03"),
    Step("setup", "T05", do=("setup R11 B6 Y8 B2",), point=("slot", "own", 1),
         claims=(("holds", "hand", "R11"), ("holds", "hand", "B6"), ("holds", "hand", "Y8"),
                 ("holds", "hand", "B2"))),
    Step("robot_setup", "T05", bot="setup B9 G11 B10 G3",
         claims=(("view", "defenders", [4, 4]), ("view", "zones.1.0.card", None))),
    Step("draw", "T06", point=("hand", "G13"),
         claims=(("event", "draw", 0, {"reason": "turn"}), ("holds", "hand", "G13"))),
    Step("first_attack", "T12", do=("attack G13 2",), point=("slot", "enemy", 2),
         claims=(("view", "zones.1.1.revealed", False), ("legal", "attack G13 2"))),
    Step("again", "T16", claims=(("event", "attack_succeeded", 0, {"slot": 2}),
                                 ("view", "phase", "follow"), ("legal", "end"))),
    Step("shield", "T21", do=("attack G9 1",), point=("slot", "enemy", 1),
         claims=(("legal", "attack G9 1"),)),
    Step("robot_attacks_shield", "T21", bot="attack Y13 2", point=("slot", "own", 2),
         claims=(("event", "attack_failed", 1, {"slot": 2, "reason": "shield"}),
                 ("view", "zones.0.1.card", "B6"))),
    Step("sword", "T20", do=("attack R3+B8 3",), point=("slot", "enemy", 3),
         claims=(("legal", "attack R3+B8 3"),)),
    Step("sum", "T23", do=("attack Y3 4",), point=("slot", "enemy", 4),
         claims=(("legal", "attack Y3 4"),)),
    Step("robot_defends", "T08", bot="defend R6 2", point=("slot", "enemy", 2),
         claims=(("event", "defend", 1, {"slot": 2}),)),
    Step("revealed", "T13", do=("attack R1+Y12 1",), point=("slot", "enemy", 1),
         claims=(("view", "zones.1.0.card", "B9"), ("view", "zones.1.0.revealed", True),
                 ("view", "zones.1.0.spent", True), ("refused", "attack R1 1", "T13"),
                 ("legal", "attack R1+Y12 1"))),
    Step("empty_hand", "T17", do=("again",), point=("button", "#again"),
         claims=(("event", "attack_succeeded", 0, {"slot": 1}), ("view", "hand", []),
                 ("legal", "again"))),
    Step("robot_defends_again", "T08", bot="defend R10 3", point=("slot", "enemy", 3),
         claims=(("event", "defend", 1, {"slot": 3}),)),
    Step("eye", "T22", do=("attack G7 2",), point=("slot", "enemy", 2),
         claims=(("legal", "attack G7 2"),)),
    Step("eye_reveal", "T22", do=("eye 3",), point=("slot", "enemy", 3),
         claims=(("view", "phase", "eye"), ("legal", "eye 3"))),
    Step("eye_end", "T13", do=("end",), point=("slot", "enemy", 3),
         claims=(("view", "zones.1.2.card", "R10"), ("view", "zones.1.2.revealed", True),
                 ("view", "hand", ["G2"]), ("none", "attack"), ("legal", "end"))),
    Step("robot_strikes", "T15", bot="attack B13 1", point=("slot", "own", 1),
         claims=(("event", "attack_succeeded", 1, {"slot": 1, "defender": "R11"}),)),
    Step("", "T16", bot="end"),
    Step("discard", "T10", do=("discard G2",), point=("hand", "G2"),
         claims=(("view", "defenders.1", 1), ("view", "zones.1.2.card", "R10"),
                 ("none", "attack"), ("legal", "discard G2"))),
    Step("robot_defends_third", "T08", bot="defend Y9 1", point=("slot", "enemy", 1),
         claims=(("event", "defend", 1, {"slot": 1}),)),
    Step("exchange", "T09", do=("exchange G6 4",), point=("slot", "own", 4),
         claims=(("view", "zones.0.3.card", "B2"), ("view", "zones.0.3.revealed", False),
                 ("legal", "exchange G6 4"))),
    Step("limits", "T11"),
    Step("free", "T25", free=True),
    Step("last_turn", "T26"),
))

CLAIMS: dict[str, ClaimCheck] = {}
"""Totem's lesson needs no claims beyond the common ones (game.lessons.claim_failure)."""
