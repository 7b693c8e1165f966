"""RÖK's hardest decision, helped (scenes.games.rok.ordering): at the order of
thefts (R17) each choice is a button naming the thieves in turn, whose words fit in both
languages with 16-character names, beside the hoards that order leaves (the core's
numbers); arrows from thief to victim show the choice under the mouse; Hint names the
order it recommends, with the hoards, and rings it."""

import pygame
import pytest

from game.games import load_game, match_of
from game.match import Match
from game.rok.lesson import LESSON
from game.rok.orders import best_order, order_choices
from game.saves import HUMAN, SavedGame, SaveEntry, Seat
from scenes.app.smoke import Probe
from scenes.games.rok.scene import RokScene
from scenes.kit.pieces.rok_words import order_label
from scenes.kit.regions import problems
from tests.scenes.conftest import FAST, lift_curtain, table_of
from tests.scenes.conftest import run_fast as run
from tests.scenes.test_layout import LONG_NAMES, cut_buttons


def lesson_record_to_the_order():
    """The lesson's game up to the order of its two black thefts (the learner slid closest)."""
    match = Match.new(load_game("rok"), 2, LESSON.seed)
    for step in LESSON.steps:
        if match.state.phase == "order":
            break
        if step.acts:
            match.play(step.do[0] if step.do else step.bot)
    assert match.state.phase == "order" and match.state.current_player == 0
    return match.record


def open_at_the_order(app, names):
    record = lesson_record_to_the_order()
    seats = tuple(Seat(name, HUMAN) for name in names)
    saved = SavedGame.start("rok", record.seed, seats, {}).advanced(record, False)
    app.stack.push(RokScene, SaveEntry(saved.name, saved, match_of(record)))
    app.stack.apply_pending()
    lift_curtain(app)
    table = table_of(app)
    for _ in range(20):
        app.frame(FAST)
    return table


@pytest.mark.parametrize("names", [("Zoé", "Robot"), LONG_NAMES[:2]])
def test_R17_each_order_is_a_button_beside_the_hoards_it_leaves(bilingual_app, names):
    app = bilingual_app
    table = open_at_the_order(bilingual_app, names)
    assert table.my_turn and table.view["phase"] == "order"
    choices = order_choices(table.session.view(0))
    assert [c.text for c in table.ordering.choices] == [c.text for c in choices]
    assert problems(app.stack.top.regions(), (0, 0, 1280, 800)) == []
    assert cut_buttons(bilingual_app) == []  # the words fit their buttons
    font = app.ctx.assets.font(16)
    for i, choice in enumerate(table.ordering.choices):
        button = Probe(bilingual_app).find(f"#rok_order_{i}")
        then = app.ctx.tr("rok.order.then").strip(", ")
        assert then in button.text
        room = table.ordering.hoards_rect(i).width
        words = table.ordering.hoards_words(choice, room)
        assert all(str(n) in words for n in choice.hoards) and font.size(words)[0] <= room
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=button.rect.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        app.frame(FAST)
        assert table.ordering.focused_order() is choice  # its arrows show on the cloth


def test_R17_hint_names_the_order_with_its_hoards_and_rings_it(bilingual_app):
    app = bilingual_app
    table = open_at_the_order(app, ("Zoé", "Robot"))
    best = best_order(table.session.view(0))
    run(app, Probe(bilingual_app).key(pygame.K_h))
    for _ in range(40):
        app.frame(FAST)
        if table.ordering.hinted_order:
            break
    label = order_label(app.ctx.tr, table.names, best.thefts)
    notice = app.ctx.notices.items[-1].text
    assert label in notice and "10" in notice and "6" in notice
    assert table.ordering.hinted_order == best.text
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0),
                                         buttons=(0, 0, 0)))
    app.frame(FAST)
    assert table.ordering.focused_order().text == best.text


def test_R17_the_label_names_each_victim_when_a_thief_steals_twice(bilingual_app):
    app = bilingual_app
    tr = app.ctx.tr
    assert order_label(tr, ["Léa", "Bob", "Zoé"], [(2, 0), (0, 1)]) == \
        f"Zoé{tr('rok.order.then')}Léa"
    twice = order_label(tr, ["Léa", "Bob", "Zoé"], [(0, 1), (0, 2)])
    assert "Bob" in twice and "Zoé" in twice and twice.count("Léa") == 2


def test_R17_the_panel_says_its_title_whole_and_names_whole_at_150(sized_app):
    """At 125 and 150 % text, in both languages: the title whole (smaller, or on two lines,
    never cut), and short names never shortened ("Zoé, puis Robot")."""
    app = sized_app
    table = open_at_the_order(app, ("Zoé", "Robot"))
    assert table.view["phase"] == "order" and table.ordering.choices
    font, lines = table.ordering.order_title()
    assert " ".join(lines) == app.ctx.tr("rok.order.title")
    ordering = table.ordering
    assert all(font.size(line)[0] <= ordering.order_panel(len(ordering.choices)).width - 24
               for line in lines)
    for i, choice in enumerate(table.ordering.choices):
        button = Probe(app).find(f"#rok_order_{i}")
        assert "…" not in button.text and "Zoé" in button.text, button.text
        assert "…" not in table.ordering.hoards_words(choice, table.ordering.hoards_rect(i).width)
    assert problems(app.stack.top.regions(), (0, 0, 1280, 800)) == []
