"""What ESP-IDF v5.5 needs from its C library beyond upstream picolibc
1.8.10, written here from what ESP-IDF's own sources use (its toolchain's
picolibc has these; Debian's and upstream's do not):

- <pthread.h> and <sys/_pthreadtypes.h>: ESP-IDF implements POSIX threads
  itself (components/pthread, newlib/src/pthread.c) and expects newlib's
  shapes: integer handles compared against PTHREAD_*_INITIALIZER (an all-ones
  value, components/pthread/pthread.c), attribute structs whose fields it
  reads (is_initialized, stacksize, detachstate, type), pthread_once_t with
  is_initialized and init_executed, and pthread_destructor_t;
- <sys/dirent.h>: ESP-IDF's VFS (components/vfs/vfs.c) fills `dd_vfs_idx` of
  the DIR it returns; picolibc's generic sys/dirent.h is an #error;
- <reent.h>: the reentrant system-call prototypes (_open_r, _read_r, ...)
  that ESP-IDF's newlib component defines and calls (src/syscalls.c,
  src/reent_syscalls.c, src/time.c, esp_rom's rom/libc_stubs.h); struct
  _reent itself comes from ESP-IDF's platform_include/sys/reent.h;
- <_ansi.h>: newlib's header that ESP-IDF's own string functions for
  RISC-V include (components/newlib/priv_include/string/local.h) and
  picolibc 1.8 no longer has; they need nothing from it but <sys/cdefs.h>;
- <sys/asm.h> (RISC-V): SZREG, REG_L and REG_S, which ESP-IDF's assembly
  string functions use (components/newlib/src/port/riscv/strcmp.S);
- <stdio.h>: stdin, stdout and stderr as assignable `FILE *` objects:
  ESP-IDF defines them itself (components/newlib/src/picolibc/
  picolibc_init.c, `FILE *stdin = ...`), where picolibc declares
  `FILE *const`. Changed in the installed header only (picolibc's own
  semihosting streams are built as they are: the same symbols);
- the _POSIX_* feature macros of a threaded POSIX system in <sys/features.h>
  (CLOCK_MONOTONIC in <time.h> needs _POSIX_MONOTONIC_CLOCK; ESP-IDF's
  pthread_rwlock_* need _POSIX_READER_WRITER_LOCKS).

ESP-IDF's own platform_include/ wraps these headers with #include_next.
"""

from __future__ import annotations

from pathlib import Path

from ctbench.errors import CtbError

PTHREADTYPES_H = """\
/* sys/_pthreadtypes.h: POSIX thread types as ESP-IDF's pthread component
   uses them (ctbench toolchain; handles are 32-bit values that the
   implementation turns into pointers). */
#ifndef _SYS__PTHREADTYPES_H_
#define _SYS__PTHREADTYPES_H_

#include <sys/_types.h>
#include <sys/sched.h>

typedef __uint32_t pthread_t;
typedef __uint32_t pthread_key_t;
typedef __uint32_t pthread_mutex_t;
typedef __uint32_t pthread_cond_t;
typedef __uint32_t pthread_rwlock_t;

typedef struct {
    int is_initialized;
    void *stackaddr;
    int stacksize;
    int contentionscope;
    int inheritsched;
    int schedpolicy;
    struct sched_param schedparam;
    int detachstate;
} pthread_attr_t;

typedef struct {
    int is_initialized;
    int type;
    int recursive;
} pthread_mutexattr_t;

typedef struct {
    int is_initialized;
    __clock_t clock;
} pthread_condattr_t;

typedef struct {
    int is_initialized;
} pthread_rwlockattr_t;

typedef struct {
    int is_initialized;
    int init_executed;
} pthread_once_t;

/* static initialisers: the implementation creates the object on first use */
#define _PTHREAD_MUTEX_INITIALIZER  ((pthread_mutex_t) 0xFFFFFFFF)
#define _PTHREAD_COND_INITIALIZER   ((pthread_cond_t) 0xFFFFFFFF)
#define _PTHREAD_RWLOCK_INITIALIZER ((pthread_rwlock_t) 0xFFFFFFFF)
#define _PTHREAD_ONCE_INIT          { 1, 0 }

#endif /* _SYS__PTHREADTYPES_H_ */
"""

