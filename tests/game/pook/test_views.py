"""Views show a seat exactly what it may see; determinize samples the rest back."""

import json

import pytest

from game.core import Rng
from game.pook import determinize, new_game, random_action
from game.pook.cards import CARD_IDS
from game.pook.position import TIEBREAK
from tests.game.pook.helpers import options_for, walk
from tests.game.pook.test_end import tied_pair


def unknown_ids(state, seat):
    """Card ids ``seat`` does not know: they must appear nowhere in its view."""
    return [CARD_IDS[c] for c in range(24) if not state.known[c] >> seat & 1]


def test_P07_P06_views_never_name_a_card_or_banner_the_seat_does_not_know():
    for players in (2, 3, 4):
        for index, state in enumerate(walk(players, seed=21, **options_for(players, 0))):
            if index % 3:
                continue
            for seat in range(players):
                text = json.dumps(state.view(seat))
                leaks = [c for c in unknown_ids(state, seat) if f'"{c}' in text]
                assert leaks == [], (seat, leaks)
                if not state.visible_banners and state.phase < TIEBREAK:
                    view = state.view(seat)
                    shown = [b for s, b in enumerate(view["banners"])
                             if state.side(s) != state.side(seat)]
                    assert shown == [None] * len(shown)


def test_views_hold_the_public_table_and_counts():
    state = new_game(3, seed=4)
    rng = Rng(2)
    for _ in range(10):
        state.play(random_action(state, rng))
    view = state.view(1)
    assert view["pile"] == len(state.pile)
    assert [len(h) for h in view["hands"]] == [len(h) for h in state.hands]
    assert sorted(e["cell"] for e in view["table"]) == sorted(
        e["cell"] for e in state.view(2)["table"])
    assert view["legal"] == ([] if state.current_player != 1 else
                             [str(a) for a in state.legal_actions()])


def test_determinize_gives_a_state_showing_the_same_view_with_hidden_parts_resampled():
    for players in (2, 3, 4):
        for index, state in enumerate(walk(players, seed=5, **options_for(players, 1))):
            if index % 5:
                continue
            for seat in range(players):
                view = state.view(seat)
                samples = [determinize(view, Rng(k)) for k in range(3)]
                for sample in samples:
                    assert sample.view(seat) == view
                    assert sorted(sample.hands[seat]) == sorted(state.hands[seat])
                if any(None in hand for hand in view["hands"]) and len(view["hands"]) > 2:
                    assert len({s.to_json() for s in samples}) > 1


def test_states_differing_only_in_another_seats_secrets_look_the_same():
    state = new_game(3, seed=8)
    other = state.clone()
    # Exchange a card of seat 2's hand with the pile's top card: seat 0 cannot tell.
    hand_card, pile_card = other.hands[2][0], other.pile[-1]
    other.hands[2][0], other.pile[-1] = pile_card, hand_card
    other.hands[2].sort()
    other.known[pile_card], other.known[hand_card] = other.known[hand_card], 0
    # ... and seat 1's Banner with an unused one.
    other.banners[1] = next(b for b in range(6) if b not in state.banners)
    assert other.to_json() != state.to_json()
    assert other.view(0) == state.view(0)
    assert other.view(2) != state.view(2) and other.view(1) != state.view(1)


def test_events_name_only_public_cards():
    for players in (2, 4):
        state, rng = new_game(players, seed=31), Rng(9)
        while not state.is_terminal():
            for event in state.play(random_action(state, rng)):
                for value in event.data.values():
                    if isinstance(value, str) and value in CARD_IDS:
                        assert state.known[CARD_IDS.index(value)] == state.everyone, event


def test_P27_determinize_keeps_the_tie_break_secret_and_consistent():
    state = tied_pair()
    state.play("pick D3")
    view = state.view(1)
    assert view["tiebreak"] == {"round": 1, "tied": [0, 1], "picked": [0],
                                "picks": [None, None]}
    picks = set()
    for k in range(8):
        sample = determinize(view, Rng(k))
        assert sample.view(1) == view
        picks.add(sample.picks[0])
    assert len(picks) > 1, "seat 0's secret choice is sampled, not copied"


def test_determinize_refuses_what_is_not_a_view():
    with pytest.raises(ValueError, match="not a Pook view"):
        determinize({"seat": 0}, Rng(1))
