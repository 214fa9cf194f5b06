import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Scheduler period of the quota: 100 ms, the kernel's default. */
const PERIOD_US = 100_000;
const V1_ROOT = '/sys/fs/cgroup/cpu';
const V2_ROOT = '/sys/fs/cgroup';

/**
 * Ten times the default weight: a group's processes get their quota even while the machine's other
 * processes (other work on a shared machine) want every core.
 */
const WEIGHT_V1 = 10 * 1024;
const WEIGHT_V2 = 10 * 100;

/**
 * A fixed CPU budget for some processes: a cgroup with a CPU quota (cgroup v1's cpu controller,
 * or v2's cpu.max) and a high weight. It stands in for a host of its own: a process in it gets at
 * most `cores` cores however idle the machine is, and about that much however busy. Without
 * `cores` it has no quota, only the weight. Needs write access to the cgroup file system (root).
 */
export class CpuBudget {
  private constructor(
    private readonly dir: string,
    private readonly root: string,
  ) {}

  /** Creates the group, or throws saying why it cannot (no cgroup file system, no permission). */
  static create(name: string, cores?: number): CpuBudget {
    const quota = cores === undefined ? undefined : String(Math.round(cores * PERIOD_US));
    if (existsSync(path.join(V1_ROOT, 'cpu.cfs_quota_us'))) {
      const dir = path.join(V1_ROOT, name);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'cpu.shares'), String(WEIGHT_V1));
      if (quota !== undefined) {
        writeFileSync(path.join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
        writeFileSync(path.join(dir, 'cpu.cfs_quota_us'), quota);
      }
      return new CpuBudget(dir, V1_ROOT);
    }
    if (readFileSync(path.join(V2_ROOT, 'cgroup.subtree_control'), 'utf8').split(/\s+/).includes('cpu')) {
      const dir = path.join(V2_ROOT, name);
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'cpu.weight'), String(WEIGHT_V2));
      if (quota !== undefined) writeFileSync(path.join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
      return new CpuBudget(dir, V2_ROOT);
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

  /** Moves every process of the group back to the machine's common group (a process forked meanwhile too). */
  releaseAll(): void {
    for (let round = 0; round < 5; round++) {
      const pids = readFileSync(path.join(this.dir, 'cgroup.procs'), 'utf8').split('\n').filter(Boolean);
      if (pids.length === 0) return;
      for (const pid of pids) {
        try {
          writeFileSync(path.join(this.root, 'cgroup.procs'), pid);
        } catch {
          // It ended meanwhile.
        }
      }
    }
  }

  /** Removes the group; its processes must have ended or been released. */
  remove(): void {
    rmdirSync(this.dir);
  }
}
