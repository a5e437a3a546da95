/**
 * `npm run bench:booking`: only the booking part of `npm run bench`, on Postgres (DATABASE_URL or
 * the local server): reservation.create over HTTP on two server processes beside the bare booking
 * transaction, at 10 and 50 clients (booking-cluster.ts); then what one booking costs the bundled Api
 * Lambda handler, warm (lambda-booking.ts).
 */
import { availableParallelism, loadavg } from 'node:os';
import { BOOKING_CLUSTER } from './booking-plan';
import { benchBookingCluster, clusterRows } from './booking-cluster';
import { errorMessage, section, table } from './format';
import { benchLambdaBooking, printLambdaBooking } from './lambda-booking';

const base = process.env.DATABASE_URL || 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
console.log(
  `booking bench  ${new Date().toISOString()}  node ${process.version}  ${availableParallelism()} cores  load ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
section('Booking on Postgres, two server processes');
const runs = await benchBookingCluster(base, BOOKING_CLUSTER);
section('Lambda: reservation.create through the bundled handler');
try {
  printLambdaBooking(await benchLambdaBooking(base));
} catch (err) {
  console.log(`  failed: ${errorMessage(err)}`);
  process.exitCode = 1;
}
section('Summary');
console.log(table(['Booking on Postgres (127.0.0.1)', 'req/s', 'p50 / p99 ms', 'non-2xx / errors'], clusterRows(runs)));
