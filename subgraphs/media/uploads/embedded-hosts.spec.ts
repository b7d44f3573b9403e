import { describe, expect, it } from 'vitest';
import { matchEmbeddedHost } from './embedded-hosts';

describe('matchEmbeddedHost', () => {
  it('recognises video URLs of YouTube, Vimeo and Loom on each of their hosts', () => {
    const videos: [string, string][] = [
      ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
      ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube'],
      ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
      ['https://youtu.be/dQw4w9WgXcQ', 'youtube'],
      ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube'],
      ['https://www.youtube.com/shorts/abc123DEF45', 'youtube'],
      ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'youtube'],
      ['https://vimeo.com/76979871', 'vimeo'],
      ['https://www.vimeo.com/76979871', 'vimeo'],
      ['https://player.vimeo.com/video/76979871?h=abc', 'vimeo'],
      ['https://vimeo.com/channels/staffpicks/76979871', 'vimeo'],
      ['https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184', 'loom'],
      ['https://loom.com/embed/0281766fa2d04bb788eaf19e65135184', 'loom'],
      ['https://WWW.YouTube.com/watch?v=dQw4w9WgXcQ', 'youtube'],
    ];
    for (const [url, host] of videos) expect(matchEmbeddedHost(url), url).toEqual({ host, isVideo: true });
  });

  it('tells a page of those sites that is not one video', () => {
    for (const url of ['https://www.youtube.com/', 'https://www.youtube.com/@channel', 'https://vimeo.com/about', 'https://player.vimeo.com/', 'https://www.loom.com/pricing']) {
      expect(matchEmbeddedHost(url)?.isVideo, url).toBe(false);
    }
  });

  it('leaves every other host (look-alikes, other ports) to be fetched', () => {
    for (const url of [
      'https://cdn.example.com/a.mp4',
      'https://youtube.com.evil.example/watch?v=x',
      'https://notyoutube.com/watch?v=x',
      'https://www.youtube.com:8443/watch?v=x',
      'https://vimeo.co/1',
      'not a url',
    ]) {
      expect(matchEmbeddedHost(url), url).toBeNull();
    }
  });
});
