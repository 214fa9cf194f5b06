// autocannon's setupRequest, loaded in each of its worker threads: the clients of a thread take
// the evening's requests (the JSON file in MIXED_REQUESTS_FILE) one after the other, each thread
// starting elsewhere in the list. Requests taken in a fixed order per client would march the
// clients in step, all handing in the same seat's turn at once (a convoy no evening has).
'use strict';
/* global require, module, process */
/* eslint-disable @typescript-eslint/no-require-imports -- autocannon's threads require() this file */
const { readFileSync } = require('node:fs');
const { threadId } = require('node:worker_threads');

const requests = JSON.parse(readFileSync(process.env.MIXED_REQUESTS_FILE, 'utf8'));
let next = Math.floor((threadId * requests.length) / 7);

module.exports = (request) => ({ ...request, ...requests[next++ % requests.length] });
