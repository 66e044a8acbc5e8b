import { materials } from "virtual:content/materials";
import { Link } from "react-router";
import { entryPathOf } from "../../pages.ts";
import styles from "./materials.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

/**
 * A text with each range of figures ("300–550") kept left to right: on an Arabic page the dash
 * between two numbers would otherwise turn the range round ("550–300").
 */
function WithRanges({ text }: { text: string }) {
  const parts = text.split(/(\d[\d.,]*\s*[–-]\s*\d[\d.,]*)/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} dir="ltr">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
const columns = ["impact", "abrasion", "hardness", "choose", "limits"] as const;

/**
 * Which material for a wearing part: impact against abrasion, from the toughest to the hardest,
 * with what decides between them. A table of words and links: it reads, and prints, without
 * JavaScript; on a phone each material is a card with its column names beside the figures.
 */
export function SelectionGuide() {
  const onSite = new Set(materials.families.map((family) => family.name));
  return (
    <section className={styles.guide} aria-labelledby="guide-heading">
      <h2 id="guide-heading" className={styles.heading}>
        {materials.guide.heading}
      </h2>
      <div className={styles.guideIntro}>
        <Paragraphs texts={materials.guide.intro} />
      </div>
      <table className={styles.guideTable}>
        <thead>
          <tr>
            <th scope="col">{materials.guide.columns.material}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {materials.guide.columns[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {materials.guide.rows.map((row) => (
            <tr key={row.material}>
              <th scope="row">
                {row.family && onSite.has(row.family) ? (
                  <Link to={entryPathOf("materialFamily", row.family)}>{row.material}</Link>
                ) : (
                  row.material
                )}
              </th>
              {columns.map((column) => (
                <td key={column} data-label={materials.guide.columns[column]}>
                  <WithRanges text={row[column]} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.note}>{materials.guide.note}</p>
    </section>
  );
}
