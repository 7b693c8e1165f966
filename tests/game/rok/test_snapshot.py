"""RÖK snapshots: round trips, and every kind of bad snapshot refused with a reason."""

import json

import pytest

from game.core import InvalidRecord, Rng
from game.rok import from_json, new_game, random_action
from game.rok.components import twin
from tests.game.rok.helpers import position


def sampled_state(players=3, seed=2, steps=25):
    state = new_game(players, seed)
    rng = Rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            break
        state.play(random_action(state, rng))
    return state


def test_a_snapshot_round_trips_and_carries_the_generator():
    state = sampled_state()
    again = from_json(state.to_json())
    assert again.to_json() == state.to_json()
    rng = Rng(9)
    a, b = state.clone(), again
    while not a.is_terminal():
        action = random_action(a, rng.clone())
        a.play(action)
        b.play(action)
        rng.next_u64()
    assert a.to_json() == b.to_json()


def edited(state, change):
    data = json.loads(state.to_json())
    change(data)
    return json.dumps(data)


def face_down_before_the_throw(data):
    data["table"].append([data["bag"].pop(0), 1.0, 1.0, False])


def duplicate_balance(data):
    data["balance"][1] = data["balance"][0]


def balances_of_one_pair(data):
    """Seat 1's Balance rune becomes the twin of seat 0's (which it swaps places with)."""
    mate, old = twin(data["balance"][0]), data["balance"][1]
    for group in (data["bag"], *data["hands"]):
        if mate in group:
            group[group.index(mate)] = old
    data["bag"].sort()
    data["balance"][1] = mate


def hoard_of_two_singles(data):
    data["table"] = [entry for entry in data["table"] if entry[0] != "w5a"]
    data["bag"].remove("b2a")
    data["hoards"][0] = ["w5a", "b2a"]


def a_theft_with_no_twin_in_the_tray(data):
    data["thefts"].append([0, 1, "g1b"])


def nothing_left_to_grab(data):
    data["table"] = []
    data["bag"] = sorted(data["bag"] + ["w5a", "w5b"])


def off_the_table(data):
    data["table"][0][1] = 50.0


def not_a_number(data):
    data["table"][0][1] = float("nan")


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(format="tablee-rok-state/0"), "format"),
    (lambda d: d.update(players=6), "players"),
    (lambda d: d.update(players=True), "players"),
    (lambda d: d.update(first=5), "first"),
    (lambda d: d.update(phase="nap"), "phase"),
    (lambda d: d.update(rng=-1), "rng"),
    (lambda d: d["bag"].append("w1a") or d["bag"].sort(), "conserved"),
    (lambda d: d["bag"].pop(), "conserved"),
    (lambda d: d["bag"].__setitem__(0, "x9z"), "rune"),
    (lambda d: d.update(bag=list(reversed(d["bag"]))), "sorted"),
    (lambda d: d["hands"].pop(), "one list per seat"),
    (lambda d: d.update(hoards=[[], [], ["w1a"]]), "conserved"),
    (lambda d: d.update(contest={"purpose": "tie"}), "sliders"),
    (lambda d: d.update(chooser=1), "chooser"),
    (lambda d: d.update(throw=0), "first throw"),
    (duplicate_balance, "conserved"),
    (balances_of_one_pair, "Balance runes must all differ"),
    (face_down_before_the_throw, "face-down runes go back"),
])
def test_bad_snapshots_are_refused_with_a_reason(change, message):
    state = new_game(3, 4)
    with pytest.raises(InvalidRecord, match=message):
        from_json(edited(state, change))


def test_impossible_positions_are_refused():
    state = position(3, balance=["b1a", "g1a", "w1a"], table={"w5a": (1, 1, True),
                                                               "w5b": (2, 2, True)})
    text = state.to_json()
    for change, message in [
        (off_the_table, "off the table"),
        (not_a_number, "finite"),
        (hoard_of_two_singles, "pairs"),
        (a_theft_with_no_twin_in_the_tray, "thefts"),
        (nothing_left_to_grab, "no pair was left"),
    ]:
        with pytest.raises(InvalidRecord, match=message):
            from_json(edited(from_json(text), change))


@pytest.mark.parametrize("text", ["", "[]", "{", b"\xff", '{"format": "tablee-rok-state/1"}'])
def test_garbage_is_refused(text):
    with pytest.raises(InvalidRecord):
        from_json(text)
