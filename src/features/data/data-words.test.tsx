import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, type ImportKind } from '../../../contract/data-import';
import { i18n } from '../../lib/i18n/i18n';
import { MappingFields } from './components/mapping-fields';
import { importFieldLabel } from './data-words';

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('Data words in the language on screen (ADR 0085)', () => {
  it("name every import field as the contract does in English (the server's README and refusals use those names)", () => {
    for (const kind of Object.keys(IMPORT_FIELDS) as ImportKind[]) {
      for (const field of IMPORT_FIELDS[kind].fields) expect(importFieldLabel(kind, field)).toBe(IMPORT_FIELDS[kind].labels[field]);
    }
    expect(importFieldLabel('members', 'unknown')).toBe('unknown');
    expect(i18n.t('data:import.rows', { count: 1 })).toBe('Import 1 row');
    expect(i18n.t('data:import.rows', { count: 2 })).toBe('Import 2 rows');
  });

  it('shows the column mapping in Hindi', async () => {
    await i18n.changeLanguage('hi');
    render(
      <MantineProvider>
        <MappingFields kind="bookings" columns={['Name']} mapping={{}} onChange={() => {}} />
      </MantineProvider>,
    );
    expect(screen.getByText('कस्टमर का नाम')).toBeTruthy();
    expect(screen.getByText('बुकिंग रेफ़रेंस')).toBeTruthy();
    expect(i18n.t('data:import.rows', { count: 1 })).toBe('1 लाइन इम्पोर्ट करें');
  });
});
