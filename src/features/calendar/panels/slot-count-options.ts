/** Slot count picker of spec 1 §5: 1 up to the available count. */
export function slotCountOptions(available: number): { value: string; label: string }[] {
  return Array.from({ length: Math.max(0, available) }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
}
