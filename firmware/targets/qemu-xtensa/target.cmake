# qemu-system-xtensa -M sim -cpu lx106: reset vector at 0x50000000, simcall
# semihosting, CCOUNT under -icount shift=6.
set(here ${CMAKE_CURRENT_LIST_DIR})
ctb_bare_target(${here} ${here}/start.S ${here}/port.c ${here}/../common/xtensa_sim_port.c
    ${here}/libgcc_lx106.c)
# The helpers are this target's own code: they are tested here too.
ctb_add_tests(ctb_port ${here}/test_lx106.c)
