import { articles } from "virtual:content/articles";
import articleImages from "virtual:image-slots/article";
import { Link } from "react-router";
import { articlePhotoSlot, morePhotosOf } from "../../content/article-kinds.ts";
import { imageOf } from "../../image-slots/slots.ts";
import { formatList, formatNumber, longDate } from "../../format/locale-format.ts";
import { Photo } from "../../components/Photo.tsx";
import { fillTemplate } from "../../format/template.ts";
import type { PublishedArticle } from "../../content/schemas/articles.ts";
import type { PagePath } from "../../pages.ts";
import { improvement } from "./article-data.ts";
import styles from "./news.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

// news.module.css: the reading column, at most 46rem.
const photoSizes = "(max-width: 800px) calc(100vw - 2rem), 46rem";
// Two to a row from 36rem (news.module.css, .photos), unless it is the only one.
const twoToARowSizes = "(max-width: 36rem) calc(100vw - 2rem), (max-width: 800px) calc(50vw - 1.5rem), 22rem";

/** A case study's part under its heading: the problem, the change, the result. */
function TextSection({
  id,
  heading,
  text,
}: {
  id: string;
  heading: string;
  text: readonly string[] | undefined;
}) {
  if (!text) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <Paragraphs texts={text} />
    </section>
  );
}

/** A case study's measured result: before, after and how much longer, in its unit. */
function Result({ article }: { article: PublishedArticle }) {
  const { measured } = article;
  if (!measured) return null;
  const unit = articles.labels.units[measured.unit];
  return (
    <div className={styles.result}>
      <p className={styles.resultLabel}>
        {article.resultLabel}
        {article.toConfirm ? <span className={styles.toConfirm}> ({articles.labels.toConfirm})</span> : null}
      </p>
      <dl>
        {(["before", "after"] as const).map((when) => (
          <div key={when}>
            <dt>{articles.labels[when]}</dt>
            <dd>
              {formatNumber(measured[when], 0)} {unit}
            </dd>
          </div>
        ))}
      </dl>
      <p className={styles.gain}>
        {fillTemplate(articles.labels.improvement, { percent: formatNumber(improvement(measured), 0) })}
      </p>
      {article.tonnesPerSet ? (
        <p>
          {articles.labels.tonnesPerSet}: {formatNumber(article.tonnesPerSet.before, 0)} →{" "}
          {formatNumber(article.tonnesPerSet.after, 0)}
        </p>
      ) : null}
      {article.previousMaterial ? (
        <p>
          {articles.labels.previousMaterial}: {article.previousMaterial}
        </p>
      ) : null}
      {article.changed ? (
        <p>
          {articles.labels.changed}:{" "}
          {formatList(article.changed.map((change) => articles.labels.changes[change]))}
        </p>
      ) : null}
    </div>
  );
}

/** The photos after the lead one, in a grid below the text: those this language describes. */
function MorePhotos({ article }: { article: PublishedArticle }) {
  const photos = morePhotosOf(article);
  if (photos.length === 0) return null;
  return (
    <ul className={styles.photos}>
      {photos.map((photo) => (
        <li key={photo.slot}>
          <Photo
            image={imageOf(articleImages, photo.slot)}
            alt={photo.alt}
            sizes={photos.length === 1 ? photoSizes : twoToARowSizes}
          />
        </li>
      ))}
    </ul>
  );
}

export function ArticleBody({ article }: { article: PublishedArticle }) {
  return (
    <article className={styles.article}>
      <p className={styles.tags}>
        <span>{articles.labels.kinds[article.kind]}</span>
        <span>{articles.labels.industries[article.industry]}</span>
        <time dateTime={article.date}>{longDate(article.date)}</time>
      </p>
      <p className={styles.lead}>{article.summary}</p>
      <Photo
        image={imageOf(articleImages, articlePhotoSlot(article.name, 1))}
        alt={article.photoAlt}
        sizes={photoSizes}
        priority
      />
      {article.kind === "caseStudy" ? (
        <>
          <dl className={styles.facts}>
            {(["customer", "part", "grade"] as const).map((fact) =>
              article[fact] ? (
                <div key={fact}>
                  <dt>{articles.labels[fact]}</dt>
                  <dd>{article[fact]}</dd>
                </div>
              ) : null,
            )}
          </dl>
          <Result article={article} />
          <TextSection id="problem" heading={articles.labels.problem} text={article.problem} />
          <TextSection id="change" heading={articles.labels.change} text={article.change} />
          <TextSection id="result" heading={articles.labels.result} text={article.result} />
        </>
      ) : null}
      {article.body && <Paragraphs texts={article.body} />}
      <MorePhotos article={article} />
      <p className={styles.back}>
        <Link to={"/news" satisfies PagePath}>{articles.labels.backToList}</Link>
      </p>
    </article>
  );
}
