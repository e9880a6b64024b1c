# Native: the host's own compiler; the port reads CLOCK_MONOTONIC_RAW.
set(CTB_PORT_SRCS ${CMAKE_CURRENT_LIST_DIR}/../../../components/ctb_bench/port/native/port_native.c)
set(CTB_APP_MAIN ${CMAKE_CURRENT_LIST_DIR}/main.c)
set(CTB_TEST_MAIN ${CMAKE_CURRENT_LIST_DIR}/test_main.c)
set(CTB_TARGET_FLAGS "")
set(CTB_TARGET_LIBS "")
