import { MeExample } from '../examples';
import { Type } from '@sinclair/typebox';
import { prefixedId } from '../schemas';

export const Me = Type.Object(
  {
    object: Type.Literal('me'),
    team: Type.Object({ object: Type.Literal('team'), id: prefixedId('tm'), name: Type.String() }, { additionalProperties: false }),
    user: Type.Optional(
      Type.Object(
        { object: Type.Literal('user'), id: prefixedId('usr'), email: Type.String(), name: Type.String() },
        { additionalProperties: false, description: 'Present when the key is tied to a person, or the team has an owner.' },
      ),
    ),
    apiKey: Type.Object(
      {
        object: Type.Literal('api_key'),
        name: Type.String(),
        scopes: Type.Array(Type.String({ enum: ['read', 'write', 'spend'] })),
        livemode: Type.Boolean({ description: 'true for sk_live_ keys, false for sk_test_ keys.' }),
      },
      { additionalProperties: false },
    ),
  },
  { $id: 'Me', additionalProperties: false, title: 'Me', examples: [MeExample] },
);
