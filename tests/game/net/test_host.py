"""The host's authority as plain calls (no socket): seats, tokens, refusals, pauses, the race."""

from __future__ import annotations

import itertools
import json

import pytest

from game.core import GameRecord
from game.net.clock import FairWindow, OffsetEstimate
from game.net.from_host import HostReader
from game.net.gestures import shown_after
from game.net.host import HostTable, Timing
from game.net.messages import MAX_CLIENT_BYTES, BadMessage, encode, parse_client
from game.net.mirror import Mirror
from game.net.race import throw_text
from game.net.seats import BOT, REMOTE, Seat
from game.streams import throw_seed

TIMING = Timing(heartbeat=0.5, timeout=2.0, lead=0.0, window=0.1, bot_pace=0.0, rate=50,
                burst=50, strikes=5)


def table(game="totem", players=2, kinds=(REMOTE, REMOTE), timing=TIMING):
    tokens = (f"token-{i}" for i in itertools.count())
    seats = [Seat(f"P{i}", kind, level="random" if kind == BOT else None)
             for i, kind in enumerate(kinds)]
    return HostTable.of(GameRecord(game, players, 5), seats, "K3Y9PA", lambda: next(tokens),
                     timing)


def join(host, conn, now=0.0, **hello):
    host.opened(conn, now)
    message = {"t": "hello", "v": 1, "code": "k3y9pa", "name": f"n{conn}", **hello}
    return host.receive(conn, encode(message), now)


def to(outs, conn):
    return [m for c, m in outs if c == conn]


def test_joining_needs_the_code_and_gives_a_token_and_the_full_view():
    host = table()
    assert to(join(host, 7, code="WRONG1"), 7)[-1] is None  # refused, then cut
    outs = join(host, 1)
    welcome = to(outs, 1)[0]
    assert welcome["t"] == "welcome" and welcome["seat"] == 0 and welcome["token"] == "token-0"
    state = next(m for m in to(outs, 1) if m and m["t"] == "state")
    assert state["view"] == json.loads(json.dumps(host.state.view(0)))
    assert state["waiting"] == [1]  # the other laptop has not come yet


def test_a_dropped_laptop_takes_its_own_seat_back_and_only_it_can():
    host = table()
    join(host, 1)
    join(host, 2)
    host.closed(1, 1.0)
    assert host.waiting() == [0]
    host.opened(3, 2.0)
    outs = host.receive(3, encode({"t": "hello", "v": 1, "token": "token-1"}), 2.0)  # seat 1's
    assert to(outs, 2)[:2] == [{"t": "bye", "reason": "your seat was taken back elsewhere"},
                               None]  # the token is the seat: its old connection is cut
    host.opened(4, 2.0)
    refused = host.receive(4, encode({"t": "hello", "v": 1, "token": "token-9"}), 2.0)
    assert to(refused, 4)[0]["fatal"] and to(refused, 4)[-1] is None
    outs = host.receive(5, "", 2.0)  # an unknown connection: nothing
    assert outs == []
    host.opened(6, 3.0)
    back = host.receive(6, encode({"t": "hello", "v": 1, "token": "token-0"}), 3.0)
    assert to(back, 6)[0]["seat"] == 0 and host.waiting() == []
    full = next(m for m in to(back, 6) if m and m["t"] == "state")
    assert full["log_from"] == 0


def test_a_hello_repeated_because_its_welcome_was_lost_takes_the_same_seat():
    host = table()
    nonce = "n" * 22
    first = to(join(host, 1, nonce=nonce), 1)[0]
    host.closed(1, 0.5)  # cut before the welcome arrived
    again = to(join(host, 2, nonce=nonce), 2)[0]
    assert (again["seat"], again["token"]) == (first["seat"], first["token"])
    other = to(join(host, 3, nonce="m" * 22), 3)[0]
    assert other["seat"] != first["seat"]
    assert to(join(host, 4, nonce="o" * 22), 4)[0]["reason"] == "no free seat at this table"


@pytest.mark.parametrize("text, why", [
    ("{not json", "not valid JSON"),
    ("[1, 2]", "expected a JSON object"),
    ('{"t": "act", "seq": 0}', "missing field 'action'"),
    ('{"t": "act", "seq": true, "action": "x"}', "must be int"),
    ('{"t": "grab", "rune": "w1a", "at": 1e999}', "finite"),
    ('{"t": "sudo"}', "unknown message kind"),
    ('{"t": "ping", "extra": 1}', "unknown field"),
    ('{"t": "act", "seq": 0, "action": "' + "x" * 700 + '"}', "longer than"),
    ("x" * (MAX_CLIENT_BYTES + 1), "at most"),
    ("[" * 2000 + "]" * 2000, "nested too deeply"),
])
def test_malformed_messages_are_refused_saying_why(text, why):
    with pytest.raises(BadMessage, match=why):
        parse_client(text)


