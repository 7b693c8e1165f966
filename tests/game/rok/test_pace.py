"""R25: a player's pace read from the record's timed grabs, a handicap that slows a bot down,
and the Matched bot at a measured pace, never faster than the quick end of the cited ranges."""

from __future__ import annotations

import dataclasses

import pytest

from game.core import InvalidRecord
from game.rok.bots import PERSON, REFLEXES, bot_game
from game.rok.human import PEOPLE, RANGES
from game.rok.pace import (
    MATCHED_AFTER,
    PRIOR_THROWS,
    Pace,
    matched_eyes,
    matched_pace,
    prior_pace,
    throws_paced,
)
from game.saves import BOT, Seat


def raced_record(people, seed: int) -> list[str]:
    """A whole game's record whose grabs are timed, raced by ``people`` (Reflexes)."""
    played: list[str] = []
    bot_game(people, seed, played=played)
    return played


def test_R25_the_record_tells_each_seats_pace_and_a_slower_player_shows_a_larger_factor():
    """Three seats raced over sixteen games: the modelled adult, the same person 1.6 times
    slower, a Normal bot. Their measured factors: about 1, about 1.6, about 1. (Over eight
    games the slower person's factor ranged 1.33-1.77 from seed to seed: first grabs it never
    made are censored, and the fit leans low.)"""
    throws = {0: [], 1: [], 2: []}
    grabs = 0
    for seed in range(16):
        actions = raced_record([PERSON, PERSON.slower(1.6), REFLEXES["normal"]], seed)
        grabs += sum(a.startswith("grab") for a in actions)
        for seat, paced in throws_paced(actions, 3, seed, (0, 1, 2)).items():
            throws[seat] += paced
    paces = {seat: Pace.of(paced) for seat, paced in throws.items()}
    assert sum(p.grabs for p in paces.values()) == grabs
    assert 0.85 < paces[0].factor < 1.15 and 0.85 < paces[2].factor < 1.15
    assert 1.35 < paces[1].factor < 1.9
    assert paces[1].first > paces[0].first and paces[1].grabs < paces[0].grabs


def test_R25_untimed_grabs_tell_no_pace():
    actions = [a if not a.startswith("grab") else " ".join(a.split()[:3])
               for a in raced_record([PERSON, PERSON], 3)]
    assert throws_paced(actions, 2, 3, (0, 1)) == {0: [], 1: []}


def test_R25_matched_starts_from_a_prior_slower_than_the_modelled_adult_then_follows_the_fit():
    seeing, hand = prior_pace()
    assert seeing > 1.1 and hand > 1.1  # the casual adult's pace, not the attentive adult's
    assert matched_pace([]) == matched_pace([[]]) == (seeing, hand)
    throws = []
    for seed in range(3):
        actions = raced_record([PERSON.slower(2.0), REFLEXES["normal"]], seed)
        throws += throws_paced(actions, 2, seed, (0,))[0]
    assert len(throws) >= MATCHED_AFTER
    alone = Pace.of(throws)
    assert alone is not None
    assert matched_pace([throws]) == pytest.approx((alone.factor, alone.hand))
    few = throws[:4]
    fit_few = Pace.of(few)
    assert fit_few is not None
    blended = matched_pace([few])
    weight = len(few) / (len(few) + PRIOR_THROWS)
    assert blended[0] == pytest.approx(fit_few.factor ** weight * seeing ** (1 - weight))
    assert min(seeing, fit_few.factor) <= blended[0] <= max(seeing, fit_few.factor)
    eyes = matched_eyes(1.5, 1.2)
    assert eyes.reaction == pytest.approx(PEOPLE["attentive"].reaction * 1.5)
    assert eyes.throughput == pytest.approx(PEOPLE["attentive"].throughput / 1.2)


def test_R25_a_matched_bot_is_never_faster_than_the_quick_end_of_the_cited_ranges():
    for factor in (0.01, 0.3, 0.8):
        eyes = matched_eyes(factor, factor / 2)
        for part in ("reaction", "look", "compare", "subset", "choose"):
            assert getattr(eyes, part) >= RANGES[part].fast
        assert eyes.throughput <= RANGES["throughput"].fast


def test_R25_a_handicap_slows_every_timed_part_and_is_kept_with_the_seat():
    slower = REFLEXES["hard"].slower(2.0)
    assert slower.eyes.look == pytest.approx(2 * REFLEXES["hard"].eyes.look)
    assert slower.eyes.throughput == pytest.approx(REFLEXES["hard"].eyes.throughput / 2)
    assert REFLEXES["hard"].slower(1.0) is REFLEXES["hard"]
    seat = Seat("Robot", BOT, "hard", handicap=1.5)
    assert Seat.from_dict(seat.to_dict()) == seat
    assert "handicap" not in Seat("Robot", BOT, "hard").to_dict()  # older files stay as they were
    for bad in (0.5, 2.5, "fast", True, float("nan")):
        with pytest.raises(InvalidRecord, match="handicap"):
            Seat.from_dict({**seat.to_dict(), "handicap": bad})


def test_R25_a_bot_game_still_plays_to_its_end_at_every_level():
    state = bot_game(["hard", "matched", "easy"], 5)
    assert state.is_terminal()


def test_R25_a_matched_bot_plays_at_the_pace_it_was_matched_to():
    """Measured again from its own timed grabs, a Matched bot shows the factor it was given."""
    matched = dataclasses.replace(REFLEXES["normal"], eyes=matched_eyes(1.5))
    throws = []
    for seed in range(6):
        actions = raced_record([matched, REFLEXES["normal"], REFLEXES["normal"]], seed)
        throws += throws_paced(actions, 3, seed, (0,))[0]
    pace = Pace.of(throws)
    assert pace is not None and 1.25 < pace.factor < 1.8


def test_R25_a_pace_rests_on_the_latest_throws_when_there_are_more():
    """Games come the latest first (as the index finds them); the pace rests on the latest
    RECENT throws, so a player who got quicker is measured as they play now."""
    from game.core import GameRecord
    from game.rok.pace import RECENT, throws_of_players
    from game.saves import BOT, HUMAN, SavedGame, Seat

    def saved(slower: float, seed: int) -> SavedGame:
        game = SavedGame.start("rok", seed, (Seat("Léa", HUMAN), Seat("Robot", BOT, "normal")),
                               {})
        actions = raced_record([PERSON.slower(slower), REFLEXES["normal"]], seed)
        return game.advanced(GameRecord("rok", 2, seed, {}, tuple(actions)), True)

    then = [saved(2.0, seed) for seed in range(40, 47)]
    now = [saved(0.8, seed) for seed in range(50, 57)]
    throws = throws_of_players([*reversed(now), *reversed(then)], {"Léa"})["Léa"]
    assert len(throws) > RECENT + 5
    pace = Pace.of(throws)
    assert pace is not None and pace.factor < 1.2


def test_R25_a_grab_stamped_at_the_rest_itself_is_measured_not_refused():
    """A click read in the very frame that drew the runes at rest is stamped 0.00: the fit
    takes it as one frame, never as the log of nothing."""
    actions = raced_record([PERSON, REFLEXES["normal"]], 4)
    throws = throws_paced(actions, 2, 4, (0,))[0]
    instant = dataclasses.replace(throws[0], first=0.0, curves={})
    assert instant.capped > 0
    pace = Pace.of([instant, *throws[1:]])
    assert pace is not None and pace.factor > 0
