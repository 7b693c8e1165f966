"""Who sits at a hosted table, as every laptop is told; a RÖK bot's handicap and the Matched
pace in the network race as at home (R25: a grab's time)."""

from __future__ import annotations

from game.core import GameRecord
from game.net.host import HostTable
from game.net.messages import encode
from game.net.race import throw_text
from game.net.seats import BOT, LOCAL, REMOTE, Seat
from game.streams import throw_seed
from tools.lan_play import FAST


def test_every_laptop_is_told_which_seats_are_bots_and_at_what_level() -> None:
    seats = [Seat("Ann", LOCAL), Seat("Rex", LOCAL, level="hard"), Seat("Bob", REMOTE),
             Seat("Zed", BOT, level="easy", handicap=1.5)]
    host = HostTable.of(GameRecord("pook", 4, 3), seats, "TABLE1", lambda: "tok", FAST)
    host.opened(1, 0.0, "10.0.0.1")
    welcome = host.receive(1, encode({"t": "hello", "v": 1, "code": "TABLE1"}), 0.0)[0][1]
    assert welcome is not None
    assert welcome["kinds"] == ["local", "bot", "remote", "bot"]
    assert welcome["levels"] == [None, "hard", None, "easy"]
    assert welcome["handicaps"] == [1.0, 1.0, 1.0, 1.5]
    assert 1 not in host.bots  # (the host's screen plays its own bot; the table plays Zed)


def first_plan(handicap: float = 1.0, level: str = "normal",
               pace: tuple[float, float] | None = None) -> float:
    """Seconds after grabbing opens that the bot seat plans its first grab (R25)."""
    seats = [Seat("Ann", LOCAL), Seat("Bot", BOT, level=level, handicap=handicap)]
    host = HostTable.of(GameRecord("rok", 2, 7), seats, "TABLE1", lambda: "tok", FAST)
    if pace is not None:
        host.pace = lambda: pace
    rok = host.rok
    host.play(throw_text(rok, 1.0, throw_seed(7, rok.throw_no))[0], 0.0)
    race = host.race
    assert race is not None and race.opens is not None
    host.tick(race.opens)
    at, _ = race.plans[1]
    return (at - race.opens) / FAST.bot_pace


def test_a_bot_s_handicap_slows_its_grabs_in_the_network_race() -> None:
    assert first_plan(handicap=2.0) > 1.5 * first_plan()


def test_a_matched_bot_grabs_at_the_table_s_pace() -> None:
    slow = first_plan(level="matched", pace=(2.5, 2.5))
    assert slow > 1.5 * first_plan(level="matched", pace=(1.0, 1.0))
