"""RÖK's guided first game: the learner against a robot, on the bag of seed 28.

The throws' outcomes are part of the script (where each rune lands, which face up),
so the same runes lie on the table every time; the learner grabs them by clicking.
It shows, in play: the Balance runes (R05), the throw (R07, R08), grabbing the twin of
one's own Balance rune (R11), the robot's false pair (R14), a true pair (R10, R14), a
theft (R12, R16), Balance runes replaced (R18), the bag passing (R20), then two thefts
of one colour, the slides toward the Destiny rune (their outcomes scripted too) and the
order of thefts the learner chooses, the hoards after each order shown (R17, R24); then
free play to the end (R21-R23).

The check's notes come as the table shows the check (``at``). Each step's ``claims`` are
what its words say of the position (``game.lessons``); the RÖK-only kinds are in
:data:`CLAIMS`.
"""

from __future__ import annotations

from typing import Any

from game.core import ClaimCheck
from game.lessons import Lesson, Step, at_path
from game.rok.components import twin
from game.rok.orders import best_order, order_choices

FIRST_THROW = ("throw b1a:up:22.00,0.00 b3b:up:3.82,1.18 b5b:up:-7.21,5.39 b7a:up:1.10,6.41 "
               "g6a:up:11.00,19.05 g7b:up:-11.00,19.05 g8a:up:-22.00,0.00 "
               "w1a:up:-11.00,-19.05 w1b:up:11.00,-19.05 w8b:up:-10.31,-5.09")
SECOND_THROW = ("throw b3a:up:13.72,2.78 b4a:down:16.84,10.79 b7b:up:8.27,11.30 "
                "b8b:down:5.18,19.32 g2a:down:-1.50,13.92 g4b:down:-9.19,17.77 "
                "g8b:down:-10.49,9.27 w2b:down:-18.76,6.94 w3a:down:-14.00,-0.21 "
                "w3b:down:-18.54,-7.51")

LESSON = Lesson("rok", 2, 28, (
    Step("welcome", "R01"),
    Step("balance", "R05", point=("balance", 0), claims=(("view", "balance.0", "g7a"),)),
    Step("throw", "R08", do=(FIRST_THROW,), point=("button", "#rok_throw"),
         claims=(("view", "first", 0), ("view", "phase", "throw"))),
    Step("own_twin", "R11", do=("grab 0 g7b",), point=("rune", "g7b"),
         claims=(("face_up", "g7b"), ("twin", "g7b", "balance.0"))),
    Step("robot_grabs", "R09", bot="grab 1 b1a", point=("rune", "b1a"),
         claims=(("event", "grab", 1, {"rune": "b1a"}),)),
    Step("robot_mistake", "R14", bot="grab 1 g8a", point=("rune", "g8a"),
         claims=(("view", "trays.1", ["b1a", "g8a"]), ("not_twins", "b1a", "g8a"))),
    Step("pair", "R10", do=("grab 0 w1a",), point=("rune", "w1a"),
         claims=(("face_up", "w1a"), ("face_up", "w1b"), ("twins", "w1a", "w1b"))),
    Step("pair_twin", "R14", do=("grab 0 w1b",), point=("rune", "w1b"),
         claims=(("view", "trays.0", ["w1a"]), ("face_up", "w1b"))),
    Step("theft", "R16", do=("grab 0 g6a",), point=("rune", "g6a"),
         claims=(("face_up", "g6a"), ("twin", "g6a", "balance.1"))),
    Step("check", "R14", at="grabbing_ends",
         claims=(("event", "grabbing_ends", None, {"reason": "no pair left"}),
                 ("event", "pair", 0, {"runes": ["w1a", "w1b"]}),
                 ("event", "false_pair", 1, {"runes": ["b1a", "g8a"]}))),
    Step("replaced", "R18", point=("balance", 0), at="balance_replaced",
         claims=(("event", "theft", 0, {"victim": 1}),
                 ("event", "balance_replaced", 0, {"rune": "b3b"}),
                 ("view", "balance.0", "b3b"))),
    Step("robot_throws", "R20", bot=SECOND_THROW,
         claims=(("event", "throw", 1, {}),)),
    Step("steal_back", "R16", do=("grab 0 b7b",), point=("rune", "b7b"),
         claims=(("face_up", "b7b"), ("twin", "b7b", "balance.1"))),
    Step("robot_steals", "R16", bot="grab 1 b3a", point=("rune", "b3a"),
         claims=(("twin", "b3a", "balance.0"), ("view", "trays.1", ["b3a"]))),
    Step("slides", "R17", claims=(
        ("event", "slide_off", None, {"purpose": "order", "colour": "b"}),
        ("view", "phase", "slide"), ("view", "current_player", 1))),
    Step("robot_slides", "R24", bot="slide 1 12.00",
         claims=(("event", "slide", 1, {"result": 12.0}), ("view", "current_player", 0))),
    Step("your_slide", "R24", do=("slide 0 5.00",), point=("slide", 0),
         claims=(("view", "phase", "slide"), ("view", "current_player", 0))),
    Step("order", "R17", claims=(
        ("event", "slide_winner", 0, {}), ("view", "phase", "order"),
        ("order_hoards", "order 1>0,0>1", (10, 0)), ("order_hoards", "order 0>1,1>0", (6, 4)))),
    Step("choose_order", "R17", do=("order 1>0,0>1",), point=("order", "order 1>0,0>1"),
         claims=(("legal", "order 1>0,0>1"), ("best_order", "order 1>0,0>1"))),
    Step("free", "R21", free=True),
    Step("end", "R22"),
))


def _face_up(state: Any, view: dict[str, Any], rune: str) -> str | None:
    return None if rune in {r for r, *_ in view["table"]} else f"{rune} is not face up"


def _twin(state: Any, view: dict[str, Any], rune: str, path: str) -> str | None:
    other = at_path(view, path)
    return None if twin(rune) == other else f"{rune} is not the twin of {other}"


def _twins(state: Any, view: dict[str, Any], a: str, b: str) -> str | None:
    return None if twin(a) == b else f"{a} and {b} are no pair"


def _not_twins(state: Any, view: dict[str, Any], a: str, b: str) -> str | None:
    return None if twin(a) != b else f"{a} and {b} are a pair"


def _order_hoards(state: Any, view: dict[str, Any], text: str,
                  hoards: tuple[int, ...]) -> str | None:
    found = {choice.text: choice.hoards for choice in order_choices(view)}
    if text not in found:
        return f"{text} is no order to choose now"
    return None if found[text] == tuple(hoards) else f"{text} leaves the hoards {found[text]}"


def _best_order(state: Any, view: dict[str, Any], text: str) -> str | None:
    best = best_order(view)
    return None if best is not None and best.text == text else f"the best order is {best}"


CLAIMS: dict[str, ClaimCheck] = {
    "face_up": _face_up, "twin": _twin, "twins": _twins, "not_twins": _not_twins,
    "order_hoards": _order_hoards, "best_order": _best_order}
"""RÖK's own claims: a rune lies face up on the table, is the twin of the rune at a
path of the view (a Balance rune), two runes are (not) a pair, the hoards an order of
thefts leaves (:mod:`game.rok.orders`), the order that leaves the learner the most."""
