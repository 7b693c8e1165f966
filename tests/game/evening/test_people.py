"""Who is who: people rated under their name now whatever they played under, guests never
rated, a guest's seat claimed once by a person, and people.json decoded at its edge."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import InvalidRecord
from game.evening.people import People, PeopleError, PeopleStore
from game.evening.ratings import BotRatings, Rating, outcome_of, rate_all
from game.listing import GameRow
from game.saves import BOT, Seat

BOTS = BotRatings({("totem", "normal"): Rating(25.0, 0.4)})
WHEN = "2026-12-07T20:00:00Z"


def row(name, day, seats, winners, scores):
    when = f"2026-11-{day:02d}T20:00:00Z"
    return GameRow(name, None, "totem", tuple(seats), when, when, True, False, 10, 5,
                   tuple(winners), tuple(scores), {})


def robot():
    return Seat("Robot", BOT, "normal")


GAMES = [row("a", 1, [Seat("Léa"), robot()], [0], [3, 0]),
         row("b", 2, [Seat("Player 1"), robot()], [0], [3, 0]),
         row("c", 3, [Seat("Léa"), Seat("Player 2")], [1], [0, 3])]


def rated(people):
    return rate_all((outcome_of(r) for r in GAMES), BOTS, people)


def test_a_guest_is_shown_never_rated_and_plays_as_an_unknown_person():
    people = People().created("Léa", WHEN)
    table = rated(people)
    assert {name for name, _ in table.people} == {"Léa"}
    assert table.changes["b"] == ()  # the guest's win against Normal rates no one
    assert [c.name for c in table.changes["c"]] == ["Léa"]
    everyone = rated(None)  # (every name rated: "Player 2" a person with no game yet)
    assert table.changes["c"][0] == everyone.changes["c"][0]  # the guest played as such


def test_a_rename_keeps_every_game():
    before = rated(People().created("Léa", WHEN))
    after = rated(People().created("Léa", WHEN).renamed("Léa", "Léa Martin"))
    assert after.history[("Léa Martin", "totem")] == before.history[("Léa", "totem")]
    assert ("Léa", "totem") not in after.people
    with pytest.raises(PeopleError):
        People().created("Léa", WHEN).created("Zoé", WHEN).renamed("Zoé", "Léa")
    with pytest.raises(PeopleError):
        People().renamed("Nobody", "Somebody")


def test_a_guest_s_game_claimed_by_a_person_is_rated_once():
    people = People().created("Léa", WHEN)
    claimed = people.claimed("b", [(0, "Player 1")], 0, "Léa")
    table = rated(claimed)
    games = [when for when, _ in table.history[("Léa", "totem")]]
    assert games == sorted({r.updated for r in GAMES})  # a, b and c, each once
    with pytest.raises(PeopleError):  # claimed already: not a guest's seat any more
        claimed.claimed("b", [(0, "Player 1")], 0, "Léa")
    with pytest.raises(PeopleError):  # Léa sits at c already: it would be rated twice
        people.claimed("c", [(0, "Léa"), (1, "Player 2")], 1, "Léa")
    with pytest.raises(PeopleError):  # a person's seat is no guest's
        people.created("Zoé", WHEN).claimed("a", [(0, "Léa")], 0, "Zoé")


def test_the_people_are_kept_and_a_damaged_file_put_aside(tmp_path):
    store = PeopleStore(tmp_path)
    assert store.load() == (People(), None)
    people = People().created("Léa", WHEN).renamed("Léa", "Léa M.").claimed(
        "b", [(0, "Player 1")], 0, "Léa M.")
    store.save(people)
    assert store.load() == (people, None)
    (tmp_path / PeopleStore.NAME).write_text('{"format": "tablee-people/1", "people": 3}')
    found, why = store.load()
    assert found == People() and why and "people" in why
    assert not store.exists() and list(tmp_path.glob("people.json*"))  # put aside, kept


JSONISH = st.recursive(st.none() | st.booleans() | st.integers(-5, 300) | st.text(max_size=50),
                       lambda inner: st.lists(inner, max_size=4)
                       | st.dictionaries(st.sampled_from(["format", "people", "claims", "name",
                                                          "colour", "created", "former",
                                                          "game", "seat", "person"]),
                                         inner, max_size=6), max_leaves=30)


@settings(max_examples=300, deadline=None)
@given(JSONISH)
def test_anything_in_people_json_is_decoded_or_refused_in_words(data):
    if isinstance(data, dict):
        data = {"format": "tablee-people/1", **data}
    try:
        found = People.from_dict(data)
    except InvalidRecord as exc:
        assert str(exc).startswith("people")
        return
    assert People.from_dict(json.loads(json.dumps(found.to_dict()))) == found
