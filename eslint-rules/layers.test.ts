import { describe, expect, it } from 'vitest';
import { ruleRefusals } from './rule-refusals';

/** Lints one line of code as if it were the given file (the line after it uses `x`). */
const refusals = ruleRefusals('courtdesk/layers', 'export const used = x;\n');

describe('the layer walls lint keeps (issue 25)', { timeout: 30_000 }, () => {
  it('the kernel may not import an area, the ledger or a plugin', async () => {
    expect(await refusals('server/core/new-rule.ts', "import { x } from '../modules/cart/service';")).toEqual([
      expect.stringContaining('server/core may not import server/modules/cart'),
    ]);
    expect(await refusals('server/core/new-rule.ts', "import { x } from '../ledger/occupancy';")).toHaveLength(1);
    expect(await refusals('server/core/new-rule.ts', "import { x } from '../plugins/auth';")).toHaveLength(1);
    expect(await refusals('server/core/new-rule.ts', "import { x } from '../db/client';")).toEqual([]);
  });

  it('the ledger, lib, db and plugins may not import an area', async () => {
    for (const file of ['server/ledger/x.ts', 'server/lib/x.ts', 'server/db/x.ts', 'server/plugins/x.ts']) {
      expect(await refusals(file, "import { x } from '../modules/bookings/cancel';"), file).toHaveLength(1);
    }
  });

  it('an area imports another only as the allow-list says', async () => {
    expect(await refusals('server/modules/cart/x.ts', "import { x } from '../pricing/engine';")).toEqual([]);
    expect(await refusals('server/modules/pricing/x.ts', "import { x } from '../cart/service';")).toEqual([
      expect.stringContaining('server/modules/pricing may not import server/modules/cart'),
    ]);
    expect(await refusals('server/modules/cart/x.ts', "import { x } from './repository';")).toEqual([]);
  });

  it('the console goes one way: app → features → domain → components → offline → lib', async () => {
    expect(await refusals('src/components/x.tsx', "import { x } from '../features/calendar/calendar-page';")).toHaveLength(1);
    expect(await refusals('src/lib/x.ts', "import { x } from '../offline/db';")).toHaveLength(1);
    expect(await refusals('src/features/calendar/x.tsx', "import { x } from '../../app/console/sidebar-footer';")).toHaveLength(1);
    expect(await refusals('src/features/calendar/x.tsx', "import { x } from '../../components/write-button';")).toEqual([]);
  });

  it('a test may wire layers together', async () => {
    expect(await refusals('server/core/x.test.ts', "import { x } from '../modules/cart/service';")).toEqual([]);
  });
});
