import { Directive } from 'type-graphql';

/**
 * Marks a root field as the facade's plumbing (credentials, sessions, Idempotency-Keys, provider
 * events, the console's signed-in person): `@inaccessible` in the supergraph, so the operators'
 * /graphql neither serves nor shows it, while the facade's in-process gateway serves the whole
 * graph (gateway/gateway.ts). Subgraphs still resolve it, behind the internal token in split mode.
 */
export function FacadeOnly(): MethodDecorator {
  return Directive('@inaccessible');
}
