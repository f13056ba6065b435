import { donateCardTexts as texts } from '../../../../content/donate-card';

/**
 * The fallback when the card page fails: the organisers' own donation page
 * (docs/product/donations-and-incentives.md).
 */
export function DirectDonationLink() {
  return (
    <a href={texts.directDonation} target="_blank" rel="noopener noreferrer">
      {texts.directLinkLabel}
    </a>
  );
}
