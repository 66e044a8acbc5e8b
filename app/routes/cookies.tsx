import { cookies } from "virtual:content/cookies";
import { DocumentPage } from "../components/DocumentPage.tsx";
import { innerPageMeta } from "../seo/meta.ts";
import styles from "./cookies.module.css";

export const meta = () => innerPageMeta("/cookies", cookies);

/** A row's cells after its name, each under its column's heading (data-label, on a phone). */
const columns = ["purpose", "duration", "kind"] as const;

/** The cookie statement: every cookie and browser storage key the site uses. */
export default function Cookies() {
  const { table } = cookies;
  return (
    <DocumentPage document={cookies}>
      <table className={styles.table} role="table">
        <caption>{table.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {(["name", ...columns] as const).map((column) => (
              <th key={column} scope="col" role="columnheader">
                {table.headings[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {table.rows.map((row) => (
            <tr key={row.name} role="row">
              <th scope="row" role="rowheader">
                <code>{row.name}</code>
              </th>
              {columns.map((column) => (
                <td key={column} role="cell" data-label={table.headings[column]}>
                  {row[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </DocumentPage>
  );
}
