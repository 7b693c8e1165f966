"""RÖK by keys: a ring among the face-up runes, pair by pair, and a slide aimed with the arrows.

- ``runes`` (grabbing): the face-up runes pair by pair — the twin of your Balance rune
  first, then pairs lying face up, then twins of others' Balance runes, then lone runes.
  ↑ ↓ go pair to pair, ← → stone to stone; Space grabs the rune in the ring, exactly as a
  click there does (the same timestamped claim), and the ring moves on to its twin. Each
  throw starts the ring on the first pair, so a pair is taken in three presses (an arrow,
  Space, Space; at a hot seat the buzzer key shows the ring: key, Space, Space). Enter
  stays Done, as its button says (each seat's own number at a hot seat);
- ``stone`` (your slide): Enter lifts the stone; ← → turn the way it will leave, ↑ ↓ pull
  harder or softer (the arrow and the gauge show both, as for a pull with the mouse);
  Enter or Space lets it go, Esc puts it back;
- Throw, Done and the order of thefts are buttons the ring reaches (Space still throws).

A part
:class:`scenes.games.rok.scene.RokScene` holds as ``keys``.
"""

from __future__ import annotations

import math
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.rok.components import distance, pair_of, twin
from scenes.frame.uiscene import key_row
from scenes.games.rok.moments import KEYS, MAX_PULL, MIN_PULL, MIN_TRAVEL, TRAVEL_PER_PX
from scenes.games.rok.pace import DONE_KEYS
from scenes.kit.focus import ENTER_KEYS, RETURN_KEYS, Stop, Zone
from scenes.table.keyplay import TableKeys

SLIDE_AIM = 4.5  # a slide's first aim stops this far from the centre
AIM_TURN = math.radians(3)  # ← → turn the aim this much
AIM_PULL = 3.0  # ↑ ↓ pull this many pixels harder or softer
BUTTONS = {"#rok_throw": "throw", "#rok_done": "done"}

if TYPE_CHECKING:
    from scenes.games.rok.parts import RokTable


