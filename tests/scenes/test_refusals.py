"""Refusals speak the players' words: every rule the cores refuse with has its sentence in
both languages, naming cards as the table shows them, with the rule's ID as a tag and never
the notation (card codes, action names, seat numbers); and the notices that carry them never
cover a name, a plate or the log's title."""

import ast
import importlib
import itertools
import random
import re
from pathlib import Path

import pytest

from game.core import IllegalAction, MalformedAction, Rng
from game.saves import BOT, HUMAN, Seat
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GameSetup
from scenes.kit.palette import COLOURBLIND, STANDARD
from scenes.kit.regions import overlap
from scenes.kit.textlayout import wrap
from scenes.table.log_panel import LOG_RECT, TOP
from tests.scenes.conftest import FAST, table_of
from tests.scenes.test_layout import LONG_NAMES

NOTATION = [
    r"\bseat \d", r"'\w+'", r"\b(attack|defend|exchange|discard|trim|eye|setup|grab|play|"
    r"swap|power|pick|banner|order|slide) ([A-Z]{1,2}\d|\d|[a-z]\d|[KMOV]{2}\b)",  # notation
    r"%\{", r"\((setup|pick CELL)\)", r"\([PRT]\d\d\)",  # placeholders left, the ID in words
]
CODES = {"totem": r"\b[RBGY]\d{1,2}\b",  # B9 (Pook's cells, C4, are on the table: they stay)
         "pook": r"\b[KMOV][1-6][a-d]\b",  # O2a
         "rok": r"\b[bgw][1-8]\b"}  # w4


