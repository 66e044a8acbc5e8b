/**
 * Figures the company has not confirmed yet (`toConfirm`), left out of what a production site
 * shows (issue 51): a buyer reads a datasheet's row as the foundry's word. A typical-results column
 * waiting for confirmation goes (the row shows the standard's requirement alone), a casting range
 * goes, and a case study whose figures wait is not published. A staging site (SITE_STAGING) and
 * the editor show them, marked as waiting.
 */
import type { SiteContent } from "./schemas/index.ts";

export function withoutUnconfirmed(content: SiteContent): SiteContent {
  const published = content.articles.published.filter((article) => !article.toConfirm);
  return {
    ...content,
    articles: { ...content.articles, published },
    materials: {
      ...content.materials,
      families: content.materials.families.map((family) => {
        const { castingRange, ...rest } = family;
        return {
          ...rest,
          ...(castingRange?.toConfirm ? {} : { castingRange }),
          grades: family.grades.map((grade) =>
            grade.typical.toConfirm ? { ...grade, typical: { values: [] } } : grade,
          ),
        };
      }),
    },
  };
}
