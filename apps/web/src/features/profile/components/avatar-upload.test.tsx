// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, routeFetch, stubBrowser } from '../profile-test-utils';
import { AvatarUpload } from './avatar-upload';
import { profileImageError } from './check-profile-image';

beforeAll(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const file = (name: string, size: number, type: string) => {
  const f = new File([PNG_BYTES], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

function renderUpload(answers = {}) {
  const fetchMock = routeFetch(answers);
  const onUploaded = vi.fn();
  renderWithProviders(<AvatarUpload name="Meera Iyer" image="" onUploaded={onUploaded} />);
  const choose = (f: File) =>
    fireEvent.change(screen.getByLabelText('Profile image'), { target: { files: [f] } });
  return { fetchMock, onUploaded, choose };
}

describe('profile image rules (spec 1 §5)', () => {
  it('takes jpeg, jpg, png and gif up to 1 MB', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'a.png', 'a.gif']) {
      expect(profileImageError(file(name, 1024 * 1024, ''))).toBeNull();
    }
    expect(profileImageError(file('a.pdf', 10, 'application/pdf'))).toBe(
      'Please upload image with extentions jpeg,jpg Or png',
    );
    expect(profileImageError(file('png', 10, 'image/png'))).toBe(
      'Please upload image with extentions jpeg,jpg Or png',
    );
    expect(profileImageError(file('a.png', 1024 * 1024 + 1, 'image/png'))).toBe(
      'Please upload image less than 5MB',
    );
  });

  it('refuses another type in the browser, without a call', async () => {
    const { fetchMock, choose } = renderUpload();
    choose(file('score.pdf', 2048, 'application/pdf'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please upload image with extentions jpeg,jpg Or png',
    );
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an image over 1 MB in the browser, without a call', async () => {
    const { fetchMock, choose } = renderUpload();
    choose(file('photo.png', 2 * 1024 * 1024, 'image/png'));
    expect((await screen.findByRole('alert')).textContent).toContain('Please upload image less than 5MB');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('avatar upload (spec 1 §4)', () => {
  it('previews the chosen image, uploads it as a data URL and shows the server message', async () => {
    const { fetchMock, onUploaded, choose } = renderUpload({
      'POST profile-upload': json(200, {
        success: true,
        message: 'Profile image updated successfully',
        data: { profileImage: '/api/files/object/img-1' },
      }),
    });
    choose(file('photo.png', 2048, 'image/png'));
    expect(await screen.findByRole('img', { name: 'Preview of the new profile image' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('status')).textContent).toContain('Profile image updated successfully');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/profile-upload');
    expect(JSON.parse(init.body as string).file).toMatch(/^data:image\/png;base64,/);
    expect(onUploaded).toHaveBeenCalledWith('/api/files/object/img-1');
  });

  it("shows 'Uploading image...' while the call runs", async () => {
    const { choose } = renderUpload({
      'POST profile-upload': () => new Promise<Response>(() => {}),
    });
    choose(file('photo.gif', 2048, 'image/gif'));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('status')).textContent).toContain('Uploading image...');
  });

  it('shows the server refusal in a red alert', async () => {
    const { choose } = renderUpload({
      'POST profile-upload': json(400, {
        success: false,
        message: 'Please upload image with extentions jpeg,jpg Or png',
        errorCode: 'VALIDATION',
      }),
    });
    choose(file('fake.png', 2048, 'image/png'));
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please upload image with extentions jpeg,jpg Or png',
    );
  });
});