PTHREAD_H = """\
/* pthread.h: the POSIX threads interface that ESP-IDF implements
   (components/pthread; ctbench toolchain). */
#ifndef _PTHREAD_H
#define _PTHREAD_H

#include <sys/cdefs.h>
#include <sys/types.h>
#include <sys/_pthreadtypes.h>
#include <sched.h>
#include <time.h>

_BEGIN_STD_C

#define PTHREAD_CREATE_DETACHED     0
#define PTHREAD_CREATE_JOINABLE     1
#define PTHREAD_MUTEX_NORMAL        0
#define PTHREAD_MUTEX_RECURSIVE     1
#define PTHREAD_MUTEX_ERRORCHECK    2
#define PTHREAD_MUTEX_DEFAULT       3
#define PTHREAD_SCOPE_PROCESS       0
#define PTHREAD_SCOPE_SYSTEM        1
#define PTHREAD_INHERIT_SCHED       1
#define PTHREAD_EXPLICIT_SCHED      2
#define PTHREAD_PROCESS_PRIVATE     0
#define PTHREAD_PROCESS_SHARED      1
#define PTHREAD_CANCEL_ENABLE       0
#define PTHREAD_CANCEL_DISABLE      1

#define PTHREAD_MUTEX_INITIALIZER   _PTHREAD_MUTEX_INITIALIZER
#define PTHREAD_COND_INITIALIZER    _PTHREAD_COND_INITIALIZER
#define PTHREAD_RWLOCK_INITIALIZER  _PTHREAD_RWLOCK_INITIALIZER
#define PTHREAD_ONCE_INIT           _PTHREAD_ONCE_INIT

typedef void (*pthread_destructor_t)(void *);

int pthread_create(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);
int pthread_join(pthread_t, void **);
int pthread_detach(pthread_t);
void pthread_exit(void *) __attribute__((__noreturn__));
pthread_t pthread_self(void);
int pthread_equal(pthread_t, pthread_t);
int pthread_cancel(pthread_t);
int pthread_setcancelstate(int, int *);
int pthread_once(pthread_once_t *, void (*)(void));

int pthread_attr_init(pthread_attr_t *);
int pthread_attr_destroy(pthread_attr_t *);
int pthread_attr_getstacksize(const pthread_attr_t *, size_t *);
int pthread_attr_setstacksize(pthread_attr_t *, size_t);
int pthread_attr_getdetachstate(const pthread_attr_t *, int *);
int pthread_attr_setdetachstate(pthread_attr_t *, int);

int pthread_key_create(pthread_key_t *, pthread_destructor_t);
int pthread_key_delete(pthread_key_t);
void *pthread_getspecific(pthread_key_t);
int pthread_setspecific(pthread_key_t, const void *);

int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t *);
int pthread_mutex_destroy(pthread_mutex_t *);
int pthread_mutex_lock(pthread_mutex_t *);
int pthread_mutex_trylock(pthread_mutex_t *);
int pthread_mutex_timedlock(pthread_mutex_t *, const struct timespec *);
int pthread_mutex_unlock(pthread_mutex_t *);
int pthread_mutexattr_init(pthread_mutexattr_t *);
int pthread_mutexattr_destroy(pthread_mutexattr_t *);
int pthread_mutexattr_gettype(const pthread_mutexattr_t *, int *);
int pthread_mutexattr_settype(pthread_mutexattr_t *, int);

int pthread_cond_init(pthread_cond_t *, const pthread_condattr_t *);
int pthread_cond_destroy(pthread_cond_t *);
int pthread_cond_signal(pthread_cond_t *);
int pthread_cond_broadcast(pthread_cond_t *);
int pthread_cond_wait(pthread_cond_t *, pthread_mutex_t *);
int pthread_cond_timedwait(pthread_cond_t *, pthread_mutex_t *, const struct timespec *);
int pthread_condattr_init(pthread_condattr_t *);
int pthread_condattr_destroy(pthread_condattr_t *);
int pthread_condattr_getpshared(const pthread_condattr_t *__restrict, int *__restrict);
int pthread_condattr_setpshared(pthread_condattr_t *, int);

int pthread_rwlock_init(pthread_rwlock_t *__restrict, const pthread_rwlockattr_t *__restrict);
int pthread_rwlock_destroy(pthread_rwlock_t *);
int pthread_rwlock_rdlock(pthread_rwlock_t *);
int pthread_rwlock_tryrdlock(pthread_rwlock_t *);
int pthread_rwlock_wrlock(pthread_rwlock_t *);
int pthread_rwlock_trywrlock(pthread_rwlock_t *);
int pthread_rwlock_unlock(pthread_rwlock_t *);

_END_STD_C

#endif /* _PTHREAD_H */
"""

DIRENT_H = """\
/* sys/dirent.h: directory entries as ESP-IDF's VFS fills them (ctbench
   toolchain): a DIR records which registered file system opened it. */
#ifndef _SYS_DIRENT_H
#define _SYS_DIRENT_H

#include <sys/types.h>
#include <stdint.h>

typedef struct {
    uint16_t dd_vfs_idx;    /* the VFS that opened the directory */
    uint16_t dd_rsv;        /* for that VFS's use */
} DIR;

struct dirent {
    ino_t d_ino;
    uint8_t d_type;
    char d_name[256];
};

#define DT_UNKNOWN  0
#define DT_REG      1
#define DT_DIR      2

#endif /* _SYS_DIRENT_H */
"""

