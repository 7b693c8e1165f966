"""The Totem state: whose turn, what is where, which actions are legal and what they do.

A game runs through phases:

- ``setup``: seat 0, then seat 1, secretly choose their 4 defenders (T05);
- ``turn``: the active player, who has drawn (T06), performs one action T07-T10;
- ``follow``: after a successful first attack, a second attack or ``end`` (T16, T17);
- ``eye``: an Eye that activated waits for its owner's target (T22), even off-turn;
- ``trim``: the active player discards down to 6 cards (T11);
- ``over``: T25 (all defenders beaten) or T26/T27 (the deck ran out).

The opening draw of T06 is automatic: it happens when the turn starts, at the
end of the action that ended the previous turn (an event says so), so a turn
always begins with a choice. Resolutions beyond the rules file:

- a Shield's immunity is its power: the attack it stops marks it used (T19, T21);
- a Sword defender activates nothing (T20); a power that activates with nothing
  to act on still counts as its one activation (T19, T24);
- the Eye's ``spent`` mark (cancelled) is put on the revealed defender only if
  it has a power (levels 1-9);
- a successful attack discards the attacker(s) and the defender before an
  attacking Eye picks its target (the target set is the same either way);
- ``end`` in the ``turn`` phase is legal only when none of T07-T10 is possible
  (it can happen in the deck-empty last turn); otherwise T06 requires an action;
- T11 concerns the active player only (an off-turn Sum may leave the opponent
  with 7 cards until their own turn ends);
- when the game ends every defender still face down is revealed, so the end
  screen can show both totals (T26 reveals them for the tie-break).
"""

from __future__ import annotations

from bisect import insort
from collections.abc import Callable
from itertools import permutations
from typing import Any

from game.core import Event, IllegalAction, MalformedAction, Rng, check_seed, is_integer
from game.totem.actions import (
    ACTION_TYPES,
    AGAIN,
    ATTACK_ONE,
    ATTACK_TWO,
    DEFEND,
    DISCARD,
    END_TURN,
    EXCHANGE,
    EYE_REVEAL,
    SLOTS,
    TRIM,
    Action,
    Again,
    Attack,
    Defend,
    Discard,
    EndTurn,
    Exchange,
    EyeReveal,
    Setup,
    Trim,
    parse_action,
)
from game.totem.cards import DECK_SIZE, EYE, IS_SWORD, LEVEL, NAME, POWER, SHIELD, SUM, names
from game.totem.checks import refusal
from game.totem.phases import (
    ALL_BEATEN,
    CLOSE,
    DECK_COUNT,
    DECK_TOTAL,
    DEFENDERS_AT_SETUP,
    DRAW,
    EYE_PHASE,
    FOLLOW,
    HAND_DEAL,
    HAND_LIMIT,
    OVER,
    PROGRESS,
    SETUP,
    TRIM_PHASE,
    TURN,
    Refusal,
)
from game.totem.snapshot import to_json
from game.totem.views import view


