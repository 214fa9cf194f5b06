import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, onRetry, Refusal, RETRIES, type Retrying } from '../../web/src/api/client.js';

const busy = () => new Response(JSON.stringify({ error: { status: 503, code: 'busy', message: 'the server is busy' } }), { status: 503, headers: { 'content-type': 'application/json' } });
const fine = () => new Response(JSON.stringify({ version: 3 }), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('the web client and a busy server (issue 47 item 4)', () => {
  it('sends a request again after 503 busy, waiting longer each time, and says so until it is answered', async () => {
    const answers = [busy(), busy(), fine()];
    const fetched = vi.fn(async () => answers.shift() as Response);
    vi.stubGlobal('fetch', fetched);
    const told: (Retrying | null)[] = [];
    const stop = onRetry((retrying) => told.push(retrying));
    const started = Date.now();
    expect(await api<{ version: number }>('/api/matches/m/turn', { method: 'PUT', body: { text: 'REICH a' } })).toEqual({ version: 3 });
    stop();
    expect(fetched).toHaveBeenCalledTimes(3);
    expect(told).toEqual([{ attempt: 1, waitMs: 500 }, { attempt: 2, waitMs: 1000 }, null]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('waits as long as Retry-After says, and refuses in the end with the busy refusal', async () => {
    const fetched = vi.fn(async () => {
      const answer = busy();
      answer.headers.set('retry-after', '0.01');
      return answer;
    });
    vi.stubGlobal('fetch', fetched);
    const told: (Retrying | null)[] = [];
    const stop = onRetry((retrying) => told.push(retrying));
    await expect(api('/api/matches/m/check', { body: {} })).rejects.toEqual(new Refusal(503, 'busy', 'the server is busy'));
    stop();
    expect(fetched).toHaveBeenCalledTimes(RETRIES + 1);
    expect(told.slice(0, -1).map((t) => t?.waitMs)).toEqual(Array(RETRIES).fill(10));
    expect(told.at(-1)).toBeNull();
  });

  it('does not send again what another refusal answered', async () => {
    const fetched = vi.fn(async () => new Response(JSON.stringify({ error: { status: 409, code: 'period-closed', message: 'closed' } }), { status: 409 }));
    vi.stubGlobal('fetch', fetched);
    await expect(api('/api/matches/m/turn', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 409, code: 'period-closed' });
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
