"""A throw's or a slide's inputs from the host (game/net/gestures.py): a laptop plays only
what a RÖK table can hold (R01: 48 runes; 2 to 5 seats) with finite numbers; anything else —
a hostile or damaged host's — is refused at once, never played for ever on the frame thread."""

from __future__ import annotations

import pytest

from game.net.gestures import gesture_table, throw_gesture
from game.rok import new_game
from game.rok.table import MAX_TIME

NAN, INF = float("nan"), float("inf")


def a_throw() -> dict:
    return {**throw_gesture(new_game(2, 3), 1.0, 5), "seq": 0}


def test_a_hosts_throw_and_slide_are_played_to_rest():
    for gesture in (a_throw(), {"t": "gesture", "kind": "slide", "seq": 0, "seat": 0,
                                "start": [0.0, -40.0], "velocity": [0.0, 40.0]}):
        table = gesture_table(gesture)
        table.run()
        assert table.at_rest() and table.time <= MAX_TIME


@pytest.mark.parametrize("change", [
    {"strength": NAN}, {"strength": INF}, {"seed": 10 ** 400}, {"seed": -5},
    {"hands": [10 ** 6, 10 ** 6]}, {"hands": []}, {"hands": [1] * 6}, {"hands": [-1, 3]},
    {"lying": [[f"?{i}", 0.0, 0.0, False] for i in range(49)]},
    {"lying": [["\ud800", 1.0, 0.0, True]]}, {"lying": [["?0", 1.0, 0.0, True]]},
    {"lying": [["w1a", NAN, 0.0, True]]},
    {"kind": "slide", "start": [NAN, 0.0], "velocity": [0.0, 40.0]},
    {"kind": "slide", "start": [0.0, -40.0], "velocity": [INF, 0.0]},
], ids=str)
def test_a_gesture_no_rok_table_holds_is_refused_at_once(change):
    with pytest.raises(ValueError):
        gesture_table({**a_throw(), **change})
