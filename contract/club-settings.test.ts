import { describe, expect, it } from 'vitest';
import { DEFAULT_CLUB_SETTINGS, settingsFromStored } from './club-settings';

describe('club settings read from storage', () => {
  it('gives the written-down defaults for a club that saved nothing', () => {
    expect(settingsFromStored({})).toEqual(DEFAULT_CLUB_SETTINGS);
    expect(settingsFromStored(null)).toEqual(DEFAULT_CLUB_SETTINGS);
  });

  it('keeps valid stored values and replaces only the invalid ones', () => {
    const read = settingsFromStored({ cartHoldMinutes: 0.05, cartMaxSlots: -3, emailRequired: true, unknownThing: 1 });
    expect(read.cartHoldMinutes).toBe(0.05);
    expect(read.cartMaxSlots).toBe(DEFAULT_CLUB_SETTINGS.cartMaxSlots);
    expect(read.emailRequired).toBe(true);
    expect(read).not.toHaveProperty('unknownThing');
  });
});
