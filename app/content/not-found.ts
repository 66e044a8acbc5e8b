import type { NotFound } from "./schema.ts";

export const notFound: NotFound = {
  meta: {
    title: "Page not found",
    description: "The page you asked for does not exist. Go to the home page or choose one of our pages.",
  },
  heading: "Page not found",
  body: "The page you asked for does not exist or has been moved. Please check the address, or choose one of the pages below.",
  homeLink: { label: "Go to the home page", to: "/" },
  pagesHeading: "Our pages",
  pages: [
    { label: "Home", to: "/" },
    { label: "About Us", to: "/about" },
    { label: "Offering", to: "/offering" },
    { label: "Foundry", to: "/foundry" },
    { label: "Metal Recycling", to: "/metal-recycling" },
    { label: "Gallery", to: "/gallery" },
    { label: "Contact Us", to: "/contact" },
  ],
};
