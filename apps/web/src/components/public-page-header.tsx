/** The centred title block at the top of a public page. */
export function PublicPageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
      {subtitle ? <p className="mt-4 text-lg text-fg-muted">{subtitle}</p> : null}
    </div>
  );
}
