import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(import.meta.dirname, '..', '..');

describe('the Node.js versions the README promises', () => {
  it('every installed package accepts the oldest Node.js the project names, so `npm ci` warns of no engine', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
    const oldest = semver.minVersion(pkg.engines.node)?.version as string;
    expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain(`Node.js ${oldest.replace(/\.0$/, '')} or newer`);
    const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }> };
    const refusing = Object.entries(lock.packages)
      .filter(([name, p]) => name !== '' && !Array.isArray(p.engines) && typeof p.engines?.node === 'string' && !semver.satisfies(oldest, p.engines.node))
      .map(([name, p]) => `${name} wants node ${(p.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });
});
