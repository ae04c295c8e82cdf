import { describe, expect, it } from 'vitest';
import { client, createCompany, useTestApp } from '../../test/harness';
import { initials } from './web-app.routes';

const t = useTestApp();

// Issue 46 part 1 (decision 073): each company's portal installs as its own app.
describe('the installed app of each company', () => {
  it('is named, coloured and started as the company of the host', async () => {
    const a = await createCompany(t, { theme: { primaryColor: '#0f766e' } });
    const b = await createCompany(t, { theme: { primaryColor: '#b91c1c' } });
    const [ma, mb] = await Promise.all(
      [a, b].map(async (co) => {
        const res = await client(t, co.host).get('/manifest.webmanifest');
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/manifest+json');
        expect(res.headers.vary).toContain('Host');
        return res.json();
      }),
    );
    expect(ma).toMatchObject({ start_url: '/', scope: '/', display: 'standalone', theme_color: '#0f766e' });
    expect(mb.theme_color).toBe('#b91c1c');
    expect(ma.name).not.toBe(mb.name);
    expect(ma.icons).toEqual([
      { src: '/app-icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/app-icon.svg?maskable', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
    ]);
  });

  it('has an icon of its initials on its colour, and a maskable one that fills the square', async () => {
    const co = await createCompany(t, { theme: { primaryColor: '#0f766e' } });
    const icon = await client(t, co.host).get('/app-icon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('fill="#0f766e"');
    expect(icon.body).toContain('rx="112"');
    const maskable = await client(t, co.host).get('/app-icon.svg?maskable');
    expect(maskable.body).not.toContain('rx=');
  });

  it('never carries a colour or a name as markup', async () => {
    const co = await createCompany(t, { theme: { primaryColor: 'red"/><script>alert(1)</script>' } });
    const manifest = (await client(t, co.host).get('/manifest.webmanifest')).json();
    expect(manifest.theme_color).toBe('#1c64f2');
    const icon = (await client(t, co.host).get('/app-icon.svg')).body;
    expect(icon).not.toContain('<script');
    expect(initials('<b>Tom & Co</b>')).toBe('BT');
  });

  it('is not offered on a host no company has', async () => {
    const res = await client(t, 'nowhere.example').get('/manifest.webmanifest');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });
});

describe('initials', () => {
  it('takes the first letters of two words, or two of one word', () => {
    expect(initials('Portico Academy')).toBe('PA');
    expect(initials('Acme')).toBe('AC');
    expect(initials('')).toBe('P');
    expect(initials('ಕನ್ನಡ ಅಕಾಡೆಮಿ')).toBe('ಕಅ');
  });
});
