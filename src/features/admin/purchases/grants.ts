import { ErrorCode, errorCodeOf } from '../../../../amplify/functions/shared/error-codes';
import { graphQLErrorsOf } from '../../../lib/data-results';

/** A purchase row of the admin list, whichever model it came from. */
export interface Grant {
  id: string;
  kind: 'IMAGEN' | 'CONFERENCIA';
  itemId: string;
  itemLabel: string | null;
  userId: string;
  /** The buyer's e-mail; records granted before purchases held it have none. */
  email: string | null;
  createdAt: string;
}

interface CompraLike {
  id: string;
  userId: string;
  imagenId: string;
  email?: string | null;
  createdAt: string;
}
interface ConferenciaCompraLike {
  id: string;
  userId: string;
  conferenciaId: string;
  email?: string | null;
  createdAt: string;
}

/** Joins both purchase models with their items' labels, newest first. */
export function mergeGrants(
  compras: readonly CompraLike[],
  conferenciaCompras: readonly ConferenciaCompraLike[],
  imageLabels: ReadonlyMap<string, string>,
  videoLabels: ReadonlyMap<string, string>,
): Grant[] {
  const rows: Grant[] = [
    ...compras.map((c) => ({
      id: c.id,
      kind: 'IMAGEN' as const,
      itemId: c.imagenId,
      itemLabel: imageLabels.get(c.imagenId) ?? null,
      userId: c.userId,
      email: c.email ?? null,
      createdAt: c.createdAt,
    })),
    ...conferenciaCompras.map((c) => ({
      id: c.id,
      kind: 'CONFERENCIA' as const,
      itemId: c.conferenciaId,
      itemLabel: videoLabels.get(c.conferenciaId) ?? null,
      userId: c.userId,
      email: c.email ?? null,
      createdAt: c.createdAt,
    })),
  ];
  return rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Whether the grant function answered that no account has the e-mail (its USER_NOT_FOUND code). */
export function isUserNotFound(error: unknown): boolean {
  return graphQLErrorsOf(error).some((e) => errorCodeOf(e.message) === ErrorCode.USER_NOT_FOUND);
}
