/** `npm run bench:forecast`: only the busy-day forecast's backtest from `npm run bench`. */
import { benchForecast, printForecast } from './forecast-bench';
import { section } from './format';

section('Busy-day forecast backtest (seed history, PGlite)');
printForecast(await benchForecast());
