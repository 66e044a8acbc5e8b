/** A field's problems, one per line, where its input's aria-describedby points (`id`). */
export function FieldProblem({ id, lines }: { id: string; lines: readonly string[] | undefined }) {
  return lines?.length ? (
    <p className="problem" id={id}>
      {lines.flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]))}
    </p>
  ) : null;
}
