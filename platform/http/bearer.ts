/** The token of an `Authorization: Bearer <token>` header, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  const m = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? '');
  return m ? m[1] : null;
}
