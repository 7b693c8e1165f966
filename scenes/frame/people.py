"""The app's people (:mod:`game.evening.people`): read once from the data folder, a person made
at the first game they start, and the default seat names ("Player 2", "Joueur 2") guests.

The first time the app has read every saved game with people (a data folder from before
people existed), every name that finished a game becomes a person, except the default seat
names: their ratings carry on, and "Player 1" stops being somebody. Until the index has read
the folder once, that waits (a person made meanwhile is kept; the others join once it has).
A damaged file is put aside and the player told (the games themselves are untouched; the
people can be made again).
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import replace
from datetime import UTC, datetime
from typing import TYPE_CHECKING

from game.evening.people import People, PeopleError, PeopleStore
from game.store import StoreError

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

DEFAULT_NAME = re.compile(r"^(Player|Joueur) [1-9]\d?$")
"""A seat's default name in either language (``setup.default_name``): a guest's."""


def is_default_name(name: str) -> bool:
    return DEFAULT_NAME.match(name) is not None


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def people_of(ctx: AppContext) -> People:
    """The people, read (and on a first run, found in the finished games) once per app."""
    library = ctx.library
    if library.people is None:
        people, damaged = PeopleStore(library.data_dir).load()
        if damaged is not None:
            ctx.notices.add(ctx.tr("evening.people.damaged", why=damaged), warning=True)
        library.people = people
    if not library.people.found and ctx.indexer.runs > 0 and not ctx.indexer.running:
        from_the_games(ctx, library.people)  # (every saved game read: now, once)
    return library.people


def from_the_games(ctx: AppContext, people: People) -> People:
    """Everyone who finished a game, except the default names, made a person (and kept,
    marked done)."""
    try:
        names = ctx.saves.index.players()
    except (sqlite3.Error, OSError):  # (an index that cannot be read: asked again later)
        return people
    found = replace(made(people, names), found=True)
    keep(ctx, found)
    return found


def first_use(ctx: AppContext, names: list[str]) -> None:
    """The names a game starts with made people where they are not yet (default names stay
    guests)."""
    people = people_of(ctx)
    found = made(people, names)
    if found != people:
        keep(ctx, found)


def made(people: People, names: list[str]) -> People:
    """``people`` with each of ``names`` a person (a default name, or one refused: not)."""
    for name in names:
        if not is_default_name(name):
            try:
                people = people.created(name, now())
            except PeopleError:
                continue
    return people


def keep(ctx: AppContext, people: People) -> None:
    """``people`` as the app's, written to the data folder (a failure said, not raised)."""
    ctx.library.people = people
    try:
        PeopleStore(ctx.library.data_dir).save(people)
    except StoreError as exc:
        ctx.notices.add(ctx.tr("evening.people.not_saved", why=str(exc)), warning=True)
