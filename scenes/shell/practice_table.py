"""Opening an ordinary table on a practice game (:mod:`game.practice`): a position of a saved
game redealt from one seat's information, that seat the human, the others bots.

Play on is a new game at the table from its setup (the practice option starts it:
:mod:`scenes.table.play_on`). A retry is the same game handed to the table as a saved
one whose match tells, once, when the seat has chosen again: the table is then left for
the retry screen, which judges the choice. Nothing here changes the table: it takes a
setup or a saved game as it always does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core import Event, GameRecord, GameSpec, GameState
from game.games import load_game
from game.match import Match
from game.saves import SavedGame, SaveEntry
from scenes.table.play_on import practice_at, practice_seats

if TYPE_CHECKING:
    from scenes.frame.context import AppContext


@dataclass(frozen=True)
class Chosen:
    """What the seat chose again at the table, and the saved practice game's name."""

    text: str
    name: str


def continue_game(ctx: AppContext, name: str) -> bool:
    """The saved practice game ``name`` at the table again (False: it cannot be loaded)."""
    ctx.saver.flush()  # (the retried move was handed to the autosaver a moment ago)
    entry = ctx.saves.load(name)
    if entry.saved is None or entry.match is None:
        return False
    ctx.nav.table(entry.saved.record.game, entry)
    return True


class ChoiceMatch(Match[GameState, object]):
    """A match that tells ``chosen`` of the first action ``seat`` plays on it."""

    def __init__(self, spec: GameSpec[GameState, object], record: GameRecord, seat: int,
                 chosen: Callable[[str], None]) -> None:
        super().__init__(spec, record)
        self.seat, self.chosen, self.told = seat, chosen, False

    def play(self, text: str) -> list[Event]:
        actor = self.state.current_player
        events = super().play(text)
        if not self.told and getattr(self, "chosen", None) is not None and actor == self.seat:
            self.told = True
            self.chosen(text)
        return events


def retry_table(ctx: AppContext, saved: SavedGame, index: int, seat: int, deal: int) -> str:
    """The table at position ``index`` redealt for ``seat``; once the seat has chosen, the
    table is left with a :class:`Chosen`. Returns the practice game's file name."""
    record = practice_at(saved, index, seat, deal)
    practice = SavedGame.start(record.game, record.seed, practice_seats(saved, seat),
                               record.options)
    name = practice.name

    def chosen(text: str) -> None:
        ctx.stack.pop(Chosen(text, name))

    match = ChoiceMatch(load_game(record.game), practice.record, seat, chosen)
    ctx.nav.table(record.game, SaveEntry(name, practice, match))
    return name
