"""ctbench: build, run and compare constant-time crypto benchmarks."""

__version__ = "0.1.0"
