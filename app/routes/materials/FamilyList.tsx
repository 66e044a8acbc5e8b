import { materials } from "virtual:content/materials";
import { ButtonLink } from "../../components/ButtonLink.tsx";
import { entryPathOf } from "../../pages.ts";
import { SelectionGuide } from "./SelectionGuide.tsx";
import styles from "./materials.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

/**
 * The materials page: its introduction, one card per family with its grades and datasheet, then the
 * selection guide.
 */
export function FamilyList() {
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Paragraphs texts={materials.intro} />
      </div>
      <ul className={styles.families}>
        {materials.families.map((family) => (
          <li key={family.name} className={styles.family}>
            <h2 id={`family-${family.name}`}>{family.title}</h2>
            <p>{family.summary[0]}</p>
            <p className={styles.gradesLine}>
              <span>{materials.labels.grades}:</span>{" "}
              {[...new Set(family.grades.map((grade) => grade.standard))].join(", ")} —{" "}
              {family.grades.map((grade) => grade.grade).join(", ")}
            </p>
            <ButtonLink to={entryPathOf("materialFamily", family.name)} variant="secondary">
              {materials.labels.readDatasheet}
              <span className="visually-hidden">: {family.title}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
      <SelectionGuide />
    </div>
  );
}
