// Spectral ruleset (`spectral:oas`, recommended) for the OpenAPI documents the service serves at
// /v1/openapi.json and /v2/openapi.json. http/api/openapi-lint.spec.ts applies it offline
// through @stoplight/spectral-core: 0 problems. Every rule turned off here says why on its line.
import { oas } from '@stoplight/spectral-rulesets';

export default {
  extends: [[oas, 'recommended']],
  rules: {
    'info-contact': 'off', // support goes through the console and the team's account; the API has no contact of its own to publish
  },
};
