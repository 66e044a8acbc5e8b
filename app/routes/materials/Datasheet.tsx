import { Fragment } from "react";
import { materials } from "virtual:content/materials";
import { site } from "virtual:content/site";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { formatFixed, listSeparator, longDate } from "../../format/locale-format.ts";
import { pageUrl } from "../../seo/page-url.ts";
import { fillTemplate } from "../../format/template.ts";
import { isolate } from "../../format/format.ts";
import type { MaterialFamily, MaterialGrade } from "../../content/schemas/materials.ts";
import { entryPathOf } from "../../pages.ts";
import { gradeName } from "../../content/materials.ts";
import {
  editionName,
  gradeNoteTexts,
  heatTreatmentText,
  sourServiceText,
  measureRange,
  percentRange,
  propertyRows,
  quoteLink,
} from "./datasheet.ts";
import styles from "./materials.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

// "1.05–1.35" reads left to right in Arabic too; "1.00 max" is written in the page's language.
// The direction goes on a span, not the cell: a left-to-right cell would align to the other side
// of the column than its neighbours on a right-to-left page.
function Figure({ range, text }: { range: boolean; text: string }) {
  return range ? <span dir="ltr">{text}</span> : text;
}

/** A cell's figures, one per line (a hardness in its scales), or a dash where there is none. */
function Figures({ range, texts }: { range: boolean; texts: string[] }) {
  if (texts.length === 0) return materials.labels.noRequirement;
  return (
    <span>
      {texts.map((text) => (
        <span key={text} className={styles.figure}>
          <Figure range={range} text={text} />
        </span>
      ))}
    </span>
  );
}

const isRange = (range: { min?: number; max?: number }) => range.min !== undefined && range.max !== undefined;

