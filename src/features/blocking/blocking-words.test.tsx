import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BlockingMessages } from '../../../contract/blocking';
import { i18n } from '../../lib/i18n/i18n';
import { BlockSlotsPage } from './block-slots-page';
import { wordingOf } from './block-tab';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Block Slots words (ADR 0085)', () => {
  it("say the contract's result wording in English", () => {
    expect(wordingOf('block')).toMatchObject({
      following: BlockingMessages.followingNotBlockable,
      none: BlockingMessages.noneToBlock,
      all: BlockingMessages.allBlockable,
      note: BlockingMessages.onlyFreeBlocked,
      continueLabel: 'Block Slots',
      button: 'Check Slots to Block',
    });
    expect(wordingOf('unblock')).toMatchObject({
      following: BlockingMessages.followingBlocked,
      none: BlockingMessages.noneBlocked,
      all: BlockingMessages.followingBlocked,
      continueLabel: 'Unblock Slots',
    });
  });

  it('show the page in Hindi', async () => {
    // jsdom has no FontFaceSet; the form's Remarks (an autosized textarea) listens to it.
    if (!document.fonts) Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
    await i18n.changeLanguage('hi');
    render(
      <MantineProvider>
        <MemoryRouter>
          <BlockSlotsPage />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'स्लॉट ब्लॉक करें' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'स्लॉट अनब्लॉक करें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ब्लॉक करने के स्लॉट जाँचें' })).toBeTruthy();
    expect(wordingOf('unblock').none).toBe('इनमें से कोई भी स्लॉट ब्लॉक नहीं है');
  });
});
