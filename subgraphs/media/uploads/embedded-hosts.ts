/** The video sites whose players embed their own URLs natively (spec: POST /media/upload). */
export type EmbeddedHost = 'youtube' | 'vimeo' | 'loom';

const HOSTS: Record<string, EmbeddedHost> = {
  'youtube.com': 'youtube',
  'www.youtube.com': 'youtube',
  'm.youtube.com': 'youtube',
  'youtu.be': 'youtube',
  'youtube-nocookie.com': 'youtube',
  'www.youtube-nocookie.com': 'youtube',
  'vimeo.com': 'vimeo',
  'www.vimeo.com': 'vimeo',
  'player.vimeo.com': 'vimeo',
  'loom.com': 'loom',
  'www.loom.com': 'loom',
};

const VIDEO_ID = /^[A-Za-z0-9_-]+$/;

/** Whether `u` (on an embedded host) names one video, by the URL shapes each site uses. */
const IS_VIDEO: Record<EmbeddedHost, (u: URL, segments: string[]) => boolean> = {
  youtube: (u, [first, second]) =>
    u.hostname === 'youtu.be'
      ? VIDEO_ID.test(first ?? '')
      : (first === 'watch' && second === undefined && VIDEO_ID.test(u.searchParams.get('v') ?? '')) ||
        (['embed', 'shorts', 'live', 'v'].includes(first ?? '') && VIDEO_ID.test(second ?? '')),
  vimeo: (u, [first, second, third]) =>
    u.hostname === 'player.vimeo.com' ? first === 'video' && /^\d+$/.test(second ?? '') : /^\d+$/.test(first ?? '') || (first === 'channels' && /^\d+$/.test(third ?? '')),
  loom: (_u, [first, second]) => (first === 'share' || first === 'embed') && VIDEO_ID.test(second ?? ''),
};

export type EmbeddedMatch = { host: EmbeddedHost; isVideo: boolean } | null;

/**
 * Whether a URL is on YouTube, Vimeo or Loom (their www/m/player hosts, youtu.be), and if so
 * whether it names a video. Null for any other host: such URLs are fetched and re-hosted.
 */
export function matchEmbeddedHost(url: string): EmbeddedMatch {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = HOSTS[u.hostname.toLowerCase()];
  if (!host || u.port !== '') return null;
  const segments = u.pathname.split('/').filter(Boolean);
  return { host, isVideo: IS_VIDEO[host](u, segments) };
}

export const EMBEDDED_HOST_NAMES: Record<EmbeddedHost, string> = { youtube: 'YouTube', vimeo: 'Vimeo', loom: 'Loom' };
