"""A hint in the player's words: the reason of :mod:`game.hints` with its cards named as
the table names them (each game's ``words`` module), in the current language."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.hints import Hint
from scenes.kit.pieces import pook_words as pook_words
from scenes.kit.pieces import rok_words as rok_words
from scenes.kit.pieces import totem_words as totem_words

Tr = Callable[..., str]
Words = Mapping[str, str]  # a Totem power -> its colour's word (Palette.power_words)


def pook(params: dict[str, Any], tr: Tr, names: Sequence[str], words: Words) -> dict[str, Any]:
    if "card" in params:
        params["card"] = pook_words.card_name(tr, params["card"])
    if "banner" in params:
        params["banner"] = pook_words.banner_name(tr, params["banner"])
    return params


def totem(params: dict[str, Any], tr: Tr, names: Sequence[str],
          words: Words) -> dict[str, Any]:
    if "cards" in params:
        params["cards"] = totem_words.cards_name(tr, params["cards"], words)
    for key in ("card", "defender"):
        if key in params:
            params[key] = totem_words.card_name(tr, params[key], words)
    if "owner" in params:  # whose slot: the opponent's name
        params["owner"] = names[params["owner"]]
    return params


def rok(params: dict[str, Any], tr: Tr, names: Sequence[str], words: Words) -> dict[str, Any]:
    if "rune" in params:
        params["rune"] = rok_words.rune_name(tr, params["rune"])
    if "seat" in params:
        params["seat"] = names[params["seat"]]
    if "order" in params:  # the order as its button says it
        thefts = [(int(t), int(v)) for t, v in
                  (pair.split(">") for pair in params["order"].split()[1].split(","))]
        params["order"] = rok_words.order_label(tr, names, thefts)
    return params


NAMERS = {"pook": pook, "totem": totem, "rok": rok}


def sentence(game: str, hint: Hint, tr: Tr, names: Sequence[str], words: Words) -> str:
    """The hint as one sentence, e.g. "Play Orc 2 face up on E4: its faction counts…";
    ``words`` names Totem's suits as the palette draws them."""
    params = NAMERS[game](dict(hint.params), tr, names, words)
    return tr(f"{game}.hint.{hint.reason}", **params)
