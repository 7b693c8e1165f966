"""RÖK's guided first game: the learner against a robot, on the bag of seed 28.

The throws' outcomes are part of the script (where each rune lands, which face up),
so the same runes lie on the table every time; the learner grabs them by clicking.
It shows, in play: the Balance runes (R05), the throw (R07, R08), grabbing the twin of
one's own Balance rune (R11), the robot's false pair (R14), a true pair (R10, R14), a
theft (R12, R16), Balance runes replaced (R18), the bag passing (R20), then two thefts
of one colour and the slide toward the Destiny rune that orders them (R17, R24); then
free play to the end (R21-R23).
"""

from __future__ import annotations

from game.lessons import Lesson, Step

FIRST_THROW = ("throw b1a:up:22.00,0.00 b3b:up:3.82,1.18 b5b:up:-7.21,5.39 b7a:up:1.10,6.41 "
               "g6a:up:11.00,19.05 g7b:up:-11.00,19.05 g8a:up:-22.00,0.00 "
               "w1a:up:-11.00,-19.05 w1b:up:11.00,-19.05 w8b:up:-10.31,-5.09")
SECOND_THROW = ("throw b3a:up:13.72,2.78 b4a:down:16.84,10.79 b7b:up:8.27,11.30 "
                "b8b:down:5.18,19.32 g2a:down:-1.50,13.92 g4b:down:-9.19,17.77 "
                "g8b:down:-10.49,9.27 w2b:down:-18.76,6.94 w3a:down:-14.00,-0.21 "
                "w3b:down:-18.54,-7.51")

LESSON = Lesson("rok", 2, 28, (
    Step("welcome", "R01"),
    Step("balance", "R05", point=("balance", 0)),
    Step("throw", "R08", do=(FIRST_THROW,), point=("button", "#rok_throw")),
    Step("own_twin", "R11", do=("grab 0 g7b",), point=("rune", "g7b")),
    Step("robot_grabs", "R09", bot="grab 1 b1a", point=("rune", "b1a")),
    Step("robot_mistake", "R14", bot="grab 1 g8a", point=("rune", "g8a")),
    Step("pair", "R10", do=("grab 0 w1a",), point=("rune", "w1a")),
    Step("pair_twin", "R14", do=("grab 0 w1b",), point=("rune", "w1b")),
    Step("theft", "R16", do=("grab 0 g6a",), point=("rune", "g6a")),
    Step("check", "R14"),
    Step("replaced", "R18", point=("balance", 0)),
    Step("robot_throws", "R20", bot=SECOND_THROW),
    Step("steal_back", "R16", do=("grab 0 b7b",), point=("rune", "b7b")),
    Step("robot_steals", "R16", bot="grab 1 b3a", point=("rune", "b3a")),
    Step("slides", "R17"),
    Step("free", "R24", free=True),
    Step("end", "R22"),
))
