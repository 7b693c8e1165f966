"""The keyboard focus (scenes.kit.focus): its keys, its ring's contrast, the shell by keys."""

import pygame
import pytest

from scenes.kit.focus import Focus, Stop, Zone, key_event, ring_contrast
from scenes.kit.palette import COLOURBLIND, STANDARD
from tests.scenes.keyplay import ENTER, choose_option, enter_on, press, ring_stop
from tests.scenes.test_keys_play import keyed_app, top_name

HAND = Zone("hand", tuple(Stop(f"c{i}", (100 * i, 500, 80, 100)) for i in range(3)))
GRID = Zone("grid", tuple(Stop(f"g{c}{r}", (100 * c, 100 * r, 80, 80))
                          for r in range(2) for c in range(2)))


def test_tab_goes_zone_to_zone_and_arrows_wrap_inside_one():
    focus = Focus()
    zones = [HAND, Zone("empty", ()), GRID]
    assert not focus.handle(key_event(pygame.K_RIGHT), zones)  # no ring yet: not the focus's
    assert focus.handle(key_event(pygame.K_TAB), zones) and focus.current(zones).key == "c0"
    focus.handle(key_event(pygame.K_LEFT), zones)
    assert focus.current(zones).key == "c2"  # wraps
    focus.handle(key_event(pygame.K_TAB), zones)
    assert focus.zone == "grid"  # the empty zone is skipped
    focus.handle(key_event(pygame.K_DOWN), zones)
    assert focus.current(zones).key == "g01"  # the one below, not the next in order
    focus.handle(key_event(pygame.K_TAB, pygame.KMOD_SHIFT), zones)
    assert focus.zone == "hand"


def test_a_gone_stop_leaves_the_focus_on_its_neighbour_and_draw_changes_nothing():
    focus = Focus()
    focus.handle(key_event(pygame.K_TAB), [HAND])
    focus.handle(key_event(pygame.K_RIGHT), [HAND])
    focus.handle(key_event(pygame.K_RIGHT), [HAND])
    fewer = [Zone("hand", HAND.stops[:2])]
    before = (focus.zone, focus.stop, focus.index)
    assert focus.ring(fewer) == pygame.Rect(HAND.stops[1].rect)
    assert (focus.zone, focus.stop, focus.index) == before  # (ring() as draw uses it)
    assert focus.current(fewer).key == "c1"


@pytest.mark.parametrize("palette", [STANDARD, COLOURBLIND], ids=lambda p: p.name)
def test_the_ring_passes_wcag_non_text_contrast_on_every_colour_of_the_table(palette):
    grounds = [palette.background, palette.felt, palette.panel, palette.panel_edge,
               palette.ink, palette.muted, palette.accent, palette.glow, palette.card_face,
               palette.card_back, *palette.seats, *palette.factions.values(),
               *palette.powers.values()]
    worst = min(ring_contrast(ground) for ground in grounds)
    assert worst >= 3.0, worst  # WCAG 2 AA, 1.4.11: 3:1 for a focus indicator


def test_settings_pause_and_a_lesson_by_keys_alone(tmp_path):
    app = keyed_app(tmp_path, seed=2)
    enter_on(app, "press #menu_settings")
    assert top_name(app) == "SettingsScene"
    speed = app.ctx.settings.bot_speed
    choose_option(app, "#bot_speed", "slow" if speed != "slow" else "fast")
    assert app.ctx.settings.bot_speed != speed
    volume = app.ctx.settings.effects_volume
    enter_on(app, "slide #effects_volume")  # Enter steps a slider up (→ and ← too)
    assert app.ctx.settings.effects_volume == min(100, volume + 10)
    enter_on(app, "press #back")
    assert top_name(app) == "MenuScene"
    enter_on(app, "press #tile_learn_totem", frames=3)
    assert top_name(app) == "TotemScene"
    press(app, pygame.K_ESCAPE, frames=2)
    assert top_name(app) == "PauseOverlay" and ring_stop(app.stack.top) is not None
    press(app, ENTER, frames=2)  # the ring's first button
    assert top_name(app) in ("TotemScene", "MenuScene", "RulesScene", "SettingsScene")
