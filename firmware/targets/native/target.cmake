# Native: the host's own compiler; the port reads CLOCK_MONOTONIC_RAW.
set(ctb_port_dir ${CMAKE_CURRENT_LIST_DIR}/../../../components/ctb_bench/port)
set(CTB_PORT_SRCS ${ctb_port_dir}/native/port_native.c ${ctb_port_dir}/stdio/write_stdio.c)
set(CTB_APP_MAIN ${CMAKE_CURRENT_LIST_DIR}/main.c)
set(CTB_TEST_MAIN ${CMAKE_CURRENT_LIST_DIR}/test_main.c)
set(CTB_TARGET_FLAGS "")
set(CTB_TARGET_LIBS "")
