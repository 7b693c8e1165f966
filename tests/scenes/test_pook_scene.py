"""The Pook table played through injected mouse events, as people and bots would."""

import random
import re

import pygame
import pytest

from game.core import Rng
from game.pook import new_game, random_action
from game.pook.cards import CARD_INDEX, CELL_NAMES
from game.saves import BOT, HUMAN
from scenes.app.smoke import Probe
from scenes.frame.catalogue import game_info
from scenes.games.pook.scene import PookScene
from scenes.kit.pieces.pook_words import describe
from scenes.table.board import GLIDE_SECONDS
from tests.scenes.conftest import FAST, lift_curtain, start_table
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_app import state_of


def start(app, kinds, seed=3, **options):
    """The table with its first player seated (a hot-seat game's opening curtain lifted)."""
    scene = start_table(app, PookScene, "pook", kinds, seed, **options)
    lift_curtain(app)
    return scene


def settle(app, scene, frames=40):
    for _ in range(frames):
        if scene.my_turn and not scene.board.moving:
            return
        app.frame(FAST)


def known_to(state, seat, card):
    return bool(state.known[CARD_INDEX[card]] & (1 << seat)) or state.up[CARD_INDEX[card]]


def assert_no_secret_drawn(scene):
    """Every card named on screen is one the viewer may know (own hand, Warriors, own Bourses)."""
    state = scene.session.state
    for key, piece in scene.board.pieces.items():
        for face in {piece.face, piece.old_face} - {None, "B", "P"}:
            card = face.split(":")[1]
            assert known_to(state, scene.viewer, card), (key, face, scene.viewer)
        if key.startswith("back:"):
            seat = int(key.split(":")[1])
            assert seat != scene.viewer
            assert piece.face == "B" or known_to(state, scene.viewer, piece.face[2:])


def end_scores(app):
    payload = app.stack.top.payload
    return {row[0]: int(row[2]) for row in payload.rows}


def test_hot_seat_game_played_by_mouse_reaches_the_end_screen(fast_app):
    scene = start(fast_app, (HUMAN, HUMAN))
    probe = Probe(fast_app)
    rng = random.Random(5)
    curtains, decisions = [], []

    def choose(options):
        assert_no_secret_drawn(scene)
        decisions.append(options)
        powers = [o for o in options if o.startswith("power")]
        swaps = [o for o in options if o.startswith("swap")]
        if powers:
            return rng.choice(powers)
        if swaps and rng.random() < 0.4:
            return rng.choice(swaps)
        return rng.choice(options)

    def frames():
        for step in probe.play_table(choose):
            top = fast_app.stack.top
            if type(top).__name__ == "CurtainScene" and top not in curtains:
                curtains.append(top)
            yield step

    run(fast_app, frames())
    probe.expect_top("EndOverlay")
    state = scene.session.state
    assert state.is_terminal()
    names = scene.session.names
    assert end_scores(fast_app) == dict(zip(names, state.scores(), strict=True))
    winners = state.winners()
    title = fast_app.stack.top.payload.title
    assert all(names[seat] in title for seat in winners)
    actions = scene.session.record.actions
    ends = actions.count("end")
    assert len(actions) - ends <= len(decisions) < len(actions)  # some turns end by themselves
    assert any(o.startswith("play") and " B " in o for o in decisions[0])
    assert len(curtains) >= 20  # a curtain before every turn of the other human
    assert {c.payload.name for c in curtains} == set(names)
    assert scene.log.texts[-1].endswith(("wins!", "win.", "win as a team!"))


def test_four_bots_play_to_the_end_screen_with_the_core_scores(fast_app):
    scene = start(fast_app, (BOT, BOT, BOT, BOT), seed=8)
    for _ in range(6000):
        fast_app.frame(FAST)
        if type(fast_app.stack.top).__name__ == "EndOverlay":
            break
    state = scene.session.state
    assert state.is_terminal()
    assert end_scores(fast_app) == dict(zip(scene.session.names, state.scores(), strict=True))
    assert any(" as a Warrior on " in line or " a Bourse on " in line
               for line in scene.log.texts)


