// Whole numbers as people read them in English ('1,234,567'), written out by hand: the first
// toLocaleString or Intl.NumberFormat of a page loads the browser's number formatting, about 15 ms
// of a phone's main thread, and the ticket form's rules build their messages when their module loads.

/** Groups a run of digits by thousands: '1234567' -> '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 1234 -> '1,234'; fractions are dropped. */
export function formatWholeNumber(value: number): string {
  const whole = Math.trunc(value);
  return `${whole < 0 ? '-' : ''}${groupThousands(String(Math.abs(whole)))}`;
}
