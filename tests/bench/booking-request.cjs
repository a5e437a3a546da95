// autocannon `setupRequest` for the booking bench. autocannon runs in a worker thread and loads this
// by path (functions cannot cross into a worker), so it is plain CommonJS: no tsx, no imports.
//
// The body autocannon holds is a template: a reservation.create input plus a `bench` object
// { tag, firstDate, days, times } that is stripped before sending. Every call fills in the next
// date/time pair (date-major: request i books date i % days, time ⌊i / days⌋ % times.length) and a
// guest email no other request of the run used (the tag separates runs; the worker, and with it
// the counter, is new for every autocannon run).
'use strict';

let template;
let input;
let bench;
let dates;
let n = 0;

function addDays(date, days) {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The i-th request body of a template (also used by the bench for its probe request). */
function bodyFor(templateBody, i) {
  if (templateBody !== template) {
    template = templateBody;
    ({ bench, ...input } = JSON.parse(templateBody));
    dates = Array.from({ length: bench.days }, (_, d) => addDays(bench.firstDate, d));
  }
  const date = dates[i % dates.length];
  const time = bench.times[Math.floor(i / dates.length) % bench.times.length];
  return JSON.stringify({ ...input, date, time, guestEmail: `bench-${bench.tag}-${i}@example.com` });
}

function setupRequest(req) {
  req.body = bodyFor(req.body, n++);
  return req;
}

module.exports = setupRequest;
module.exports.bodyFor = bodyFor;
