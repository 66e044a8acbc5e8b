import { gallery } from "virtual:content/gallery";
import { Link, useSearchParams } from "react-router";
import { twoDigits } from "../../format/format.ts";
import galleryImages from "virtual:image-slots/gallery";
import { imageOf } from "../../image-slots/slots.ts";
import { Photo } from "../../components/Photo.tsx";
import { useImageViewer } from "../../components/viewer/useImageViewer.tsx";
import { ZoomButton } from "../../components/viewer/ZoomButton.tsx";
import { Section } from "../../components/Section.tsx";
import styles from "./gallery.module.css";
import { categoryFromSearch, itemsInCategory } from "./items.ts";

const filtersOf = () => [
  { key: null, label: gallery.allLabel, to: "/gallery" },
  ...gallery.categories.map((category) => ({
    key: category.key,
    label: category.label,
    to: `/gallery?category=${category.key}`,
  })),
];

// gallery.module.css: 2 columns on phones, then as many 11rem-or-wider columns as fit, up to 6.
const thumbnailSizes =
  "(max-width: 606px) calc(47.5vw - 1rem), (max-width: 808px) calc(31.7vw - 1rem), (max-width: 1010px) calc(23.75vw - 1rem), (max-width: 1213px) calc(19vw - 1rem), 181px";

const imageOfItem = (slot: string) => imageOf(galleryImages, slot);

/** Spec §2 Gallery: the filter buttons and the photos they select, filter kept in the URL. */
export function GalleryGrid() {
  const [search] = useSearchParams();
  const category = categoryFromSearch(search);
  const items = itemsInCategory(category);
  const viewer = useImageViewer(
    items.map((item) => ({ image: imageOfItem(item.slot), alt: item.alt, title: item.alt })),
  );
  return (
    <Section
      tone="paper"
      labelledBy="gallery-heading"
      heading={gallery.heading.title}
      eyebrow={gallery.heading.eyebrow}
    >
      <div className={styles.toolbar}>
        <nav aria-label={gallery.filterLabel}>
          <ul className={styles.filters}>
            {filtersOf().map((filter) => (
              <li key={filter.to}>
                <Link
                  to={filter.to}
                  preventScrollReset
                  className={styles.filter}
                  aria-current={filter.key === category ? "true" : undefined}
                >
                  {filter.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.count} aria-live="polite">
          <strong>{items.length}</strong> {gallery.countLabel}
        </p>
      </div>
      <ul className={styles.grid} data-testid="gallery-items">
        {items.map((item, index) => (
          <li key={item.id}>
            <ZoomButton alt={item.alt} shown={twoDigits(item.id)} onOpen={() => viewer.open(index)}>
              <Photo
                image={imageOfItem(item.slot)}
                alt={item.alt}
                sizes={thumbnailSizes}
                label={twoDigits(item.id)}
                priority={index === 0}
              />
            </ZoomButton>
          </li>
        ))}
      </ul>
      {viewer.element}
    </Section>
  );
}