def turn_headers(scene):
    """Each "— Turn N: NAME —" line of the log, as (NAME, the line's colour)."""
    return [(re.fullmatch(r"— Turn \d+: (.+) —", text)[1], colour)
            for text, colour in scene.log.lines if text.startswith("— Turn ")]


def test_a_turn_s_header_in_the_log_takes_the_colour_of_the_player_whose_turn_it_is(fast_app):
    scene = start(fast_app, (BOT, BOT, BOT), seed=4)
    for _ in range(600):
        fast_app.frame(FAST)
        if len(turn_headers(scene)) >= 5:
            break
    colours = {name: scene.seat_colour(seat) for seat, name in enumerate(scene.session.names)}
    assert len(set(colours.values())) == 3
    told = turn_headers(scene)
    assert len(told) >= 5 and {name for name, _ in told} == set(colours)
    assert all(colour == colours[name] for name, colour in told), told
    scene.telling.replay_log()  # the log written again from the record: the same colours
    assert turn_headers(scene)[:len(told)] == told


def test_one_human_with_bots_teams_and_visible_banners_no_curtain(fast_app):
    scene = start(fast_app, (HUMAN, BOT, BOT, BOT), seed=5, teams=True, visible_banners=True)
    probe = Probe(fast_app)
    rng = random.Random(1)
    taken = []

    def choose(options):
        probe.check(type(fast_app.stack.top).__name__ == "PookScene", "a curtain with one human")
        assert_no_secret_drawn(scene)
        banners = [o for o in options if o.startswith("banner")]
        if banners:
            taken.append(banners[0])
            return banners[0]
        return rng.choice(options)

    run(fast_app, probe.play_table(choose))
    state = scene.session.state
    assert state.is_terminal() and taken
    assert scene.viewer == 0
    assert end_scores(fast_app) == dict(zip(scene.session.names, state.scores(), strict=True))


def hold(app, scene, card):
    """Press on a hand card and drag it over the table; returns the press position."""
    piece = scene.board.pieces[f"hand:{card}"]
    pos = (round(piece.centre[0]), round(piece.centre[1]) + 20)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 300), rel=(0, 0),
                                         buttons=(1, 0, 0)))
    app.frame(FAST)
    return pos


def placements(scene, card, warrior):
    return {CELL_NAMES[c] for c in scene.session.state.placements(CARD_INDEX[card], warrior)}


def test_held_card_glows_its_cells_and_turning_it_over_updates_the_glow(fast_app):
    scene = start(fast_app, (HUMAN, BOT), seed=11)
    settle(fast_app, scene)
    card = scene.view["hand"][-1]  # a level-3 Viking or lower: the Piggy's row allows 2
    hold(fast_app, scene, card)
    assert scene.grip == ("hand", card)
    warrior = scene.warrior
    assert set(scene.glow()) == placements(scene, card, warrior)
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                         precise_x=0.0, precise_y=1.0))
    fast_app.frame(FAST)
    assert scene.warrior is not warrior and scene.grip == ("hand", card)
    assert set(scene.glow()) == placements(scene, card, not warrior)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_f, mod=0, unicode="f",
                                         scancode=0))
    fast_app.frame(FAST)
    assert scene.warrior is warrior
    target = sorted(scene.glow())[0]
    drop = tuple(round(v) for v in scene.camera.centre(target))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drop, button=1))
    fast_app.frame(FAST)
    face = "W" if warrior else "B"
    assert scene.session.record.actions[0] == f"play {card} {face} {target}"


def test_a_drop_the_rules_refuse_slides_back_says_why_and_changes_nothing(fast_app):
    scene = start(fast_app, (HUMAN, BOT), seed=4)
    settle(fast_app, scene)
    before = scene.session.state.to_json()
    card = scene.view["hand"][0]
    hold(fast_app, scene, card)
    far = tuple(round(v) for v in scene.camera.centre("C5"))  # two cells from the Piggy
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=far, rel=(0, 0),
                                         buttons=(1, 0, 0)))
    fast_app.frame(FAST)
    tip = scene.painter.tip_text()
    assert (tip or ("", None))[1] == "P11"  # the hover says why before the drop
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=far, button=1))
    fast_app.frame(FAST)
    assert scene.session.state.to_json() == before
    assert any(n.tag == "P11" and "C5" in n.text for n in fast_app.ctx.notices.items)
    piece = scene.board.pieces[f"hand:{card}"]
    assert piece.elapsed < GLIDE_SECONDS and piece.start != piece.end  # sliding home


