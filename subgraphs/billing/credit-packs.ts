import { z } from 'zod';
import raw from './credit-packs.json';
import { BillingError } from './billing.errors';
import { creditsToUnits, unitsToCents } from '../../platform/money';

/**
 * Credit packs are data (credit-packs.json), checked at load. A pack costs exactly its credits
 * at the fixed rate (1 credit = 2 USD): packs are a way to prepay, not a discount.
 */
const PackFile = z.object({
  expiresAfterDays: z.number().int().min(1),
  packs: z
    .array(z.object({ pack: z.string().regex(/^credits_[0-9]+$/), credits: z.number().int().positive() }))
    .min(1)
    .refine((ps) => ps.every((p, i) => i === 0 || p.credits > ps[i - 1].credits), 'packs must ascend by credits'),
});

const file = PackFile.parse(raw);

export const PACK_CREDITS_EXPIRE_AFTER_DAYS = file.expiresAfterDays;

export interface CreditPack {
  pack: string;
  credits: number;
  /** Price in US cents. */
  amountCents: number;
}

export const CREDIT_PACKS: readonly CreditPack[] = file.packs.map((p) => ({ ...p, amountCents: unitsToCents(creditsToUnits(p.credits)) }));

/** The pack with this name; an unknown name is a 400 naming the valid ones. */
export function getPack(name: string): CreditPack {
  const pack = CREDIT_PACKS.find((p) => p.pack === name);
  if (!pack) {
    throw new BillingError('unknown_pack', `Unknown pack "${name}"; one of ${CREDIT_PACKS.map((p) => p.pack).join(', ')}.`, 'pack');
  }
  return pack;
}

/** The smallest pack covering `credits` (the largest when none does: buy it more than once). */
export function smallestPackCovering(credits: number): CreditPack {
  return CREDIT_PACKS.find((p) => p.credits >= credits) ?? CREDIT_PACKS[CREDIT_PACKS.length - 1];
}
