# The settings every emulated target shares; its target.cmake names only
# its own port sources and linker script.
function(ctb_bare_target dir)
    set(common ${dir}/../common)
    set(CTB_PORT_SRCS ${ARGN} ${common}/bare_port.c PARENT_SCOPE)
    set(CTB_APP_MAIN ${common}/bare_main.c PARENT_SCOPE)
    set(CTB_TEST_MAIN ${common}/bare_test_main.c PARENT_SCOPE)
    set(CTB_TARGET_FLAGS "" PARENT_SCOPE)   # in CMAKE_C_FLAGS (toolchain.cmake)
    set(CTB_TARGET_LIBS "" PARENT_SCOPE)
    include_directories(${common})
    add_link_options(-T ${dir}/link.ld -Wl,--gc-sections)
endfunction()