def test_click_path_select_a_card_then_click_a_cell(fast_app):
    scene = start(fast_app, (HUMAN, BOT), seed=6)
    settle(fast_app, scene)
    card = scene.view["hand"][0]
    probe = Probe(fast_app)
    piece = scene.board.pieces[f"hand:{card}"]
    run(fast_app, probe.click_at((round(piece.centre[0]), round(piece.centre[1]) + 20)))
    assert scene.selected == ("hand", card)
    assert scene.buttons["turn_over"].visible
    warrior = scene.warrior
    run(fast_app, probe.click("#turn_over"))
    assert scene.selected == ("hand", card) and scene.warrior is not warrior
    if not scene.glow():  # a level 2 or 3 card finds no cell as a Warrior yet
        run(fast_app, probe.click("#turn_over"))
    cell = sorted(scene.glow())[0]
    face = "W" if scene.warrior else "B"
    run(fast_app, probe.click_at(tuple(round(v) for v in scene.camera.centre(cell))))
    assert scene.session.record.actions[0] == f"play {card} {face} {cell}"


def test_P16_the_swap_back_shows_forbidden_and_the_core_says_why(fast_app):
    scene = start(fast_app, (HUMAN, HUMAN), seed=2)
    probe = Probe(fast_app)
    card = scene.view["hand"][0]
    for text in (f"play {card} B E4", "swap E4", "end"):
        assert scene.act(text), text
    run(fast_app, probe.until(lambda: scene.hand_over.seat == 1, "the mover's hand-over"))
    run(fast_app, probe.click("#handover"))
    run(fast_app, probe.until(lambda: probe.top_name() == "CurtainScene", "the curtain"))
    run(fast_app, probe.click("#curtain_ready"))
    settle(fast_app, scene)
    assert scene.viewer == 1 and scene.forbidden_swap() == "E5"
    before = scene.session.state.to_json()
    piggy = tuple(round(v) for v in scene.camera.centre("E4"))
    run(fast_app, probe.click_at(piggy))  # select the Piggy
    assert scene.grip == ("piggy", "") and "E5" not in scene.glow()
    surface = pygame.Surface((1280, 800))
    scene.draw(surface)  # the cross is drawn without trouble
    run(fast_app, probe.click_at(tuple(round(v) for v in scene.camera.centre("E5"))))
    assert scene.session.state.to_json() == before
    assert any(n.tag == "P16" for n in fast_app.ctx.notices.items)


def reach(scene, wanted, seed_rng):
    """Play random actions through the scene until ``wanted(view)`` holds on a human turn."""
    for _ in range(400):
        if scene.my_turn and wanted(scene.view):
            return True
        if scene.session.is_terminal():
            return False
        scene.act(random_action(scene.session.state, seed_rng).__str__())
        scene.viewer = scene.session.current_player
        scene.refresh(snap=True)
    return False


@pytest.mark.parametrize("faction", ["O", "M"])
def test_P13_power_targets_glow_and_a_click_applies_them(fast_app, faction):
    for seed in range(30):
        scene = start(fast_app, (HUMAN, HUMAN), seed=seed)
        if reach(scene, lambda v, f=faction, s=scene: v["phase"] == "power"
                 and s.placed_faction() == f, Rng(seed)):
            break
        fast_app.stack.pop()
        fast_app.stack.apply_pending()
    else:
        pytest.fail("no power phase reached")
    fast_app.frame(FAST)
    powers = [t for t in scene.view["legal"] if t.startswith("power")]
    assert set(scene.glow()) == {t.split()[1] for t in powers}
    assert scene.buttons["skip"].visible
    probe = Probe(fast_app)
    text = powers[0]
    for step in scene.gestures()[text]:
        run(fast_app, probe.perform(step))
    assert text in scene.session.record.actions[-2:]  # then the turn may end by itself