function GradeCard({ grade, family }: { grade: MaterialGrade; family: MaterialFamily }) {
  const id = `grade-${family.name}-${grade.grade.replace(/[^A-Za-z0-9]+/g, "-")}`;
  const standard = editionName(grade);
  const rows = propertyRows(grade);
  // A column the grade has nothing for is left out and said in a line under the table instead.
  const typicalMissing = grade.typical.values.length === 0;
  const requirementsMissing = grade.requirements.length === 0;
  const required = fillTemplate(materials.labels.required, { standard: isolate(standard) });
  const typicalHeading = grade.typical.toConfirm
    ? `${materials.labels.typicalOurs} (${materials.labels.toConfirm})`
    : materials.labels.typicalOurs;
  return (
    <article className={styles.grade} aria-labelledby={id}>
      <h3 id={id}>
        <span className={styles.gradeLabel}>{materials.labels.grade}</span> {grade.grade}
      </h3>
      {/* Each part isolated: on an Arabic page they read right to left as parts, each left to right. */}
      <p className={styles.standard}>
        <bdi>{standard}</bdi>, <bdi>{grade.table}</bdi>
        {grade.uns ? (
          <>
            {" · "}
            <bdi>
              {materials.labels.uns} {grade.uns}
            </bdi>
          </>
        ) : null}
      </p>
      {grade.equivalents?.length ? (
        <p className={styles.equivalents}>
          {materials.labels.equivalents}: <Names names={grade.equivalents} />
        </p>
      ) : null}
      <table className={`${styles.table} ${styles.composition}`}>
        <caption>{materials.labels.composition}</caption>
        <thead>
          <tr>
            <th scope="col">{materials.labels.element}</th>
            <th scope="col">{materials.labels.percent}</th>
          </tr>
        </thead>
        <tbody>
          {grade.composition.map((range) => (
            <tr key={range.element}>
              <th scope="row">{range.element}</th>
              <td>
                <Figure range={isRange(range)} text={percentRange(range)} />
              </td>
            </tr>
          ))}
          {grade.balance ? (
            <tr>
              <th scope="row">{grade.balance}</th>
              <td>{materials.labels.balance}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      {gradeNoteTexts(grade).length ? (
        <ul className={styles.gradeNotes}>
          {gradeNoteTexts(grade).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <table className={`${styles.table} ${styles.properties}`}>
        <caption>
          {materials.labels.properties}
          {grade.typical.toConfirm && !typicalMissing ? (
            <span className={styles.toConfirm}>
              {" "}
              · {materials.labels.typicalOurs}: {materials.labels.toConfirm}
            </span>
          ) : null}
        </caption>
        <thead>
          <tr>
            <th scope="col">{materials.labels.property}</th>
            {requirementsMissing ? null : <th scope="col">{required}</th>}
            {typicalMissing ? null : <th scope="col">{materials.labels.typicalOurs}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {requirementsMissing ? null : (
                <td data-column="required" data-label={required}>
                  <Figures range={row.ranges} texts={row.required} />
                </td>
              )}
              {typicalMissing ? null : (
                <td data-column="typical" data-label={typicalHeading}>
                  <Figures range={row.ranges} texts={row.typical} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {requirementsMissing ? <p className={styles.gradeNote}>{materials.labels.noTensile}</p> : null}
      {sourServiceText(grade) ? <p className={styles.gradeNote}>{sourServiceText(grade)}</p> : null}
      {typicalMissing && grade.typical.toConfirm ? (
        <p className={styles.gradeNote}>
          {materials.labels.typicalOurs}:{" "}
          <span className={styles.toConfirm}>{materials.labels.toConfirm}</span>
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>{materials.labels.gradeHeatTreatment}</dt>
          <dd>{heatTreatmentText(grade)}</dd>
        </div>
        {grade.maxServiceC !== undefined ? (
          <div>
            <dt>{materials.labels.maxService}</dt>
            <dd>
              <bdi>
                {fillTemplate(materials.labels.temperatureValue, {
                  value: formatFixed(grade.maxServiceC, 0),
                })}
              </bdi>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{materials.labels.density}</dt>
          <dd>
            <strong>
              {fillTemplate(materials.labels.densityValue, { value: formatFixed(grade.densityGPerCm3, 2) })}
            </strong>
          </dd>
        </div>
      </dl>
      <div className={styles.quote}>
        <ButtonLink to={quoteLink(grade)}>
          <span aria-hidden="true">{materials.labels.requestQuote}</span>
          <span className="visually-hidden">
            {fillTemplate(materials.labels.requestQuoteGrade, { grade: gradeName(grade) })}
          </span>
        </ButtonLink>
      </div>
    </article>
  );
}

/** What the foundry casts in the family and how it is welded and machined. */
function Working({ family }: { family: MaterialFamily }) {
  const { castingRange } = family;
  const confirm = castingRange?.toConfirm ? (
    <span className={styles.toConfirm}> ({materials.labels.toConfirm})</span>
  ) : null;
  // No ranges given (or none confirmed, on a production site): no rows for them.
  const ranges = castingRange
    ? [
        {
          term: materials.labels.sectionRange,
          text: measureRange(castingRange.sectionMm, materials.labels.mmValue),
        },
        {
          term: materials.labels.weightRange,
          text: measureRange(castingRange.weightKg, materials.labels.kgValue),
        },
      ]
    : [];
  return (
    <section aria-labelledby="working-heading">
      <h2 id="working-heading" className={styles.heading}>
        {materials.labels.working}
      </h2>
      <dl className={styles.working}>
        {ranges.map(({ term, text }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>
              {text}
              {confirm}
            </dd>
          </div>
        ))}
        {[
          { term: materials.labels.welding, paragraphs: family.welding },
          { term: materials.labels.machining, paragraphs: family.machining },
        ].map(({ term, paragraphs }) => (
          <div key={term}>
            <dt>{term}</dt>
            {paragraphs.map((paragraph) => (
              <dd key={paragraph}>{paragraph}</dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What a buyer may order beyond the standard, each test with the standards it is done to. */
function Tests({ family }: { family: MaterialFamily }) {
  if (!family.tests?.length) return null;
  return (
    <section aria-labelledby="tests-heading" className={styles.testsSection}>
      <h2 id="tests-heading" className={`${styles.heading} ${styles.testsHeading}`}>
        {materials.labels.tests}
      </h2>
      <p className={`${styles.note} ${styles.testsNote}`}>{materials.labels.testsNote}</p>
      <dl className={styles.tests}>
        {family.tests.map(({ test, standards }) => (
          <div key={test}>
            <dt>{materials.labels.testNames[test]}</dt>
            <dd>
              <Names names={standards} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
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
        <Paragraphs texts={family.summary} />
      </div>
      <section aria-labelledby="grades-heading">
        <h2 id="grades-heading" className={`${styles.heading} ${styles.gradesHeading}`}>
          {materials.labels.grades}
        </h2>
        <p className={styles.note}>{materials.labels.compositionNote}</p>
        <div className={styles.grades}>
          {family.grades.map((grade) => (
            <GradeCard key={grade.grade} grade={grade} family={family} />
          ))}
        </div>
        <p className={styles.note}>{materials.labels.propertiesNote}</p>
      </section>
      <Working family={family} />
      <Tests family={family} />
      <div className={styles.columns}>
        <section aria-labelledby="heat-treatment-heading">
          <h2 id="heat-treatment-heading" className={styles.heading}>
            {materials.labels.heatTreatment}
          </h2>
          <Paragraphs texts={family.heatTreatment} />
        </section>
        <section aria-labelledby="applications-heading">
          <h2 id="applications-heading" className={styles.heading}>
            {materials.labels.applications}
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
          {fillTemplate(materials.labels.revised, { date: longDate(family.revised) })}
        </time>
        <span>
          {" "}
          · {materials.labels.printedFrom} <span dir="ltr">{address}</span>
        </span>
      </p>
    </div>
  );
}

/** Standards' and grades' names one after another, each kept whole in a right-to-left page. */
function Names({ names }: { names: readonly string[] }) {
  return names.map((name, index) => (
    <Fragment key={name}>
      {index > 0 ? listSeparator() : null}
      <bdi>{name}</bdi>
    </Fragment>
  ));
}
