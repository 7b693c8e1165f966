"""RÖK's events as log lines and captions, in the player's language."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core import Event
from game.rok.components import COLOURS, sign_name

Tr = Callable[..., str]


def rune_name(tr: Tr, rune: str) -> str:
    """"white ansuz" / "ansuz blanche"; the Destiny rune by its name."""
    if rune == "D":
        return tr("rok.destiny")
    return tr("rok.rune", sign=sign_name(rune), colour=tr(f"rok.colour.{COLOURS[rune[0]]}"))


def runes_name(tr: Tr, runes: Sequence[str]) -> str:
    return tr("rok.and").join(rune_name(tr, r) for r in runes)


def slide_result(tr: Tr, result: float | str, short: bool = False) -> str:
    """A slide's result in words (``short``: as a cell of the end screen's results)."""
    if result in ("touch", "off"):
        return tr(f"rok.end.{result}" if short else f"rok.slide.{result}")
    return tr("rok.slide.distance", d=f"{float(result):.2f}")


def describe(event: Event, tr: Tr, names: Sequence[str]) -> str | None:
    """One line for ``event`` (None for events the log need not mention)."""
    data, kind = event.data, event.kind
    who = names[event.seat] if event.seat is not None else ""
    if kind == "draw":
        return tr("rok.log.draw", throw=data["throw"], name=who, bag=data["bag"],
                  count=data["bag"])
    if kind == "throw":
        return tr("rok.log.throw", up=len(data["up"]), down=len(data["down"]))
    if kind in ("grab", "balance_pair", "leftover"):
        return tr(f"rok.log.{kind}", name=who, rune=rune_name(tr, data["rune"]))
    if kind == "grabbing_ends":
        reason = "no_pair" if data["reason"] == "no pair left" else "done"
        return tr(f"rok.log.ends_{reason}")
    if kind == "pair":
        return tr("rok.log.pair", name=who, rune=rune_name(tr, data["runes"][0]))
    if kind == "false_pair":
        key = "rok.log.false_pair" if data["penalty"] else "rok.log.false_pair_free"
        return tr(key, name=who, runes=runes_name(tr, data["runes"]))
    if kind == "split_pair":
        first, second = data["seats"]
        return tr("rok.log.split_pair", first=names[first], second=names[second],
                  rune=rune_name(tr, data["runes"][0]))
    if kind == "theft":
        colour, stolen = COLOURS[data["balance"][0]], len(data["stolen"])
        return tr("rok.log.theft" if stolen else "rok.log.theft_balance", name=who,
                  victim=names[data["victim"]], rune=rune_name(tr, data["balance"]),
                  n=stolen, count=stolen,
                  colour=tr(f"rok.colours.{colour}" if stolen > 1 else f"rok.colour.{colour}"))
    if kind == "slide_off":
        who_all = tr("rok.and").join(names[s] for s in data["sliders"])
        if data["purpose"] == "tie":
            return tr("rok.log.slide_off_tie", names=who_all)
        return tr("rok.log.slide_off_order", names=who_all,
                  colour=tr(f"rok.colours.{COLOURS[data['colour']]}"))
    if kind == "slide":
        return tr("rok.log.slide", name=who, result=slide_result(tr, data["result"]))
    if kind == "slide_tie":
        return tr("rok.log.slide_tie", names=tr("rok.and").join(names[s] for s in data["seats"]))
    if kind == "slide_winner":
        return tr("rok.log.slide_winner", name=who)
    if kind == "order":
        return tr("rok.log.order", order=order_words(tr, names, data["thefts"]))
    if kind == "balance_replaced":
        return tr("rok.log.balance_replaced", name=who, rune=rune_name(tr, data["rune"]))
    if kind == "no_balance":
        return tr("rok.log.no_balance", name=who)
    if kind == "face_down_to_bag":
        return tr("rok.log.face_down", n=data["count"])
    if kind == "bag_passes":
        return tr("rok.log.bag_passes", name=who)
    if kind == "game_end":
        return tr("rok.log.game_end", bag=data["bag"])
    if kind == "winner":
        return tr("rok.log.winner", name=who, n=data["score"], count=data["score"])
    return None


def order_words(tr: Tr, names: Sequence[str], thefts: Sequence[Sequence[int]]) -> str:
    """"1. Léa steals from Bob, 2. Zoé steals from Léa"."""
    return ", ".join(f"{i + 1}. " + tr("rok.steals_from", thief=names[t], victim=names[v])
                     for i, (t, v) in enumerate(thefts))


def order_label(tr: Callable[..., str], names: Sequence[str],
                thefts: Sequence[tuple[int, int]]) -> str:
    """The thieves in turn ("Robot, then Zoé"); a thief who steals twice is named with
    each victim ("Léa from Bob, then Léa from Zoé")."""
    thieves = [thief for thief, _ in thefts]
    twice = len(set(thieves)) < len(thieves)
    parts = [str(tr("rok.order.from", thief=names[t], victim=names[v])) if twice else names[t]
             for t, v in thefts]
    return str(tr("rok.order.then")).join(parts)
