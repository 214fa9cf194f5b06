// autocannon's setupRequest, loaded in each of its worker threads: the clients of a thread take
// the evening's requests (the JSON file in MIXED_REQUESTS_FILE) one after the other, each thread
// starting elsewhere in the list. Requests taken in a fixed order per client would march the
// clients in step, all handing in the same seat's turn at once (a convoy no evening has).
// A hand-in (one with `orders`) is sent with its orders turned by a count that grows with every
// hand-in, so that its text differs each time and no saved check verdict answers it (issue 47).
'use strict';
/* global require, module, process */
/* eslint-disable @typescript-eslint/no-require-imports -- autocannon's threads require() this file */
const { readFileSync } = require('node:fs');
const { threadId } = require('node:worker_threads');

const requests = JSON.parse(readFileSync(process.env.MIXED_REQUESTS_FILE, 'utf8'));
let next = Math.floor((threadId * requests.length) / 7);
let handIns = threadId * 7919;

module.exports = (request) => {
  const { method, path, headers, body, head, orders, tail } = requests[next++ % requests.length];
  if (orders === undefined || orders.length === 0) return { ...request, method, path, headers, body };
  const turn = handIns++ % orders.length;
  return { ...request, method, path, headers, body: `${head}${orders.slice(turn).concat(orders.slice(0, turn)).join(',')}${tail}` };
};
