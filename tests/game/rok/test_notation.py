"""RÖK's action notation: every form round-trips, bad text is a MalformedAction."""

import pytest

from game.core import MalformedAction
from game.rok import parse_action
from game.rok.actions import Done, Grab, Landing, Order, Slide, Throw


@pytest.mark.parametrize("text", [
    "throw b1b:down:0.00,7.25 w3a:up:12.50,-3.00",
    "throw g8b:up:-38.00,0.01",
    "grab 2 w3a",
    "grab 2 w3a 1.37",
    "grab 0 D",
    "done",
    "slide 3 14.20",
    "slide 0 touch",
    "slide 4 off",
    "order 2>1,0>3",
])
def test_canonical_texts_round_trip(text):
    assert str(parse_action(None, text)) == text


def test_throw_landings_are_sorted_and_rounded_to_hundredths():
    action = parse_action(None, "throw w3a:up:12.504,-3 b1b:down:-0.001,7.25")
    assert action == Throw((Landing("b1b", False, 0.0, 7.25), Landing("w3a", True, 12.5, -3.0)))
    assert str(action) == "throw b1b:down:0.00,7.25 w3a:up:12.50,-3.00"
    assert parse_action(None, str(action)) == action


def test_other_actions_parse_to_their_values():
    assert parse_action(None, "grab 2 w3a") == Grab(2, "w3a")
    assert parse_action(None, "grab 2 w3a 1.374") == Grab(2, "w3a", 1.37)  # R25: to 0.01 s
    assert parse_action(None, " done ") == Done()
    assert parse_action(None, "slide 1 8") == Slide(1, 8.0)
    assert parse_action(None, "order 2>1, 0>3") == Order(((2, 1), (0, 3)))


@pytest.mark.parametrize("text", [
    "", "   ", "jump 1", "throw", "throw w3a:sideways:1,2", "throw w3a:up:1", "throw w3a:up:x,2",
    "throw w3a:up:nan,2", "throw x9z:up:1,2", "grab w3a", "grab 1 w9a", "grab one w3a",
    "grab 1 w3a extra", "done now", "slide 1", "slide 1 near", "slide 1 inf", "order",
    "order 2-1", "order 2>1>0", "grab 12 w3a", "grab 1 w3a -0.5", "grab 1 w3a 3601",
    "grab 1 w3a nan", "grab 1 w3a 1.0 2.0",
])
def test_bad_text_is_malformed(text):
    with pytest.raises(MalformedAction) as caught:
        parse_action(None, text)
    assert repr(text) in str(caught.value)


def test_non_text_is_malformed():
    with pytest.raises(MalformedAction):
        parse_action(None, 42)
