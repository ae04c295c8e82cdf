import { describe, expect, it, vi } from 'vitest';

const calls = vi.hoisted(() => [] as string[]);
vi.mock('@mantine/notifications', () => ({
  notifications: {
    show: (d: { id: string; message: string }) => calls.push(`show ${d.id} ${d.message}`),
    hide: (id: string) => calls.push(`hide ${id}`),
    clean: () => calls.push('clean'),
  },
}));

import { notify } from './notify';

describe('notify (toasts loaded with the first one)', () => {
  it('keeps the calls in order, and the id show answers hides that toast', async () => {
    const id = notify.show({ message: 'Uploading' });
    notify.hide(id);
    notify.show({ id: 'mine', message: 'Saved' });
    notify.clean();
    await vi.waitFor(() => expect(calls).toHaveLength(4));
    expect(calls).toEqual([`show ${id} Uploading`, `hide ${id}`, 'show mine Saved', 'clean']);
  });
});
