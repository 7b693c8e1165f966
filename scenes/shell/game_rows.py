"""What the lists say of a saved game (its players, how far it stands, when it was played,
whether it is a lesson), how far a long reading of the folder is, and opening a game's table:
shared by the menu's Continue, Saved games and Games played, which never import one another.
Light on purpose: the menu's first frame imports it (no save format, no index)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.listing import GameRow
    from scenes.frame.context import AppContext
    from scenes.kit.i18n import Translator


def seat_labels(tr: Translator, row: GameRow) -> list[tuple[str, str]]:
    """Each seat's name and what follows it: its bot's level (" (Bot — hard)") or nothing."""
    return [(seat.name, "" if seat.is_human else f" ({tr(f'setup.bot_{seat.level}')})")
            for seat in row.seats]


def seat_names(tr: Translator, row: GameRow) -> str:
    return ", ".join(name + level for name, level in seat_labels(tr, row))


def how_far(tr: Translator, row: GameRow) -> str:
    """Where the game stands: its turn (its throw in RÖK) and how many moves were made."""
    step = tr("saves.throw", n=row.progress) if row.game == "rok" else tr("saves.turn",
                                                                          n=row.progress)
    return f"{step} · {tr('saves.moves', count=row.actions)}"


def when(tr: Translator, stamp: str, today: datetime | None = None) -> str:
    """A save's time in the player's own time zone: today, yesterday or its date."""
    moment = datetime.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=UTC).astimezone()
    today = today or datetime.now().astimezone()
    clock = moment.strftime("%H:%M")
    days = (today.date() - moment.date()).days
    if days == 0:
        return tr("saves.today", time=clock)
    if days == 1:
        return tr("saves.yesterday", time=clock)
    return tr("saves.on_date", date=moment.strftime("%Y-%m-%d"), time=clock)


def game_name(tr: Translator, row: GameRow) -> str:
    """The game's name, and whether it is a lesson ("Totem (lesson)")."""
    name = tr(f"games.{row.game}.name")
    return tr("learn.titled", game=name) if row.lesson else name


def describe_entry(tr: Translator, row: GameRow) -> str:
    """One line for the menu's Continue button."""
    return (f"{game_name(tr, row)} · {seat_names(tr, row)} · "
            f"{how_far(tr, row)} · {when(tr, row.updated)}")


def open_game(ctx: AppContext, row: GameRow, replace: bool = False) -> bool:
    """Read and replay ``row``'s file and open its table (over this screen, or in its
    place); a file found damaged or gone meanwhile is said in a notice (the index then
    lists it so) — False."""
    entry = ctx.saves.load(row.name)
    if entry.saved is None:
        ctx.notices.add(ctx.tr("saves.cannot_open", reason=entry.problem), warning=True)
        return False
    ctx.nav.table(entry.saved.record.game, entry, replace=replace)
    return True


def reading_words(ctx: AppContext) -> str | None:
    """"Reading saved games: 1,200 of 20,000" while a long index refresh runs, else None
    (also before any refresh: asking would build the indexer, and a frame draws it)."""
    if not ctx.library.built("indexer"):
        return None
    progress = ctx.indexer.shown_progress()
    if progress is None:
        return None
    return str(ctx.tr("menu.reading_saves", done=ctx.tr.number(progress[0]),
                      total=ctx.tr.number(progress[1])))
