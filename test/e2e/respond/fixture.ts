import { createCanvas } from '@napi-rs/canvas';
import { expect } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { apiClient, bearer, json } from '../../helpers/http';
import { TEST_OPERATOR_TOKEN, type TestService } from '../../helpers/service';

/** A picture for questions and options: a coloured card with a word on it (PNG). */
export function picture(text: string, colour: string, width = 640, height = 420): string {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(width * 0.1, height * 0.62, width * 0.8, height * 0.2);
  ctx.fillStyle = '#1b2333';
  ctx.font = `bold ${Math.round(height / 7)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.fillText(text, width / 2, height * 0.77);
  return canvas.toBuffer('image/png').toString('base64');
}

export const gql = async (url: string, query: string, variables: Record<string, unknown>) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(TEST_OPERATOR_TOKEN) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
};

/** The ten question types of the contract, one each, with hosted pictures where a type shows one. */
export async function createTenTypeSurvey(service: TestService, opts: { livemode: boolean; sampleSize: number; targeting?: string[]; reporting?: string[] }) {
  const api = apiClient(() => service.url);
  const em = service.em();
  const t = await makeTeam(em);
  await grant(em, t.team.id, 500, { livemode: opts.livemode });
  const key = await t.key(['read', 'write', 'spend'], { livemode: opts.livemode });
  const upload = async (name: string, colour: string, w?: number, h?: number) => {
    const res = await api('POST', '/v2/media', key, { data: picture(name, colour, w, h), filename: `${name}.png` });
    expect(res.status).toBe(200);
    return (await json(res)).url as string;
  };
  const [fern, ember, shelf, page] = [
    await upload('Fern', '#3f9f6b'),
    await upload('Ember', '#d9622b'),
    await upload('Shelf', '#6b7fd7'),
    await upload('Checkout', '#f1c24b', 900, 600),
  ];
  const draft = {
    name: 'Oat milk launch',
    sampleSize: opts.sampleSize,
    country: 'US',
    targeting: opts.targeting ?? [],
    reporting: opts.reporting ?? [],
    questions: [
      {
        type: 'head_to_head',
        prompt: 'Which carton would you pick up?',
        options: [
          { kind: 'image', label: 'Fern', mediaUrl: fern },
          { kind: 'image', label: 'Ember', mediaUrl: ember },
        ],
      },
      { type: 'ranked', prompt: 'Rank these names for an oat milk', options: [{ label: 'Oatly Bright' }, { label: 'Morning Field' }, { label: 'Grain & Glow' }] },
      { type: 'single_select', prompt: 'Where do you usually buy plant milk?', options: [{ label: 'Supermarket' }, { label: 'Corner shop' }, { label: 'Online' }] },
      { type: 'multi_select', prompt: 'What do you use plant milk for?', options: [{ label: 'Coffee' }, { label: 'Cereal' }, { label: 'Baking' }] },
      { type: 'open_ended', prompt: 'What would make you switch milk brands?' },
      { type: 'click_test', prompt: 'Where would you tap to check out?', context: { type: 'image', value: 'A shop checkout page', mediaUrl: page } },
      { type: 'likert', prompt: 'How much do you agree?', likertScale: 'agreement5', options: [{ label: 'The carton looks premium' }, { label: 'The name is easy to remember' }] },
      { type: 'rating', prompt: 'How likely are you to try it?', variant: 'score10' },
      { type: 'price_sensitivity', prompt: 'Think about a one-litre carton of this oat milk.', context: { type: 'image', value: 'The carton', mediaUrl: shelf } },
      { type: 'screen_recording', prompt: 'Find the oat milk on a shop website you use', context: { type: 'text', value: 'Show us how you would search for it.' } },
    ],
  };
  const createdRes = await api('POST', '/v2/surveys', key, draft);
  const created = await json(createdRes);
  expect(createdRes.status, JSON.stringify(created)).toBe(200);
  return { team: t.team, key, api, survey: created as { id: string; previewUrl: string; questions: { id: string; type: string }[] }, surveyUuid: fromPublicId('srv', created.id)! };
}
