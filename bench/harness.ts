/** A benchmark: runs, then reports a measured figure against its target. */
export interface Benchmark {
  readonly name: string;
  /** The target in words, e.g. "≥ 500,000 per second". */
  readonly target: string;
  /** May be asynchronous, e.g. for load on a server. */
  run(): BenchmarkResult | Promise<BenchmarkResult>;
}

export interface BenchmarkResult {
  readonly value: number;
  readonly unit: string;
  /** null: a row for comparison, without a target of its own. */
  readonly met: boolean | null;
  readonly detail?: string;
}

/** Calls `fn` repeatedly for about `ms` milliseconds (after a warm-up) and returns calls per second. */
export function perSecond(fn: () => void, ms = 1000): number {
  const warmUntil = performance.now() + Math.min(200, ms / 4);
  while (performance.now() < warmUntil) fn();
  let calls = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 100; i++) fn();
    calls += 100;
    now = performance.now();
  }
  return (calls * 1000) / (now - start);
}

/** Median wall time in milliseconds of `runs` calls of `fn`, after one warm-up call. */
export function medianMs(fn: () => void, runs = 15): number {
  fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

/**
 * Random full games per CPU second of this process (other jobs on the machine take wall time, not
 * this), after a warm-up as long as the measure, over consecutive seeds; `game` answers its command
 * count. Commands per second follow from it.
 */
export function gamesPerCpuSecond(game: (seed: number) => number, ms = 3000): { games: number; commands: number } {
  const cpuSince = (start: NodeJS.CpuUsage) => {
    const cpu = process.cpuUsage(start);
    return (cpu.user + cpu.system) / 1000;
  };
  const warm = process.cpuUsage();
  for (let seed = 0; cpuSince(warm) < ms; seed++) game(seed);
  let games = 0;
  let commands = 0;
  const start = process.cpuUsage();
  let used = 0;
  while (used < ms) {
    // The clock is read every 8 games: a read is a system call.
    for (let i = 0; i < 8; i++) commands += game(1_000_000 + games++);
    used = cpuSince(start);
  }
  return { games: (games * 1000) / used, commands: (commands * 1000) / used };
}
