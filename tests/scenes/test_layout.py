"""Nothing is clipped or covered: every screen, in both languages and with the longest names,
keeps its widgets, cards, plates and texts inside the canvas and apart (scenes.kit.regions)."""

import random

import pygame
import pytest
from pygame_gui.elements import UIButton

from game.replay import Replay
from game.saves import BOT, HUMAN, Seat
from scenes.app.loop import App, AppOptions
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GAMES, GameSetup
from scenes.frame.payloads import PausePayload
from scenes.games.pook import layout as pook_geo
from scenes.games.pook.scene import PookScene
from scenes.kit.regions import Region, problems
from scenes.kit.textlayout import ellipsize, tooltip
from scenes.kit.viewport import SMALLEST_CANVAS
from scenes.shell.pause import PauseOverlay
from scenes.shell.rules_scene import RulesScene
from scenes.shell.settings_scene import SettingsScene
from scenes.shell.setup_scene import SetupScene
from scenes.table.end_overlay import EndOverlay
from tests.scenes.conftest import FAST, table_of

CANVAS = (0, 0, *SMALLEST_CANVAS)
LONG_NAMES = ("W" * 16, "É" * 16, "M" * 16, "Ŵ" * 16, "Q" * 16)  # the widest 16 characters


@pytest.fixture
def app(bilingual_app):
    """Every check here runs in English, then in French."""
    return bilingual_app


def check(app, what, cut=None):
    """The top screen's regions keep the rules, and no button (``cut``: no widget that
    function names) is too small for its words."""
    app.frame(FAST)
    regions = app.stack.top.regions()
    assert regions, f"{what}: no regions listed"
    assert problems(regions, CANVAS) == [], what
    assert (cut or cut_buttons)(app) == [], what


def cut_buttons(app):
    """Buttons whose words are wider than they are (pygame_gui cuts them without a word):
    "Apprendre" lost its last letter on a menu tile."""
    button, section = app.ctx.assets.font(21, bold=True), app.ctx.assets.font(18)  # the theme's
    root = app.stack.top.root
    return [(e.get_object_ids()[-1], e.text) for e in (root.elements if root else [])
            if isinstance(e, UIButton) and e.visible
            and (section if "@rules_section" in e.get_class_ids() else button).size(e.text)[0]
            + 12 > e.get_abs_rect().width]


def check_notices(app, what):
    """A notice met on a shell screen (a game saved on the way from a table, a long warning)
    keeps off its widgets, title and plates, inside the canvas."""
    app.ctx.notices.add(app.ctx.tr("notice.game_saved"))
    app.ctx.notices.add(app.ctx.tr("notice.save_failed", reason="disk full " * 6), warning=True)
    top = app.stack.top
    area = top.notice_area() or pygame.Rect(0, 14, SMALLEST_CANVAS[0], SMALLEST_CANVAS[1] - 14)
    boxes = [b for _, _, b in app.ctx.notices.plates(app.ctx.assets, app.ctx.palette, area,
                                                     app.ctx.canvas)]
    plates = [Region("text", "notice", (b.x, b.y, b.w, b.h)) for b in boxes]
    app.ctx.notices.items.clear()
    assert plates and problems([*top.regions(), *plates], CANVAS) == [], what
    assert all(area.contains(box) for box in boxes), (what, area, boxes)  # (its place only)


def test_the_menu_holds_five_and_six_digit_counts_of_saved_games(app):
    """10,003 saved games (the issue's scale) and 123,456 still fit their button's words."""
    from scenes.shell.menu import Listing

    app.frame(1 / 60)
    menu = app.stack.top
    for count in (10_003, 123_456):
        menu.listing = Listing(None, count)
        menu.show_saves()
        assert app.ctx.tr.number(count)[:2] in menu.saved_games_button.text
        check(app, f"menu with {count} saved games")


def test_the_shell_screens(app):
    check(app, "menu")
    check_notices(app, "menu")
    for info in GAMES:
        app.stack.push(SetupScene, info.id)
        app.stack.apply_pending()
        app.stack.top.set_players(info.max_players)
        check(app, f"setup {info.id}")
        check_notices(app, f"setup {info.id}")
        app.stack.pop()
        app.stack.apply_pending()
    for factory, payload in ((SettingsScene, None), (RulesScene, "pook"), (RulesScene, "rok"),
                             (RulesScene, "totem"), (PauseOverlay, PausePayload(None, False))):
        app.stack.push(factory, payload)
        app.stack.apply_pending()
        check(app, f"{factory.__name__} {payload}")
        app.stack.pop()
        app.stack.apply_pending()


