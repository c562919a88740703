/**
 * A preload (`node --import`) for the fleet step's registry (fleet.ts): moves the server's
 * `Date.now` forward on SIGUSR2 by the milliseconds written in BENCH_CLOCK_FILE, so the bench
 * can make an hour or a day pass in a running server; it writes the offset it applied to
 * `BENCH_CLOCK_FILE.moved`. The hourly active-installs count and the
 * daily sweeps (adoption snapshots, advisories' exposure) fall due by `Date.now` alone
 * (registry/install-counts.ts, registry/daily-sweep.ts), so a moved clock starts them as the
 * first request after the hour or the UTC midnight would, without waiting for either.
 * `performance.now` and timers are untouched: only the wall clock moves.
 */
import fs from 'node:fs';

const file = process.env.BENCH_CLOCK_FILE;
const realNow = Date.now.bind(Date);
let offset = 0;
// Installed before the registry's code loads: everything that keeps `Date.now` keeps this one.
Date.now = () => realNow() + offset;
// A signal and a request sent after it may be handled in either order: the bench waits for this
// answer (the offset, written back to `${file}.moved`) before it sends anything that needs the new time.
process.on('SIGUSR2', () => {
  if (!file) return;
  offset = Number(fs.readFileSync(file, 'utf8'));
  fs.writeFileSync(`${file}.moved`, String(offset));
});
