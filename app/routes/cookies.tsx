import { cookies } from "virtual:content/cookies";
import { DocumentPage } from "../components/DocumentPage.tsx";
import { pageMeta } from "../seo/meta.ts";
import { breadcrumbList } from "../seo/structured-data.ts";
import styles from "./cookies.module.css";

export const meta = () =>
  pageMeta("/cookies", cookies.meta, { structuredData: [breadcrumbList(cookies.banner.breadcrumbs)] });

/** The cookie statement: every cookie and browser storage key the site uses. */
export default function Cookies() {
  const { table } = cookies;
  return (
    <DocumentPage document={cookies}>
      <table className={styles.table} role="table">
        <caption>{table.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {table.headings.name}
            </th>
            <th scope="col" role="columnheader">
              {table.headings.purpose}
            </th>
            <th scope="col" role="columnheader">
              {table.headings.duration}
            </th>
            <th scope="col" role="columnheader">
              {table.headings.kind}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {table.rows.map((row) => (
            <tr key={row.name} role="row">
              <th scope="row" role="rowheader">
                <code>{row.name}</code>
              </th>
              <td role="cell" data-label={table.headings.purpose}>
                {row.purpose}
              </td>
              <td role="cell" data-label={table.headings.duration}>
                {row.duration}
              </td>
              <td role="cell" data-label={table.headings.kind}>
                {row.kind}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DocumentPage>
  );
}