def check_table(app, table, what, due, checker=None):
    """A table's frame: its curtain or hand-over checked (then lifted or passed), or, when
    ``due`` and nothing moves, the table itself; says whether the table was checked."""
    checker = checker or check
    top = app.stack.top
    if type(top).__name__ == "CurtainScene":
        checker(app, f"{what}: curtain")
        top.ready()
    elif top is table and table.hand_over.seat is not None:
        checker(app, f"{what}: passing the laptop")
        table.hand_over.pass_over()
    elif due and not table.board.moving:
        checker(app, what)
        return True
    return False


def long_named(players, humans):
    """Seats with the widest names, the first ``humans`` of them human, random bots after."""
    return tuple(Seat(LONG_NAMES[i], HUMAN if i < humans else BOT,
                      None if i < humans else "random") for i in range(players))


def play_to_the_end(app, game, players, humans, check_every=25, checker=None):
    """Long-named seats, the first ``humans`` of them human (playing at random, curtains
    lifted): the table is checked whenever it rests, then the end screen both ways
    (``checker``: :func:`check` unless told, as in check_table)."""
    checker = checker or check
    seats = long_named(players, humans)
    app.stack.reset(table_scene(game), GameSetup(game, seats, 5, {}))
    app.stack.apply_pending()
    table, rng, checked = table_of(app), random.Random(players), 0
    for frame in range(20_000):
        top = app.stack.top
        if isinstance(top, EndOverlay):
            break
        checked += check_table(app, table, f"{game} table, frame {frame}",
                               frame % check_every == 0, checker)
        if top is table and table.my_turn and not table.board.moving and table.legal:
            table.act(rng.choice(table.legal))
        app.frame(FAST)
    assert isinstance(app.stack.top, EndOverlay) and checked > 3
    checker(app, f"{game} results")
    app.stack.top.toggle()
    checker(app, f"{game} looking at the table")
    regions = app.stack.top.regions()
    assert any(r.kind == "card" for r in regions)  # the table's cards are checked too


@pytest.mark.parametrize(("game", "players", "humans"),
                         [("pook", 4, 2), ("pook", 2, 1), ("totem", 2, 2)])
def test_card_tables_with_long_names_from_start_to_end(app, game, players, humans):
    play_to_the_end(app, game, players, humans)


def test_rok_with_five_long_names(app):
    play_to_the_end(app, "rok", 5, 0, check_every=10)


def test_the_rules_catch_what_the_issue_reported():
    """The checks are not idle: buttons over the last hand card, a name out of its plate,
    the prompt over the pile counter and a card off the canvas are each found."""
    hand_card = Region("card", "hand:K3", (700, 669, 84, 118))
    assert problems([Region("widget", "#end_look", (520, 730, 220, 54)), hand_card], CANVAS)
    plate = Region("plate", "plate:1", (10, 6, 256, 72))
    name = Region("text", "name:1", (20, 10, 300, 24))
    assert problems([plate, name], CANVAS)
    assert problems([Region("text", "status", (30, 620, 900, 40)),
                     Region("text", "pile_count", (40, 620, 70, 20))], CANVAS)
    assert problems([Region("card", "back:0", (215, -27, 100, 146))], CANVAS)
    assert problems([Region("widget", "a", (0, 0, 10, 10)),
                     Region("widget", "b", (9, 9, 10, 10))], CANVAS)
    assert not problems([plate, Region("card", "back:1:0", (20, 40, 24, 34)), hand_card,
                         Region("card", "hand:K2", (650, 669, 84, 118))], CANVAS)


def test_pook_grid_is_whole_in_its_window_and_each_cell_found_again():
    camera = pook_geo.Camera()
    cells = [camera.cell_box(cell) for cell in pook_geo.ALL_CELLS]
    assert all(camera.window.contains(rect) for rect in cells)  # a fresh table: all 9×9
    for cell in pook_geo.ALL_CELLS:
        x, y = camera.centre(cell)
        assert camera.cell_at((round(x), round(y))) == cell


