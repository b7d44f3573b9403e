/**
 * The media domain's public entry: what other domains, the workers, the facade and the
 * composition root may use. Everything else in this folder is the domain's own.
 * (Its tables are in module.ts and its GraphQL in schema.ts, for the composition root.)
 */
export { isHostedMediaUrl, mediaDir, mediaStorage, newMediaKey, type MediaStorage } from './storage/media-storage';
export { MEDIA_BODY_LIMIT } from './uploads/upload-limits';
export { uploadDeps, uploadMedia } from './uploads/uploads.service';
export { DEFAULT_IMAGE_SIZE, IMAGE_SIZES, MAX_IMAGE_COUNT, MAX_PROMPT_LENGTH, type ImageSize } from './generation/image-generator';
export { HELP_ARTICLE_TYPES, HELP_LOCALES, type HelpArticleType, type HelpLocale } from './help/help-articles';
export { indexHelpArticles } from './help/help-index.service';
export { HELP_ARTICLE_ID_MAX_CHARS, HELP_ARTICLE_ID_PATTERN } from './help/help-article.service';
