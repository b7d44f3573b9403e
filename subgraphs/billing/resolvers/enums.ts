import { domainEnum } from '../../../platform/graphql/domain-enum';
import { ORDER_STATUSES } from '../entities/order.entity';

/** An order's status in GraphQL, over the domain's list. */
export const OrderStatusValue = domainEnum('OrderStatus', ORDER_STATUSES, 'Pending until paid; refunded when its credits or charge went back.');
