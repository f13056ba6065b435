import { useCallback, useEffect, useRef, useState } from 'react';
import { normaliseDiscountCode } from '../../../domain/tickets/pricing';
import { type DiscountAnswer, lookUpDiscount } from './discount-lookup';

/** Typing pauses this long before the code is checked: one question per code, not one per letter. */
const settleMs = 400;

/**
 * What the typed code does, asked of the server once the buyer stops typing. Answers are remembered per
 * code for the page's life (Go Back, retyping a code), except failures, which are asked again.
 * `settle()` asks at once and resolves with the answer for the code as typed now: Checkout waits for it.
 */
export function useDiscountCode(typed: string): {
  answer: DiscountAnswer | null;
  settle(): Promise<DiscountAnswer | null>;
} {
  const code = normaliseDiscountCode(typed);
  const known = useRef(new Map<string, Promise<DiscountAnswer>>());
  const [answers, setAnswers] = useState<ReadonlyMap<string, DiscountAnswer>>(new Map());

  const ask = useCallback((wanted: string): Promise<DiscountAnswer> => {
    let pending = known.current.get(wanted);
    if (!pending) {
      pending = lookUpDiscount(wanted).catch(
        (): DiscountAnswer => ({
          kind: 'failed',
          message: 'The discount code could not be checked. Please try again.',
        }),
      );
      known.current.set(wanted, pending);
      void pending.then((answer) => {
        if (answer.kind === 'failed') known.current.delete(wanted);
        setAnswers((previous) => new Map(previous).set(wanted, answer));
      });
    }
    return pending;
  }, []);

  useEffect(() => {
    if (code === '' || known.current.has(code)) return;
    const timer = setTimeout(() => void ask(code), settleMs);
    return () => clearTimeout(timer);
  }, [code, ask]);

  const answer = code === '' ? null : (answers.get(code) ?? { kind: 'checking' as const });
  const settle = useCallback(async () => (code === '' ? null : ask(code)), [code, ask]);
  return { answer, settle };
}
