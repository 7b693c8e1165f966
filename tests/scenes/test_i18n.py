"""Every string exists in both languages, with the same placeholders; language detection."""

import json
import re
from pathlib import Path

import pytest

from scenes.frame.catalogue import GAMES
from scenes.kit.i18n import SUPPORTED, system_language

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "assets" / "i18n"


def flatten(tree, prefix=""):
    for key, value in tree.items():
        if isinstance(value, dict):
            yield from flatten(value, f"{prefix}{key}.")
        else:
            yield f"{prefix}{key}", value


NAMESPACES = sorted(p.name.split(".")[0] for p in I18N.glob("*.en.json"))


def strings(language, namespace="tablee"):
    data = json.loads((I18N / f"{namespace}.{language}.json").read_text(encoding="utf-8"))
    assert list(data) == [language]
    return dict(flatten(data[language]))


PLURAL_FORMS = {"zero", "one", "other"}  # python-i18n's forms, chosen by ``count``


def plural_groups(language, namespace="tablee"):
    """Keys whose text is a plural group (an object of plural forms only), with its forms."""
    data = json.loads((I18N / f"{namespace}.{language}.json").read_text(encoding="utf-8"))

    def walk(tree, prefix):
        for key, value in tree.items():
            if isinstance(value, dict) and set(value) <= PLURAL_FORMS and "other" in value:
                yield f"{prefix}{key}", set(value)
            elif isinstance(value, dict):
                yield from walk(value, f"{prefix}{key}.")

    return dict(walk(data[language], ""))


def keys(language, namespace="tablee"):
    """The keys the scenes may name: every string, and each plural group as a whole."""
    return set(strings(language, namespace)) | set(plural_groups(language, namespace))


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_plural_groups_have_one_and_other_in_both_languages(namespace):
    """A count picks "one" or "other" (English says "0 lines", French "0 ligne": French
    gives "zero" the singular)."""
    english, french = plural_groups("en", namespace), plural_groups("fr", namespace)
    assert set(english) == set(french)
    for group, forms in [*english.items(), *french.items()]:
        assert "one" in forms, group
    for group, forms in french.items():
        assert "zero" in forms, group


COUNTED = re.compile(r"%\{(n|count|bag|deck|score|round|pile)\} (\w+ )?(runes?|cards?|cartes?|"
                     r"moves?|coups?|rounds?|manches?|lines?|lignes?|players?|joueurs?)\b|\(s\)")


@pytest.mark.parametrize("language", SUPPORTED)
@pytest.mark.parametrize("namespace", NAMESPACES)
def test_a_count_before_a_noun_takes_plural_forms(namespace, language):
    """"1 runes", "1 manches", "round(s)": a number that counts a noun picks its plural form."""
    plain = {key: text for key, text in strings(language, namespace).items()
             if key.rpartition(".")[0] not in plural_groups(language, namespace)}
    assert {key: text for key, text in plain.items() if COUNTED.search(text)} == {}


@pytest.mark.parametrize(("key", "values", "one", "zero"), [
    ("rok.log.draw", {"throw": 2, "name": "Léa"}, ("1 rune left", "1 rune dans"),
     ("0 runes left", "0 rune dans")),
    ("rok.log.winner", {"name": "Léa"}, ("1 rune!", "1 rune\u00a0!"),
     ("0 runes!", "0 rune\u00a0!")),
    ("pook.end.tiebreak", {}, ("1 tie-break round", "1 manche de"),
     ("0 tie-break rounds", "0 manche de")),
    ("table.log_new", {}, ("1 new line", "1 nouvelle ligne"),
     ("0 new lines", "0 nouvelle ligne")),
])
def test_one_and_zero_in_english_and_french(key, values, one, zero):
    """English: 1 is singular, 0 plural; French: 0 and 1 are singular."""
    from scenes.kit.i18n import Translator

    for language, (singular, nothing) in zip(SUPPORTED, zip(one, zero, strict=True),
                                             strict=True):
        tr = Translator(I18N, language)
        for count, expected in ((1, singular), (0, nothing)):
            counts = {"n": count, "bag": count, "count": count}
            assert expected in tr(key, **values, **counts), (language, count)
        assert "%{" not in tr(key, **values, n=3, bag=3, count=3)


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_placeholders_match_between_languages(namespace):
    english, french = strings("en", namespace), strings("fr", namespace)
    for key, text in english.items():
        assert set(re.findall(r"%\{(\w+)\}", text)) == set(
            re.findall(r"%\{(\w+)\}", french[key])), key


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_french_typography_puts_a_no_break_space_before_double_punctuation(namespace):
    """« : ; ! ? » take a no-break space before them in French (so a line never starts
    with one); English strings take none."""
    for key, text in strings("fr", namespace).items():
        assert not re.search(r"[^\u00a0\u202f][:;!?]", text), (key, text)
    for key, text in strings("en", namespace).items():
        assert "\u00a0" not in text, key


