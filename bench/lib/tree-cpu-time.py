"""Runs a command and reports the CPU time of its whole process tree.

    python3 bench/lib/tree-cpu-time.py OUT_FILE COMMAND [ARG...]

GNU time counts a child's CPU only for the processes it waited for; a process
a build starts may outlive the Node process that started it (the detached
helper emptying the cache's trash; before Quire wrote its own search index,
Pagefind's service) and is then reparented to init, so its seconds were
missing. Made a child subreaper (Linux's
PR_SET_CHILD_SUBREAPER), this process inherits such orphans instead, reaps
every one, and writes "<user> <sys> <wall> <tree wall>" in seconds to OUT_FILE:
wall from the start of the command to its exit (when a shell would prompt
again), tree wall to the exit of its last descendant (a detached helper the
build leaves, such as the one emptying the cache's trash). Exits with the
command's status.
"""
import ctypes
import os
import resource
import sys
import time

PR_SET_CHILD_SUBREAPER = 36


def main() -> int:
    out, argv = sys.argv[1], sys.argv[2:]
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_CHILD_SUBREAPER) failed")
    started = time.monotonic()
    pid = os.fork()
    if pid == 0:
        try:
            os.execvp(argv[0], argv)
        finally:
            os._exit(127)
    status = 1
    wall = 0.0
    while True:
        try:
            child, code = os.wait()
        except ChildProcessError:
            break
        if child == pid:
            status = os.waitstatus_to_exitcode(code)
            wall = time.monotonic() - started
    tree_wall = time.monotonic() - started
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(out, "w") as file:
        file.write(f"{usage.ru_utime:.3f} {usage.ru_stime:.3f} {wall:.3f} {tree_wall:.3f}\n")
    return status if status >= 0 else 128 - status


if __name__ == "__main__":
    sys.exit(main())
