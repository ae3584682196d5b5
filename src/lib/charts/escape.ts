/** apexcharts writes series names, labels and categories into the page as HTML; a club or member
 *  name must never become markup, so every text passes through here before it reaches a chart. */
export function escapeChartText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** Axis labels are cut so a long package or court name does not push the plot off a tablet. */
export function cutLabel(text: string, maxChars: number): string {
  const chars = Array.from(text);
  return chars.length <= maxChars ? text : `${chars.slice(0, Math.max(1, maxChars - 1)).join('')}…`;
}
