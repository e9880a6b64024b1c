#include "ctb_test.h"

int
main(int argc, char **argv)
{
	return ctb_test_run_all(argc > 1 ? argv[1] : NULL) == 0 ? 0 : 1;
}
