"""The illustrated rules: F1 at a table opens the section of its phase, every section renders in
both languages with every glyph, the pictures come from the art code, and what the booklet's
examples claim is what the core decides."""

import json
import random
from pathlib import Path

import pygame
import pytest

from game.saves import BOT, HUMAN
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GAMES
from scenes.frame.payloads import RulesPayload
from scenes.frame.rules_sections import PHASE_SECTIONS, SECTIONS, section_for, section_ids
from scenes.kit.i18n import SUPPORTED
from scenes.kit.safetext import GuardedFont
from scenes.shell.rules import pictures_pook, pictures_rok, pictures_totem
from scenes.shell.rules.kit import Kit
from scenes.shell.rules.page import compose, pictures_of
from scenes.shell.rules_scene import (
    KEPT_PAGES,
    LIST_WIDTH,
    PAGE_RECT,
    SECTION_FONT,
    RulesScene,
)
from tests.scenes.conftest import FAST, start_table

ROOT = Path(__file__).resolve().parents[2]
RULE_IDS = {game: set() for game in SECTIONS}


def words(game, language):
    return json.loads((ROOT / "assets" / "rules" / f"{game}.{language}.json").read_text("utf-8"))


def press(app, key):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
    app.frame(FAST)


def f1_section(app):
    """Post F1 to the table on top; the section the rules open at (they are closed again)."""
    table = app.stack.top
    press(app, pygame.K_F1)
    rules = app.stack.top
    assert isinstance(rules, RulesScene), type(rules).__name__
    assert rules.game == table.game_id
    section = rules.section
    press(app, pygame.K_ESCAPE)
    assert app.stack.top is table
    return section


# --- F1 at a table ------------------------------------------------------------------------------

def play_until_seen(app, table, wanted, prefer=lambda legal: legal, frames=6000):
    """Play the human seat at random (``prefer`` narrows the choice) and press F1 once in each
    phase of ``wanted``; returns {phase: section opened}."""
    rng, seen = random.Random(2), {}
    for _ in range(frames):
        if table.my_turn and not table.board.moving:
            phase = table.view["phase"]
            if phase in wanted and phase not in seen:
                seen[phase] = f1_section(app)
            if set(seen) == set(wanted):
                break
            table.act(rng.choice(prefer(table.legal)))
        if table.session.is_terminal():
            break
        app.frame(FAST)
    return seen


def test_f1_opens_pook_rules_at_the_section_of_the_phase(fast_app):
    table = start_table(fast_app, table_scene("pook"), "pook", (HUMAN, BOT))
    wanted = {"start": "turn", "power": "powers", "after": "piggy"}

    def warriors_with_powers(legal):  # Mages, Orcs and Vikings as Warriors: power phases come
        found = [a for a in legal if a.startswith("play") and " W " in a and a[5] in "MOV"]
        return found or legal

    assert play_until_seen(fast_app, table, wanted, warriors_with_powers) == wanted


def test_f1_opens_totem_rules_at_the_section_of_the_phase(fast_app):
    table = start_table(fast_app, table_scene("totem"), "totem", (HUMAN, BOT))
    wanted = {"setup": "setup", "turn": "turn", "follow": "attack"}

    def attacks(legal):  # attacking first makes a second attack (the follow phase) likely
        return [a for a in legal if a.startswith("attack")] or legal

    assert play_until_seen(fast_app, table, wanted, attacks) == wanted


def test_f1_opens_rok_rules_at_throw_grab_the_check_and_slides(fast_app):
    from game.rok import from_json
    from tests.scenes.test_rok_scene import grab_ready, slide_state, start

    table = start(fast_app, (HUMAN, BOT))
    assert table.view["phase"] == "throw" and f1_section(fast_app) == "throw"
    fast_app.stack.pop()
    fast_app.stack.apply_pending()
    table = grab_ready(fast_app, (HUMAN, BOT), seed=11)
    assert f1_section(fast_app) == "grab"
    press(fast_app, pygame.K_RETURN)  # Done: the check is shown step by step
    assert table.stepping and table.step_kind == "grabbing_ends"
    assert f1_section(fast_app) == "pairs"
    steps = {}
    for _ in range(300):
        if not table.stepping:
            break
        if table.step_left > 0 and table.step_kind not in steps:
            steps[table.step_kind] = f1_section(fast_app)
        fast_app.frame(FAST)
    assert steps and all(section == section_for("rok", kind) for kind, section in steps.items())
    fast_app.stack.pop()
    fast_app.stack.apply_pending()
    table = start(fast_app, (HUMAN, HUMAN, HUMAN))
    table.session.match.state = from_json(slide_state(3).to_json())  # a slide-off to test from
    table.refresh(snap=True)
    assert table.view["phase"] == "slide" and f1_section(fast_app) == "slides"