def test_hostile_messages_are_refused_and_the_game_goes_on():
    host = table()
    join(host, 1)
    join(host, 2)
    before = host.record
    for text in ["{", '{"t": "act", "seq": 0, "action": "attack 9"}', "x" * 5000,
                 encode({"t": "hello", "v": 1, "code": "K3Y9PA"})]:
        outs = host.receive(2, text, 1.0)
        assert to(outs, 2)[0]["t"] == "refused"
    current = host.state.current_player
    other = 2 if current == 0 else 1
    legal = host.state.view(current)["legal"]
    refused = host.receive(other, encode({"t": "act", "seq": 0, "action": legal[0]}), 1.0)
    assert to(refused, other)[0]["reason"] == "it is not your turn"
    assert host.record == before  # nothing of it was played
    played = host.receive(3 - other, encode({"t": "act", "seq": 0, "action": legal[0]}), 1.0)
    assert host.seq == 1 and {m["t"] for m in to(played, 1) + to(played, 2)} == {"state"}
    stale = host.receive(3 - other, encode({"t": "act", "seq": 0, "action": legal[0]}), 1.0)
    assert to(stale, 3 - other)[0]["reason"].startswith("stale")


def test_a_flooding_peer_is_cut_and_its_seat_waits():
    host = table()
    join(host, 1)
    join(host, 2)
    outs = []
    for _ in range(200):
        outs += host.receive(2, encode({"t": "ping"}), 1.0)
    assert None in to(outs, 2)  # cut
    assert sum(1 for m in to(outs, 2) if m) <= 3  # refused once or twice, not 150 times
    host.closed(2, 1.0)
    assert host.waiting() == [1]
    refused = host.receive(1, encode({"t": "act", "seq": 0, "action": "x"}), 1.1)
    assert "waits for" in to(refused, 1)[0]["reason"]


def test_a_missing_human_can_be_given_to_a_bot_and_the_game_goes_on():
    host = table()
    join(host, 1)
    join(host, 2)
    host.closed(2, 1.0)
    host.give_to_bot(1, "random", 1.1)
    assert host.waiting() == [] and host.seats[1].token is None
    for step in range(400):
        if host.state.is_terminal():
            break
        if host.state.current_player == 0:
            host.receive(1, encode({"t": "act", "seq": host.seq,
                                    "action": host.state.view(0)["legal"][0]}), 2.0 + step)
        host.tick(2.0 + step)
    assert host.state.is_terminal()



def test_a_seat_given_to_a_bot_the_host_screen_plays_is_not_played_by_the_ticks():
    """``here``: the app's table plays that bot itself (its bot thread, its pace); the
    host's ticks leave the seat's turn alone, and its moves come through ``play``."""
    host = table()
    join(host, 1)
    join(host, 2)
    host.closed(2, 1.0)
    outs = host.give_to_bot(1, "random", 1.1, here=True)
    assert host.waiting() == [] and host.seats[1].kind == BOT and 1 not in host.bots
    assert next(m for m in to(outs, 1) if m["t"] == "state")["waiting"] == []
    for step in range(400):
        if host.state.is_terminal():
            break
        current, at = host.state.current_player, 2.0 + step
        if current == 0:
            host.receive(1, encode({"t": "act", "seq": host.seq,
                                    "action": host.state.view(0)["legal"][0]}), at)
        else:
            seq = host.seq
            host.tick(at)
            assert host.seq == seq  # nobody played seat 1's turn but the host's screen
            host.play(host.state.view(1)["legal"][-1], at)
    assert host.state.is_terminal()

def test_silent_connections_are_cut_and_pings_measure_the_clock():
    host = table()
    join(host, 1)
    join(host, 2)
    outs = host.tick(0.6)
    ping = to(outs, 1)[0]
    assert ping["t"] == "ping"
    host.receive(1, encode({"t": "pong", "h": ping["h"], "c": 100.0}), 0.7)
    host.receive(1, encode({"t": "pong", "h": 0.123, "c": 0.0}), 0.7)  # a ping never sent
    assert host.seats[0].clock.samples == 1
    assert host.seats[0].clock.offset == pytest.approx(0.65 - 100.0)
    assert None in to(host.tick(2.5), 2)  # seat 1 said nothing for 2.5 s


