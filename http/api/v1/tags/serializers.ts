import type { Static } from '@sinclair/typebox';
import { PREFIX, toPublicId } from '../../../../platform/ids';
import type { ListTagsQuery } from '../../../../graph-client/generated';
import type { Tag } from './schemas';

/** v1 shows a tag id as `tag_<32 hex>` of its UUID (spec: opaque tag ids). */
export function serializeTag(t: ListTagsQuery['tags']['nodes'][number]): Static<typeof Tag> {
  return { id: toPublicId(PREFIX.tag, t.id), name: t.name };
}