def test_a_pook_card_stays_on_its_cell_between_turns(tmp_path):
    """The grid grows as the square narrows, the cards with it: a card at rest is always
    on its cell."""
    app = App(AppOptions(language="en", config_dir=tmp_path, data_dir=tmp_path / "data", fps=0,
                         fixed_dt=FAST))
    try:
        seats = (Seat("A", HUMAN, None), Seat("B", BOT, "random"), Seat("C", BOT, "random"))
        app.stack.push(PookScene, GameSetup("pook", seats, 4, {}))
        app.stack.apply_pending()
        scene = app.stack.top
        seen = {}
        for _ in range(400):
            app.frame(FAST)
            if scene.my_turn and scene.legal:
                scene.act(random.Random(len(seen)).choice(scene.legal))
            for entry in scene.view["table"]:
                key = "piggy" if entry["face"] == "piggy" else scene.tokens.at[entry["cell"]]
                piece = scene.board.pieces.get(key)
                if piece is not None and not piece.moving:
                    seen.setdefault(entry["cell"], set()).add(piece.centre)
                    spot = scene.camera.centre(entry["cell"])
                    assert abs(piece.centre[0] - spot[0]) + abs(piece.centre[1] - spot[1]) < 0.01
        assert len(seen) > 6
    finally:
        app.close()


def test_ellipsize_keeps_short_names_and_cuts_long_ones_to_fit(app):
    font = app.ctx.assets.font(18, bold=True)
    assert ellipsize("Léa", font, 150) == "Léa"
    for name in LONG_NAMES:
        short = ellipsize(name, font, 150)
        assert short.endswith("…") and font.size(short)[0] <= 150
        assert name.startswith(short[:-1]) and len(short) > 4
    assert ellipsize("W" * 16, font, font.size("W" * 16)[0]) == "W" * 16


def test_tooltips_are_sized_to_their_text(app):
    font = app.ctx.assets.font(16)
    short = tooltip("Piggy", font, (255, 255, 255), (200, 160, 60), 320)
    assert short.get_height() == font.get_linesize() + 14
    assert short.get_width() == font.size("Piggy")[0] + 20
    long = tooltip("word " * 60, font, (255, 255, 255), (200, 160, 60), 320)
    assert long.get_width() <= 320 and long.get_height() > 5 * font.get_linesize()


def saved_and_finished(app, tmp_path):
    """The menu after scanning four unfinished games, a damaged file and eight finished ones
    (long names): what the saved-games and history screens list."""
    from game.saves import SavedGame
    from tests.game.test_replay import random_record

    library = app.ctx.saves
    seats = tuple(Seat(name, HUMAN if i % 2 == 0 else BOT, None if i % 2 == 0 else "hard")
                  for i, name in enumerate(LONG_NAMES[:4]))
    for i in range(12):
        game = ("pook", "totem", "rok")[i % 3]
        players = 2 if game == "totem" else 4
        record = random_record(game, players, i, limit=10 if i < 4 else 400)
        saved = SavedGame.start(game, i, seats[:players], {})
        library.write(saved.advanced(record, Replay.of(record).final.is_terminal()))
    (library.store.directory / ("W" * 60 + ".json")).write_text("{")
    app.stack.apply_pending()
    menu = app.stack.top
    menu.uncover()  # as when the menu shows again: files written beside it are found
    while not menu.settled:
        app.frame(FAST)
    return menu


def test_the_save_and_history_screens_with_long_names(app, tmp_path):
    from scenes.shell.history import HistoryScene
    from scenes.shell.saved_games import SavedGamesScene

    menu = saved_and_finished(app, tmp_path)
    assert menu.continue_button is not None
    check(app, "menu with Continue")
    for factory in (SavedGamesScene, HistoryScene):
        app.stack.push(factory)
        app.stack.apply_pending()
        assert len(app.stack.top.shown) >= 4, "the screen lists too little to check"
        check(app, factory.__name__)
        check_notices(app, factory.__name__)  # "game saved" kept off the title and rows
        app.stack.pop()
        app.stack.apply_pending()


def test_a_table_with_its_take_back_button_and_the_pause_that_says_saved(app):
    app.stack.push(PookScene, GameSetup("pook", (Seat("W" * 16), Seat("Q" * 16, BOT, "random")),
                                        3, {}))
    app.stack.apply_pending()
    check(app, "pook table")
    app.stack.push(PauseOverlay, PausePayload("pook", in_game=True))
    app.stack.apply_pending()
    check(app, "pause in a game")


def test_every_rules_section(app):
    """Each page of the illustrated rules, tabs, section list and buttons, in both languages."""
    from scenes.frame.payloads import RulesPayload
    from scenes.frame.rules_sections import section_ids

    for info in GAMES:
        for section in section_ids(info.id):
            app.stack.push(RulesScene, RulesPayload(info.id, section))
            app.stack.apply_pending()
            check(app, f"rules {info.id} {section}")
            assert any(r.kind == "card" for r in app.stack.top.regions())  # its pictures
            app.stack.pop()
            app.stack.apply_pending()


