"""Whole games over loopback (127.0.0.1) through a relay that delays, reorders and cuts.

Each laptop is a bot that sees only what it received. After the game, the host's record
replays (hot-seat) to the host's state, every laptop's view is the replay's view of its
seat, its log is the replay's events, and no message a laptop received holds anything
another seat kept hidden at that moment.
"""

from __future__ import annotations

import dataclasses
import json
import time
from functools import cache

import pytest

from game.core import GameRecord
from game.games import match_of, replayed
from game.net.host import event_entry
from game.net.messages import encode
from scenes.kit.net.client import ClientLink
from scenes.kit.net.thread import NetThread
from tools.lan_play import whole_game
from tools.lan_watch import leaves


class Secrets:
    """What ``seat`` may not know after ``k`` actions: every string of the full state (hands,
    bag, face-down cards, ...) that is neither in its view nor ever said in the public log."""

    def __init__(self, record: GameRecord) -> None:
        self.record = record

    @cache  # noqa: B019 (a test's short-lived object)
    def at(self, k: int, seat: int) -> frozenset[str]:
        match = match_of(GameRecord(self.record.game, self.record.players, self.record.seed,
                                 self.record.options))
        said: set[str] = set()
        for number, text in enumerate(self.record.actions[:k], start=1):
            said |= leaves(json.loads(encode([event_entry(e, number)
                                              for e in match.play(text)])))
        seen = leaves(json.loads(encode(match.state.view(seat))))
        return frozenset(leaves(json.loads(match.state.to_json())) - seen - said)


def check(result, expect_cuts: bool) -> None:
    host = result.host
    assert result.finished, f"the game did not end in time ({len(host.record.actions)} actions)"
    replay = replayed(host.record)
    assert replay.to_json() == host.state.to_json()
    events = []
    match = match_of(GameRecord(host.record.game, host.record.players, host.record.seed))
    for number, text in enumerate(host.record.actions, start=1):
        events += [event_entry(e, number) for e in match.play(text)]
    assert json.loads(encode(events)) == json.loads(encode(host.log))
    for bot in result.bots:
        seat = bot.mirror.seat
        assert bot.mirror.view == json.loads(encode(replay.view(seat)))
        assert bot.mirror.entries() == json.loads(encode(events))
    if expect_cuts:
        assert result.relay.cuts > 0 and sum(b.link.connections for b in result.bots) > len(
            result.bots)


def search_secrets(result) -> int:
    """Search every message each laptop received for the other seats' secrets of that
    moment; returns how many messages were searched."""
    secrets = Secrets(result.host.record)
    searched = 0
    for bot in result.bots:
        seat = bot.mirror.seat
        for text in bot.received:
            message = json.loads(text)
            if message["t"] != "state":
                continue
            hidden = secrets.at(message["seq"], seat)
            leaked = [s for s in hidden if json.dumps(s, ensure_ascii=False) in text]
            assert leaked == [], f"seat {seat} received {leaked} at {message['seq']}"
            searched += 1
    return searched


@pytest.mark.parametrize("game, players, seed", [
    ("pook", 2, 1), ("pook", 4, 2), ("totem", 2, 3), ("rok", 2, 4), ("rok", 4, 5),
])
def test_whole_games_through_a_relay_that_delays_reorders_and_cuts(game, players, seed):
    result = whole_game(game, players, seed, jitter=(0.0, 0.004), cut_every=0.25, limit=40)
    check(result, expect_cuts=True)
    assert search_secrets(result) > 10


def test_bots_at_the_host_sit_beside_laptops():
    result = whole_game("pook", 4, 7, bots=2, relay=False, limit=30)
    check(result, expect_cuts=False)


def test_the_secrets_search_sees_a_leak():
    """The search is not blind: another seat's full view holds secrets it finds."""
    result = whole_game("totem", 2, 8, relay=False, limit=30)
    secrets = Secrets(result.host.record)
    other = match_of(GameRecord("totem", 2, 8)).state.view(1)
    text = encode({"t": "state", "seq": 0, "view": other})
    assert [s for s in secrets.at(0, 0) if json.dumps(s) in text]


