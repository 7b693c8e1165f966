"""Snapshots: to_json / from_json round trips, and every kind of bad snapshot refused."""

import json

import pytest

from game.core import InvalidRecord, Rng
from game.pook import from_json, new_game, random_action
from tests.game.pook.test_end import last_card


def played(players=3, steps=40, seed=1, **options):
    state, rng = new_game(players, seed, **options), Rng(seed)
    for _ in range(steps):
        state.play(random_action(state, rng))
    return state


def test_snapshot_round_trips_and_loads_an_equal_playable_state():
    state = played()
    copy = from_json(state.to_json())
    assert copy == state and copy.to_json() == state.to_json()
    assert copy.legal_actions() == state.legal_actions()
    data = json.loads(state.to_json())
    assert data["format"] == "tablee-pook-state/2"
    assert list(data["table"].values()).count("P") == 1


def valid():
    return json.loads(played(players=4, steps=30, seed=2).to_json())


def broken(change):
    data = valid()
    change(data)
    return json.dumps(data)


def from_hand_to(data, cells, seat=0):
    """Move cards from a hand onto ``cells`` as Bourses."""
    for cell in cells:
        data["table"][cell] = data["hands"][seat].pop() + " B"


CASES = {
    "not JSON": lambda: "{nope",
    "not an object": lambda: "[1, 2]",
    "wrong format": lambda: broken(lambda d: d.update(format="tablee-pook-state/0")),
    "missing field": lambda: broken(lambda d: d.pop("known")),
    "unknown field": lambda: broken(lambda d: d.update(extra=1)),
    "five players": lambda: broken(lambda d: d.update(players=5)),
    "teams with 3": lambda: broken(lambda d: d.update(players=3, options={**d["options"],
                                                                          "teams": True})),
    "bad option": lambda: broken(lambda d: d["options"].update(mage_swap="never")),
    "missing option": lambda: broken(lambda d: d["options"].pop("teams")),
    "bad rng": lambda: broken(lambda d: d.update(rng=-1)),
    "card twice": lambda: broken(lambda d: d["hands"][0].append(d["hands"][1][0])),
    "card missing": lambda: broken(lambda d: d["hands"][1].pop()),
    "unknown card": lambda: broken(lambda d: d["hands"][1].append("K9z")),
    "two Piggies": lambda: broken(lambda d: d["table"].update(A1="P")),
    "bad token": lambda: broken(lambda d: d["table"].update(
        {next(c for c, t in d["table"].items() if t != "P"): "K1a X"})),
    "bad cell": lambda: broken(lambda d: d["table"].update(Z9=d["table"].pop("E5"))),
    "E5 card removed": lambda: broken(lambda d: d["table"].pop("E5")),
    "hole in the table": lambda: broken(lambda d: from_hand_to(d, ["A1"])),
    "phase unknown": lambda: broken(lambda d: d.update(phase="lunch")),
    "current out of range": lambda: broken(lambda d: d.update(current=4)),
    "current a bool": lambda: broken(lambda d: d.update(current=True)),
    "over while playing": lambda: broken(lambda d: d.update(phase="over", current=None)),
    "turn zero": lambda: broken(lambda d: d.update(turn=0)),
    "hands count": lambda: broken(lambda d: d["hands"].pop()),
    "banner twice": lambda: broken(lambda d: d.update(banners=["KM", "KM", "OV", "MV"])),
    "banner missing": lambda: broken(lambda d: d.update(banners=["KM", None, "OV", "MV"])),
    "banner unknown": lambda: broken(lambda d: d.update(banners=["KM", "XY", "OV", "MV"])),
    "first banner hidden": lambda: broken(lambda d: d.update(first_banner=0)),
    "known missing": lambda: broken(lambda d: d["known"].pop("K1a")),
    "known seat": lambda: broken(lambda d: d["known"].update(K1a=[7])),
    "hand unknown to owner": lambda: broken(lambda d: d["known"].update(
        {d["hands"][1][0]: [0]})),
    "swap not adjacent": lambda: broken(lambda d: d.update(
        previous_swap={"card": None, "from": "A1", "to": "E5"})),
    "tiebreak while playing": lambda: broken(lambda d: d["tiebreak"].update(round=1)),
    "final while playing": lambda: broken(lambda d: d.update(final_scores=[1, 2, 3, 4])),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_snapshots_are_refused_with_a_reason(case):
    with pytest.raises(InvalidRecord) as caught:
        from_json(CASES[case]())
    assert str(caught.value)


def test_tables_are_refused_unless_connected_and_within_5x5():
    data = json.loads(new_game(2, seed=0).to_json())
    from_hand_to(data, ["E4", "E3", "E2"])
    from_json(json.dumps(data))  # fine: four cards in a column
    gap = json.loads(json.dumps(data))
    gap["hands"][0].append(gap["table"].pop("E3").split()[0])
    with pytest.raises(InvalidRecord, match="not connected"):
        from_json(json.dumps(gap))
    from_hand_to(data, ["E1", "E6"])
    with pytest.raises(InvalidRecord, match="5×5"):
        from_json(json.dumps(data))


def test_e5_always_holds_a_card():
    data = json.loads(new_game(2, seed=0).to_json())
    data["table"] = {"E4": "P"}
    with pytest.raises(InvalidRecord, match="E5"):
        from_json(json.dumps(data))


def test_the_end_and_tie_break_round_trip():
    state = last_card(players=2, banners=["KV", "MO"])
    state.play("play V3b B G7")
    state.play("pick D3")
    assert from_json(state.to_json()).to_json() == state.to_json()
    state.play("pick F5")
    assert state.is_terminal() and from_json(state.to_json()) == state
