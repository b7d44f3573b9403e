import { config } from '../../platform/config';
import { SCOPES } from '../../platform/principal';

/** Where the console's consent page is: the authorization endpoint. */
export const AUTHORIZE_PATH = '/console/oauth/authorize';

/** RFC 8414 metadata of this authorization server, at the time of the request (PORT=0 learns its port at listen). */
export function authorizationServerMetadata() {
  const base = config().PUBLIC_BASE_URL.replace(/\/$/, '');
  return {
    issuer: base,
    authorization_endpoint: `${base}${AUTHORIZE_PATH}`,
    token_endpoint: `${base}/oauth/token`,
    revocation_endpoint: `${base}/oauth/revoke`,
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
