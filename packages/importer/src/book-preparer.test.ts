import { describe, expect, it } from 'vitest';
import { PreparationQueue, type BookPreparer } from './book-preparer.js';
import type { PrepareBookTask, PreparedBook } from './prepare-book.js';

/** A preparer whose tasks finish when the test says so; it records which files were started. */
function manualPreparer(workers: number) {
  const started: string[] = [];
  const finish = new Map<string, (book: PreparedBook) => void>();
  const preparer: BookPreparer = {
    workers,
    prepare: (task: PrepareBookTask) =>
      new Promise<PreparedBook>((resolve) => {
        started.push(task.file);
        finish.set(task.file, resolve);
      }),
    close: async () => {},
  };
  const done = (file: string) => finish.get(file)!({ entries: [], hash: file, documents: [] });
  return { preparer, started, done };
}

const MB = 1024 * 1024;
const books = (...sizes: number[]) => sizes.map((mb, i) => ({ file: `b${i}`, bytes: mb * MB }));

describe('books prepared ahead of the writer', () => {
  it('starts books in order while their files fit the budget, and at least workers + 1', () => {
    const { preparer, started } = manualPreparer(2);
    new PreparationQueue(preparer, books(10, 10, 10, 10, 1), [], 25 * MB).fill();
    // 10 + 10 fit 25 MB; the third is over it but the floor is workers + 1 = 3
    expect(started).toEqual(['b0', 'b1', 'b2']);
    const small = manualPreparer(1);
    new PreparationQueue(small.preparer, books(1, 1, 1, 30, 1), [], 25 * MB).fill();
    expect(small.started).toEqual(['b0', 'b1', 'b2']);
  });

  it('starts the next books as the writer takes prepared ones, and skips books without a file', async () => {
    const { preparer, started, done } = manualPreparer(1);
    const list = [...books(10, 10), { file: undefined, bytes: 0 }, ...books(10)];
    list[3]!.file = 'b3';
    const queue = new PreparationQueue(preparer, list, [], 15 * MB);
    queue.fill();
    expect(started).toEqual(['b0', 'b1']);
    done('b0');
    expect((await queue.take(0)) as PreparedBook).toMatchObject({ hash: 'b0' });
    expect(started).toEqual(['b0', 'b1', 'b3']);
    done('b1');
    await queue.take(1);
    expect(await queue.take(2)).toBeUndefined();
    done('b3');
    expect((await queue.take(3)) as PreparedBook).toMatchObject({ hash: 'b3' });
  });

  it('prepares one book at a time in this thread, and refuses books taken out of order', async () => {
    const { preparer, started, done } = manualPreparer(0);
    const queue = new PreparationQueue(preparer, books(1, 1, 1), [], 100 * MB);
    queue.fill();
    expect(started).toEqual(['b0']);
    await expect(queue.take(1)).rejects.toThrow(/out of order/);
    done('b0');
    await queue.take(0);
    expect(started).toEqual(['b0', 'b1']);
  });

  it('hands a failed preparation to the writer as its error', async () => {
    const preparer: BookPreparer = {
      workers: 1,
      prepare: () => Promise.reject(new Error('books/x: line 3: bad JSON')),
      close: async () => {},
    };
    const queue = new PreparationQueue(preparer, books(1), []);
    expect(await queue.take(0)).toEqual(new Error('books/x: line 3: bad JSON'));
  });
});