def test_the_pause_in_a_game_opens_the_rules_at_the_phase_too(fast_app):
    table = start_table(fast_app, table_scene("totem"), "totem", (HUMAN, BOT))
    press(fast_app, pygame.K_ESCAPE)
    pause = fast_app.stack.top
    pause.open_rules()
    fast_app.frame(FAST)
    assert isinstance(fast_app.stack.top, RulesScene)
    assert fast_app.stack.top.section == "setup" == section_for("totem", table.view["phase"])


def test_every_phase_of_every_core_has_a_section():
    from game.pook.position import PHASES as POOK_PHASES
    from game.totem.phases import PHASES as TOTEM_PHASES

    rok_phases = ("throw", "grab", "slide", "order", "over")
    for game, phases in (("pook", POOK_PHASES), ("totem", TOTEM_PHASES), ("rok", rok_phases)):
        assert set(phases) <= set(PHASE_SECTIONS[game]), game
        assert set(PHASE_SECTIONS[game].values()) <= set(section_ids(game)), game
    assert section_for("rok", "not a phase") == "runes" and section_for("pook", None) == "cards"


def game_info(game):
    from scenes.frame.catalogue import game_info as info

    return info(game)


# --- every section, both languages ---------------------------------------------------------------

def missing_glyphs(font, text, cache):
    """Characters of ``text`` the font draws as .notdef (compared with a code point no font
    has: pygame-ce renders a missing glyph silently)."""
    nothing = pygame.image.tobytes(font.render("\U0010FFFD", True, (255, 255, 255)), "RGBA")
    found = set()
    for char in set(text) - {"\n"}:
        key = (id(font), char)
        if key not in cache:
            image = font.render(char, True, (255, 255, 255))
            cache[key] = pygame.image.tobytes(image, "RGBA") == nothing
        if cache[key]:
            found.add(char)
    return found


@pytest.mark.parametrize("language", SUPPORTED)
def test_every_section_is_written_and_drawn_in_both_languages(fast_app, language):
    fonts = [fast_app.ctx.assets.font(19), fast_app.ctx.assets.font(19, bold=True)]
    cache = {}
    for info in GAMES:
        data = words(info.id, language)
        assert set(data["sections"]) == set(section_ids(info.id))
        kit = Kit(fast_app.ctx.assets, fast_app.ctx.palette, data["labels"])
        texts = list(data["labels"].values())
        for section in SECTIONS[info.id]:
            entry = data["sections"][section.id]
            assert entry["title"] and len(entry["text"]) > 80
            assert set(entry["captions"]) == set(section.pictures), section.id
            texts += [entry["title"], entry["text"], *entry["captions"].values(), *section.rules]
            page = compose(kit, info.id, section, entry, PAGE_RECT.size)
            assert page.overflow == 0, (info.id, section.id, language, page.overflow)
            width = fast_app.ctx.assets.font(SECTION_FONT).size(entry["title"])[0]
            assert width <= LIST_WIDTH - 24, f"{entry['title']!r} does not fit its button"
        for font in fonts:
            assert not missing_glyphs(font, "".join(texts), cache), (info.id, language)
        if language == "fr":
            for text in texts:
                for mark in ":;!?»":
                    assert f" {mark}" not in text, f"no-break space before {mark}: {text!r}"


def test_every_rule_id_of_each_game_has_a_section():
    """The sections tag exactly the rules of docs/rules/<game>.md (the project's reference)."""
    rules_dir = ROOT / "docs" / "rules"
    for info in GAMES:
        spec = (rules_dir / f"{info.id}.md").read_text("utf-8")
        import re

        ids = set(re.findall(r"^- ([PRT]\d\d) ", spec, re.M))
        tagged = {rule for section in SECTIONS[info.id] for rule in section.rules}
        assert ids and ids == tagged, sorted(ids ^ tagged)


# --- the pictures come from the art code ----------------------------------------------------------

