import type { ChecklistGroup } from "../checklist-view.server.ts";

/** Values still to give, one item per page, each a link to its field with what is asked. */
export function Checklist({ groups }: { groups: readonly ChecklistGroup[] }) {
  return (
    <ul className="checklist">
      {groups.map(({ page, items }) => (
        <li key={page}>
          <h3>{`${page} (${items.length})`}</h3>
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                <a href={item.href}>{item.label}</a>
                {`: ${item.asked}`}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
