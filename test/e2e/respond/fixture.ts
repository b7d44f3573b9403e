import { createCanvas } from '@napi-rs/canvas';
import type { Page } from 'playwright-core';
import { SAMPLES } from '../../helpers/media-samples';
import { expect } from 'vitest';
import { fromPublicId } from '../../../platform/ids';
import { grant } from '../../helpers/billing';
import { makeTeam } from '../../helpers/fixtures';
import { setTeamPlan } from '../../../subgraphs/accounts/accounts.service';
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
  // screen_recording is beyond pay-as-you-go: a growth team may publish all ten types.
  await setTeamPlan(em, t.team.id, 'growth');
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

export const EXPLAIN: Record<string, string> = {
  head_to_head: 'The green carton feels calm and natural to me.',
  ranked: 'Short names that sound like mornings stick with me.',
  single_select: 'I do my weekly shop at the big store near home.',
  multi_select: 'Mostly my coffee, and the kids have it on cereal.',
  open_ended: 'A lower price or a creamier taste in hot drinks.',
  click_test: 'The basket icon is where checkout usually lives.',
  likert: 'It looks nice on the shelf but the name is long.',
  rating: 'I already buy oat milk, so trying one more is easy.',
  price_sensitivity: 'I compared it with what my usual brand costs now.',
};

export function formAnswer(q: { type: string; options: { id: string }[] }, rid: string): Record<string, string | string[]> {
  const explanation = `${EXPLAIN[q.type] ?? ''} (${rid})`;
  switch (q.type) {
    case 'head_to_head':
    case 'single_select':
      return { choice: q.options[1].id, explanation };
    case 'multi_select':
      return { selected: [q.options[0].id, q.options[2].id], explanation };
    case 'ranked':
      return { ...Object.fromEntries(q.options.map((o, i) => [`rank.${o.id}`, String(q.options.length - i)])), explanation };
    case 'likert':
      return { ...Object.fromEntries(q.options.map((o, i) => [`statement.${o.id}`, String(4 - i)])), explanation };
    case 'rating':
      return { score: '8', explanation };
    case 'click_test':
      return { region: 'bottom right', explanation };
    case 'price_sensitivity':
      return { tooCheap: '1.5', bargain: '2.5', expensive: '4', tooExpensive: '6', explanation };
    case 'screen_recording':
      return { mediaTranscription: 'I searched for oat milk and sorted by price, then opened the first result.' };
    default:
      return { explanation };
  }
}

/** Answers the question on the page as a person would: taps, drags or types. */
export async function answerOnPage(page: Page, type: string, n: number): Promise<void> {
  const explain = page.getByLabel('Why? Tell us in your own words');
  switch (type) {
    case 'head_to_head':
      await page.locator('label.choice').first().click();
      break;
    case 'ranked': {
      // Tap ordering: the last shown option moves to the top.
      const lastName = (await page.locator('.rank-text').last().textContent())!.trim();
      await page.getByRole('button', { name: `Move up: ${lastName}` }).click();
      await page.getByRole('button', { name: `Move up: ${lastName}` }).click();
      await expect.poll(() => page.locator('.rank-item').first().locator('.rank-text').textContent()).toContain(lastName);
      break;
    }
    case 'single_select':
      await page.getByLabel('Online').check();
      break;
    case 'multi_select':
      await page.getByLabel('Coffee').check();
      await page.getByLabel('Baking').check();
      break;
    case 'open_ended':
      // Too short first: the page says so as the person types, and Finish stays blocked.
      await page.getByLabel('Your answer').fill('Cheaper');
      await expect.poll(() => page.locator('[data-explanation-hint]').textContent()).toBe('13 more characters, please.');
      await page.getByLabel('Your answer').fill('Cheaper cartons and a version that froths well for lattes.');
      return;
    case 'click_test': {
      const box = (await page.locator('[data-click-area] img').boundingBox())!;
      await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.2);
      await expect.poll(() => page.locator('[data-click-marker]').isVisible()).toBe(true);
      break;
    }
    case 'likert':
      await page.getByRole('group', { name: 'The carton looks premium' }).getByLabel('Agree', { exact: true }).check();
      await page.getByRole('group', { name: 'The name is easy to remember' }).getByLabel('Disagree', { exact: true }).check();
      break;
    case 'rating':
      await page.getByLabel('9', { exact: true }).check();
      break;
    case 'price_sensitivity':
      await page.getByLabel('so cheap you would doubt its quality?').fill('1');
      await page.getByLabel('a bargain, a great buy for the money?').fill('2.50');
      await page.getByLabel('getting expensive, but you would still consider it?').fill('4.25');
      await page.getByLabel('too expensive to consider?').fill('7');
      break;
    case 'screen_recording':
      await page.locator('input[type=file]').setInputFiles({ name: 'screen.webm', mimeType: 'video/webm', buffer: SAMPLES.webm });
      await page.getByLabel('Describe what you did and what you thought as you went').fill('I typed oat milk in the search box and picked the cheapest carton.');
      return;
  }
  await explain.fill(`${EXPLAIN[type]} (question ${n})`);
}
