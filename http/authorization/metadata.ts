import { config } from '../../platform/config';
import { SCOPES } from '../../platform/principal';

/** Where the console's consent page is: the authorization endpoint. */
export const AUTHORIZE_PATH = '/console/oauth/authorize';

const base = () => config().PUBLIC_BASE_URL.replace(/\/$/, '');

/** The MCP endpoint as an OAuth resource (RFC 8707): the audience of the access tokens /mcp accepts. */
export function mcpResource(): string {
  return `${base()}/mcp`;
}

/** Where the MCP endpoint's Protected Resource Metadata is (RFC 9728 §3.1: the resource's path after the well-known name). */
export function mcpResourceMetadataUrl(): string {
  return `${base()}/.well-known/oauth-protected-resource/mcp`;
}

/** RFC 9728 metadata of the MCP endpoint: which authorization server issues its tokens, with which scopes. */
export function mcpResourceMetadata() {
  return {
    resource: mcpResource(),
    authorization_servers: [base()],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Survey Feedback Service (MCP)',
    resource_documentation: `${base()}/v2/openapi.json`,
  };
}

/** RFC 8414 metadata of this authorization server, at the time of the request (PORT=0 learns its port at listen). */
export function authorizationServerMetadata() {
  const base = config().PUBLIC_BASE_URL.replace(/\/$/, '');
  return {
    issuer: base,
    authorization_endpoint: `${base}${AUTHORIZE_PATH}`,
    token_endpoint: `${base}/oauth/token`,
    revocation_endpoint: `${base}/oauth/revoke`,
    // RFC 7591: MCP clients register themselves (public clients, PKCE).
    registration_endpoint: `${base}/oauth/register`,
    // An https client id is fetched as a Client ID Metadata Document (http/authorization/client-metadata.ts).
    client_id_metadata_document_supported: true,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    code_challenge_methods_supported: ['S256'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    revocation_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    scopes_supported: [...SCOPES],
    // RFC 9207: every authorization response names this issuer (mix-up defence).
    authorization_response_iss_parameter_supported: true,
    service_documentation: `${base}/v1/openapi.json`,
  };
}
