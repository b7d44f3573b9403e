import { describe, expect, it } from 'vitest';
import { checkEntryParam, checkProviderName, checkRedirectUrl } from './provider-rules';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    const e = err as { code: string; message: string; details: { param?: string } };
    return { code: e.code, param: e.details.param, message: e.message };
  }
  return null;
};

const https = { allowHttp: false };

describe('checkProviderName', () => {
  it('trims and keeps 1 to 100 characters', () => {
    expect(checkProviderName('  Cint  ')).toBe('Cint');
    expect(checkProviderName('x'.repeat(100))).toBe('x'.repeat(100));
  });

  it('refuses an empty or overlong name', () => {
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      expect(refusal(() => checkProviderName(name))).toEqual({ code: 'invalid_panel_provider', param: 'name', message: 'name must be 1 to 100 characters.' });
    }
  });
});

describe('checkEntryParam', () => {
  it('takes a letter then up to 31 letters, digits or underscores', () => {
    for (const p of ['rid', 'R', 'psid_2', `a${'b'.repeat(31)}`]) expect(checkEntryParam(p)).toBe(p);
  });

  it('refuses anything else', () => {
    for (const p of ['', '1rid', '_rid', 'r-id', 'r id', 'rid=', 'r.id', `a${'b'.repeat(32)}`, 'rïd']) {
      expect(
        refusal(() => checkEntryParam(p)),
        p,
      ).toEqual({
        code: 'invalid_panel_provider',
        param: 'entryParam',
        message: 'entryParam must start with a letter and have at most 32 letters, digits or underscores (e.g. rid).',
      });
    }
  });
});

describe('checkRedirectUrl', () => {
  it('keeps an absolute https URL with {id} after the host exactly as given', () => {
    for (const url of [
      'https://panel.example.com/end?status=complete&rid={id}',
      'https://panel.example.com/complete/{id}',
      'https://panel.example.com:8443/c?a={id}&b={id}',
      'HTTPS://Panel.example.com/x#{id}',
      'https://[2001:db8::1]/c?rid={id}',
    ]) {
      expect(checkRedirectUrl(url, 'completeUrl', https)).toBe(url);
    }
  });

  it('refuses a URL without {id}, naming the placeholder and the param', () => {
    expect(refusal(() => checkRedirectUrl('https://panel.example.com/end?rid=', 'screenoutUrl', https))).toEqual({
      code: 'invalid_panel_provider',
      param: 'screenoutUrl',
      message: "screenoutUrl must contain {id} where the provider's respondent id goes, e.g. https://panel.example.com/end?status=complete&rid={id}.",
    });
  });

  it('refuses {id} in the scheme or host, where the id would choose the destination', () => {
    for (const url of ['https://{id}.example.com/c', 'https://panel.example.com{id}/c', 'https://panel.example.com:{id}/c', 'https://panel.example.com\\{id}']) {
      expect(refusal(() => checkRedirectUrl(url, 'completeUrl', https))?.message, url).toMatch(/must put \{id\} in the path, query or fragment|must be an absolute https URL/);
    }
    expect(refusal(() => checkRedirectUrl('https://{id}.example.com/c', 'completeUrl', https))?.message).toBe(
      'completeUrl must put {id} in the path, query or fragment, not in the host.',
    );
  });

  it('refuses other placeholders, other schemes, relative URLs, credentials, whitespace and overlong URLs', () => {
    for (const [url, message] of [
      ['https://panel.example.com/c?rid={ID}', 'overquotaUrl must contain {id}'],
      ['https://panel.example.com/c?rid={id}&x={rid}', 'overquotaUrl may use only the placeholder {id}'],
      ['http://panel.example.com/c?rid={id}', 'overquotaUrl must be an absolute https URL'],
      ['ftp://panel.example.com/{id}', 'overquotaUrl must be an absolute https URL'],
      ['javascript:alert({id})', 'overquotaUrl must be an absolute https URL'],
      ['/end?rid={id}', 'overquotaUrl must be an absolute https URL'],
      ['https:panel.example.com/{id}', 'overquotaUrl must be an absolute https URL'],
      ['https://user:pw@panel.example.com/{id}', 'overquotaUrl must not contain a user name or password.'],
      ['https://user@panel.example.com/{id}', 'overquotaUrl must not contain a user name or password.'],
      [' https://panel.example.com/{id}', 'overquotaUrl must not contain spaces or control characters.'],
      ['https://panel.example.com/{id}\n', 'overquotaUrl must not contain spaces or control characters.'],
      ['', 'overquotaUrl must be 1 to 2048 characters.'],
      [`https://panel.example.com/{id}/${'a'.repeat(2030)}`, 'overquotaUrl must be 1 to 2048 characters.'],
    ]) {
      const r = refusal(() => checkRedirectUrl(url, 'overquotaUrl', https));
      expect(r?.code, url).toBe('invalid_panel_provider');
      expect(r?.param, url).toBe('overquotaUrl');
      expect(r?.message.startsWith(message), `${url}: ${r?.message}`).toBe(true);
    }
  });

  it('takes http only when OUTBOUND_ALLOW_HTTP is on', () => {
    expect(checkRedirectUrl('http://127.0.0.1:8080/c?rid={id}', 'completeUrl', { allowHttp: true })).toBe('http://127.0.0.1:8080/c?rid={id}');
    expect(refusal(() => checkRedirectUrl('http://127.0.0.1:8080/c?rid={id}', 'completeUrl', https))?.message).toBe(
      'completeUrl must be an absolute https URL, e.g. https://panel.example.com/end?status=complete&rid={id}.',
    );
    expect(refusal(() => checkRedirectUrl('ftp://example.com/{id}', 'completeUrl', { allowHttp: true }))?.message).toBe(
      'completeUrl must be an absolute https or http URL, e.g. https://panel.example.com/end?status=complete&rid={id}.',
    );
  });
});