def test_P21_a_card_another_seat_s_mage_takes_glides_to_that_seat_then_vanishes(fast_app):
    for seed in range(30):
        scene = start(fast_app, (HUMAN, HUMAN), seed=seed)
        if reach(scene, lambda v, s=scene: v["phase"] == "power" and s.placed_faction() == "M"
                 and any(t.startswith("power") for t in v["legal"]), Rng(seed)):
            break
        fast_app.stack.pop()
        fast_app.stack.apply_pending()
    else:
        pytest.fail("no Mage power reached")
    mover = scene.session.current_player
    text = next(t for t in scene.view["legal"] if t.startswith("power"))
    scene.viewer = 1 - mover  # the other player watches the swap
    scene.refresh(snap=True)
    cell = text.split()[1]
    taken = scene.tokens.at[cell]
    assert scene.act(text)
    piece = scene.board.pieces[taken]
    assert taken in scene.board.leaving and piece.end == scene.seat_anchor(mover)
    assert scene.tokens.at[cell] != taken  # the Mage's card is another token, gliding in
    for _ in range(int(GLIDE_SECONDS / FAST) + 2):
        fast_app.frame(FAST)
    assert taken not in scene.board.pieces


def test_P20_protected_cards_carry_the_knight_shield(fast_app):
    for seed in range(40):
        scene = start(fast_app, (HUMAN, BOT), seed=seed)
        if reach(scene, lambda v: bool(v["protected"]), Rng(seed)):
            break
        fast_app.stack.pop()
        fast_app.stack.apply_pending()
    else:
        pytest.fail("no protected card reached")
    shielded = {scene.tokens.at[cell] for cell in scene.view["protected"]}
    assert shielded and shielded == scene.protected_keys
    cell = scene.view["protected"][0]
    scene.mouse = tuple(round(v) for v in scene.camera.centre(cell))
    assert scene.painter.tip_text() is None  # not before the pointer has rested a moment
    scene.rest = 1.0
    assert "Protected by a Knight" in scene.painter.tip_text()[0]


def test_P27_tie_break_picks_are_made_behind_the_curtain(fast_app):
    for seed in range(400):
        state, rng, actions = new_game(2, seed), Rng(seed), []
        while not state.is_terminal() and state.phase != 3:
            action = random_action(state, rng)
            state.play(action)
            actions.append(str(action))
        if state.phase == 3:
            break
    else:
        pytest.skip("no tie found")
    scene = start(fast_app, (HUMAN, HUMAN), seed=seed)
    for text in actions:
        assert scene.act(text)
    scene.viewer = 1 - scene.session.current_player  # the other human held the laptop last
    scene.refresh(snap=True)
    probe = Probe(fast_app)
    reasons = []

    def frames():
        for step in probe.play_table(lambda options: options[0]):
            top = fast_app.stack.top
            if type(top).__name__ == "CurtainScene":
                reasons.append(top.payload.reason_key)
            yield step

    run(fast_app, frames())
    assert "pook.curtain.tiebreak" in reasons
    assert any(line.startswith("Choices revealed") for line in scene.log.texts)
    assert end_scores(fast_app) == dict(zip(scene.session.names, scene.session.state.scores(),
                                            strict=True))


def test_holding_b_or_the_button_shows_the_own_banner_only_meanwhile(fast_app):
    scene = start(fast_app, (HUMAN, BOT))
    settle(fast_app, scene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b",
                                         scancode=0))
    fast_app.frame(FAST)
    assert scene.peek
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_b, mod=0, unicode="b",
                                         scancode=0))
    fast_app.frame(FAST)
    assert not scene.peek
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=scene.places.peek.center,
                                         button=1))
    fast_app.frame(FAST)
    assert scene.peek == {"button"}
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=scene.places.peek.center,
                                         button=1))
    fast_app.frame(FAST)
    assert not scene.peek


def test_draw_changes_nothing(fast_app):
    scene = start(fast_app, (HUMAN, BOT))
    settle(fast_app, scene)
    hold(fast_app, scene, scene.view["hand"][0])
    surface = pygame.Surface((1280, 800))
    before, game = state_of(scene), scene.session.state.to_json()
    scene.draw(surface)
    assert state_of(scene) == before and scene.session.state.to_json() == game


