/** Spec (Limits): 20 MB of decoded bytes, for base64 data and fetched URLs alike. */
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;
/** Spec (Limits): `filename` is at most 255 characters. */
export const MAX_FILENAME_LENGTH = 255;
/** The longest base64 text of MAX_MEDIA_BYTES (padded): 27,962,028 characters. */
export const MAX_BASE64_LENGTH = Math.ceil(MAX_MEDIA_BYTES / 3) * 4;
/**
 * Request bodies that carry base64 media (the upload routes, the media subgraph's /graphql in
 * split mode): the longest base64 text plus room for JSON escaping (`\/`) and the other fields.
 */
export const MEDIA_BODY_LIMIT = 28 * 1024 * 1024;
