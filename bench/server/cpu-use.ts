import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on every Linux that Node supports). */
const TICKS = 100;

/** CPU seconds a process has used so far, every thread together (user + system). */
export function cpuSecondsOf(pid: number): number {
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
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

/** CPU seconds used so far by every PostgreSQL process on this machine (those that ended are not counted). */
export function postgresCpuSeconds(): number {
  let sum = 0;
  for (const pid of postgresPids()) {
    try {
      sum += cpuSecondsOf(pid);
    } catch {
      // The process ended while we looked.
    }
  }
  return sum;
}