def test_language_and_palette_switch_mid_game_keep_the_table(fast_app):
    scene = start(fast_app, (HUMAN, BOT), seed=7)
    settle(fast_app, scene)
    hand = list(scene.view["hand"])
    fast_app.ctx.change_settings(language="fr", colourblind=True)
    try:
        run(fast_app, Probe(fast_app).wait(3))
        assert scene.buttons["turn_over"].text == "Retourner (F)"
        assert scene.view["hand"] == hand and scene.status_line.status[0].startswith("À vous")
    finally:
        fast_app.ctx.change_settings(language="en", colourblind=False)


def test_every_event_reads_as_words_in_both_languages(fast_app):
    names = ["A", "B", "C"]
    for language in ("en", "fr"):
        fast_app.ctx.tr.set_language(language)
        for seed in range(4):
            state, rng = new_game(3, seed, visible_banners=seed % 2 == 1), Rng(seed)
            events = []
            while not state.is_terminal():
                events += state.play(random_action(state, rng))
            for event in events:
                line = describe(event, fast_app.ctx.tr, names)
                assert line is None or not re.search(r"\b(tablee|pook)\.\w", line), (event, line)
                if event.kind == "place" and event.data["face"] == "bourse":
                    assert not re.search(r"[KMOV][123][ab]", line)  # a Bourse is never named
    fast_app.ctx.tr.set_language("en")


def test_the_keys_the_scene_builds_exist_in_both_languages(fast_app):
    built = [f"pook.status.power_{f}" for f in "MOV"] + [f"pook.tip.{f}" for f in "KMOV"]
    built += [f"pook.status.held_{face}" for face in ("warrior", "bourse", "none")]
    built += [f"pook.status.{s}" for s in ("after", "after_banner", "after_both", "tiebreak",
                                            "must_banner", "power_M_card", "piggy", "start")]
    built += [f"pook.refusal.{rule}" for rule in ("P09", "P10", "P11", "P12", "P13", "P15",
                                                  "P16", "P18", "P20", "P21", "P22", "P23",
                                                  "P25", "P27", "P28", "O2")]
    built += ["pook.curtain.turn", "pook.curtain.tiebreak"]
    for language in ("en", "fr"):
        fast_app.ctx.tr.set_language(language)
        assert [key for key in built if not fast_app.ctx.tr.has(key)] == []
    fast_app.ctx.tr.set_language("en")


def test_refusals_read_in_french_too(fast_app):
    scene = start(fast_app, (HUMAN, BOT))
    fast_app.ctx.change_settings(language="fr")
    try:
        scene.act("end")
    finally:
        fast_app.ctx.change_settings(language="en")
    assert any(n.text == "Jouez une carte de votre main, une fois par tour" and n.tag == "P09"
               for n in fast_app.ctx.notices.items)


def test_the_catalogue_options_are_the_core_keywords():
    info = game_info("pook")
    assert info.playable
    for spec in info.options:
        for choice in spec.choices:
            players = spec.only_with_players or 4
            assert new_game(players, 1, **{spec.name: choice}).options[spec.name] == choice


def test_a_screen_over_the_table_takes_the_card_tooltip_with_the_pointer(fast_app):
    """The tooltip of the card under the pointer follows the pointer: when Esc opens the
    pause it is not drawn (it was, at the screen's corner, over the pause)."""
    scene = start(fast_app, (HUMAN, BOT))
    settle(fast_app, scene)
    card = next(p for k, p in scene.board.pieces.items() if scene.hand_card_at(
        tuple(round(v) for v in p.centre)))
    pos = tuple(round(v) for v in card.centre)
    fast_app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0),
                                         buttons=(0, 0, 0)))
    run(fast_app, Probe(fast_app).wait(60))  # the pointer rests: the tooltip shows
    assert scene.tip[1] is not None
    run(fast_app, Probe(fast_app).key(pygame.K_ESCAPE))
    assert type(fast_app.stack.top).__name__ == "PauseOverlay"
    assert scene.tip[1] is None
