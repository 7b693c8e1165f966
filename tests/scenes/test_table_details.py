"""Small things of the tables: tooltips clear of what they would hide, the Sword's sum on its
pair, a turned Totem card with no turned number, one right-click convention, and who begins
a RÖK game (R06: the youngest)."""

import pygame
import pytest

from game.saves import BOT, HUMAN
from scenes.frame.catalogue import game_info
from scenes.games.pook.scene import PookScene
from scenes.games.totem.scene import TotemScene
from scenes.kit.assets import Assets
from scenes.kit.palette import STANDARD
from scenes.kit.pieces.totem_art import TotemArt
from scenes.kit.textlayout import tip_place
from tests.scenes.conftest import FAST, start_table
from tests.scenes.test_hints_scene import wait_for_turn


def test_a_tooltip_goes_where_it_hides_nothing_it_must_not():
    bounds = pygame.Rect(0, 0, 960, 800)
    verdict = pygame.Rect(318, 318, 300, 80)  # below right of the pointer
    box = tip_place((200, 60), (300, 300), bounds, [verdict])
    assert not box.colliderect(verdict) and bounds.contains(box)
    assert tip_place((200, 60), (300, 300), bounds) == pygame.Rect(318, 318, 200, 60)
    everywhere = [pygame.Rect(0, 0, 960, 800)]  # nowhere is clear: still shown, in bounds
    assert bounds.contains(tip_place((200, 60), (950, 790), bounds, everywhere))


def test_the_pook_tooltip_keeps_off_the_glowing_targets(fast_app):
    table = start_table(fast_app, PookScene, "pook", (HUMAN, BOT), seed=11)
    wait_for_turn(fast_app, table)
    card = table.view["hand"][0]
    table.keys.key_pick(("hand", card))  # (held: its cells glow)
    cells = list(table.glow())
    assert cells
    from scenes.games.pook import layout as geo

    targets = [geo.card_rect(table.camera.centre(cell)) for cell in cells]
    tip = pygame.Surface((220, 70))
    for target in targets[:4]:
        pointer = (target.left - 10, target.top - 10)  # just above left of a target
        box = tip_place(tip.get_size(), pointer, pygame.Rect(0, 0, 960, 800), targets)
        covered = sum(box.clip(t).width * box.clip(t).height for t in targets)
        naive = pygame.Rect(pointer[0] + 18, pointer[1] + 18, 220, 70)
        assert covered <= sum(naive.clip(t).width * naive.clip(t).height for t in targets)


def test_the_swords_sum_sits_on_its_pair(fast_app):
    table = start_table(fast_app, TotemScene, "totem", (HUMAN, BOT), seed=3)
    wait_for_turn(fast_app, table)
    faces = table.keys.hand_order()[:2]
    table.selected = tuple(faces)
    fast_app.frame(FAST)
    pair = table.painter.pair_box()
    cards = [table.geo.card_rect(table.board.pieces[f"card:{f}"].centre).move(0, -22)
             for f in faces]
    assert pair == cards[0].union(cards[1])
    corner = pair.topright
    assert tuple(fast_app.screen.canvas.get_at(corner))[:3] == fast_app.ctx.palette.accent


@pytest.mark.parametrize("face", ["Y8", "B9", "G6", "R8"])
def test_a_turned_card_shows_its_level_only_upright(fast_app, face):
    """A used power lies sideways: its corners carry no number (a turned 8 read as "∞"),
    only the upright badge does."""
    art = TotemArt(Assets(), STANDARD)
    turned = art.card(face, sideways=True)
    bare = pygame.transform.rotozoom(art._face(face, numbers=False), 90, 0.8)
    assert turned.get_size() == bare.get_size()
    badge = art.upright[face]
    radius = 22 * 3 // 4 + 3
    differ = [(x, y) for x in range(turned.get_width()) for y in range(turned.get_height())
              if turned.get_at((x, y)) != bare.get_at((x, y))
              and (x - radius - 3) ** 2 + (y - radius - 3) ** 2 > (radius + 1) ** 2]
    assert differ == [], differ[:5]  # nothing but the badge: no turned digits
    assert badge is not None


def test_right_click_puts_down_in_pook_as_in_totem_and_the_wheel_turns_over(fast_app):
    table = start_table(fast_app, PookScene, "pook", (HUMAN, BOT), seed=11)
    wait_for_turn(fast_app, table)
    card = table.view["hand"][0]
    table.keys.key_pick(("hand", card))
    warrior = table.warrior
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                         precise_x=0.0, precise_y=-1.0))
    fast_app.frame(FAST)
    assert table.warrior is not warrior and table.selected == ("hand", card)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(300, 300), button=3))
    fast_app.frame(FAST)
    assert table.selected is None  # put down, as a right click does in every game
    for game in ("pook", "totem", "rok"):  # and the rules say so, in both languages
        for language in ("en", "fr"):
            words = fast_app.ctx.assets.json("rules", f"{game}.{language}.json")
            text = " ".join(s["text"] for s in words["sections"].values())
            assert ("right click" if language == "en" else "clic droit") in text, game


def first_menu(setup):
    return next(w for w in setup._changes if w.get_object_ids()[-1] == "#first_player")


def test_R06_who_begins_is_chosen_by_the_names_the_seats_have_as_they_are_typed(sized_app):
    app = sized_app  # (125 % and 150 % text, English and French)
    app.ctx.nav.open("setup", "rok")
    app.stack.apply_pending()
    setup, tr = app.stack.top, app.ctx.tr
    setup.set_players(4)
    setup._changes[next(w for w in setup._changes
                        if w.get_object_ids()[-1] == "#kind_2")](f"{BOT}:hard")
    for seat, typed in ((0, "Léa"), (1, ""), (2, "Robotte"), (3, "Léa")):
        setup._changes[setup.entries[seat]](typed)  # as the name field tells, key by key
    names = ["Léa", tr("setup.default_name", n=2), "Robotte", "Léa 2"]
    assert [text for text, _ in first_menu(setup).options_list] == names
    setup._changes[setup.entries[2]]("Robotte Jr")  # the bot's name, changed: the menu follows
    assert first_menu(setup).options_list[2][0] == "Robotte Jr"
    from tests.scenes.test_layout_text_size import cut_words
    assert cut_words(app) == []  # (each name whole in the menu at the larger text)
    setup._changes[first_menu(setup)]("3")
    setup.start()
    app.stack.apply_pending()
    table = app.stack.top
    assert table.view["first"] == 3 and table.name(3) == "Léa 2"


def test_R06_the_setup_chooses_who_begins_rok(fast_app):
    fast_app.ctx.nav.open("setup", "rok")
    fast_app.stack.apply_pending()
    setup = fast_app.stack.top
    assert game_info("rok").first_player and not game_info("totem").first_player
    setup.set_players(4)
    menu = next(w for w in setup._changes if w.get_object_ids()[-1] == "#first_player")
    setup._changes[menu]("2")  # the third seat's player is the youngest
    chosen = setup.build_setup(5)
    assert chosen.options == {"first": 2}
    setup.set_players(2)  # fewer seats than that: back to the first
    assert setup.build_setup(5).options == {}
    setup.set_players(4)
    setup._changes[next(w for w in setup._changes
                        if w.get_object_ids()[-1] == "#first_player")]("3")
    setup.start()
    fast_app.stack.apply_pending()
    table = fast_app.stack.top
    assert table.view["first"] == 3 and table.view["current_player"] == 3
    assert table.session.record.options == {"first": 3}