def test_the_mirror_keeps_the_newest_view_and_the_whole_log_whatever_the_order():
    host = table()
    join(host, 1)
    messages = []
    join(host, 2)
    for _ in range(6):
        seat = host.state.current_player
        outs = host.receive(seat + 1, encode({"t": "act", "seq": host.seq,
                                              "action": host.state.view(seat)["legal"][0]}), 1)
        messages += to(outs, 1)
    mirror, reader = Mirror(), HostReader()
    mirror.take(reader.read(encode({"t": "welcome", "seat": 0, "token": "t", "game": "totem",
                                    "players": 2, "names": ["A", "B"],
                                    "kinds": ["remote", "remote"]})))
    for message in reversed(messages):
        mirror.take(reader.read(encode(message)))
    assert mirror.view == json.loads(encode(host.state.view(0)))
    assert mirror.entries()[-len(host.log) + 1:] == json.loads(encode(host.log))[1:]


def test_claims_are_converted_and_bounded_by_the_round_trip():
    clock = OffsetEstimate()
    clock.sample(10.0, 50.0, 10.004)  # a 4 ms round trip: 14 ms with the slack
    assert clock.to_host(50.0) == pytest.approx(10.002)
    assert clock.claim_time(-1000.0, arrived=11.0, opened=10.5) == pytest.approx(11 - .014)
    assert clock.claim_time(1000.0, arrived=11.0, opened=10.5) == 11.0  # never in the future
    assert clock.claim_time(50.9, arrived=11.0, opened=10.99) == 10.99  # not before opening
    fair = FairWindow(0.1)
    fair.add(1.0, 0, "w1a")
    assert fair.ready(1.05) == [] and fair.pending() == 1


def laptop_throw(host: HostTable, shown_at: float) -> list:
    """The laptop whose throw is due throws, so that every screen has counted and flown it
    by ``shown_at`` (grabbing opens ``lead`` later, R09)."""
    rok = host.rok
    _, gesture = throw_text(rok, 1.0, throw_seed(host.record.seed, rok.throw_no))
    return host.receive(rok.current_player + 1, encode({"t": "throw", "strength": 1.0}),
                        shown_at - shown_after(gesture))


def test_the_earlier_rok_claim_wins_even_when_it_arrives_later():
    host = table("rok", 2, timing=Timing(lead=0.1, window=0.2, bot_pace=0.0))
    join(host, 1, -5.0)  # (early enough for the throw to be counted and flown by 1.0)
    join(host, 2, -5.0)
    laptop_throw(host, 1.0)
    assert host.state.phase == "grab" and host.race.opens == pytest.approx(1.1)
    rune = host.state.view(0)["legal"][0].split()[2]
    for conn in (1, 2):  # both clocks sampled: 4 ms round trips, clocks 5 s apart
        host.seats[conn - 1].clock.sample(0.9, 0.902 - 5 * conn, 0.904)
    host.receive(2, encode({"t": "grab", "rune": rune, "at": 1.255 - 10}), 1.258)  # later,
    host.receive(1, encode({"t": "grab", "rune": rune, "at": 1.25 - 5}), 1.262)  # first
    assert host.tick(1.44) == [] or host.seq == 1  # held in the window
    outs = host.tick(1.55)
    assert host.record.actions[1] == f"grab 0 {rune} 0.15"
    assert any(m and m.get("rule") == "R25" for m in to(outs, 2))  # seat 1 was slower


def rok_race(opens_at=1.1, **timing):
    """A two-laptop RÖK table whose first throw has come to rest: grabbing opens at 1.1."""
    host = table("rok", 2, timing=Timing(lead=0.1, window=0.2, bot_pace=0.0, **timing))
    join(host, 1, -5.0)  # (early enough for the throw to be counted and flown by 1.0)
    join(host, 2, -5.0)
    laptop_throw(host, 1.0)
    assert host.state.phase == "grab" and host.race.opens == pytest.approx(opens_at)
    return host, host.state.view(0)["legal"][0].split()[2]


def test_a_claim_made_before_grabbing_opens_is_refused_in_words():
    """R09: the runes are shown ahead of the race, but nobody may grab before it opens."""
    host, rune = rok_race()
    outs = host.receive(2, encode({"t": "grab", "rune": rune, "at": 0.0}), 1.05)
    assert to(outs, 2) == [{"t": "refused", "reason": "too early: grabbing had not opened yet",
                            "rule": "R09", "fatal": False}]
    host.receive(1, encode({"t": "grab", "rune": rune, "at": 1.4}), 1.41)
    host.tick(1.7)
    assert host.record.actions[1].startswith("grab 0 ")


