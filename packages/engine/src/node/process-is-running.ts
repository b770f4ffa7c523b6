/**
 * Whether a process with this id exists, for telling the leftovers of a
 * killed build (its pid is in their names) from the files of one still
 * running. A non-number counts as not running.
 */
export function processIsRunning(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
