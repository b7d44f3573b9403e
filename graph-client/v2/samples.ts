import { newId } from '../../platform/ids';
import type { WebhookEventType } from '../../subgraphs/webhooks';
import { v2OrderOf } from './order';
import { v2SurveyOf } from './survey';

/**
 * The `data.object` of a test webhook event (POST /v2/webhook-endpoints/{id}/test, the console's
 * "Send test event"): a realistic v2 survey or order, made by the same serializers as GET and
 * real events, so its shape is theirs field for field. Its ids are fresh (UUIDv7 in v2 form) and
 * name nothing the team has; an order's `livemode` is the endpoint's mode.
 */
export function sampleWebhookObject(type: WebhookEventType, livemode: boolean, now: Date = new Date()): Record<string, unknown> & { object: string } {
  return type === 'order.paid' ? sampleOrder(livemode, now) : sampleSurvey(now);
}

const ago = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

/** A survey order paid at publish from the team's credits: the most common `order.paid`. */
function sampleOrder(livemode: boolean, now: Date) {
  return v2OrderOf({
    id: newId(),
    kind: 'survey',
    status: 'paid',
    livemode,
    amount: 200,
    currency: 'USD',
    pack: null,
    credits: null,
    surveyId: newId(),
    creditsUsed: 100,
    cardCharged: 0,
    checkoutUrl: null,
    createdAt: ago(now, 1),
    paidAt: now.toISOString(),
    refundedAt: null,
  });
}

/** A 100-respondent single-select survey that has just reached its sample size. */
function sampleSurvey(now: Date) {
  const option = (label: string, file: string) => ({
    id: newId(),
    kind: 'image',
    label,
    mediaUrl: `https://cdn.example.com/cans/${file}.png`,
    imageSet: [],
    mockup: null,
    product: null,
  });
  return v2SurveyOf({
    id: newId(),
    name: 'Oat milk can design (test event)',
    country: 'US',
    sampleSize: 100,
    status: 'completed',
    targeting: ['gender-female'],
    reporting: ['age'],
    externalId: null,
    surveyIntent: 'Pick the can colour for the spring launch',
    isMiniPoll: false,
    numResponses: 100,
    createdAt: ago(now, 120),
    updatedAt: now.toISOString(),
    publishedAt: ago(now, 90),
    completedAt: now.toISOString(),
    previewUrl: 'https://surveys.example.com/r/preview/test-event-sample',
    duplicatedFrom: null,
    teamCredits: 60,
    questions: [
      {
        id: newId(),
        type: 'single_select',
        variant: null,
        prompt: 'Which can would you pick up first?',
        likertScale: null,
        context: null,
        options: [option('Sunrise yellow', 'yellow'), option('Forest green', 'green')],
      },
    ],
    quote: { amount: 200, credits: 100, subtotal: 200, subtotalCredits: 100, currency: 'USD', planRequired: null, quotedAt: ago(now, 90), discounts: [] },
    completionEstimate: { bucket: 'under_1_hour', estimatedMinutes: 30, status: 'on_track' },
  });
}
