import { registerEnumType } from 'type-graphql';
import { ORDER_STATUSES } from '../entities/order.entity';

/** An order's status in GraphQL: upper snake case names, the domain strings as values (rest-facade/graph-enums.ts maps back). */
export enum OrderStatusValue {
  PENDING = 'pending',
  PAID = 'paid',
  REFUNDED = 'refunded',
}
registerEnumType(OrderStatusValue, { name: 'OrderStatus', description: 'Pending until paid; refunded when its credits or charge went back.' });
// Keep the GraphQL enum in step with the domain list.
if (Object.values(OrderStatusValue).join() !== ORDER_STATUSES.join()) throw new Error('OrderStatus enum out of step with ORDER_STATUSES');
