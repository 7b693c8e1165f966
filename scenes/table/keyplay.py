"""Playing a table by keys: the game's zones, then its buttons and its log.

Each game lists its own zones (its :class:`TableKeys`' ``table_zones``: the hand, the grid or the
slots, the piles, the runes) from what its view says is legal now — the same action texts
its glow comes from, so the keys reach exactly what the core allows and never judge a
rule themselves. While something is picked up, the game lists its legal targets instead,
and the arrows step only between them; Esc puts it down and the focus goes back to it.

The table adds the zones every game has: its buttons (End turn, Take back, Hint, ...) and
the log (where ← → look back and on, as before any key was pressed). Tab and Shift+Tab go
zone to zone; → ↑ ↓ show the ring too. Until the ring shows the keys keep their older
meanings (Enter ends the turn, ← looks back), so nothing a player knew changes.

A table's own keys win over the ring (as on Board Game Arena or in Tabletop Simulator): a
focused button is pressed by Enter only, never by Space, letters or numbers, which stay
what the status line says they are (RÖK's Space throws whatever holds the ring).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Generic, TypeVar

import pygame

from scenes.frame.widget_keys import button_stops
from scenes.kit.focus import RETURN_KEYS, Stop, Zone

if TYPE_CHECKING:
    from scenes.table.parts import KeyTable


class KeyPlay:
    """The focus's side of a table (``focus``: scenes.kit.focus.Focus), held by
    :class:`scenes.table.base.TableScene` as ``keyplay``; the game's zones and what its
    buttons mean are the game's (``keys``: :class:`TableKeys`)."""

    def __init__(self, table: KeyTable) -> None:
        self.table = table

    def zones(self) -> list[Zone]:
        table = self.table
        keys = table.keys
        zones = keys.table_zones() if table.lookback.look is None else []
        zones.append(Zone("buttons", tuple(button_stops(table._actions, keys.button_meaning)),
                          keys=RETURN_KEYS))
        log = table.log_rect
        zones.append(Zone("log", (Stop("log", log, None, "look back"),), arrows=False))
        return zones

    def key(self, event: pygame.event.Event) -> bool:
        """The focus's keys at the table. Not while looking back (the log has them), nor
        Enter while a lesson's note or a hand-over waits for it (it reads on, it passes),
        nor ← before the ring shows (it looks back, as it always did), nor a key the table
        owns now (``owned_keys``)."""
        table = self.table
        if table.keys.first_key(event):  # (RÖK: Space throws, the arrows aim)
            return True
        held = table.coaching.holds or table.hand_over.seat is not None  # (Enter reads on)
        if event.type == pygame.KEYDOWN and (table.lookback.look is not None or (
                event.key in RETURN_KEYS and held)
                or (event.key == pygame.K_LEFT and not table.focus.shown
                    and table.lookback.allowed) or event.key in table.keys.owned_keys()):
            return False
        return table.key_input(event)

    def put_down(self) -> bool:
        """Esc: put down what is held; the focus goes back to where it was picked up."""
        table = self.table
        if table.put_down():
            table.focus.come_back()
            return True
        table.focus.back.clear()
        return False


T = TypeVar("T", covariant=True)  # the table a game's keys play


class TableKeys(Generic[T]):
    """The game's side of playing by keys (held by :class:`scenes.table.base.TableScene` as
    ``keys``; a game's scene holds its own, deriving from this one, typed by its table):
    its zones, what its buttons mean, the keys it owns now, its rows of the keys' help and
    where a hint's move is. Here: a table without any."""

    button_means: ClassVar[dict[str, str]] = {}  # a button's object id → the action it plays

    def __init__(self, table: T) -> None:
        self.table = table

    def button_meaning(self, name: str) -> str:
        """What a button of the table does, in words for drivers and tests: the action text
        it plays (``button_means``), else ``press #id``."""
        return self.button_means.get(name, f"press {name}")

    def table_zones(self) -> list[Zone]:
        """The game's zones now (nothing held: what may be picked up or played; something
        held: ``targets``, the legal places for it)."""
        return []

    def owned_keys(self) -> tuple[int, ...]:
        """Keys the table's status line gives a meaning now, whatever holds the ring (RÖK
        while grabbing: Enter is Done)."""
        return ()

    def first_key(self, event: pygame.event.Event) -> bool:
        """A key the game hears before the ring (RÖK: aiming a throw); True if it took it."""
        return False

    def game_keys(self) -> list[tuple[str, str]]:
        """The game's own rows of the keys' help."""
        return []

    def hint_marks(self, action: str) -> list[pygame.Rect]:
        """Where a hint's move (``action``) is on the table, to ring it."""
        return []


def stop_rect(centre: tuple[float, float], size: tuple[int, int]) -> pygame.Rect:
    """A card-sized rectangle round ``centre`` (where the ring goes)."""
    rect = pygame.Rect(0, 0, *size)
    rect.center = round(centre[0]), round(centre[1])
    return rect
