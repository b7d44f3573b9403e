import type { Static } from '@sinclair/typebox';
import { toPublicId } from '../../../../platform/ids';
import type { Principal } from '../../../../platform/principal';
import type { Me } from './schemas';

export function serializeMe(p: Principal): Static<typeof Me> {
  return {
    object: 'me',
    team: { object: 'team', id: toPublicId('tm', p.team.id), name: p.team.name },
    ...(p.user ? { user: { object: 'user' as const, id: toPublicId('usr', p.user.id), email: p.user.email, name: p.user.name } } : {}),
    apiKey: { object: 'api_key', name: p.name, scopes: p.scopes, livemode: p.livemode },
  };
}
