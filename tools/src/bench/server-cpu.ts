import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc (USER_HZ: 100 on every Linux build Node supports). */
const TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used so far (user + system, every thread), in ms, from /proc. The
 * benchmark reads it around a measurement: CPU per request is far steadier than requests per
 * second on a machine where other work competes for the cores.
 */
export const processCpuMs = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is parenthesised and may itself hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
};
