import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Scheduler period of the quota: 100 ms, the kernel's default. */
const PERIOD_US = 100_000;
const V1_ROOT = '/sys/fs/cgroup/cpu';
const V2_ROOT = '/sys/fs/cgroup';

/**
 * A fixed CPU budget for some processes: a cgroup with a CPU quota (cgroup v1's cpu controller,
 * or v2's cpu.max). It stands in for a host of its own: a process in it gets at most `cores`
 * cores however idle the machine is. Needs write access to the cgroup file system (root).
 */
export class CpuBudget {
  private constructor(
    private readonly dir: string,
    readonly cores: number,
  ) {}

  /** Creates the group, or throws saying why it cannot (no cgroup file system, no permission). */
  static create(name: string, cores: number): CpuBudget {
    const quota = String(Math.round(cores * PERIOD_US));
    if (existsSync(path.join(V1_ROOT, 'cpu.cfs_quota_us'))) {
      const dir = path.join(V1_ROOT, name);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), quota);
      return new CpuBudget(dir, cores);
    }
    if (readFileSync(path.join(V2_ROOT, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('cpu')) {
      const dir = path.join(V2_ROOT, name);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
      return new CpuBudget(dir, cores);
    }
    throw new Error('no cgroup cpu controller to write to');
  }

  /** Moves a process, every thread of it, into the budget. */
  add(pid: number): void {
    writeFileSync(path.join(this.dir, 'cgroup.procs'), String(pid));
  }

  /** How long the group's processes were held back so far (seconds): shows the budget was the limit. */
  throttledSeconds(): number {
    const stat = readFileSync(path.join(this.dir, 'cpu.stat'), 'utf8');
    const v1 = /^throttled_time (\d+)$/m.exec(stat); // nanoseconds
    if (v1 !== null) return Number(v1[1]) / 1e9;
    return Number(/^throttled_usec (\d+)$/m.exec(stat)?.[1] ?? 0) / 1e6;
  }

  /** Removes the group; its processes must have ended. */
  remove(): void {
    rmdirSync(this.dir);
  }
}
