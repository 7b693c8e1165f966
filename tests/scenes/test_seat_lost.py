"""A laptop whose seat the host gave to a bot is never left on a frozen table: over loopback,
its table says so and offers Leave and Watch; watching, it follows the game in the public
view (no hand) as the host's bots play on, and can do nothing but watch."""

from __future__ import annotations

import time

from game.core import GameRecord
from game.net.host import HostTable
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
