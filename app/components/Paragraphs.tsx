/** A text the content keeps as a list of paragraphs, one <p> each. */
export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => <p key={text}>{text}</p>);
}
