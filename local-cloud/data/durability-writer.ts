// Child process of durability.test.ts: writes items one by one through the store and
// prints each id once its transaction has committed (the write is acknowledged).
import { ModelStore } from './store';
import type { ModelInfo } from './model-info';

const model: ModelInfo = {
  name: 'Durable',
  fields: new Map(),
  primaryKey: ['id'],
  indexes: [],
  relations: new Map(),
  defaults: new Map(),
  rules: [],
  indexedFields: ['id'],
  ops: { get: '', list: '', create: '', update: '', delete: '' },
};
const store = new ModelStore(process.argv[2], [model]);
let i = 0;
for (;;) {
  const id = `item-${i++}`;
  store.transaction(() => store.put(model, { id, n: i, payload: 'x'.repeat(200) }));
  process.stdout.write(`${id}\n`);
}
