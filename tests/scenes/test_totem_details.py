"""Totem's small things that read wrong: buttons after Resume, cancelling a Sword pairing
(T20) by right click or Esc, taking a placed defender back during setup (T05)."""

import random

import pygame

from game.saves import BOT, HUMAN
from scenes.app.smoke import Probe
from scenes.games.totem.scene import TotemScene
from scenes.kit.regions import problems
from scenes.kit.viewport import SMALLEST_CANVAS
from scenes.shell.pause import PauseOverlay
from tests.scenes.conftest import FAST, lift_curtain, start_table
from tests.scenes.conftest import run_fast as run


def start(app, seed=3):
    scene = start_table(app, TotemScene, "totem", (HUMAN, BOT), seed)
    lift_curtain(app)
    return scene


def settle(app, scene):
    for _ in range(200):
        if scene.my_turn and not scene.board.moving:
            return
        app.frame(FAST)
    raise AssertionError("the human's turn never came")


def shown_buttons(scene):
    return {name for name, button in scene.buttons.items() if button.visible}


def key(app, code):
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=0))
    app.dispatch(pygame.event.Event(pygame.KEYUP, key=code, mod=0, unicode="", scancode=0))
    app.frame(FAST)


def test_no_stale_button_after_resume(fast_app):
    scene = start(fast_app)
    rng = random.Random(3)
    checked = 0
    for _ in range(4000):
        if scene.session.is_terminal():
            break
        if scene.my_turn and not scene.board.moving and scene.legal:
            expected = shown_buttons(scene)
            key(fast_app, pygame.K_ESCAPE)
            assert isinstance(fast_app.stack.top, PauseOverlay)
            resume = Probe(fast_app).find("#pause_resume").rect.center
            run(fast_app, Probe(fast_app).click_at(resume))
            fast_app.frame(FAST)
            assert fast_app.stack.top is scene
            assert shown_buttons(scene) == expected  # as before the pause: none unhidden
            assert "again" not in shown_buttons(scene) or "again" in scene.legal
            checked += 1
            scene.act(rng.choice(scene.legal))
        fast_app.frame(FAST)
    assert checked > 5


def pair_up(app, scene):
    """Select a Sword and a partner by clicking (T20), as the gestures say."""
    for _ in range(400):
        settle(app, scene)
        pairs = [text for text in scene.legal if text.startswith("attack") and "+" in text]
        if pairs:
            cards = pairs[0].split()[1].split("+")
            for face in cards:
                piece = scene.board.pieces[f"card:{face}"]
                run(app, Probe(app).click_at((round(piece.centre[0]),
                                              round(piece.centre[1]) + 30)))
            assert set(scene.selected) == set(cards)
            return cards
        options = [t for t in scene.legal if not t.startswith("attack")] or scene.legal
        scene.act(options[0])
    raise AssertionError("no Sword pairing came up")


def test_right_click_or_esc_cancel_a_sword_pairing_and_the_hint_says_so(fast_app):
    scene = start(fast_app, seed=5)
    cards = pair_up(fast_app, scene)
    fast_app.frame(FAST)
    assert "right click or Esc" in scene.status_line.status[0]
    assert problems(scene.regions(), (0, 0, *SMALLEST_CANVAS)) == []  # the longer hint fits
    run(fast_app, Probe(fast_app).click_at((300, 420), button=3))
    assert scene.selected == ()
    assert "right click" not in scene.status_line.status[0]
    for face in cards:
        piece = scene.board.pieces[f"card:{face}"]
        run(fast_app, Probe(fast_app).click_at((round(piece.centre[0]),
                                                round(piece.centre[1]) + 30)))
    assert set(scene.selected) == set(cards)
    key(fast_app, pygame.K_ESCAPE)
    assert scene.selected == () and fast_app.stack.top is scene  # no pause: only the pairing
    key(fast_app, pygame.K_ESCAPE)
    assert isinstance(fast_app.stack.top, PauseOverlay)  # then Esc pauses as ever


def test_a_placed_defender_drags_back_to_the_hand_during_setup(fast_app):
    scene = start(fast_app)
    settle(fast_app, scene)
    assert scene.view["phase"] == "setup"
    face = scene.view["hand"][0]
    piece = scene.board.pieces[f"card:{face}"]
    geo = scene.geo
    slot = geo.slot_rect(True, 2).center
    run(fast_app, Probe(fast_app).drag((round(piece.centre[0]), round(piece.centre[1]) + 30),
                                       slot))
    assert scene.arranged[1] == face
    settle(fast_app, scene)
    placed = scene.board.pieces[f"card:{face}"].centre
    back = (round(geo.centre_x), round(geo.own_hand_y))
    run(fast_app, Probe(fast_app).drag((round(placed[0]), round(placed[1])), back))
    assert face not in scene.arranged
    for _ in range(20):
        fast_app.frame(FAST)
    assert abs(scene.board.pieces[f"card:{face}"].centre[1] - geo.own_hand_y) < 2
    assert not scene.buttons["confirm"].is_enabled


