// What the organiser guard and the sign-in answer a refused caller (docs/product/organisers.md, "Signing in").

export const wrongPasswordMessage = 'The organiser password is wrong or missing.';
export const expiredTokenMessage =
  'Your organiser sign-in has expired or is no longer valid. Give the password again.';
export const notYourRoleMessage = 'Your sign-in does not open this page. Ask an organiser.';
export const passEndedMessage =
  'This crew pass has been revoked or has expired. Ask an organiser for a new one.';
