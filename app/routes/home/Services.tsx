import { home } from "virtual:content/home";
import serviceImages from "virtual:image-slots/service";
import { PhotoCarouselSection } from "../../components/PhotoCarouselSection.tsx";
import { motion } from "../../content/motion.ts";

/** Spec §2 Home 5: the five materials in the services carousel. */
export function Services() {
  const { services } = home;
  return (
    <PhotoCarouselSection
      id="services"
      tone="ink"
      {...services}
      images={serviceImages}
      slot="service"
      carousel={motion.carousels.services}
    />
  );
}
