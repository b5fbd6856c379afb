import { Observable } from 'rxjs';
import { lazyRealtimeProvider, type RealtimeProvider, type RealtimeProviderModule } from './lazy-realtime';

/** A stand-in for aws-amplify's provider: records its subscriptions and lets the test emit. */
function fakeModule() {
  const created: FakeProvider[] = [];
  class FakeProvider implements RealtimeProvider {
    calls: unknown[][] = [];
    emit: Array<(value: unknown) => void> = [];
    unsubscribed = 0;
    constructor() {
      created.push(this);
    }
    subscribe(options: unknown, customUserAgentDetails?: unknown) {
      this.calls.push([options, customUserAgentDetails]);
      return new Observable<unknown>((observer) => {
        this.emit.push((value) => (value instanceof Error ? observer.error(value) : observer.next(value)));
        return () => {
          this.unsubscribed += 1;
        };
      });
    }
  }
  return { created, module: { AWSAppSyncRealTimeProvider: FakeProvider } as RealtimeProviderModule };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the realtime provider loaded on first use', () => {
  it('downloads nothing until a subscription starts, then passes values and the options through', async () => {
    const { created, module } = fakeModule();
    const load = vi.fn(async () => module);
    const Provider = lazyRealtimeProvider(load);
    const provider = new Provider();
    expect(load).not.toHaveBeenCalled();

    const values: unknown[] = [];
    provider.subscribe({ query: 'subscription {}' }, { category: 'api' }).subscribe((value) => values.push(value));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
    expect(created[0].calls).toEqual([[{ query: 'subscription {}' }, { category: 'api' }]]);
    created[0].emit[0]({ data: 1 });
    expect(values).toEqual([{ data: 1 }]);
  });

  it('uses one real provider per instance for all its subscriptions, and ends them on unsubscribe', async () => {
    const { created, module } = fakeModule();
    const provider = new (lazyRealtimeProvider(async () => module))();
    const first = provider.subscribe({}).subscribe(() => undefined);
    const second = provider.subscribe({}).subscribe(() => undefined);
    await settle();
    expect(created).toHaveLength(1);
    expect(created[0].calls).toHaveLength(2);
    first.unsubscribe();
    second.unsubscribe();
    expect(created[0].unsubscribed).toBe(2);
  });

  it('never subscribes the real provider when unsubscribed before it arrives', async () => {
    const { created, module } = fakeModule();
    const provider = new (lazyRealtimeProvider(async () => module))();
    provider
      .subscribe({})
      .subscribe(() => undefined)
      .unsubscribe();
    await settle();
    expect(created[0]?.calls ?? []).toHaveLength(0);
  });

  it('passes errors on, and reports a failed download to the subscriber and tries again next time', async () => {
    const { created, module } = fakeModule();
    const load = vi.fn<() => Promise<RealtimeProviderModule>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module);
    const provider = new (lazyRealtimeProvider(load))();

    const failed = vi.fn();
    provider.subscribe({}).subscribe({ error: failed });
    await settle();
    expect(failed).toHaveBeenCalledWith(new Error('offline'));

    const errors: unknown[] = [];
    provider.subscribe({}).subscribe({ error: (error) => errors.push(error) });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    created[0].emit[0](new Error('Connection failed'));
    expect(errors).toEqual([new Error('Connection failed')]);
  });
});