def test_pictures_are_drawn_by_the_tables_art_never_loaded(fast_app, monkeypatch):
    from scenes.kit.pieces.pook_art import PookArt
    from scenes.kit.pieces.rok_art import RuneArt
    from scenes.kit.pieces.totem_art import TotemArt

    calls = {"pook": 0, "totem": 0, "rok": 0}

    def counting(cls, name, game):
        original = getattr(cls, name)

        def wrapper(self, *args, **kwargs):
            calls[game] += 1
            return original(self, *args, **kwargs)
        monkeypatch.setattr(cls, name, wrapper)

    counting(PookArt, "card", "pook")
    counting(PookArt, "banner", "pook")
    counting(TotemArt, "card", "totem")
    counting(RuneArt, "stone", "rok")

    def no_files(*args, **kwargs):
        raise AssertionError("a rules picture was loaded from a file")
    monkeypatch.setattr(pygame.image, "load", no_files)
    for info in GAMES:
        kit = Kit(fast_app.ctx.assets, fast_app.ctx.palette, words(info.id, "en")["labels"])
        for section in SECTIONS[info.id]:
            before = calls[info.id]
            for name in section.pictures:
                assert pictures_of(info.id)[name](kit).get_width() > 20
            assert calls[info.id] > before, (info.id, section.id)
    assert not [p for p in (ROOT / "assets" / "rules").iterdir() if p.suffix != ".json"]


# --- paging, memory, the menu ---------------------------------------------------------------------

def open_rules(app, payload):
    app.stack.push(RulesScene, payload)
    app.stack.apply_pending()
    app.frame(FAST)
    return app.stack.top


def test_pages_turn_by_keys_wheel_and_buttons_and_are_freed_on_leaving(fast_app):
    from scenes.app.smoke import Probe

    rules = open_rules(fast_app, RulesPayload("rok", "theft"))
    ids = section_ids("rok")
    assert rules.section == "theft" and rules.page is not None
    press(fast_app, pygame.K_RIGHT)
    assert rules.section == ids[ids.index("theft") + 1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    fast_app.frame(FAST)
    assert rules.section == "theft"
    press(fast_app, pygame.K_END)
    assert rules.section == ids[-1]
    press(fast_app, pygame.K_PAGEDOWN)
    assert rules.section == ids[-1]  # the last page stays the last
    press(fast_app, pygame.K_HOME)
    assert rules.section == ids[0]
    for _ in Probe(fast_app).click("#rules_next"):
        fast_app.frame(FAST)
    assert rules.section == ids[1]
    for _ in Probe(fast_app).click("#rules_section_end"):
        fast_app.frame(FAST)
    assert rules.section == "end"
    assert len(rules.pages) <= KEPT_PAGES
    for _ in Probe(fast_app).click("#rules_totem"):
        fast_app.frame(FAST)
    assert rules.game == "totem" and rules.section == section_ids("totem")[0]
    press(fast_app, pygame.K_ESCAPE)
    assert rules.pages == {} and rules.kit is None


def test_draw_changes_nothing(fast_app):
    rules = open_rules(fast_app, RulesPayload("pook", "end"))
    before = (rules.section, list(rules.pages), rules.page.surface.get_at((300, 300)))
    surface = pygame.Surface((1280, 800))
    rules.draw(surface)
    rules.draw(surface)
    assert (rules.section, list(rules.pages), rules.page.surface.get_at((300, 300))) == before


def test_pointing_at_a_page_s_rule_tags_says_they_are_the_rules_numbers(bilingual_app,
                                                                       monkeypatch):
    app = bilingual_app
    rules = open_rules(app, RulesPayload("pook", "level"))
    drawn, render = [], GuardedFont.render
    monkeypatch.setattr(GuardedFont, "render", lambda font, text, *args, **kwargs:
                        drawn.append(text) or render(font, text, *args, **kwargs))
    tags = next(r for r in rules.regions() if r.name == "level:tags")
    words = app.ctx.tr("rules.tags_tip")
    assert "P12" not in words and ("numbers" in words or "numéros" in words)
    for pos, shown in ((pygame.Rect(tags.box).center, True), (rules.page_rect.center, False)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                             buttons=(0, 0, 0)))
        app.frame(FAST)
        assert (rules.tip is not None) == shown
    drawn.clear()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pygame.Rect(tags.box).center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.frame(FAST)
    assert words in " ".join(drawn)  # its lines, whole
    _, where = rules.tip
    assert rules.page_rect.contains(where) and not where.colliderect(tags.box)


