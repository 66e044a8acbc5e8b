import { articles } from "virtual:content/articles";
import articleImages from "virtual:image-slots/article";
import { Link, useSearchParams } from "react-router";
import { imageOf } from "../../image-slots/slots.ts";
import { longDate } from "../../format/locale-format.ts";
import { Photo } from "../../components/Photo.tsx";
import { articleKinds, articlePhotoSlot, industries } from "../../content/article-kinds.ts";
import { articlePath, feedLink } from "./article-data.ts";
import styles from "./news.module.css";
import { Paragraphs } from "../../components/Paragraphs.tsx";

// news.module.css: one column on phones, then cards of at least 20rem.
const cardSizes = "(max-width: 700px) calc(100vw - 2rem), (max-width: 1100px) 45vw, 24rem";

/**
 * The articles with their filters. A filter is an address (/news?industry=mining), rendered per
 * request, so it works without JavaScript and can be shared; with it, a click re-renders in place.
 */
export function ArticleList() {
  const [params] = useSearchParams();
  const industry = industries.find((key) => key === params.get("industry"));
  const kind = articleKinds.find((key) => key === params.get("kind"));
  const shown = articles.published.filter(
    (article) => (!industry || article.industry === industry) && (!kind || article.kind === kind),
  );
  const query = (next: { industry?: string; kind?: string }) => {
    const search = new URLSearchParams(
      Object.entries(next).filter((entry): entry is [string, string] => Boolean(entry[1])),
    ).toString();
    return search ? `?${search}` : ".";
  };
  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <Paragraphs texts={articles.intro} />
      </div>
      <nav className={styles.filters} aria-label={articles.labels.filters}>
        <FilterRow
          keys={articleKinds}
          current={kind}
          names={articles.labels.kinds}
          to={(key) => query({ industry, kind: key })}
        />
        <FilterRow
          keys={industries}
          current={industry}
          names={articles.labels.industries}
          to={(key) => query({ industry: key, kind })}
        />
      </nav>
      {shown.length === 0 ? (
        <p className={styles.none}>{articles.labels.none}</p>
      ) : (
        <ul className={styles.cards}>
          {shown.map((article, index) => (
            <li key={article.name} className={styles.card}>
              <Photo
                image={imageOf(articleImages, articlePhotoSlot(article.name, 1))}
                alt={article.photoAlt}
                sizes={cardSizes}
                priority={index === 0}
              />
              <div className={styles.cardText}>
                <p className={styles.tags}>
                  <span>{articles.labels.kinds[article.kind]}</span>
                  <span>{articles.labels.industries[article.industry]}</span>
                  <time dateTime={article.date}>{longDate(article.date)}</time>
                </p>
                <h2>
                  <Link to={articlePath(article.name)}>{article.title}</Link>
                </h2>
                <p>
                  {article.summary}
                  {article.toConfirm ? (
                    <span className={styles.toConfirm}> ({articles.labels.toConfirm})</span>
                  ) : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.feed}>
        <a href={feedLink().href} type="application/atom+xml">
          {articles.labels.feed}
        </a>
      </p>
    </div>
  );
}

/** One row of filters: all, then each key by its name; the one in force is the current page. */
function FilterRow<Key extends string>({
  keys,
  current,
  names,
  to,
}: {
  keys: readonly Key[];
  current: Key | undefined;
  names: Record<Key, string>;
  to: (key: Key | undefined) => string;
}) {
  return (
    <ul>
      {[undefined, ...keys].map((key) => (
        <li key={key ?? "all"}>
          <Link to={to(key)} aria-current={key === current ? "page" : undefined} preventScrollReset>
            {key ? names[key] : articles.labels.all}
          </Link>
        </li>
      ))}
    </ul>
  );
}
