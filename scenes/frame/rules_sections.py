"""What each game's rules say, section by section, and which section fits a table's phase.

A section is a heading, a short text and pictures (all words in
``assets/rules/<game>.<lang>.json``, the pictures named here and drawn by
``scenes/shell/rules/pictures_<game>.py``). The rule IDs are those of
``docs/rules/<game>.md``, shown as small tags. A table says its phase (see
``TableScene.rules_phase``); :func:`section_for` turns it into the section F1 opens (or
the section of the rule a refusal on screen cites).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Section:
    id: str
    rules: tuple[str, ...]  # rule IDs, as tags on the page
    pictures: tuple[str, ...]  # picture names, drawn left to right under the text


SECTIONS: dict[str, tuple[Section, ...]] = {
    "pook": (
        Section("cards", ("P01", "P02", "P03", "P04"), ("factions", "bourse", "piggy")),
        Section("setup", ("P05", "P06", "P07", "P08"), ("start", "hand", "banner")),
        Section("turn", ("P09", "P10", "P11", "P14"), ("turn_example", "turn_hand")),
        Section("level", ("P12",), ("level_count", "level_cards")),
        Section("powers", ("P13", "P20", "P21", "P22", "P23", "P24"),
                ("knight", "mage", "orc", "viking")),
        Section("power_example", ("P13", "P20", "P22"), ("orc_targets", "orc_after")),
        Section("piggy", ("P15", "P16", "P17", "P18", "P19"),
                ("piggy_before", "piggy_after", "piggy_back")),
        Section("end", ("P25", "P26", "P27"), ("end_table", "end_banner")),
        Section("variants", ("P28", "P29"), ("banners",)),
    ),
    "totem": (
        Section("cards", ("T01", "T02", "T03"), ("sword", "shield", "eye", "sum", "plain")),
        Section("setup", ("T04", "T05"), ("defenders", "setup_hand")),
        Section("turn", ("T06", "T08", "T09", "T10", "T11"), ("defend", "exchange", "discard")),
        Section("attack", ("T07", "T12", "T13", "T14", "T15", "T16", "T17", "T18", "T19"),
                ("attack_win", "attack_fail", "attack_revealed")),
        Section("sword", ("T20",), ("sword_combo",)),
        Section("shield", ("T21",), ("shield_first", "shield_later")),
        Section("eye_sum", ("T22", "T23", "T24"), ("eye_example", "sum_example")),
        Section("end", ("T25", "T26", "T27"), ("end_beaten", "end_count")),
    ),
    "rok": (
        Section("runes", ("R01", "R02", "R03"), ("signs", "pairs", "destiny")),
        Section("setup", ("R04", "R05", "R06"), ("setup_table",)),
        Section("throw", ("R07", "R08"), ("throw_table",)),
        Section("grab", ("R09", "R10", "R11", "R12", "R13", "R25", "R26"),
                ("grab_pair", "grab_down", "grab_balance")),
        Section("robots", ("R25",), ("robot_pace",)),
        Section("pairs", ("R14", "R15"), ("true_pair", "false_pair", "split_pair")),
        Section("theft", ("R16", "R17"), ("theft_before", "theft_after")),
        Section("balance", ("R18", "R19", "R20"), ("new_balance",)),
        Section("slides", ("R24", "R17", "R23"), ("slide",)),
        Section("end", ("R21", "R22", "R23"), ("end_hoards",)),
    ),
}

#: The section a table's phase opens at (F1). Phases are the cores' (``view["phase"]``);
#: RÖK also names the step of the check on screen (the check's event kinds).
PHASE_SECTIONS: dict[str, dict[str, str]] = {
    "pook": {"start": "turn", "power": "powers", "after": "piggy", "tiebreak": "end",
             "over": "end"},
    "totem": {"setup": "setup", "turn": "turn", "follow": "attack", "eye": "eye_sum",
              "trim": "turn", "over": "end"},
    "rok": {"throw": "throw", "grab": "grab", "grabbing_ends": "pairs", "pair": "pairs",
            "false_pair": "pairs", "leftover": "pairs", "split_pair": "pairs",
            "theft": "theft", "order": "theft", "slide_off": "slides", "slide": "slides",
            "slide_tie": "slides", "slide_winner": "slides", "balance_replaced": "balance",
            "no_balance": "balance", "face_down_to_bag": "balance", "bag_passes": "balance",
            "draw": "throw", "game_end": "end", "winner": "end", "over": "end"},
}


def sections(game: str) -> tuple[Section, ...]:
    return SECTIONS[game]


def section_ids(game: str) -> list[str]:
    return [section.id for section in SECTIONS[game]]


def section_for(game: str, phase: str | None, cited: str | None = None) -> str:
    """The section that explains ``phase`` of ``game`` (the first one for an unknown phase),
    or, when a refusal on screen ``cited`` a rule (its tag says "press F1 to read it"), the
    first section that rule is in."""
    holding = next((s.id for s in SECTIONS[game] if cited in s.rules), None)
    return holding or PHASE_SECTIONS[game].get(phase or "", SECTIONS[game][0].id)
