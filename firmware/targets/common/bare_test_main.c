#include "ctb_test.h"

int
main(void)
{
	return ctb_test_run_all(NULL) == 0 ? 0 : 1;
}
