"""Refusals and hints stay until dismissed or the next move (scenes.kit.notices): no clock
takes them away, a click on one or Esc does, and so does the move that follows; a hint
rings on the table the cards its move names while its words show."""

import random

import pygame

from game.saves import BOT, HUMAN
from scenes.frame.rules_sections import sections
from scenes.games.pook.scene import PookScene
from scenes.games.totem.scene import TotemScene
from scenes.kit.safetext import GuardedFont
from tests.scenes.conftest import FAST, start_table
from tests.scenes.keyplay import key_turn
from tests.scenes.test_hints_scene import wait_for_turn


def refused(app, table):
    """A move the core refuses (a hand card on a far corner), shown; its notice."""
    card = table.view["hand"][0]
    assert not table.act(f"play {card} W A1")
    (notice,) = [n for n in app.ctx.notices.items if n.sticky]
    return notice


def test_a_new_click_takes_the_last_refusal_away_but_not_a_hint(fast_app):
    table = start_table(fast_app, PookScene, "pook", (HUMAN, BOT))
    wait_for_turn(fast_app, table)
    refused(fast_app, table)
    fast_app.ctx.notices.add("a hint", sticky=True)  # (hints are no warnings)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(600, 700), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(600, 700), button=1))
    fast_app.frame(FAST)
    assert [n.text for n in fast_app.ctx.notices.items if n.sticky] == ["a hint"]


def test_a_refusal_stays_until_a_click_on_it(fast_app):
    table = start_table(fast_app, PookScene, "pook", (HUMAN, BOT))
    wait_for_turn(fast_app, table)
    notice = refused(fast_app, table)
    for _ in range(300):  # half a minute: no clock takes it away
        fast_app.frame(FAST)
    assert any(n is notice for n in fast_app.ctx.notices.items)
    (_, _, box), = fast_app.ctx.notices.plates(fast_app.ctx.assets, fast_app.ctx.palette,
                                               table.notice_area(), fast_app.ctx.canvas)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=box.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=box.center, button=1))
    fast_app.frame(FAST)
    assert not any(n is notice for n in fast_app.ctx.notices.items)
    assert type(fast_app.stack.top).__name__ == "PookScene"  # (the click did nothing else)


def test_esc_still_pauses_and_the_refusal_waits_for_the_game(fast_app):
    table = start_table(fast_app, PookScene, "pook", (HUMAN, BOT))
    wait_for_turn(fast_app, table)
    refused(fast_app, table)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    fast_app.frame(FAST)
    assert type(fast_app.stack.top).__name__ == "PauseOverlay"  # Esc means what it meant
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    fast_app.frame(FAST)
    assert fast_app.stack.top is table and fast_app.ctx.notices.sticky


def test_the_next_move_takes_a_refusal_away_and_a_newer_one_replaces_it(fast_app):
    table = start_table(fast_app, PookScene, "pook", (HUMAN, BOT))
    wait_for_turn(fast_app, table)
    first = refused(fast_app, table)
    card = table.view["hand"][1]
    assert not table.act(f"play {card} B A1")
    sticky = [n for n in fast_app.ctx.notices.items if n.sticky]
    assert len(sticky) == 1 and sticky[0] is not first  # one refusal at a time: the newest
    table.act(next(t for t in table.legal if t.startswith("play")))  # (no person's move:
    assert fast_app.ctx.notices.sticky  # another seat's, or the table's, leaves it)
    table.taking_back.take_back()
    refused(fast_app, table)
    assert key_turn(fast_app, table, random.Random(1))  # the person's next move, by keys
    assert not fast_app.ctx.notices.sticky


def test_a_hint_rings_its_cards_while_its_words_show(fast_app):
    table = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    wait_for_turn(fast_app, table)
    table.hinter.ask()
    for _ in range(100):
        fast_app.frame(FAST)
        if table.hinter.marks() is not None:
            break
    action = table.hinter.marks()
    assert action is not None and action.startswith("setup")
    marks = table.keys.hint_marks(action)
    assert len(marks) == 4  # the four cards the hint sets up
    fast_app.frame(FAST)
    accent = fast_app.ctx.palette.accent
    for rect in marks:
        ring = rect.inflate(13, 13)  # (drawn just outside each card)
        assert tuple(fast_app.screen.canvas.get_at(ring.midtop))[:3] == accent, rect
    for _ in range(200):
        fast_app.frame(FAST)
    assert table.hinter.marks() == action  # still there: no clock
    assert key_turn(fast_app, table, random.Random(2))  # the person's next move, by keys
    assert table.hinter.marks() is None and not fast_app.ctx.notices.sticky


def point(app, pos):
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(FAST)


def test_a_refusal_s_rule_tag_says_what_it_is_when_pointed_at_and_f1_opens_that_rule(
        fast_app, monkeypatch):
    table = start_table(fast_app, PookScene, "pook", (HUMAN, BOT))
    wait_for_turn(fast_app, table)
    card = next(c for c in table.view["hand"] if c[1] in "23")  # a level 2 or 3 Warrior beside
    assert not table.act(f"play {card} W E4")  # the Piggy alone: P12 wants more Bourses
    (notice,) = [n for n in fast_app.ctx.notices.items if n.sticky]
    assert notice.tag == "P12"
    drawn, render = [], GuardedFont.render
    monkeypatch.setattr(GuardedFont, "render", lambda font, text, *args, **kwargs:
                        drawn.append(text) or render(font, text, *args, **kwargs))
    fast_app.frame(FAST)  # (the refusal shown: the notices' place as it stays)
    (_, _, box), = fast_app.ctx.notices.plates(fast_app.ctx.assets, fast_app.ctx.palette,
                                               table.notice_area(), fast_app.ctx.canvas)
    (spot,) = notice.tag_spots.values()
    badge = spot.move(box.topleft)
    words = fast_app.ctx.tr("table.rule_tag", rule="P12")
    assert words == "Rule P12 — press F1 to read it"
    point(fast_app, (box.right - 12, box.bottom - 6))  # on the refusal's words: no tooltip
    assert words not in drawn
    point(fast_app, badge.center)  # on its tag: what the tag is
    assert words in drawn
    drawn.clear()
    point(fast_app, (box.right - 12, box.bottom - 6))
    fast_app.frame(FAST)
    assert words not in drawn  # (gone with the pointer)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="",
                                         scancode=0))
    fast_app.frame(FAST)
    rules = fast_app.stack.top
    assert type(rules).__name__ == "RulesScene" and rules.section == "level"  # not "turn"
    assert "P12" in next(s.rules for s in sections("pook") if s.id == rules.section)
    assert fast_app.ctx.notices.sticky  # (the refusal waits at the table: not over the page)
    point(fast_app, rules.page_rect.center)
    for _ in range(5):
        fast_app.frame(FAST)
    shown = pygame.image.tobytes(fast_app.screen.canvas, "RGB")
    kept, fast_app.ctx.notices.items = fast_app.ctx.notices.items, []
    fast_app.frame(FAST)
    assert pygame.image.tobytes(fast_app.screen.canvas, "RGB") == shown
    fast_app.ctx.notices.items = kept
