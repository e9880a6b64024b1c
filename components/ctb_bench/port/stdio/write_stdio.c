/*
 * ctb_port_write for ports whose console is C stdio (native, ESP-IDF).
 * Flushing at every newline puts a line in the capture as soon as it is
 * complete, so a run killed or a board that dies mid-run still leaves every
 * finished record behind.
 */
#include <stdio.h>

#include "ctb_port.h"

void
ctb_port_write(const char *s, size_t n)
{
	fwrite(s, 1, n, stdout);
	if (n > 0 && s[n - 1] == '\n') {
		fflush(stdout);
	}
}
