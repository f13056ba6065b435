import { donateCardTexts as texts } from '../../../../content/donate-card';
import { suggestBits } from '../../../domain/incentives/donation-rules';
import { Link } from '../../router/link';

/**
 * For amounts above 0 and below 1 the page suggests bits, which save the card fees
 * (docs/product/donations-and-incentives.md, "The donation form"). The live region is always there, so a
 * screen reader hears the hint when it appears.
 */
export function BitsHint({ amountCents }: { amountCents: number }) {
  return (
    <div aria-live="polite">
      {suggestBits(amountCents) && (
        <p className="bits-hint">
          {texts.bitsHintBefore} <Link to={texts.bitsPath}>{texts.bitsHintLink}</Link> {texts.bitsHintAfter}
        </p>
      )}
    </div>
  );
}
