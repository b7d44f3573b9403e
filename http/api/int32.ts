import { Type, type IntegerOptions } from '@sinclair/typebox';

/** The top of GraphQL's Int (32-bit signed), which every whole number of a request passes through. */
export const INT32_MAX = 2_147_483_647;

/**
 * A whole number of a request schema, at most INT32_MAX unless told less: a larger one would
 * pass validation and then fail in the gateway as a 500 instead of a 400.
 */
export const Int32 = (options: IntegerOptions = {}) => Type.Integer({ maximum: INT32_MAX, ...options });
