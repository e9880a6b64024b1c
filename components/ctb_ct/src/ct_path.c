#include "ctb_ct.h"

const char ctb_ct_path[] = CTB_CT_PATH;
