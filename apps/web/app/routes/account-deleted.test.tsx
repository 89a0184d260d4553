import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import AccountDeleted from './account-deleted';

describe('/account-deleted', () => {
  it('confirms the deletion and offers no promotion', () => {
    const Stub = createRoutesStub([{ path: '/account-deleted', Component: AccountDeleted }]);
    render(<Stub initialEntries={['/account-deleted']} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your account is deleted' })).toBeTruthy();
    expect(document.body.textContent).toContain('you are signed out');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Take Control/i);
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});
