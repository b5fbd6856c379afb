import { Observable, type Subscription } from 'rxjs';

/** The part of aws-amplify's AppSync realtime provider that its GraphQL client calls. */
export interface RealtimeProvider {
  subscribe(options: unknown, customUserAgentDetails?: unknown): Observable<unknown>;
}

export interface RealtimeProviderModule {
  AWSAppSyncRealTimeProvider: new () => RealtimeProvider;
}

/**
 * aws-amplify's realtime provider (its WebSocket client), loaded when the first subscription
 * starts instead of with the GraphQL client: the build puts this class in its place
 * (vite.config.ts, lazyRealtime), so pages that only query and mutate never download it.
 * Each instance stands for one real provider, created on first use, and a subscription behaves
 * as the real one's: values, errors and unsubscribing pass through, and a failed download
 * ends the subscription with that error.
 */
export function lazyRealtimeProvider(load: () => Promise<RealtimeProviderModule>): new () => RealtimeProvider {
  return class AWSAppSyncRealTimeProvider implements RealtimeProvider {
    private provider?: Promise<RealtimeProvider>;

    subscribe(options: unknown, customUserAgentDetails?: unknown): Observable<unknown> {
      return new Observable((observer) => {
        let subscription: Subscription | undefined;
        let closed = false;
        const provider = (this.provider ??= load().then((module) => new module.AWSAppSyncRealTimeProvider()));
        provider.then(
          (real) => {
            if (!closed) subscription = real.subscribe(options, customUserAgentDetails).subscribe(observer);
          },
          (error: unknown) => {
            // A later subscription tries the download again.
            this.provider = undefined;
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      });
    }
  };
}
