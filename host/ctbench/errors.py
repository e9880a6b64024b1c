"""The one error type the CLI turns into a one-line message and exit 1."""


class CtbError(Exception):
    """A failure the user can act on; str(e) is the whole message, one line."""
