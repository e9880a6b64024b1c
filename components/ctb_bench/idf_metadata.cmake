# Build metadata for the protocol header (src/runner.c) in ESP-IDF builds;
# firmware/CMakeLists.txt does the same for every other target. Included by
# this component's CMakeLists.txt after idf_component_register(), so it runs
# only in the real configure pass, never in ESP-IDF's early expansion.
#
# Every value becomes a C string literal on the compiler command line: it is
# first cut down to characters that need no quoting anywhere on the way.

function(ctb_idf_literal out value)
    string(REGEX REPLACE "[^A-Za-z0-9 ._,:+=/-]" "_" value "${value}")
    string(STRIP "${value}" value)
    if(value STREQUAL "")
        set(value "unknown")
    endif()
    set(${out} "${value}" PARENT_SCOPE)
endfunction()

# Project revision: ESP-IDF's PROJECT_VER (version.txt, else git describe of
# the project, else "1").
idf_build_get_property(ctb_revision PROJECT_VER)
idf_build_get_property(ctb_idf_ver IDF_VER)
idf_build_get_property(ctb_target IDF_TARGET)

# The optimisation level asked for. What the compiler was really given
# (e.g. -Oz instead of -Os under clang) is in the flags below.
if(CONFIG_COMPILER_OPTIMIZATION_SIZE)
    set(ctb_opt Os)
elseif(CONFIG_COMPILER_OPTIMIZATION_PERF)
    set(ctb_opt O2)
elseif(CONFIG_COMPILER_OPTIMIZATION_DEBUG)
    set(ctb_opt Og)
elseif(CONFIG_COMPILER_OPTIMIZATION_NONE)
    set(ctb_opt O0)
else()
    set(ctb_opt unknown)
endif()

# Flags: the options ESP-IDF applies to every C file, as the build holds
# them when components are processed. Only plain "-flag" words are kept:
# generator expressions and path-bearing options (prefix maps, include
# dirs) would say nothing across machines and could not be quoted safely.
idf_build_get_property(ctb_options COMPILE_OPTIONS)
idf_build_get_property(ctb_c_options C_COMPILE_OPTIONS)
separate_arguments(ctb_cflags UNIX_COMMAND "${CMAKE_C_FLAGS}")
set(ctb_flags "")
foreach(ctb_flag IN LISTS ctb_cflags ctb_options ctb_c_options)
    if(ctb_flag MATCHES "^-[A-Za-z0-9_.,+=-]+$")
        list(APPEND ctb_flags "${ctb_flag}")
    endif()
endforeach()
list(REMOVE_DUPLICATES ctb_flags)
list(JOIN ctb_flags " " ctb_flags)
if(ctb_flags STREQUAL "")
    set(ctb_flags "-${ctb_opt}")
endif()
# The header line has a fixed budget (CTB_LINE_MAX); keep flags well inside.
string(LENGTH "${ctb_flags}" ctb_len)
if(ctb_len GREATER 1200)
    string(SUBSTRING "${ctb_flags}" 0 1200 ctb_flags)
    set(ctb_flags "${ctb_flags} ...")
endif()

# Libraries, "name=version" joined by commas (a ';' would split the CMake
# list): ESP-IDF itself, and the mbedtls component in the build (main
# requires it): ESP-IDF's, or the host's patched copy of it. That version is read from the header defining
# it (3.x: mbedtls/build_info.h); any other layout reads "unknown".
set(ctb_mbedtls "unknown")
idf_build_get_property(ctb_components BUILD_COMPONENTS)
if("mbedtls" IN_LIST ctb_components OR "idf::mbedtls" IN_LIST ctb_components)
    idf_component_get_property(ctb_mbedtls_dir mbedtls COMPONENT_DIR)
    set(ctb_h "${ctb_mbedtls_dir}/mbedtls/include/mbedtls/build_info.h")
    if(EXISTS "${ctb_h}")
        file(STRINGS "${ctb_h}" ctb_line
            REGEX "^#define[ \t]+MBEDTLS_VERSION_STRING[ \t]+\"[0-9.]+\"")
        if(ctb_line MATCHES "\"([0-9.]+)\"")
            set(ctb_mbedtls "${CMAKE_MATCH_1}")
        endif()
    endif()
    # A component the host patched names its patch sets: "3.6.6+ct+series".
    if(EXISTS "${ctb_mbedtls_dir}/ctbench-patch-sets.txt")
        file(STRINGS "${ctb_mbedtls_dir}/ctbench-patch-sets.txt" ctb_sets LIMIT_COUNT 1)
        string(STRIP "${ctb_sets}" ctb_sets)
        if(ctb_sets)
            string(REPLACE " " "+" ctb_sets "${ctb_sets}")
            set(ctb_mbedtls "${ctb_mbedtls}+${ctb_sets}")
        endif()
    endif()
    # Sets over ESP-IDF's own port (its GCM before seed 004) belong to
    # ESP-IDF's entry: "esp-idf=v5.5.5+gcm-before".
    set(ctb_idf_entry "${ctb_idf_ver}")
    if(EXISTS "${ctb_mbedtls_dir}/ctbench-port-patch-sets.txt")
        file(STRINGS "${ctb_mbedtls_dir}/ctbench-port-patch-sets.txt" ctb_port_sets
            LIMIT_COUNT 1)
        string(STRIP "${ctb_port_sets}" ctb_port_sets)
        if(ctb_port_sets)
            string(REPLACE " " "+" ctb_port_sets "${ctb_port_sets}")
            set(ctb_idf_entry "${ctb_idf_entry}+${ctb_port_sets}")
        endif()
    endif()
    set(ctb_libs "esp-idf=${ctb_idf_entry},mbedtls=${ctb_mbedtls}")
else()
    set(ctb_libs "esp-idf=${ctb_idf_ver}")
endif()

ctb_idf_literal(ctb_revision "${ctb_revision}")
ctb_idf_literal(ctb_variant "${CONFIG_CTB_VARIANT}")
ctb_idf_literal(ctb_target "${ctb_target}")
ctb_idf_literal(ctb_flags "${ctb_flags}, esp-idf ${ctb_idf_ver}")
ctb_idf_literal(ctb_libs "${ctb_libs}")

target_compile_definitions(${COMPONENT_LIB} PRIVATE
    "CTB_BUILD_REVISION=\"${ctb_revision}\""
    "CTB_BUILD_VARIANT=\"${ctb_variant}\""
    "CTB_BUILD_TARGET=\"${ctb_target}\""
    "CTB_BUILD_OPT=\"${ctb_opt}\""
    "CTB_BUILD_FLAGS=\"${ctb_flags}\""
    "CTB_BUILD_LIBS=\"${ctb_libs}\"")
