"""The game at the table: the core match (the truth), who sits where, and its save.

The session is the only holder of the full state. Everything drawn or decided
elsewhere goes through :meth:`GameSession.view` — bots included: a bot is
handed a view (a dict) and an Rng, never the state, so it cannot peek.
Bots think on a daemon thread so the window keeps drawing meanwhile (and
closing it never waits for them).

The game is known by its spec (:class:`game.core.GameSpec`, found by the name its record
holds: ``game.games.load_game``); what a game has or lacks (a public view, a move's moments,
a take-back policy) the spec says. Every accepted action, and every take-back, hands the new
:class:`SavedGame` to the autosaver: the record on disk is always the game as it stands. A bot's
generator is derived from the seed, its seat and how far the game is, so a
continued game makes the same decisions it would have made uninterrupted.
"""

from __future__ import annotations

from game.core import Bot, Event, GameRecord, GameState, Rng, View
from game.games import match_of
from game.listing import row_of
from game.match import Match
from game.saves import SavedGame
from game.streams import bot_rng
from scenes.frame.catalogue import GameSetup
from scenes.kit.autosave import Autosaver
from scenes.kit.background import Background


class GameSession:
    replays = True  # its record is here: looking back, the recap and the log replay it

    def __init__(self, saved: SavedGame, match: Match[GameState, object],
                 saver: Autosaver | None = None, everything: bool = False) -> None:
        self.saved = saved
        self.match = match
        self.saver = saver
        self.everything = everything  # views show every hidden card (watching a game again)
        self.last: tuple[GameState, str] | None = None  # the state before the last action, and it
        self._moments: dict[tuple[int, bool], list[View]] = {}  # of ``last``
        self.spec = match.spec
        self.bots: dict[int, Bot] = {
            seat: self.spec.bots[s.level]() for seat, s in enumerate(saved.seats)
            if not s.is_human and s.level is not None}

    @classmethod
    def new(cls, setup: GameSetup, saver: Autosaver | None = None,
            lesson: bool = False) -> GameSession:
        saved = SavedGame.start(setup.game, setup.seed, setup.seats, setup.options, lesson)
        session = cls(saved, match_of(saved.record), saver)
        session.save()
        return session

    @property
    def setup(self) -> GameSetup:
        record = self.saved.record
        return GameSetup(record.game, self.saved.seats, record.seed, dict(record.options))

    @property
    def state(self) -> GameState:
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
        return self.state.current_player

    def is_bot(self, seat: int | None) -> bool:
        return seat in self.bots

    def is_terminal(self) -> bool:
        return self.state.is_terminal()

    def view(self, seat: int) -> View:
        return (self.state.view(seat, everything=True) if self.everything
                else self.state.view(seat))

    def public_view(self, seat: int) -> View:
        """The table as ``seat`` sits at it, showing only what every seat may see (the
        core's public view; a game with no secret of one seat: its view)."""
        if self.spec.public_view is None:
            return self.view(seat)
        return self.spec.public_view(self.state, seat)

    def play(self, text: str) -> list[Event]:
        """Play an action text through the core's checked entry; refusals raise unchanged."""
        before = self.state.clone() if self.stages_moments else None
        events = self.match.play(text)
        self.last = (before, text) if before is not None else None
        self._moments = {}
        self.save()
        return events

    @property
    def no_take_back(self) -> str | None:
        """Why nothing is ever taken back at this table (the game's spec: RÖK, a race), None
        when the core decides each take-back."""
        return self.spec.no_take_back

    @property
    def stages_moments(self) -> bool:
        """The game's core says what a seat sees after each event of a move (its spec's
        ``moments``: Totem, whose one action may hold a whole turn's end)."""
        return self.spec.moments is not None

    def moments(self, seat: int, public: bool = False) -> list[View] | None:
        """What ``seat`` saw after each event of the last action, from the core (None: the
        game does not say, or no action was played since the table opened); ``public``:
        only what every seat saw."""
        staged = self.spec.moments
        if self.last is None or staged is None:
            return None
        if (seat, public) not in self._moments:  # the staging and the pace both ask
            before, text = self.last
            self._moments[seat, public] = list(staged(before, text, seat, self.everything,
                                                      public)[1])
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

    def bot_request(self, seat: int) -> tuple[Bot, View, Rng]:
        """What a bot needs to decide: itself, its seat's view, and its own generator."""
        return self.bots[seat], self.view(seat), self.bot_rng(seat)


class BotWorker:
    """Runs one bot decision at a time off the frame loop."""

    def __init__(self) -> None:
        self._job = Background("tablee-bot")
        self.seat: int | None = None

    @property
    def busy(self) -> bool:
        return self._job.busy

    def start(self, seat: int, bot: Bot, view: View, rng: Rng) -> None:
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