REENT_H = """\
/* reent.h: the reentrant system calls ESP-IDF implements in its newlib
   component (ctbench toolchain). struct _reent comes from ESP-IDF's own
   <sys/reent.h>. */
#ifndef _REENT_H_
#define _REENT_H_

#include <sys/reent.h>
#include <sys/types.h>
#include <stddef.h>

_BEGIN_STD_C

struct stat;
struct tms;
struct timeval;

int _close_r(struct _reent *, int);
int _fcntl_r(struct _reent *, int, int, int);
int _fstat_r(struct _reent *, int, struct stat *);
int _getpid_r(struct _reent *);
int _gettimeofday_r(struct _reent *, struct timeval *, void *);
int _isatty_r(struct _reent *, int);
int _kill_r(struct _reent *, int, int);
int _link_r(struct _reent *, const char *, const char *);
off_t _lseek_r(struct _reent *, int, off_t, int);
int _open_r(struct _reent *, const char *, int, int);
ssize_t _read_r(struct _reent *, int, void *, size_t);
int _rename_r(struct _reent *, const char *, const char *);
void *_sbrk_r(struct _reent *, ptrdiff_t);
int _stat_r(struct _reent *, const char *, struct stat *);
clock_t _times_r(struct _reent *, struct tms *);
int _unlink_r(struct _reent *, const char *);
ssize_t _write_r(struct _reent *, int, const void *, size_t);

_END_STD_C

#endif /* _REENT_H_ */
"""

ANSI_H = """\
/* _ansi.h: newlib's old portability header, for code that still includes
   it (ctbench toolchain); picolibc's <sys/cdefs.h> has what it held. */
#ifndef _ANSIDECL_H_
#define _ANSIDECL_H_
#include <sys/cdefs.h>
#endif /* _ANSIDECL_H_ */
"""

ASM_H = """\
/* sys/asm.h: register-size helpers for RISC-V assembly (ctbench
   toolchain): SZREG bytes per integer register, REG_L / REG_S its load
   and store. */
#ifndef _SYS_ASM_H
#define _SYS_ASM_H

#ifdef __riscv
#if __riscv_xlen == 64
#define SZREG   8
#define REG_L   ld
#define REG_S   sd
#else
#define SZREG   4
#define REG_L   lw
#define REG_S   sw
#endif
#endif

#endif /* _SYS_ASM_H */
"""

POSIX_FEATURES = """
/* ctbench toolchain: ESP-IDF's POSIX layer (threads, clocks, rwlocks) */
#ifndef _CTBENCH_ESP_POSIX_FEATURES
#define _CTBENCH_ESP_POSIX_FEATURES
#ifndef _POSIX_THREADS
#define _POSIX_THREADS                      1
#endif
#ifndef _POSIX_TIMERS
#define _POSIX_TIMERS                       1
#endif
#ifndef _POSIX_MONOTONIC_CLOCK
#define _POSIX_MONOTONIC_CLOCK              200112L
#endif
#ifndef _POSIX_CLOCK_SELECTION
#define _POSIX_CLOCK_SELECTION              200112L
#endif
#ifndef _POSIX_READER_WRITER_LOCKS
#define _POSIX_READER_WRITER_LOCKS          200112L
#endif
#ifndef _POSIX_THREAD_ATTR_STACKSIZE
#define _POSIX_THREAD_ATTR_STACKSIZE        1
#endif
#ifndef _UNIX98_THREAD_MUTEX_ATTRIBUTES
#define _UNIX98_THREAD_MUTEX_ATTRIBUTES     1
#endif
#endif
"""

# name under include/: (text, how) -- "new": only where picolibc has none;
# "replace": over picolibc's; "append": added to the end of picolibc's
HEADERS: dict[str, tuple[str, str]] = {
    "sys/_pthreadtypes.h": (PTHREADTYPES_H, "new"),
    "pthread.h": (PTHREAD_H, "new"),
    "sys/dirent.h": (DIRENT_H, "replace"),
    "sys/features.h": (POSIX_FEATURES, "append"),
    "reent.h": (REENT_H, "new"),
    "sys/asm.h": (ASM_H, "new"),
    "_ansi.h": (ANSI_H, "new"),
}

# name under include/: [(what picolibc has, what ESP-IDF needs)]
EDITS: dict[str, list[tuple[str, str]]] = {
    "stdio.h": [(f"extern FILE *const {s};", f"extern FILE *{s};")
                for s in ("stdin", "stdout", "stderr")],
}


def recipe() -> dict[str, object]:
    """Everything add_headers writes, for a toolchain's cache key."""
    return {"headers": HEADERS, "edits": EDITS}


def add_headers(include: Path) -> list[str]:
    """Apply HEADERS under include/; the names changed, with how."""
    done = []
    for name, (text, how) in HEADERS.items():
        path = include / name
        if how == "new" and path.exists():
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        if how == "append":
            old = path.read_text() if path.exists() else ""
            if "_CTBENCH_ESP_POSIX_FEATURES" in old:
                continue
            path.unlink(missing_ok=True)    # may be a hard link into a shared tree
            path.write_text(old + text)
        else:
            path.unlink(missing_ok=True)
            path.write_text(text)
        done.append(f"{name} ({how})")
    for name, edits in EDITS.items():
        path = include / name
        text = path.read_text()
        missing = [old for old, _ in edits if old not in text]
        if missing:
            raise CtbError(f"toolchain: picolibc's {name} has no '{missing[0]}' to change "
                           f"for ESP-IDF")
        for old, new in edits:
            text = text.replace(old, new)
        path.unlink()
        path.write_text(text)
        done.append(f"{name} (edited)")
    return done
