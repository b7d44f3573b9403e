import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the console and the respondent app both serve under their /assets/ (base.css), after their own folder. */
export const PAGE_ASSETS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page-assets');
