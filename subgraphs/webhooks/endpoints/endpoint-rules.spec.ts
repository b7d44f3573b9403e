import { describe, expect, it } from 'vitest';
import { checkEnabledEvents, checkEndpointUrl } from './endpoint-rules';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    const e = err as { code: string; details: { param?: string } };
    return { code: e.code, param: e.details.param };
  }
  return null;
};

describe('checkEndpointUrl', () => {
  it('keeps an absolute https URL exactly as given', () => {
    for (const url of ['https://example.com', 'https://hooks.example.com:8443/in?team=1#x', 'HTTPS://Example.com/a', 'https://[2001:db8::1]/h']) {
      expect(checkEndpointUrl(url)).toBe(url);
    }
  });

  it('refuses other schemes, relative URLs, credentials, whitespace and overlong URLs', () => {
    for (const url of [
      '',
      'http://example.com/h',
      'ftp://example.com',
      '/webhooks',
      'example.com/webhooks',
      'https:example.com',
      'https:/example.com',
      'https://user:pw@example.com/h',
      'https://user@example.com/h',
      'https://exa\nmple.com',
      ' https://example.com',
      'https://example.com/a b',
      `https://example.com/${'a'.repeat(2030)}`,
    ]) {
      expect(
        refusal(() => checkEndpointUrl(url)),
        url,
      ).toEqual({ code: 'invalid_url', param: 'url' });
    }
    expect(checkEndpointUrl(`https://example.com/${'a'.repeat(2048 - 20)}`)).toHaveLength(2048);
  });
});

describe('checkEnabledEvents', () => {
  it('accepts known kinds, once each', () => {
    expect(checkEnabledEvents(['order.paid'])).toEqual(['order.paid']);
    expect(checkEnabledEvents(['survey.completed', 'order.paid'])).toEqual(['survey.completed', 'order.paid']);
  });

  it('refuses none, unknown kinds and repeats', () => {
    for (const events of [[], ['order.created'], ['*'], ['order.paid', 'order.paid']]) {
      expect(
        refusal(() => checkEnabledEvents(events)),
        events.join(),
      ).toEqual({ code: 'invalid_events', param: 'enabledEvents' });
    }
  });
});
