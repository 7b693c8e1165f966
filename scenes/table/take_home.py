"""A laptop's game kept at home: the finished record its host sent with the last state, checked
by the core (:mod:`game.net.result`) and written among this laptop's games, so that its
player's rating, the game's review and Games played have it here too. Once per game: the file's
name is drawn from the record, so the same game sent again is the same file.

A record that does not check out is not kept, and the player is told why (the game stays on
the host's laptop); a friend who only watched keeps nothing.
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

from game.core import InvalidRecord
from game.net.result import checked_result, home_name
from game.saves import SavedGame
from game.store import StoreError
from scenes.frame.people import first_use

if TYPE_CHECKING:
    from game.saves import Seat
    from scenes.frame.context import AppContext
    from scenes.table.networked import RemoteSession


def take_home(ctx: AppContext, session: RemoteSession, seats: tuple[Seat, ...]
              ) -> SavedGame | None:
    """The laptop's finished game, kept the first time it is asked after the end (None: not
    over, watched only, no record sent, or refused: said once)."""
    mirror = session.mirror
    if session.kept is not None or session.kept_refused or session.watching \
            or not mirror.over or mirror.view is None:
        return session.kept
    if mirror.record is None:
        if mirror.record_refused is not None:
            refuse(ctx, session, mirror.record_refused)
        return None
    try:
        record = checked_result(session.spec, mirror.record, session.seat, mirror.view)
    except InvalidRecord as exc:
        refuse(ctx, session, str(exc))
        return None
    stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    saved = SavedGame(record, seats, session.saved.started, stamp, True, home_name(record),
                      (0,) * record.players)
    first_use(ctx, [seats[session.seat].name])  # (before the game is written: the others
    try:  # at the host's table are guests here, not people found in this laptop's games)
        if not ctx.saves.store.exists(saved.name):  # (the same game sent again: kept once)
            ctx.saves.write(saved)
    except StoreError as exc:
        refuse(ctx, session, str(exc))
        return None
    session.kept = saved
    return saved


def refuse(ctx: AppContext, session: RemoteSession, why: str) -> None:
    session.kept_refused = True
    ctx.notices.add(ctx.tr("net.table.not_kept", why=why), warning=True)
