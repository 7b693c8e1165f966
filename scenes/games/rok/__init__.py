"""The RÖK table: live throws, real-time grabs, the check step by step, slides."""
