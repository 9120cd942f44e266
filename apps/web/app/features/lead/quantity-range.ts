/** The server's amount rule (shared amountField): digits, at most 2 decimals, above 0. */
const AMOUNT = /^\d+(?:\.\d{1,2})?$/;
const ok = (v: string) => AMOUNT.test(v) && Number(v) > 0 && Number(v) <= 1_000_000_000;

/** What is wrong with a typed quantity range, if anything (empty ends are open); checked before it is sent. */
export function quantityProblem(min: string, max: string): 'min' | 'max' | 'range' | null {
  if (min && !ok(min)) return 'min';
  if (max && !ok(max)) return 'max';
  if (min && max && Number(max) < Number(min)) return 'range';
  return null;
}
