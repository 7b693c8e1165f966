"""Friends who watch with the watch code, over loopback (127.0.0.1): the public view only.

Whole seeded games of each game with a spectator beside the laptops, through a relay that
delays, reorders and cuts: every message the spectator received is searched for any string
that a seat's own view or the full state held and no public view showed (tools/lan_watch.py);
its last view is the replay's public view and its log the replay's events.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core import GameRecord
from game.games import load_game, match_of, replayed
from game.net.host import HostTable
from game.net.messages import encode, event_entry
from game.net.seats import REMOTE, Seat
from tools.lan_play import FAST, WATCH_CODE, whole_game
from tools.lan_watch import leaks


@pytest.mark.parametrize("game, players, seed", [("pook", 3, 21), ("totem", 2, 22),
                                                 ("rok", 2, 23)])
def test_a_spectator_sees_the_public_view_only_over_a_whole_game(game: str, players: int,
                                                                 seed: int) -> None:
    result = whole_game(game, players, seed, jitter=(0.0, 0.004), cut_every=0.3, limit=60,
                        spectators=1)
    assert result.finished
    watcher = result.spectators[0]
    found, searched = leaks(result.host.record, watcher.received)
    assert found == [] and searched > 20
    replay = replayed(result.host.record)
    public = {**load_game(game).public(replay, 0), "legal": []}
    assert watcher.mirror.view == json.loads(encode(public))
    events: list[dict[str, Any]] = []
    match = match_of(GameRecord(game, players, seed))
    for number, text in enumerate(result.host.record.actions, start=1):
        events += [event_entry(e, number) for e in match.play(text)]
    assert watcher.mirror.entries() == json.loads(encode({"log": events}))["log"]
    assert watcher.mirror.spectator and watcher.mirror.seat is None
    if game == "rok":  # every throw's and slide's inputs came to it as they were made
        assert len(watcher.mirror.gestures) > 0


def test_the_search_finds_a_seat_s_view_sent_to_a_spectator() -> None:
    """The search is not blind: a seat's own view in a spectator's message is found."""
    record = GameRecord("pook", 3, 24)
    view = match_of(record).state.view(1)
    text = encode({"t": "state", "seq": 0, "view": view})
    assert leaks(record, [text])[0]


def hosted() -> HostTable:
    seats = [Seat("A", REMOTE), Seat("B", REMOTE)]
    return HostTable.of(GameRecord("totem", 2, 5), seats, "TABLE1", lambda: "tok", FAST,
                        watch_code=WATCH_CODE)


def test_the_watch_code_watches_and_nothing_else() -> None:
    host = hosted()
    host.opened(1, 0.0, "10.0.0.1")
    out = host.receive(1, encode({"t": "hello", "v": 1, "spectate": " watch1 "}), 0.0)
    welcome, state = out[0][1], out[1][1]
    assert welcome is not None and welcome["spectator"] and welcome["seat"] is None
    assert state is not None and state["view"]["legal"] == [] and not state["view"]["hand"]
    refused = host.receive(1, encode({"t": "act", "seq": 0, "action": "pass"}), 0.1)
    assert refused[0][1] is not None and refused[0][1]["t"] == "refused"
    host.opened(2, 0.0, "10.0.0.2")  # the join code is not the watch code, nor the reverse
    wrong = host.receive(2, encode({"t": "hello", "v": 1, "spectate": "TABLE1"}), 0.0)
    assert wrong[0][1] is not None and wrong[0][1]["reason"] == "wrong join code"
    host.opened(3, 0.0, "10.0.0.3")
    seated = host.receive(3, encode({"t": "hello", "v": 1, "code": "WATCH1"}), 0.0)
    assert seated[0][1] is not None and seated[0][1]["t"] == "refused"
    assert host.seats[0].token is None and host.seats[1].token is None


def test_a_table_without_a_watch_code_lets_nobody_watch() -> None:
    seats = [Seat("A", REMOTE), Seat("B", REMOTE)]
    host = HostTable.of(GameRecord("totem", 2, 5), seats, "TABLE1", lambda: "tok", FAST)
    host.opened(1, 0.0, "10.0.0.1")
    out = host.receive(1, encode({"t": "hello", "v": 1, "spectate": ""}), 0.0)
    assert out[0][1] is not None and out[0][1]["t"] == "refused"


def test_spectators_are_bounded() -> None:
    host = hosted()
    answers = []
    for conn in range(1, 11):
        host.opened(conn, 0.0, f"10.0.0.{conn}")
        answers.append(host.receive(conn, encode({"t": "hello", "v": 1, "spectate": WATCH_CODE}),
                                    0.0)[0][1])
    kinds = [a["t"] if a is not None else None for a in answers]
    assert kinds.count("welcome") == 8 and kinds[-1] == "refused"
