import type { Database } from './connection';

interface Waiting<T> {
  item: T;
  done: () => void;
  failed: (err: unknown) => void;
}

/**
 * Group commit for small autocommit writes (ADR 052): the first write goes out at once; writes that
 * arrive while it is in flight wait and then go out together, as one statement and one commit. A
 * lone write (a Lambda serves one request at a time) waits for nothing. Each caller's promise
 * settles with its own group's statement, so a failure reaches exactly the writes it took with it.
 */
export function groupWrites<T>(write: (db: Database, items: T[]) => Promise<unknown>, maxGroup = 100) {
  const lines = new WeakMap<Database, { busy: boolean; queue: Waiting<T>[] }>();

  async function drain(db: Database, line: { busy: boolean; queue: Waiting<T>[] }) {
    while (line.queue.length > 0) {
      const group = line.queue.splice(0, maxGroup);
      try {
        await write(
          db,
          group.map((w) => w.item),
        );
        for (const w of group) w.done();
      } catch (err) {
        for (const w of group) w.failed(err);
      }
    }
    line.busy = false;
  }

  return (db: Database, item: T): Promise<void> =>
    new Promise<void>((done, failed) => {
      let line = lines.get(db);
      if (!line) lines.set(db, (line = { busy: false, queue: [] }));
      line.queue.push({ item, done, failed });
      if (!line.busy) {
        line.busy = true;
        void drain(db, line);
      }
    });
}
