"""A hosted RÖK table and a laptop's RÖK table in one process, for the tests.

Two headless apps: the host's, whose table is hosted (:class:`HostedPayload`, seat 2 at a
laptop), and the laptop's (:class:`JoinedPayload`). Between them a :class:`Wire` stands
for the network: every message is encoded as on the wire, held ``delay`` seconds each
way and read back as the other side reads it (the host's ``HostTable.receive``, the
laptop's ``HostReader``); the laptop answers pings at once as ``ClientLink`` does, with
its own clock, which runs ``SKEW`` seconds behind the host's. Time is the test's: each
:meth:`Table.frame` moves both clocks on by one frame. The people at both screens play by
the tables' gestures (``Probe.play_table``), one app's frame after the other's; the events
an app posts to the one pygame queue (pygame_gui's button presses too) are held for that
app's next frame, so each reads only its own.
"""

from __future__ import annotations

import queue
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame

from game.core import GameRecord
from game.net.from_host import HostReader
from game.net.host import HostTable, Timing
from game.net.messages import encode
from game.net.mirror import Mirror
from game.net.seats import LOCAL, REMOTE
from game.net.seats import Seat as NetSeat
from game.saves import Seat
from scenes.app.loop import App, AppOptions
from scenes.app.scripted_lan import person_choice
from scenes.app.smoke import Probe
from scenes.frame.catalogue import GameSetup
from scenes.frame.payloads import HostedPayload, JoinedPayload
from scenes.games.rok.scene import RokScene
from scenes.kit.net.hosting import HostRunner

CODE = "K3Y9PA"
SKEW = 5.0  # the laptop's clock runs this far behind the host's
FRAME = 0.1  # seconds a frame of both apps


class Wire:
    """The network between the host's authority and one laptop (see the module); to the
    laptop's table it is the ``ClientLink``."""

    def __init__(self, host: HostTable, delay: float) -> None:
        self.host = host
        self.delay = delay
        self.now = 100.0
        self.to_host: list[tuple[float, str]] = []
        self.to_laptop: list[tuple[float, str | None]] = []
        self.inbox: queue.Queue[tuple[Any, float]] = queue.Queue()
        self.reader = HostReader()  # (what ClientLink decodes with)
        self.connected = True
        self.here = True  # (welcomed)
        self.connections = 1  # (one connection: this wire is never cut)
        self.ended: str | None = None
        self.may_watch = False
        self.net = self
        self.sent: list[dict[str, Any]] = []  # what the laptop said, in order

    def clock(self) -> float:
        """The laptop's clock."""
        return self.now - SKEW

    def send(self, message: dict[str, Any]) -> None:  # (the laptop's ClientLink.send)
        self.sent.append(message)
        self.to_host.append((self.now + self.delay, encode(message)))

    def stop(self, wait: float = 0.0) -> None:
        self.connected = False

    def out(self, outs: list[tuple[int, dict[str, Any] | None]],
            sent: float | None = None) -> None:  # (HostRunner.send)
        for conn, message in outs:
            if conn == 1:
                self.to_laptop.append(((self.now if sent is None else sent) + self.delay,
                                       None if message is None else encode(message)))

    def flush(self) -> None:
        """Deliver what is due, both ways, each message at the very time it arrives (as the
        network threads stamp them), in the order they arrive."""
        while True:
            due = [(t, 0, text) for t, text in self.to_host if t <= self.now] + [
                (t, 1, raw) for t, raw in self.to_laptop if t <= self.now]
            if not due:
                return
            at, side, text = min(due, key=lambda m: (m[0], m[1]))
            if side == 0:
                self.to_host.remove((at, text or ""))
                self.out(self.host.receive(1, text or "", at), at)
                continue
            self.to_laptop.remove((at, text))
            if text is None:
                continue
            message = self.reader.read(text)
            if message["t"] == "ping":  # answered at once, on the laptop's clock
                self.to_host.append((at + self.delay, encode(
                    {"t": "pong", "h": message["h"], "c": at - SKEW})))
            self.inbox.put((message, at - SKEW))