def test_each_menu_tile_has_a_rules_button(fast_app):
    from scenes.app.smoke import Probe

    fast_app.frame(FAST)
    for info in GAMES:
        for _ in Probe(fast_app).click(f"#tile_rules_{info.id}"):
            fast_app.frame(FAST)
        top = fast_app.stack.top
        assert isinstance(top, RulesScene) and top.game == info.id
        press(fast_app, pygame.K_ESCAPE)
        assert type(fast_app.stack.top).__name__ == "MenuScene"


def test_back_clicked_and_esc_pressed_in_one_frame_leave_the_rules_only(fast_app):
    """Both ask the Rules to leave in the same frame (a quick hand, or a loop that wakes to
    both): the menu stays and the app goes on (the soak once saw the app end here)."""
    from scenes.app.smoke import Probe

    fast_app.frame(FAST)
    probe = Probe(fast_app)
    for _ in probe.click("#tile_rules_pook"):
        fast_app.frame(FAST)
    back = probe.find("#back").rect.center
    probe.move(back)
    fast_app.frame(FAST)
    probe.press(pygame.MOUSEBUTTONDOWN, back)
    fast_app.frame(FAST)
    probe.press(pygame.MOUSEBUTTONUP, back)  # (the button's press reaches the next frame)
    fast_app.frame(FAST)
    press(fast_app, pygame.K_ESCAPE)  # (Esc in that same next frame)
    fast_app.frame(FAST)
    assert fast_app.running
    assert [type(scene).__name__ for scene in fast_app.stack.scenes] == ["MenuScene"]


# --- the booklets' examples, as the core decides them ---------------------------------------------

def test_pook_turn_example_marks_what_the_core_allows():
    from tests.game.pook.helpers import position, texts

    state = position(pictures_pook.TURN_TABLE, top_left=pictures_pook.TURN_TOP_LEFT,
                     hands={0: list(pictures_pook.TURN_HAND)})
    for cell, (_letter, allowed, rule) in pictures_pook.TURN_MARKS.items():
        refusal = state.refusal(next(a for a in _plays(state, cell)))
        assert (refusal is None) == allowed, cell
        if not allowed:
            assert refusal.rule == rule, (cell, refusal)
    target = pictures_pook.LEVEL_TARGET
    assert state.bourses_in_line(_cell(target)) == len(pictures_pook.LEVEL_COUNTED)
    assert all(state.is_bourse(state.board[_cell(c)]) for c in pictures_pook.LEVEL_COUNTED)
    assert f"play O2a W {target}" in texts(state) and f"play O3a W {target}" not in texts(state)
    state.play(f"play O2a W {target}")
    targets = {cell for cell, ok in pictures_pook.ORC_TARGETS.items() if ok}
    assert texts(state) == {f"power {c}" for c in targets} | {"skip"}
    refused = next(cell for cell, ok in pictures_pook.ORC_TARGETS.items() if not ok)
    assert state.refusal(_power(state, refused)).rule == "P20"


def test_pook_piggy_example_swaps_past_a_knight_and_may_not_be_undone():
    from tests.game.pook.helpers import position, refused

    state = position(pictures_pook.TURN_TABLE, top_left=pictures_pook.TURN_TOP_LEFT,
                     hands={0: list(pictures_pook.TURN_HAND)})
    piggy, other = pictures_pook.PIGGY_SWAP
    assert _cell(other) in state.protected_cells()  # the Knight protects the Mage (P17)
    state.play(f"swap {other}")
    state.play("play O2a B F4")
    state.play("end")
    refused(state, f"swap {piggy}", "P16")


def test_pook_end_example_banner_scores_17():
    from game.pook.cards import BANNER_INDEX
    from tests.game.pook.helpers import grid_of, position

    grid = pictures_pook.END_TABLE.replace("v3b", ".")
    state = position(grid, hands={0: ["V3b"]}, banners=["KM", "OV", "KO", "MV"])
    state.play("play V3b B G7")
    assert state.is_terminal() and grid_of(state).split() == pictures_pook.END_TABLE.split()
    assert pictures_pook.END_BANNER == "KM" and state.banners[0] == BANNER_INDEX["KM"]
    assert state.scores()[0] == sum(pictures_pook.END_SUM) == 17
    visible = sorted(int(t[1]) for t in pictures_pook.cells_of(pictures_pook.END_TABLE, "C3")
                     .values() if t[0] in "KM")
    assert visible == sorted(pictures_pook.END_SUM)


