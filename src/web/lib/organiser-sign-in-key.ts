// Where this tab keeps an organiser's sign-in (pages/organiser/organiser-session.ts): the public pages'
// `?edition=` preview reads it too, without loading the organiser's code
// (docs/decisions/082-the-public-site-follows-the-current-edition.md).
export const organiserSignInStorageKey = 'organiser-sign-in';
