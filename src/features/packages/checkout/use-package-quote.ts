import { useEffect, useState } from 'react';
import type { MembershipPackage } from '../../../../contract/packages';
import { getPackage, quotePackage } from '../api/packages-api';
import { defaultStart, startDateError } from './checkout-rules';

export interface Quote {
  grossPrice: number;
  period: number;
  renewalDate: string;
}

/**
 * The package being sold and its price for the chosen start date. The server works the price
 * out (a pro-rata package: one-day price × days left in its season); the page never sends its own.
 */
export function usePackageQuote(packageId: number, today: string, renewal: { renews: number; from: string | null } | null) {
  const renews = renewal?.renews ?? null;
  const renewFrom = renewal ? renewal.from : null;
  const [pkg, setPkg] = useState<MembershipPackage | null>(null);
  const [missing, setMissing] = useState(false);
  const [start, setStart] = useState('');
  const [quote, setQuote] = useState<Quote | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    void getPackage(packageId, controller.signal).then((outcome) => {
      if (controller.signal.aborted) return;
      if (!outcome.ok || !outcome.data.package) return setMissing(true);
      setPkg(outcome.data.package);
      setStart(defaultStart(today, renewFrom));
    });
    return () => controller.abort();
  }, [packageId, today, renewFrom]);

  useEffect(() => {
    if (!pkg) return;
    // A renewal's start is fixed; whether it can be sold (days left, already renewed) is the server's word.
    // An emptied or refused start has no price: the last date's quote must not stay behind it.
    const local = renews && start ? null : startDateError(start, today, pkg);
    setDateError(local);
    setQuote(null);
    if (local) return;
    let live = true;
    void quotePackage(pkg.packageId, start, renews).then((outcome) => {
      if (!live) return;
      if (outcome.ok && outcome.data.grossPrice !== undefined && outcome.data.period !== undefined && outcome.data.renewalDate) {
        setQuote({ grossPrice: outcome.data.grossPrice, period: outcome.data.period, renewalDate: outcome.data.renewalDate });
      } else if (!outcome.ok && outcome.kind === 'failure') setDateError(outcome.message);
    });
    return () => {
      live = false;
    };
  }, [pkg, start, today, renews]);

  return { pkg, missing, start, setStart, quote, dateError };
}
