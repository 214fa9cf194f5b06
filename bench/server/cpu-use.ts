import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux that Node supports). */
const TICKS = 100;

/** CPU seconds a process has used so far, every thread together (user + system); with `ended`, also its children that ended. */
export function cpuSecondsOf(pid: number, ended = false): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, cutime and cstime the 14th and 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12]) + (ended ? Number(fields[13]) + Number(fields[14]) : 0)) / TICKS;
}

/** The processes of PostgreSQL on this machine, by their name. */
export function postgresPids(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/**
 * CPU seconds used so far by every PostgreSQL process on this machine. Backends that ended count
 * through the postmaster, which waits for them (their time is its children's): without them a
 * backend closed during a run made the figure fall.
 */
export function postgresCpuSeconds(): number {
  let sum = 0;
  for (const pid of postgresPids()) {
    try {
      sum += cpuSecondsOf(pid, true);
    } catch {
      // The process ended while we looked.
    }
  }
  return sum;
}
