"""Which tests ``make test`` leaves to CI's thorough pass (``make test-thorough``).

``make test`` must stay under five minutes on two cores so that it is run before every commit.
The checks below are each the tenth to the hundredth of a second of the suite's two cores:
bots' strength measured over many games, a walk repeated over two dozen seeds, the same
whole-game check in a second language, palette or game when the first one already runs in
``make test``. Nothing here is skipped: CI (``.ci/run``) runs every one of them after
``make test``, on every change. Kept in one place so that the split reads as a policy.
"""

THOROUGH = frozenset({
    # the same check at a second size or text size (one of each stays in make test)
    "tests/scenes/test_table_chat.py::test_a_laptop_says_a_reaction_and_a_line[en-125]",
    "tests/scenes/test_trophies_screen.py::test_every_trophy_is_on_a_page_whole[en-125]",
    "tests/scenes/test_evening_screens.py::"
    "test_ratings_and_trophies_plot_the_chosen_person_and_the_offered_levels[en-125-rok]",
    "tests/scenes/test_evening_screens.py::"
    "test_ratings_and_trophies_plot_the_chosen_person_and_the_offered_levels[en-125-totem]",
    "tests/scenes/test_table_chat.py::test_a_laptop_says_a_reaction_and_a_line[fr-125]",
    "tests/scenes/test_trophies_screen.py::test_every_trophy_is_on_a_page_whole[fr-125]",
    "tests/scenes/test_evening_screens.py::"
    "test_ratings_and_trophies_plot_the_chosen_person_and_the_offered_levels[fr-125-rok]",
    "tests/scenes/test_evening_screens.py::"
    "test_ratings_and_trophies_plot_the_chosen_person_and_the_offered_levels[fr-125-totem]",
    "tests/scenes/test_table_chat.py::test_a_laptop_says_a_reaction_and_a_line[en-150]",
    "tests/scenes/test_trophies_screen.py::test_every_trophy_is_on_a_page_whole[en-150]",
    "tests/scenes/test_evening_screens.py::"
    "test_ratings_and_trophies_plot_the_chosen_person_and_the_offered_levels[en-150-rok]",
    "tests/scenes/test_evening_screens.py::"
    "test_ratings_and_trophies_plot_the_chosen_person_and_the_offered_levels[en-150-totem]",
    "tests/scenes/test_practice_screens.py::test_with_these_cards_is_said_whole_over_the_bars_at_150"
    "[en]",
    "tests/scenes/test_every_size.py::test_every_screen_keeps_its_words_whole_and_grown"
    "[1280x720-100-en]",
    "tests/scenes/test_fill_totem.py::test_the_table_uses_the_canvas_without_overlaps"
    "[window0-en-100]",
    "tests/scenes/test_fill_totem.py::test_the_table_uses_the_canvas_without_overlaps"
    "[window2-fr-100]",
    "tests/scenes/test_fill_totem.py::test_a_card_dragged_to_a_slot_lands_there[window0]",
    "tests/net/test_lan_games.py::test_whole_games_through_a_relay_that_delays_reorders_and_cuts"
    "[rok-2-4]",
    "tests/scenes/test_fill_frame.py::test_a_lessons_log_keeps_six_lines_beside_the_coach_at_150"
    "[pook-1280x800]",
    "tests/scenes/test_fill_frame.py::test_a_lessons_log_keeps_six_lines_beside_the_coach_at_150"
    "[rok-1280x800]",
    "tests/scenes/test_fill_frame.py::test_a_lessons_log_keeps_six_lines_beside_the_coach_at_150"
    "[totem-1280x800]",
    "tests/scenes/test_fill_frame.py::test_a_tables_log_column_stands_at_the_canvas_right_edge"
    "[1888x1000-pook]",
    "tests/scenes/test_fill_frame.py::test_a_tables_log_column_stands_at_the_canvas_right_edge"
    "[1888x1000-totem]",
    # every screen at each size: French at 150 % and English at 100 % stay in make test
    "tests/scenes/test_every_size.py::test_every_screen_keeps_its_words_whole_and_grown"
    "[1280x720-150-en]",
    "tests/scenes/test_every_size.py::test_every_screen_keeps_its_words_whole_and_grown"
    "[1280x720-100-fr]",
    "tests/scenes/test_every_size.py::test_every_screen_keeps_its_words_whole_and_grown"
    "[1366x768-150-en]",
    "tests/scenes/test_every_size.py::test_every_screen_keeps_its_words_whole_and_grown"
    "[1366x768-100-fr]",
    "tests/scenes/test_every_size.py::test_every_screen_keeps_its_words_whole_and_grown"
    "[1920x1080-150-en]",
    "tests/scenes/test_every_size.py::test_every_screen_keeps_its_words_whole_and_grown"
    "[1920x1080-100-fr]",
    # many seeds or games where make test runs fewer
    "tests/scenes/test_app.py::test_the_smoke_walks_first_rok_throw_passes_for_a_range_of_seeds",
    "tests/scenes/test_app.py::test_smoke_mode_exits_zero[5]",
    "tests/game/test_match.py::test_learned_by_misses_no_reveal_and_take_backs_restore_exactly",
    "tests/scenes/test_safetext.py::"
    "test_every_field_of_every_screen_takes_every_text_typed_and_pasted",
    "tests/game/net/test_host_fuzz.py::test_no_frame_ends_the_host_over_many_games",
    # bots' strength, measured over many games (the ladder itself: make bench ONLY=bots)
    "tests/game/pook/test_bots.py::test_hard_beats_easy_even_on_a_small_budget",
    "tests/game/pook/test_bots.py::test_normal_beats_easy",
    "tests/game/totem/test_bots_levels.py::test_hard_beats_normal_even_on_a_small_budget",
    "tests/tools/test_pook_ceiling.py::test_its_hard_plays_the_arenas_game_move_for_move",
    # the same check for a second game, language, palette or damage (the first stays)
    "tests/scenes/test_lessons_scene.py::test_a_lesson_is_played_to_its_end_following_the_coach"
    "[rok]",
    "tests/scenes/test_recovery.py::test_sigkill_at_random_moments_loses_nothing_saved[rok]",
    "tests/scenes/test_recovery.py::test_sigkill_at_random_moments_loses_nothing_saved[totem]",
    "tests/scenes/test_glyphs.py::test_every_text_a_table_renders_is_drawable[standard-en]",
    "tests/scenes/test_glyphs.py::test_every_text_a_table_renders_is_drawable[colourblind-fr]",
    "tests/scenes/test_glyphs.py::test_every_text_a_table_renders_is_drawable[colourblind-en]",
    "tests/scenes/test_status.py::test_the_human_is_spoken_to_not_named[rok-3-en]",
    "tests/scenes/test_index_scenes.py::"
    "test_an_index_deleted_or_damaged_lists_every_game_at_the_next_start[garbage]",
    "tests/scenes/test_index_scenes.py::"
    "test_an_index_deleted_or_damaged_lists_every_game_at_the_next_start[truncated]",
    "tests/scenes/test_table_layers.py::"
    "test_the_still_layer_drawn_in_place_is_the_layer_drawn_anew[totem-2-bots]",
    "tests/tools/test_soak.py::test_clicks_land_where_aimed_at_any_window_size[size1]",
    "tests/tools/test_soak.py::test_clicks_land_where_aimed_at_any_window_size[size2]",
    "tests/scenes/test_status.py::test_the_human_is_spoken_to_not_named[rok-3-fr]",
    "tests/game/test_fuzz.py::"
    "test_every_field_of_a_snapshot_in_each_phase_given_every_wrong_type[pook]",
    "tests/game/test_fuzz.py::test_hostile_snapshots_load_or_are_refused_with_a_reason[totem]",
    "tests/game/test_fuzz.py::test_hostile_snapshots_load_or_are_refused_with_a_reason[rok]",
    # layouts: each language keeps one text size and one table of each kind in make test
    "tests/scenes/test_layout_text_size.py::test_the_shell_screens_and_every_rules_section"
    "[en-125]",
    "tests/scenes/test_layout_text_size.py::test_the_shell_screens_and_every_rules_section"
    "[fr-150]",
    "tests/scenes/test_layout_text_size.py::test_whole_games_at_150[fr-totem-2-2-25]",
    "tests/scenes/test_layout_text_size.py::test_whole_games_at_150[fr-pook-4-2-25]",
    "tests/scenes/test_layout_text_size.py::test_whole_games_at_150[en-rok-5-0-10]",
    "tests/scenes/test_layout_text_size.py::test_whole_games_at_125[en-totem-2-2-25]",
    "tests/scenes/test_layout_text_size.py::test_whole_games_at_125[fr-totem-2-2-25]",
    "tests/scenes/test_layout_text_size.py::test_whole_games_at_125[en-pook-4-2-25]",
    "tests/scenes/test_layout_text_size.py::test_whole_games_at_125[fr-rok-5-0-10]",
    "tests/scenes/test_layout_text_grows.py::test_the_shell_screens_keep_their_words_size"
    "[en-150]",
    "tests/scenes/test_layout_text_grows.py::test_the_shell_screens_keep_their_words_size"
    "[fr-125]",
    *(f"tests/scenes/test_layout_text_grows.py::"
      f"test_each_table_and_its_end_screens_keep_their_words_size[{size}-{table}]"
      for size in ("fr-125", "en-150") for table in ("pook-4", "totem-2", "rok-4")),
    *(f"tests/scenes/test_layout_text_grows.py::"
      f"test_a_lessons_coach_grows_with_its_words[{size}-{game}]"
      for size in ("fr-125", "en-150") for game in ("pook", "totem", "rok")),
    # a table's curtain, pause and end, and a notice over it: 150 % stays in make test
    *(f"tests/scenes/test_layout_text_size.py::{test}[{size}-{game}]"
      for test in ("test_each_table_its_curtain_pause_and_end",
                   "test_a_notice_over_each_table_keeps_off_its_pieces")
      for size in ("en-125", "fr-125") for game in ("pook", "totem", "rok")),
    "tests/scenes/test_layout.py::test_card_tables_with_long_names_from_start_to_end"
    "[fr-totem-2-2]",
    "tests/scenes/test_layout.py::test_card_tables_with_long_names_from_start_to_end"
    "[en-pook-4-2]",
    "tests/scenes/test_layout.py::test_rok_with_five_long_names[en]",
    # two app processes, one killed mid-game (tests/scenes/test_away.py does it in one)
    "tests/net/test_app_lan.py::test_a_laptop_that_drops_is_given_to_a_bot_and_the_game_ends",
    # a whole hosted RÖK game in one process (its first throws stay in make test)
    "tests/scenes/test_rok_net.py::"
    "test_a_whole_rok_game_hosted_and_joined_ends_on_both_screens",
    # two app processes playing RÖK (Totem's run stays in make test)
    "tests/net/test_app_lan.py::test_two_app_processes_play_a_game_over_loopback[rok]",
    # two app processes through a relay process (tests/scenes/test_host_relay.py: in one)
    "tests/net/test_app_lan.py::test_a_game_hosted_through_a_relay_from_the_host_screen",
})
