import { readFileSync } from 'node:fs';

/** A process's resident set size now, in KiB, from the VmRSS line of /proc/<pid>/status. */
export const processRssKb = (pid: number): number => {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (match === null) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(match[1]);
};
