/**
 * The log of `npm start`: lines written to stdout together once per turn of the event loop, so
 * under load many bookings' `[mail]` lines cost one write, not one each (ADR 052). What is still
 * waiting is written when the process exits.
 */
export function stdoutLines(write: (text: string) => unknown = (text) => process.stdout.write(text)): (line: string) => void {
  let pending = '';
  const flush = () => {
    if (!pending) return;
    const text = pending;
    pending = '';
    write(text);
  };
  process.once('exit', flush);
  return (line) => {
    if (!pending) setImmediate(flush);
    pending += `${line}\n`;
  };
}
