/**
 * A second process for the store tests. Tasks:
 *   evaluate-and-hang CONFIG MATCH PERIOD VERSION — starts an evaluation and stops dead in the
 *     middle of its transaction (after the reports are written), printing "paused", to be killed;
 *   step-and-hang CONFIG MATCH PERIOD VERSION SEAT — keeps one seat's step of the period and stops
 *     dead inside its transaction (the match's version raised, the step being written), printing "paused";
 *   submit CONFIG MATCH PERIOD SEAT TEXT — submits a turn, prints its version;
 *   submit-and-hang / correct-and-hang / publish-and-hang CONFIG MATCH PERIOD VERSION — the write
 *     stops dead inside its transaction (the match's version raised), printing "paused".
 */
import { writeSync } from 'node:fs';
import { openStore, type StoreConfig } from '../../src/store/index.js';

const [task, configText, matchId, periodText, ...rest] = process.argv.slice(2);
const config = JSON.parse(configText ?? '') as StoreConfig;
const period = Number(periodText);

if (task === 'evaluate-and-hang') {
  const store = await openStore({
    ...config,
    onQuery: (sql) => {
      if (!sql.startsWith('insert into "reports"')) return;
      writeSync(1, 'paused\n');
      // Block the whole process inside the open transaction until the parent kills it.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    },
  });
  await store.commitEvaluation(matchId ?? '', period, Number(rest[0]), {
    nextState: { month: period + 1 },
    events: ['half-done'],
    reports: { north: 'never committed', south: 'never committed' },
    gmReport: 'never committed',
  });
  writeSync(1, 'committed\n');
} else if (task === 'step-and-hang') {
  const store = await openStore({
    ...config,
    onQuery: (sql) => {
      if (!sql.startsWith('insert into "seat_steps"')) return;
      writeSync(1, 'paused\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    },
  });
  await store.commitSeatStep(matchId ?? '', period, Number(rest[0]), { seat: rest[1] ?? '', state: { half: true }, events: ['half-done'], report: 'never committed', rolls: [1, 2] });
  writeSync(1, 'committed\n');
} else if (task === 'submit') {
  const store = await openStore(config);
  const submission = await store.submitTurn(matchId ?? '', period, rest[0] ?? '', { format: 'text', content: rest[1] ?? '' });
  await store.close();
  writeSync(1, `${submission.version}\n`);
} else if (task === 'submit-and-hang' || task === 'correct-and-hang' || task === 'publish-and-hang') {
  const at = { 'submit-and-hang': 'insert into "submissions"', 'correct-and-hang': 'insert into "corrections"', 'publish-and-hang': 'update "matches"' }[task];
  const store = await openStore({
    ...config,
    onQuery: (sql) => {
      if (!sql.startsWith(at)) return;
      writeSync(1, 'paused\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    },
  });
  if (task === 'submit-and-hang') await store.submitTurn(matchId ?? '', period, 'north', { format: 'text', content: 'never committed' });
  else if (task === 'correct-and-hang') await store.correct(matchId ?? '', period, Number(rest[0]), { author: 'gm', note: 'never committed', change: {}, state: { half: true } });
  else await store.publishReports(matchId ?? '', period);
  writeSync(1, 'committed\n');
} else {
  throw new Error(`unknown task ${task}`);
}
