import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc (USER_HZ: 100 on every Linux build Node supports). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system, every thread), in ms. The benchmark reads it
 * around each round: CPU per request is far steadier than requests per second on a machine where
 * other work competes for the cores.
 *
 * Read from each thread's /proc/<pid>/task/<tid>/schedstat (time on CPU in ns) where the kernel
 * has it: /proc/<pid>/stat counts in 10 ms ticks, which is 50 µs per request on a round of 200
 * requests (what a starved server manages in a second). A node server's threads live as long as
 * it does, so no thread's time goes missing from the sum; /proc/<pid>/stat is the fallback.
 */
export const processCpuMs = (pid: number): number => {
  try {
    let ns = 0;
    for (const tid of readdirSync(`/proc/${pid}/task`)) {
      try {
        ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // The thread ended between the listing and the read.
      }
    }
    if (Number.isFinite(ns) && ns > 0) return ns / 1e6;
  } catch {
    // No schedstat: fall back to the ticks of /proc/<pid>/stat.
  }
  return processCpuMsFromStat(pid);
};

/** The same from /proc/<pid>/stat (utime + stime, every thread, dead ones included), in 10 ms ticks. */
export const processCpuMsFromStat = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is parenthesised and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
};
