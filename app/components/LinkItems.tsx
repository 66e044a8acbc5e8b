import { Link } from "react-router";

/** The items of a list of the site's pages, a link each: the footer's lists, the 404's way on. */
export function LinkItems({ links }: { links: readonly { to: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to}>{link.label}</Link>
    </li>
  ));
}
