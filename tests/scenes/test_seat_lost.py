"""A laptop whose seat the host gave to a bot is never left on a frozen table: over loopback,
its table says so and offers Leave and Watch; watching, it follows the game in the public
view (no hand) as the host's bots play on, and can do nothing but watch."""

from __future__ import annotations

import json
import time

from game.core import GameRecord
from game.net.host import HostTable
from game.net.messages import encode
from game.net.mirror import Mirror
from game.net.seats import REMOTE, Seat
from scenes.app.smoke import Probe
from scenes.frame.payloads import JoinedPayload
from scenes.games.totem.scene import TotemScene
from scenes.kit.net.client import ClientLink
from scenes.kit.net.hosting import HostRunner, new_token
from scenes.kit.net.thread import NetThread
from tests.scenes.conftest import run_fast
from tools.lan_play import LanBot

CODE = "K3Y9PA"


def frames_until(app, condition, seconds=15.0, laptops=()):
    """Frames (and the other laptops' turns) until ``condition()``, by the clock."""
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        app.frame(0.05)
        for laptop in laptops:
            laptop.step()
        time.sleep(0.005)
    return condition()


def test_a_laptop_whose_seat_went_to_a_bot_may_leave_or_watch_the_public_view(fast_app):
    host = HostTable.of(GameRecord("totem", 2, 3), [Seat("Ana", REMOTE), Seat("Bo", REMOTE)],
                     CODE, new_token)
    runner = HostRunner(host)
    url = f"ws://127.0.0.1:{runner.listen('127.0.0.1', 0)}"
    runner.run_in_thread()
    net = NetThread("test-seat-lost")
    ana = LanBot(ClientLink(net, url, name="Ana", code=CODE, seat=0), 0)  # plays on, turn
    ana.link.start()  # by turn: the watcher's table sees each of the bot's turns come
    link = ClientLink(net, url, name="Bo", code=CODE, seat=1, backoff=0.02, max_backoff=0.1)
    mirror = Mirror()
    link.start()
    try:
        deadline = time.monotonic() + 10
        while mirror.view is None and time.monotonic() < deadline:
            while not link.inbox.empty():
                mirror.take(link.inbox.get_nowait()[0])
            time.sleep(0.01)
        fast_app.stack.push(TotemScene, JoinedPayload(link, mirror))
        fast_app.stack.apply_pending()
        table = fast_app.stack.top
        with runner.lock:  # the host's person gives Bo's seat to a bot of the host's screen
            runner.send(host.give_to_bot(1, "random", runner.clock(), here=True))
        assert frames_until(fast_app, lambda: type(fast_app.stack.top).__name__
                            == "SeatLostOverlay")
        run_fast(fast_app, Probe(fast_app).click("#lost_watch"))
        session = table.session
        assert frames_until(fast_app, lambda: session.watching, laptops=(ana,))
        assert frames_until(fast_app, lambda: table.view.get("public") is True, laptops=(ana,))
        assert table.view["hand"] == [] and table.view["legal"] == []
        assert session.humans == [] and not table.my_turn
        watching = fast_app.ctx.tr("net.table.watching")  # (between the moves it shows)
        assert frames_until(fast_app, lambda: table.status_line.status[0] == watching,
                            laptops=(ana,))
        # the bot's turn comes: the watching table waits for the host (it plays nobody)
        assert frames_until(fast_app, lambda: table.view.get("current_player") == 1,
                            laptops=(ana,))
        for _ in range(30):
            fast_app.frame(0.05)
        assert not table.my_turn and not table.worker.busy
        with runner.lock:  # the host's table closes; a bot of its own plays the seat on
            runner.send(host.give_to_bot(1, "random", runner.clock()))
        # Ana's laptop and the host's bot play on to the end: the watcher sees every move
        assert frames_until(fast_app, lambda: session.is_terminal()
                            and session.mirror.seq == host.seq, 90, laptops=(ana,))
        assert len(session.mirror.entries()) == len(host.log)
    finally:
        session_link = getattr(getattr(fast_app.stack.top, "session", None), "link", link)
        for each in {link, session_link, ana.link}:
            each.stop()
        runner.stop()
        net.stop()