def _cell(name):
    from game.pook.cards import parse_cell

    return parse_cell(name)


def _plays(state, cell):
    from game.pook import parse_action

    yield parse_action(state, f"play O2a W {cell}")


def _power(state, cell):
    from game.pook import parse_action

    return parse_action(state, f"power {cell}")


def totem_attack(example, face_down=None):
    """The position before ``example`` (attackers in hand, the defender in slot 1) and the
    events of the attack."""
    from tests.game.totem.positions import position

    attackers, defender, down, _succeeds = example
    mine = ("B13", "G13", "Y13", "R12")
    if face_down is None:
        face_down = down
    spent = "/" if int(defender[1:]) <= 9 else ""  # a revealed power was used (T19)
    slot = defender if face_down else f"{defender}^{spent}"
    state = position((list(attackers), []), (mine, (slot, "B11", "G10", "Y10")))
    return state, state.play(f"attack {'+'.join(attackers)} 1")


@pytest.mark.parametrize("example", [pictures_totem.ATTACK_WIN, pictures_totem.ATTACK_FAIL,
                                     pictures_totem.SWORD_COMBO, pictures_totem.SHIELD_FIRST,
                                     pictures_totem.SHIELD_LATER])
def test_totem_attacks_end_as_the_pictures_show(example):
    state, events = totem_attack(example)
    kinds = [e.kind for e in events]
    assert ("attack_succeeded" in kinds) == example[3], kinds
    if example is pictures_totem.ATTACK_FAIL:
        assert state.view(0)["zones"][1][0] == {"card": "Y8", "revealed": True, "spent": True}
    if example is pictures_totem.SHIELD_FIRST:
        failed = next(e for e in events if e.kind == "attack_failed")
        assert failed.data["reason"] == "shield"
    if example is pictures_totem.SWORD_COMBO:
        assert next(e for e in events if e.kind == "attack").data["value"] == 10


def test_totem_a_revealed_defender_refuses_lower_attacks():
    from tests.game.totem.positions import position

    for face, allowed in pictures_totem.REVEALED_TRIES.items():
        state = position(([face], []), (("B13", "G13", "Y13", "R12"),
                                        (f"{pictures_totem.REVEALED}^/", "B11", "G10", "G11")))
        assert (f"attack {face} 1" in [str(a) for a in state.legal_actions()]) == allowed


FAR_PAIR = {"b8a": (20, 20, True), "b8b": (22, 22, True)}  # a pair left on the table (R13)


def test_rok_false_pair_and_theft_examples_as_the_core_decides():
    from tests.game.rok.helpers import play_all, position

    state = position(3, balance=["b1a", "g2a", "w1a"],
                     hoards=[list(pictures_rok.FALSE_PENALTY), [], []],
                     table={pictures_rok.FALSE_PAIR[0]: (9, 0, True),
                            pictures_rok.FALSE_PAIR[1]: (0, 9, True), **FAR_PAIR})
    events = play_all(state, *(f"grab 0 {r}" for r in pictures_rok.FALSE_PAIR), "done")
    false_pair = next(e for e in events if e.kind == "false_pair")
    assert false_pair.data["penalty"] == list(pictures_rok.FALSE_PENALTY)
    state = position(3, balance=["b1a", pictures_rok.THEFT_BALANCE, "w3a"],
                     hoards=[[], list(pictures_rok.THEFT_HOARD), []],
                     table={pictures_rok.THEFT_TWIN: (4, 4, True)})
    theft = next(e for e in state.play(f"grab 0 {pictures_rok.THEFT_TWIN}") if e.kind == "theft")
    taken = [r for r in pictures_rok.THEFT_HOARD if r[0] == pictures_rok.THEFT_BALANCE[0]]
    assert theft.data["stolen"] == taken and theft.data["victim"] == 1
    assert state.hoards[1] == [r for r in pictures_rok.THEFT_HOARD if r not in taken]
    closest = min(pictures_rok.NEW_BALANCE, key=lambda r: sum(c * c for c in
                                                              pictures_rok.NEW_BALANCE[r]))
    state = position(3, balance=["b1a", "g2a", None],
                     table={**FAR_PAIR, **{rune: (*spot, True) for rune, spot in
                                           pictures_rok.NEW_BALANCE.items()}})
    events = state.play("done")
    replaced = next(e for e in events if e.kind == "balance_replaced")
    assert replaced.data["rune"] == closest and replaced.seat == 2
