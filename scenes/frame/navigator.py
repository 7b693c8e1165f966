"""How one screen opens another without importing it: the navigator every scene is handed.

A screen says *what* it wants shown — the menu, a shell screen by name, a game's table for a
payload — and the app (:class:`scenes.app.navigation.Navigation`) decides *how*: it loads the
screen's module only when it is first asked for (a quicker start) and puts it on the stack.
So the floors stay readable one by one: the shared table opens the pause and the rules, the
menu opens Games played or a lesson, and neither imports the other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal, Protocol, TypeAlias

if TYPE_CHECKING:  # (types only: nothing of the games is loaded at start)
    from game.saves import SaveEntry
    from scenes.frame.catalogue import GameSetup
    from scenes.frame.payloads import (
        EveningPayload,
        HostedPayload,
        JoinedPayload,
        KeysPayload,
        LessonPayload,
        NetSetup,
        PausePayload,
        RetryPayload,
        ReviewPayload,
        RulesPayload,
        StatsPayload,
        TrophiesPayload,
        WatchPayload,
    )

    ScreenPayload: TypeAlias = (str | PausePayload | RulesPayload | ReviewPayload | NetSetup
                                | KeysPayload | StatsPayload | EveningPayload | RetryPayload
                                | TrophiesPayload | None)
    """What a shell screen opens with: the setup its game's id, the drills the name of the
    person drilling, the pause, the rules, the review, the keys' list, the Host screen, a
    game's statistics, the ratings, a retried decision and the trophies theirs."""

    TablePayload: TypeAlias = (GameSetup | SaveEntry | LessonPayload | WatchPayload
                               | HostedPayload | JoinedPayload)
    """What a table opens with: a new game, a saved game to go on with, a lesson, a game to
    watch, a hosted table, a seat at another laptop's table."""

Screen = Literal["menu", "setup", "settings", "saved_games", "history", "rules", "pause",
                 "review", "host", "join", "keys", "game_stats", "evening", "retry", "drill",
                 "mistakes", "trophies"]
"""The shell's screens, by name."""


class Navigator(Protocol):
    def home(self) -> None:
        """The menu, every screen above it closed."""

    def open(self, screen: Screen, payload: ScreenPayload = None) -> None:
        """``screen`` over the current one (Back or Esc closes it again)."""

    def table(self, game: str, payload: TablePayload, *, replace: bool = False) -> None:
        """``game``'s table for ``payload``, over the current screen or in its place."""
