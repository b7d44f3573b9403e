import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { FastifyRequest } from 'fastify';
import { guardedRequest, OutboundError, outboundPolicy } from '../../platform/http/guarded-fetch';
import { anonymousCaller, type GraphClient } from '../../graph-client/graph-client';
import { ApiError } from '../../graph-client/errors';
import { RecordMetadataOAuthClientDocument, type OAuthClientFieldsFragment } from '../../graph-client/generated';

/**
 * Client ID Metadata Documents (the MCP authorization spec, draft-ietf-oauth-client-id-metadata-
 * document): an agent's client id is an https URL whose document names it and its redirect
 * URIs, so it needs no registration. The document is fetched at each authorization request —
 * through the service's guarded outbound client (public addresses only, unless configured; no
 * redirects; 5 s; 5 KB) — checked against its schema, and recorded in the accounts domain, where
 * the token endpoint finds the app by its id.
 */
const MAX_DOCUMENT_BYTES = 5 * 1024;
const FETCH_TIMEOUT_MS = 5_000;

const ClientMetadataDocument = Type.Object(
  {
    client_id: Type.String({ maxLength: 2048 }),
    client_name: Type.Optional(Type.String({ maxLength: 100 })),
    redirect_uris: Type.Array(Type.String({ minLength: 1, maxLength: 2048 }), { minItems: 1, maxItems: 10 }),
    // Public clients only: PKCE protects the code (private_key_jwt is not supported).
    token_endpoint_auth_method: Type.Optional(Type.Literal('none')),
    grant_types: Type.Optional(Type.Array(Type.Union([Type.Literal('authorization_code'), Type.Literal('refresh_token')]))),
    response_types: Type.Optional(Type.Array(Type.Literal('code'))),
  },
  { additionalProperties: true },
);

/** True for a client id that is a metadata document's URL rather than an id this server issued. */
export const isMetadataUrl = (clientId: string) => clientId.startsWith('https://');

export type MetadataClient = { client: OAuthClientFieldsFragment } | { problem: string };

/** The app a metadata document describes, freshly fetched and recorded; or why it cannot be used. */
export async function metadataClient(graph: GraphClient, request: FastifyRequest, clientId: string): Promise<MetadataClient> {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return { problem: 'The app’s client id is not a URL.' };
  }
  // The document's URL names the app: https, with a path, no fragment and no credentials, exactly as sent.
  if (url.protocol !== 'https:' || url.pathname === '/' || url.hash || url.username || url.password || url.toString() !== clientId) {
    return { problem: 'The app’s client id must be an https URL with a path, without a fragment or credentials.' };
  }
  let body: Buffer;
  try {
    const res = await guardedRequest(
      clientId,
      { headers: { accept: 'application/json' }, timeoutMs: FETCH_TIMEOUT_MS, maxBodyBytes: MAX_DOCUMENT_BYTES, onTooLarge: 'fail' },
      outboundPolicy(),
    );
    if (res.status !== 200) return { problem: `The app’s metadata document answered ${res.status}.` };
    body = res.body;
  } catch (err) {
    if (err instanceof OutboundError) return { problem: `The app’s metadata document could not be fetched (${err.code}).` };
    throw err;
  }
  let doc: unknown;
  try {
    doc = JSON.parse(body.toString('utf8'));
  } catch {
    return { problem: 'The app’s metadata document is not JSON.' };
  }
  if (!Value.Check(ClientMetadataDocument, doc)) {
    const first = Value.Errors(ClientMetadataDocument, doc).First();
    return { problem: `The app’s metadata document is not valid: ${first ? `${first.path || '/'} ${first.message}` : 'unexpected shape'}.` };
  }
  const d: Static<typeof ClientMetadataDocument> = doc;
  if (d.client_id !== clientId) return { problem: 'The app’s metadata document names another client id.' };
  try {
    const { recordMetadataOAuthClient } = await graph.run(
      RecordMetadataOAuthClientDocument,
      { url: clientId, name: d.client_name ?? url.hostname, redirectUris: d.redirect_uris },
      anonymousCaller(request),
    );
    return { client: recordMetadataOAuthClient };
  } catch (err) {
    if (err instanceof ApiError && err.kind === 'invalid') return { problem: err.message };
    throw err;
  }
}
