"""A laptop away from a hosted table (scenes/table/away.py): the host's
table asks after a while — wait, or a bot takes the seat — in a headless app, the laptop
played by plain calls to the host's authority (no socket)."""

from __future__ import annotations

import json
import queue

import pygame

from game.core import GameRecord
from game.net.from_host import HostReader, Unreadable
from game.net.host import SEAT_GIVEN, HostTable
from game.net.messages import encode
from game.net.mirror import Mirror
from game.net.seats import BOT, LOCAL, REMOTE
from game.net.seats import Seat as NetSeat
from game.saves import Seat
from scenes.app.smoke import Probe
from scenes.frame.catalogue import GameSetup
from scenes.frame.payloads import HostedPayload, JoinedPayload
from scenes.games.pook.scene import PookScene
from scenes.games.totem.scene import TotemScene
from scenes.kit.net.client import SKIPPED
from scenes.kit.net.hosting import HostRunner
from scenes.table.away import AWAY_AFTER
from tests.scenes.conftest import FAST, run_fast

CODE = "K3Y9PA"


class Hosted:
    """A Totem table hosted by this app, seat 2 at a laptop driven by plain calls."""

    def __init__(self, app, watch_code: str | None = None, where: str = "") -> None:
        self.now = 100.0
        seats = [NetSeat("Ana", LOCAL), NetSeat("Bo", REMOTE)]
        self.host = HostTable.of(GameRecord("totem", 2, 3, {}), seats, CODE, lambda: "token-1",
                                 watch_code=watch_code)
        self.runner = HostRunner(self.host, clock=lambda: self.now)
        self.arrive(1, {"t": "hello", "v": 1, "code": CODE, "name": "Bo"})
        setup = GameSetup("totem", (Seat("Ana"), Seat("Bo")), 3, {})
        app.stack.push(TotemScene, HostedPayload(setup, (1,), self.runner, where))
        app.stack.apply_pending()
        self.app, self.table = app, app.stack.top

    def arrive(self, conn, message) -> list:
        self.runner.send(self.host.opened(conn, self.now))
        outs = self.host.receive(conn, encode(message), self.now)
        self.runner.send(outs)
        return outs

    def frames(self, seconds: float) -> None:
        for _ in range(round(seconds / FAST)):
            self.now += FAST
            self.app.frame(FAST)

    @property
    def top(self) -> str:
        return type(self.app.stack.top).__name__


