/** The longest title search results show whole. */
export const titleLimit = 60;

/**
 * "About Us | {Company}": a title as search results and browser tabs show it; the title alone when
 * the company's name would make it longer than results show (issue 50: "Fonderia Rossi Acciai"
 * made eleven titles too long, and the name was refused).
 */
export function pageTitleOf(title: string, company: string): string {
  const full = `${title} | ${company}`;
  return full.length <= titleLimit ? full : title;
}