def used_keys():
    """Keys named literally in scenes/ (tr("...")) plus those built from the catalogue."""
    keys = set()
    for path in (ROOT / "scenes").rglob("*.py"):
        keys.update(key for key in re.findall(r"\btr\(\s*\"([a-z0-9_.]+)\"",
                                               path.read_text(encoding="utf-8"))
                    if key.partition(".")[0] not in NAMESPACES)
    for info in GAMES:
        keys.update({f"games.{info.id}.name", f"games.{info.id}.pitch"})
        keys.update(f"setup.bot_{level}" for level in info.bot_levels)
        for spec in info.options:
            keys.add(f"options.{info.id}.{spec.name}.label")
            keys.update(f"options.{info.id}.{spec.name}.{choice}" for choice in spec.choices)
    for name in ("language", "fullscreen", "colourblind"):
        keys.add(f"settings.{name}")
    keys.update({"settings.fullscreen_hint", "settings.colourblind_hint"})
    keys.update(f"settings.language_name_{lang}" for lang in SUPPORTED)
    return keys


def test_every_game_key_the_scenes_name_exists():
    for path in (ROOT / "scenes").rglob("*.py"):
        for key in re.findall(r"\btr\(\s*\"([a-z0-9_.]+)\"", path.read_text(encoding="utf-8")):
            namespace, _, rest = key.partition(".")
            if namespace in NAMESPACES and namespace != "tablee":
                assert rest in keys("en", namespace), key


def test_every_key_the_scenes_use_exists():
    assert used_keys() - keys("en") == set()
    assert len(used_keys()) > 40  # the scan found the scenes' keys


RIGHT_BUTTON = {("keys", "pook.put_down.does"), ("keys", "pook.put_down.keys"),
                ("keys", "totem.put_down.keys"), ("pook", "status.held_bourse"),
                ("pook", "status.held_warrior"), ("totem", "status.paired"),
                ("totem", "status.selected")}  # what the mouse's right button does
AMBIGUOUS = {"en": re.compile(r"\bright[- ]clicks?\b", re.IGNORECASE),
             "fr": re.compile(r"\bclics? droits?\b|\bbons? clics?\b|\bclics? justes?\b",
                              re.IGNORECASE)}


@pytest.mark.parametrize("language", SUPPORTED)
def test_a_right_click_is_only_ever_the_mouses_right_button(language):
    """A click on the rune that counts is said "correct" ("une bonne rune"), never "right
    click" or "bon clic": a player reads that as the right mouse button. Only the strings
    saying what that button does (put down, cancel) name it."""
    found = {(namespace, key) for namespace in NAMESPACES
             for key, text in strings(language, namespace).items()
             if isinstance(text, str) and AMBIGUOUS[language].search(text)}
    assert found == RIGHT_BUTTON


@pytest.mark.parametrize("language", SUPPORTED)
def test_every_game_has_its_rules(language):
    """(tests/scenes/test_rules_scene.py checks every section of them.)"""
    for info in GAMES:
        text = (ROOT / "assets" / "rules" / f"{info.id}.{language}.json").read_text("utf-8")
        assert len(text) > 3000


@pytest.mark.parametrize("environ, expected", [
    ({"LANG": "fr_FR.UTF-8"}, "fr"),
    ({"LANGUAGE": "fr:en", "LANG": "en_US.UTF-8"}, "fr"),
    ({"LC_ALL": "en_GB.UTF-8", "LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "en"),
    ({"LANG": "C"}, "en"),
    ({}, "en"),
])
def test_system_language(environ, expected):
    assert system_language(environ) == expected
