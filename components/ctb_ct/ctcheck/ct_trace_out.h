/*
 * What the bare-metal scalar and data harnesses (ct_ec_trace.c,
 * ct_data_trace.c) share: the two window markers the host finds by name
 * (noipa: opaque calls that fence the window's loads and stores) and the
 * announcement lines. Included once per harness program.
 */
#ifndef CTB_CT_TRACE_OUT_H
#define CTB_CT_TRACE_OUT_H

#include <stddef.h>
#include <string.h>

#include "ctb_port.h"

unsigned ctb_trace_opened, ctb_trace_closed;

__attribute__((noipa, noinline, used)) void
ctb_trace_begin(void)
{
	ctb_trace_opened++;
}

__attribute__((noipa, noinline, used)) void
ctb_trace_end(void)
{
	ctb_trace_closed++;
}

static void
say(const char *s)
{
	ctb_port_write(s, strlen(s));
}

static void
say_unsigned(unsigned v)
{
	char buf[12];
	size_t i = sizeof buf;

	do {
		buf[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	ctb_port_write(buf + i, sizeof buf - i);
}

#endif
