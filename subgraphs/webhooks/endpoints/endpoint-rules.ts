import { WebhooksError } from '../webhooks.errors';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './endpoint.entity';

export const MAX_URL_LENGTH = 2048;

/**
 * An endpoint URL as given, once checked: absolute `https://`, at most 2048 characters, a host,
 * no user name or password (they would be sent to the receiver and shown back in reads), and no
 * whitespace or control characters (the URL parser silently drops some, so the host a reader
 * sees could differ from the one we call). Where it may point is the delivery's address policy.
 */
export function checkEndpointUrl(url: string): string {
  if (url.length === 0 || url.length > MAX_URL_LENGTH) {
    throw new WebhooksError('invalid_url', `url must be 1 to ${MAX_URL_LENGTH} characters.`, 'url');
  }
  // eslint-disable-next-line no-control-regex -- refuses control characters, so it names them
  if (/[\s\u0000-\u001f\u007f]/.test(url)) throw new WebhooksError('invalid_url', 'url must not contain spaces or control characters.', 'url');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhooksError('invalid_url', 'url must be an absolute HTTPS URL, such as https://example.com/webhooks.', 'url');
  }
  if (parsed.protocol !== 'https:' || !/^https:\/\//i.test(url)) {
    throw new WebhooksError('invalid_url', 'url must be an absolute HTTPS URL (https://…); other schemes are not delivered to.', 'url');
  }
  if (!parsed.hostname) throw new WebhooksError('invalid_url', 'url must name a host.', 'url');
  if (parsed.username || parsed.password) {
    throw new WebhooksError('invalid_url', 'url must not contain a user name or password; authenticate deliveries with the signature.', 'url');
  }
  return url;
}

/** The subscribed event kinds, checked: at least one, each a known kind, none twice. */
export function checkEnabledEvents(events: readonly string[]): WebhookEventType[] {
  const allowed = WEBHOOK_EVENT_TYPES.join(', ');
  if (events.length === 0) throw new WebhooksError('invalid_events', `enabledEvents must name at least one event kind: ${allowed}.`, 'enabledEvents');
  const unknown = events.filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e));
  if (unknown.length > 0) {
    throw new WebhooksError('invalid_events', `Unknown event kind: ${unknown.join(', ')}. Known kinds: ${allowed}.`, 'enabledEvents');
  }
  if (new Set(events).size !== events.length) throw new WebhooksError('invalid_events', 'enabledEvents must not name an event kind twice.', 'enabledEvents');
  return events as WebhookEventType[];
}
