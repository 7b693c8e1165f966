"""The games Tablée offers, by name: a fixed table, each game's package imported only when it
is first asked for (the menu starts without any game's rules).

A saved record names its game; the front end, the host, the index and the tools turn that
name into the game's :class:`~game.core.GameSpec` here, and nowhere else. A game found by
name is known by its contract only (``GameSpec[GameState, object]``, see
:meth:`~game.core.GameSpec.by_name`); code that knows its game imports that game's ``SPEC``.

>>> load_game("totem").max_players
2
"""

from __future__ import annotations

from game.core import GAMES, GameRecord, GameSpec, GameState, InvalidRecord
from game.match import Match


def _pook() -> GameSpec[GameState, object]:
    from game.pook import SPEC

    return SPEC.by_name()


def _rok() -> GameSpec[GameState, object]:
    from game.rok import SPEC

    return SPEC.by_name()


def _totem() -> GameSpec[GameState, object]:
    from game.totem import SPEC

    return SPEC.by_name()


TABLE = {"pook": _pook, "rok": _rok, "totem": _totem}
"""Each game's name and where its spec is found (the names of :data:`game.core.GAMES`)."""


def load_game(name: str) -> GameSpec[GameState, object]:
    """The game called ``name`` (:raises InvalidRecord: for a name that is none of them)."""
    found = TABLE.get(name) if name in GAMES else None
    if found is None:
        raise InvalidRecord(f"unknown game {name!r}; expected one of {', '.join(GAMES)}")
    return found()


def match_of(record: GameRecord) -> Match[GameState, object]:
    """``record`` replayed, its game found by the name it holds.

    :raises InvalidRecord: if the game is unknown, cannot start or an action does not replay.
    """
    return Match(load_game(record.game), record)


def replayed(record: GameRecord, upto: int | None = None) -> GameState:
    """The state of ``record`` after its first ``upto`` actions (all by default), its game
    found by name (:raises InvalidRecord: as :meth:`GameRecord.replay`)."""
    return record.replay(load_game(record.game), upto)
