/** "About Us | {Company}": a title as search results and browser tabs show it. */
export function pageTitleOf(title: string, company: string): string {
  return `${title} | ${company}`;
}