def headless_app(folder: Path) -> App:
    return App(AppOptions(language="en", config_dir=folder, data_dir=folder / "data", fps=0,
                          fixed_dt=FRAME))


class Table:
    """A RÖK game hosted by one app (seat 1 played there, seat 3 a bot of that app when
    ``bot``) and joined by another (seat 2), over a :class:`Wire`; ``actions``: the game
    starts after them."""

    def __init__(self, folder: Path, seed: int, bot: bool = True, delay: float = 0.03,
                 timing: Timing | None = None, actions: tuple[str, ...] = ()) -> None:
        self.folder = folder
        names = ["Ana", "Bo", "Cy"][:3 if bot else 2]
        seats = [NetSeat(name, REMOTE if i == 1 else LOCAL) for i, name in enumerate(names)]
        self.host = HostTable.of(GameRecord("rok", len(names), seed, {}, actions), seats, CODE,
                                 lambda: "token-1", timing)  # (``actions``: played already)
        self.wire = Wire(self.host, delay)
        self.runner = HostRunner(self.host, clock=lambda: self.wire.now)
        self.runner.send = self.wire.out  # type: ignore[method-assign]
        self.wire.out(self.host.opened(1, self.wire.now))
        self.wire.send({"t": "hello", "v": 1, "code": CODE, "name": "Bo"})
        mirror = Mirror()
        while mirror.view is None:
            self.wire.now += self.wire.delay
            self.wire.flush()
            while not self.wire.inbox.empty():
                mirror.take(self.wire.inbox.get_nowait()[0])
        setup = GameSetup("rok", tuple(Seat(name, "bot", "easy") if i == 2 else Seat(name)
                                       for i, name in enumerate(names)), seed, {})
        self.host_app = headless_app(folder / "host")
        self.host_app.stack.push(RokScene, HostedPayload(setup, (1,), self.runner))
        self.host_app.stack.apply_pending()
        self.laptop_app = headless_app(folder / "laptop")
        self.laptop_app.stack.push(RokScene, JoinedPayload(self.wire, mirror))
        self.laptop_app.stack.apply_pending()
        self.hosted: Any = self.host_app.stack.top
        self.joined: Any = self.laptop_app.stack.top
        self.held: list[list[pygame.event.Event]] = [[], []]  # each app's posted events

    def frame(self, scripts: tuple[Iterator[None] | None, ...] = (None, None)) -> list[bool]:
        """Both apps' next frame (the host's first), each after its script's next step, the
        wire delivering in between; which scripts went on (an ended one says False)."""
        self.wire.now += FRAME
        self.wire.flush()
        going = []
        for index, app in enumerate((self.host_app, self.laptop_app)):
            for event in self.held[index]:
                pygame.event.post(event)
            script = scripts[index]
            going.append(script is not None and next(script, "end") != "end")
            app.frame(FRAME)
            self.held[index] = pygame.event.get()
            self.wire.flush()
        return going

    def play(self, seed: int, max_frames: int = 40_000) -> int:
        """Both people play by gestures (``person_choice``) until both end screens show;
        returns the frames it took."""
        host_rng, laptop_rng = random.Random(seed), random.Random(seed + 1)
        scripts: list[Iterator[None] | None] = [
            Probe(self.host_app).play_table(person_choice(host_rng), max_frames),
            Probe(self.laptop_app).play_table(person_choice(laptop_rng), max_frames)]
        for frames in range(max_frames):
            if scripts == [None, None]:
                return frames
            going = self.frame(tuple(scripts))
            scripts = [script if on else None for script, on in zip(scripts, going, strict=True)]
        raise AssertionError(f"no end screens within {max_frames} frames")

    def close(self) -> None:
        """Both apps closed (the laptop's first: the last ``close`` ends pygame); once."""
        if not self.host_app.running and not self.host_app.stack.scenes:
            return
        self.host_app.running = False
        self.laptop_app.stack.clear()
        self.laptop_app.ctx.library.close(1.0)
        self.host_app.close()
