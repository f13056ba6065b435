// Texts written for one edition, naming another: its dates' wording and its year in place of the ones
// they were written with. The same rule renames a copied edition's texts (src/server/editions/), and the
// pages apply it to the texts content/ still holds for the demo edition
// (docs/decisions/082-the-public-site-follows-the-current-edition.md).

export interface EditionNaming {
  year: number;
  datesText: string;
}

export function renamedFor(text: string, from: EditionNaming, to: EditionNaming): string {
  if (from.year === to.year && from.datesText === to.datesText) return text;
  return text.replaceAll(from.datesText, to.datesText).replaceAll(String(from.year), String(to.year));
}
