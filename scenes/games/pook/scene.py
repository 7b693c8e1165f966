"""The Pook table scene: drag cards onto the grid, the Piggy onto a neighbour, click powers.

Gestures (each also works by clicking: select a card, then click a cell; and by keys:
:mod:`scenes.games.pook.keys`):

- a hand card onto a glowing cell: play it. While it is held (or selected),
  the mouse wheel or F turns it over between Warrior and Bourse, and the glow
  follows at once; dropping elsewhere slides it back with the core's reason; right
  click puts it down, as in every game (the one right-click convention the rules state);
- the Piggy onto a glowing neighbour: swap them (P15); the swap that would
  undo the previous player's (P16) is marked forbidden;
- after a Mage, Orc or Viking: click a glowing target (the Mage then asks for
  the hand card), or "Skip the power";
- Visible Banners: click a Banner on the left to take it;
- tie-break: click a Bourse (secretly, behind the curtain in hot-seat).

Everything glowing comes from the viewer's view (its legal action texts); a
gesture that is not legal is still handed to the core, whose refusal says why.
The hover tooltip on a cell that is not legal asks the core read-only
(:meth:`PookScene.why_not`) — only on the viewer's own turn, about their own
hand card, the Piggy or the public table, so the answer names nothing hidden.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core import Event, MalformedAction
from game.pook import SPEC
from scenes.frame.fitting import button_width
from scenes.games.pook import layout as geo
from scenes.games.pook.gestures import gestures
from scenes.games.pook.grid import Grid
from scenes.games.pook.keys import PookKeys
from scenes.games.pook.lesson import PookLesson
from scenes.games.pook.pace import pook_steps
from scenes.games.pook.paint import LIFT, PIGGY, Grip, PookPainter, Tip
from scenes.games.pook.parts import PookTable
from scenes.games.pook.recap import pook_film, pook_recap
from scenes.games.pook.results import end_of_play_scores, end_payload
from scenes.games.pook.sight import PookSight
from scenes.kit.pieces.pook_art import HAND, PookArt
from scenes.kit.pieces.pook_words import card_name, describe, line_seat, refusal_values
from scenes.table.board import Placement
from scenes.table.end_overlay import EndPayload

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

DRAG_THRESHOLD = 6


class PookScene(PookTable):
    game_id = "pook"
    pacer = pook_steps  # a bot's move, step by step (scenes.games.pook.pace)
    recap_words, filmer = pook_recap, pook_film  # the others' turns in a line, and replayed

    @property
    def status_width(self) -> int:
        return self.places.status_width

    @property
    def handover_at(self) -> tuple[int, ...]:
        """"Pass to NAME" where End turn was, as wide as the column it stands in."""
        side, button = self.places.side, self.places.button
        return side.left, button.top, side.width, button.height

    @property
    def recap_anchor(self) -> tuple[str, tuple[int, int]]:
        return "midbottom", (self.places.side.centerx, self.places.button.top - 10)

    @property
    def recap_width(self) -> int:
        return self.places.side.width

    def status_place(self, plate: pygame.Surface) -> pygame.Rect:
        """What to do now heads the column right of the grid, clear of cards and counters."""
        return plate.get_rect(midtop=self.places.side.midtop)

    def recap_fit(self, rect: pygame.Rect) -> pygame.Rect | None:
        """What the others did stands over the turn's button, under what to do now; while a
        long status (larger text, a narrow column) leaves it no room, it waits out of sight
        (the log holds it all)."""
        plate = self.status_line.status[1]
        if plate is not None and rect.top < self.status_place(plate).bottom + 6:
            return None
        return rect

    recomposes_in_place = True  # every still part is marked, or restored (recompose)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.painter: PookPainter = PookPainter(self)  # its drawing (scenes.games.pook.paint)
        self.sight: PookSight = PookSight(self)  # where the board is seen from (sight.py)
        self.keys: PookKeys = PookKeys(self)  # the game's zones for the keys, its keys' help
        self.lesson: PookLesson = PookLesson(self)  # where a lesson points, what its words name
        self.art = PookArt(ctx.assets, ctx.palette)
        self.tokens = geo.Tokens()
        self.places = geo.places(self.play_area())  # (laid out again in build_table_ui)
        self.camera = geo.Camera(self.places.board)
        self.pressed: tuple[Grip, tuple[int, int]] | None = None
        self.dragging = False
        self.selected: Grip | None = None
        self.warrior = True  # the face the held or selected hand card would be played with
        self.mage_cell: str | None = None  # the Mage's chosen target, waiting for a hand card
        self.exits: dict[str, tuple[float, float]] = {}  # tokens taken off the table: where to
        self.mouse = (0, 0)
        self.origins: dict[str, tuple[float, float]] = {}
        self.drop_origin: tuple[float, float] | None = None
        self.taken_from: tuple[float, float] | None = None
        self.peek: set[str] = set()  # what holds the Banner up: "key", "button"
        self.buttons: dict[str, UIButton] = {}
        self.grid_free: frozenset[str] = frozenset(geo.ALL_CELLS)  # the available cells
        self.grid = Grid(self)  # the 9×9 places, in the still layer where the camera rests
        self.protected_keys: set[str] = set()
        self.tip: tuple[Any, pygame.Surface | None] = (None, None)
        self.rest = 0.0  # how long the pointer has rested where it is
        self.tips: dict[Tip, pygame.Surface] = {}  # rendered tooltips by text and rule
        self._glow: tuple[Any, dict[str, str]] = (None, {})

    # --- widgets --------------------------------------------------------------------------------

    def build_table_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        self.art = PookArt(self.ctx.assets, self.ctx.palette)
        self.art.warm_up()
        self.grid.forget()
        specs = (("end", tr("pook.end_turn"), lambda: self.act("end")),
                 ("skip", tr("pook.skip"), lambda: self.act("skip")),
                 ("turn_over", tr("pook.turn_over"), self.turn_over))
        self.buttons = {}
        self.sight.lay_out()
        spot, side = self.places.button, self.places.side
        wide = button_width(self.ctx.assets, [text for _, text, _ in specs], spot.width)
        place = spot.inflate(min(side.width, wide) - spot.width, 0)
        for name, text, action in specs:
            button = self.button(place, text, action, f"#{name}")
            button.hide()
            self.buttons[name] = button
        self.tip, self.tips = (None, None), {}
        self.update_buttons()

    def update_buttons(self) -> None:
        if not self.buttons or not self.view:
            return
        legal = self.legal
        show = {"end": "end" in legal, "skip": "skip" in legal,
                "turn_over": self.my_turn and self.view["phase"] == "start"
                and self.grip is not None and self.grip[0] == "hand"}
        for name, button in self.buttons.items():
            if show[name] and not button.visible:
                button.show()
            elif not show[name] and button.visible:
                button.hide()

    def on_refresh(self) -> None:
        self.taken_from = None
        view = self.view
        if view.get("phase") != "power":
            self.mage_cell = None
        self.protected_keys = {self.tokens.at[cell] for cell in view.get("protected", [])
                               if cell in self.tokens.at}
        if self.selected and self.selected[0] == "hand" and \
                self.selected[1] not in view.get("hand", []):
            self.selected = None
        self.update_buttons()

    # --- what the view looks like ---------------------------------------------------------------

    def layout(self, view: dict[str, Any]) -> Mapping[str, Placement]:
        self.tokens.sync(view["table"])
        self.grid_free = frozenset(geo.available(view["table"]))
        self.sight.move_camera(lambda: self.camera.fit(self.places.board, self.grid_free,
                                                 self.ctx.settings.reduced_motion))
        return geo.layout(view, self.tokens, self.camera, self.places, self.painter.plate_height,
                          self.painter.backs_rooms(view))

    def spawn_point(self, key: str) -> tuple[float, float]:
        if key in self.origins:
            return self.origins.pop(key)
        if key.startswith("hand:"):  # a Mage's catch, a drawn card, or a new viewer's hand
            below = (self.places.hand[0], self.places.hand[1] + 160)
            return self.taken_from or (self.places.pile if self.view["players"] < 4 else below)
        if key.startswith("back:"):
            seat = int(key.split(":")[1])
            rect = self.sight.plate_rects().get(seat)
            return rect.center if rect else self.places.pile
        return self.places.board.center

    def exit_point(self, key: str) -> tuple[float, float] | None:
        return self.exits.pop(key, None)

    def seat_anchor(self, seat: int | None) -> tuple[float, float]:
        """Where a seat's cards come from: the viewer's hand, or that seat's plate."""
        if seat is None or seat == self.viewer:
            return self.places.hand
        rect = self.sight.plate_rects().get(seat)
        return rect.center if rect else self.places.board.center

    # --- the core's events ------------------------------------------------------------------------

    def on_start(self, view: dict[str, Any]) -> None:
        self.telling.log_line(self.ctx.tr("pook.log.start", name=self.name(0)), None)

    def describe(self, event: Event) -> str | None:
        assert self.session is not None
        return describe(event, self.ctx.tr, self.names)

    def line_seat(self, event: Event) -> int | None:
        return line_seat(event)

    def refusal_values(self, action: str) -> dict[str, Any]:
        return refusal_values(self.ctx.tr, action)

    def notice_place(self) -> pygame.Rect:
        """The column right of the grid, under what to do now and above the buttons: clear
        of the plates along the top and of the log."""
        plate = self.status_line.status[1]
        side = self.places.side
        top = self.status_place(plate).bottom + 10 if plate is not None else side.top
        bottom = self.places.button.top - 10
        recap = self.recap.rect() if self.recap.shown else None
        if recap is not None:  # (what just happened, at the column's foot, stays in view)
            bottom = min(bottom, recap.top - 8)
        return pygame.Rect(side.left, top, side.width,
                           max(60, bottom - top))

    def stage(self, events: list[Event], seat: int | None) -> tuple[float, dict[str, Placement]]:
        """Cards follow the events: a played card comes from where it was dropped (or from its
        player's seat), the card a Piggy swap moved keeps its token."""
        for event in events:
            if event.kind == "mage_swap" and seat != self.viewer:  # the taken card goes to
                taken = self.tokens.at.get(event.data["cell"])   # the Mage's player
                if taken:
                    self.exits[taken] = self.seat_anchor(seat)
            new = self.tokens.follow(event)
            if new:
                mine = self.drop_origin if seat == self.viewer else None
                self.origins[new] = mine if mine is not None else self.seat_anchor(seat)
            if event.kind == "mage_swap" and seat == self.viewer:
                self.taken_from = self.camera.centre(event.data["cell"])
        self.drop_origin = None
        self.selected = None
        self.pressed = None
        self.dragging = False
        return 0.0, {}

    def sound_for(self, events: list[Event], seat: int | None) -> str:
        kinds = {e.kind for e in events}
        if kinds & {"flip", "mage_swap"}:
            return "card_flip"
        if "draw" in kinds:
            return "draw"
        if kinds & {"place", "swap", "pick"}:
            return super().sound_for(events, seat)
        return "click"  # a Banner named, a turn ended, a power skipped

    def curtain_reason(self, seat: int) -> str:
        return "pook.curtain.tiebreak" if self.view.get("phase") == "tiebreak" \
            else "pook.curtain.turn"

    @property
    def peekable(self) -> bool:
        """A seat at this screen has a Banner to hold up (a table watched over the network
        has none: no hold-to-see button)."""
        return self.net is None or bool(self.session is not None and self.session.humans)

    def status_text(self) -> str:
        tr, view = self.ctx.tr, self.view
        say = self.status_line.words  # (its keys form while the keys ring shows)
        if self.session is None or self.session.is_terminal() or not view:
            return ""
        if not self.my_turn:
            return self.status_line.waiting_text()
        phase, grip = view["phase"], self.grip
        if phase == "power":
            if self.mage_cell:
                return say("pook.status.power_M_card", cell=self.mage_cell)
            return say(f"pook.status.power_{self.placed_faction()}")
        if phase == "tiebreak":
            return say("pook.status.tiebreak")
        if grip == PIGGY:
            return say("pook.status.piggy")
        if grip and phase == "start":
            name = card_name(tr, grip[1])
            if not self.glow():
                return say("pook.status.held_none", card=name)
            face = "warrior" if self.warrior else "bourse"
            return say(f"pook.status.held_{face}", card=name)
        if phase == "start":
            plays = any(text.startswith("play ") for text in self.legal)
            return say("pook.status.start" if plays else "pook.status.must_banner")
        swap = any(text.startswith("swap ") for text in self.legal)
        banner = any(text.startswith("banner ") for text in self.legal)
        return say("pook.status.after_both" if swap and banner else
                   "pook.status.after_banner" if banner else "pook.status.after")

    def placed_faction(self) -> str:
        placed = self.view.get("placed")
        for entry in self.view["table"]:
            if entry["cell"] == placed and entry["card"]:
                return str(entry["card"][0])
        return "O"

    def end_payload(self) -> EndPayload:
        assert self.session is not None
        replays = self.session.replays  # (a laptop has no record to replay)
        before = end_of_play_scores(self.session.record) if self.view["tiebreak"] and replays \
            else None
        return end_payload(self.ctx.tr, self.view, [self.name(s) for s in range(len(self.names))],
                           [self.seat_colour(s) for s in range(len(self.names))], before)

    # --- what may be done now (from the view's legal texts) ---------------------------------------

    @property
    def grip(self) -> Grip | None:
        """What the pointer holds, or else what is selected."""
        if self.pressed and self.dragging:
            return self.pressed[0]
        return self.selected

    def glow(self) -> dict[str, str]:
        """Cells that take the current grip (or the phase's targets), and the action each means."""
        key = (id(self.view), self.my_turn, self.grip, self.warrior, self.mage_cell)
        if self._glow[0] != key:
            self._glow = (key, self._compute_glow())
        return self._glow[1]

    def _compute_glow(self) -> dict[str, str]:
        found: dict[str, str] = {}
        grip, phase = self.grip, self.view.get("phase")
        for text in self.legal:
            verb, *args = text.split()
            if verb == "play" and grip and grip[0] == "hand" and args[0] == grip[1] \
                    and (args[1] == "W") == self.warrior:
                found[args[2]] = text
            elif (verb == "swap" and grip == PIGGY) or verb == "pick" or (
                    verb == "power" and len(args) == 1):
                found[args[0]] = text
            elif verb == "power" and phase == "power":
                held = grip[1] if grip and grip[0] == "hand" else None
                if held is not None:
                    if args[1] == held:
                        found[args[0]] = text
                elif self.mage_cell is None or args[0] == self.mage_cell:
                    found.setdefault(args[0], f"power {args[0]}")
        return found

    def mage_cards(self) -> dict[str, str]:
        """With the Mage's target chosen: the hand cards that may go there, and their actions."""
        if self.mage_cell is None:
            return {}
        return {text.split()[2]: text for text in self.legal
                if text.startswith(f"power {self.mage_cell} ")}

    def default_face(self, card: str) -> bool:
        """A picked-up card shows its Warrior face, unless no cell would take it so."""
        return any(text.startswith(f"play {card} W ") for text in self.legal) or not any(
            text.startswith(f"play {card} ") for text in self.legal)

    def forbidden_swap(self) -> str | None:
        """P16: the cell the Piggy may not swap back with (public: the last turn's swap)."""
        previous = self.view.get("previous_swap")
        if not previous or not previous["card_cell"] or self.view.get("this_swap"):
            return None
        return str(previous["card_cell"])

    def why_not(self, text: str) -> Tip | None:
        """The core's reason why the viewer's own would-be action is refused (read-only).

        Asked only on the viewer's own turn, about their own hand card, the Piggy or a
        cell of the table; the core's refusals for these name only the acting player's
        card and public cells, so nothing hidden can show through."""
        assert self.session is not None
        if not self.session.replays:
            return None  # (a laptop holds no state: the host's refusal says why, once played)
        state = SPEC.own(self.session.state)
        try:
            refusal = state.refusal(SPEC.parse_action(state, text))
        except MalformedAction:
            return None
        return None if refusal is None else (self.telling.refusal_text(refusal), refusal.rule)

    # --- input ----------------------------------------------------------------------------------

    def hand_card_at(self, pos: tuple[int, int]) -> str | None:
        held = self.pressed[0][1] if self.pressed and self.dragging else None
        for piece in reversed(self.board.in_order()):
            if not piece.key.startswith("hand:") or piece.key[5:] == held:
                continue
            rect = geo.card_rect(piece.centre, HAND)
            if self.selected == ("hand", piece.key[5:]):
                rect.union_ip(rect.move(0, -LIFT))
            if rect.collidepoint(pos):
                return piece.key[5:]
        return None

    def board_card_size(self) -> tuple[int, int]:
        """A card on the grid, in canvas pixels, as drawn now."""
        return self.camera.card_size

    def card_digit_px(self) -> int:
        """How tall a grid card's level digits are drawn now, in canvas pixels."""
        return self.art.digit_height(self.camera.card_size)

    def handle_table_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.sight.zoom_input(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.rest = 0.0
            if self.pressed and not self.dragging:
                start = self.pressed[1]
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_THRESHOLD:
                    self.dragging = True
                    self.ctx.audio.play("card_pick")  # (the card lifts under the pointer)
                    self.update_buttons()
            return False
        if self.hand_over.hands_hidden or not self.peekable:  # nobody's Banner shows while
            self.peek.clear()  # another seat acts, nor at a table only watched
        elif event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_b:
            (self.peek.add if event.type == pygame.KEYDOWN else self.peek.discard)("key")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.painter.peek_rect.collidepoint(event.pos) and not self.hand_over.hands_hidden \
                and self.peekable:
            self.peek.add("button")
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and "button" in self.peek:
            self.peek.discard("button")
            return True
        if not self.my_turn:
            return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.sight.pan_from(event.pos)
        if (event.type == pygame.MOUSEWHEEL and self.grip) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_f):
            self.turn_over()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:  # put down, as in
            had = self.grip is not None or self.mage_cell is not None  # every game
            self.cancel_gesture()
            self.put_down()
            return had
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            for name in ("end", "skip"):
                if name in self.legal:
                    self.act(name)
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            return self.release(event.pos)
        return False

    def turn_over(self) -> None:
        """Turn the held or selected hand card between Warrior and Bourse; the glow follows."""
        grip = self.grip
        if grip and grip[0] == "hand":
            self.warrior = not self.warrior
            self.ctx.audio.play("card_flip")
            self.focus.go("targets")  # the keys step between the new face's cells

    def press(self, pos: tuple[int, int]) -> bool:
        phase = self.view["phase"]
        cell = self.camera.cell_at(pos)
        card = self.hand_card_at(pos)
        if phase == "tiebreak":
            if cell:
                self.act(f"pick {cell}")
            return bool(cell)
        if phase == "power" and card and self.mage_cell:
            self.drop_origin = self.board.pieces[f"hand:{card}"].centre
            self.act(f"power {self.mage_cell} {card}")
            return True
        if card:
            if self.selected != ("hand", card):
                self.warrior = self.default_face(card)
            self.pressed, self.dragging = (("hand", card), pos), False
            return True
        if phase == "power" and cell and not self.selected:
            return self._press_power(cell)
        if cell and cell == self.view["piggy"] and phase != "power":
            self.pressed, self.dragging = (PIGGY, pos), False
            return True
        for name, rect in self.painter.banner_rects(self.view["banners_available"]).items():
            if rect.collidepoint(pos):
                self.act(f"banner {name}")
                return True
        if self.selected and cell:
            self.drop(self.selected, cell, pos)
            return True
        if self.selected:
            self.selected = None
            self.update_buttons()
            return True
        return self.sight.pan_from(pos)

    def _press_power(self, cell: str) -> bool:
        """A click on the table after a Mage, Orc or Viking: its target (Mage: then a card)."""
        mage = self.placed_faction() == "M"
        if not mage:
            self.act(f"power {cell}")
            return True
        if any(text.startswith(f"power {cell} ") for text in self.legal):
            self.mage_cell = None if self.mage_cell == cell else cell
            return True
        hand = self.view["hand"]
        if hand:
            self.act(f"power {cell} {hand[0]}")  # the core says why this card cannot be taken
        return True

    def release(self, pos: tuple[int, int]) -> bool:
        assert self.pressed is not None
        grip, _ = self.pressed
        self.pressed = None
        if not self.dragging:  # a click: select (or unselect) it
            self.selected = None if self.selected == grip else grip
            self.update_buttons()
            return True
        self.dragging = False
        cell = self.camera.cell_at(pos)
        if cell:
            self.drop(grip, cell, pos)
        else:
            self._slide_back(grip, pos)
        self.update_buttons()
        return True

    def drop(self, grip: Grip, cell: str, pos: tuple[int, int]) -> None:
        """Play what putting ``grip`` on ``cell`` means; an illegal drop goes to the core too."""
        if grip == PIGGY:
            text = f"swap {cell}"
        elif self.view["phase"] == "power":
            text = f"power {cell} {grip[1]}"
        else:
            text = f"play {grip[1]} {'W' if self.warrior else 'B'} {cell}"
        self.drop_origin = pos
        if not self.act(text):
            self.drop_origin = None
            self._slide_back(grip, pos)
        elif grip == PIGGY:
            self._glide_from("piggy", pos)

    def _slide_back(self, grip: Grip, pos: tuple[int, int]) -> None:
        self._glide_from("piggy" if grip == PIGGY else f"hand:{grip[1]}", pos)

    def _glide_from(self, key: str, pos: tuple[float, float]) -> None:
        piece = self.board.pieces.get(key)
        if piece is not None:
            piece.start, piece.elapsed = pos, 0.0

    def cancel_gesture(self) -> None:
        if self.pressed and self.dragging:
            self._slide_back(self.pressed[0], self.mouse)
        self.pressed = None
        self.dragging = False
        self.peek.clear()

    def put_down(self) -> bool:
        """Esc: a selected card or the Piggy is put down, a Mage's target given up (then Esc
        pauses)."""
        had = self.selected is not None or self.mage_cell is not None
        self.selected = self.mage_cell = None
        self.update_buttons()
        return had

    def cover(self) -> None:
        self.cancel_gesture()
        super().cover()
        self.tip = (None, None)  # (it follows the pointer, which is on the screen above now)

    # --- the frame loop -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if (self.my_turn and not self.board.moving and self.legal == ["end"]
                and not self.coaching.asks("end")):
            self.act("end")  # nothing optional is left: the turn ends by itself
        self.update_buttons()
        self.rest += dt
        if self.camera.gliding:
            self.sight.move_camera(lambda: self.camera.update(dt))
        self.painter.warm_grid()
        self.grid.follow()
        self.sight.bring_focus_into_view()
        self.painter.update_tip()

    def gestures(self) -> dict[str, list[Any]]:
        return gestures(self)  # (scenes.games.pook.gestures)