class RokKeys(TableKeys["RokTable"]):
    """The RÖK table's zones for the keyboard (scenes.table.keyplay)."""

    def __init__(self, table: RokTable) -> None:
        super().__init__(table)
        self.key_aim: tuple[float, float] | None = None  # (turn, pull) of a slide aimed by keys

    def button_meaning(self, name: str) -> str:
        table = self.table
        if name.startswith("#rok_order_"):
            index = int(name.rpartition("_")[2])
            choices = table.ordering.choices
            return choices[index].text if index < len(choices) else name
        return BUTTONS.get(name) or super().button_meaning(name)

    def game_keys(self) -> list[tuple[str, str]]:
        table = self.table
        tr = table.ctx.tr
        rows = [key_row(tr, f"rok.{name}") for name in ("throw", "done", "pairs", "stones",
                                                        "grab")]
        zoom = [key_row(tr, f"table.{name}") for name in ("zoom", "pan")]
        humans = table.session.humans if table.session is not None else ()
        if len(humans) > 1:
            rows += [key_row(tr, "rok.buzzer", keys=", ".join(KEYS[s].upper() for s in humans)),
                     key_row(tr, "rok.done_each", keys=", ".join(DONE_KEYS[s] for s in humans))]
        return [*rows, key_row(tr, "rok.aim"), key_row(tr, "rok.let_go"), *zoom]

    def owned_keys(self) -> tuple[int, ...]:
        """While grabbing, Enter is Done (its button and the status line say so), whatever
        holds the ring — and while the runes fly or the check is shown, so that an Enter
        meant as Done a moment late never opens the Rules."""
        table = self.table
        if table.view and (table.view["phase"] == "grab" or table.stepping
                          or table.live is not None):
            return RETURN_KEYS
        return ()

    def table_zones(self) -> list[Zone]:
        table = self.table
        if not table.my_turn or not table.view:
            return []
        phase = table.view["phase"]
        if phase == "grab" and table.grabs.grabbing:
            seat = table.grabs.mouse_owner()
            return [Zone("runes", tuple(
                Stop(f"rune:{rune}", self.stone_rect(f"rune:{rune}"),
                     partial(self.key_grab, rune), f"grab {'?' if seat is None else seat} {rune}",
                     group=group)
                for group, rune in self.rune_groups(table.viewer if seat is None else seat)),
                keys=(pygame.K_SPACE,))]
        if phase == "slide":
            seat = table.view["current_player"]
            x, y = table.sliding.slide_start_px(seat)
            stone = table.places.stone
            rect = pygame.Rect(0, 0, 2 * stone, 2 * stone)
            rect.center = round(x), round(y)
            if self.key_aim is not None and table.pull is not None:
                return [Zone("aim", (Stop("stone", rect, self.key_release, f"slide {seat}"),))]
            return [Zone("stone", (Stop("stone", rect, partial(self.key_lift, seat),
                                        f"aim {seat}", then="aim"),))]
        return []

    def rune_groups(self, seat: int) -> list[tuple[str, str]]:
        """The face-up runes in the keys' order, each with its group (its pair): ``seat``'s
        Balance twin, pairs lying face up, twins of others' Balance runes, lone runes; each
        kind in reading order (its first stone's row, then left to right)."""
        table = self.table
        spots = {}
        for rune in table.grabs.face_up():
            piece = table.board.pieces.get(f"rune:{rune}")
            if piece is not None:
                spots[rune] = (round(piece.end[1]) // 30, round(piece.end[0]))
        balances = [b for b in table.view["balance"] if b]
        own = table.view["balance"][seat] if seat < len(table.view["balance"]) else None

        def rank(rune: str) -> int:
            if own is not None and twin(rune) == own:
                return 0
            if twin(rune) in spots:
                return 1
            return 2 if twin(rune) in balances else 3

        groups: dict[str, list[str]] = {}
        for rune in sorted(spots, key=spots.__getitem__):
            groups.setdefault(pair_of(rune), []).append(rune)
        order = sorted(groups.values(), key=lambda g: (rank(g[0]), spots[g[0]]))
        return [(pair_of(rune), rune) for group in order for rune in group]

    def stone_rect(self, key: str) -> pygame.Rect:
        table = self.table
        piece = table.board.pieces[key]
        radius = round(table.look_now(key)[0])
        rect = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        rect.center = round(piece.end[0]), round(piece.end[1])
        return rect

    def hint_marks(self, action: str) -> list[pygame.Rect]:
        """The rune a grab hint names, and its twin when it lies face up too (an order's
        button is ringed by the ordering)."""
        table = self.table
        verb, *args = action.split()
        if verb != "grab" or len(args) < 2:
            return []
        up = table.grabs.face_up()
        return [self.stone_rect(f"rune:{rune}") for rune in (args[1], twin(args[1]))
                if rune in up and f"rune:{rune}" in table.board.pieces]

    # --- grabbing --------------------------------------------------------------------------

    def key_grab(self, rune: str) -> None:
        """Space on a rune: a click on it (scenes.games.rok.grabbing.click_grab); the ring
        moves on to its twin when it lies face up too."""
        table = self.table
        spot = table.gesturing.click_point(f"rune:{rune}")
        if spot is not None:
            table.grabs.click_grab(spot)
            if twin(rune) in table.grabs.face_up():
                table.focus.go("runes", f"rune:{twin(rune)}")

    # --- sliding ---------------------------------------------------------------------------

    def aimed_pull(self, seat: int) -> float:
        """The pull (pixels) that would stop the stone about :data:`SLIDE_AIM` from the
        Destiny rune, a little less near for each later seat (no endless ties)."""
        travel = distance(*self.table.places.slide_start(seat)) - (SLIDE_AIM + 0.7 * seat)
        return MIN_PULL + (travel - MIN_TRAVEL) / TRAVEL_PER_PX

    def aim_pointer(self, seat: int) -> tuple[int, int]:
        """Where the keys' aim puts the pointer: back from the start, turned and pulled."""
        table = self.table
        assert self.key_aim is not None
        turn, pull = self.key_aim
        ux, uy = table.places.outward(seat)
        cos, sin = math.cos(turn), math.sin(turn)
        dx, dy = ux * cos - uy * sin, ux * sin + uy * cos
        x, y = table.sliding.slide_start_px(seat)
        pull *= table.places.factor  # (as long as the zoomed cloth shows it)
        return round(x + dx * pull), round(y + dy * pull)

    def key_lift(self, seat: int) -> None:
        self.key_aim = (0.0, self.aimed_pull(seat))
        self.table.pull = (seat, self.aim_pointer(seat))

    def key_release(self) -> None:
        table = self.table
        if table.pull is not None:
            self.key_aim = None
            table.sliding.release_slide()

    def aim_key(self, event: pygame.event.Event) -> bool:
        """While a slide is aimed by keys: the arrows turn and pull, Enter or Space lets go."""
        table = self.table
        if self.key_aim is None or table.pull is None or event.type != pygame.KEYDOWN:
            return False
        turn, pull = self.key_aim
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            turn += AIM_TURN if event.key == pygame.K_RIGHT else -AIM_TURN
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            pull += AIM_PULL if event.key == pygame.K_UP else -AIM_PULL
            pull = max(MIN_PULL, min(MAX_PULL, pull))
        elif event.key in ENTER_KEYS:
            table.focus.shown = True
            self.key_release()
            return True
        else:
            return False
        self.key_aim = (turn, pull)
        table.pull = (table.pull[0], self.aim_pointer(table.pull[0]))
        return True

    def first_key(self, event: pygame.event.Event) -> bool:
        return self.aim_key(event)

