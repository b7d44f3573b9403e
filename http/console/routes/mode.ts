import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { FacadeDeps } from '../../deps';
import type { PageContext } from '../render';
import { CsrfField } from '../forms';
import { setModeCookie } from '../session';

const ModeBody = Type.Object(
  {
    ...CsrfField,
    mode: Type.Union([Type.Literal('test'), Type.Literal('live')]),
    back: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);

/** Only a console page is gone back to (no open redirect). */
const backTo = (back: string | undefined) => (back && /^\/console(\/[A-Za-z0-9_-]+)*$/.test(back) ? back : '/console');

/** Switches the data the console shows between test and live, like Stripe's test-mode toggle. */
export const modeRoutes = (_deps: FacadeDeps, page: PageContext) =>
  async function (app: FastifyInstance) {
    const csrf = app.csrfProtection.bind(app);
    app.post<{ Body: Static<typeof ModeBody> }>('/mode', { schema: { body: ModeBody }, preHandler: csrf }, async (request, reply) => {
      setModeCookie(reply, request.body.mode, page.secure);
      return reply.redirect(backTo(request.body.back), 303);
    });
  };
