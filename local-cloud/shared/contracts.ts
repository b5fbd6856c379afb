// The seams between the services of the local cloud. Each service lives in its own
// folder and talks to the others only through these types, in one Node process.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { BackendDescription } from '../backend/description';
import type { OperatorCredentials } from './operator';

/** Who a set of temporary credentials (or a verified token) stands for. */
export type PrincipalKind = 'unauthenticated' | 'authenticated' | 'admins' | 'function' | 'operator';

export interface Principal {
  kind: PrincipalKind;
  /** IAM-style role name, e.g. 'unauthRole', 'authRole', 'ADMINSGroupRole', 'function:mediaUrl', 'operator'. */
  roleName: string;
  /** Identity-pool identity id, for identity-pool credentials. */
  identityId?: string;
  /** User-pool subject and username, for signed-in users. */
  sub?: string;
  username?: string;
  groups?: string[];
  /** Function name as defined in amplify/functions, for kind 'function'. */
  functionName?: string;
}

export interface IssuedCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: Date;
}

export interface CredentialRecord extends IssuedCredentials {
  principal: Principal;
}

/** Temporary credentials issued by the identity pool (and for functions), persisted in LOCAL_CLOUD_DIR. */
export interface CredentialStore {
  issue(principal: Principal, ttlSeconds?: number): IssuedCredentials;
  /** The record for an access key id, or undefined when unknown. Expired records are returned with their expiration so callers can answer ExpiredToken. */
  lookup(accessKeyId: string): CredentialRecord | undefined;
}

/** Claims of a verified user-pool JWT. */
export interface VerifiedToken {
  tokenUse: 'id' | 'access';
  sub: string;
  username: string;
  groups: string[];
  claims: Record<string, unknown>;
}

export interface TokenVerifier {
  /** Verifies signature, issuer, expiry, token use and revocation; throws an Error whose message says why otherwise. */
  verify(jwt: string): Promise<VerifiedToken>;
}

export interface UserDirectory {
  /** Finds a confirmed or unconfirmed user by e-mail (for the grant operation and tests). */
  findByEmail(email: string): { sub: string; username: string; email: string; groups: string[] } | undefined;
}

/** A service mounted on an HTTP server; answers false when the request is not its own. */
export type RequestHandler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => Promise<boolean>;

export interface LocalCloudContext {
  /** LOCAL_CLOUD_DIR, created before services start. */
  dir: string;
  region: string;
  gatewayUrl: string;
  storageUrl: string;
  /** The local operator's credentials (shared/operator.ts), accepted by every service. */
  operator: OperatorCredentials;
  log: (message: string) => void;
  /** The backend served (default: the project's, read by loadBackend()). */
  backend?: BackendDescription;
}

/** A service that streams its own bodies (storage: multi-GiB objects must not be buffered). */
export type StreamingHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export interface IdentityService {
  /** Cognito user pool + identity pool JSON protocols, JWKS and the /_local/messages mailbox. */
  handler: RequestHandler;
  credentials: CredentialStore;
  tokens: TokenVerifier;
  users: UserDirectory;
  /** Creates the demo accounts on first start (idempotent). */
  seed(): Promise<void>;
  close(): void;
}

export interface StorageService {
  handler: StreamingHandler;
  /** Uploads the demo media on first start (idempotent). */
  seed(): Promise<void>;
  close(): void;
}

/** Takes over an HTTP upgrade (WebSocket) when it is the service's; false otherwise. */
export type UpgradeHandler = (req: IncomingMessage, socket: Duplex, head: Buffer) => boolean;

export interface DataService {
  /** AppSync GraphQL at /graphql. */
  handler: RequestHandler;
  /** AppSync realtime (subscriptions) at /graphql/realtime. */
  upgrade: UpgradeHandler;
  /** Creates the demo records on first start (idempotent). */
  seed(): Promise<void>;
  close(): void;
}

export type StorageAction = 'read' | 'get' | 'list' | 'write' | 'delete';

/** One row of a bucket's access table (amplify/storage/access-table.ts's storageAccessTable()). */
export interface StorageAccessRule {
  /** 'galeria/private/*'; may hold '{entity_id}' for owner paths. */
  path: string;
  access: {
    guest?: StorageAction[];
    authenticated?: StorageAction[];
    /** Owner access: the identity id replaces {entity_id}. */
    entity?: StorageAction[];
    groups?: Record<string, StorageAction[]>;
    resources?: Record<string, StorageAction[]>;
  };
}

export type StorageAccessTable = StorageAccessRule[];
