"""The text size setting's parts: the scale, the theme, the settings file, the
widgets that hold larger words as far as they can."""

import json

import pytest

from scenes.frame.fitting import designed_size
from scenes.kit.assets import assets_root
from scenes.kit.settings import Settings, SettingsError, parse
from scenes.kit.textsize import TEXT_SCALES, scaled_size, scaled_theme


def test_small_text_grows_by_the_whole_scale_titles_not_at_all():
    assert [scaled_size(size, 150) for size in (14, 20, 24, 32, 40, 84)] == \
        [21, 30, 36, 40, 40, 84]
    assert scaled_size(17, 125) == 21 and scaled_size(17, 100) == 17
    for percent in TEXT_SCALES:  # a larger design never shows smaller
        sizes = [scaled_size(size, percent) for size in range(8, 90)]
        assert sizes == sorted(sizes)
        assert all(designed_size(scaled_size(s, percent), percent) <= s for s in range(8, 40))


def test_the_theme_scales_every_font_and_an_open_drop_downs_rows():
    theme = json.loads((assets_root() / "theme.json").read_text())
    scaled = scaled_theme(theme, 150)
    assert scaled["button"]["font"]["size"] == str(scaled_size(21, 150))
    assert scaled["defaults"]["font"]["size"] == "30"
    rows = "drop_down_menu.selection_list"
    assert scaled[f"{rows}.button"]["font"]["size"] == str(scaled_size(19, 150)) == "28"
    assert scaled[rows]["misc"]["list_item_height"] == "56"  # 38 × 28 / 19
    assert scaled_theme(theme, 100) == theme
    assert theme["button"]["font"]["size"] == "21"  # (the original is untouched)


@pytest.mark.parametrize("value", [130, True, "150", None, [125]])
def test_a_wrong_text_size_is_refused_with_its_reason(value):
    with pytest.raises(SettingsError, match="text_scale"):
        Settings().with_changes(text_scale=value)


def test_old_files_read_and_new_ones_keep_both_settings():
    old = parse(b'{"format": "tablee-settings/1", "language": "fr", "volume": 40}')
    assert old.text_scale == 100 and old.reduced_motion is False
    both = Settings().with_changes(text_scale=125, reduced_motion=True)
    assert parse(both.to_json().encode()) == both


def test_a_button_too_small_for_larger_words_takes_the_largest_font_that_fits(tmp_path):
    from scenes.app.loop import App, AppOptions

    app = App(AppOptions(language="fr", config_dir=tmp_path, data_dir=tmp_path / "d", fps=0))
    try:
        app.ctx.change_settings(text_scale=150)
        app.frame(1 / 60)
        button = app.stack.top.button((10, 10, 150, 50), "Apprendre", lambda: None, "#t")
        width, height = button.font.size("Apprendre")
        assert width + 12 <= 150 and height <= 50  # it fits ...
        bigger = app.ctx.ui.get_theme().get_font(button.combined_element_ids)
        assert bigger.size("Apprendre")[0] + 12 > 150  # ... where the theme's 150 % did not
        assert height > app.ctx.assets.font(21, bold=True, fixed=True).size("Apprendre")[1]
        roomy = app.stack.top.button((10, 70, 400, 60), "Apprendre", lambda: None, "#u")
        assert roomy.font.size("Apprendre") == bigger.size("Apprendre")  # grown in full
    finally:
        app.close()
