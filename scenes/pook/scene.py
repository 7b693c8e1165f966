"""The Pook table scene: drag cards onto the grid, the Piggy onto a neighbour, click powers.

Gestures (each also works by clicking: select a card, then click a cell):

- a hand card onto a glowing cell: play it. While it is held (or selected),
  right click or F turns it over between Warrior and Bourse, and the glow
  follows at once; dropping elsewhere slides it back with the core's reason;
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
from typing import Any

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core import Event, MalformedAction
from scenes.pook import layout as geo
from scenes.pook.art import HAND, MINI, TABLE, PookArt, warrior
from scenes.pook.results import end_of_play_scores, end_payload
from scenes.pook.words import banner_name, card_name, describe, faction_name, refusal_values
from scenes.table.base import LOG_RECT, TableScene
from scenes.table.board import Piece, Placement
from scenes.table.end_overlay import EndPayload
from scenes.textlayout import blit_wrapped, ellipsize, rule_tag, tooltip, wrap
from scenes.uiscene import LOGICAL_SIZE

DRAG_THRESHOLD = 6
LIFT = 10
TIP_DELAY = 0.5  # seconds the pointer rests on a card before its power shows
TIP_WIDTH = 320  # a tooltip wraps its text at this width
Grip = tuple[str, str]  # ("hand", card) or ("piggy", "")
Tip = tuple[str, str | None]  # a tooltip's words, and the rule it cites (a refusal's ID)
PIGGY: Grip = ("piggy", "")


class PookScene(TableScene):
    game_id = "pook"
    status_width = geo.STATUS_WIDTH

    def status_place(self, plate: pygame.Surface) -> pygame.Rect:
        """What to do now heads the column right of the grid, clear of cards and counters."""
        return plate.get_rect(midtop=geo.SIDE_COLUMN.midtop)

    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.art = PookArt(ctx.assets, ctx.palette)
        self.tokens = geo.Tokens()
        self.camera = geo.Camera()
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
        self.grid: pygame.Surface | None = None
        self.grids: dict[frozenset[str], pygame.Surface] = {}  # by the set of available cells
        self.tiles: dict[str | None, pygame.Surface] = {}  # cell tiles, by name (None: dimmed)
        self.protected_keys: set[str] = set()
        self.tip: tuple[Any, pygame.Surface | None] = (None, None)
        self.rest = 0.0  # how long the pointer has rested where it is
        self.tips: dict[Tip, pygame.Surface] = {}  # rendered tooltips by text and rule
        self.texts: dict[tuple[str, int, tuple[int, int, int], bool], pygame.Surface] = {}
        self._glow: tuple[Any, dict[str, str]] = (None, {})

    # --- widgets --------------------------------------------------------------------------------

    def build_table_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        self.art = PookArt(self.ctx.assets, self.ctx.palette)
        self.art.warm_up()
        self.grids, self.tiles = {}, {}
        specs = (("end", tr("pook.end_turn"), lambda: self.act("end")),
                 ("skip", tr("pook.skip"), lambda: self.act("skip")),
                 ("turn_over", tr("pook.turn_over"), self.turn_over))
        self.buttons = {}
        for name, text, action in specs:
            button = self.button(geo.BUTTON, text, action, f"#{name}")
            button.hide()
            self.buttons[name] = button
        self.tip, self.tips, self.texts = (None, None), {}, {}
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
        return geo.layout(view, self.tokens)

    def spawn_point(self, key: str) -> tuple[float, float]:
        if key in self.origins:
            return self.origins.pop(key)
        if key.startswith("hand:"):  # a Mage's catch, a drawn card, or a new viewer's hand
            below = (geo.CENTRE_X, geo.HAND_Y + 160)
            return self.taken_from or (geo.PILE if self.view["players"] < 4 else below)
        if key.startswith("back:"):
            seat = int(key.split(":")[1])
            rect = geo.plate_rects(self.view["players"], self.viewer).get(seat)
            return rect.center if rect else geo.PILE
        return geo.AREA.center

    def exit_point(self, key: str) -> tuple[float, float] | None:
        return self.exits.pop(key, None)

    def seat_anchor(self, seat: int | None) -> tuple[float, float]:
        """Where a seat's cards come from: the viewer's hand, or that seat's plate."""
        if seat is None or seat == self.viewer:
            return geo.CENTRE_X, geo.HAND_Y
        rect = geo.plate_rects(self.view["players"], self.viewer).get(seat)
        return rect.center if rect else geo.AREA.center

    # --- the core's events ------------------------------------------------------------------------

    def on_start(self, view: dict[str, Any]) -> None:
        self.log_line(self.ctx.tr("pook.log.start", name=self.name(0)), None)

    def describe(self, event: Event) -> str | None:
        assert self.session is not None
        return describe(event, self.ctx.tr, self.names)

    def refusal_values(self, action: str) -> dict[str, Any]:
        return refusal_values(self.ctx.tr, action)

    def notice_area(self) -> pygame.Rect:
        """The column right of the grid, under what to do now and above the buttons: clear
        of the plates along the top and of the log."""
        plate = self.status[1]
        top = self.status_place(plate).bottom + 10 if plate is not None else geo.SIDE_COLUMN.top
        return pygame.Rect(geo.SIDE_COLUMN.left, top, geo.SIDE_COLUMN.width,
                           max(60, geo.BUTTON.top - 10 - top))

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
                mine = seat == self.viewer and self.drop_origin is not None
                self.origins[new] = self.drop_origin if mine else self.seat_anchor(seat)
            if event.kind == "mage_swap" and seat == self.viewer:
                self.taken_from = self.camera.centre(event.data["cell"])
        self.drop_origin = None
        self.selected = None
        self.pressed = None
        self.dragging = False
        return 0.0, {}

    def sound_for(self, events: list[Event]) -> str:
        return "flip" if any(e.kind in ("flip", "mage_swap") for e in events) else "place"

    def curtain_reason(self, seat: int) -> str:
        return "pook.curtain.tiebreak" if self.view.get("phase") == "tiebreak" \
            else "pook.curtain.turn"

    def status_text(self) -> str:
        tr, view = self.ctx.tr, self.view
        if self.session is None or self.session.is_terminal() or not view:
            return ""
        if not self.my_turn:
            return self.waiting_text()
        phase, grip = view["phase"], self.grip
        if phase == "power":
            if self.mage_cell:
                return tr("pook.status.power_M_card", cell=self.mage_cell)
            return tr(f"pook.status.power_{self.placed_faction()}")
        if phase == "tiebreak":
            return tr("pook.status.tiebreak")
        if grip == PIGGY:
            return tr("pook.status.piggy")
        if grip and phase == "start":
            name = card_name(tr, grip[1])
            if not self.glow():
                return tr("pook.status.held_none", card=name)
            return tr(f"pook.status.held_{'warrior' if self.warrior else 'bourse'}", card=name)
        if phase == "start":
            plays = any(text.startswith("play ") for text in self.legal)
            return tr("pook.status.start" if plays else "pook.status.must_banner")
        swap = any(text.startswith("swap ") for text in self.legal)
        banner = any(text.startswith("banner ") for text in self.legal)
        return tr("pook.status.after_both" if swap and banner else
                  "pook.status.after_banner" if banner else "pook.status.after")

    def placed_faction(self) -> str:
        placed = self.view.get("placed")
        for entry in self.view["table"]:
            if entry["cell"] == placed and entry["card"]:
                return str(entry["card"][0])
        return "O"

    def end_payload(self) -> EndPayload:
        assert self.session is not None
        before = end_of_play_scores(self.session.record) if self.view["tiebreak"] else None
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
        state = self.session.state
        try:
            refusal = state.refusal(self.session.module.parse_action(state, text))
        except MalformedAction:
            return None
        return None if refusal is None else (self.refusal_text(refusal), refusal.rule)

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

    def handle_table_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.rest = 0.0
            if self.pressed and not self.dragging:
                start = self.pressed[1]
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_THRESHOLD:
                    self.dragging = True
                    self.update_buttons()
            return False
        if event.type in (pygame.KEYDOWN, pygame.KEYUP) and event.key == pygame.K_b:
            (self.peek.add if event.type == pygame.KEYDOWN else self.peek.discard)("key")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                geo.PEEK.collidepoint(event.pos):
            self.peek.add("button")
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and "button" in self.peek:
            self.peek.discard("button")
            return True
        if not self.my_turn:
            return False
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_f):
            self.turn_over()
            return True
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
            self.ctx.audio.play("flip")

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
            return self.press_power(cell)
        if cell and cell == self.view["piggy"] and phase != "power":
            self.pressed, self.dragging = (PIGGY, pos), False
            return True
        for name, rect in geo.banner_rects(self.view["banners_available"]).items():
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
        return False

    def press_power(self, cell: str) -> bool:
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
            self.slide_back(grip, pos)
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
            self.slide_back(grip, pos)
        elif grip == PIGGY:
            self.glide_from("piggy", pos)

    def slide_back(self, grip: Grip, pos: tuple[int, int]) -> None:
        self.glide_from("piggy" if grip == PIGGY else f"hand:{grip[1]}", pos)

    def glide_from(self, key: str, pos: tuple[float, float]) -> None:
        piece = self.board.pieces.get(key)
        if piece is not None:
            piece.start, piece.elapsed = pos, 0.0

    def cancel_gesture(self) -> None:
        if self.pressed and self.dragging:
            self.slide_back(self.pressed[0], self.mouse)
        self.pressed = None
        self.dragging = False
        self.peek.clear()

    def put_down(self) -> bool:
        """Esc: a selected card or the Piggy is put down (then Esc pauses)."""
        had = self.selected is not None
        self.selected = None
        self.update_buttons()
        return had

    def cover(self) -> None:
        self.cancel_gesture()
        super().cover()

    # --- the frame loop -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.my_turn and not self.board.moving and self.legal == ["end"]:
            self.act("end")  # nothing optional is left: the turn ends by itself
        self.update_buttons()
        self.rest += dt
        self.update_tip()

    def gestures(self) -> dict[str, list[Any]]:
        """How a player performs each legal action with the mouse, from where things are now
        (a driver performs the first step, lets the scene settle, and asks again)."""
        found: dict[str, list[Any]] = {}
        def at_cell(cell: str) -> tuple[int, int]:
            x, y = self.camera.centre(cell)
            return round(x), round(y)

        def at_hand(card: str) -> tuple[int, int]:
            piece = self.board.pieces[f"hand:{card}"]
            return round(piece.centre[0]), round(piece.centre[1]) + 20

        flip = ("click", self.buttons["turn_over"].rect.center)
        for text in self.legal:
            verb, *args = text.split()
            if verb == "play":
                card, face, cell = args
                want = face == "W"
                if self.selected == ("hand", card):
                    steps = [("click", at_cell(cell))] if self.warrior == want \
                        else [flip, ("click", at_cell(cell))]
                elif self.default_face(card) == want:
                    steps = [("drag", at_hand(card), at_cell(cell))]
                else:
                    steps = [("click", at_hand(card)), flip, ("click", at_cell(cell))]
                found[text] = steps
            elif verb == "swap":
                found[text] = [("drag", at_cell(self.view["piggy"]), at_cell(args[0]))]
            elif verb == "power" and len(args) == 2:
                pick = [("click", at_hand(args[1]))]
                found[text] = pick if self.mage_cell == args[0] else [
                    ("click", at_cell(args[0])), *pick]
            elif verb in ("power", "pick"):
                found[text] = [("click", at_cell(args[0]))]
            elif verb in ("end", "skip"):
                found[text] = [("click", self.buttons[verb].rect.center)]
            elif verb == "banner":
                found[text] = [("click", geo.banner_rects(
                    self.view["banners_available"])[args[0]].center)]
        return found

    # --- tooltips -------------------------------------------------------------------------------

    def update_tip(self) -> None:
        """The tooltip under the pointer: why a cell is not legal, or a card's power."""
        if not self.view or self.session is None:
            return
        key = (self.mouse, id(self.view), self.grip, self.warrior, self.mage_cell, self.my_turn,
               self.rest >= TIP_DELAY)
        if self.tip[0] == key:
            return
        tip = self.tip_text()
        if tip and tip not in self.tips:
            self.tips[tip] = self.render_tip(tip)
        self.tip = (key, self.tips[tip] if tip else None)

    def tip_text(self) -> Tip | None:
        tr, view = self.ctx.tr, self.view
        pos = self.mouse
        cell = self.camera.cell_at(pos)
        grip, phase = self.grip, view["phase"]
        if self.my_turn and cell and cell not in self.glow() and (
                grip or phase in ("power", "tiebreak")):
            if grip == PIGGY:
                return self.why_not(f"swap {cell}")
            if phase == "tiebreak":
                return self.why_not(f"pick {cell}")
            if phase == "power":
                card = grip[1] if grip else (self.view["hand"] or [""])[0]
                mage = self.placed_faction() == "M"
                return self.why_not(f"power {cell} {card}" if mage else f"power {cell}")
            assert grip is not None
            return self.why_not(f"play {grip[1]} {'W' if self.warrior else 'B'} {cell}")
        if (grip and self.pressed and self.dragging) or self.rest < TIP_DELAY:
            return None
        card = self.hand_card_at(pos)
        if card:
            return tr(f"pook.tip.{card[0]}", level=card[1]), None
        entry = next((e for e in view["table"] if e["cell"] == cell), None)
        if entry is None or cell in self.glow() or cell == self.mage_cell:
            return None  # a glowing target stays in plain view
        if entry["face"] == "piggy":
            return tr("pook.tip.piggy"), None
        if entry["face"] == "bourse":
            text = tr("pook.tip.bourse_known", card=card_name(tr, entry["card"])) \
                if entry["card"] else tr("pook.tip.bourse")
        else:
            text = tr(f"pook.tip.{entry['card'][0]}", level=entry["level"])
        return (f"{text} {tr('pook.tip.protected')}" if entry["protected"] else text), None

    def render_tip(self, tip: Tip) -> pygame.Surface:
        palette, (text, rule) = self.ctx.palette, tip
        tag = None if rule is None else rule_tag(rule, self.ctx.assets.font(14, bold=True),
                                                 palette.accent, palette.background)
        return tooltip(text, self.ctx.assets.font(16), palette.ink, palette.accent, TIP_WIDTH,
                       tag)

    # --- drawing: what stays still between moves -----------------------------------------------

    def text(self, text: str, size: int, colour: tuple[int, int, int],
             bold: bool = False) -> pygame.Surface:
        """``text`` rendered once (cached by text, size, colour and weight)."""
        key = (text, size, colour, bold)
        if key not in self.texts:
            self.texts[key] = self.ctx.assets.font(size, bold).render(text, True, colour)
        return self.texts[key]

    def draw_static(self, surface: pygame.Surface) -> None:
        view = self.view
        free = frozenset(geo.available(view["table"]))
        if free not in self.grids:
            self.grids[free] = self.compose_grid(free)
        self.grid = self.grids[free]
        surface.blit(self.grid, geo.AREA)
        self.draw_plates(surface)
        self.draw_totals(surface)
        self.draw_pile(surface)
        self.draw_banner_choice(surface)
        self.draw_own_plate(surface)

    def compose_grid(self, free: frozenset[str]) -> pygame.Surface:
        """The 9×9 frame in its own coordinates: available cells outlined and named,
        cells outside every possible 5×5 square dimmed and hatched."""
        pitch_x, pitch_y = geo.PITCH
        surface = pygame.Surface((geo.SIDE * pitch_x, geo.SIDE * pitch_y), pygame.SRCALPHA)
        for cell in geo.ALL_CELLS:
            col, row = geo.cell_col_row(cell)
            rect = geo.card_rect((col * pitch_x + pitch_x / 2, row * pitch_y + pitch_y / 2))
            # tiles never overlap and the canvas is clear: MAX copies their pixels exactly
            surface.blit(self.cell_tile(cell if cell in free else None), rect,
                         special_flags=pygame.BLEND_RGBA_MAX)
        return surface

    def cell_tile(self, cell: str | None) -> pygame.Surface:
        """An empty available cell with its name, or (``None``) a dimmed one."""
        if cell not in self.tiles:
            palette = self.ctx.palette
            tile = pygame.Surface(TABLE, pygame.SRCALPHA)
            rect = tile.get_rect()
            if cell is not None:
                pygame.draw.rect(tile, (255, 255, 255, 22), rect, border_radius=7)
                pygame.draw.rect(tile, (*palette.panel_edge, 255), rect, 1, border_radius=7)
                label = self.ctx.assets.font(13).render(cell, True, palette.muted)
                tile.blit(label, label.get_rect(center=rect.center))
            else:
                pygame.draw.rect(tile, (0, 0, 0, 60), rect, border_radius=7)
                for step in range(-rect.height, rect.width, 14):
                    a = (max(0, step), max(0, -step))
                    length = min(rect.width - a[0], rect.height - a[1])
                    pygame.draw.line(tile, (0, 0, 0, 70), a, (a[0] + length, a[1] + length))
            self.tiles[cell] = tile
        return self.tiles[cell]

    def draw_plates(self, surface: pygame.Surface) -> None:
        tr, palette, view = self.ctx.tr, self.ctx.palette, self.view
        current = view["current_player"]
        for seat, rect in geo.plate_rects(view["players"], self.viewer).items():
            surface.fill(palette.panel, rect)
            self.mark("plate", f"plate:{seat}", rect)
            edge = palette.accent if seat == current else palette.panel_edge
            pygame.draw.rect(surface, edge, rect, 3 if seat == current else 1, border_radius=8)
            count = self.text(tr("pook.in_hand", n=len(view["hands"][seat])), 15, palette.muted)
            banner = view["banners"][seat]
            room = rect.width - 24 - count.get_width() - (76 if banner else 0)
            text = ellipsize(self.name(seat), self.ctx.assets.font(18, bold=True), room)
            name = self.text(text, 18, self.seat_colour(seat), bold=True)
            self.mark("text", f"name:{seat}", surface.blit(name, (rect.left + 10, rect.top + 4)))
            self.mark("text", f"in_hand:{seat}", surface.blit(
                count, (rect.left + 16 + name.get_width(), rect.top + 7)))
            if banner:
                image = self.art.banner(banner)
                self.mark("card", f"banner:{seat}", surface.blit(
                    image, image.get_rect(topright=(rect.right - 6, rect.top + 6))))
            if seat in view["first_banner"]:
                first = self.text(tr("pook.first_banner"), 14, palette.accent, bold=True)
                self.mark("text", f"first:{seat}", surface.blit(
                    first, first.get_rect(bottomright=(rect.right - 8, rect.bottom - 4))))

    def draw_totals(self, surface: pygame.Surface) -> None:
        tr, assets, palette = self.ctx.tr, self.ctx.assets, self.ctx.palette
        font = assets.font(14, bold=True)
        lines = len(wrap(tr("pook.totals"), font, 122))
        top = geo.TOTALS_TOP + 14 + lines * font.get_linesize()
        box = pygame.Rect(8, geo.TOTALS_TOP, 134, top + 4 * 36 - geo.TOTALS_TOP)
        self.mark("plate", "totals", box)
        pygame.draw.rect(surface, palette.panel, box, border_radius=8)
        pygame.draw.rect(surface, palette.panel_edge, box, 1, border_radius=8)
        blit_wrapped(surface, tr("pook.totals"), font, palette.accent,
                     pygame.Rect(box.left + 6, box.top + 6, 122, 60))
        for i, (letter, total) in enumerate(self.view["faction_totals"].items()):
            y = top + 18 + i * 36
            key = {"K": "knight", "M": "mage", "O": "orc", "V": "viking"}[letter]
            surface.blit(assets.emblem(key, 28, palette), (box.left + 8, y - 14))
            label = self.text(faction_name(tr, letter), 15, palette.ink)
            surface.blit(label, label.get_rect(midleft=(box.left + 42, y)))
            number = self.text(str(total), 20, palette.ink, bold=True)
            surface.blit(number, number.get_rect(midright=(box.right - 10, y)))

    def draw_pile(self, surface: pygame.Surface) -> None:
        if self.view["players"] == 4:
            return
        count = self.view["pile"]
        centre = (geo.PILE[0], geo.PILE[1])
        for depth in range(min(3, count)):
            image = self.art.card("B")
            surface.blit(image, image.get_rect(center=(centre[0] - 2 * depth,
                                                       centre[1] - 2 * depth)))
        if not count:
            pygame.draw.rect(surface, self.ctx.palette.panel_edge, geo.card_rect(centre), 1,
                             border_radius=7)
        label = self.text(self.ctx.tr("pook.pile", n=count), 16, self.ctx.palette.ink, bold=True)
        self.mark("card", "pile", geo.card_rect(centre).inflate(4, 4).move(-2, -2))
        self.mark("text", "pile_count", surface.blit(label, label.get_rect(
            midtop=(centre[0], centre[1] + TABLE[1] // 2 + 6))))

    def draw_banner_choice(self, surface: pygame.Surface) -> None:
        names = self.view["banners_available"]
        if not names:
            return
        palette, tr = self.ctx.palette, self.ctx.tr
        title = self.text(tr("pook.banners_available"), 13, palette.accent, bold=True)
        self.mark("text", "banners_title", surface.blit(title, (10, geo.BANNERS_TOP)))
        for name, rect in geo.banner_rects(names).items():
            self.mark("card", f"banner:{name}", surface.blit(self.art.banner(name), rect))

    def draw_own_plate(self, surface: pygame.Surface) -> None:
        palette = self.ctx.palette
        text = ellipsize(self.name(self.viewer), self.ctx.assets.font(18, bold=True),
                         geo.OWN_NAME_WIDTH)
        name = self.text(text, 18, self.seat_colour(self.viewer), bold=True)
        self.mark("text", "own_name", surface.blit(name, geo.OWN_NAME))
        self.mark("widget", "peek", geo.PEEK)
        if self.view["current_player"] == self.viewer:
            pygame.draw.line(surface, palette.accent, (geo.OWN_NAME[0], geo.OWN_NAME[1] + 28),
                             (geo.OWN_NAME[0] + name.get_width(), geo.OWN_NAME[1] + 28), 3)
        if self.view["options"]["visible_banners"] or self.view["phase"] == "over":
            banner = self.view["banner"]
            if banner:
                self.mark("card", "own_banner", surface.blit(
                    self.art.banner(banner), (geo.OWN_NAME[0] + geo.OWN_NAME_WIDTH + 8,
                                              geo.OWN_NAME[1])))
            if self.viewer in self.view["first_banner"]:
                first = self.text(self.ctx.tr("pook.first_banner"), 14, palette.accent, bold=True)
                self.mark("text", "own_first", surface.blit(
                    first, (geo.OWN_NAME[0] + 188, geo.OWN_NAME[1] + 8)))

    # --- drawing: every frame -------------------------------------------------------------------

    def draw_table(self, surface: pygame.Surface) -> None:
        if not self.view:
            return
        glow = self.glow()
        palette = self.ctx.palette
        for cell in glow:
            rect = geo.card_rect(self.camera.centre(cell)).inflate(10, 10)
            pygame.draw.rect(surface, palette.glow, rect, 4, border_radius=11)
        held = self.pressed[0] if self.pressed and self.dragging else None
        held_key = None if held is None else "piggy" if held == PIGGY else f"hand:{held[1]}"
        selected_key = None if self.selected is None else (
            "piggy" if self.selected == PIGGY else f"hand:{self.selected[1]}")
        targets = self.mage_cards()
        for piece in self.board.in_order():
            if piece.key == held_key:
                continue
            self.draw_piece(surface, piece, piece.key == selected_key,
                            piece.key[5:] in targets)
        self.draw_forbidden(surface)
        if self.mage_cell:
            rect = geo.card_rect(self.camera.centre(self.mage_cell)).inflate(12, 12)
            pygame.draw.rect(surface, palette.accent, rect, 4, border_radius=11)
        if held is not None:
            self.draw_held(surface, held)
        self.draw_peek(surface)
        tip = self.tip[1]
        if tip is not None and not self.ended:
            box = tip.get_rect(topleft=(self.mouse[0] + 18, self.mouse[1] + 18))
            box.clamp_ip(pygame.Rect(0, 0, LOG_RECT.left - 4, LOGICAL_SIZE[1]))
            surface.blit(tip, box)

    def piece_box(self, piece: Piece) -> pygame.Rect | None:
        if piece.shown_face is None:
            return None
        size = HAND if piece.key.startswith("hand:") else \
            MINI if piece.key.startswith("back:") else TABLE
        return geo.card_rect(piece.centre, size)

    def face_of(self, piece: Piece, lifted: bool) -> str | None:
        face = piece.shown_face
        if lifted and piece.key.startswith("hand:") and not self.warrior:
            return f"B:{piece.key[5:]}"
        return face

    def draw_piece(self, surface: pygame.Surface, piece: Piece, lifted: bool = False,
                   target: bool = False) -> None:
        face = self.face_of(piece, lifted)
        if face is None:
            return
        size = "hand" if piece.key.startswith("hand:") else \
            "mini" if piece.key.startswith("back:") else "table"
        image = self.art.card(face, size)
        if piece.width_scale < 1:
            width = max(1, round(image.get_width() * piece.width_scale))
            image = pygame.transform.smoothscale(image, (width, image.get_height()))
        x, y = piece.centre
        rect = image.get_rect(center=(round(x), round(y - (LIFT if lifted else 0))))
        surface.blit(image, rect)
        palette = self.ctx.palette
        if piece.key in self.protected_keys and not piece.moving:
            shield = self.ctx.assets.emblem("knight", 22, palette)
            surface.blit(shield, shield.get_rect(center=(rect.right - 4, rect.top + 6)))
        if lifted:
            pygame.draw.rect(surface, palette.accent, rect.inflate(6, 6), 3, border_radius=11)
        if target:
            pygame.draw.rect(surface, palette.glow, rect.inflate(8, 8), 4, border_radius=11)

    def draw_forbidden(self, surface: pygame.Surface) -> None:
        """P16: while the Piggy is in hand, the swap back is crossed out."""
        cell = self.forbidden_swap()
        if cell is None or self.grip != PIGGY:
            return
        danger = self.ctx.palette.danger
        centre = self.camera.centre(cell)
        rect = geo.card_rect(centre).inflate(8, 8)
        pygame.draw.rect(surface, danger, rect, 4, border_radius=11)
        pygame.draw.circle(surface, danger, (round(centre[0]), round(centre[1])), 22, 5)
        pygame.draw.line(surface, danger, (centre[0] - 15, centre[1] + 15),
                         (centre[0] + 15, centre[1] - 15), 5)
        label = self.text(self.ctx.tr("pook.forbidden"), 14, self.ctx.palette.ink, bold=True)
        plate = label.get_rect(midtop=(centre[0], rect.bottom + 2)).inflate(8, 2)
        pygame.draw.rect(surface, danger, plate, border_radius=4)
        surface.blit(label, label.get_rect(center=plate.center))

    def draw_held(self, surface: pygame.Surface, held: Grip) -> None:
        over_table = geo.AREA.collidepoint(self.mouse)
        if held == PIGGY:
            image = self.art.card("P")
        else:
            face = warrior(held[1]) if self.warrior else f"B:{held[1]}"
            image = self.art.card(face, "table" if over_table else "hand")
        surface.blit(image, image.get_rect(center=self.mouse))

    def draw_peek(self, surface: pygame.Surface) -> None:
        """The hold-to-see button, and the viewer's own Banner while it is held."""
        tr, palette, assets = self.ctx.tr, self.ctx.palette, self.ctx.assets
        rect = geo.PEEK
        pygame.draw.rect(surface, palette.accent if self.peek else palette.panel, rect,
                         border_radius=8)
        pygame.draw.rect(surface, palette.panel_edge, rect, 1, border_radius=8)
        label = self.text(tr("pook.peek"), 14, palette.background if self.peek else palette.ink,
                          bold=True)
        surface.blit(label, label.get_rect(center=rect.center))
        if not self.peek:
            return
        banner = self.view["banner"]
        box = pygame.Rect(0, 0, 320, 250)
        box.center = geo.AREA.center
        pygame.draw.rect(surface, palette.panel, box, border_radius=14)
        pygame.draw.rect(surface, palette.accent, box, 3, border_radius=14)
        team = self.view["options"]["teams"]
        title = self.text(tr("pook.team_banner" if team else "pook.your_banner"), 20,
                          palette.accent, bold=True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.top + 12)))
        if not banner:
            blit_wrapped(surface, tr("pook.no_banner"), assets.font(18), palette.ink,
                         box.inflate(-40, -120), centred=True)
            return
        image = self.art.banner(banner, "large")
        surface.blit(image, image.get_rect(midtop=(box.centerx, box.top + 46)))
        names = self.text(banner_name(tr, banner), 18, palette.ink, bold=True)
        surface.blit(names, names.get_rect(midbottom=(box.centerx, box.bottom - 14)))
