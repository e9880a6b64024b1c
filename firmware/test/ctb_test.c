#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ctb_port.h"
#include "ctb_test.h"

#ifndef CTB_BUILD_TARGET
#define CTB_BUILD_TARGET "unknown"
#endif

static const char *current_suite;
static const char *current_test;
static int current_failed;

static void
vprint(const char *fmt, va_list ap)
{
	char buf[512];
	int n = vsnprintf(buf, sizeof buf, fmt, ap);

	if (n < 0) {
		return;
	}
	if ((size_t)n >= sizeof buf) {
		n = sizeof buf - 1;
	}
	ctb_port_write(buf, (size_t)n);
}

void
ctb_test_printf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprint(fmt, ap);
	va_end(ap);
}

void
ctb_test_fail(const char *file, int line, const char *fmt, ...)
{
	va_list ap;

	current_failed = 1;
	ctb_test_printf("FAIL [%s] %s.%s: %s:%d: ", CTB_BUILD_TARGET,
		current_suite, current_test, file, line);
	va_start(ap, fmt);
	vprint(fmt, ap);
	va_end(ap);
	ctb_test_printf("\n");
}

static void
print_limbs(const uint32_t *x, size_t n)
{
	size_t i;

	/* Most significant limb first, as a number is read. */
	for (i = n; i-- > 0;) {
		ctb_test_printf("%08lx", (unsigned long)x[i]);
	}
}

void
ctb_check_limbs(const char *file, int line, const char *what,
	const uint32_t *got, const uint32_t *want, size_t n)
{
	if (memcmp(got, want, n * sizeof *got) == 0) {
		return;
	}
	ctb_test_fail(file, line, "%s (%u limbs)", what, (unsigned)n);
	ctb_test_printf("    got  0x");
	print_limbs(got, n);
	ctb_test_printf("\n    want 0x");
	print_limbs(want, n);
	ctb_test_printf("\n");
}

int
ctb_test_run_all(const char *filter)
{
	const ctb_test_suite *const *s;
	char full[128];
	int passed = 0, failed = 0;
	size_t i;

	for (s = ctb_test_suites; *s != NULL; s++) {
		for (i = 0; i < (*s)->count; i++) {
			const ctb_test *t = &(*s)->tests[i];

			snprintf(full, sizeof full, "%s.%s", (*s)->name, t->name);
			if (filter != NULL && strstr(full, filter) == NULL) {
				continue;
			}
			current_suite = (*s)->name;
			current_test = t->name;
			current_failed = 0;
			t->fn();
			if (current_failed) {
				failed++;
			} else {
				passed++;
			}
		}
	}
	ctb_test_printf("[%s] %d passed, %d failed\n", CTB_BUILD_TARGET,
		passed, failed);
	return failed;
}
