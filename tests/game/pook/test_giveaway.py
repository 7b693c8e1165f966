"""What a seat's plays gave away of its Banner: the Hard reading of a rival after each of the
seat's plays, rising as plays that follow the Banner tell it, and the play that told most."""

from __future__ import annotations

from itertools import pairwise

from game.core import GameRecord, Rng
from game.match import Match
from game.pook import SPEC
from game.pook.giveaway import banner_curve


def bot_game(seed: int, level: str = "normal") -> GameRecord:
    match, rng = Match.new(SPEC, 3, seed), Rng(seed)
    bots = [SPEC.bots[level]() for _ in range(3)]
    while not match.state.is_terminal():
        seat = match.state.current_player
        match.play(bots[seat].choose(match.state.view(seat), rng))
    return match.record


def test_a_point_follows_each_of_the_seat_s_plays_and_the_costliest_is_the_largest_rise():
    record = bot_game(5)
    curve = banner_curve(record, 1)
    assert curve is not None and curve.reader == 2
    replay_actors = Match(SPEC, record).steps
    assert [p.index for p in curve.points] == [
        k for k, step in enumerate(replay_actors) if step.actor == 1]
    chances = [curve.before, *(p.chance for p in curve.points)]
    rises = [b - a for a, b in pairwise(chances)]
    point, rise = curve.costliest
    assert rise == max(rises) > 0
    assert point == curve.points[rises.index(rise)]


def test_plays_that_follow_the_banner_give_it_away_over_a_game():
    """Normal bots play by their Banner (P06): by the end a rival's reading favours it."""
    ends = [c.points[-1].chance - c.before
            for seed in range(4) for seat in range(3)
            if (c := banner_curve(bot_game(seed), seat)) is not None and c.points]
    assert len(ends) == 12
    assert sum(ends) / len(ends) > 0.1


def test_visible_banners_have_no_secret_to_give_away():
    assert banner_curve(GameRecord("pook", 3, 2, {"visible_banners": True}), 0) is None


def test_each_rival_reads_the_banner_from_its_own_view():
    """Every seat on another side has a reading of its own (not a partner: teams of two share
    a Banner); a seat that is no rival reads nothing."""
    record = bot_game(5)
    first = banner_curve(record, 1)
    assert first is not None and first.rivals == (2, 0)
    other = banner_curve(record, 1, reader=0)
    assert other is not None and other.reader == 0 and other.rivals == first.rivals
    assert [p.index for p in other.points] == [p.index for p in first.points]
    assert [p.chance for p in other.points] != [p.chance for p in first.points]
    assert banner_curve(record, 1, reader=1) is None  # (itself)


def test_a_partner_is_no_rival():
    from game.pook.giveaway import rivals_of
    from game.pook.rules import new_game

    teams = new_game(4, 3, teams=True)
    alone = new_game(4, 3)
    partner = next(s for s in range(1, 4) if teams.side(s) == teams.side(0))
    assert partner not in rivals_of(teams, 0) and len(rivals_of(teams, 0)) == 2
    assert rivals_of(alone, 0) == [1, 2, 3]
