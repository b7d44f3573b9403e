import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphContext } from '../../../platform/graphql/context';
import { defaultCardOf } from '../customers.service';
import { CreditBalanceType, PaymentCardType } from './types';

/**
 * The card beside the credits: what publish charges when they fall short. A field of the
 * balance, resolved only when selected, because it asks the payment provider.
 */
@Resolver(() => CreditBalanceType)
export class DefaultCardResolver {
  @FieldResolver(() => PaymentCardType, { nullable: true, description: 'The default card publish charges a shortfall to; null when none is saved (asks the payment provider).' })
  async defaultCard(@Root() balance: CreditBalanceType, @Ctx() ctx: GraphContext): Promise<PaymentCardType | null> {
    const found = await defaultCardOf(ctx.em, balance.wallet);
    return found && { brand: found.card.brand, last4: found.card.last4 };
  }
}
