"""A review in the player's words: a costly decision as one sentence, what the review rests
on, and RÖK's throws and missed pairs, with cards and runes named as the table names them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.review.turns import Decision
from game.review.whole import Review
from scenes.kit.i18n import Translator
from scenes.kit.pieces import rok_words
from scenes.table.hint_words import NAMERS

Tr = Translator
Words = Mapping[str, str]  # Totem's powers by their colours' words (Palette.power_words)


def percent(chance: float) -> int:
    return round(100 * chance)


def move_words(tr: Tr, game: str, form: str, words: tuple[str, dict[str, Any]],
               names: Sequence[str], colours: Words) -> str:
    """A move as the review says it: ``form`` ``did`` ("attacked slot 3 with R9") or
    ``instead`` ("defending slot 2 with B4")."""
    reason, params = words
    named = NAMERS[game](dict(params), tr, names, colours)
    return tr(f"{game}.review.{form}.{reason}", **named)


def costly_sentence(tr: Tr, game: str, decision: Decision, names: Sequence[str],
                    colours: Words, revealed: bool = True) -> str:
    """"Turn 7: you attacked slot 3 with your 9; defending slot 2 with it kept a 61 % chance
    instead of 38 %." — the chances re-measured before the decision was named. Until it is
    ``revealed`` the better move is not named: the player finds it first (Retry)."""
    played, best = decision.checked[:2] if decision.checked is not None else (
        decision.chance_played, decision.chance_best)
    if not revealed:
        return tr("review.costly_hidden", turn=decision.turn,
                  did=move_words(tr, game, "did", decision.words_played, names, colours),
                  best=percent(best), played=percent(played))
    return tr("review.costly", turn=decision.turn,
              did=move_words(tr, game, "did", decision.words_played, names, colours),
              instead=move_words(tr, game, "instead", decision.words_best, names, colours),
              best=percent(best), played=percent(played))


def honesty(tr: Tr, review: Review) -> str:
    """What a review of decisions rests on: it is an estimate, and from how many samples."""
    return tr("review.honesty", iterations=tr.number(review.budget.iterations),
              samples=review.budget.samples, check=review.budget.check_samples)


def summary(tr: Tr, decisions: Sequence[Decision]) -> list[str]:
    """How many decisions, how many were the best found, the chance given away in all."""
    kept = sum(1 for d in decisions if d.cost == 0)
    lost = sum(percent(d.cost) for d in decisions)
    return [tr("review.decisions", count=len(decisions)), tr("review.kept_best", count=kept),
            tr("review.lost", lost=lost)]


def seconds(tr: Tr, value: float) -> str:
    """Hundredths, as the table stamps grabs: a pair free 2.48 s against a median of 2.45 s
    must not read "2.5 s against 2.5 s"."""
    return tr.decimal(value, 2)


def taker(tr: Tr, entry: Mapping[str, Any], names: Sequence[str]) -> str:
    """Who took a contested pair and when ("Léa, 1.2 s"), or that nobody did."""
    if entry["by"] is None:
        return tr("review.left")
    name = names[entry["by"]]
    if entry["at"] is None:
        return tr("review.taken_untimed", name=name)
    return tr("review.taken", name=name, time=seconds(tr, entry["at"]))


def missed_sentence(tr: Tr, miss: Mapping[str, Any], median: float,
                    names: Sequence[str]) -> str:
    pair = rok_words.rune_name(tr, f"{miss['pair']}a")
    return tr("review.missed_row", no=miss["no"], pair=pair,
              time=seconds(tr, miss.get("idle", miss["free"])), median=seconds(tr, median),
              name=names[miss["by"]])
