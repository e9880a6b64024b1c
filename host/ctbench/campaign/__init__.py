"""The campaign engine: plans, the results store, analysis, statistics and reports."""
