"""A sim board's app that goes wrong on purpose: runs the app given after
`--`, passes its output through until RECORDS records have gone by, then
prints TEXT (a fault as ESP-IDF prints it, or nothing) and hangs until the
board stops it.

    python stall_app.py RECORDS TEXT -- app args...
"""

from __future__ import annotations

import subprocess
import sys
import time


def main(argv: list[str]) -> None:
    records, text, app = int(argv[0]), argv[1], argv[3:]
    proc = subprocess.Popen(app, stdout=subprocess.PIPE)
    assert proc.stdout is not None
    seen = 0
    for line in proc.stdout:
        sys.stdout.buffer.write(line)
        sys.stdout.flush()
        seen += b'"type":"rec"' in line
        if seen >= records:
            break
    proc.kill()
    if text:
        sys.stdout.write(text.replace("\\n", "\n") + "\n")
    sys.stdout.write("STALLED\n")
    sys.stdout.flush()
    while True:
        time.sleep(60)


if __name__ == "__main__":
    main(sys.argv[1:])
