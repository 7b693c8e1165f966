"""Pook's guided first game: two players, the learner (Banner Knight + Mage) against a
robot, on the deal of seed 3.

It shows, in play: the two faces (P02), adjacency (P11), the level rule (P12), the
Knight's protection — and that it does not protect itself (P20) — the Orc (P22),
the Viking (P23), the Mage (P21), the draw (P14), the Piggy swap (P15) and its
swap-back rule (P16), the 5×5 limit (P10), the secret Banner (P06); then the
learner plays freely to the end and the scoring is explained (P25, P26).
"""

from __future__ import annotations

from game.lessons import Lesson, Step

LESSON = Lesson("pook", 2, 3, (
    Step("welcome", "P06"),
    Step("faces", "P02", point=("hand", "K1a")),
    Step("first_card", "P12", do=("play K1a W E4",), point=("cell", "E4")),
    Step("knight", "P20"),
    Step("end_draw", "P14", do=("end",), point=("button", "#end")),
    Step("robot_bourse", "P09", bot="play O2b B F5", point=("cell", "F5")),
    Step("robot_ends", "P14", bot="end"),
    Step("viking", "P23", do=("play V1a W F4",), point=("cell", "F4")),
    Step("viking_power", "P23", do=("power F5",), point=("cell", "F5")),
    Step("end_again", "P14", do=("end",), point=("button", "#end")),
    Step("robot_orc", "P22", bot="play O1b W E3", point=("cell", "E3")),
    Step("protection", "P20", point=("cell", "E4")),
    Step("robot_orc_power", "P22", bot="power E4", point=("cell", "E4")),
    Step("robot_swap", "P15", bot="swap F5", point=("cell", "F5")),
    Step("robot_ends_again", "P14", bot="end"),
    Step("swap_back", "P16", point=("cell", "E5")),
    Step("hide_orc", "P09", do=("play O3a B D4",), point=("cell", "D4")),
    Step("your_swap", "P15", do=("swap F4",), point=("cell", "F4")),
    Step("end_third", "P14", do=("end",), point=("button", "#end")),
    Step("robot_viking_bourse", "P09", bot="play V2a B G4", point=("cell", "G4")),
    Step("robot_ends_third", "P14", bot="end"),
    Step("mage", "P12", do=("play M3b W H4",), point=("cell", "H4")),
    Step("mage_power", "P21", do=("power G4 O3b",), point=("cell", "G4")),
    Step("five_by_five", "P10", point=("cell", "C4")),
    Step("end_fourth", "P14", do=("end",), point=("button", "#end")),
    Step("robot_bourse_again", "P09", bot="play K2b B D5", point=("cell", "D5")),
    Step("robot_ends_fourth", "P14", bot="end"),
    Step("orc", "P22", do=("play O1a W F6",), point=("cell", "F6")),
    Step("orc_power", "P22", do=("power F5",), point=("cell", "F5")),
    Step("free", "P25", free=True),
    Step("scoring", "P26"),
))
