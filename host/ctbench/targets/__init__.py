"""Targets and builds: where a build runs, how it is made, and the sources
and toolchains it needs."""
