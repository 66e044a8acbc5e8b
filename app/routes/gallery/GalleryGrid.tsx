import { Link, useSearchParams } from "react-router";
import { twoDigits } from "../../components/format.ts";
import { Photo } from "../../components/Photo.tsx";
import { useImageViewer } from "../../components/viewer/useImageViewer.tsx";
import { ZoomButton } from "../../components/viewer/ZoomButton.tsx";
import { slotName } from "../../content/images.ts";
import { Section, SectionHeading } from "../../components/Section.tsx";
import { gallery } from "../../content/gallery.ts";
import styles from "./gallery.module.css";
import { categoryFromSearch, itemsInCategory } from "./items.ts";

const filters = [
  { key: null, label: gallery.allLabel, to: "/gallery" },
  ...gallery.categories.map((category) => ({
    key: category.key,
    label: category.label,
    to: `/gallery?category=${category.key}`,
  })),
];

/** Spec §2 Gallery: the filter buttons and the photos they select, filter kept in the URL. */
export function GalleryGrid() {
  const [search] = useSearchParams();
  const category = categoryFromSearch(search);
  const items = itemsInCategory(category);
  const viewer = useImageViewer(
    items.map((item) => ({ slot: slotName("gallery", item.id), alt: item.alt, title: item.alt })),
  );
  return (
    <Section tone="paper" labelledBy="gallery-heading">
      <SectionHeading id="gallery-heading" eyebrow={gallery.heading.eyebrow}>
        {gallery.heading.title}
      </SectionHeading>
      <div className={styles.toolbar}>
        <nav aria-label={gallery.filterLabel}>
          <ul className={styles.filters}>
            {filters.map((filter) => (
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
            <ZoomButton alt={item.alt} onOpen={() => viewer.open(index)}>
              <Photo slot={slotName("gallery", item.id)} alt={item.alt} label={twoDigits(item.id)} />
            </ZoomButton>
          </li>
        ))}
      </ul>
      {viewer.element}
    </Section>
  );
}