def test_late_pongs_buy_nothing_past_the_lan_bound():
    """A laptop answering pings 2 s late, then claiming 100 ms after an honest laptop with a
    stamp backdated 1 s, still counts after it (R25: the earlier grab wins)."""
    host, rune = rok_race()
    host.seats[0].clock.sample(0.99, 0.995, 1.0)  # honest: a 10 ms round trip
    for ping in range(4):  # the forger answers every ping two seconds late (its clock's
        sent = 0.5 + ping * 0.1  # stamps chosen so that the offset still comes out true)
        host.seats[1].clock.sample(sent, sent + 1.0, sent + 2.0)
    host.receive(1, encode({"t": "grab", "rune": rune, "at": 1.40}), 1.405)
    host.receive(2, encode({"t": "grab", "rune": rune, "at": 0.50}), 1.505)
    host.tick(1.8)
    assert host.record.actions[1] == f"grab 0 {rune} 0.30"


def test_a_laptop_whose_seat_went_to_a_bot_may_watch_the_public_view_only():
    """T-table over the network: the token of a seat given to a bot no longer plays, but its
    laptop may watch — every move as it is made, the public view (no hand), nothing to do."""
    host = table("pook", 3, kinds=(REMOTE, REMOTE, REMOTE))
    for conn in (1, 2, 3):
        join(host, conn)
    host.closed(2, 1.0)
    host.give_to_bot(1, "random", 1.0)
    host.opened(4, 2.0)
    back = to(host.receive(4, encode({"t": "hello", "v": 1, "token": "token-1"}), 2.0), 4)
    assert back[0]["fatal"] and back[0]["watch"] and back[-1] is None
    host.opened(5, 2.0)
    outs = to(host.receive(5, encode({"t": "hello", "v": 1, "watch": "token-1"}), 2.0), 5)
    welcome, state = outs[0], outs[1]
    assert welcome["seat"] is None and welcome["watching"] == 1 and welcome["token"] is None
    assert state["view"]["hand"] == [] and state["view"]["banner"] is None
    assert state["view"]["legal"] == [] and state["log_from"] == 0
    said = host.receive(5, encode({"t": "act", "seq": host.seq, "action": "end"}), 2.1)
    assert to(said, 5)[0]["reason"] == "a laptop that watches does not play"
    seat = host.state.current_player
    action = host.state.view(seat)["legal"][0]
    moved = host.receive(seat + 1, encode({"t": "act", "seq": host.seq, "action": action}), 2.2)
    seen = [m for m in to(moved, 5) if m and m["t"] == "state"]
    assert seen and seen[-1]["seq"] == host.seq and seen[-1]["view"]["hand"] == []
    host.opened(6, 2.3)
    stranger = to(host.receive(6, encode({"t": "hello", "v": 1, "watch": "token-9"}), 2.3), 6)
    assert stranger[0]["reason"] == "unknown seat token" and stranger[-1] is None


def test_a_view_altered_on_the_way_is_found_by_the_pings_and_taken_anew():
    """A frame altered on the way that still reads well (a legal list, a hand) leaves the
    laptop astray: the host's pings carry its view's digest, two in a row that differ say
    so, and the state sent after the next welcome is taken even at the same number."""
    from game.net.messages import view_digest

    host = table()
    outs = join(host, 1)
    reader, mirror = HostReader(), Mirror()
    for message in to(outs, 1):
        mirror.take(reader.read(encode(message)))
    honest = mirror.view
    ping = to(host.tick(0.6), 1)[0]
    assert ping["d"] == view_digest(host.state.view(0)) == view_digest(honest)
    mirror.take(reader.read(encode(ping)))
    assert not mirror.lost
    state = next(m for m in to(outs, 1) if m["t"] == "state")
    altered = {**state, "view": {**state["view"], "legal": ["setup R1 R2 R3 R4"]}}
    mirror.rev -= 1  # (as if the altered frame had come first, under the same number)
    mirror.take(reader.read(encode(altered)))
    assert mirror.view != honest
    for now in (1.2, 1.8):
        mirror.take(reader.read(encode(to(host.tick(now), 1)[0])))
    assert mirror.lost
    welcome = next(m for m in to(outs, 1) if m["t"] == "welcome")
    mirror.take(reader.read(encode(welcome)))  # the link cut and back: welcome, full state
    mirror.take(reader.read(encode(state)))
    assert mirror.view == honest and not mirror.lost
