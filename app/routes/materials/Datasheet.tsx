import { Fragment } from "react";
import { materials } from "virtual:content/materials";
import { site } from "virtual:content/site";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { formatFixed, longDate } from "../../format/locale-format.ts";
import { pageUrl } from "../../seo/page-url.ts";
import { fillTemplate } from "../../format/template.ts";
import type { MaterialFamily, MaterialGrade } from "../../content/schemas/materials.ts";
import { entryPathOf } from "../../pages.ts";
import { gradeName } from "../../content/materials.ts";
import { percentRange, propertyRange, quoteLink } from "./datasheet.ts";
import styles from "./materials.module.css";

const { labels } = materials;

// "1.05–1.35" reads left to right in Arabic too; "1.00 max" is written in the page's language.
// The direction goes on a span, not the cell: a left-to-right cell would align to the other side
// of the column than its neighbours on a right-to-left page.
function Bounds({ range, text }: { range: { min?: number; max?: number }; text: string }) {
  return range.min !== undefined && range.max !== undefined ? <span dir="ltr">{text}</span> : text;
}

function GradeCard({ grade, family }: { grade: MaterialGrade; family: MaterialFamily }) {
  const id = `grade-${family.name}-${grade.grade.replace(/[^A-Za-z0-9]+/g, "-")}`;
  return (
    <article className={styles.grade} aria-labelledby={id}>
      <h3 id={id}>
        <span className={styles.gradeLabel}>{labels.grade}</span> {grade.grade}
      </h3>
      <p className={styles.standard}>
        {grade.standard}, {grade.table}
      </p>
      <table className={styles.table}>
        <caption>{labels.composition}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.element}</th>
            <th scope="col">{labels.percent}</th>
          </tr>
        </thead>
        <tbody>
          {grade.composition.map((range) => (
            <tr key={range.element}>
              <th scope="row">{range.element}</th>
              <td>
                <Bounds range={range} text={percentRange(range)} />
              </td>
            </tr>
          ))}
          {grade.balance ? (
            <tr>
              <th scope="row">{grade.balance}</th>
              <td>{labels.balance}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <table className={`${styles.table} ${styles.typical}`}>
        <caption>
          {labels.typical}
          {grade.typical.toConfirm ? <span className={styles.toConfirm}> ({labels.toConfirm})</span> : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.property}</th>
            <th scope="col">{labels.value}</th>
          </tr>
        </thead>
        <tbody>
          {grade.typical.values.map((range) => (
            <tr key={range.property}>
              <th scope="row">{labels.properties[range.property]}</th>
              <td>
                <Bounds range={range} text={propertyRange(range)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.density}>
        {labels.density}:{" "}
        <strong>{fillTemplate(labels.densityValue, { value: formatFixed(grade.densityGPerCm3, 2) })}</strong>
      </p>
      <div className={styles.quote}>
        <ButtonLink to={quoteLink(grade)}>
          <span aria-hidden="true">{labels.requestQuote}</span>
          <span className="visually-hidden">
            {fillTemplate(labels.requestQuoteGrade, { grade: gradeName(grade) })}
          </span>
        </ButtonLink>
      </div>
    </article>
  );
}

/**
 * The company's name, office, phone and emails: on top of a printed datasheet only. Each is
 * isolated so an Arabic sheet prints "S.r.l." and "+39 …" as written, not ".S.r.l" and "… 39+".
 */
export function Letterhead() {
  return (
    <div className={styles.letterhead}>
      <p className={styles.letterheadName}>
        <bdi>{site.company.legalName}</bdi>
      </p>
      <p>
        <bdi>{site.offices.italy.lines.slice(1).join(", ")}</bdi>
      </p>
      <p>
        {[site.phone.display, ...site.emails.map((email) => email.address)].map((contact, index) => (
          <Fragment key={contact}>
            {index > 0 ? " · " : null}
            <span dir="ltr">{contact}</span>
          </Fragment>
        ))}
      </p>
    </div>
  );
}

/**
 * One family's datasheet: what it is, each grade's composition from its standard's table, typical
 * properties marked as such, density and a quote button; then heat treatment and applications.
 * Printed, it is an A4 sheet on the company's letterhead with its date and address
 * (materials.module.css, @media print).
 */
export function Datasheet({ family }: { family: MaterialFamily }) {
  const address = pageUrl(entryPathOf("materialFamily", family.name));
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        {family.summary.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="grades-heading">
        <h2 id="grades-heading" className={styles.heading}>
          {labels.grades}
        </h2>
        <p className={styles.note}>{labels.compositionNote}</p>
        <div className={styles.grades}>
          {family.grades.map((grade) => (
            <GradeCard key={grade.grade} grade={grade} family={family} />
          ))}
        </div>
        <p className={styles.note}>{labels.typicalNote}</p>
      </section>
      <div className={styles.columns}>
        <section aria-labelledby="heat-treatment-heading">
          <h2 id="heat-treatment-heading" className={styles.heading}>
            {labels.heatTreatment}
          </h2>
          {family.heatTreatment.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby="applications-heading">
          <h2 id="applications-heading" className={styles.heading}>
            {labels.applications}
          </h2>
          <ul className={styles.applications}>
            {family.applications.map((application) => (
              <li key={application}>{application}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.printed}>
        <time dateTime={family.revised}>
          {fillTemplate(labels.revised, { date: longDate(family.revised) })}
        </time>
        <span>
          {" "}
          · {labels.printedFrom} <span dir="ltr">{address}</span>
        </span>
      </p>
    </div>
  );
}