def test_the_host_is_asked_after_a_while_and_may_wait_then_give_the_seat_to_a_bot(fast_app):
    hosted = Hosted(fast_app)
    table, host = hosted.table, hosted.host
    hosted.runner.send(host.closed(1, hosted.now))  # Bo's laptop drops off
    hosted.frames(AWAY_AFTER - 0.5)
    assert hosted.top == "TotemScene"  # a blip reconnects by itself: nothing asked yet
    assert "Bo" in table.status_line.status[0] and not table.my_turn  # the game waits for Bo
    hosted.frames(1.0)
    assert hosted.top == "AwayOverlay"
    overlay = fast_app.stack.top
    assert "Bo" in overlay.ctx.tr("net.away.title", name="Bo")
    assert set(overlay.levels) == {"easy", "normal", "hard"}
    assert overlay.levels["normal"].is_selected  # the setup's default level
    run_fast(fast_app, Probe(fast_app).click("#away_wait"))
    assert hosted.top == "TotemScene" and host.waiting() == [1]
    hosted.frames(AWAY_AFTER * 2)
    assert hosted.top == "TotemScene"  # asked once: the table's button asks again
    run_fast(fast_app, Probe(fast_app).click("#away_offer"))
    assert hosted.top == "AwayOverlay"
    run_fast(fast_app, Probe(fast_app).click("#away_level_easy"))
    run_fast(fast_app, Probe(fast_app).click("#away_bot"))
    assert hosted.top == "TotemScene"
    assert host.waiting() == [] and host.seats[1].kind == BOT and 1 not in host.bots
    session = table.session
    assert session.is_bot(1) and not table.net.plays_elsewhere(1)
    assert session.saved.seats[1] == Seat("Bo", "bot", "easy")  # so the save says
    refused = hosted.arrive(2, {"t": "hello", "v": 1, "token": "token-1"})
    assert refused[0][1]["reason"] == SEAT_GIVEN  # the laptop's seat is no more ...
    assert refused[0][1]["fatal"] and refused[0][1]["watch"]  # ... but it may watch
    for _ in range(4000):  # Ana plays her first legal move; the bot plays Bo's seat here
        if session.is_terminal():
            break
        if table.my_turn and not table.board.moving and table.legal:
            table.act(table.legal[0])
        hosted.frames(FAST)
    assert session.is_terminal() and session.saved.finished
    assert any(step.actor == 1 for step in session.match.steps[len(session.match.steps) // 2:])


def test_a_laptop_that_comes_back_closes_the_question_by_itself(fast_app):
    hosted = Hosted(fast_app)
    hosted.runner.send(hosted.host.closed(1, hosted.now))
    hosted.frames(AWAY_AFTER + 0.5)
    assert hosted.top == "AwayOverlay"
    hosted.arrive(3, {"t": "hello", "v": 1, "token": "token-1"})  # Bo is back
    hosted.frames(0.3)
    assert hosted.top == "TotemScene" and hosted.host.waiting() == []
    assert hosted.table.session.is_bot(1) and hosted.table.net.plays_elsewhere(1)
    hosted.frames(AWAY_AFTER * 2)
    assert hosted.top == "TotemScene"  # not asked again while Bo is here


class Heard(queue.Queue):
    """What a laptop hears: each message put in decoded as ``ClientLink`` decodes it (a ping
    or a gesture it cannot read is dropped, as the link drops it). The tests hand the mirror
    its welcome directly: the table a state is read against is then the one it names."""

    def __init__(self) -> None:
        super().__init__()
        self.reader = HostReader()

    def put(self, item, block=True, timeout=None) -> None:
        message, at = item
        if self.reader.game is None and message.get("t") != "welcome":
            view = message.get("view") or {}
            self.reader = HostReader(view.get("game", "rok"), len(message.get("names", [])))
        try:
            decoded = self.reader.read(encode(message))
        except Unreadable as exc:
            if exc.kind in SKIPPED:
                return
            raise
        super().put((decoded, at), block, timeout)


class Link:
    """A laptop's link to its host, as the table uses it (messages put in by the test)."""

    def __init__(self) -> None:
        self.inbox: queue.Queue = Heard()
        self.connected = True
        self.here = True  # (welcomed)
        self.ended: str | None = None
        self.may_watch = False
        self.connections = 1
        self.net = self
        self.sent: list = []

    def send(self, message) -> None:
        self.sent.append(message)

    def stop(self, wait: float = 0.0) -> None:
        self.connected = False


def test_a_laptop_whose_table_opened_first_takes_a_later_laptops_name(fast_app):
    """Laptop 1's table opens while seat 3 still waits for its laptop (the setup's name);
    the name that laptop joins with replaces it on laptop 1's table. A laptop the host no
    longer knows (its seat given to a bot) says so, not "trying again"."""
    host = HostTable.of(GameRecord("pook", 3, 3, {}), [NetSeat("Ana", LOCAL), NetSeat("Bo", REMOTE),
                     NetSeat("Player 3", REMOTE)], CODE, lambda: "token")
    link, mirror = Link(), Mirror()
    host.opened(1, 0.0)
    for _, message in host.receive(1, encode({"t": "hello", "v": 1, "code": CODE,
                                              "name": "Bo"}), 0.0):
        if message is not None:
            mirror.take(message)
    fast_app.stack.push(PookScene, JoinedPayload(link, mirror))
    fast_app.stack.apply_pending()
    table = fast_app.stack.top
    run_fast(fast_app, iter(range(2)))
    assert table.names == ["Ana", "Bo", "Player 3"] and "Player 3" in table.status_line.status[0]
    host.opened(2, 0.1)
    for conn, message in host.receive(2, encode({"t": "hello", "v": 1, "code": CODE,
                                                 "name": "Cy"}), 0.1):
        if conn == 1 and message is not None:
            link.inbox.put((json.loads(json.dumps(message)), 0.1))
    run_fast(fast_app, iter(range(3)))
    assert table.names == ["Ana", "Bo", "Cy"] and "Player 3" not in table.status_line.status[0]
    link.ended, link.connected = "unknown seat token", False  # the host knows it no more
    run_fast(fast_app, iter(range(2)))
    assert type(fast_app.stack.top).__name__ == "SeatLostOverlay"  # never a frozen table
    assert not table.my_turn and not any("#lost_watch" in w.get_object_ids()
                                         for w in Probe(fast_app).elements())
    run_fast(fast_app, Probe(fast_app).click("#lost_leave"))
    assert type(fast_app.stack.top).__name__ == "MenuScene"


def test_a_laptop_whose_person_kept_a_default_name_lets_the_host_name_its_seat(fast_app):
    """Two laptops that never typed a name used to join as "Player 1" each (the host made
    them "Player 1 2" and "Player 1 3"); they now send none and the seat keeps the host's."""
    from scenes.shell.join_scene import JoinScene

    fast_app.stack.push(JoinScene)
    fast_app.stack.apply_pending()
    screen = fast_app.stack.top
    fast_app.ctx.change_settings(player_names=("Player 1", "Player 2"))
    assert screen.own_name() == ""
    fast_app.ctx.change_settings(player_names=("  Léa ", "Player 2"))
    assert screen.own_name() == "Léa"
    fast_app.ctx.change_settings(language="fr", player_names=("Joueur 1",))
    assert screen.own_name() == ""
    seats = [NetSeat("Ana", LOCAL), NetSeat("Joueur 2", REMOTE)]
    host = HostTable.of(GameRecord("totem", 2, 3, {}), seats, CODE, lambda: "token-1")
    host.opened(1, 0.0)
    host.receive(1, encode({"t": "hello", "v": 1, "name": screen.own_name(), "code": CODE}),
                 0.0)
    assert host.seats[1].name == "Joueur 2"


def test_under_the_pause_the_host_still_reads_the_network(fast_app):
    """While the host's pause (Esc) is up, what the laptops send is still read and answered
    (``TableScene.update_covered``): here Bo's laptop dropping off is noticed at once."""
    hosted = Hosted(fast_app)
    run_fast(fast_app, Probe(fast_app).key(pygame.K_ESCAPE))
    assert hosted.top == "PauseOverlay"
    hosted.runner.server.inbox.put(("close", 1, None, hosted.now))
    hosted.frames(0.5)
    assert hosted.top == "PauseOverlay" and hosted.runner.server.inbox.empty()
    assert hosted.host.waiting() == [1]


def test_a_move_sent_while_the_laptops_link_was_down_is_sent_again_once_it_is_back(fast_app):
    """The Wi-Fi drops just as Ana plays: the action never reached the host. Back online, the
    host's full view shows the table has not moved, so the laptop sends it again (the host's
    sequence check means it is never played twice); had it arrived, nothing is resent."""
    from game.net.seats import REMOTE as LAPTOP

    host = HostTable.of(GameRecord("totem", 2, 3, {}), [NetSeat("Ana", LAPTOP),
                                                     NetSeat("Bo", LAPTOP)], CODE,
                     iter(("token-0", "token-1")).__next__)
    link, mirror = Link(), Mirror()

    def hear(outs, conn=1):
        for to_conn, message in outs:
            if to_conn == conn and message is not None:
                link.inbox.put((json.loads(encode(message)), 0.0))

    host.opened(1, 0.0)
    for _, message in host.receive(1, encode({"t": "hello", "v": 1, "code": CODE,
                                              "name": "Ana"}), 0.0):
        if message is not None:
            mirror.take(json.loads(encode(message)))
    host.opened(2, 0.0)
    hear(host.receive(2, encode({"t": "hello", "v": 1, "code": CODE, "name": "Bo"}), 0.0))
    fast_app.stack.push(TotemScene, JoinedPayload(link, mirror))
    fast_app.stack.apply_pending()
    table = fast_app.stack.top
    run_fast(fast_app, iter(range(2)))
    session = table.session
    text = table.legal[0]
    table.act(text)
    assert link.sent == [{"t": "act", "seq": 0, "action": text}]  # lost on the way
    host.closed(1, 1.0)
    host.opened(3, 2.0)
    link.connections += 1
    hear(host.receive(3, encode({"t": "hello", "v": 1, "token": "token-0"}), 2.0), 3)
    run_fast(fast_app, iter(range(2)))
    assert link.sent[-1] == link.sent[0] and len(link.sent) == 2  # sent again, once
    hear(host.receive(3, encode(link.sent[-1]), 2.1), 3)
    run_fast(fast_app, iter(range(3)))
    assert host.record.actions == (text,) and session.sent is None
    link.connections += 1  # another drop, after the move arrived: nothing to send again
    host.opened(4, 3.0)
    hear(host.receive(4, encode({"t": "hello", "v": 1, "token": "token-0"}), 3.0), 4)
    run_fast(fast_app, iter(range(2)))
    assert len(link.sent) == 2


def test_the_hosts_pause_tells_the_watch_code_so_friends_may_still_come_to_watch(fast_app):
    hosted = Hosted(fast_app, watch_code="W4TCH9", where="192.168.1.5:8766")
    hosted.frames(0.2)
    run_fast(fast_app, Probe(fast_app).key(pygame.K_ESCAPE))
    assert hosted.top == "PauseOverlay"
    pause = fast_app.stack.top
    words = fast_app.ctx.tr("net.host.pause_watch", code="W4TCH9", address="192.168.1.5:8766")
    assert pause.payload.watch == words and "W4TCH9" in words and "192.168.1.5:8766" in words
    regions = {region.name: pygame.Rect(region.box) for region in pause.drawn_regions()}
    watch, panel = regions["watch_code"], regions["pause"]
    assert panel.contains(watch) and not watch.colliderect(regions["saved_note"])
    buttons = [pygame.Rect(Probe(fast_app).find(f"#pause_{name}").rect)
               for name in ("resume", "rules", "settings", "keys", "quit")]
    assert not any(watch.colliderect(button) for button in buttons)


def test_a_pause_without_a_watch_code_says_nothing_of_watching(fast_app):
    hosted = Hosted(fast_app)
    hosted.frames(0.2)
    run_fast(fast_app, Probe(fast_app).key(pygame.K_ESCAPE))
    pause = fast_app.stack.top
    assert pause.payload.watch is None and pause.watch_note is None
    assert "watch_code" not in {region.name for region in pause.drawn_regions()}


def test_a_laptops_pause_says_the_host_keeps_the_game_not_that_it_is_saved_here(fast_app):
    """A laptop keeps no save: its pause must not send its player to Continue from the menu."""
    from game.net.seats import REMOTE as LAPTOP

    host = HostTable.of(GameRecord("totem", 2, 3, {}), [NetSeat("Ana", LAPTOP),
                                                     NetSeat("Bo", LAPTOP)], CODE,
                     iter(("token-0", "token-1")).__next__)
    link, mirror = Link(), Mirror()
    for conn, name in ((1, "Ana"), (2, "Bo")):
        host.opened(conn, 0.0)
        for to_conn, message in host.receive(conn, encode({"t": "hello", "v": 1, "code": CODE,
                                                           "name": name}), 0.0):
            if to_conn == 1 and message is not None:
                mirror.take(json.loads(encode(message)))
    fast_app.stack.push(TotemScene, JoinedPayload(link, mirror))
    fast_app.stack.apply_pending()
    run_fast(fast_app, iter(range(2)))
    run_fast(fast_app, Probe(fast_app).key(pygame.K_ESCAPE))
    pause = fast_app.stack.top
    assert type(pause).__name__ == "PauseOverlay"
    assert pause.payload.kept == fast_app.ctx.tr("net.table.kept")
    assert pause.payload.kept != fast_app.ctx.tr("pause.saved")
    regions = {region.name: pygame.Rect(region.box) for region in pause.drawn_regions()}
    assert regions["pause"].contains(regions["saved_note"])


def test_the_hosts_pause_says_the_game_is_saved_here(fast_app):
    hosted = Hosted(fast_app)
    hosted.frames(0.2)
    run_fast(fast_app, Probe(fast_app).key(pygame.K_ESCAPE))
    assert fast_app.stack.top.payload.kept is None  # (pause.saved: Continue from the menu)
