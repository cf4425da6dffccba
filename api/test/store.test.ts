// The store's database replaced in place (api/src/db/store.ts replaceDatabase): what a test harness does between
// tests. The store reads the new database, the old one is closed, and the listeners hear of it.
import Database from 'better-sqlite3';
import { Store } from '../src/db/store';

function database(name: string): Database.Database {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE things (name TEXT); INSERT INTO things VALUES ('${name}')`);
  return db;
}

test('a replaced database is the one read, the old one is closed and the listeners are told', () => {
  const old = database('old');
  const store = new Store(old);
  const read = () => store.get<{ name: string }>('SELECT name FROM things')?.name;
  expect(read()).toBe('old');
  const heard: string[] = [];
  store.onDatabaseReplaced(() => heard.push(`first, reading ${read()}`));
  const stop = store.onDatabaseReplaced(() => heard.push('second'));

  store.replaceDatabase(database('new'));
  // the statement prepared on the old database is not reused
  expect(read()).toBe('new');
  expect(old.open).toBe(false);
  expect(heard).toEqual(['first, reading new', 'second']);

  stop();
  store.replaceDatabase(database('newer'));
  expect(heard).toEqual(['first, reading new', 'second', 'first, reading newer']);
  store.close();
});
