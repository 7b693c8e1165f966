"""R25: tools/pace_fit.py fits a player's seeing and hand paces from the timed grabs their saved
RÖK games keep, each with an interval, and says what Matched would play at."""

from __future__ import annotations

import re

from game.core import GameRecord
from game.rok.bots import PERSON, REFLEXES, bot_game
from game.saves import BOT, HUMAN, SavedGame, SaveLibrary, Seat
from tools.pace_fit import main


def keep_games(folder, name: str, slower: float, seeds) -> None:
    """Whole two-player RÖK games with timed grabs: ``name`` (the modelled adult ``slower``
    times slower) against a Normal bot, kept as the app keeps them."""
    library = SaveLibrary(folder)
    for seed in seeds:
        played: list[str] = []
        bot_game([PERSON.slower(slower), REFLEXES["normal"]], seed, played=played)
        saved = SavedGame.start("rok", seed, (Seat(name, HUMAN), Seat("Robot", BOT, "normal")),
                                {})
        library.write(saved.advanced(GameRecord("rok", 2, seed, {}, tuple(played)), True))


def paces(text: str, part: str) -> tuple[float, float, float]:
    """The fit and its interval printed on ``part``'s line."""
    found = re.search(part + r"[^x]*x([\d.]+)[^,]*, 95 % ([\d.]+)-([\d.]+)", text)
    assert found, text
    return float(found[1]), float(found[2]), float(found[3])


def test_R25_a_slow_players_recorded_grabs_give_both_paces_with_intervals(tmp_path, capsys):
    keep_games(tmp_path / "games", "Léa", 1.6, range(20, 24))
    keep_games(tmp_path / "games", "Zoë", 0.8, range(30, 34))
    assert main(["--data-dir", str(tmp_path)]) == 0
    assert set(capsys.readouterr().out.split()) >= {"Léa:", "Zoë:"}  # every human, unnamed
    assert main(["--data-dir", str(tmp_path), "Léa", "Zoë"]) == 0
    out = capsys.readouterr().out
    lea, zoe = out.split("Zoë:")
    for text, slower in ((lea, 1.6), (zoe, 0.8)):
        for part in ("seeing", "hand"):
            fitted, low, high = paces(text, part)
            assert low <= fitted <= high
            assert abs(fitted / slower - 1) < 0.25, (part, fitted, slower)
        assert "the gate is open" in text
    assert paces(lea, "seeing")[0] > 1.5 * paces(zoe, "seeing")[0]


def test_R25_a_player_with_one_game_is_still_under_the_prior(tmp_path, capsys):
    keep_games(tmp_path / "games", "Léa", 1.0, [5])
    assert main(["--data-dir", str(tmp_path), "Léa", "Nobody"]) == 0
    out = capsys.readouterr().out
    assert "the gate is not open yet" in out
    assert "Nobody: no timed grabs in 0 RÖK games" in out


def test_R25_no_rok_game_is_said(tmp_path, capsys):
    assert main(["--data-dir", str(tmp_path)]) == 1
    assert "no RÖK games" in capsys.readouterr().out


def test_R25_a_players_named_drills_move_what_matched_would_play_at(tmp_path, capsys):
    """One game (under the gate), then twenty slow drill tables under Léa's name: the gate
    opens and Matched would play slower; drills alone name a player too."""
    from game.rok.drill import DrillLog
    from tests.game.rok.test_drill_pace import sessions

    keep_games(tmp_path / "games", "Léa", 1.0, [5])
    assert main(["--data-dir", str(tmp_path), "Léa"]) == 0
    before = float(re.search(r"Matched plays at: seeing x([\d.]+)", capsys.readouterr().out)[1])
    log = DrillLog(tmp_path)
    for session in [*sessions("Léa", 2.0, 300), *sessions("Zoë", 1.0, 400)]:
        log.add(session)
    assert main(["--data-dir", str(tmp_path)]) == 0
    lea, zoe = capsys.readouterr().out.split("Zoë:")
    after = float(re.search(r"Matched plays at: seeing x([\d.]+)", lea)[1])
    assert after > 1.15 * before and "the gate is open; 20 of the latest" in lea
    assert "no timed grabs in 0 RÖK games" in zoe and "20 of the latest 20 are drill" in zoe