class State:
    """A whole Totem game: deck, discard pile, hands, defence zones, phase and the Rng.

    Each defence zone is 4 slots (``zone[seat][i]`` is a card id or None for
    slot ``i + 1``) with, per slot, ``revealed`` (face up, T12) and ``spent``
    (power used or cancelled, T19). The deck is drawn from its end.
    """

    __slots__ = ("active", "after_eye", "attacks", "deck", "discard", "eye_seat", "first_player",
                 "hands", "last_turn", "phase", "revealed", "rng", "spent", "turn", "zone")

    def __init__(self) -> None:
        self.rng = Rng(0)
        self.deck: list[int] = []
        self.discard: list[int] = []
        self.hands: list[list[int]] = [[], []]
        self.zone: list[list[int | None]] = [[None] * SLOTS, [None] * SLOTS]
        self.revealed: list[list[bool]] = [[False] * SLOTS, [False] * SLOTS]
        self.spent: list[list[bool]] = [[False] * SLOTS, [False] * SLOTS]
        self.phase = SETUP
        self.active = 0  # whose turn (whose setup, in the setup phase)
        self.first_player = 0
        self.turn = 0  # 1 for the first turn after setup
        self.attacks = 0  # attacks made this turn (T16: at most 2)
        self.eye_seat: int | None = None  # owner of the Eye waiting for a target
        self.after_eye: str | None = None  # FOLLOW or CLOSE
        self.last_turn: int | None = None  # T26/T27: the seat whose turn is the last

    # --- contract ------------------------------------------------------------------------

    @property
    def current_player(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == EYE_PHASE:
            return self.eye_seat
        return self.active

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        """The number of defenders of each seat (T26's first criterion)."""
        return [SLOTS - z.count(None) for z in self.zone]

    def totals(self) -> list[int]:
        """The sum of the levels of each seat's defenders (T26's tie-break)."""
        return [sum(LEVEL[c] for c in z if c is not None) for z in self.zone]

    @property
    def end_reason(self) -> str | None:
        """Why the game ended: ``all_defenders_beaten``, ``deck_exhausted_count``,
        ``deck_exhausted_total`` or ``draw``; None while it goes on."""
        if self.phase != OVER:
            return None
        counts = self.scores()
        if 0 in counts:
            return ALL_BEATEN
        if counts[0] != counts[1]:
            return DECK_COUNT
        totals = self.totals()
        return DECK_TOTAL if totals[0] != totals[1] else DRAW

    def winners(self) -> list[int]:
        """The winning seat, both seats for a draw (T26), [] while the game goes on."""
        reason = self.end_reason
        if reason is None or reason == DRAW:
            return [] if reason is None else [0, 1]
        key = self.totals() if reason == DECK_TOTAL else self.scores()
        return [0] if key[0] > key[1] else [1]

    def clone(self) -> State:
        other = State.__new__(State)
        other.rng = self.rng.clone()
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.zone = [self.zone[0][:], self.zone[1][:]]
        other.revealed = [self.revealed[0][:], self.revealed[1][:]]
        other.spent = [self.spent[0][:], self.spent[1][:]]
        other.phase = self.phase
        other.active = self.active
        other.first_player = self.first_player
        other.turn = self.turn
        other.attacks = self.attacks
        other.eye_seat = self.eye_seat
        other.after_eye = self.after_eye
        other.last_turn = self.last_turn
        return other

    def progress(self) -> dict[str, Any]:
        """The fields of ``PROGRESS``: phase, whose turn, attacks made, the waiting Eye..."""
        return {key: getattr(self, key) for key in PROGRESS}

    def defender(self, seat: int, i: int, shown: bool) -> dict[str, Any] | None:
        """Slot ``i + 1`` of ``seat``'s zone as views and snapshots write it (None if empty);
        the card is named only if ``shown`` or revealed."""
        card = self.zone[seat][i]
        if card is None:
            return None
        revealed = self.revealed[seat][i]
        return {"card": NAME[card] if shown or revealed else None, "revealed": revealed,
                "spent": self.spent[seat][i]}

    def view(self, seat: int, everything: bool = False) -> dict[str, Any]:
        """What ``seat`` may see; ``everything``: every hidden card too, for watching a
        finished game again (never for a player or a bot)."""
        return view(self, seat, everything)

    def to_json(self) -> str:
        return to_json(self)

    def __repr__(self) -> str:
        return f"<totem State turn {self.turn} phase {self.phase} seat {self.current_player}>"

    # --- legality ------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the current player may take, in a stable order."""
        phase = self.phase
        if phase == TURN:
            actions = self._attacks() + self._placements()
            return actions or [END_TURN]
        if phase == FOLLOW:
            actions = self._attacks()
            if not self.hands[self.active] and self.deck:
                actions.append(AGAIN)
            actions.append(END_TURN)
            return actions
        if phase == EYE_PHASE:
            assert self.eye_seat is not None
            return [EYE_REVEAL[i] for i in self.face_down_slots(1 - self.eye_seat)]
        if phase == TRIM_PHASE:
            return [TRIM[c] for c in self.hands[self.active]]
        if phase == SETUP:
            return [Setup(p) for p in permutations(self.hands[self.active], DEFENDERS_AT_SETUP)]
        return []

    def _targets(self) -> list[tuple[int, int]]:
        """(slot number, lowest attack value allowed) for each opponent defender (T12, T13)."""
        enemy = 1 - self.active
        zone, revealed = self.zone[enemy], self.revealed[enemy]
        return [(i + 1, LEVEL[card] if revealed[i] else 0)
                for i, card in enumerate(zone) if card is not None]

    def _attacks(self) -> list[Action]:
        hand = self.hands[self.active]
        targets = self._targets()
        actions: list[Action] = []
        for card in hand:
            level = LEVEL[card]
            row = ATTACK_ONE[card]
            actions += [row[slot - 1] for slot, floor in targets if level >= floor]
        for sword in hand:
            if not IS_SWORD[sword]:
                break  # hands are sorted and Swords have the lowest ids
            for partner in hand:
                if partner > sword:
                    value = LEVEL[sword] + LEVEL[partner]
                    row = ATTACK_TWO[sword, partner]
                    actions += [row[slot - 1] for slot, floor in targets if value >= floor]
        return actions

    def _placements(self) -> list[Action]:
        """Defend, exchange and discard (T08-T10) for the active player."""
        seat = self.active
        hand, zone = self.hands[seat], self.zone[seat]
        empty = [i for i in range(SLOTS) if zone[i] is None]
        hidden = self.face_down_slots(seat)
        actions: list[Action] = [DEFEND[c][i] for c in hand for i in empty]
        actions += [EXCHANGE[c][i] for c in hand for i in hidden]
        if self.deck:
            actions += [DISCARD[c] for c in hand]
        return actions

    def face_down_slots(self, seat: int) -> list[int]:
        zone, revealed = self.zone[seat], self.revealed[seat]
        return [i for i in range(SLOTS) if zone[i] is not None and not revealed[i]]

    def refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` is illegal here, as (reason, rule ID), or None if it is legal."""
        return refusal(self, action)

    # --- playing -------------------------------------------------------------------------

    def play(self, action: Action | str) -> list[Event]:
        """Play ``action`` (or its notation) for the current player and return what happened.

        :raises MalformedAction: if a text does not parse, or ``action`` is neither text
            nor a Totem action.
        :raises IllegalAction: if the rules forbid it here; the state is then unchanged.
        """
        if isinstance(action, str):
            action = parse_action(self, action)
        elif not isinstance(action, ACTION_TYPES):
            raise MalformedAction(repr(action), "not a Totem action")
        refused = self.refusal(action)
        if refused is not None:
            raise IllegalAction(action, *refused)
        return self.apply(action)

    def apply(self, action: Action, events: list[Event] | None = None) -> list[Event]:
        """Play a legal ``action`` without checking it (the bots' fast path). ``events``:
        the list its events are told into, one by one as they happen (see
        :func:`game.totem.views.moments`)."""
        told: list[Event] = [] if events is None else events
        _APPLY[type(action)](self, action, told)
        return told

    def _apply_setup(self, action: Setup, events: list[Event]) -> None:
        seat = self.active
        hand = self.hands[seat]
        for card in action.cards:
            hand.remove(card)
        self.zone[seat] = list(action.cards)
        events.append(Event("setup", seat, {"slots": [1, 2, 3, 4]}))
        if seat == 0:
            self.active = 1
        else:
            self.phase = TURN
            self.active = self.first_player
            self._start_turn(events)

    def _apply_attack(self, action: Attack, events: list[Event]) -> None:
        seat, enemy, i = self.active, 1 - self.active, action.slot - 1
        cards = action.cards
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        value = LEVEL[cards[0]] + (LEVEL[cards[1]] if len(cards) == 2 else 0)
        self.attacks += 1
        events.append(Event("attack", seat, {"cards": names(cards), "value": value,
                                             "target_seat": enemy, "slot": action.slot}))
        if len(cards) == 2:  # T20: the Sword sums; its partner's power is cancelled
            events.append(Event("power", seat, {"card": NAME[cards[0]], "power": "sword",
                                                "where": "attack", "partner": NAME[cards[1]]}))
            if POWER[cards[1]] is not None:
                events.append(Event("cancel", seat, {"card": NAME[cards[1]], "by": "sword"}))
        defender = self.zone[enemy][i]
        assert defender is not None
        if not self.revealed[enemy][i]:
            self.revealed[enemy][i] = True
            events.append(Event("reveal", enemy, {"slot": action.slot, "card": NAME[defender],
                                                  "by": "attack"}))
        shield = POWER[defender] == SHIELD and not self.spent[enemy][i]
        if shield or value < LEVEL[defender]:
            self._attack_fails(cards, i, shield, events)
        else:
            self._attack_succeeds(cards, i, events)

    def _attack_fails(self, cards: tuple[int, ...], i: int, shield: bool,
                      events: list[Event]) -> None:
        """T14 (and T21): the attackers go to the discard; the defender's power activates."""
        seat, enemy = self.active, 1 - self.active
        defender = self.zone[enemy][i]
        assert defender is not None
        events.append(Event("attack_failed", seat, {
            "slot": i + 1, "defender": NAME[defender], "reason": "shield" if shield else "level"}))
        self._discard(seat, cards, "attack", events)
        if not self.spent[enemy][i] and POWER[defender] in (SHIELD, EYE, SUM):
            self.spent[enemy][i] = True  # T19: its one activation
            self._activate(enemy, defender, "defence", events)
        self._after_attack(False, events)

    def _attack_succeeds(self, cards: tuple[int, ...], i: int, events: list[Event]) -> None:
        """T15: the attacker's power activates, then attacker(s) and defender are discarded."""
        seat, enemy = self.active, 1 - self.active
        defender = self.zone[enemy][i]
        assert defender is not None
        events.append(Event("attack_succeeded", seat, {"slot": i + 1, "defender": NAME[defender]}))
        if len(cards) == 1 and POWER[cards[0]] in (EYE, SUM):  # a Sword alone adds nothing
            self._activate(seat, cards[0], "attack", events)
        self._discard(seat, cards, "attack", events)
        self.zone[enemy][i] = None
        self.revealed[enemy][i] = self.spent[enemy][i] = False
        self._discard(enemy, (defender,), "beaten", events, slot=i + 1)
        if self.zone[enemy].count(None) == SLOTS:  # T25
            self._game_over(events)
        else:
            self._after_attack(True, events)

    def _activate(self, seat: int, card: int, where: str, events: list[Event]) -> None:
        """A Shield, Eye or Sum power activates for ``seat`` (T21-T24)."""
        power = POWER[card]
        events.append(Event("power", seat, {"card": NAME[card], "power": power, "where": where}))
        if power == EYE and self.face_down_slots(1 - seat):  # T24: no target, nothing
            self.eye_seat = seat
        elif power == SUM:
            self._draw(seat, "sum", events)

    def _after_attack(self, succeeded: bool, events: list[Event]) -> None:
        """Wait for an Eye's target if one activated, then T16: a second attack or the end."""
        follow = FOLLOW if succeeded and self.attacks == 1 else CLOSE
        if self.eye_seat is not None:
            self.phase = EYE_PHASE
            self.after_eye = follow
        else:
            self._resume(follow, events)

    def _resume(self, follow: str, events: list[Event]) -> None:
        if follow == FOLLOW:
            self.phase = FOLLOW
        else:
            self._close_turn(events)

    def _apply_eye(self, action: EyeReveal, events: list[Event]) -> None:
        """T22: the chosen face-down defender is revealed and its power cancelled."""
        assert self.eye_seat is not None and self.after_eye is not None
        seat, i = self.eye_seat, action.slot - 1
        enemy = 1 - seat
        card = self.zone[enemy][i]
        assert card is not None
        self.revealed[enemy][i] = True
        events.append(Event("reveal", enemy, {"slot": action.slot, "card": NAME[card],
                                              "by": "eye"}))
        if POWER[card] is not None:
            self.spent[enemy][i] = True
            events.append(Event("cancel", enemy, {"card": NAME[card], "slot": action.slot,
                                                  "by": "eye"}))
        follow = self.after_eye
        self.eye_seat = self.after_eye = None
        self._resume(follow, events)

    def _apply_defend(self, action: Defend, events: list[Event]) -> None:
        seat = self.active
        self.hands[seat].remove(action.card)
        self.zone[seat][action.slot - 1] = action.card
        events.append(Event("defend", seat, {"slot": action.slot}))  # face down: no name
        self._close_turn(events)

    def _apply_exchange(self, action: Exchange, events: list[Event]) -> None:
        seat, i = self.active, action.slot - 1
        hand = self.hands[seat]
        hand.remove(action.card)
        old = self.zone[seat][i]
        assert old is not None
        insort(hand, old)
        self.zone[seat][i] = action.card
        events.append(Event("exchange", seat, {"slot": action.slot}))  # both cards stay secret
        self._close_turn(events)

    def _apply_discard(self, action: Discard, events: list[Event]) -> None:
        seat = self.active
        self.hands[seat].remove(action.card)
        self._discard(seat, (action.card,), "discard", events)
        self._draw(seat, "discard", events)
        self._close_turn(events)

    def _apply_trim(self, action: Trim, events: list[Event]) -> None:
        seat = self.active
        self.hands[seat].remove(action.card)
        self._discard(seat, (action.card,), "hand_limit", events)
        if len(self.hands[seat]) <= HAND_LIMIT:
            self._finish_turn(events)

    def _apply_again(self, action: Again, events: list[Event]) -> None:
        self._draw(self.active, "again", events)  # T17: instead of attacking, the turn ends
        self._close_turn(events)

    def _apply_end(self, action: EndTurn, events: list[Event]) -> None:
        self._close_turn(events)

    # --- moving cards and turns ----------------------------------------------------------

    def _discard(self, seat: int, cards: tuple[int, ...], why: str, events: list[Event],
                 slot: int | None = None) -> None:
        self.discard.extend(cards)
        data: dict[str, Any] = {"cards": names(cards), "from": why}
        if slot is not None:
            data["slot"] = slot
        events.append(Event("discard", seat, data))

    def _draw(self, seat: int, why: str, events: list[Event]) -> None:
        """Draw one card for ``seat``; the card drawn last decides the last turn (T26, T27)."""
        if not self.deck:
            return  # T24: nothing to draw
        insort(self.hands[seat], self.deck.pop())
        events.append(Event("draw", seat, {"reason": why, "deck": len(self.deck)}))
        if not self.deck:
            self.last_turn = seat
            events.append(Event("last_turn", seat, {"now": seat == self.active}))

    def _close_turn(self, events: list[Event]) -> None:
        """T11, then the end of the turn."""
        count = len(self.hands[self.active])
        if count > HAND_LIMIT:
            self.phase = TRIM_PHASE
            events.append(Event("hand_limit", self.active, {"cards": count,
                                                            "discard": count - HAND_LIMIT}))
        else:
            self._finish_turn(events)

    def _finish_turn(self, events: list[Event]) -> None:
        events.append(Event("end_turn", self.active, {"turn": self.turn}))
        if self.last_turn == self.active:
            self._game_over(events)
        else:
            self.active = 1 - self.active
            self._start_turn(events)

    def _start_turn(self, events: list[Event]) -> None:
        """T06's opening draw, skipped only in T27's final turn (the deck is empty then)."""
        self.phase = TURN
        self.turn += 1
        self.attacks = 0
        events.append(Event("turn", self.active, {"turn": self.turn}))
        self._draw(self.active, "turn", events)

    def _game_over(self, events: list[Event]) -> None:
        self.phase = OVER
        self.eye_seat = self.after_eye = None
        for seat in (0, 1):
            for i in self.face_down_slots(seat):
                card = self.zone[seat][i]
                assert card is not None
                self.revealed[seat][i] = True
                events.append(Event("reveal", seat, {"slot": i + 1, "card": NAME[card],
                                                     "by": "end"}))
        events.append(Event("game_over", None, {
            "reason": self.end_reason, "winners": self.winners(),
            "defenders": self.scores(), "totals": self.totals()}))


_APPLY: dict[type, Callable[[State, Any, list[Event]], None]] = {
    Setup: State._apply_setup, Attack: State._apply_attack, Defend: State._apply_defend,
    Exchange: State._apply_exchange, Discard: State._apply_discard, Trim: State._apply_trim,
    EyeReveal: State._apply_eye, Again: State._apply_again, EndTurn: State._apply_end,
}


def new_game(players: int = 2, seed: int = 0, **options: Any) -> State:
    """A new game: random first player (T04), shuffled deck, 7 cards dealt to each seat.

    >>> state = new_game(2, seed=1)
    >>> state.phase, state.current_player, len(state.hands[0]), len(state.deck)
    ('setup', 0, 7, 38)
    """
    if not is_integer(players) or players != 2:
        raise ValueError(f"Totem is played by 2 players, not {players!r} (T03)")
    if options:
        raise ValueError(f"Totem has no options; got {', '.join(sorted(options))}")
    check_seed(seed)
    state = State()
    state.rng = Rng(seed)
    state.first_player = state.rng.below(2)
    state.deck = list(range(DECK_SIZE))
    state.rng.shuffle(state.deck)
    for _ in range(HAND_DEAL):
        for seat in (0, 1):
            insort(state.hands[seat], state.deck.pop())
    return state
