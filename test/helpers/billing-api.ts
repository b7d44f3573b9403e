import { expect } from 'vitest';
import { makeTeam } from './fixtures';
import { apiClient, json } from './http';
import type { TestService } from './service';

/** US, 100 respondents, one single_select question: $50.00 less 5% API discount = 23.75 credits = $47.50. */
export const SNACK_DRAFT = { name: 'Snack test', questions: [{ type: 'single_select', prompt: 'Which snack?', options: [{ label: 'Crisps' }, { label: 'Nuts' }] }] };
export const SNACK_PRICE = { amount: 47.5, credits: 23.75 };

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The billing tests' common steps, against one running test service and its sandbox. */
export function billingApi(service: () => TestService) {
  const api = apiClient(() => service().url);
  return {
    api,
    /** A team with a read+write+spend key (`full`) and a read-only one (`read`). */
    team: async () => {
      const t = await makeTeam(service().em());
      return { ...t, full: await t.key(['read', 'write', 'spend']), read: await t.key(['read']) };
    },
    /** A new SNACK_DRAFT (asserted 200); returns its srv_ id. */
    draftFor: async (key: string): Promise<string> => {
      const res = await api('POST', '/v2/surveys', key, SNACK_DRAFT);
      expect(res.status).toBe(200);
      return (await json(res)).id;
    },
    checkoutUrlRe: () => new RegExp(`^${escapeRe(service().sandboxUrl!)}/checkout/cs_test_[A-Za-z0-9]{58}$`),
    portalUrlRe: () => new RegExp(`^${escapeRe(service().sandboxUrl!)}/portal/bps_[A-Za-z0-9]{24}$`),
  };
}
