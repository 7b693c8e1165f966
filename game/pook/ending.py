"""Pook's scoring and end (P25-P27): faction totals, scores, winners and the tie-break.

The game is scored as soon as the last Faction card is placed and its power
settled (P25): :meth:`Ending._resolved` is where every play, power and skip ends
up. A tie for first place among Banner holders opens a round of secret Bourse
picks (P27); rounds go on until one side leads or no Bourse is left.

A layer of the Pook state (see :mod:`game.pook.position`): it calls only the
position below it; the powers and the turn above it call ``_resolved``.
"""

from __future__ import annotations

from game.core import Event
from game.pook.actions import Pick
from game.pook.cards import (
    BANNER_FACTIONS,
    CARD_FACTION,
    CARD_IDS,
    CARD_LEVEL,
    CELL_NAMES,
    FACTIONS,
    PIGGY,
)
from game.pook.position import AFTER, EMPTY, OVER, TIEBREAK, Position, banner_text


class Ending(Position):
    """Scores (P26, P28), the end of the game (P25) and the tie-break (P27)."""

    __slots__ = ()

    def scores(self) -> list[int]:
        """Each seat's score (P26, +1 for the first Banner taken in P28, tie-break P27)."""
        return list(self.final) if self.final is not None else self.current_scores()

    def winners(self) -> list[int]:
        """The seats that won (partners both, tied players sharing); [] while playing."""
        if self.phase != OVER or self.final is None:
            return []
        best = max(self.final)
        return [seat for seat, score in enumerate(self.final) if score == best]

    def faction_totals(self) -> list[int]:
        """P26: the sum of the levels of each faction's visible Warriors (K, M, O, V)."""
        totals = [0, 0, 0, 0]
        board, up = self.board, self.up
        for cell in self.occupied:
            card = board[cell]
            if card != PIGGY and up[card]:
                totals[CARD_FACTION[card]] += CARD_LEVEL[card]
        return totals

    def bourse_cells(self) -> list[int]:
        """Cells holding a Faction card on its Bourse face (the Piggy excluded), in order."""
        board, up = self.board, self.up
        return sorted(cell for cell in self.occupied
                      if board[cell] != PIGGY and not up[board[cell]])

    def current_scores(self) -> list[int]:
        """P26 (+1 for the first Banner taken, P28) for the table as it lies now."""
        totals = self.faction_totals()
        per_side = []
        for side, banner in enumerate(self.banners):
            score = 0
            if banner != EMPTY:
                first, second = BANNER_FACTIONS[banner]
                score = totals[first] + totals[second]
            if self.visible_banners and self.first_banner == side:
                score += 1
            per_side.append(score)
        return [per_side[self.side(seat)] for seat in range(self.players)]

    def _resolved(self, events: list[Event]) -> list[Event]:
        """The card is played and its power settled: on to ``after``, or to scoring (P25)."""
        self.phase = AFTER
        if not self.cards_to_play():
            self._game_over(events)
        return events

    # --- the end (P25-P27) ----------------------------------------------------------------------

    def _game_over(self, events: list[Event]) -> None:
        self.final = self.current_scores()
        totals = self.faction_totals()
        events.append(Event("game_over", None, {
            "banners": [banner_text(self.banners[self.side(s)]) for s in range(self.players)],
            "totals": dict(zip(FACTIONS, totals, strict=True)),
            "scores": list(self.final)}))
        self._settle(list(range(self.sides)), events)

    def _settle(self, sides: list[int], events: list[Event]) -> None:
        """P27: a tie for first among ``sides`` with Bourses left opens a round of secret picks."""
        final = self.final
        assert final is not None
        best = max(final[side] for side in sides)
        tied = [side for side in sides if final[side] == best]
        if len(tied) > 1 and self.bourse_cells():
            self.tied = [seat for seat in range(self.players) if self.side(seat) in tied]
            self.picks = [EMPTY] * self.players
            self.tiebreak_round += 1
            self.phase = TIEBREAK
            self.current = self.tied[0]
            events.append(Event("tiebreak", None, {"seats": self.tied[:],
                                                   "round": self.tiebreak_round}))
            return
        self.phase = OVER
        winners = self.winners()
        shared = len({self.side(seat) for seat in winners}) > 1
        events.append(Event("winners", None, {"seats": winners, "scores": list(final),
                                              "shared": shared}))

    def _refuse_pick(self, action: Pick) -> tuple[str, str] | None:
        if self.phase != TIEBREAK:
            return "choosing a Bourse only happens in a tie-break for first place", "P27"
        name = CELL_NAMES[action.cell]
        card = self.board[action.cell]
        if card == EMPTY:
            return f"{name} is empty: choose a Bourse card", "P27"
        if card == PIGGY:
            return "the Piggy cannot be chosen: choose a Faction card's Bourse", "P27"
        if self.up[card]:
            return f"{name} already shows its Warrior face: choose a Bourse", "P27"
        return None

    def _apply_pick(self, action: Pick) -> list[Event]:
        self.picks[self.current] = action.cell
        events = [Event("pick", self.current, {})]
        waiting = [seat for seat in self.tied if self.picks[seat] == EMPTY]
        if waiting:
            self.current = waiting[0]
            return events
        chosen = sorted({self.picks[seat] for seat in self.tied})
        events.append(Event("reveal", None, {"picks": [
            CELL_NAMES[cell] if cell != EMPTY else None for cell in self.picks]}))
        for cell in chosen:
            card = self.board[cell]
            self.up[card] = True
            self.known[card] = self.everyone
            self.unveil(card)
            events.append(Event("flip", None, {"cell": CELL_NAMES[cell], "card": CARD_IDS[card],
                                               "face": "warrior", "by": "tie-break"}))
        scores = self.current_scores()
        assert self.final is not None
        for seat in self.tied:
            self.final[seat] = scores[seat]
        self._settle(sorted({self.side(seat) for seat in self.tied}), events)
        return events