class Laptop:
    """A laptop's links to a host the test runs by plain calls (``HostTable``): what the host
    says to the link's connection goes into its inbox as ``ClientLink`` hands it on — a proof
    answered on the spot, a fatal refusal ending the link — and ``again`` opens the next
    connection, as Watch does."""

    def __init__(self, host: HostTable, token: str, conn: int = 1) -> None:
        from tests.scenes.test_away import Link

        self.host, self.token = host, token
        self.link, self.conn, self.now = Link(), conn, 100.0
        self.link.again = self.again  # (what RemoteSession.watch asks of its link)
        self.link.start = lambda: None
        self.link.watch = False
        self.links = [self.link]

    def again(self):
        from tests.scenes.test_away import Link

        old = self.link
        self.link, self.conn = Link(), self.conn + 1
        self.link.again, self.link.start = self.again, lambda: None
        self.link.connections = old.connections + 1
        self.links.append(self.link)
        return self.link

    def hear(self, outs) -> None:
        from game.net.proof import laptop_proof

        for conn, message in outs:
            if conn != self.conn or message is None:
                continue
            message = json.loads(json.dumps(message))
            if message["t"] == "prove":  # (ClientLink answers it on its own thread)
                self.hear(self.host.receive(self.conn, encode({
                    "t": "hello", "v": 1, "proof": laptop_proof(
                        self.token, "c" * 32, message["challenge"])}), self.now))
                continue
            if message["t"] == "refused" and message["fatal"]:
                self.link.may_watch, self.link.ended = bool(message.get("watch")), message["reason"]
                self.link.connected = False
            self.link.inbox.put((message, self.now))

    def back(self, watching: bool = False) -> None:
        """The laptop's link connects again, back for its seat (or to watch from it)."""
        self.conn += 0 if watching else 1
        self.host.opened(self.conn, self.now)
        self.hear(self.host.receive(self.conn, encode(
            {"t": "hello", "v": 1, "watching" if watching else "back": 1,
             "challenge": "c" * 32}), self.now))


def test_a_laptop_that_watches_after_its_seat_went_to_a_bot_is_refused_nothing(fast_app):
    """Bo's laptop made its move as its Wi-Fi dropped (the move is kept, to be sent again
    once back); meanwhile the host gave the seat to a bot. Coming back, the laptop is told
    its seat is gone — that is no refusal of its move — and, watching, it says nothing to
    the host (no move sent again, none made) and is refused nothing, to the end."""
    host = HostTable.of(GameRecord("totem", 2, 3), [Seat("Ana", REMOTE), Seat("Bo", REMOTE)],
                        CODE, lambda: "token-1")
    laptop = Laptop(host, "token-1")
    host.opened(1, laptop.now)
    mirror = Mirror()
    for conn, message in host.receive(1, encode({"t": "hello", "v": 1, "code": CODE,
                                                 "name": "Bo", "seat": 1}), laptop.now):
        if conn == 1 and message is not None:
            mirror.take(json.loads(json.dumps(message)))
    host.opened(9, laptop.now)  # (Ana's laptop: the test plays her moves)
    host.receive(9, encode({"t": "hello", "v": 1, "code": CODE, "name": "Ana", "seat": 0}),
                 laptop.now)
    fast_app.stack.push(TotemScene, JoinedPayload(laptop.link, mirror))
    fast_app.stack.apply_pending()
    table = fast_app.stack.top
    session = table.session
    for _ in range(50):  # Ana plays until it is Bo's turn at his laptop
        run_fast(fast_app, iter(range(3)))
        if table.my_turn:
            break
        if host.state.current_player == 0:
            laptop.hear(host.play(str(host.state.legal_actions()[0]), laptop.now))
    assert table.my_turn
    laptop.link.connected = False  # Bo's Wi-Fi drops as he moves: his move waits to be resent
    assert table.act(table.legal[0]) and session.sent is not None
    laptop.hear(host.closed(1, laptop.now))
    laptop.hear(host.give_to_bot(1, "random", laptop.now))
    laptop.back()  # back: its seat is gone, it may watch
    assert frames_until(fast_app, lambda: type(fast_app.stack.top).__name__
                        == "SeatLostOverlay", 5)
    run_fast(fast_app, Probe(fast_app).click("#lost_watch"))
    laptop.back(watching=True)
    assert frames_until(fast_app, lambda: session.watching, 5)
    refused = fast_app.ctx.tr("table.refused")
    for _ in range(200):  # the host's bot and Ana play on to the end; Bo's laptop watches
        if host.state.is_terminal():
            break
        laptop.now += 0.5
        outs = host.tick(laptop.now)
        if host.state.current_player == 0:
            outs += host.play(str(host.state.legal_actions()[0]), laptop.now)
        laptop.hear(outs)
        for _ in range(60):  # every move shown as it comes (a refusal would show between)
            run_fast(fast_app, iter(range(1)))
            if not table.net.busy and not table.board.moving:
                break
        assert not any(n.warning for n in fast_app.ctx.notices.items), \
            [n.text for n in fast_app.ctx.notices.items]
    assert host.state.is_terminal()
    assert frames_until(fast_app, lambda: session.mirror.over and not table.net.busy, 10)
    assert table.view.get("public") and not table.my_turn
    assert not any(n.text == refused for n in fast_app.ctx.notices.items)
    assert laptop.link.sent == [] and not session.refusals  # the watcher said nothing
