import type { ReportKind } from '../../../contract/reports';
import { i18n } from '../../lib/i18n/i18n';

/** The report types in the Reports screen's list, in its order. */
export const REPORT_KINDS: readonly ReportKind[] = [
  'master',
  'booking',
  'balance',
  'cancellation',
  'recharge',
  'credits',
  'addon',
  'packages',
];

/** The sidebar name of a report type (reports:type.<kind>.label). */
export const reportLabel = (kind: ReportKind): string => i18n.t(`reports:type.${kind}.label`);

/** The summary text a report type shows on the Reports screen (reports:type.<kind>.text). */
export const reportText = (kind: ReportKind): string => i18n.t(`reports:type.${kind}.text`);