def test_the_clash_banner_lies_between_the_deck_and_the_discard_pile(fast_app):
    """Every verdict (T14 short, T15 beaten, T21 the Shield holds), in both languages, fits
    between the piles without covering either."""
    from scenes.games.totem.clash import OUTCOMES, clash_banner

    scene = start(fast_app)
    settle(fast_app, scene)
    for language in ("en", "fr"):
        fast_app.ctx.tr.set_language(language)
        for outcome in OUTCOMES:
            banner = clash_banner(13, 12, outcome, fast_app.ctx.tr, fast_app.ctx.assets,
                                  fast_app.ctx.palette)
            scene.banner, scene.hold = (banner, outcome == "beaten"), 1.0
            box = scene.painter.banner_box()
            assert scene.geo.pile_rect(scene.geo.deck).right < box.left
            assert box.right < scene.geo.pile_rect(scene.geo.discard).left, (language, outcome)
            assert problems(scene.regions(), (0, 0, *SMALLEST_CANVAS)) == []
    fast_app.ctx.tr.set_language("en")


def test_the_longest_status_fits_between_the_rows_of_defenders(fast_app):
    """The last turn announced (T26) over a Sword pairing's hint (T20), in French, with a long
    name: the status line wraps without covering the defenders or the buttons."""
    from tests.scenes.test_layout import LONG_NAMES

    fast_app.ctx.change_settings(language="fr")
    scene = start(fast_app)
    settle(fast_app, scene)
    scene.act(scene.legal[0])  # the defenders laid, both sides
    settle(fast_app, scene)
    assert all(scene.view["zones"][seat][slot] for seat in (0, 1) for slot in range(4))
    tr = fast_app.ctx.tr
    hint = tr("totem.status.paired", cards="13 orange + 13 jaune", total=26)
    longest = tr("totem.status.last_other", name=LONG_NAMES[0][:15] + "…",
                 status=hint[:1].upper() + hint[1:])
    scene.status_text = lambda: longest
    scene.announced = lambda text: text
    scene.update_status()
    plate = scene.status_line.status[1]
    assert plate is not None and plate.get_height() > 70  # three lines at least
    assert problems(scene.regions(), (0, 0, *SMALLEST_CANVAS)) == []
    own = min(scene.geo.slot_rect(True, slot).top for slot in range(1, 5))
    assert scene.status_place(plate).bottom < own


def test_a_screen_over_the_table_leaves_no_card_tooltip_showing_under_it(fast_app):
    """The pointer was on a hand card when Esc opened the pause: the pause has the pointer
    now, so the card's tooltip is not drawn under it (nor, after Resume, until it moves)."""
    scene = start(fast_app)
    settle(fast_app, scene)
    card = next(p for p in scene.board.pieces.values() if p.shown_face)
    pos = tuple(round(v) for v in card.centre)
    fast_app.dispatch(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 0),
                                         buttons=(0, 0, 0)))
    assert scene.painter.tooltip_text() is not None
    key(fast_app, pygame.K_ESCAPE)
    assert isinstance(fast_app.stack.top, PauseOverlay)
    assert scene.painter.tooltip_text() is None


def test_T05_setup_by_keys_rings_only_the_free_slots_a_defender_may_take(fast_app):
    """Placing defenders by keys: once a card is picked up the ring starts on a free slot and
    steps only between the free slots the core's setups allow (it started on slot 1 though
    it was taken, and Enter swapped the placed defender back to the hand)."""
    from tests.scenes.keyplay import ENTER, RIGHT, focus_on, press, ring_stop

    scene = start(fast_app)
    settle(fast_app, scene)
    assert scene.view["phase"] == "setup"
    for _ in range(4):
        focus_on(fast_app, lambda stop: stop.key.startswith("card:"), "a hand card")
        face = ring_stop(scene).key.removeprefix("card:")
        press(fast_app, ENTER)
        assert scene.selected == (face,) and scene.focus.zone == "targets"
        free = [slot for slot in range(1, 5) if scene.arranged[slot - 1] is None]
        targets = next(zone for zone in scene.key_zones() if zone.name == "targets").stops
        assert [stop.key for stop in targets] == [f"target:own:{slot}" for slot in free]
        assert ring_stop(scene).key == f"target:own:{free[0]}"  # (not a taken slot)
        for _ in range(len(free)):  # → goes round the free slots only
            assert int(ring_stop(scene).key.split(":")[-1]) in free
            press(fast_app, RIGHT)
        before = list(scene.arranged)
        press(fast_app, ENTER)
        assert scene.arranged[free[0] - 1] == face
        assert all(f in scene.arranged for f in before if f)  # nothing went back to the hand
    assert not any(stop.key.startswith("card:") for zone in scene.key_zones()
                   for stop in zone.stops)  # four placed: no card to pick up
    setup = "setup " + " ".join(scene.arranged)
    focus_on(fast_app, lambda stop: stop.means == setup, "Confirm")
    press(fast_app, ENTER)
    assert scene.session.record.actions[0] == setup
