"""The game at the table: the core match (the truth), who sits where, and its save.

The session is the only holder of the full state. Everything drawn or decided
elsewhere goes through :meth:`GameSession.view` — bots included: a bot is
handed a view (a dict) and an Rng, never the state, so it cannot peek.
Bots think on a daemon thread so the window keeps drawing meanwhile (and
closing it never waits for them).

Every accepted action, and every take-back, hands the new :class:`SavedGame`
to the autosaver: the record on disk is always the game as it stands. A bot's
generator is derived from the seed, its seat and how far the game is, so a
continued game makes the same decisions it would have made uninterrupted.
"""

from __future__ import annotations

import importlib
from typing import Any

from game.core import Event, GameRecord, Rng
from game.listing import row_of
from game.match import Match
from game.saves import SavedGame
from game.streams import bot_rng
from scenes.frame.catalogue import GameSetup
from scenes.kit.autosave import Autosaver
from scenes.kit.background import Background


class GameSession:
    replays = True  # its record is here: looking back, the recap and the log replay it

    def __init__(self, saved: SavedGame, match: Match, saver: Autosaver | None = None,
                 everything: bool = False) -> None:
        self.saved = saved
        self.match = match
        self.saver = saver
        self.everything = everything  # views show every hidden card (watching a game again)
        self.last: tuple[Any, str] | None = None  # the state before the last action, and it
        self._moments: dict[tuple[int, bool], list[dict[str, Any]]] = {}  # of ``last``
        self.module = match.module
        registry = bot_registry(self.module)
        self.bots = {seat: registry[s.level]() for seat, s in enumerate(saved.seats)
                     if not s.is_human and s.level is not None}

    @classmethod
    def new(cls, setup: GameSetup, saver: Autosaver | None = None,
            lesson: bool = False) -> GameSession:
        saved = SavedGame.start(setup.game, setup.seed, setup.seats, setup.options, lesson)
        session = cls(saved, Match(saved.record), saver)
        session.save()
        return session

    @property
    def setup(self) -> GameSetup:
        record = self.saved.record
        return GameSetup(record.game, self.saved.seats, record.seed, dict(record.options))

    @property
    def state(self) -> Any:
        return self.match.state

    @property
    def record(self) -> GameRecord:
        return self.match.record

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.saved.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, seat in enumerate(self.saved.seats) if seat.is_human]

    @property
    def current_player(self) -> int | None:
        current: int | None = self.state.current_player
        return current

    def is_bot(self, seat: int | None) -> bool:
        return seat in self.bots

    def is_terminal(self) -> bool:
        return bool(self.state.is_terminal())

    def view(self, seat: int) -> dict[str, Any]:
        view: dict[str, Any] = (self.state.view(seat, everything=True) if self.everything
                                else self.state.view(seat))
        return view

    def public_view(self, seat: int) -> dict[str, Any]:
        """The table as ``seat`` sits at it, showing only what every seat may see (the
        core's ``public_view``; a game with no secret of one seat: its view)."""
        views = importlib.import_module(f"{self.module.__name__}.views")
        public = getattr(views, "public_view", None)
        return public(self.state, seat) if public is not None else self.view(seat)

    def play(self, text: str) -> list[Event]:
        """Play an action text through the core's checked entry; refusals raise unchanged."""
        staged = self.stages_moments
        before = self.state.clone() if staged else None
        events = self.match.play(text)
        self.last = (before, text) if staged else None
        self._moments = {}
        self.save()
        return events

    @property
    def stages_moments(self) -> bool:
        """The game's core says what a seat sees after each event of a move (``moments`` in
        its views module: Totem, whose one action may hold a whole turn's end)."""
        return hasattr(importlib.import_module(f"{self.module.__name__}.views"), "moments")

    def moments(self, seat: int, public: bool = False) -> list[dict[str, Any]] | None:
        """What ``seat`` saw after each event of the last action, from the core (None: the
        game does not say, or no action was played since the table opened); ``public``:
        only what every seat saw."""
        if self.last is None or self.last[0] is None:
            return None
        if (seat, public) not in self._moments:  # the staging and the pace both ask
            views = importlib.import_module(f"{self.module.__name__}.views")
            before, text = self.last
            self._moments[seat, public] = list(views.moments(
                before, text, seat, everything=self.everything, public=public)[1])
        return list(self._moments[seat, public])

    def take_back_refusal(self, seat: int) -> str | None:
        """None when ``seat`` may take back its latest decision now, else the core's reason."""
        return self.match.take_back_refusal(seat, self.humans)

    def take_back(self, seat: int) -> int:
        """Take back ``seat``'s latest decision (the core decides; :raises TakeBackRefused:)."""
        removed = self.match.take_back(seat, self.humans)
        self.last = None
        self.save()
        return removed

    def save(self) -> None:
        self.saved = self.saved.advanced(self.match.record, self.is_terminal())
        self.hand_to_saver()

    def count_hint(self, seat: int) -> None:
        """A hint shown to ``seat``: counted in the game's file (and shown at the end)."""
        self.saved = self.saved.hinted(seat)
        self.hand_to_saver()

    def hand_to_saver(self) -> None:
        """The game as it stands to the autosaver, with what the lists show of it (read off
        the live state: the index needs no replay)."""
        if self.saver is not None:
            self.saver.submit(self.saved, row_of(self.saved, self.state))

    def bot_rng(self, seat: int) -> Rng:
        """Seat ``seat``'s generator for its decision at this point of the game."""
        return bot_rng(self.saved.record.seed, seat, len(self.match.record.actions))

    def bot_request(self, seat: int) -> tuple[Any, dict[str, Any], Rng]:
        """What a bot needs to decide: itself, its seat's view, and its own generator."""
        return self.bots[seat], self.view(seat), self.bot_rng(seat)


def bot_registry(module: Any) -> dict[str, Any]:
    """The game's bots by level (``BOTS`` in its bots module, or its random bot alone).

    The bots module is imported here: a game package need not import it itself."""
    bots = importlib.import_module(f"{module.__name__}.bots")
    return dict(getattr(bots, "BOTS", {"random": bots.RandomBot}))


class BotWorker:
    """Runs one bot decision at a time off the frame loop."""

    def __init__(self) -> None:
        self._job = Background("tablee-bot")
        self.seat: int | None = None

    @property
    def busy(self) -> bool:
        return self._job.busy

    def start(self, seat: int, bot: Any, view: dict[str, Any], rng: Rng) -> None:
        self.seat = seat
        game = type(bot).__module__.removeprefix("game.").partition(".")[0]
        self._job.start(bot.choose, view, rng,
                        whose=f"{game} seat {seat + 1} {type(bot).__name__}")

    def result(self) -> str | None:
        """The chosen action text once ready (re-raises a bot's exception), else None."""
        text: str | None = self._job.result()
        return text

    def cancel(self) -> None:
        self._job.cancel()
        self.seat = None

    def close(self) -> None:
        """The table closes: its thread ends (after a decision under way, unseen)."""
        self.cancel()
        self._job.close()
