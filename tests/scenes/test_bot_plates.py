"""A bot's seat says so on its plate, with its level ("Bot · Hard"), in words drawn whole at
150 % text in both languages; a person's plate says nothing of the kind."""

import pytest

from game.saves import BOT, HUMAN, Seat
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GameSetup
from scenes.kit.names import bot_words
from scenes.kit.regions import problems
from scenes.kit.safetext import GuardedFont
from tests.scenes.conftest import FAST, table_of
from tests.scenes.test_layout import CANVAS, LONG_NAMES


@pytest.mark.parametrize(("game", "levels"), [("pook", ("easy", "normal", "hard")),
                                              ("totem", ("hard",))])
def test_a_bot_s_plate_names_it_a_bot_and_its_level_whole_at_150(bilingual_app, monkeypatch,
                                                                 game, levels):
    app = bilingual_app
    app.ctx.change_settings(text_scale=150)
    drawn = []
    render = GuardedFont.render

    def noting(font, text, *args, **kwargs):
        drawn.append(text)
        return render(font, text, *args, **kwargs)

    monkeypatch.setattr(GuardedFont, "render", noting)
    seats = (Seat(LONG_NAMES[0], HUMAN),
             *(Seat(LONG_NAMES[i], BOT, level) for i, level in enumerate(levels, start=1)))
    app.stack.reset(table_scene(game), GameSetup(game, seats, 5, {}))
    app.stack.apply_pending()
    table = table_of(app)
    for _ in range(60):
        app.frame(FAST)
        if table.my_turn and not table.board.moving:
            break
    assert table.my_turn
    regions = {region.name: region for region in table.regions()}
    for seat, level in enumerate(levels, start=1):
        words = app.ctx.tr(f"table.bot.{level}")
        assert words == bot_words(app.ctx.tr, seats[seat])
        assert words.startswith(("Bot · ", "Robot · ")) and len(words) > len("Robot · ")
        assert words in drawn, (words, drawn)  # drawn whole, never cut with an ellipsis
        assert f"bot:{seat}" in regions, sorted(regions)
    assert "bot:0" not in regions  # the person's plate
    assert problems(list(regions.values()), CANVAS) == []  # whole on its plate, apart
