"""Pook's end screen after a tie-break (P27): every seat's score is what the final table
gives it, with what the tie-break's flips added — no number contradicts the table."""

from game.replay import Replay
from game.saves import BOT, HUMAN, SavedGame, Seat
from scenes.games.pook.scene import PookScene
from scenes.table.end_overlay import EndOverlay
from tests.game.test_replay import random_record
from tests.scenes.conftest import FAST


def test_P27_the_end_screen_shows_the_final_tables_scores_and_the_tie_breaks_share(fast_app):
    record = random_record("pook", 3, 6)  # a tie between seats 0 and 1; seat 2 gains too
    final = Replay.of(record).final
    view = final.view(0)
    before = next(e.data["scores"] for events in Replay.of(record).events for e in events
                  if e.kind == "game_over")
    assert view["tiebreak"] and view["table_scores"] != view["scores"]
    assert any(view["table_scores"][s] > before[s] for s in range(3)
               if s not in view["tiebreak"]["tied"])  # a seat that was not tied gained
    seats = (Seat("Ana", HUMAN, None), Seat("Bob", BOT, "easy"), Seat("Cléo", BOT, "easy"))
    library = fast_app.ctx.saves
    library.write(SavedGame.start("pook", 6, seats, {}).advanced(record, True))
    [entry] = library.scan()
    fast_app.stack.reset(PookScene, entry)
    fast_app.stack.apply_pending()
    for _ in range(100):
        if isinstance(fast_app.stack.top, EndOverlay):
            break
        fast_app.frame(FAST)
    payload = fast_app.stack.top.payload
    assert payload.headers == ("Player", "Banner", "Score", "Tie-break", "Rating")  # (Ana's)
    assert "only the tied players are ranked again" in payload.subtitle
    names = [seat.name for seat in seats]
    gained = [names[s] for s in range(3) if s not in view["tiebreak"]["tied"]
              and view["table_scores"][s] > before[s]]
    assert gained and all(f"also count for {name}'s Banner" in payload.subtitle
                          for name in gained)  # why a seat that was not tied has a "+"
    shown = {names.index(row[0]): row for row in payload.rows}
    assert sorted(shown) == [0, 1, 2]
    for seat, row in shown.items():
        assert row[2] == str(view["table_scores"][seat])
        assert row[3] == f"+{view['table_scores'][seat] - before[seat]}"
    assert payload.rows[payload.winners[0]][0] == names[view["winners"][0]]
    overlay = fast_app.stack.top
    for column, (_, room) in enumerate(overlay.columns()[1:], start=1):  # nothing cut
        assert all(overlay.cell_font(column).size(row[column])[0] <= room
                   for row in payload.rows)
