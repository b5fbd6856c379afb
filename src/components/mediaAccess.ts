interface GraphQLErrorLike {
  message?: string;
  errorType?: string;
}

/**
 * Whether the media-URL query refused because the caller holds no purchase (an
 * authorization answer), as opposed to failing to sign a URL. The function's
 * errors start with PURCHASE_REQUIRED:, UNAUTHORIZED:, NOT_FOUND: or BAD_REQUEST:.
 */
export function isPurchaseRequired(errors: readonly GraphQLErrorLike[] | undefined): boolean {
  return (errors ?? []).some(
    (e) =>
      /unauthori[sz]ed|forbidden|accessdenied|purchase|notpurchased/i.test(e.errorType ?? '') ||
      /purchase|compra|not authori[sz]ed|unauthori[sz]ed|forbidden|access denied|privad/i.test(e.message ?? ''),
  );
}
