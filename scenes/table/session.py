"""The game at the table: the core state (the truth), who sits where, and the record.

The session is the only holder of the full state. Everything drawn or decided
elsewhere goes through :meth:`GameSession.view` — bots included: a bot is
handed a view (a dict) and an Rng, never the state, so it cannot peek.
Bots think on a worker thread so the window keeps drawing meanwhile.
"""

from __future__ import annotations

import importlib
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from game.core import Event, GameRecord, Rng, load_game
from scenes.catalogue import GameSetup

BOT_SEED_SALT = 0x5EA7


class GameSession:
    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        self.module = load_game(setup.game)
        players = len(setup.seats)
        self.state = self.module.new_game(players, setup.seed, **setup.options)
        self.record = GameRecord(setup.game, players, setup.seed, dict(setup.options))
        registry = bot_registry(self.module)
        self.bots = {seat: registry[s.level]() for seat, s in enumerate(setup.seats)
                     if not s.is_human and s.level is not None}
        self.bot_rngs = {seat: Rng(setup.seed ^ (BOT_SEED_SALT * (seat + 1))) for seat in self.bots}

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.setup.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.setup.seats) if seat.is_human]

    @property
    def current_player(self) -> int | None:
        return self.state.current_player

    def is_bot(self, seat: int | None) -> bool:
        return seat in self.bots

    def is_terminal(self) -> bool:
        return bool(self.state.is_terminal())

    def view(self, seat: int) -> dict[str, Any]:
        return self.state.view(seat)

    def play(self, text: str) -> list[Event]:
        """Play an action text through the core's checked entry; refusals raise unchanged."""
        events: list[Event] = self.state.play(text)
        self.record = self.record.with_action(text)
        return events

    def bot_request(self, seat: int) -> tuple[Any, dict[str, Any], Rng]:
        """What a bot needs to decide: itself, its seat's view, and its own generator."""
        return self.bots[seat], self.view(seat), self.bot_rngs[seat]


def bot_registry(module: Any) -> dict[str, Any]:
    """The game's bots by level (``BOTS`` in its bots module, or its random bot alone).

    The bots module is imported here: a game package need not import it itself."""
    bots = importlib.import_module(f"{module.__name__}.bots")
    return dict(getattr(bots, "BOTS", {"random": bots.RandomBot}))


class BotWorker:
    """Runs one bot decision at a time off the frame loop."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tablee-bot")
        self._future: Future[str] | None = None
        self.seat: int | None = None

    @property
    def busy(self) -> bool:
        return self._future is not None

    def start(self, seat: int, bot: Any, view: dict[str, Any], rng: Rng) -> None:
        self.seat = seat
        self._future = self._pool.submit(bot.choose, view, rng)

    def result(self) -> str | None:
        """The chosen action text once ready (re-raises a bot's exception), else None."""
        if self._future is None or not self._future.done():
            return None
        future, self._future = self._future, None
        return future.result()

    def cancel(self) -> None:
        if self._future is not None:
            self._future.cancel()
        self._future = None
        self.seat = None

    def close(self) -> None:
        self.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)