def attempts(game, players, seed):
    """(state, refusal) pairs: texts legal somewhere in a random game, tried everywhere."""
    module = importlib.import_module(f"game.{game}")
    state, rng = module.new_game(players, seed), Rng(seed)
    seen, states = set(), []
    while not state.is_terminal() and len(states) < 400:
        seen.update(str(a) for a in state.legal_actions())
        states.append(state.clone())
        state.play(module.random_action(state, rng))
    states.append(state)
    pick = random.Random(seed)
    pool = sorted(seen)
    for position in states[::max(1, len(states) // 40)]:
        for text in pick.sample(pool, min(40, len(pool))):
            try:
                position.clone().play(text)
            except IllegalAction as refusal:
                yield position, refusal
            except MalformedAction:
                continue


@pytest.mark.parametrize(("game", "players", "least"), [("totem", 2, 6), ("pook", 3, 7),
                                                         ("rok", 3, 2)])
def test_every_refusal_is_in_words_in_both_languages_and_palettes(fast_app, game, players,
                                                                   least):
    seats = (Seat("Ana", HUMAN, None), *(Seat(f"B{i}", BOT, "random") for i in range(1, players)))
    fast_app.stack.push(table_scene(game), GameSetup(game, seats, 3, {}))
    fast_app.stack.apply_pending()
    table = table_of(fast_app)
    rules, generic = set(), fast_app.ctx.tr("table.refused")
    for state, refusal in attempts(game, players, 11):
        rules.add(refusal.rule)
        table.view = state.view(state.current_player if state.current_player is not None else 0)
        for language in ("en", "fr"):
            fast_app.ctx.tr.set_language(language)
            for palette in (STANDARD, COLOURBLIND):
                fast_app.ctx.settings = fast_app.ctx.settings.with_changes(
                    colourblind=palette is COLOURBLIND)
                text = table.telling.refusal_text(refusal)
                assert text and text != generic and text[0] == text[0].upper(), (refusal, text)
                for pattern in [*NOTATION, CODES[game]]:
                    assert not re.search(pattern, text), (refusal, text, pattern)
                if palette is COLOURBLIND:
                    assert not re.search(r"\b(red|rouge)\b", text), text
        fast_app.ctx.tr.set_language("en")
    assert len(rules) >= least, rules


def refused_rules(game):
    """The rule IDs a core refuses with: ``IllegalAction(..., "R13")`` calls and the
    ``(reason, "T13")`` pairs its refusal checks return (event data's rules are not refusals)."""
    rule = re.compile(r"^(O\d|[PRT]\d\d)$")
    found = set()
    for path in (Path(__file__).resolve().parents[2] / "game" / game).glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            last = None
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "IllegalAction":
                last = node.args[-1] if len(node.args) == 3 else None
            elif isinstance(node, ast.Tuple) and len(node.elts) == 2 and isinstance(
                    node.elts[0], (ast.Constant, ast.JoinedStr, ast.BinOp)):
                last = node.elts[1]
            if isinstance(last, ast.Constant) and rule.match(str(last.value)):
                found.add(last.value)
    return found


@pytest.mark.parametrize("game", ["pook", "rok", "totem"])
def test_every_rule_a_core_refuses_with_has_its_sentence(game):
    from tests.scenes.test_i18n import keys

    rules = refused_rules(game)
    assert len(rules) >= 5, rules  # the scan found the core's refusals
    for language in ("en", "fr"):
        missing = {r for r in rules if f"refusal.{r}" not in keys(language, game)}
        assert missing == set(), (language, missing)


def test_a_totem_refusal_names_the_cards_as_drawn(fast_app):
    from scenes.games.totem.scene import TotemScene

    fast_app.stack.push(TotemScene, GameSetup("totem", (Seat("Ana"), Seat("Bo", BOT, "random")),
                                              3, {}))
    fast_app.stack.apply_pending()
    table = table_of(fast_app)
    seen = {"seat": 0, "zones": [[None] * 4, [
        {"card": "B9", "revealed": True, "spent": True}, None, None, None]]}
    refusal = IllegalAction("attack R3+Y2 1", "the revealed B9 ...", "T13")

    def words():
        view, table.view = table.view, seen
        try:
            return table.telling.refusal_text(refusal)
        finally:
            table.view = view

    assert words() == (
        "The revealed blue 9 can only be attacked with 9 or more: red 3 + yellow 2 make 5")
    fast_app.ctx.change_settings(colourblind=True)
    assert "orange 3 + yellow 2" in words()
    fast_app.ctx.change_settings(language="fr")
    assert words().startswith("Le 9 bleu révélé ne s'attaque qu'avec 9")


def test_a_setup_refusal_says_what_to_do(fast_app):
    from scenes.games.totem.scene import TotemScene

    fast_app.stack.push(TotemScene, GameSetup("totem", (Seat("Ana"), Seat("Bo", BOT, "random")),
                                              3, {}))
    fast_app.stack.apply_pending()
    table = table_of(fast_app)
    face = table.view["hand"][0]
    table.drop((face,), ("enemy", 2), (400, 200))  # onto an enemy slot during setup
    notice = fast_app.ctx.notices.items[-1]
    assert notice.tag == "T05" and "drag them onto your own slots" in notice.text


FORBIDDEN = re.compile(r"^(name:\d|own_name|status)$")


def covered(table, notices_boxes):
    """What the notices would cover that must stay in view."""
    keep = [r for r in table.regions() if r.kind == "plate" or FORBIDDEN.match(r.name)]
    title = (LOG_RECT.x, LOG_RECT.y, LOG_RECT.w, TOP)
    found = []
    for box in notices_boxes:
        xywh = (box.x, box.y, box.w, box.h)
        found += [r.name for r in keep if overlap(xywh, r.box)]
        if overlap(xywh, title) or box.right > LOG_RECT.left:
            found.append("the log")
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("game", "players"), [("totem", 2), ("pook", 2), ("pook", 3),
                                               ("pook", 4), ("rok", 2), ("rok", 3), ("rok", 4),
                                               ("rok", 5)])
def test_notices_never_cover_names_plates_or_the_log_title(fast_app, language, game, players):
    fast_app.ctx.change_settings(language=language)
    seats = tuple(Seat(LONG_NAMES[i], HUMAN if i == 0 else BOT, None if i == 0 else "random")
                  for i in range(players))
    fast_app.stack.push(table_scene(game), GameSetup(game, seats, 3, {}))
    fast_app.stack.apply_pending()
    table = table_of(fast_app)
    for _ in range(30):
        fast_app.frame(FAST)
    notices = fast_app.ctx.notices
    told = table.telling.refusal_text
    longest = max((told(refusal) for _, refusal in attempts(game, players, 11)),
                  key=len)  # the longest refusal the core gives here, in the table's words
    for rule in ("T13", "P12", "R09"):  # three at once: the newest shows
        notices.add(f"{longest} {rule}", warning=True, tag=rule)
    shown = notices.plates(fast_app.ctx.assets, fast_app.ctx.palette, table.notice_area(),
                           fast_app.ctx.canvas)
    assert shown[-1][0] is notices.items[-1]  # the newest always shows
    placed = [box for _, _, box in shown]
    assert all(a.bottom <= b.top for a, b in itertools.pairwise(placed))  # never overlapping
    assert covered(table, placed) == []
    notices.items.clear()
    endless = " ".join(["A refusal that goes on and on in many words"] * 4)
    notices.add(endless, warning=True, tag="T13", sticky=True)  # past any place: whole,
    (_, plate, box), = notices.plates(fast_app.ctx.assets, fast_app.ctx.palette,  # grown
                                      table.notice_area(), fast_app.ctx.canvas)  # past it
    assert fast_app.ctx.canvas.contains(box) and box.right <= LOG_RECT.left
    font = fast_app.ctx.assets.font(20, fixed=True)
    assert plate.get_height() >= len(wrap(endless, font, box.width - 32)) * font.get_linesize()