def test_hostile_peers_are_refused_over_the_wire_and_the_game_goes_on():
    """Malformed, oversized, a made-up token, flooding: refused or cut; the game ends well."""
    from game.core import GameRecord as Record
    from game.net.host import HostTable
    from game.net.seats import REMOTE, Seat
    from scenes.kit.net.hosting import HostRunner, new_token
    from tools.lan_play import FAST, LanBot

    seats = [Seat("A", REMOTE), Seat("B", REMOTE)]
    timing = dataclasses.replace(FAST, rate=100.0, burst=50.0)
    host = HostTable.of(Record("totem", 2, 9), seats, "TABLE1", new_token, timing)
    runner = HostRunner(host)
    port = runner.listen("127.0.0.1", 0)
    runner.run_in_thread()
    net = NetThread("test-hostile")
    url = f"ws://127.0.0.1:{port}"
    players = [LanBot(ClientLink(net, url, code="TABLE1", seat=i), i) for i in range(2)]
    for p in players:
        p.link.start()

    async def hostile() -> list[str]:
        from websockets.asyncio.client import connect
        seen = []
        async with connect(url) as ws:  # garbage, then a huge frame: refused, then cut
            await ws.send("{nope")
            seen.append(json.loads(await ws.recv())["t"])
            try:
                await ws.send("x" * 100_000)
                await ws.recv()
            except Exception as exc:
                seen.append(type(exc).__name__)
        async with connect(url) as ws:  # a made-up token
            await ws.send(encode({"t": "hello", "v": 1, "token": "not-a-seat"}))
            seen.append(json.loads(await ws.recv())["reason"])
        return seen

    try:
        seen = net.submit(hostile()).result(10)
        assert seen[0] == "refused" and seen[1].startswith("ConnectionClosed")
        assert seen[2] == "unknown seat token"
        flood = ClientLink(net, url, code="WRONG9")
        flood.start()
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline and not (host.state.is_terminal() and all(
                p.mirror.over for p in players)):
            for p in players:
                p.step()
            for _ in range(3):  # seat 0's laptop floods as it plays
                players[0].link.send({"t": "ping"})
            time.sleep(0.001)
        assert flood.ended == "wrong join code"
        assert host.state.is_terminal()
        assert "too many messages" in {why for _, why in host.door.refusals}
    finally:
        for p in players:
            p.link.stop()
        runner.stop()
        net.stop()


def test_a_vanished_laptop_pauses_the_game_until_a_bot_takes_its_seat():
    """Seat 1's laptop goes away for good: the other laptop's views say the game waits for
    it, nothing moves; the host gives the seat to a bot and the game plays to its end."""
    from tools.lan_play import LanTable

    with LanTable("pook", 2, 12, relay=False) as table:
        deadline = time.monotonic() + 20
        gone = False
        while time.monotonic() < deadline and not (table.host.state.is_terminal()
                                                   and table.laptops[0].mirror.over):
            table.laptops[0].step()
            if not gone:
                table.laptops[1].step()
                if table.host.seq >= 6:
                    table.laptops[1].link.stop()
                    gone = True
                    while not table.laptops[0].mirror.waiting and time.monotonic() < deadline:
                        table.laptops[0].step()
                        time.sleep(0.005)
                    seq = table.host.seq
                    time.sleep(0.3)
                    table.laptops[0].step()
                    assert table.host.seq == seq and table.laptops[0].mirror.waiting == [1]
                    with table.runner.lock:
                        table.runner.send(table.host.give_to_bot(1, "random", time.monotonic()))
            time.sleep(0.002)
        assert gone and table.host.state.is_terminal()
        assert table.laptops[0].mirror.over and table.host.seats[1].kind == "bot"


@pytest.mark.slow
@pytest.mark.parametrize("game, players", [("pook", 2), ("pook", 3), ("pook", 4), ("totem", 2),
                                           ("rok", 2), ("rok", 3), ("rok", 4)])
@pytest.mark.parametrize("seed", range(20, 26))
def test_many_seeded_games_through_an_unkind_relay(game, players, seed):
    result = whole_game(game, players, seed, jitter=(0.0, 0.01), cut_every=0.3, limit=90)
    check(result, expect_cuts=False)
    search_secrets(result)
