"""Status lines: the last turn is said on the table (T26), and the human playing against bots
is spoken to ("your turn"), never named in the third person while it is their move."""

import random

import pytest

from game.saves import BOT, HUMAN, Seat
from scenes.app.navigation import table_scene
from scenes.frame.catalogue import GameSetup
from scenes.table.end_overlay import EndOverlay
from tests.scenes.conftest import FAST, table_of

NAME = "Zoé"


def play(app, game, players, choose, seed=3, frames=20_000, watch=None):
    seats = (Seat(NAME, HUMAN, None),
             *(Seat(f"Bot {i}", BOT, "random") for i in range(1, players)))
    app.stack.push(table_scene(game), GameSetup(game, seats, seed, {}))
    app.stack.apply_pending()
    table = table_of(app)
    for _ in range(frames):
        if isinstance(app.stack.top, EndOverlay):
            break
        if table.my_turn and not table.board.moving and table.legal:
            table.act(choose(table.legal))
        if getattr(table, "view", {}).get("phase") == "throw" and table.my_turn:
            table.signal_throw()
        app.frame(FAST)
        if watch:
            watch(table)
    return table


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize(("game", "players"), [("totem", 2), ("pook", 3), ("rok", 3)])
def test_the_human_is_spoken_to_not_named(fast_app, language, game, players):
    fast_app.ctx.change_settings(language=language)
    rng, seen = random.Random(4), []

    def watch(table):
        text = table.status_line.status[0] if game != "rok" else table.status_plate[0]
        if text:
            seen.append(text)
            assert NAME not in text, text

    play(fast_app, game, players, rng.choice, watch=watch)
    assert isinstance(fast_app.stack.top, EndOverlay)
    yours = {"en": ("Your ", "your "), "fr": ("vous", "Vous", "votre", "Votre")}[language]
    assert any(word in text for text in seen for word in yours)


def test_the_last_turn_is_said_on_the_table(fast_app):
    """T26: the human discards (each discard draws) until the deck runs out; from then on
    the status says it is the last turn, whoever plays it."""
    for seed in (2, 3, 4, 6):
        rng, said = random.Random(1), []

        def choose(legal, rng=rng):
            for verbs in (("setup", "discard"), ("defend",), ("end",)):
                found = [text for text in legal if text.startswith(verbs)]
                if found:
                    return rng.choice(found)
            return rng.choice(legal)

        def watch(table, said=said):
            if table.view.get("last_turn") is not None and table.status_line.status[0]:
                said.append(table.status_line.status[0])

        table = play(fast_app, "totem", 2, choose, seed=seed, watch=watch)
        if table.session.state.end_reason != "all_defenders_beaten":
            break
        fast_app.stack.pop()
        fast_app.stack.apply_pending()
    assert table.session.state.end_reason.startswith("deck_exhausted")
    assert said and all("last turn" in text.lower() for text in said)
