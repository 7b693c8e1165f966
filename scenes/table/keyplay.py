"""Playing a table by keys: the game's zones, then its buttons and its log.

Each game lists its own zones (:meth:`KeyedTable.table_zones`: the hand, the grid or the
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
what the status line says they are (RÖK's Space throws whatever holds the ring). A mixin of
:class:`scenes.table.base.TableScene`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pygame

from scenes.frame.widget_keys import button_stops
from scenes.kit.focus import RETURN_KEYS, Stop, Zone

if TYPE_CHECKING:
    from scenes.table.parts import KeyTable


class KeyedTable:
    """The focus model of a table (``self.focus``: scenes.kit.focus.Focus)."""

    keys_first = False  # the table orders its keys itself (handle_input)
    button_means: ClassVar[dict[str, str]] = {}  # a button's object id → the action text it plays

    def key_zones(self: KeyTable) -> list[Zone]:
        zones = self.table_zones() if self.lookback.look is None else []
        zones.append(Zone("buttons", tuple(button_stops(self._actions, self.button_meaning)),
                          keys=RETURN_KEYS))
        log = self.log_rect
        zones.append(Zone("log", (Stop("log", log, None, "look back"),), arrows=False))
        return zones

    def button_meaning(self, name: str) -> str:
        """What a button of the table does, in words for drivers and tests: the action text
        it plays (``button_means``), else ``press #id``."""
        return self.button_means.get(name, f"press {name}")

    def table_zones(self) -> list[Zone]:
        """*hook* The game's zones now (nothing held: what may be picked up or played;
        something held: ``targets``, the legal places for it)."""
        return []

    def owned_keys(self) -> tuple[int, ...]:
        """*hook* Keys the table's status line gives a meaning now, whatever holds the ring
        (RÖK while grabbing: Enter is Done)."""
        return ()

    def table_key(self: KeyTable, event: pygame.event.Event) -> bool:
        """The focus's keys at the table. Not while looking back (the log has them), nor
        Enter while a lesson's note or a hand-over waits for it (it reads on, it passes),
        nor ← before the ring shows (it looks back, as it always did), nor a key the table
        owns now (``owned_keys``)."""
        held = self.coaching.holds or self.hand_over.seat is not None  # (Enter reads on, passes)
        if event.type == pygame.KEYDOWN and (self.lookback.look is not None or (
                event.key in RETURN_KEYS and held)
                or (event.key == pygame.K_LEFT and not self.focus.shown
                    and self.lookback.allowed) or event.key in self.owned_keys()):
            return False
        return self.key_input(event)

    def put_down_keys(self: KeyTable) -> bool:
        """Esc: put down what is held; the focus goes back to where it was picked up."""
        if self.put_down():
            self.focus.come_back()
            return True
        self.focus.back.clear()
        return False


def stop_rect(centre: tuple[float, float], size: tuple[int, int]) -> pygame.Rect:
    """A card-sized rectangle round ``centre`` (where the ring goes)."""
    rect = pygame.Rect(0, 0, *size)
    rect.center = round(centre[0]), round(centre[1])
    return rect
