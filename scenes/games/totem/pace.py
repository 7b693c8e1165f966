"""A Totem bot's move, step by step (the table's ``pacer``, see scenes.table.pace).

From the events of a bot's action: the attack (its card(s) over the target, the target as
it looked before), the Sword's sum, the defender turned face up, the clash (with the
table's verdict banner), each power that acts, each draw; a defence, exchange or discard;
the Eye's reveal. A human's action makes one step only: the draw that opens the bot's
turn. Cards stand where each step puts them; after the last step the table shows the
position as it is (cards glide to the discard pile).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from game.core import Event
from scenes.kit.pieces.totem_words import cards_name
from scenes.table.board import Placement
from scenes.table.pace import Step

if TYPE_CHECKING:
    from scenes.games.totem.parts import TotemTable

SKIPPED = ("turn", "end_turn", "game_over")  # shown by the draw, the next turn, the end screen
ATOP = 40  # a defender that acts is drawn above the attacking cards


def totem_steps(scene: TotemTable, events: list[Event], seat: int | None) -> list[Step]:
    """The steps of ``events`` (played by ``seat``) a person should see one at a time, each
    showing the table as the core says the viewer saw it right after that event (a hand, the
    deck's count, a score change with their step, never before it)."""
    session = scene.session
    assert session is not None
    moments = Moments(scene, events)
    if seat is None or not session.is_bot(seat):
        return [draw_step(scene, e, moments) for e in events
                if e.kind == "draw" and session.is_bot(e.seat)]
    clash = Clash(scene, events)
    steps = []
    for event in events:
        if event.kind in SKIPPED or (event.kind == "discard"
                                     and event.data["from"] in ("attack", "beaten")):
            continue
        words = line(scene, event)
        if event.kind == "draw":
            steps.append(draw_step(scene, event, moments))  # the viewer's next draw too
        elif clash.attack is not None and words:
            steps.append(replace(clash.step(event, words), view=moments.after(event)))
        elif words:
            steps.append(Step(event.kind, words, focus=focus_of(scene, event), event=event,
                              view=moments.after(event)))
    return steps


class Moments:
    """The viewer's view after each event of the move, from the core
    (``game.totem.views.moments``), found by the event."""

    def __init__(self, scene: TotemTable, events: list[Event]) -> None:
        assert scene.session is not None
        self.events = events
        self.views = scene.session.moments(scene.viewer, public=scene.hand_over.hands_hidden) or []
        self.first = dict(scene.view)  # the table before the move

    def after(self, event: Event) -> dict[str, Any] | None:
        index = next((i for i, e in enumerate(self.events) if e is event), None)
        if index is None or index >= len(self.views):
            return None
        return self.views[index]

    def before(self, event: Event) -> dict[str, Any]:
        index = next((i for i, e in enumerate(self.events) if e is event), 0)
        return self.views[index - 1] if 0 < index <= len(self.views) else self.first


def line(scene: TotemTable, event: Event) -> str:
    """The step's words: the log's line, but an attack on the player at the table, or the
    card they draw, is told to them ("Robot attacks your slot 2...", "You draw a card"), as
    the status speaks to the player."""
    if event.kind == "attack" and event.data["target_seat"] == scene.viewer:
        assert event.seat is not None
        data, words = event.data, scene.ctx.palette.power_words
        return str(scene.ctx.tr("totem.log.attack_you", name=scene.name(event.seat),
                                cards=cards_name(scene.ctx.tr, data["cards"], words),
                                value=data["value"], slot=data["slot"]))
    if event.kind == "draw" and event.seat == scene.viewer:  # the viewer's own next card
        return str(scene.ctx.tr(f"totem.log.draw_you_{event.data['reason']}",
                                deck=event.data["deck"]))
    text = scene.describe(event) or ""
    return text[:1].upper() + text[1:]


def draw_step(scene: TotemTable, event: Event, moments: Moments) -> Step:
    """A card drawn: the bot's new card back (or the viewer's new card) ringed."""
    assert scene.session is not None
    after = moments.after(event) or scene.session.view(scene.viewer)
    if event.seat == scene.viewer:  # the new card, when it is the only one (else unknown)
        new = sorted(set(after["hand"]) - set(moments.before(event).get("hand", [])))
        focus = (f"card:{new[0]}",) if len(new) == 1 else ()
    else:
        focus = (f"back:{after['hand_counts'][event.seat] - 1}",)
    return Step("draw", line(scene, event), focus=focus, event=event,
                view=moments.after(event))


def focus_of(scene: TotemTable, event: Event) -> tuple[str, ...]:
    """The card an event acts on, by its board key."""
    data = event.data
    if event.kind in ("defend", "exchange"):
        return (f"zone:{event.seat}:{data['slot']}",)
    if event.kind == "setup":
        return tuple(f"zone:{event.seat}:{slot}" for slot in data["slots"])
    if event.kind in ("reveal", "cancel") and "slot" in data:
        return (f"zone:{event.seat}:{data['slot']}",)
    if event.kind == "discard":
        return tuple(f"card:{face}" for face in data["cards"])
    return ()


class Clash:
    """An attack's cards over its target, and how the target looks before and after its
    reveal, for the steps of that attack (its clash and the powers that follow)."""

    def __init__(self, scene: TotemTable, events: list[Event]) -> None:
        self.attack = next((e for e in events if e.kind == "attack"), None)
        self.placements: dict[str, Placement] = dict(scene.overrides)  # from the scene's stage
        if self.attack is None:
            return
        data = self.attack.data
        verdict = next(e for e in events if e.kind in ("attack_failed", "attack_succeeded"))
        self.defender = verdict.data["defender"]
        beaten = verdict.kind == "attack_succeeded"
        hidden = any(e.kind == "reveal" and e.data.get("by") == "attack" for e in events)
        own = data["target_seat"] == scene.viewer
        # a beaten defender's card goes to the discard: the scene's stage shows it by that key
        self.key = f"card:{self.defender}" if beaten else \
            f"zone:{data['target_seat']}:{data['slot']}"
        centre = scene.geo.slot_centre(own, data["slot"])
        layer = 25 if beaten else 4
        self.before = Placement(self.defender if own or not hidden else None, centre,
                                layer=layer, peek=own and hidden)
        self.after = Placement(self.defender, centre, layer=layer)
        self.attackers = tuple(f"card:{face}" for face in data["cards"])
        self.revealed = not hidden

    def step(self, event: Event, words: str) -> Step:
        """The step of one event of the attack, with the cards where it leaves them."""
        if event.kind == "reveal":
            self.revealed = True
        look = self.after if self.revealed else self.before
        kind, focus = event.kind, self.attackers
        if event.kind in ("attack_failed", "attack_succeeded"):
            kind, focus = "clash", (self.key, *self.attackers)
        elif event.kind in ("power", "cancel"):
            card = f"card:{event.data['card']}"
            focus = (card,) if card in self.placements else (self.key,)
        elif event.kind == "reveal":
            focus = (self.key,)
        if focus == (self.key,):  # the defender acts: drawn above the attackers
            look = replace(look, layer=ATOP)
        placements = {**self.placements, self.key: look}
        return Step(kind, words, placements, focus, event)
