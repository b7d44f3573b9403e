import type { Server } from 'node:http';

/** The delivery envelope (docs/webhooks.md). */
export interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: { object: Record<string, unknown> };
}

export function verifySignature(rawBody: Buffer | string, header: string | undefined, secret: string, options?: { toleranceSeconds?: number; now?: number }): WebhookEvent;

export function createReceiver(options: { secret: string; onEvent: (event: WebhookEvent) => unknown }): Server;
