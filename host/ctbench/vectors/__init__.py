"""Test vectors: read vector files (Wycheproof JSON, NIST CAVP) into one
internal case format, run the cases on a target's vector runner, judge the
results (docs/vectors.md)."""
