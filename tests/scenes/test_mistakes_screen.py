"""Your mistakes (scenes/shell/mistakes.py): from the menu, a row per game; Practise deals the
due card on the retry screen; the first try's grade answers it (found: back in a day; missed:
this evening); the next day it is due again; a card whose game is gone leaves the deck."""

from __future__ import annotations

import pytest

from game.review.cache import ReviewCache
from game.review.deck import AGAIN_SOON, DAY, Deck, DeckStore
from game.review.turns import Budget
from scenes.kit import reviewer
from scenes.kit.regions import problems
from scenes.kit.reviewer import DECK
from scenes.shell.mistakes import MistakesScene
from scenes.shell.retry import RetryScene
from tests.scenes.conftest import FAST
from tests.scenes.test_practice_screens import REVIEW_BUDGET, judged_try, review_of
from tests.scenes.test_review_scene import finish, open_review, totem_game

T0 = 1_800_000_000.0  # (a moment in 2027)


@pytest.fixture(autouse=True)
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(reviewer, "BUDGET", REVIEW_BUDGET)
    monkeypatch.setattr("scenes.shell.retry.BUDGET", Budget(iterations=20, samples=4))


def press(scene, key: str) -> None:
    button = next(b for b in scene._actions if b.get_object_ids()[-1] == key)
    assert button.is_enabled, key
    scene._actions[button]()


def a_reviewed_game(app):
    """A finished Totem game in the library, reviewed: its named decisions in the deck."""
    saved = totem_game()
    app.ctx.saves.write(saved)
    ReviewCache(app.ctx.library.data_dir / reviewer.REVIEWS).put(  # (made once: kept here)
        review_of(saved.record.to_json()))
    review = open_review(app, saved)
    finish(app, review)
    review.reviewer.keeping.wait(5)  # (on its own thread)
    app.stack.pop()
    app.stack.apply_pending()
    deck = DeckStore(app.ctx.library.data_dir / DECK).load()
    assert deck.cards and {c.saved for c in deck.cards.values()} == {saved.name}
    return saved, deck


def open_deck(app, now: float) -> MistakesScene:
    app.stack.push(MistakesScene)
    app.stack.apply_pending()
    scene = app.stack.top
    scene.clock = lambda: now
    scene.relayout()
    app.frame(FAST)
    return scene


def test_an_empty_deck_says_how_mistakes_come_and_offers_nothing(bilingual_app):
    scene = open_deck(bilingual_app, T0)
    assert not any(b.get_object_ids()[-1].startswith("#deck_") for b in scene._actions)
    assert not problems(scene.regions(), (0, 0, 1280, 800))


def test_a_mistake_found_comes_back_the_next_day_a_missed_one_this_evening(fast_app):
    _, deck = a_reviewed_game(fast_app)
    first = min(deck.cards.values(), key=lambda c: (c.due, c.box, c.key))
    DeckStore(fast_app.ctx.library.data_dir / DECK).save(Deck([first]))  # (one card)
    scene = open_deck(fast_app, first.due)
    assert not problems(scene.regions(), (0, 0, 1280, 800))
    press(scene, "#deck_practise_totem")
    fast_app.stack.apply_pending()
    retry = next(s for s in fast_app.stack._scenes if isinstance(s, RetryScene))
    judged_try(fast_app, retry, first.decision.played)  # the move made then: not found
    assert retry.found is False
    retry.back()
    fast_app.stack.apply_pending()
    kept = DeckStore(fast_app.ctx.library.data_dir / DECK).load().cards[first.key]
    assert (kept.box, kept.due, kept.asked) == (0, first.due + AGAIN_SOON, 1)
    scene.clock = lambda: first.due + AGAIN_SOON  # this evening: it is back, and found
    scene.relayout()
    press(scene, "#deck_practise_totem")
    fast_app.stack.apply_pending()
    retry = next(s for s in fast_app.stack._scenes if isinstance(s, RetryScene))
    judged_try(fast_app, retry, first.decision.best)  # (seeded: the same grade each run)
    assert retry.judged.grade == "best" and retry.found is True
    retry.back()
    fast_app.stack.apply_pending()
    kept = DeckStore(fast_app.ctx.library.data_dir / DECK).load().cards[first.key]
    assert (kept.box, kept.due) == (1, first.due + AGAIN_SOON + DAY)
    assert fast_app.stack.top is scene and not problems(scene.regions(), (0, 0, 1280, 800))


def test_a_card_whose_game_is_gone_leaves_the_deck(fast_app):
    saved, deck = a_reviewed_game(fast_app)
    (fast_app.ctx.library.data_dir / "games" / saved.name).unlink()
    scene = open_deck(fast_app, max(c.due for c in deck.cards.values()))
    press(scene, "#deck_practise_totem")
    fast_app.stack.apply_pending()
    assert fast_app.stack.top is scene  # (nothing to retry)
    left = DeckStore(fast_app.ctx.library.data_dir / DECK).load()
    assert left.cards == {}  # (every card of that game)


def test_finished_games_never_reviewed_are_offered_and_their_mistakes_join(fast_app):
    saved = totem_game()
    fast_app.ctx.saves.write(saved)
    scene = open_deck(fast_app, T0)
    scene.backlog.job.wait(30)
    fast_app.frame(FAST)
    assert scene.backlog.names == [saved.name] and not scene.deck.cards
    assert not problems(scene.regions(), (0, 0, 1280, 800))
    press(scene, "#deck_backlog")  # Review them
    for _ in range(600):
        fast_app.frame(FAST)
        if not scene.backlog.busy and not scene.backlog.names and scene.deck.cards:
            break
        scene.backlog.job.wait(0.05)
    assert {c.saved for c in scene.deck.cards.values()} == {saved.name}
    assert "#deck_backlog" not in {b.get_object_ids()[-1] for b in scene._actions}
