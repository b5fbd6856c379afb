// What `defineBackend` is while the local cloud reads a backend: it keeps the resource
// factories the app passes (auth, data, storage, functions: the same objects Gen 2 turns into
// CDK constructs) and answers with a stand-in backend that records what backend.ts sets or calls
// on it afterwards (e.g. `backend.auth.resources.cfnResources.cfnUserPool.policies = {...}`), so
// that the overrides the local services care about can be read back without building a CDK app.

const RECORD = Symbol.for('local-cloud.backend-recording');

function jsonSafe(value, depth = 0) {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (depth > 8 || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) return value.map((v) => jsonSafe(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype && Object.getPrototypeOf(value) !== null) return undefined;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, jsonSafe(v, depth + 1)]));
}

function standIn(recording, path) {
  const target = function backendStandIn() {};
  return new Proxy(target, {
    get(_target, property) {
      if (property === Symbol.toPrimitive) return () => `[backend.${path.join('.')}]`;
      if (property === 'then' || typeof property === 'symbol') return undefined;
      return standIn(recording, [...path, property]);
    },
    set(_target, property, value) {
      if (typeof property === 'string') recording.sets.push({ path: [...path, property], value: jsonSafe(value) });
      return true;
    },
    apply(_target, _this, args) {
      recording.calls.push({ path, args: args.map((a) => jsonSafe(a)) });
      return standIn(recording, [...path, '()']);
    },
    construct(_target, args) {
      recording.calls.push({ path: [...path, 'new'], args: args.map((a) => jsonSafe(a)) });
      return standIn(recording, [...path, 'new()']);
    },
  });
}

export function defineBackend(constructFactories) {
  if (globalThis[RECORD]) throw new Error('defineBackend was called more than once');
  const recording = { factories: constructFactories, sets: [], calls: [] };
  globalThis[RECORD] = recording;
  return standIn(recording, []);
}

/** The recording of the defineBackend call, once backend.ts ran. */
export function recordedBackend() {
  return globalThis[RECORD];
}
