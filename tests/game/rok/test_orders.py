"""The orders of thefts (R17) and the hoards each leaves (game.rok.orders): computed by the
core from the chooser's view, the best one is the one the bots choose, and the last thief
of a colour takes that colour's runes the earlier thieves won (R16)."""

from game.core import Rng
from game.games import load_game
from game.lessons import check
from game.match import Match
from game.rok import SPEC, random_action
from game.rok.bots import order_choice
from game.rok.lesson import LESSON
from game.rok.orders import best_order, order_choices


def positions_to_order(seeds=range(200), players=3):
    """Order phases met in random games (a few in 200)."""
    for seed in seeds:
        match, rng = Match.new(load_game("rok"), players, seed), Rng(seed)
        while not match.state.is_terminal():
            if match.state.phase == "order":
                yield match.state
                break
            match.play(str(random_action(match.state, rng)))


def test_R17_each_order_leaves_the_hoards_the_core_gives_it():
    found = 0
    for state in positions_to_order():
        chooser = state.current_player
        view = state.view(chooser)
        choices = order_choices(view)
        assert [c.text for c in choices] == [t for t in view["legal"] if t.startswith("order")]
        for choice in choices:
            trial = state.clone()
            trial.play(choice.text)
            assert choice.hoards == tuple(trial.scores())
            assert [f"{t}>{v}" for t, v in choice.thefts] == choice.text.split()[1].split(",")
        assert best_order(view).text == order_choice(view)  # what the bots choose
        found += 1
    assert found >= 2


def test_R16_the_last_thief_of_a_colour_takes_what_the_first_one_won():
    """The lesson's two black thefts: the robot first, then the learner leaves the learner
    10 runes and the robot none; the other way, 6 and 4."""
    match = check(SPEC)
    actions = list(match.record.actions)
    at = actions.index("order 1>0,0>1")
    before = Match.new(load_game("rok"), 2, LESSON.seed)
    for text in actions[:at]:
        before.play(text)
    view = before.state.view(0)
    hoards = {c.text: c.hoards for c in order_choices(view)}
    assert hoards == {"order 1>0,0>1": (10, 0), "order 0>1,1>0": (6, 4)}
    assert best_order(view).text == "order 1>0,0>1"
    assert best_order(before.state.view(1)) is None  # the robot has nothing to choose
