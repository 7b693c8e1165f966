"""The Totem table scene: drag cards to attack, defend, exchange and discard.

Gestures (each also works by clicking: select a card, then click where it goes; and by
keys: :mod:`scenes.games.totem.keys`):

- a hand card onto an enemy defender: attack; a Sword onto another hand card
  (or a card onto a Sword): a combined attack, then onto an enemy defender;
- onto one of your own slots: defend (empty slot) or exchange (face-down defender);
- onto the discard pile: discard (or the end-of-turn discards down to 6);
- at setup: four hand cards into your slots, then "Confirm defenders";
- the Eye's target: click an enemy face-down defender.

Which gestures glow comes from the view's legal action texts; a drop that is
not legal is still handed to the core, whose refusal says why. The drawing lives in
:mod:`scenes.games.totem.paint`.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pygame
from pygame_gui.core import UIContainer
from pygame_gui.elements import UIButton

from game.core import Event
from game.totem import SPEC
from scenes.frame.fitting import button_width
from scenes.games.totem.clash import clash_banner, outcome_of
from scenes.games.totem.keys import TotemKeys
from scenes.games.totem.layout import SLOTS, Geometry
from scenes.games.totem.lesson import TotemLesson
from scenes.games.totem.pace import totem_steps
from scenes.games.totem.paint import Target, TotemPainter
from scenes.games.totem.parts import TotemTable
from scenes.games.totem.recap import totem_recap
from scenes.games.totem.sight import TotemSight
from scenes.kit.pieces.totem_art import TotemArt, split
from scenes.kit.pieces.totem_words import card_name, cards_name, describe, refusal_values
from scenes.table.board import Placement
from scenes.table.end_overlay import EndPayload
from scenes.table.outcomes import result_title

if TYPE_CHECKING:
    from scenes.frame.context import AppContext

DRAG_THRESHOLD = 6
ATTACK_HOLD = 1.3


class TotemScene(TotemTable):
    game_id = "totem"
    pacer = totem_steps  # a bot's move, step by step (scenes.games.totem.pace)
    recap_words = totem_recap  # what the other's turn changed, in a line (scenes.table.recap)

    @property
    def geo(self) -> Geometry:
        """The table's places fitted to the play area as it is now: where the board's cards
        lie, the plates, the status and the buttons (``sight.shown``: as the zoom shows them,
        for the screen and the pointer)."""
        return self.sight.fitted

    @property
    def recap_width(self) -> int:
        """The recap between the piles."""
        return self.geo.between_piles - 36

    @property
    def handover_at(self) -> tuple[int, ...]:
        """"Pass to NAME" where End turn was."""
        return tuple(self.geo.button_rect(300))

    @property
    def recap_anchor(self) -> tuple[str, tuple[int, int]]:
        """The recap between the two sides."""
        return ("midtop", (round(self.geo.centre_x), round(self.geo.recap_y)))

    @property
    def status_width(self) -> int:
        """The status line between the piles' labels; while "Pass to NAME" waits under it,
        between the piles' cards themselves (fewer lines: it stays over the button)."""
        geo = self.geo
        if self.hand_over.seat is None:
            return geo.between_piles
        return geo.pile_rect(geo.discard).left - geo.pile_rect(geo.deck).right - 24

    def status_place(self, plate: pygame.Surface) -> pygame.Rect:
        """Between the two sides; a long status (the last turn announced over a pairing's
        hint) grows down from under the opponent's defenders, toward the buttons."""
        geo = self.geo
        rect = plate.get_rect(center=(round(geo.centre_x), round(geo.status_y)))
        rect.top = max(rect.top, geo.slot_rect(False, 1).bottom + 10)
        if self.hand_over.seat is not None:  # over "Pass to NAME" (the other side's slots
            rect.bottom = min(rect.bottom, geo.button_rect(300).top - 6)  # are hidden then)
        return rect

    def recap_fit(self, rect: pygame.Rect) -> pygame.Rect | None:
        """What just happened goes under the status; while a long status (a pairing in the
        last turn) leaves it no room above the player's defenders, it waits out of sight."""
        plate = self.status_line.status[1]
        if plate is not None:
            rect.top = max(rect.top, self.status_place(plate).bottom + 8)
            if rect.bottom > min(self.geo.slot_rect(True, s).top for s in range(1, 5)) - 6:
                return None
        return rect

    recomposes_in_place = True  # every still part changing is marked (recompose)

    def __init__(self, ctx: AppContext) -> None:
        super().__init__(ctx)
        self.painter: TotemPainter = TotemPainter(self)  # its drawing (scenes.games.totem.paint)
        self.keys: TotemKeys = TotemKeys(self)  # the game's zones for the keys, its keys' help
        self.lesson: TotemLesson = TotemLesson(self)  # where a lesson points, what its words name
        self.art = TotemArt(ctx.assets, ctx.palette)  # (at the size shown: see sight)
        self.sight: TotemSight = TotemSight(self)  # the places, zoomed and panned (sight.py)
        self.laid_for: tuple[int, int, int, int] | None = None  # the area the cards aim at
        self.arranged: list[str | None] = [None] * SLOTS  # setup, before confirming
        self.pressed: tuple[tuple[str, ...], tuple[int, int]] | None = None
        self.dragging = False
        self.selected: tuple[str, ...] = ()
        self.mouse = (0, 0)
        self.origins: dict[str, tuple[float, float]] = {}
        self.banner: tuple[pygame.Surface, bool] | None = None  # the clash line, success
        self.buttons: dict[str, UIButton] = {}

    # --- widgets --------------------------------------------------------------------------------

    def build_table_ui(self, root: UIContainer) -> None:
        tr = self.ctx.tr
        self.sight.forget()  # (the canvas, the log's column or the palette may have changed)
        self.art = self.sight.art(self.geo.scale)
        self.art.warm_up()  # (the fitted size at once; a zoom's sizes as their cards show)
        specs = (("confirm", tr("totem.confirm"), self.confirm_setup),
                 ("end", tr("totem.end_turn"), lambda: self.act("end")),
                 ("again", tr("totem.again"), lambda: self.act("again")))
        self.buttons = {}
        wide = button_width(self.ctx.assets, [text for _, text, _ in specs], 300)
        for name, text, action in specs:
            button = self.button(self.geo.button_rect(wide), text, action, f"#{name}")
            button.hide()
            self.buttons[name] = button
        self.follow_area()

    def follow_area(self) -> None:
        """Cards aimed at the places of the play area as it is now (a new canvas, or a
        lesson's panel over the log, moves them: at once)."""
        area = self.geo.area
        if self.session is not None and self.view and self.laid_for != area:
            self.laid_for = area  # (also while a past position shows, laid out by no layout)
            self.origins.clear()
            self.refresh(snap=True)
        else:
            self.on_refresh()

    def update(self, dt: float) -> None:
        if self.view and self.laid_for != self.geo.area:
            self.follow_area()
        super().update(dt)
        self.sight.bring_focus_into_view()

    def on_refresh(self) -> None:
        if not self.buttons or self.view.get("seat") is None:
            return
        legal = self.legal
        setup = self.my_turn and self.view["phase"] == "setup"
        show = {"confirm": setup, "end": "end" in legal, "again": "again" in legal}
        for name, side in (("end", 1), ("again", -1)):  # side by side when both show
            width = self.buttons[name].rect.width
            offset = side * (width // 2 + 10) if show["end"] and show["again"] else 0
            self.buttons[name].set_relative_position(self.geo.button_rect(width, offset).topleft)
        for name, button in self.buttons.items():
            button.show() if show[name] else button.hide()
        if setup and all(self.arranged):
            self.buttons["confirm"].enable()
        else:
            self.buttons["confirm"].disable()

    # --- what the view looks like ---------------------------------------------------------------

    def layout(self, view: dict[str, Any]) -> Mapping[str, Placement]:
        arranged = self.arranged if view["phase"] == "setup" and self.my_turn else []
        self.laid_for = self.geo.area
        return self.geo.layout(view, arranged)

    def spawn_point(self, key: str) -> tuple[float, float]:
        if key in self.origins:
            return self.origins[key]
        kind, _, rest = key.partition(":")
        geo = self.geo
        if kind == "zone":
            own = int(rest.split(":")[0]) == self.viewer
            return geo.centre_x, geo.own_hand_y if own else geo.enemy_hand_y
        return geo.deck

    # --- the core's events ------------------------------------------------------------------------

    def on_start(self, view: dict[str, Any]) -> None:
        first = self.name(int(view["first_player"]))
        self.telling.log_line(self.ctx.tr("totem.log.start", name=first), None)

    def describe(self, event: Event) -> str | None:
        assert self.session is not None
        return describe(event, self.ctx.tr, self.names, self.ctx.palette.power_words)

    def refusal_values(self, action: str) -> dict[str, Any]:
        return refusal_values(self.ctx.tr, action, self.view, self.ctx.palette.power_words)

    def notice_place(self) -> pygame.Rect:
        """Under the opponent's name and hand, left of their defenders, above the deck: the
        one place of the table nothing stays on (a notice over the opponent's hand and
        defenders hid them). A refusal or a hint too long for it at a larger text size lies
        over the opponent's defenders instead, whole, until dismissed or the next move."""
        assets, geo = self.ctx.assets, self.geo
        plate = self.painter.plate_bottom(1 - self.viewer) if self.view else 12 + max(
            30, assets.font(21, bold=True).get_height()) + assets.font(17).get_height()
        top = max(plate, geo.small_rect((0, geo.enemy_hand_y)).bottom) + 8
        left = geo.area[0] + 8
        right = geo.slot_rect(False, 1).left - 8
        bottom = geo.pile_rect(geo.deck).top - 8
        status = self.status_line.status[1]
        if status is not None and self.status_place(status).left < right:  # (a wide one)
            bottom = min(bottom, self.status_place(status).top - 8)
        place = pygame.Rect(left, top, right - left, bottom - top)
        if self.ctx.notices.fit(assets, self.ctx.palette, place, self.ctx.canvas):
            return place
        bottom = geo.slot_rect(False, 1).bottom + 2  # (the status line starts below it)
        return pygame.Rect(left, top, self.log_rect.left - 8 - left, bottom - top)

    def stage(self, events: list[Event], seat: int | None) -> tuple[float, dict[str, Placement]]:
        """An attack pauses on the clash: attacker(s) over the defender, the result banner."""
        self.banner = None
        self.held_view = None
        self.arranged = [None] * SLOTS
        geo = self.geo
        attack = next((e for e in events if e.kind == "attack"), None)
        if attack is None or seat is None:
            return 0.0, {}
        own_side = seat == self.viewer
        target = geo.slot_centre(not own_side, attack.data["slot"])
        placements: dict[str, Placement] = {}
        for i, face in enumerate(attack.data["cards"]):
            key = f"card:{face}"
            if key not in self.board.pieces:  # the opponent's card comes from their hand
                self.origins[key] = (geo.centre_x, geo.enemy_hand_y if own_side
                                     else geo.own_hand_y)
            offset = geo.size(46 if own_side else -46)
            placements[key] = Placement(face, (target[0] + geo.size(-18 + 36 * i),
                                               target[1] + offset), layer=30 + i)
        result = next((e for e in events if e.kind in ("attack_succeeded", "attack_failed")),
                      None)
        moments = self.session.moments(self.viewer, public=self.hand_over.hands_hidden) \
            if self.session else None
        told = next((i for i, e in enumerate(events) if e is result), None)
        if moments and told is not None and told < len(moments):
            self.held_view = moments[told]  # the clash, before what follows it shows
        won = result is not None and result.kind == "attack_succeeded"
        defender = result.data["defender"] if result else None
        if won and defender:
            placements[f"card:{defender}"] = Placement(defender, target, layer=25)
            self.origins[f"card:{defender}"] = target
        level = split(defender)[1] if defender else 0
        outcome = outcome_of(won, result.data.get("reason") if result else None)
        self.banner = (clash_banner(attack.data["value"], level, outcome, self.ctx.tr,
                                    self.ctx.assets, self.ctx.palette), won)
        return ATTACK_HOLD, placements

    def sound_for(self, events: list[Event], seat: int | None) -> str:
        kinds = {e.kind for e in events}
        if "reveal" in kinds:
            return "card_flip"
        if "attack_succeeded" in kinds:
            return "steal"  # the defender is taken (the clash banner shows it)
        if "draw" in kinds:
            return "draw"
        return super().sound_for(events, seat)

    def curtain_reason(self, seat: int) -> str:
        phase = SPEC.own(self.session.state).phase if self.session else ""
        return {"setup": "curtain.choose_defenders", "eye": "curtain.eye"}.get(
            phase, "curtain.your_turn")

    def status_text(self) -> str:
        tr, view = self.ctx.tr, self.view
        say = self.status_line.words  # (its keys form while the keys ring shows)
        if self.session is None or self.session.is_terminal() or self.hold > 0:
            return ""  # during a clash the cards and the verdict take the middle band
        if not self.my_turn:
            return self.status_line.waiting_text()
        phase = view["phase"]
        words = self.ctx.palette.power_words
        if len(self.selected) == 2:  # a Sword pairing waits for its target (T20)
            text = say("totem.status.paired", cards=cards_name(tr, self.selected, words),
                       total=sum(split(face)[1] for face in self.selected))
            return text[:1].upper() + text[1:]
        if self.selected:
            text = say("totem.status.selected", card=card_name(tr, self.selected[0], words))
            return text[:1].upper() + text[1:]
        if phase == "trim":
            return say("totem.status.trim", n=len(view["hand"]) - 6)
        return say(f"totem.status.{phase}")

    def announced(self, status: str) -> str:
        """T26: once the deck is empty, the table says this turn is the last."""
        assert self.session is not None
        last = self.view.get("last_turn")
        if last is None or self.view.get("phase") == "over" or not status:
            return status
        whose = "you" if last == self.viewer and not self.session.is_bot(last) else "other"
        return self.ctx.tr(f"totem.status.last_{whose}", status=status, name=self.name(last))

    def end_payload(self) -> EndPayload:
        tr, view = self.ctx.tr, self.view
        winners = view["winners"]
        title = result_title(tr, "totem", view, self.names)  # as Games played says it
        rows = tuple((self.name(seat), str(view["defenders"][seat]),
                      str((view["totals"] or [0, 0])[seat])) for seat in (0, 1))
        return EndPayload(title, tr(f"totem.end.{view['end_reason']}"),
                          (tr("end.player"), tr("totem.defenders"), tr("totem.total")), rows,
                          tuple(winners) if len(winners) == 1 else (),
                          colours=(self.seat_colour(0), self.seat_colour(1)))

    # --- gestures -------------------------------------------------------------------------------

    def targets(self, held: tuple[str, ...]) -> dict[Target, str]:
        """Where ``held`` may go now, and the action text each place means."""
        found: dict[Target, str] = {}
        if not held:
            return found
        if self.my_turn and self.view["phase"] == "setup":
            return {("own", slot): "arrange" for slot in self.setup_slots(held[0])}
        for text in self.legal:
            verb, *args = text.split()
            if verb == "attack":
                cards = set(args[0].split("+"))
                if cards == set(held):
                    found[("enemy", int(args[1]))] = text
                elif len(held) == 1 and held[0] in cards and len(cards) == 2:
                    found[("card", (cards - {held[0]}).pop())] = "combine"
            elif verb in ("defend", "exchange") and (args[0],) == held:
                found[("own", int(args[1]))] = text
            elif verb in ("discard", "trim") and (args[0],) == held:
                found[("discard",)] = text
        return found

    def setup_slots(self, face: str) -> list[int]:
        """The slots a setup placement of ``face`` may go to now: the empty ones where the
        core lists a setup (T05) with ``face`` there and every other defender placed so far
        where it lies (a slot taken is no place for it: a drop there swaps, by mouse only)."""
        kept = [(i, placed) for i, placed in enumerate(self.arranged)
                if placed is not None and placed != face]
        slots = set()
        for text in self.legal:
            verb, *cards = text.split()
            if verb == "setup" and face in cards and self.arranged[cards.index(face)] is None \
                    and all(cards[i] == placed for i, placed in kept):
                slots.add(cards.index(face) + 1)
        return sorted(slots)

    def eye_targets(self) -> dict[Target, str]:
        return {("enemy", int(text.split()[1])): text for text in self.legal
                if text.startswith("eye ")}

    def target_at(self, pos: tuple[int, int], held: tuple[str, ...]) -> Target | None:
        geo = self.sight.shown
        if not self.sight.sees(pos):
            return None
        for slot in range(1, SLOTS + 1):
            if geo.slot_rect(False, slot).collidepoint(pos):
                return ("enemy", slot)
            if geo.slot_rect(True, slot).collidepoint(pos):
                return ("own", slot)
        if geo.pile_rect(geo.discard).inflate(20, 20).collidepoint(pos):
            return ("discard",)
        face = self.hand_card_at(pos, exclude=held)
        return ("card", face) if face else None

    def hand_card_at(self, pos: tuple[int, int], exclude: tuple[str, ...] = ()) -> str | None:
        """The topmost of the viewer's hand cards (or setup-arranged cards) under ``pos``."""
        mine = set(self.view.get("hand", [])) - set(exclude)
        for piece in reversed(self.board.in_order()):
            face = piece.key.removeprefix("card:")
            if piece.key.startswith("card:") and face in mine and self.sight.card_box(
                    piece.centre).collidepoint(pos) and self.sight.sees(pos):
                return face
        return None

    def handle_table_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.sight.zoom_input(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            if self.pressed and not self.dragging:
                start = self.pressed[1]
                if abs(event.pos[0] - start[0]) + abs(event.pos[1] - start[1]) > DRAG_THRESHOLD:
                    self.dragging = True
                    self.selected = ()
                    self.ctx.audio.play("card_pick")  # (the card lifts under the pointer)
            return False
        if not self.my_turn:
            return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and \
                self.sight.pan_from(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.cancel_gesture()
            self.put_down()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self.press(event.pos)
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.pressed:
            return self.release(event.pos)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            return self.press_default_button()
        return False

    def press(self, pos: tuple[int, int]) -> bool:
        self.mouse = pos
        if self.view["phase"] == "eye":
            target = self.target_at(pos, ())
            text = self.eye_targets().get(target) if target else None
            if text:
                self.act(text)
            elif target and target[0] == "enemy":
                self.act(f"eye {target[1]}")  # the core says why not
            return True
        face = self.hand_card_at(pos)
        if face and self.selected and face not in self.selected:
            combined = self.targets(self.selected).get(("card", face))
            if combined == "combine":
                self.selected = (*self.selected, face)
                return True
        if face:
            held = self.selected if face in self.selected else (face,)
            self.pressed = (held, pos)
            self.dragging = False
            return True
        if self.selected:
            target = self.target_at(pos, self.selected)
            if target:
                self.drop(self.selected, target, pos)
            else:
                self.selected = ()
            return True
        return self.sight.pan_from(pos)  # (on empty felt of a zoomed table)

    def release(self, pos: tuple[int, int]) -> bool:
        assert self.pressed is not None
        held, _ = self.pressed
        self.pressed = None
        if not self.dragging:  # a click: select (or unselect) the card
            self.selected = () if held == self.selected else held
            return True
        self.dragging = False
        target = self.target_at(pos, held)
        if held[0] in self.arranged and (target is None or target[0] != "own"):
            self.unarrange(held[0])  # setup: a placed defender dropped off its side's slots
        elif target:
            self.drop(held, target, pos)
        return True

    def drop(self, held: tuple[str, ...], target: Target, pos: tuple[int, int]) -> None:
        """Play what a drop of ``held`` on ``target`` means; illegal drops go to the core."""
        self.selected = ()
        text = self.targets(held).get(target)
        if text == "arrange" or (text is None and target[0] == "own" and self.my_turn
                                 and self.view["phase"] == "setup"):
            self.arrange(held[0], target[1])  # (on a taken slot: its defender back to hand)
            return
        if text == "combine":
            self.selected = (*held, target[1])
            return
        if text is None:
            text = self.gesture_text(held, target)
            if text is None:
                return
        for face in held:
            self.origins[f"card:{face}"] = self.sight.zoom.undo(pos)  # (on the board)
        if self.act(text):
            self.origins = {k: v for k, v in self.origins.items() if not k.startswith("card:")}

    def gesture_text(self, held: tuple[str, ...], target: Target) -> str | None:
        """The action a refused gesture would have been, so the core can say why not."""
        kind = target[0]
        if kind == "enemy":
            return f"attack {'+'.join(held)} {target[1]}"
        if len(held) != 1:
            return None
        if kind == "own":
            slot = self.view["zones"][self.viewer][target[1] - 1]
            return f"{'exchange' if slot else 'defend'} {held[0]} {target[1]}"
        if kind == "discard":
            return f"{'trim' if self.view['phase'] == 'trim' else 'discard'} {held[0]}"
        return None

    def arrange(self, face: str, slot: int) -> None:
        """Setup: put a card in a slot (a card already there goes back to the hand). In a
        lesson, a card the coach wants elsewhere is refused at once, naming it."""
        if self.lesson.lesson_refuses_slot(face, slot):
            self.refresh()
            return
        if face in self.arranged:
            self.arranged[self.arranged.index(face)] = None
        self.arranged[slot - 1] = face
        self.refresh()

    def unarrange(self, face: str) -> None:
        """Setup: a placed defender goes back to the hand (T05: nothing is final until
        the four are confirmed)."""
        self.arranged[self.arranged.index(face)] = None
        self.refresh()

    def confirm_setup(self) -> None:
        if all(self.arranged):
            self.act("setup " + " ".join(face for face in self.arranged if face))

    def press_default_button(self) -> bool:
        for name in ("confirm", "end"):
            button = self.buttons.get(name)
            if button and button.visible and button.is_enabled:
                (self.confirm_setup if name == "confirm" else lambda: self.act("end"))()
                return True
        return False

    def cancel_gesture(self) -> None:
        self.pressed = None
        self.dragging = False
        self.sight.zoom.grab = None  # (a pan too)

    def put_down(self) -> bool:
        """Right click or Esc: the selected card, or a Sword pairing (T20), goes back."""
        had = bool(self.selected)
        self.selected = ()
        return had

    def gestures(self) -> dict[str, list[Any]]:
        """How a player performs each legal action with the mouse, from where things are now
        (a driver performs the first step, lets the scene settle, and asks again)."""
        found: dict[str, list[Any]] = {}
        geo = self.sight.shown
        in_hand = set(self.view.get("hand", []))
        hand = {key[5:]: self.sight.at(piece.centre) for key, piece in self.board.pieces.items()
                if key.startswith("card:") and key[5:] in in_hand}

        def at(face: str) -> tuple[int, int]:
            x, y = hand[face]
            return round(x), round(y) + geo.size(30)  # (a card's lower part is never covered)

        def centre(rect: pygame.Rect) -> tuple[int, int]:
            return rect.center

        for text in self.legal:
            verb, *args = text.split()
            if verb == "setup":
                moves = [("drag", at(face), centre(geo.slot_rect(True, i + 1)))
                         for i, face in enumerate(args) if self.arranged[i] != face]
                found[text] = [*moves, ("click", self.buttons["confirm"].rect.center)]
            elif verb == "attack":
                cards = args[0].split("+")
                target = centre(geo.slot_rect(False, int(args[1])))
                if len(cards) == 1:
                    found[text] = [("drag", at(cards[0]), target)]
                elif set(self.selected) == set(cards):
                    found[text] = [("click", target)]
                elif len(self.selected) == 1 and self.selected[0] in cards:
                    other = cards[1] if self.selected[0] == cards[0] else cards[0]
                    found[text] = [("click", at(other)), ("click", target)]
                else:  # unselect whatever is selected, then pick both cards
                    undo = [("click", at(self.selected[0]))] if self.selected else []
                    found[text] = [*undo, ("click", at(cards[0])), ("click", at(cards[1])),
                                   ("click", target)]
            elif verb in ("defend", "exchange"):
                found[text] = [("drag", at(args[0]), centre(geo.slot_rect(True, int(args[1]))))]
            elif verb in ("discard", "trim"):
                found[text] = [("drag", at(args[0]), centre(geo.pile_rect(geo.discard)))]
            elif verb == "eye":
                found[text] = [("click", centre(geo.slot_rect(False, int(args[0]))))]
            elif verb in ("end", "again"):
                found[text] = [("click", self.buttons[verb].rect.center)]
        return found

