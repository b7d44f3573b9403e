import { describe, expect, it } from 'vitest';
import { config, setConfig } from '../../platform/config';
import { makeTeam } from '../helpers/fixtures';
import { bearer, json } from '../helpers/http';
import { freePort } from '../helpers/processes';
import { startTestService } from '../helpers/service';

/**
 * Without PUBLIC_BASE_URL, the URLs the service hands out name where it listens (issue 16): a
 * hosted media URL of `PORT=4000 npm start` pointed at port 3000 before.
 */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function hostedUpload(port: string) {
  const running = config();
  const svc = await startTestService({ PORT: port, PUBLIC_BASE_URL: undefined });
  try {
    const t = await makeTeam(svc.em());
    const res = await fetch(`${svc.url}/v1/media/upload`, {
      method: 'POST',
      headers: { ...bearer(await t.key(['read', 'write'])), 'content-type': 'application/json' },
      body: JSON.stringify({ data: PNG, filename: 'dot.png' }),
    });
    expect(res.status).toBe(200);
    const { url } = (await json(res)).data;
    const hosted = await fetch(url);
    return { serviceUrl: svc.url, url: url as string, status: hosted.status, type: hosted.headers.get('content-type') };
  } finally {
    await svc.shutdown();
    setConfig(running);
  }
}

describe('PUBLIC_BASE_URL unset', () => {
  it('follows PORT: hosted media URLs point at the service', async () => {
    const port = String(await freePort());
    const upload = await hostedUpload(port);
    expect(upload.serviceUrl).toBe(`http://127.0.0.1:${port}`);
    expect(upload.url.startsWith(`http://127.0.0.1:${port}/media/uploads/`)).toBe(true);
    expect([upload.status, upload.type]).toEqual([200, 'image/png']);
  });

  it('with PORT=0, follows the port the server bound', async () => {
    const upload = await hostedUpload('0');
    expect(upload.url.startsWith(`${upload.serviceUrl}/media/uploads/`)).toBe(true);
    expect([upload.status, upload.type]).toEqual([200, 'image/png']);
  });
});