def test_rok_check_captions_keep_clear_of_notices_and_the_side_balance_runes(app):
    """The check's caption and a refusal share RÖK's upper cloth: the caption steps below
    the notice; in French too its plate stays between the side seats' Balance runes."""
    from scenes.games.rok import layout as rok_geo
    from scenes.games.rok.scene import RokScene

    seats = tuple(Seat(f"P{i + 1}", BOT, "random") for i in range(3))
    app.stack.reset(RokScene, GameSetup("rok", seats, 1, {}))
    app.stack.apply_pending()
    scene = table_of(app)
    captions, seen = 0, None
    for _ in range(20_000):
        if scene.caption is not None and scene.caption is not seen:
            seen = scene.caption
            app.ctx.notices.add(app.ctx.tr("rok.face_down_refusal"), warning=True, tag="R09")
            notices = app.ctx.notices.plates(app.ctx.assets, app.ctx.palette,
                                             scene.notice_area(), app.ctx.canvas)
            box = scene.painter.caption_rect()
            assert not any(box.colliderect(n) for _, _, n in notices)
            alone = scene.caption.get_rect(center=(round(rok_geo.CENTRE[0]), rok_geo.CAPTION_Y))
            for seat in (1, 2):
                rune = pygame.Rect(0, 0, 2 * rok_geo.BALANCE, 2 * rok_geo.BALANCE)
                rune.center = scene.places.balance(seat)
                assert not alone.colliderect(rune), (seat, alone, rune)
            app.ctx.notices.items.clear()
            captions += 1
            if captions >= 30:
                break
        app.frame(FAST)
    assert captions >= 30


@pytest.mark.parametrize("name", ["Alice", LONG_NAMES[0]])
def test_the_curtain_button_holds_its_words(app, name):
    """"Je suis Alice : montrer mes cartes" lost its last letter in a button of 360."""
    from scenes.table.curtain import BUTTON_FONT, CurtainPayload, CurtainScene

    app.stack.push(CurtainScene, CurtainPayload(name, (90, 150, 220)))
    app.stack.apply_pending()
    check(app, f"curtain for {name}")
    button = next(e for e in app.stack.top.root.elements
                  if e.get_object_ids()[-1] == "#curtain_ready")
    words = app.ctx.assets.font(BUTTON_FONT, bold=True).size(button.text)[0]
    assert words + 24 <= button.get_abs_rect().width


@pytest.mark.parametrize("game", ["pook", "totem", "rok"])
def test_the_end_of_a_game_watched_again_with_long_names(app, game):
    """Watched to its last move, a game shows its results (Watch again, Back to the game,
    Back): checked like every end screen, in both languages with 16-character names."""
    from tests.game.test_replay import random_record

    players = 2 if game == "totem" else 4
    record = random_record(game, players, 3)
    seats = tuple(Seat(name, HUMAN if i % 2 == 0 else BOT, None if i % 2 == 0 else "hard")
                  for i, name in enumerate(LONG_NAMES[:players]))
    watch_to_the_end(app, game, record, seats)
    check(app, f"{game} watched to its end")


def watch_to_the_end(app, game, record, seats):
    """``record`` watched again from its last move: its end screen is on top."""
    from game.saves import SavedGame
    from scenes.frame.payloads import WatchPayload

    saved = SavedGame.start(game, 3, seats, {}).advanced(record, True)
    app.stack.push(table_scene(game), WatchPayload(saved, Replay.of(record)))
    app.stack.apply_pending()
    table = table_of(app)
    table.watch.seek(table.watch.end)
    for _ in range(50):
        app.frame(FAST)
        if isinstance(app.stack.top, EndOverlay):
            break
    assert isinstance(app.stack.top, EndOverlay)


def test_the_page_count_keeps_off_the_buttons_under_it(app):
    """"Page 1 of 1,668" lay under Saved games' Back button (it was not a listed region)."""
    from game.saves import SavedGame
    from scenes.shell.history import HistoryScene
    from scenes.shell.saved_games import SavedGamesScene

    for i in range(26):  # 13 unfinished, 13 finished: three pages each
        saved = SavedGame.start("totem", i, (Seat("Léa"), Seat("Robot", BOT, "easy")), {})
        app.ctx.saves.write(saved.advanced(saved.record, i % 2 == 0))
    for factory in (SavedGamesScene, HistoryScene):
        app.stack.push(factory)
        app.stack.apply_pending()
        assert app.stack.top.pages > 1
        assert any(region.name == "page" for region in app.stack.top.regions())
        check(app, factory.__name__)
        check_notices(app, factory.__name__)
        app.stack.pop()
        app.stack.apply_pending()
