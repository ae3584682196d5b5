import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../offline/db';
import { useOnlineStore } from '../../lib/online/online-store';
import type { Session } from '../../lib/session/session-storage';
import { useSessionStore } from '../../lib/session/session-store';
import { renderWithMantine } from '../../lib/testing/render';
import { SidebarFooter } from './sidebar-footer';

const base: Session = {
  authToken: 't',
  username: 'manager',
  clubName: 'Courtdesk Demo Arena',
  countryCode: '+91',
  clubCurrency: 'rs',
  clubId: 1,
  userId: 3,
  role: 'admin',
  timeZone: 'Asia/Kolkata',
  userClubs: [{ clubId: 1, clubName: 'Courtdesk Demo Arena' }],
  config: {},
  handlers: [],
};

function renderFooter(session: Session) {
  useSessionStore.setState({ session });
  renderWithMantine(
    <MemoryRouter>
      <SidebarFooter />
    </MemoryRouter>,
  );
}

describe('sidebar footer and menu (spec 1 §2, spec 3 §2)', () => {
  beforeEach(() => useOnlineStore.setState({ browserOnline: true, serverReachable: true }));
  afterEach(cleanup);

  it('shows club name and user name, and the footer actions', () => {
    renderFooter(base);
    expect(screen.getByTestId('club-name').textContent).toBe('Courtdesk Demo Arena');
    expect(screen.getByTestId('user-name').textContent).toBe('manager');
    for (const label of ['List Your Academy', 'Report a Bug', 'Contact Support', 'Log Out']) expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('List Your Academy').closest('a')?.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Report a Bug').closest('a')?.getAttribute('href')).toMatch(/^mailto:support@/);
  });

  it('Switch Club is not offered with one club; Change Password always is', async () => {
    renderFooter(base);
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: /Change Password/ })).toBeTruthy();
    expect(screen.queryByText('Switch Club')).toBeNull();
  });

  it('Change Password checks its fields before calling the server', async () => {
    renderFooter(base);
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Change Password/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Old password is required')).toBeTruthy();
    expect(screen.getByText('New Password is required')).toBeTruthy();
    expect(screen.getByText('Please enter password again')).toBeTruthy();
  });

  it('with more than one club the menu offers Switch Club, listing clubs with Active and Switch', async () => {
    renderFooter({ ...base, userClubs: [...base.userClubs, { clubId: 2, clubName: 'Courtdesk Riverside' }] });
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Switch Club/ }));
    expect(await screen.findByText('Active')).toBeTruthy();
    expect(screen.getByText('Courtdesk Riverside')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Switch' })).toBeTruthy());
  });

  it('offline, Switch Club is disabled and says it needs a connection', async () => {
    useOnlineStore.setState({ browserOnline: false });
    renderFooter({ ...base, userClubs: [...base.userClubs, { clubId: 2, clubName: 'Courtdesk Riverside' }] });
    fireEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    const item = await screen.findByRole('menuitem', { name: /Switch Club/ });
    expect(item.hasAttribute('disabled') || item.getAttribute('data-disabled') === 'true').toBe(true);
    expect(item.textContent).toContain('Needs a connection');
  });

  it("List Your Academy and Contact Support follow the club's settings", async () => {
    renderFooter({
      ...base,
      config: {
        listAcademyUrl: 'https://club.example/join',
        support: { whatsapp: '', email: 'help@club.example', phone: '', ticketUrl: '', hours: '' },
      },
    });
    expect(screen.getByText('List Your Academy').closest('a')?.getAttribute('href')).toBe('https://club.example/join');
    fireEvent.click(screen.getByText('Contact Support'));
    expect((await screen.findByText('help@club.example')).closest('a')?.getAttribute('href')).toBe('mailto:help@club.example');
    expect(screen.getByRole('button', { name: /Escalation matrix/ })).toBeTruthy();
  });

  it('Sync Availability is offered only with Club Settings access, and shows the server message', async () => {
    renderFooter(base);
    expect(screen.queryByText('Sync Availability')).toBeNull();
    cleanup();
    await db.features.bulkPut([{ featureId: 19, featureName: 'Club Settings and Sync Availability', readAccess: true, writeAccess: true }]);
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/availability/sanity'
        ? new Response(JSON.stringify({ requestStatus: 1, message: 'Availability synced. No problems found', findings: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          })
        : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderFooter(base);
    fireEvent.click(await screen.findByText('Sync Availability'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/availability/sanity', expect.objectContaining({ method: 'POST' })));
    await db.features.clear();
    vi.unstubAllGlobals();
  });

  it('Contact Support opens the dialog with the four channels', async () => {
    renderFooter(base);
    fireEvent.click(screen.getByText('Contact Support'));
    expect(await screen.findByText('WhatsApp')).toBeTruthy();
    expect(screen.getByText('We reply within 1 business day')).toBeTruthy();
    expect(screen.getAllByText(/10 AM - 10 PM IST, all days/).length).toBeGreaterThan(0);
    expect(screen.getByText(/we reply within 24 hours/)).toBeTruthy();
  });
});
