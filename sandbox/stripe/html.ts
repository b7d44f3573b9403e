import type { FastifyReply } from 'fastify';
import { TEST_CARDS } from './cards';

/** Minimal server-rendered HTML for the hosted pages: no scripts, no external assets. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text and attribute values (every value that reaches a page goes through this). */
export const esc = (value: string | number): string => String(value).replace(/[&<>"']/g, (ch) => ENTITIES[ch]);

export function money(amountMinor: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountMinor / 100);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1f36}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem}.error{color:#b3261e}.hint{color:#697386;font-size:.85rem}
.badge{font-size:.75rem;background:#ffde92;padding:.1rem .4rem;border-radius:.25rem}`;

export function sendPage(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>${STYLE}</style></head><body><p><span class="badge">Stripe sandbox · test mode</span></p>
${body}</body></html>`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(html);
}

export const errorLine = (message: string | null): string => (message ? `<p id="error" class="error" role="alert">${esc(message)}</p>` : '');

/** The card inputs; ids and names are stable so browser tests and plain form posts can fill them. */
export function cardForm(action: string, button: { id: string; label: string }): string {
  const numbers = TEST_CARDS.map((c) => `${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')} (${c.behaviour.replaceAll('_', ' ')})`);
  return `<form method="post" action="${esc(action)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<label for="cardExpiry">Expiry</label><input id="cardExpiry" name="cardExpiry" autocomplete="cc-exp" placeholder="MM / YY">
<label for="cardCvc">CVC</label><input id="cardCvc" name="cardCvc" autocomplete="cc-csc" placeholder="123">
<button id="${esc(button.id)}" type="submit">${esc(button.label)}</button></form>
<p class="hint">Test cards: ${numbers.map(esc).join('; ')}. Any expiry and CVC.</p>`;
}

export const unknownCardMessage = 'Use one of the sandbox test card numbers listed below.';

export function sendNotFound(reply: FastifyReply, what: string): FastifyReply {
  return sendPage(reply, 404, 'Not found', `<h1>Not found</h1><p>This ${esc(what)} does not exist (the sandbox keeps state in memory only).</p>`);
}
