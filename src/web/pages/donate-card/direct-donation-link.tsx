import { donateCardTexts as texts } from '../../../../content/donate-card';

/** The fallback of SPEC sections 2 and 8: the organisers' own donation page. */
export function DirectDonationLink() {
  return (
    <a href={texts.directDonation} target="_blank" rel="noopener noreferrer">
      {texts.directLinkLabel}
    </a>
  );
}
