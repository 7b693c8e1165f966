"""Developer tools: benchmarks, asset generators, the Xvfb drive script, packaging."""
