/**
 * Shared results say less (docs/decisions.md, "Results pages"): a breakdown group of fewer
 * people than this is left out wherever a stranger can see it (a share link's page, its CSV
 * and the report files it links), so a rare combination of traits cannot single one person out.
 */
export const MIN_SHARED_GROUP = 5;
